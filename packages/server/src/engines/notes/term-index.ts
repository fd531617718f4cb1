import { spellingsOf, type LexiconEntry, type LexiconKind } from '../../lexicon/lexicon.js';
import type { Code } from './clinical-model.js';

/** A lexicon concept named in a sentence: character offsets into it, and the entry. */
export interface TermMention {
  start: number;
  end: number;
  /** The words as written in the sentence. */
  text: string;
  entry: LexiconEntry;
}

interface Word {
  text: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
/** Abbreviations this short (CBC, DM, Hb, PCM) match only in the case the lexicon writes them. */
const CASE_SENSITIVE_MAX_LENGTH = 3;
/**
 * A transcript written all in lower case (an ambient scribe's, some recognisers') says nothing by case: there a
 * three-letter abbreviation matches in any case ("mri", "ekg", "cbc"), unless it is also a word or a name ("age", "pad")
 * or means two things ("cva" tenderness is no stroke).
 */
const LOWER_CASE_ABBREVIATION_LENGTH = 3;
const ALSO_A_WORD: ReadonlySet<string> = new Set(['age', 'cad', 'cap', 'doe', 'gad', 'pad', 'pan', 'sam', 'mox', 'ana', 'ida', 'sob', 'rat', 'ram', 'arv', 'tlc', 'pbs', 'cva']);
/** Two-letter abbreviations that are no word of English, matched in any case in a lower-case transcript: "your ct". */
const LOWER_CASE_TWO_LETTERS: ReadonlySet<string> = new Set(['ct']);
/** Words that name a concept and are also a verb of everyday speech: "which name fits", "the brace fits well", "it burns". */
const ALSO_A_VERB: ReadonlySet<string> = new Set(['fits', 'burns']);
/** The words a verb of `ALSO_A_VERB` follows as its subject; after them it names no concept. */
const VERB_SUBJECT = /\b(?:it|that|which|this|what|one|everything|name|size|shoe|shoes|brace|splint|boot|cast|mask)\s+$/i;
/** Brands that are also everyday words ("hit pause", "to be candid"): a brand only where a drug is being named. */
const ALSO_A_WORD_BRAND: ReadonlySet<string> = new Set(['pause', 'candid', 'bandy', 'mox']);
/** A drug is being named: after a form or a prescribing verb, or before a strength or a form. */
const DRUG_NAMED_BEFORE = /\b(?:tab|tabs|tablet|tablets|cap|caps|capsule|capsules|syrup|inj|injection|drops|apply|take|taking|took|start|started|prescribe|prescribed|continue|stop)\s+$/i;
const DRUG_NAMED_AFTER = /^\s+(?:\d|tablet|tablets|capsule|capsules|cream|ointment|syrup|gel|lotion|drops)\b/i;
/** Concepts of more words than this are not looked for (none in the lexicon come close). */
const MAX_TERM_WORDS = 8;

/**
 * Words a concept's name may be said with or without: "pain in your stomach" is "pain in stomach", "swelling in
 * my legs" is "swelling in legs". They are skipped on both sides of a match.
 */
const DETERMINERS: ReadonlySet<string> = new Set(['my', 'your', 'his', 'her', 'their', 'the', 'our']);

const allWords = (text: string): Word[] => [...text.matchAll(WORD)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
/** The words of a text without its determiners, unless it has nothing else. */
const words = (text: string): Word[] => {
  const all = allWords(text);
  const kept = all.filter((w) => !DETERMINERS.has(w.text.toLowerCase()));
  return kept.length > 0 ? kept : all;
};
const key = (parts: readonly string[]) => parts.join(' ');

/**
 * Finds lexicon concepts in text, by their term or any alias, word for word (case-insensitive but
 * for short abbreviations), longest match first, left to right, without overlaps.
 */
export class TermIndex {
  private readonly byWords = new Map<string, { entry: LexiconEntry; exactCase?: string }[]>();
  /** Every run of words a spelling begins with, the whole spelling's included: a match is looked for only as far as one may go on. */
  private readonly beginnings = new Set<string>();
  private readonly longest: number;
  private readonly terms = new Map<string, LexiconEntry>();

  constructor(entries: readonly LexiconEntry[]) {
    let longest = 1;
    for (const entry of entries) {
      this.terms.set(`${entry.kind}:${entry.term.toLowerCase()}`, entry);
      for (const spelling of spellingsOf(entry)) {
        const parts = words(spelling).map((w) => w.text.toLowerCase());
        if (parts.length === 0 || parts.length > MAX_TERM_WORDS) continue;
        longest = Math.max(longest, parts.length);
        for (let length = 1; length <= parts.length; length++) this.beginnings.add(key(parts.slice(0, length)));
        const exactCase = spelling.length <= CASE_SENSITIVE_MAX_LENGTH ? spelling : undefined;
        const list = this.byWords.get(key(parts)) ?? [];
        list.push({ entry, exactCase });
        this.byWords.set(key(parts), list);
      }
    }
    this.longest = longest;
  }

  /** Mentions of concepts of the given kinds (all kinds when none is given). */
  find(text: string, kinds?: readonly LexiconKind[]): TermMention[] {
    const found: TermMention[] = [];
    const sentenceWords = words(text);
    const lowered = sentenceWords.map((w) => w.text.toLowerCase());
    const lowerCase = !/\p{Lu}/u.test(text);
    for (let i = 0; i < sentenceWords.length; ) {
      const mention = this.longestAt(text, sentenceWords, lowered, i, lowerCase, kinds);
      if (mention) {
        found.push(mention.mention);
        i += mention.length;
      } else {
        i++;
      }
    }
    return found;
  }

  /** An entry by kind and term, to follow a brand to its generics. */
  entry(kind: LexiconKind, term: string): LexiconEntry | undefined {
    return this.terms.get(`${kind}:${term.toLowerCase()}`);
  }

  private longestAt(text: string, sentence: readonly Word[], lowered: readonly string[], at: number, lowerCase: boolean, kinds?: readonly LexiconKind[]) {
    // How many words from here begin some spelling: a spelling may end one word further, its last word a plural.
    const most = Math.min(this.longest, sentence.length - at);
    let begun = 0;
    while (begun < most && this.beginnings.has(key(lowered.slice(at, at + begun + 1)))) begun++;
    for (let length = Math.min(begun + 1, most); length >= 1; length--) {
      const span = sentence.slice(at, at + length);
      const said = lowered.slice(at, at + length);
      const candidates = this.byWords.get(key(said)) ?? this.byWords.get(key([...said.slice(0, -1), singular(said.at(-1)!, length > 1)])) ?? [];
      const written = text.slice(span[0]!.start, span.at(-1)!.end);
      const drugNamed = DRUG_NAMED_BEFORE.test(text.slice(0, span[0]!.start)) || DRUG_NAMED_AFTER.test(text.slice(span[0]!.end));
      // A brand that is also a word is the brand where a drug is being named: "tablet pan forty".
      const caseFits = ({ exactCase, entry }: { exactCase?: string; entry: LexiconEntry }) =>
        exactCase === undefined ||
        exactCase === written ||
        (lowerCase &&
          ((exactCase.length === LOWER_CASE_ABBREVIATION_LENGTH && (!ALSO_A_WORD.has(written) || (drugNamed && (entry.kind === 'brand' || entry.kind === 'drug')))) ||
            LOWER_CASE_TWO_LETTERS.has(written)));
      const aVerb = length === 1 && ALSO_A_VERB.has(said[0]!) && VERB_SUBJECT.test(text.slice(0, span[0]!.start));
      const aWord = length === 1 && ALSO_A_WORD_BRAND.has(said[0]!) && !drugNamed;
      const match = aVerb || aWord ? undefined : candidates.find((c) => (!kinds || kinds.includes(c.entry.kind)) && caseFits(c));
      if (match) return { mention: { start: span[0]!.start, end: span.at(-1)!.end, text: written, entry: match.entry }, length };
    }
    return undefined;
  }
}

/**
 * "migraines", "kidney stones", "chest pains", "x-rays": a plural matches its concept. Short words and "-ss" are left
 * alone, a word of four letters only as the last of several ("x rays", not "yes" or "has").
 */
function singular(word: string, inPhrase: boolean): string {
  if (word.length <= (inPhrase ? 3 : 4) || !word.endsWith('s') || word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  return word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.slice(0, -1);
}

/** An entry's codes, named as the clinical model carries them. */
export function codesOf(entry: LexiconEntry): Code[] {
  return entry.codes.map((code) => ({ system: code.system, code: code.code, display: entry.term }));
}
