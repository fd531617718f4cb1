/**
 * The rule that recognition never invents a medical term: a term may come from the bias or from the lexicon correction
 * only when the audio supports it about as well as what the model heard on its own, and the speech around it is
 * about medicine. "arts and crafts" read as "artesunate crafts", "Roman" as "rheumatoid arthritis" and "ne plus ultra"
 * as "Ultram" (LJ Speech, ordinary reading) are what this stops: a drug nobody said is worse than a word missed.
 */
import type { RecognizedText } from './moonshine-recognizer.js';

/**
 * How much less likely (in nats, over the whole piece) a transcript the bias chose may be than the model's own, and
 * a corrected transcript than the decoded one. Tuned on the espeak-ng dictations (bench/corpus/asr): with 4 and 4,
 * 4 terms invented and 42.9% term recall; with 8 and 8, 4 and 51.0%; without the margins (the speech-about-medicine
 * rule alone) 7 and 54.1%; before any of this, 11 and 59.2%. LJ Speech: none invented with any of them.
 */
export const BIAS_MARGIN = 8;
export const CORRECTION_MARGIN = 8;

/** A token this likely under the model alone is its first choice whatever the bias adds. */
const MODELS_OWN_CHOICE = 0.5;

export interface AudioScorer {
  recognize(pcm: Float32Array): Promise<RecognizedText>;
  /** The model's log-prob of `text` as the transcript of `pcm`. */
  score(pcm: Float32Array, text: string): Promise<number>;
}

export interface MedicalContext {
  /** Whether `text` speaks of medicine: a lexicon term, a dose, a clinical word. */
  isMedical(text: string): boolean;
  /** Whether `text` has a clinical word that is no lexicon term ("mg", "tab", "BD"): one the bias cannot have made. */
  hasClinicalWord(text: string): boolean;
}

/**
 * The transcript of `pcm`: the biased one when it owes nothing to the bias, or when the model alone finds it nearly as
 * likely as its own and the speech is about medicine (the model's own transcript, `before`, the speech just before, or a
 * clinical word of the biased one says so); else the model's own.
 */
export async function supportedBias(scorer: AudioScorer, context: MedicalContext, pcm: Float32Array, biased: RecognizedText, before: string): Promise<RecognizedText> {
  // Every token at least even odds is every token the model's own first choice: the bias chose nothing the model
  // would not have, so there is nothing to check (and no second decode to pay for).
  if (!biased.biased || biased.words.every((word) => word.confidence >= MODELS_OWN_CHOICE)) return biased;
  const plain = await scorer.recognize(pcm);
  const medical = context.isMedical(plain.text) || context.isMedical(before) || context.hasClinicalWord(biased.text);
  return medical && biased.logProb >= plain.logProb - BIAS_MARGIN ? biased : plain;
}

/**
 * `corrected` (the lexicon correction of the decoded text) when the speech is about medicine and the audio supports it
 * nearly as well as the decoded text; else the decoded text. `decoded.logProb`, the decoder's own log-prob of it when
 * known, saves scoring it again.
 */
export async function supportedCorrection(
  scorer: AudioScorer,
  context: MedicalContext,
  pcm: Float32Array,
  decoded: { text: string; logProb?: number },
  corrected: string,
  before: string,
): Promise<string> {
  if (corrected === decoded.text) return decoded.text;
  if (!context.isMedical(decoded.text) && !context.isMedical(before)) return decoded.text;
  const heard = decoded.logProb ?? (await scorer.score(pcm, decoded.text));
  return (await scorer.score(pcm, corrected)) >= heard - CORRECTION_MARGIN ? corrected : decoded.text;
}
