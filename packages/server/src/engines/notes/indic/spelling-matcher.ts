/**
 * Finds a language file's spellings in a sentence, as `data/lexicons/indic/README.md` ("How spellings match") says:
 * a word matches the same word, or a longer word it begins (a stem of at least three letters in an Indian script or
 * four romanised, a final virama ignored), or with a leading `-` a word it ends; `#` matches a number; the words of a spelling come in order within
 * one clause with at most two other words between them, besides words of when, how often and how much ("the right
 * knee, in the evening, sometimes swells a little"); the longest match wins (a stem before an ending) and a word
 * belongs to one match.
 */
import type { IndicEntry } from '../../../lexicon/indic-lexicon.js';
import { withoutFinalVirama } from './scripts.js';
import { IF, MAY_COME } from './items.js';
import { saysWhen } from './when-words.js';
import type { IndicWord } from './words.js';

/** A word of a spelling matched by its letters. */
interface TextPattern {
  readonly mode: 'same' | 'prefix' | 'suffix';
  readonly text: string;
  /** A stem that ends in a negative ending ("வரல", does not come): no stem of a word of "may" ("வரலாம்", may come). */
  readonly negative?: boolean;
}

/** What a word's letters are asked beside a pattern's: whether it is English said in the script, whether it ends in a "may". */
interface WordTests {
  readonly isLoanword: (key: string) => boolean;
  /** The endings of "may" joined to a verb. */
  readonly mays: readonly string[];
}

type WordPattern = TextPattern | { readonly mode: 'number' };

interface Spelling {
  readonly entry: IndicEntry;
  readonly words: readonly WordPattern[];
  /** Letters of the spelling, to prefer the longer of two matches with as many words. */
  readonly letters: number;
}

export interface SpellingMatch {
  readonly entry: IndicEntry;
  /** Indexes of the sentence's words the spelling matched, in order. */
  readonly at: readonly number[];
  /** The number a `#` of the spelling matched, as digits. */
  readonly number?: string;
  /** What the last word adds to the stem it was matched by (`-നില്ല` of `പനിയില്ല`): an ending joined to it. */
  readonly ending?: string;
}

/** Words allowed between two words of one spelling. */
const MAX_GAP = 2;
/** …and with the words of when, how often and how much between them as well. */
const MAX_SPAN_GAP = 6;
const MIN_STEM_LETTERS = 3;
const MIN_LATIN_STEM_LETTERS = 4;
const DIGITS = /^\d+(?:\.\d+)?$/;

const letterCount = (text: string) => [...text].length;
/** Whether `text` ends with one of `endings`. */
const endsInOneOf = (text: string, endings: readonly string[]) => endings.some((ending) => text.endsWith(ending));

function wordPattern(word: string): WordPattern {
  if (word === '#') return { mode: 'number' };
  const latin = /^[A-Za-z]/.test(word.replace(/^-/, ''));
  const text = latin ? word.toLowerCase() : word;
  if (text.startsWith('-') && text.length > 1) return { mode: 'suffix', text: text.slice(1) };
  if (text.endsWith('=')) return { mode: 'same', text: text.slice(0, -1) };
  // A short romanised stem would begin English words ("gas" of "gastritis").
  const stem = withoutFinalVirama(text);
  return letterCount(stem) >= (latin ? MIN_LATIN_STEM_LETTERS : MIN_STEM_LETTERS) ? { mode: 'prefix', text: stem } : { mode: 'same', text };
}

/** A word this much longer than a stem it begins is no inflection of it when it is an English word ("पैरासिटामोल" of "पैर"). */
const LOANWORD_BEYOND_STEM = 4;

export class SpellingMatcher {
  /** Spellings by the first letter of their first word; those that begin with an ending or a number, apart. */
  private readonly byFirstLetter = new Map<string, Spelling[]>();
  private readonly anyFirstLetter: Spelling[] = [];
  /** The one-word spellings of numbers, for `#`. */
  private readonly numberWords: { pattern: TextPattern; value: string }[] = [];
  /** The negations joined to a word (`-` spellings). */
  private readonly denials: string[] = [];
  /** The conditions joined to a verb (`-` spellings of `if`: `-ದ್ರೆ`, `-ినా`, `-ாலோ`). */
  private readonly conditions: string[] = [];
  /** The endings of "may" joined to a verb (`-` spellings of `may happen`: `-ಬಹುದು`, `-వచ్చు`). */
  private readonly mays: string[] = [];

  /** `isLoanword` tells an English word written in the script (paracetamol) from an inflection of a stem. */
  constructor(
    entries: readonly IndicEntry[],
    private readonly isLoanword: (word: string) => boolean = () => false,
  ) {
    const spellings = entries.flatMap((entry) => entry.spellings.map((spelling) => ({ entry, spelling, words: spelling.split(' ').map(wordPattern) })));
    // The one-word spellings first: the endings joined to a word are known before any stem's pattern is made.
    for (const { entry, words } of spellings) {
      const [only] = words;
      if (words.length !== 1 || !only) continue;
      if (entry.kind === 'number' && only.mode !== 'number') this.numberWords.push({ pattern: only, value: entry.english });
      if (only.mode !== 'suffix') continue;
      if (entry.kind === 'negation') this.denials.push(only.text);
      if (entry.kind === 'phrase' && entry.english === IF) this.conditions.push(only.text);
      if (entry.kind === 'phrase' && entry.english === MAY_COME) this.mays.push(only.text);
    }
    for (const { entry, spelling, words } of spellings) {
      const indexed = { entry, words: words.map((word) => this.markedNegative(word)), letters: letterCount(spelling) };
      const first = indexed.words[0]!;
      if (first.mode === 'same' || first.mode === 'prefix') {
        const bucket = this.byFirstLetter.get(first.text[0]!);
        if (bucket) bucket.push(indexed);
        else this.byFirstLetter.set(first.text[0]!, [indexed]);
      } else this.anyFirstLetter.push(indexed);
    }
  }

  /** A negative stem ("வரல", "போகல") begins the word of "may" too ("வரலாம்", "போகலாம்"), which denies nothing. */
  private markedNegative(word: WordPattern): WordPattern {
    return word.mode === 'prefix' && this.endsInDenial(word.text) ? { ...word, negative: true } : word;
  }

  /** Whether an ending joined to a word denies it (`ഇല്ല`, `లేదు`, `নি`): it ends with a negation's `-` spelling. */
  endsInDenial(ending: string): boolean {
    return endsInOneOf(ending, this.denials);
  }

  /**
   * Whether a word ends in a condition joined to it (`ಬಂದ್ರೆ`, if it comes, of `ಬಂದ`; `ఎక్కువైనా`, if it gets more):
   * of a word a spelling matched by its stem, its "if" is said, though the stem's meaning took the word.
   */
  endsInCondition(word: string): boolean {
    return endsInOneOf(word, this.conditions);
  }

  /** The spellings found in `words`, each word in at most one, in the order of their first words. */
  find(words: readonly IndicWord[]): SpellingMatch[] {
    // Whether a word is English said in the script, asked of a word at most once however many stems it begins.
    const loanwords = new Map<string, boolean>();
    const isLoanword = (key: string) => {
      let known = loanwords.get(key);
      if (known === undefined) loanwords.set(key, (known = this.isLoanword(key)));
      return known;
    };
    const tests: WordTests = { isLoanword, mays: this.mays };
    // The number each word says, read once: every spelling with a `#` asks it.
    const numbers = words.map((word) => (DIGITS.test(word.key) ? word.key : this.numberWords.find(({ pattern }) => matchesText(pattern, word.key, tests))?.value));
    const candidates = this.candidates(words, numbers, tests, new Set());
    const chosen = bestOf(candidates);
    // The words of when, how often and how much found, the spellings of several words are sought again past them.
    const light = new Set(chosen.filter((match) => saysLittle(match.entry)).flatMap((match) => match.at));
    return light.size === 0 ? chosen : bestOf([...candidates, ...this.candidates(words, numbers, tests, light)]);
  }

  /** Every spelling found from every word, ranked; `light` words are not counted between a spelling's words. */
  private candidates(words: readonly IndicWord[], numbers: readonly (string | undefined)[], tests: WordTests, light: ReadonlySet<number>): Candidate[] {
    const candidates: Candidate[] = [];
    for (let start = 0; start < words.length; start++) {
      for (const spelling of [...(this.byFirstLetter.get(words[start]!.key[0]!) ?? []), ...this.anyFirstLetter]) {
        if (light.size > 0 && spelling.words.length === 1) continue;
        const found = matchFrom(spelling, words, numbers, tests, start, light);
        if (!found) continue;
        // A word's stem outranks an ending joined to it (జ్వర of జ్వరంలేదు), whose denial is then read from the ending. A
        // spelling found past words of when and how much comes after those found without, and of two, the one of the
        // body part said nearer its verb ("the right leg's knee, in the evening, swells": the knee).
        const past = light.size === 0 ? 0 : -1 - (found.at.at(-1)! - found.at[0]!);
        candidates.push({ ...found, rank: [spelling.words.length, spelling.words[0]!.mode === 'suffix' ? 0 : 1, past, spelling.letters] });
      }
    }
    return candidates;
  }
}

type Candidate = SpellingMatch & { rank: [number, number, number, number] };

/** Words that say when, how often or how much, or nothing: they stand between a body part and its verb. */
const saysLittle = (entry: IndicEntry) => entry.kind === 'drop' || entry.kind === 'severity' || (entry.kind === 'phrase' && saysWhen(entry.english));

/** The best candidates, longest first, each word in one, in the order of their first words. */
function bestOf(found: readonly Candidate[]): SpellingMatch[] {
  const candidates = [...found];
  candidates.sort((a, b) => b.rank[0] - a.rank[0] || b.rank[1] - a.rank[1] || b.rank[2] - a.rank[2] || b.rank[3] - a.rank[3] || a.at[0]! - b.at[0]!);
  const taken = new Set<number>();
  const chosen: SpellingMatch[] = [];
  for (const { rank: _rank, ...match } of candidates) {
    if (match.at.some((i) => taken.has(i))) continue;
    for (const i of match.at) taken.add(i);
    chosen.push(match);
  }
  return chosen.sort((a, b) => a.at[0]! - b.at[0]!);
}

/** `spelling` matched from the word at `start`, if it is there. */
function matchFrom(
  spelling: Spelling,
  words: readonly IndicWord[],
  numbers: readonly (string | undefined)[],
  tests: WordTests,
  start: number,
  light: ReadonlySet<number>,
): SpellingMatch | undefined {
  const at: number[] = [];
  let number: string | undefined;
  let ending = '';
  let next = start;
  for (const [i, pattern] of spelling.words.entries()) {
    let found = -1;
    for (let j = i === 0 ? start : next, gap = 0; j < words.length; j++) {
      if (j > next && words[j]!.afterComma) break;
      if (i > 0 && j === next && words[j]!.afterComma) break;
      const value = pattern.mode === 'number' ? numbers[j] : matchesText(pattern, words[j]!.key, tests) ? '' : undefined;
      if (value !== undefined) {
        found = j;
        if (pattern.mode === 'number') number = value;
        break;
      }
      if (!light.has(j)) gap++;
      if (i === 0 || gap > MAX_GAP || j - next + 1 > MAX_SPAN_GAP) break;
    }
    if (found < 0) return undefined;
    at.push(found);
    next = found + 1;
    ending = pattern.mode === 'prefix' ? words[found]!.key.slice(pattern.text.length) : '';
  }
  return { entry: spelling.entry, at, ...(number === undefined ? {} : { number }), ...(ending === '' ? {} : { ending }) };
}

/**
 * Whether a word's letters match a pattern's. A word much longer than a stem it begins is no inflection of it when it
 * is English said in the script.
 */
function matchesText(pattern: TextPattern, key: string, tests: WordTests): boolean {
  switch (pattern.mode) {
    case 'same':
      return key === pattern.text;
    case 'prefix':
      return (
        key.startsWith(pattern.text) &&
        !(key.length - pattern.text.length >= LOANWORD_BEYOND_STEM && tests.isLoanword(key)) &&
        !(pattern.negative && key.length > pattern.text.length && endsInOneOf(key, tests.mays))
      );
    case 'suffix':
      return key.endsWith(pattern.text);
  }
}
