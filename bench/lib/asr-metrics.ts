/** Pure metrics of the ASR benchmark: transcript normalisation, word error rate, term recall, percentiles. */

/** The normalisation rule, as recorded in bench/results/asr.json (keep in step with `normalise`). */
export const NORMALISATION_RULE =
  'NFKC, lowercase; "&" read "and"; apostrophes dropped ("patient\'s" -> "patients"); "," inside a number dropped ' +
  '("60,000" -> "60000"); "." and "/" kept only between digits ("99.4", "140/90"), elsewhere a word break; ' +
  '"%" is a token of its own ("98%" -> "98 %"); "°" and every other character outside [a-z0-9] is a word break ' +
  '("°F" -> "f", "52-year-old" -> "52 year old", "mg/dL" -> "mg dl"); British spellings of a few medical words ' +
  'mapped to American ("haemoglobin" -> "hemoglobin") and a count of 1-20 written in digits before a duration or ' +
  'count noun spelled out ("for 3 days" -> "for three days", "2 puffs" -> "two puffs"), so that spelling and ' +
  'either way of writing a duration are not counted as errors.';

/** British -> American spellings that would otherwise count as recognition errors (applied to both sides). */
const SPELLING_VARIANTS: ReadonlyMap<string, string> = new Map([
  ['anaemia', 'anemia'],
  ['haemoglobin', 'hemoglobin'],
  ['hypoglycaemia', 'hypoglycemia'],
  ['hyperglycaemia', 'hyperglycemia'],
  ['oedema', 'edema'],
  ['diarrhoea', 'diarrhea'],
  ['oesophagitis', 'esophagitis'],
  ['sulphate', 'sulfate'],
  ['decilitre', 'deciliter'],
  ['litre', 'liter'],
  ['counselled', 'counseled'],
  ['paediatric', 'pediatric'],
]);

export const NUMBER_WORDS: readonly string[] = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty',
];

/** Nouns after which a small count may be written either way ("for 5 days" or "for five days"). */
export const COUNTED_NOUNS: ReadonlySet<string> = new Set(
  ['minute', 'hour', 'day', 'week', 'month', 'year', 'time', 'tablet', 'capsule', 'puff', 'drop'].flatMap((noun) => [noun, `${noun}s`]),
);

/** Splits a transcript into comparable words following NORMALISATION_RULE. */
export function normalise(text: string): string[] {
  const spaced = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/%/g, ' % ')
    .replace(/(?<!\d)[./]|[./](?!\d)/g, ' ')
    .replace(/[^a-z0-9%./]+/g, ' ');
  const words = spaced
    .split(' ')
    .filter((word) => word.length > 0)
    .map((word) => SPELLING_VARIANTS.get(word) ?? word);
  return words.map((word, i) => {
    const next = words[i + 1];
    const count = /^\d+$/.test(word) ? NUMBER_WORDS[Number(word)] : undefined;
    return count !== undefined && next !== undefined && COUNTED_NOUNS.has(next) ? count : word;
  });
}

export interface WordErrors {
  substitutions: number;
  deletions: number;
  insertions: number;
  /** Number of reference words (the WER denominator). */
  referenceWords: number;
}

/** Counts the edits of a minimum word-level Levenshtein alignment of `hypothesis` onto `reference`. */
export function wordErrors(reference: readonly string[], hypothesis: readonly string[]): WordErrors {
  const cols = hypothesis.length + 1;
  // cost[i * cols + j]: edits to turn reference[0..i) into hypothesis[0..j).
  const cost = new Uint32Array((reference.length + 1) * cols);
  for (let j = 0; j < cols; j++) cost[j] = j;
  for (let i = 1; i <= reference.length; i++) {
    cost[i * cols] = i;
    for (let j = 1; j < cols; j++) {
      const match = reference[i - 1] === hypothesis[j - 1] ? 0 : 1;
      cost[i * cols + j] = Math.min(
        at(cost, (i - 1) * cols + j - 1) + match,
        at(cost, (i - 1) * cols + j) + 1,
        at(cost, i * cols + j - 1) + 1,
      );
    }
  }
  // Walk back from the corner to split the total into substitutions, deletions and insertions.
  const errors: WordErrors = { substitutions: 0, deletions: 0, insertions: 0, referenceWords: reference.length };
  let i = reference.length;
  let j = hypothesis.length;
  while (i > 0 || j > 0) {
    const here = at(cost, i * cols + j);
    if (i > 0 && j > 0) {
      const match = reference[i - 1] === hypothesis[j - 1] ? 0 : 1;
      if (here === at(cost, (i - 1) * cols + j - 1) + match) {
        errors.substitutions += match;
        i--;
        j--;
        continue;
      }
    }
    if (i > 0 && here === at(cost, (i - 1) * cols + j) + 1) {
      errors.deletions++;
      i--;
    } else {
      errors.insertions++;
      j--;
    }
  }
  return errors;
}

/** Sums per-clip errors, so that the corpus WER weighs every reference word equally. */
export function sumWordErrors(all: readonly WordErrors[]): WordErrors {
  const total: WordErrors = { substitutions: 0, deletions: 0, insertions: 0, referenceWords: 0 };
  for (const errors of all) {
    total.substitutions += errors.substitutions;
    total.deletions += errors.deletions;
    total.insertions += errors.insertions;
    total.referenceWords += errors.referenceWords;
  }
  return total;
}

/** (S + D + I) / N; 0 for an empty reference with an empty hypothesis. */
export function wordErrorRate(errors: WordErrors): number {
  const edits = errors.substitutions + errors.deletions + errors.insertions;
  if (errors.referenceWords === 0) return edits === 0 ? 0 : 1;
  return edits / errors.referenceWords;
}

/** The terms whose normalised words do not occur, contiguous and in order, in the normalised hypothesis. */
export function missedTerms(terms: readonly string[], hypothesis: string): string[] {
  const words = normalise(hypothesis);
  return terms.filter((term) => !containsRun(words, normalise(term)));
}

function containsRun(words: readonly string[], run: readonly string[]): boolean {
  return run.length === 0 || countRuns(words, run) > 0;
}

/** Whether a word of the text stands for a wanted word. */
export type WordMatch = (text: string, wanted: string) => boolean;
const sameWord: WordMatch = (text, wanted) => text === wanted;

/** How many times `run` occurs in `words`, contiguous and in order, each word as `match` decides; an empty run, never. */
export function countRuns(words: readonly string[], run: readonly string[], match: WordMatch = sameWord): number {
  if (run.length === 0) return 0;
  let count = 0;
  for (let start = 0; start + run.length <= words.length; start++) {
    if (run.every((word, k) => match(words[start + k] ?? '', word))) count++;
  }
  return count;
}

/** Nearest-rank percentile (p in 0..100) of a non-empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new RangeError('percentile of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return at(sorted, rank - 1);
}

function at(values: ArrayLike<number>, index: number): number {
  const value = values[index];
  if (value === undefined) throw new RangeError(`index ${index} out of range`);
  return value;
}
