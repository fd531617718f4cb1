import { Command } from 'commander';
import { SingleBar, Presets } from 'cli-progress';
import { LOCAL_LANGUAGES } from '../engines/speech/local-model.js';
import { transcribeAudioFile } from './audio-file.js';
import { languageOption } from './language-option.js';
import { ACCEPTED_AUDIO } from './unreadable-audio.js';

/** The exit code of a recording with no speech in it: no transcript, though nothing failed (see the help). */
const NO_SPEECH_EXIT_CODE = 2;

/** `scribe transcribe <file>`: the speech engine offline, no server; progress on stderr, text on stdout. */
export function transcribeCommand(): Command {
  return new Command('transcribe')
    .description('transcribe an audio file offline with the local speech engine')
    .argument('<file>', ACCEPTED_AUDIO)
    .addOption(languageOption(LOCAL_LANGUAGES, 'language code'))
    .option('--keyterms <terms>', 'comma-separated extra terms to bias recognition towards')
    .option('--no-correction', 'skip the medical-lexicon correction and dose normalisation')
    .addHelpText('after', `\nExit codes: 0 the transcript is on stdout; 1 it failed; ${NO_SPEECH_EXIT_CODE} no speech was found (stdout empty).`)
    .action(async (file: string, opts: { language: string; keyterms?: string; correction: boolean }) => {
      const bar = new SingleBar({ format: 'transcribing [{bar}] {value}/{total} chunks', stream: process.stderr }, Presets.shades_classic);
      try {
        const { text, durationS } = await transcribeAudioFile(file, {
          language: opts.language,
          keyterms: opts.keyterms?.split(',').map((t) => t.trim()).filter(Boolean),
          correction: opts.correction,
          onProgress: ({ done, total }) => {
            if (done === 0 || !bar.isActive) bar.start(total, done);
            else bar.update(done);
          },
        });
        bar.stop();
        if (text.trim() === '') {
          // Silence, noise, or a recording too quiet to hear: a script reading stdout must not take "" for a transcript.
          process.stderr.write(`scribe: no speech found in ${file} (${durationS.toFixed(1)} s of audio)\n`);
          process.exitCode = NO_SPEECH_EXIT_CODE;
          return;
        }
        process.stdout.write(`${text}\n`);
      } finally {
        bar.stop();
      }
    });
}
