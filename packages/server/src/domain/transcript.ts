/** What recognition makes of audio: timed, scored segments and their words. Times are seconds from the start of the audio. */

/** One recognised stretch of speech. */
export interface Segment {
  start: number;
  end: number;
  text: string;
  /** 0..1, the geometric mean of the chosen tokens' probabilities. */
  confidence: number;
  /** The segment's words, when the backend scores words (the local model does; a remote service may not). */
  words?: Word[];
  /** Who spoke it, when `speakers` was asked for and two voices were told apart (the local model only). */
  speaker?: 'doctor' | 'patient';
}

/** A word of a segment: how sure recognition was of it, and about when it was said. */
export interface Word {
  text: string;
  /** Seconds; estimated, the segment's time shared among its words by their length. */
  start: number;
  end: number;
  /** 0..1: the probability of the word's least likely token; for a corrected word, the least of the words it replaced. */
  confidence: number;
  /** Not what the decoder said but what the lexicon correction or dose normalisation made of it. */
  corrected: boolean;
  /** Part of a dose the medicine named before it is neither made in nor given as ("atomoxetine 14 mg"): to confirm against the recording. */
  needsReview?: true;
}

export interface Transcript {
  segments: Segment[];
  /** The segments' text, joined. */
  text: string;
  /** Length of the audio. */
  durationS: number;
}
