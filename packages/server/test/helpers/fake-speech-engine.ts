/**
 * A fast, deterministic speech engine for the HTTP tests: the real audio decoding (`decodeAudio`, in this thread) and
 * the real chunking (`SpeechChunker`: Silero VAD and the chunk policy), and only the recognition of each chunk faked.
 *
 * A chunk is recognised by finding its audio in the fixtures whose real transcripts `recognized.json` holds (see
 * `recorded-speech.ts`): its loudness contour (10 ms frames, in dB) is matched against each fixture's, and the words
 * the real model heard in the part of the fixture it matched are its text, with their confidences, at their times
 * moved to where the chunk lies. So the whole of `dictation-metformin.wav` reads as the model reads it, half of it
 * (a live stream's segment or partial) reads as the words of that half, the same sentence in another codec reads the
 * same, and audio found in no fixture reads `unrecognised audio <seconds> s <hash>`: derived from the samples, never a
 * fixed answer. Silence, a tone or noise hold no speech for the chunker, and give no segment at all, as with the model.
 *
 * What it does not do: bias towards keyterms or skip the correction (the text is the corrected one; both options are
 * kept in `calls`), tell voices apart beyond what the model said of the whole fixture, or fail like a worker thread.
 */
import { createHash } from 'node:crypto';
import { decodeAudio } from '../../src/engines/speech/audio/decode-audio.js';
import { SpeechChunker } from '../../src/engines/speech/audio/speech-chunker.js';
import type { LocalEngineStarter } from '../../src/engines/speech/backend-registry.js';
import { LocalSpeechEngine } from '../../src/engines/speech/local-speech-engine.js';
import { SAMPLE_RATE, type DecodingSpeechEngine, type RecognitionOptions, type Segment, type SpeechBackend, type Word } from '../../src/engines/speech/speech-types.js';
import { audioFixture } from './fixtures.js';
import { readRecordedSpeech } from './recorded-speech.js';

/** Loudness frames of 10 ms. */
const FRAME = SAMPLE_RATE / 100;
/** A fixture's contour is kept at these offsets (samples) too, so a chunk cut anywhere lines up with one of them. */
const PHASES = [0, FRAME / 4, FRAME / 2, (3 * FRAME) / 4];
/** Frames quieter than the loudest by more than this count as that quiet: below it is dither and codec noise. */
const RANGE_DB = 40;
/** A chunk's frames this much quieter than its loudest are trimmed off its ends before it is looked for. */
const TRIM_DB = 35;
/** A chunk whose loud part is shorter than this (frames) is too short to be told apart from another. */
const MIN_MATCH_FRAMES = 15;
/** The correlation of loudness contours above which a chunk is taken to be that part of a fixture. */
const MIN_CORRELATION = 0.9;

/** One call of the fake's recognition: what it was given and asked. */
export interface FakeRecognition {
  language: string;
  durationS: number;
  keyterms?: readonly string[];
  correction?: boolean;
  speakers?: boolean;
  /** The chunks it found (seconds), and the fixture it found each in (`undefined`: in none). */
  chunks: Array<{ start: number; end: number; fixture: string | undefined }>;
}

/** A fixture's audio as the fake knows it: its loudness contours and the real model's words in it. */
interface KnownAudio {
  fixture: string;
  /** One contour per phase of PHASES. */
  contours: Float64Array[];
  dictation: Segment[];
  consultation: Segment[];
}

let known: Promise<KnownAudio[]> | undefined;

/** The recorded fixtures, decoded once per test file (module state). */
function knownAudio(): Promise<KnownAudio[]> {
  known ??= Promise.all(
    readRecordedSpeech().map(async (recording) => {
      const pcm = await decodeAudio(audioFixture(recording.fixture));
      return { fixture: recording.fixture, contours: PHASES.map((phase) => loudness(pcm.subarray(phase))), dictation: recording.segments, consultation: recording.consultation };
    }),
  );
  return known;
}

/** dB per 10 ms frame, no lower than RANGE_DB below the loudest. */
function loudness(pcm: Float32Array): Float64Array {
  const frames = Math.floor(pcm.length / FRAME);
  const contour = new Float64Array(frames);
  for (let frame = 0; frame < frames; frame++) {
    let energy = 0;
    for (let i = frame * FRAME; i < (frame + 1) * FRAME; i++) energy += pcm[i]! * pcm[i]!;
    contour[frame] = 10 * Math.log10(energy / FRAME + 1e-10);
  }
  const floor = Math.max(...contour) - RANGE_DB;
  return contour.map((db) => Math.max(db, floor));
}

/** Pearson's correlation of `a` with `b` from `offset`; 0 when either is flat. */
function correlation(a: Float64Array, b: Float64Array, offset: number): number {
  const n = a.length;
  let sumA = 0;
  let sumB = 0;
  for (let i = 0; i < n; i++) {
    sumA += a[i]!;
    sumB += b[offset + i]!;
  }
  const [meanA, meanB] = [sumA / n, sumB / n];
  let cov = 0;
  let varA = 0;
  let varB = 0;
  for (let i = 0; i < n; i++) {
    const [da, db] = [a[i]! - meanA, b[offset + i]! - meanB];
    cov += da * db;
    varA += da * da;
    varB += db * db;
  }
  return varA > 0 && varB > 0 ? cov / Math.sqrt(varA * varB) : 0;
}

/** Where `pcm` is found in a known fixture: the fixture and how many seconds later the same sound comes in `pcm`. */
function find(pcm: Float32Array, fixtures: readonly KnownAudio[]): { audio: KnownAudio; shiftS: number } | undefined {
  const contour = loudness(pcm);
  const loudest = Math.max(...contour);
  const loud = [...contour.keys()].filter((frame) => contour[frame]! > loudest - TRIM_DB);
  const [first, last] = [loud[0] ?? 0, loud.at(-1) ?? -1];
  if (last - first + 1 < MIN_MATCH_FRAMES) return undefined;
  const core = contour.subarray(first, last + 1);
  let best: { audio: KnownAudio; atS: number; r: number } | undefined;
  for (const audio of fixtures) {
    for (const [phase, fixtureContour] of audio.contours.entries()) {
      for (let offset = 0; offset + core.length <= fixtureContour.length; offset++) {
        const r = correlation(core, fixtureContour, offset);
        if (r >= MIN_CORRELATION && r > (best?.r ?? 0)) best = { audio, atS: (offset * FRAME + PHASES[phase]!) / SAMPLE_RATE, r };
      }
    }
  }
  return best && { audio: best.audio, shiftS: (first * FRAME) / SAMPLE_RATE - best.atS };
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** The recorded words heard between `fromS` and `toS` of the fixture, with the segment each was in. */
function wordsBetween(segments: readonly Segment[], fromS: number, toS: number): Array<{ word: Word; segment: Segment }> {
  return segments.flatMap((segment) =>
    (segment.words ?? []).filter((word) => (word.start + word.end) / 2 >= fromS && (word.start + word.end) / 2 < toS).map((word) => ({ word, segment })),
  );
}

/** Only the recognition step: chunks found by the real chunker, each read as described above. */
class FakeRecognizer implements SpeechBackend {
  readonly name = 'fake';

  constructor(
    private readonly chunker: SpeechChunker,
    private readonly calls: FakeRecognition[],
  ) {}

  async transcribe(pcm: Float32Array, options: RecognitionOptions): Promise<Segment[]> {
    const fixtures = await knownAudio();
    const chunks = await this.chunker.chunk(pcm);
    const call: FakeRecognition = {
      language: options.language,
      durationS: pcm.length / SAMPLE_RATE,
      ...(options.keyterms && { keyterms: options.keyterms }),
      ...(options.correction !== undefined && { correction: options.correction }),
      ...(options.speakers !== undefined && { speakers: options.speakers }),
      chunks: [],
    };
    this.calls.push(call);
    options.onProgress?.({ done: 0, total: chunks.length });
    const segments: Segment[] = [];
    for (const [index, chunk] of chunks.entries()) {
      const audio = pcm.subarray(chunk.start, chunk.end);
      const [start, end] = [chunk.start / SAMPLE_RATE, chunk.end / SAMPLE_RATE];
      const found = find(audio, fixtures);
      call.chunks.push({ start, end, fixture: found?.audio.fixture });
      const segment = found ? heard(found.audio, options.speakers === true, start - found.shiftS, end - found.shiftS, start) : unrecognised(audio, start, end);
      if (segment) segments.push(segment);
      options.onProgress?.({ done: index + 1, total: chunks.length });
    }
    return segments;
  }

  async close(): Promise<void> {
    await this.chunker.close();
  }
}

/** The words the model heard from `fromS` to `toS` of the fixture, as a segment starting at `startS`; none when it heard none there. */
function heard(audio: KnownAudio, speakers: boolean, fromS: number, toS: number, startS: number): Segment | undefined {
  const words = wordsBetween(speakers ? audio.consultation : audio.dictation, fromS, toS);
  if (words.length === 0) return undefined;
  const shift = startS - fromS;
  const first = words[0]!.segment;
  return {
    start: round(startS),
    end: round(toS + shift),
    text: words.map(({ word }) => word.text).join(' '),
    confidence: first.confidence,
    words: words.map(({ word }) => ({ ...word, start: round(word.start + shift), end: round(word.end + shift) })),
    ...(speakers && first.speaker && { speaker: first.speaker }),
  };
}

/** Speech found in no fixture: a text made of the chunk's length and a hash of its samples. */
function unrecognised(audio: Float32Array, start: number, end: number): Segment {
  const hash = createHash('sha256').update(new Uint8Array(audio.buffer, audio.byteOffset, audio.byteLength)).digest('hex').slice(0, 8);
  const text = `unrecognised audio ${(end - start).toFixed(2)} s ${hash}`;
  const words = text.split(' ');
  const step = (end - start) / words.length;
  return {
    start: round(start),
    end: round(end),
    text,
    confidence: 0.5,
    words: words.map((word, i) => ({ text: word, start: round(start + i * step), end: round(start + (i + 1) * step), confidence: 0.5, corrected: false })),
  };
}

/** The fake engine: the real decoding and queue (`LocalSpeechEngine`), the fake recogniser for every local language. */
function fakeSpeechEngine(engine: LocalSpeechEngine): DecodingSpeechEngine {
  return {
    installedLanguages: () => engine.installedLanguages(),
    isMetered: (language) => engine.isMetered(language),
    failed: false,
    transcribe: (audio, options) => engine.transcribe(audio, options),
    decode: decodeAudio,
    close: () => engine.close(),
  };
}

/** The fake engines a test server starts (one per container), and every recognition they were asked for. */
export class FakeSpeech {
  readonly calls: FakeRecognition[] = [];

  /** For `buildContainer`'s `speechEngine` option. */
  readonly start: LocalEngineStarter = async ({ languages, maxQueued }) => {
    // Languages all served remotely: an engine that only decodes, as the worker then is.
    const recognizer = languages.length === 0 ? undefined : new FakeRecognizer(await SpeechChunker.load(), this.calls);
    const backends = new Map(recognizer ? languages.map((language) => [language, recognizer]) : []);
    return fakeSpeechEngine(new LocalSpeechEngine(backends, { maxQueued }, decodeAudio));
  };
}
