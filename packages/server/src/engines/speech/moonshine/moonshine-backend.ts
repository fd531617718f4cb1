/**
 * English recognition with Moonshine: VAD chunks of the audio, each recognised (re-decoded in smaller pieces when
 * the model returns nothing or loops on speech), then lexicon correction; a term the bias or the correction brings in
 * stays only where the audio and the speech around it support it (term-support.ts), and one the model wrote unsure of
 * it only where no likelier reading was let go (second-look.ts).
 */

import { nameVoices, splitAtTurns, type VoicedSpan } from '../diarization/label-speakers.js';
import { SAMPLE_RATE, type RecognitionOptions, type Segment, type SpeechBackend } from '../speech-types.js';
import { carryConfidence, placeInTime } from '../words/carry-confidence.js';
import type { ScoredWord } from '../words/token-words.js';
import type { BiasTrie } from './bias-trie.js';
import type { RecognizedText } from './moonshine-recognizer.js';
import { quietestSplitPoint } from './quiet-point.js';
import { withSecondLooks, type SecondReader } from './second-look.js';
import { supportedBias, supportedCorrection, surelyHeard, type AudioScorer, type MedicalContext } from './term-support.js';
import { collapseRepeatedPhrases } from './repetition-guard.js';

/** Finds the speech in a recording (SpeechChunker). */
export interface Chunker {
  chunk(pcm: Float32Array): Promise<Array<{ start: number; end: number }>>;
  close(): Promise<void>;
}

/** Lexicon correction and dose/unit normalisation (MedicalCorrector). */
export interface Corrector extends MedicalContext {
  /** Medical terms restored from what the decoder wrote ("met for min" → "metformin"). */
  correctTerms(text: string): string;
  /** Other readings with a medicine name where one is expected, for the audio to judge. */
  alternatives(text: string): string[];
  /** Dose forms, numbers and units as clinicians write them ("five hundred milligrams" → "500 mg"). */
  normalise(text: string): string;
  /** Where a medicine name is expected after a spoken cue and none was heard: the text before and after those words. */
  slotsWithoutMedicine(text: string): Array<{ before: string; after: string }>;
  /** `text` with a strength run into the count after it split again ("Dolo 653 times" → "Dolo 650 three times"). */
  doseSplits(text: string): string[];
  /** The words of `text` (split at spaces) of a dose the medicine before it is neither made in nor given as. */
  unmadeDoseWords(text: string): number[];
}

/** Recognises one piece of speech (MoonshineRecognizer), and scores other transcripts of it. */
export interface Recognizer extends AudioScorer, SecondReader {
  recognize(pcm: Float32Array, bias?: BiasTrie): Promise<RecognizedText>;
  /** The `count` names of `names` the audio reads likeliest right after `prefix`. */
  likelyNames(pcm: Float32Array, prefix: string, names: BiasTrie, count: number): Promise<string[]>;
}

export interface MoonshineBackendParts {
  recognizer: Recognizer;
  /** The same model read greedily and without bias: the fast path of a live partial (RecognitionOptions.draft). */
  drafter: Pick<Recognizer, 'recognize'>;
  chunker: Chunker;
  corrector: Corrector;
  /** The lexicon terms to bias towards; per-request keyterms are added to it. */
  bias: BiasTrie;
  /** Every spelling of every medicine of the lexicon, for the audio to read a prescription slot with (`likelyNames`). */
  medicineNames: BiasTrie;
  /** The same of the formulary's medicines, read apart so that their thousands do not crowd out the lexicon's. */
  formularyNames: BiasTrie;
  /** Releases the model when the backend closes. */
  close(): Promise<void>;
}

/** Moonshine is trained on utterances up to ~20 s and degrades past that. */
const MAX_PIECE = 20 * SAMPLE_RATE;
/** Re-decoding stops at pieces this short: below it the model has too little context to do better. */
const MIN_PIECE = 2 * SAMPLE_RATE;
/**
 * Names the audio reads best in a prescription slot that are offered as readings of it. Measured with 3 and 2 (bench:asr
 * corpora and metrics): the same term recall (flite+festival 90.2%, espeak-ng 62.2%) and invented terms (0, 1), and with 2
 * a sixth fewer readings to score.
 */
const SLOT_NAMES = 2;
/** And the formulary's names read best there: the likeliest one. */
const FORMULARY_SLOT_NAMES = 1;
/** RMS below this (−60 dBFS) is silence, which Moonshine fills with invented text. */
const SILENCE_RMS = 1e-3;

interface RecognizedPiece {
  start: number;
  end: number;
  audio: Float32Array;
  text: string;
  confidence: number;
  words: ScoredWord[];
  /** The model's log-prob of `text`, when it is the decoded text as it was (nothing collapsed). */
  logProb?: number;
}

export class MoonshineBackend implements SpeechBackend {
  readonly name = 'moonshine-base';

  constructor(private readonly parts: MoonshineBackendParts) {}

  async transcribe(pcm: Float32Array, options: RecognitionOptions): Promise<Segment[]> {
    if (options.draft) return this.draft(pcm);
    const bias = options.keyterms ? this.parts.bias.withTerms(options.keyterms) : this.parts.bias;
    const chunks = await this.parts.chunker.chunk(pcm);
    const spans: VoicedSpan[] = options.speakers ? splitAtTurns(pcm, chunks) : chunks;
    options.onProgress?.({ done: 0, total: spans.length });
    const pieces: Array<RecognizedPiece & { voice: VoicedSpan['voice'] }> = [];
    for (const [index, span] of spans.entries()) {
      const recognized = await this.recognizeSpan(pcm, span.start, span.end, bias, pieces.at(-1)?.text ?? '');
      pieces.push(...recognized.map((piece) => ({ ...piece, voice: span.voice })));
      options.onProgress?.({ done: index + 1, total: spans.length });
    }
    const segments: Segment[] = [];
    const voices: VoicedSpan['voice'][] = [];
    for (const [index, piece] of pieces.entries()) {
      // The speech on both sides tells whether this piece is about medicine ("Injection ceftrioxone" / "1 g IV twice daily").
      const around = `${segments.at(-1)?.text ?? ''} ${pieces[index + 1]?.text ?? ''}`;
      const text = options.correction === false ? piece.text : await this.corrected(piece, around);
      if (text === '') continue;
      const [start, end] = [piece.start / SAMPLE_RATE, piece.end / SAMPLE_RATE];
      // A dose the medicine before it is not made in is the recogniser's likeliest mishearing ("fourteen" for forty).
      const review = new Set(this.parts.corrector.unmadeDoseWords(text));
      const words = placeInTime(carryConfidence(piece.words, text), start, end).map((word, i) => (review.has(i) ? { ...word, needsReview: true as const } : word));
      segments.push({ start, end, text, confidence: piece.confidence, words });
      voices.push(piece.voice);
    }
    if (!options.speakers) return segments;
    const roles = nameVoices(segments.map((segment, i) => ({ voice: voices[i], text: segment.text })));
    return segments.map((segment, i) => (roles[i] ? { ...segment, speaker: roles[i] } : segment));
  }

  async close(): Promise<void> {
    await Promise.all([this.parts.chunker.close(), this.parts.close()]);
  }

  /**
   * A live partial: the piece (a live segment, at most MAX_SEGMENT_S) read once by the drafter, its numbers and units
   * written as clinicians write them. No term is corrected: only the audio could confirm one, and that is the final's work.
   */
  private async draft(pcm: Float32Array): Promise<Segment[]> {
    const audio = pcm.subarray(0, MAX_PIECE);
    if (rms(audio) < SILENCE_RMS) return [];
    const result = await this.parts.drafter.recognize(audio);
    const text = this.parts.corrector.normalise(collapseRepeatedPhrases(result.text));
    if (text === '') return [];
    const end = audio.length / SAMPLE_RATE;
    return [{ start: 0, end, text, confidence: result.confidence, words: placeInTime(carryConfidence(result.words, text), 0, end) }];
  }

  /** The piece's terms corrected where the audio supports it, then its doses and numbers written as clinicians write them. */
  private async corrected(piece: RecognizedPiece, around: string): Promise<string> {
    const { recognizer, corrector } = this.parts;
    const propose = async () => [corrector.correctTerms(piece.text), ...corrector.alternatives(piece.text), ...(await this.slotReadings(piece))];
    return corrector.normalise(await supportedCorrection(recognizer, corrector, piece.audio, piece, propose, around));
  }

  /**
   * Where a cue ("Tab", "Start") promised a medicine and the decoder wrote none ("Start chief excite 200 mg"), the piece
   * with those words read as each of the SLOT_NAMES names of the lexicon and the FORMULARY_SLOT_NAMES of the formulary
   * the audio itself reads likeliest there.
   */
  private async slotReadings(piece: RecognizedPiece): Promise<string[]> {
    const readings: string[] = [];
    for (const { before, after } of this.parts.corrector.slotsWithoutMedicine(piece.text)) {
      // Words the decoder was sure of are not corrected (term-support.ts): there is nothing to read them as.
      if (surelyHeardBetween(piece, before.length, piece.text.length - after.length)) continue;
      const { recognizer, medicineNames, formularyNames } = this.parts;
      const names = [
        ...(await recognizer.likelyNames(piece.audio, before, medicineNames, SLOT_NAMES)),
        ...(await recognizer.likelyNames(piece.audio, before, formularyNames, FORMULARY_SLOT_NAMES)),
      ];
      // The name read there may show its dose to be a strength run into a count ("Tadala is 653 times" → "Tab Dolo 650 three times").
      const named = names.map((name) => `${before}${name}${after}`);
      readings.push(...named, ...named.flatMap((reading) => this.parts.corrector.doseSplits(reading)));
    }
    return readings;
  }

  /**
   * The recognised pieces of pcm[start, end), in order; a span the model fails on is cut in two and retried. `before`
   * is the text just before the span, which tells whether the speech is about medicine.
   */
  private async recognizeSpan(pcm: Float32Array, start: number, end: number, bias: BiasTrie, before: string): Promise<RecognizedPiece[]> {
    if (end - start > MAX_PIECE) return this.recognizeHalves(pcm, start, end, bias, before);
    const audio = pcm.subarray(start, end);
    if (rms(audio) < SILENCE_RMS) return [];
    const { recognizer, corrector } = this.parts;
    const supported = await supportedBias(recognizer, corrector, audio, await recognizer.recognize(audio, bias), before);
    const result = await withSecondLooks(recognizer, corrector, audio, supported, bias);
    const text = collapseRepeatedPhrases(result.text);
    // Moonshine sometimes returns nothing, or loops, on a longer stretch of speech that it reads fine in halves.
    // A loop whose copies differ in case escapes the token check and runs into the token limit instead.
    const looped = result.stop === 'repetition' || (result.stop === 'max-tokens' && text !== result.text);
    if ((text === '' || looped) && end - start >= 2 * MIN_PIECE) return this.recognizeHalves(pcm, start, end, bias, before);
    if (text === '') return [];
    return [{ start, end, audio, text, confidence: result.confidence, words: result.words, ...(text === result.text ? { logProb: result.logProb } : {}) }];
  }

  private async recognizeHalves(pcm: Float32Array, start: number, end: number, bias: BiasTrie, before: string): Promise<RecognizedPiece[]> {
    const middle = quietestSplitPoint(pcm, start, end, MIN_PIECE);
    const first = await this.recognizeSpan(pcm, start, middle, bias, before);
    return [...first, ...(await this.recognizeSpan(pcm, middle, end, bias, first.at(-1)?.text ?? before))];
  }
}

/** Whether the decoder was sure of every word of `piece.text` that overlaps its characters [from, to) (term-support.ts). */
function surelyHeardBetween(piece: RecognizedPiece, from: number, to: number): boolean {
  const words = [...piece.text.matchAll(/\S+/g)];
  const overlapping = words.flatMap((word, i) => (word.index + word[0].length > from && word.index < to ? [i] : []));
  return surelyHeard(piece.words, words.length, overlapping[0] ?? 0, (overlapping.at(-1) ?? -1) + 1);
}

function rms(audio: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < audio.length; i++) sum += audio[i]! * audio[i]!;
  return Math.sqrt(sum / Math.max(1, audio.length));
}
