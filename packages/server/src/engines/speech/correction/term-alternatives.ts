/**
 * Readings of a transcript that the text alone could not justify but the audio may (moonshine/term-support.ts
 * scores each against the decoded text and keeps one only where the audio supports it):
 *  - acronyms one letter off: a word that is no English word and differs from a lexicon acronym by one letter
 *    ("DSH 8.5" → "TSH 8.5", "ejfr58" → "eGFR 58"); letters spoken one by one are what the recogniser gets wrong;
 *  - multi-word terms one of whose words was heard right ("lighted profile" → "lipid profile", "insulin large and" →
 *    "insulin glargine", "Vitamin D, three" → "vitamin D3"): the run around that word sounds like the whole term.
 */
import { distance } from 'fastest-levenshtein';
import { spellingsOf, type LexiconEntry } from '../../../lexicon/lexicon.js';
import { compactSpelling } from '../../../lexicon/spelling.js';
import { phoneticKeys } from './phonetic-matcher.js';
import { splitWords, startsSentence, type TextWord } from './text-words.js';

/** How far (key edits over the longer key) a run may sound from the whole term it shares a word with. */
const SHARED_WORD_SOUND = 0.3;
/** Term words shorter than this ("of", "D3", "test") are too weak a hold for reading the run around them as the term. */
const MIN_SHARED_LETTERS = 5;
/** The rest of the term beyond the shared word must carry this much sound. */
const MIN_REST_KEY = 2;

/** The fewest letters a word must have to be read as an acronym one letter off. */
const MIN_ACRONYM_HEARD = 3;

interface Acronym {
  readonly spelling: string;
  readonly letters: string;
}

export class TermAlternatives {
  private readonly acronyms: Acronym[];
  /** Compact term word → multi-word spellings having it. */
  private readonly termsByWord = new Map<string, string[]>();
  /** Every spelling, its words compacted and joined by one space: a run that already names a term stays. */
  private readonly spelled: ReadonlySet<string>;

  constructor(
    entries: readonly LexiconEntry[],
    /** Words read as they are: English words, clinical words and units, lexicon spellings. */
    private readonly isKnownWord: (word: string) => boolean,
  ) {
    const spellings = entries.flatMap(spellingsOf);
    this.spelled = new Set(spellings.map((spelling) => spelling.split(/\s+/).map(compactSpelling).join(' ')));
    // An acronym: two or more capitals, or letters with digits ("TSH", "eGFR", "HbA1c").
    this.acronyms = spellings.filter((spelling) => /^(?=.*\p{Lu}.*\p{Lu}|.*\p{N})[\p{L}\p{N}]{2,6}$/u.test(spelling)).map((spelling) => ({ spelling, letters: compactSpelling(spelling) }));
    for (const spelling of spellings.filter((spelling) => /\s/.test(spelling))) {
      for (const word of new Set(spelling.split(/\s+/).map(compactSpelling))) {
        if (word.length >= MIN_SHARED_LETTERS) this.termsByWord.set(word, [...(this.termsByWord.get(word) ?? []), spelling]);
      }
    }
  }

  /** Copies of `text`, each with one run read as a term (see the header). */
  readings(text: string): string[] {
    const words = splitWords(text);
    return [...new Set([...this.acronymReadings(text, words), ...this.sharedWordReadings(text, words)])].filter((reading) => reading !== text);
  }

  private acronymReadings(text: string, words: readonly TextWord[]): string[] {
    const readings: string[] = [];
    for (const word of words) {
      // Digits glued on are a value said after it ("ejfr58").
      const [, letters = '', value = ''] = /^(\p{L}+)(\d+(?:\.\d+)?%?)?$/u.exec(word.text) ?? [];
      // Two letters one off a three-letter acronym could be dozens of things ("an NT stomach", empty: not NST).
      if (letters.length < MIN_ACRONYM_HEARD || this.isKnownWord(letters)) continue;
      const heard = letters.toLowerCase();
      for (const acronym of this.acronyms) {
        if (acronym.letters === heard || distance(acronym.letters, heard) !== 1 || acronym.letters.length < 3) continue;
        readings.push(replaceWords(text, words, words.indexOf(word), words.indexOf(word), value ? `${acronym.spelling} ${value}` : acronym.spelling));
      }
    }
    return readings;
  }

  private sharedWordReadings(text: string, words: readonly TextWord[]): string[] {
    const readings: string[] = [];
    words.forEach((word, at) => {
      for (const term of this.termsByWord.get(compactSpelling(word.text)) ?? []) {
        const termWords = term.split(/\s+/);
        const shared = termWords.findIndex((termWord) => compactSpelling(termWord) === compactSpelling(word.text));
        const termKeys = phoneticKeys(termWords.map(compactSpelling));
        // The run: the words where the term's would be around the shared one, or one more word where the rest of the
        // term was heard as two ("large and" for "glargine").
        const [before, after] = [shared, termWords.length - 1 - shared];
        const runs: Array<[number, number]> = [[at - before, at + after]];
        if (before > 0) runs.push([at - before - 1, at + after]);
        if (after > 0) runs.push([at - before, at + after + 1]);
        for (const [first, last] of runs) {
          if (first < 0 || last >= words.length) continue;
          const run = words.slice(first, last + 1).map((w) => compactSpelling(w.text));
          if (run.some((w) => /\p{N}/u.test(w)) || this.spelled.has(run.join(' '))) continue;
          const rest = phoneticKeys(run.filter((_, i) => i !== at - first));
          if (rest.every((key) => key.length < MIN_REST_KEY)) continue;
          const close = phoneticKeys(run).some((key) => termKeys.some((termKey) => distance(key, termKey) <= SHARED_WORD_SOUND * Math.max(key.length, termKey.length)));
          if (close) readings.push(replaceWords(text, words, first, last, startsSentence(text, words, first) ? term.charAt(0).toUpperCase() + term.slice(1) : term));
        }
      }
    });
    return readings;
  }
}

/** `text` with words [first, last] replaced by `replacement`, the punctuation after the last word kept. */
function replaceWords(text: string, words: readonly TextWord[], first: number, last: number, replacement: string): string {
  return text.slice(0, words[first]!.start) + replacement + text.slice(words[last]!.end);
}
