/**
 * Finds the lexicon spellings a run of recognised words sounds like. It only measures; the corrector decides
 * what to replace. Indexed are one-word spellings (terms and aliases) and the unusual words of multi-word
 * spellings ("mellitus", "glargine"): a whole multi-word term is not matched by sound, because its ordinary
 * words dominate the key and ordinary phrases would match ("pregnancy noticed" ~ "pregnancy test").
 * Spellings are indexed under their Double Metaphone keys by first key letter and key length, so a run is
 * compared with a few dozen spellings rather than the whole lexicon.
 *
 * With `wholeSpellings` (used for the medicine names of a prescription slot, see prescription-slots.ts) a
 * multi-word spelling is also indexed whole, by its letters ("ferrous sulphate" as "ferroussulphate"): there
 * the words are expected to be a medicine name, and restricting the entries to drugs and brands takes away the
 * ordinary phrases such a spelling would otherwise match.
 */
import { doubleMetaphone } from 'double-metaphone';
import { distance } from 'fastest-levenshtein';
import { spellingsOf, type LexiconEntry } from '../../../lexicon/lexicon.js';
import { compactSpelling } from '../../../lexicon/spelling.js';

export interface PhoneticMatch {
  /** The term, alias or word of a multi-word term matched, as written in the lexicon. */
  readonly form: string;
  /** Edit distance between phonetic keys over the longer key's length, 0..1. */
  readonly phoneticDistance: number;
  /** Edit distance between the letters (spaces and punctuation removed) over the longer length, 0..1. */
  readonly spellingDistance: number;
  /** Length of the matched spelling's phonetic key: how much sound the match rests on. */
  readonly keyLength: number;
}

interface IndexedForm {
  /** Matches with the same identity are alternatives of one thing: the entry, or the word of a term. */
  readonly identity: unknown;
  readonly form: string;
  readonly letters: string;
  readonly key: string;
}

/**
 * Phonetic keys of a run of words: the words' Double Metaphone keys joined (primary keys, then alternate
 * keys), and the keys of the letters written as one word. Double Metaphone marks a word-initial vowel as "A";
 * inside a run that vowel is mid-word ("tell Ms. Arton" ~ "telmisartan"), so the marker is dropped from every
 * word but the first. The one-word keys cover splits that change a sound ("dis pnea": the P of a word-initial
 * "pn" is silent, but not in "dyspnea").
 */
export function phoneticKeys(words: readonly string[]): string[] {
  const primary: string[] = [];
  const alternate: string[] = [];
  words.forEach((word, i) => {
    const [first, second] = doubleMetaphone(word);
    primary.push(i > 0 ? first.replace(/^A/, '') : first);
    alternate.push(i > 0 ? second.replace(/^A/, '') : second);
  });
  const keys = [primary.join(''), alternate.join('')];
  if (words.length > 1) keys.push(...doubleMetaphone(words.join('')));
  return [...new Set(keys)];
}

/** Shorter words of multi-word terms ("Barré", "Paris") are too weak a signal on their own. */
const MIN_TERM_WORD_LETTERS = 6;

// Spellings the matcher can find by sound: alphabetic, at least four letters, not acronyms (ECG, HbA1c and
// other short forms are only recognised when spelled exactly).
function isPhoneticallyMatchable(form: string): boolean {
  return /^[\p{L}']+$/u.test(form) && compactSpelling(form).length >= 4 && !/\p{Lu}\p{Lu}/u.test(form);
}

export interface PhoneticMatcherOptions {
  /** Also index multi-word spellings whole, by their letters (default false). */
  readonly wholeSpellings?: boolean;
}

export class PhoneticMatcher {
  /** First key letter → key length → spellings. */
  private readonly index = new Map<string, Map<number, IndexedForm[]>>();

  constructor(entries: readonly LexiconEntry[], isOrdinaryWord: (word: string) => boolean, options: PhoneticMatcherOptions = {}) {
    const oneWordSpellings = new Map<string, LexiconEntry>();
    const multiWordSpellings: string[] = [];
    for (const entry of entries) {
      for (const spelling of spellingsOf(entry)) {
        if (/[\s-]/.test(spelling)) {
          multiWordSpellings.push(spelling);
          if (options.wholeSpellings && isPhoneticallyMatchable(spelling.replace(/[\s-]+/g, ''))) this.addWhole(entry, spelling);
        } else {
          oneWordSpellings.set(compactSpelling(spelling), entry);
          this.add(entry, spelling);
        }
      }
    }
    for (const spelling of multiWordSpellings) {
      for (const word of spelling.split(/[\s-]+/)) {
        const letters = compactSpelling(word);
        if (letters.length < MIN_TERM_WORD_LETTERS || isOrdinaryWord(word) || oneWordSpellings.has(letters)) continue;
        this.add(letters, word);
      }
    }
  }

  private add(identity: unknown, form: string): void {
    if (!isPhoneticallyMatchable(form)) return;
    const letters = compactSpelling(form);
    for (const key of phoneticKeys([letters])) this.addKey({ identity, form, letters, key });
  }

  /** A multi-word spelling under the keys of its letters written as one word. */
  private addWhole(identity: unknown, form: string): void {
    const letters = compactSpelling(form);
    for (const key of phoneticKeys([letters])) this.addKey({ identity, form, letters, key });
  }

  private addKey(item: IndexedForm): void {
    const byLength = this.index.get(item.key.charAt(0)) ?? new Map<number, IndexedForm[]>();
    this.index.set(item.key.charAt(0), byLength);
    const bucket = byLength.get(item.key.length) ?? [];
    byLength.set(item.key.length, bucket);
    bucket.push(item);
  }

  /**
   * The closest spelling of each entry (or term word) whose phonetic distance to `words` is at most
   * `maxPhoneticDistance`, best first by the mean of phonetic and spelling distance. Keys must share their
   * first letter: a recogniser rarely mishears the first sound, and it keeps the search small.
   */
  candidates(words: readonly string[], maxPhoneticDistance: number): PhoneticMatch[] {
    const letters = words.map(compactSpelling).join('');
    const best = new Map<unknown, PhoneticMatch>();
    for (const key of phoneticKeys(words.map(compactSpelling))) {
      if (key.length === 0) continue;
      const byLength = this.index.get(key.charAt(0));
      if (!byLength) continue;
      // Keys longer or shorter by more than this cannot be within the distance.
      const slack = Math.floor((maxPhoneticDistance * key.length) / (1 - maxPhoneticDistance));
      for (let length = key.length - slack; length <= key.length + slack; length++) {
        for (const item of byLength.get(length) ?? []) {
          const phoneticDistance = distance(key, item.key) / Math.max(key.length, item.key.length);
          if (phoneticDistance > maxPhoneticDistance) continue;
          const spellingDistance = distance(letters, item.letters) / Math.max(letters.length, item.letters.length);
          const match = { form: item.form, phoneticDistance, spellingDistance, keyLength: item.key.length };
          const previous = best.get(item.identity);
          if (!previous || meanDistance(match) < meanDistance(previous)) best.set(item.identity, match);
        }
      }
    }
    return [...best.values()].sort((a, b) => meanDistance(a) - meanDistance(b));
  }
}

/** How far two runs of words sound apart: the edits between their closest phonetic keys over the longer key, 0..1. */
export function soundDistance(a: readonly string[], b: readonly string[]): number {
  const keysA = phoneticKeys(a.map(compactSpelling));
  const keysB = phoneticKeys(b.map(compactSpelling));
  return Math.min(...keysA.flatMap((keyA) => keysB.map((keyB) => distance(keyA, keyB) / Math.max(keyA.length, keyB.length, 1))));
}

/** Whether two runs of words sound nearly the same: their closest phonetic keys differ by at most `maxDistance` of the longer. */
export function soundsAlike(a: readonly string[], b: readonly string[], maxDistance: number): boolean {
  return soundDistance(a, b) <= maxDistance;
}

export function meanDistance(match: PhoneticMatch): number {
  return (match.phoneticDistance + match.spellingDistance) / 2;
}
