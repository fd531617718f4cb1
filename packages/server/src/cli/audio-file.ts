import fs from 'node:fs/promises';
import { AudioDecodeError } from '../engines/speech/speech-errors.js';
import { createLocalSpeechEngine } from '../engines/speech/speech-engine.js';
import type { RecognitionOptions, Transcript } from '../engines/speech/speech-types.js';
import { unreadableAudioMessage } from './unreadable-audio.js';

/** `work` done on the bytes of `file`; should they not decode, the error says what the file holds instead. */
export async function withAudioFile<T>(file: string, work: (audio: Buffer) => Promise<T>): Promise<T> {
  const audio = await fs.readFile(file);
  try {
    return await work(audio);
  } catch (error) {
    if (error instanceof AudioDecodeError) throw new Error(unreadableAudioMessage(file, audio, error));
    throw error;
  }
}

/** `file` recognised by the local speech engine, loaded for this one file. */
export function transcribeAudioFile(file: string, options: RecognitionOptions): Promise<Transcript> {
  return withAudioFile(file, async (audio) => {
    const engine = await createLocalSpeechEngine();
    try {
      return await engine.transcribe(audio, options);
    } finally {
      await engine.close();
    }
  });
}
