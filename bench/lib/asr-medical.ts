/**
 * Medical metrics of the ASR benchmark beyond WER: medical terms the hypothesis invents (lexicon concepts
 * heard in the hypothesis but never said) and the accuracy of doses and numbers.
 */
import { COUNTED_NOUNS, countRuns, NUMBER_WORDS, normalise, type WordMatch } from './asr-metrics.js';

/** Definitions recorded in bench/results/asr.json (keep in step with the functions below). */
export const INVENTED_TERM_RULE =
  'a lexicon or formulary entry (packages/server/data/lexicons and data/formulary, loaded by loadMedicalVocabulary) is invented in a clip when one of its ' +
  'spellings (term or alias) occurs in the hypothesis and none occurs in the reference; a spelling occurs when ' +
  'its normalised words occur contiguously in the normalised text; an all-capital acronym spelling (AGE, CAP, ' +
  'MI) counts in the hypothesis only when written in capitals there, so that "age" or "cap" are not taken for ' +
  'acute gastroenteritis or pneumonia; in the reference a word also matches its inflections (one word the ' +
  'other plus a suffix, the shorter of 6+ letters: "hypothyroid" names "hypothyroidism"); counted once per ' +
  'entry and clip';
export const DOSE_RULE =
  'dose/number spans of the normalised reference, taken left to right without overlap: a frequency phrase ' +
  '("once daily", "twice a day", "three times a day", "once a week", "bd", "sos", "at bedtime" ...); a number ' +
  '("500", "140/90", "99.4") with the unit after it ("mg", "mcg", "g", "kg", "ml", "units", "iu", "%", "f", ' +
  '"mg dl", "g dl", "per minute", "year old"), or without a unit with the word before it when that word is ' +
  'written with a capital in the reference ("Dolo 650", "TSH 8.5"), else alone ("140/90", "type 2" -> "2"); ' +
  'a count word of 1-20 before a duration or count noun ("three days", "one tablet"). Accuracy = spans found ' +
  'exactly (contiguous, after normalisation) in the hypothesis / spans of the reference, each occurrence counted';

/** The parts of a lexicon entry this module needs (a structural subset of the server's LexiconEntry). */
export interface LexiconTerm {
  readonly term: string;
  readonly kind: string;
  readonly aliases: readonly string[];
}

interface Spelling {
  text: string;
  words: string[];
  /** All-capital acronym: must appear in capitals in the hypothesis. */
  acronym: RegExp | undefined;
}

/** A lexicon entry prepared for matching: its spellings, normalised once. */
export interface MedicalConcept {
  term: string;
  kind: string;
  spellings: Spelling[];
}

/** A medical term of the hypothesis that the reference does not contain. */
export interface InventedTerm {
  /** The lexicon entry's canonical term. */
  term: string;
  kind: string;
  /** The spelling found in the hypothesis. */
  heard: string;
}

export function medicalConcepts(entries: readonly LexiconTerm[]): MedicalConcept[] {
  return entries.map((entry) => ({
    term: entry.term,
    kind: entry.kind,
    spellings: [entry.term, ...entry.aliases]
      .map((text) => ({ text, words: normalise(text), acronym: acronymPattern(text) }))
      .filter((spelling) => spelling.words.length > 0),
  }));
}

/** A pattern matching `text` as a whole word in capitals, when `text` is an all-capital acronym (2+ letters). */
function acronymPattern(text: string): RegExp | undefined {
  if (!/^[A-Z0-9]+(?:[ -][A-Z0-9]+)*$/.test(text) || (text.match(/[A-Z]/g)?.length ?? 0) < 2) return undefined;
  const body = text.split(/[ -]/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[ -]+');
  return new RegExp(`(?<![A-Za-z0-9])${body}(?![A-Za-z0-9])`);
}

/** The lexicon concepts heard in `hypothesis` of which `reference` names none of the spellings; one per concept. */
export function inventedTerms(concepts: readonly MedicalConcept[], reference: string, hypothesis: string): InventedTerm[] {
  const referenceWords = normalise(reference);
  const hypothesisWords = normalise(hypothesis);
  const invented: InventedTerm[] = [];
  for (const concept of concepts) {
    const heard = concept.spellings.find((spelling) =>
      spelling.acronym ? spelling.acronym.test(hypothesis) : containsRun(hypothesisWords, spelling.words),
    );
    if (!heard) continue;
    if (concept.spellings.some((spelling) => containsRun(referenceWords, spelling.words, sameStem))) continue;
    invented.push({ term: concept.term, kind: concept.kind, heard: heard.text });
  }
  return invented;
}

const UNITS: readonly string[][] = [
  ['mg', 'dl'], ['g', 'dl'], ['per', 'minute'], ['year', 'old'],
  ['mg'], ['mcg'], ['g'], ['kg'], ['ml'], ['units'], ['unit'], ['iu'], ['%'], ['f'], ['mmhg'],
].sort((a, b) => b.length - a.length);

const FREQUENCIES: readonly string[][] = [
  'once daily', 'twice daily', 'thrice daily', 'once a day', 'twice a day', 'three times a day', 'four times a day',
  'once a week', 'twice a week', 'once weekly', 'at bedtime', 'bd', 'bid', 'od', 'tds', 'tid', 'qid', 'hs', 'sos',
].map((phrase) => phrase.split(' ')).sort((a, b) => b.length - a.length);

const NUMBER = /^\d+(?:[./]\d+)*$/;
const COUNT_WORDS: ReadonlySet<string> = new Set(NUMBER_WORDS.slice(1));

/** The dose/number spans of a reference (DOSE_RULE), each as its normalised words joined by spaces. */
export function doseSpans(reference: string): string[] {
  const words = normalise(reference);
  // Lowercased words written with a capital somewhere in the reference (brands, acronyms).
  const capitalised = new Set((reference.normalize('NFKC').match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((w) => /[A-Z]/.test(w)).map((w) => w.toLowerCase()));
  const spans: string[] = [];
  const startsWith = (i: number, run: readonly string[]) => run.every((word, k) => words[i + k] === word);
  // Index after the last span: a word before it already belongs to a span and cannot start another.
  let spanEnd = 0;
  const take = (start: number, length: number) => {
    spans.push(words.slice(start, start + length).join(' '));
    spanEnd = start + length;
  };
  for (let i = 0; i < words.length; i = Math.max(i + 1, spanEnd)) {
    const word = words[i] ?? '';
    const next = words[i + 1] ?? '';
    const frequency = FREQUENCIES.find((run) => startsWith(i, run));
    if (frequency) {
      take(i, frequency.length);
    } else if (NUMBER.test(word)) {
      const unit = UNITS.find((run) => startsWith(i + 1, run));
      const before = words[i - 1];
      if (unit) take(i, 1 + unit.length);
      else if (i - 1 >= spanEnd && before !== undefined && capitalised.has(before)) take(i - 1, 2);
      else take(i, 1);
    } else if (COUNT_WORDS.has(word) && COUNTED_NOUNS.has(next)) {
      take(i, 2);
    }
  }
  return spans;
}

export interface DoseScore {
  /** Spans of the reference. */
  total: number;
  found: number;
  /** Spans not found in the hypothesis, one item per missing occurrence. */
  missed: string[];
}

/** How many of the reference's dose/number spans the hypothesis contains exactly, each occurrence counted. */
export function doseScore(reference: string, hypothesis: string): DoseScore {
  const spans = doseSpans(reference);
  const hypothesisWords = normalise(hypothesis);
  const available = new Map<string, number>();
  const missed: string[] = [];
  for (const span of spans) {
    if (!available.has(span)) available.set(span, countRuns(hypothesisWords, span.split(' ')));
    const left = available.get(span) ?? 0;
    if (left > 0) available.set(span, left - 1);
    else missed.push(span);
  }
  return { total: spans.length, found: spans.length - missed.length, missed };
}

/**
 * The same word or an inflection of it: one word is the other plus a suffix, the shorter of at least
 * STEM_LETTERS letters ("hypothyroid" and "hypothyroidism", "asthma" and "asthmatic"); "pan" is not "pantoprazole".
 */
const STEM_LETTERS = 6;
export const sameStem: WordMatch = (text, wanted) => {
  if (text === wanted) return true;
  const [shorter, longer] = text.length < wanted.length ? [text, wanted] : [wanted, text];
  return shorter.length >= STEM_LETTERS && /^[a-z]+$/.test(shorter) && longer.startsWith(shorter);
};

function containsRun(words: readonly string[], run: readonly string[], match?: WordMatch): boolean {
  return countRuns(words, run, match) > 0;
}
