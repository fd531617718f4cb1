/**
 * What the real speech engine (Moonshine, `createLocalSpeechEngine`) recognises in the audio fixtures the HTTP tests
 * send, kept in `test/fixtures/audio/recognized.json` for the fake engine (`fake-speech-engine.ts`) to answer with.
 *
 * `npm run test:record-speech` writes the file again with the real model; `test/e2e/recorded-speech.test.ts` (the
 * real-model tier) fails while the file differs from what the model says today, so the fake cannot drift from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LocalSpeechEngine } from '../../src/engines/speech/local-speech-engine.js';
import type { Segment } from '../../src/engines/speech/speech-types.js';
import { FIXTURES_DIR, audioFixture } from './fixtures.js';

export const RECORDED_SPEECH_FILE = path.join(FIXTURES_DIR, 'audio', 'recognized.json');

/** The fixtures recorded: every one an HTTP test sends as speech. */
export const RECORDED_FIXTURES = ['dictation-metformin.wav', 'fever-cough.wav', 'sentence.mp3', 'sentence.m4a', 'sentence.ogg', 'sentence.webm'] as const;

/** The language the fixtures are recognised in (all are English). */
export const RECORDED_LANGUAGE = 'en-IN';

export interface RecordedSpeech {
  fixture: string;
  /** The real engine's segments (words, times, confidences), as a dictation is recognised. */
  segments: Segment[];
  /** The same audio recognised as a consultation (`speakers: true`): segments may be cut at turns and name a speaker. */
  consultation: Segment[];
}

interface RecordedSpeechFile {
  about: string;
  recordings: RecordedSpeech[];
}

const ABOUT =
  'What the real speech engine recognises in these fixtures (written by `npm run test:record-speech`; checked by test/e2e/recorded-speech.test.ts). ' +
  'The fake engine of the HTTP tests (test/helpers/fake-speech-engine.ts) answers with these words where it finds their audio.';

export function readRecordedSpeech(): RecordedSpeech[] {
  return (JSON.parse(fs.readFileSync(RECORDED_SPEECH_FILE, 'utf8')) as RecordedSpeechFile).recordings;
}

/** Confidences and times rounded: the file records what the model says, not its last floating-point bits. */
function rounded(segments: Segment[]): Segment[] {
  const round = (value: number, digits: number) => Number(value.toFixed(digits));
  return segments.map((segment) => ({
    ...segment,
    start: round(segment.start, 3),
    end: round(segment.end, 3),
    confidence: round(segment.confidence, 3),
    ...(segment.words && {
      words: segment.words.map((word) => ({ ...word, start: round(word.start, 3), end: round(word.end, 3), confidence: round(word.confidence, 3) })),
    }),
  }));
}

/** What `engine` (the real one) recognises in every recorded fixture. */
export async function recordSpeech(engine: LocalSpeechEngine): Promise<RecordedSpeech[]> {
  const recordings: RecordedSpeech[] = [];
  for (const fixture of RECORDED_FIXTURES) {
    const dictation = await engine.transcribe(audioFixture(fixture), { language: RECORDED_LANGUAGE });
    const consultation = await engine.transcribe(audioFixture(fixture), { language: RECORDED_LANGUAGE, speakers: true });
    recordings.push({ fixture, segments: rounded(dictation.segments), consultation: rounded(consultation.segments) });
  }
  return recordings;
}

export function recordedSpeechFileText(recordings: RecordedSpeech[]): string {
  return `${JSON.stringify({ about: ABOUT, recordings } satisfies RecordedSpeechFile, null, 2)}\n`;
}
