import fs from 'node:fs/promises';
import { AudioDecodeError } from '../engines/speech/speech-errors.js';
import { createLocalSpeechEngine } from '../engines/speech/speech-engine.js';
import type { RecognitionOptions, Transcript } from '../engines/speech/speech-types.js';
import { unreadableAudioMessage } from './unreadable-audio.js';

/** `file` recognised by the local speech engine, loaded for this one file; a file that is not audio is said so plainly. */
export async function transcribeAudioFile(file: string, options: RecognitionOptions): Promise<Transcript> {
  const audio = await fs.readFile(file);
  const engine = await createLocalSpeechEngine();
  try {
    return await engine.transcribe(audio, options);
  } catch (error) {
    if (error instanceof AudioDecodeError) throw new Error(unreadableAudioMessage(file, audio, error));
    throw error;
  } finally {
    await engine.close();
  }
}
