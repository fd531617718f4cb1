/**
 * Writes `packages/server/test/fixtures/audio/recognized.json`: what the real speech engine recognises in the audio
 * fixtures the HTTP tests send, which the fake engine of the HTTP tier answers with. Run it after a change to
 * recognition that `test/e2e/recorded-speech.test.ts` reports: `npm run test:record-speech`.
 */
import fs from 'node:fs';
import { createLocalSpeechEngine } from '../src/engines/speech/speech-engine.js';
import { RECORDED_SPEECH_FILE, recordSpeech, recordedSpeechFileText } from '../test/helpers/recorded-speech.js';

const engine = await createLocalSpeechEngine();
try {
  fs.writeFileSync(RECORDED_SPEECH_FILE, recordedSpeechFileText(await recordSpeech(engine)));
  console.log(`wrote ${RECORDED_SPEECH_FILE}`);
} finally {
  await engine.close();
}
