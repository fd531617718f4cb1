import { UploadError } from './errors.js';
import { toNamedBlob, type UploadFile } from './files/upload-file.js';
import type { Transport } from './http/transport.js';
import type { Schemas } from './http/wire.js';
import type { LanguageCode } from './sessions/types.js';

/** The largest file `/voice/get-asr` takes: 5 MB. Longer audio goes through a session. */
export const MAX_TRANSCRIPTION_BYTES = 5 * 1024 * 1024;

export interface TranscribeOptions {
  /** Default `en-IN`. */
  language?: LanguageCode;
  /** Extra words to bias recognition towards (drug or patient-specific names), up to 100. */
  keyterms?: string[];
  signal?: AbortSignal;
}

/**
 * PROTOCOL §2: one file in, its text out. Retried like a read: transcribing has no side effect, and
 * a busy server answers 503 with `Retry-After`. Any {@link UploadFile} (a string is a path); anything
 * else is a TypeError, before any request.
 */
export async function transcribe(transport: Transport, input: UploadFile, options: TranscribeOptions = {}): Promise<{ text: string }> {
  const file = await toNamedBlob(input, 'audio');
  if (file.blob.size > MAX_TRANSCRIPTION_BYTES) {
    throw new UploadError(`${file.name} is ${file.blob.size} bytes; transcribe takes at most ${MAX_TRANSCRIPTION_BYTES}: use sessions.upload`, file.name);
  }
  const { body } = await transport.request<Schemas['TranscriptionText']>({
    method: 'POST',
    url: '/voice/get-asr',
    query: { language: options.language },
    idempotent: true,
    signal: options.signal,
    form: () => {
      const form = new FormData();
      // Before the file: the server reads the form as a stream.
      if (options.keyterms?.length) form.append('keyterms', options.keyterms.join('\n'));
      form.append('file', file.blob, file.name);
      return form;
    },
  });
  return body;
}
