import fs from 'node:fs/promises';
import { Command } from 'commander';
import { SingleBar, Presets } from 'cli-progress';
import { DEFAULT_LANGUAGE, isLanguageCode } from '../domain/languages.js';
import { createLocalSpeechEngine } from '../engines/speech/speech-engine.js';

/** `scribe transcribe <file>`: the speech engine offline, no server; progress on stderr, text on stdout. */
export function transcribeCommand(): Command {
  return new Command('transcribe')
    .description('transcribe an audio file offline with the local speech engine')
    .argument('<file>', 'wav, mp3, m4a, ogg/opus, webm/opus or flac')
    .option('--language <code>', 'language code', DEFAULT_LANGUAGE)
    .option('--keyterms <terms>', 'comma-separated extra terms to bias recognition towards')
    .option('--no-correction', 'skip the medical-lexicon correction and dose normalisation')
    .action(async (file: string, opts: { language: string; keyterms?: string; correction: boolean }) => {
      if (!isLanguageCode(opts.language)) throw new Error(`unknown language code "${opts.language}"`);
      const audio = await fs.readFile(file);
      const engine = await createLocalSpeechEngine();
      const bar = new SingleBar({ format: 'transcribing [{bar}] {value}/{total} chunks', stream: process.stderr }, Presets.shades_classic);
      try {
        const { text } = await engine.transcribe(audio, {
          language: opts.language,
          keyterms: opts.keyterms?.split(',').map((t) => t.trim()).filter(Boolean),
          correction: opts.correction,
          onProgress: ({ done, total }) => {
            if (done === 0 || !bar.isActive) bar.start(total, done);
            else bar.update(done);
          },
        });
        bar.stop();
        process.stdout.write(`${text}\n`);
      } finally {
        bar.stop();
        await engine.close();
      }
    });
}
