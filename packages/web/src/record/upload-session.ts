import type { LanguageCode } from '@svc-scribe/sdk';
import { client } from '../api.js';
import { messageOf } from '../format.js';
import { keepAudio } from '../local-audio.js';
import { failedStart } from './discard.js';
import { extraDataOf, type SessionSettings } from './session-settings.js';

/**
 * Uploads one recording into a new session and starts it with the settings; resolves to its txn id, the recording kept
 * to play in this tab. A start that fails is discarded (its id is chosen here for that), and throws saying so.
 */
export async function uploadSession(file: File, settings: SessionSettings & { language: LanguageCode }, onProgress?: (fraction: number) => void): Promise<string> {
  const txnId = crypto.randomUUID();
  try {
    await client.sessions.upload({
      txnId,
      files: [file],
      extraData: extraDataOf(settings),
      outputFormat: {
        input_language: [settings.language],
        output_template: settings.templates.map((template_id) => ({ template_id, codification_needed: false })),
      },
      onProgress: (done) => onProgress?.(done.bytesUploaded / Math.max(1, done.bytesTotal)),
    });
  } catch (cause) {
    throw new Error(await failedStart(txnId, messageOf(cause)));
  }
  keepAudio(txnId, file);
  return txnId;
}
