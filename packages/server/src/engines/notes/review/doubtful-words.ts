/**
 * Marks the items a misheard word could make dangerous: a medication whose name, strength or dose, or a vital whose
 * number, rests on a word recognition was unsure of (`needsReview`, the words as said). A wrong drug or dose signed
 * unread is the costliest error a scribe can make, so these go to a person instead of being trusted or dropped.
 * Works on any model, whichever extractor made it, from the words of the segments the item cites.
 */
import type { ClinicalModel, TranscriptSegment } from '../clinical-model.js';
import { compactSpelling } from '../../../lexicon/spelling.js';

/**
 * Below this confidence a critical word is flagged. Calibrated with `npm run bench:confidence` on the committed speech
 * corpora (bench/results/word-confidence.json): see bench/README.md, "Word confidence", for the figures.
 */
export const REVIEW_CONFIDENCE = 0.5;

/** Words of no weight in a drug's name or dose: units, forms and fillers stay unflagged. */
const MINOR = new Set(['tab', 'tablet', 'tablets', 'cap', 'capsule', 'mg', 'ml', 'mcg', 'g', 'units', 'unit', 'iu', 'of', 'the', 'a', 'and', 'to', 'per']);

/**
 * The words of `text` that name what must be right: those of `names` (the drug and brand as the model has them), and
 * anything with a digit or spelled as a number (how often, "once", "twice", included).
 */
function criticalWords(text: string, names: readonly string[]): Set<string> {
  const nameWords = new Set(names.flatMap((name) => name.split(/\s+/).map(compactSpelling)));
  return new Set(
    text
      .split(/\s+/)
      .map(compactSpelling)
      .filter((word) => word !== '' && !MINOR.has(word) && (nameWords.has(word) || /\d/.test(word) || NUMBER_WORDS.has(word))),
  );
}

const NUMBER_WORDS = new Set(
  'zero one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand half point once twice thrice'.split(' '),
);

/** The words of the cited segments that are critical to the item and below the threshold, as said, in order. */
function doubtful(item: { evidence: string[]; text: string }, names: readonly string[], segments: ReadonlyMap<string, TranscriptSegment>, threshold: number): string[] {
  const critical = criticalWords(item.text, names);
  const found: string[] = [];
  for (const id of item.evidence) {
    for (const word of segments.get(id)?.words ?? []) {
      if (word.confidence < threshold && critical.has(compactSpelling(word.text)) && !found.includes(word.text)) found.push(word.text);
    }
  }
  return found;
}

export function markDoubtfulWords(model: ClinicalModel, transcript: readonly TranscriptSegment[], threshold = REVIEW_CONFIDENCE): ClinicalModel {
  const segments = new Map(transcript.map((segment) => [segment.id, segment]));
  // Words already marked (a strength the medicine is not made in, review/unmade-doses.ts) stay marked.
  const withReview = <T extends { needsReview?: string[] }>(item: T, words: string[]): T =>
    words.length > 0 ? { ...item, needsReview: [...new Set([...(item.needsReview ?? []), ...words])] } : item;
  return {
    ...model,
    medications: model.medications.map((m) => withReview(m, doubtful(m, [m.name, m.brand ?? ''], segments, threshold))),
    vitals: model.vitals.map((v) => withReview(v, doubtful(v, [], segments, threshold))),
  };
}
