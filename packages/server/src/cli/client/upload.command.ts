import fs from 'node:fs/promises';
import path from 'node:path';
import { Command } from 'commander';
import type { LanguageCode, Mode, SessionFailed, SessionFinished, TemplateId } from '@svc-scribe/sdk';
import { LANGUAGE_CODES } from '../../domain/languages.js';
import { languageOption } from '../language-option.js';
import { MODES } from '../../domain/sessions.js';
import { isTemplateId, TEMPLATE_IDS } from '../../domain/templates.js';
import { savedClient } from './credentials.js';
import { uploadProgressView } from './progress.js';

const collect = (value: string, previous: string[]) => [...previous, value];

interface UploadOpts {
  txn?: string;
  template: string[];
  codify?: boolean;
  language: LanguageCode;
  mode: string;
  wait?: boolean;
  timeout: string;
}

/** How the session ended, on stderr: it is progress, and stdout stays the txn id alone (`TXN=$(scribe upload … --wait)`). */
function printResult(result: SessionFinished | SessionFailed): void {
  if (result.status === 'failed') {
    process.stderr.write(`${result.txnId} failed: ${result.error.code}: ${result.error.msg}\n`);
    process.exitCode = 1;
    return;
  }
  process.stderr.write(`${result.txnId} ${result.status}\n`);
  for (const item of result.output) process.stderr.write(`  ${item.template_id}: ${item.status}\n`);
}

/** `scribe upload <files…>`: a transcription session through the SDK; the txn id alone on stdout, progress and outcome on stderr. */
export function uploadCommand(): Command {
  return new Command('upload')
    .description('upload audio files into a transcription session and start it')
    .argument('<files...>', 'the audio in the order it is to be transcribed (wav, mp3, m4a, ogg, opus, webm, flac)')
    .option('--txn <id>', 'your id for the session (default: a random UUID)')
    .option('--template <id>', `a template to produce, repeatable: ${TEMPLATE_IDS.join(', ')}, or a note template's id, built in or your clinic's (\`scribe templates list\`; default transcript_template)`, collect, [])
    .option('--codify', 'add ICD-10 / SNOMED CT / LOINC codes to the notes and EMR templates')
    .addOption(languageOption(LANGUAGE_CODES, 'language of the audio'))
    .option('--mode <mode>', MODES.join(' or '), 'dictation')
    .option('--wait', 'wait for the result and print each template status (on stderr; exit 1 when the session failed)')
    .option('--timeout <seconds>', 'with --wait: give up after this long', '900')
    .action(async (files: string[], opts: UploadOpts) => {
      const templates = opts.template.length ? opts.template : ['transcript_template'];
      if (!(MODES as readonly string[]).includes(opts.mode)) throw new Error(`--mode must be ${MODES.join(' or ')}`);
      const timeoutSec = Number(opts.timeout);
      if (!(timeoutSec > 0)) throw new Error('--timeout must be a positive number of seconds');

      // Sizes up front: a missing file fails here with its path, and each bar knows its total.
      const sized = await Promise.all(files.map(async (file) => ({ name: path.basename(file), size: (await fs.stat(file)).size })));
      const client = await savedClient();
      // A note template's id, built in or the clinic's, is the server's to know: asked of it before any audio is sent
      // (the svc session is told its templates only after its files are uploaded).
      const outsideCatalogue = templates.filter((id) => !isTemplateId(id));
      if (outsideCatalogue.length > 0) {
        const known = new Set((await client.medscribe.templates.list()).map((template) => template.id));
        const unknown = outsideCatalogue.filter((id) => !known.has(id));
        if (unknown.length > 0) throw new Error(`unknown template(s) ${unknown.join(', ')}: use ${TEMPLATE_IDS.join(', ')} or a note template's id (scribe templates list)`);
      }
      const progress = uploadProgressView(sized);
      let txnId: string;
      try {
        txnId = await client.sessions.upload({
          filePaths: files,
          ...(opts.txn === undefined ? {} : { txnId: opts.txn }),
          extraData: { mode: opts.mode as Mode },
          outputFormat: {
            input_language: [opts.language],
            output_template: templates.map((id) => ({ template_id: id as TemplateId, ...(opts.codify ? { codification_needed: true } : {}) })),
          },
          onProgress: progress.onProgress,
        });
      } finally {
        progress.stop();
      }
      process.stdout.write(`${txnId}\n`);
      if (opts.wait) printResult(await client.sessions.waitForResult(txnId, { timeoutMs: timeoutSec * 1000 }));
    });
}
