import { setTimeout as sleep } from 'node:timers/promises';
import { Command } from 'commander';
import { WebSocket } from 'ws';
import { LANGUAGE_CODES } from '../../domain/languages.js';
import { withAudioFile } from '../audio-file.js';
import { languageOption } from '../language-option.js';
import { ACCEPTED_AUDIO } from '../unreadable-audio.js';
import { decodeAudio } from '../../engines/speech/audio/decode-audio.js';
import { pcm16Bytes } from '../../engines/speech/audio/wav-encoder.js';
import { SAMPLE_RATE } from '../../engines/speech/speech-types.js';
import { savedClient } from './credentials.js';

const FRAME_MS = 100;
/** Silence after the file, so that its last words end in a pause as spoken words do. */
const TRAILING_SILENCE_S = 1;

/** The file as 16-bit PCM in 100 ms frames, each after the time it lasts (or at once with `fast`). */
async function* frames(pcm: Float32Array, fast: boolean): AsyncGenerator<Uint8Array> {
  const withSilence = new Float32Array(pcm.length + TRAILING_SILENCE_S * SAMPLE_RATE);
  withSilence.set(pcm);
  const bytes = pcm16Bytes(withSilence);
  const frameBytes = (2 * SAMPLE_RATE * FRAME_MS) / 1000;
  const started = performance.now();
  for (let frame = 0; frame * frameBytes < bytes.length; frame++) {
    if (!fast) await sleep(Math.max(0, started + frame * FRAME_MS - performance.now()));
    yield bytes.subarray(frame * frameBytes, (frame + 1) * frameBytes);
  }
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${(seconds % 60).toFixed(1).padStart(4, '0')}`;

/**
 * `scribe listen <file>`: live transcription of a file streamed at real-time pace, as a microphone would send it (a
 * microphone is the web app's). Finals on stdout as they come, each with its time; partials on stderr, rewritten in
 * place on a terminal.
 */
export function listenCommand(): Command {
  return new Command('listen')
    .description('stream an audio file to live transcription at real-time pace and print the words as they come')
    .argument('<file>', `the audio (${ACCEPTED_AUDIO})`)
    .addOption(languageOption(LANGUAGE_CODES, 'language of the audio'))
    .option('--fast', 'send the audio as fast as the server takes it, not at real-time pace')
    .action(async (file: string, opts: { language: string; fast?: boolean }) => {
      const pcm = await withAudioFile(file, decodeAudio);
      const client = await savedClient();
      const terminal = process.stderr.isTTY;
      for await (const message of client.stream(frames(pcm, opts.fast === true), { language: opts.language, sampleRate: SAMPLE_RATE, WebSocket })) {
        if (message.type === 'partial') process.stderr.write(terminal ? `\r\x1b[K… ${message.text}` : `partial: ${message.text}\n`);
        if (message.type === 'final') {
          if (terminal) process.stderr.write('\r\x1b[K');
          process.stdout.write(`[${clock(message.segment.start)}–${clock(message.segment.end)}] ${message.segment.text}\n`);
        }
        if (message.type === 'error') throw new Error(`${message.code}: ${message.message}`);
      }
    });
}
