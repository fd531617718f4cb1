/**
 * PHI redaction: the identifiers of a document (a transcript's segments, a note's lines) replaced by typed tags
 * (`[NAME]`, `[PHONE]`, `[AADHAAR]` …), its clinical content kept. Names are found by the words around them and then
 * wherever else the document says them; numbers, addresses and dates of birth by their shape and cue. A clinical term
 * of the lexicon ("Parkinson's disease", "Allegra", "Bell's palsy") is never a name.
 */
import { loadCommonEnglishWords } from '../../lexicon/english-words.js';
import { loadMedicalVocabulary } from '../../lexicon/formulary/formulary.js';
import { TermIndex } from '../notes/term-index.js';
import { tagOf, type IdentifierSpan } from './identifier-types.js';
import { numberedIdentifiers, postalCodesAfter } from './numbered-identifiers.js';
import { ADDRESS_WORDS } from './indian-talk-words.js';
import { loadNameLists, type NameLists } from './name-lists.js';
import { mayBeNameUnless, personNames } from './person-names.js';
import { lettersSpelled, originalSpan } from './spelled-letters.js';
import { streetAddresses } from './street-addresses.js';

export interface Redaction {
  /** The texts with every identifier replaced by its tag. */
  texts: string[];
  /** What was found in each text, in order, without overlaps. */
  found: IdentifierSpan[][];
}

export interface Redactor {
  redact(texts: readonly string[]): Redaction;
}

/** Which identifier wins where two overlap: the one with a shape, then an address over the names in it. */
const PRIORITY: readonly IdentifierSpan['type'][] = ['email', 'abha_address', 'pan', 'aadhaar', 'abha_number', 'mrn', 'phone', 'date_of_birth', 'postal_code', 'address', 'name'];

/**
 * The spans in order without overlaps: the higher-priority (then longer) span wins; a losing span that only begins or
 * only ends inside the winner keeps its rest ("April 2, 1970, of 15 Elm Court": the date, then the address).
 */
function withoutOverlaps(text: string, spans: readonly IdentifierSpan[]): IdentifierSpan[] {
  const ranked = [...spans].sort((a, b) => PRIORITY.indexOf(a.type) - PRIORITY.indexOf(b.type) || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: IdentifierSpan[] = [];
  for (const span of ranked) {
    const inside = kept.filter((k) => span.start < k.end && k.start < span.end);
    if (inside.length === 0) kept.push(span);
    else if (inside.every((k) => k.start <= span.start && k.end < span.end)) {
      let start = Math.max(...inside.map((k) => k.end));
      while (start < span.end && /[\s,;:-]/.test(text[start]!)) start += 1;
      if (start < span.end && !kept.some((k) => start < k.end && k.start < span.end)) kept.push({ ...span, start });
    } else if (inside.every((k) => k.start > span.start && k.end >= span.end)) {
      // "H. No. 1142, Sector 15-B, Chandigarh 160015 Ph: 98155 60432": the winner at its end, it keeps its beginning.
      let end = Math.min(...inside.map((k) => k.start));
      while (end > span.start && /[\s,;:-]/.test(text[end - 1]!)) end -= 1;
      if (end > span.start && !kept.some((k) => span.start < k.end && k.start < end)) kept.push({ ...span, end });
    }
  }
  return kept.sort((a, b) => a.start - b.start);
}

function replaced(text: string, spans: readonly IdentifierSpan[]): string {
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + tagOf(span.type);
    at = span.end;
  }
  return out + text.slice(at);
}

/** Everyday English: SCOWL's lists up to size 35 (about 40,000 words), which hold no proper names. */
const ENGLISH_SIZE = 35;

/**
 * A redactor that keeps the clinical terms `index` knows and takes an ordinary English word for a name only where the
 * words around it name a person.
 */
export async function loadRedactor(index: TermIndex): Promise<Redactor> {
  return createRedactor(index, await loadCommonEnglishWords(ENGLISH_SIZE), await loadNameLists());
}

/** The redactor on the medical vocabulary (the lexicon and the formulary's medicines): a session's and the benchmark's. */
export async function loadVocabularyRedactor(): Promise<Redactor> {
  return loadRedactor(new TermIndex((await loadMedicalVocabulary()).entries));
}

export function createRedactor(index: TermIndex, englishWords: ReadonlySet<string>, names: NameLists): Redactor {
  const isClinical = (word: string) => index.find(word).some((m) => m.start === 0 && m.end === word.length);
  const mayBeName = mayBeNameUnless(englishWords, isClinical);
  // A word of address is no name even where a list holds it: "haan ben," (Gujarati "sister"), not Ben.
  const known = (list: ReadonlySet<string>) => (word: string) => list.has(word.toLowerCase()) && !ADDRESS_WORDS.has(word.toLowerCase()) && !isClinical(word);
  const listed = {
    given: known(names.given),
    any: (word: string) => known(names.given)(word) || known(names.surnames)(word),
    introduced: (word: string) => known(names.given)(word) || known(names.surnames)(word) || known(names.english)(word),
    surname: known(names.surnames),
  };
  return {
    redact(originals) {
      // Read with spelled letters alone ("A for apple" as "A"); what is found is mapped back onto the words said.
      const reads = originals.map(lettersSpelled);
      const texts = reads.map((read) => read.text);
      const names = personNames(texts, mayBeName, listed);
      const found = texts.map((text, i) => {
        // "Parkinson's disease", "Hashimoto's thyroiditis": a name inside a clinical term is the term's.
        const clinical = index.find(text);
        const people = names[i]!.filter((name) => !clinical.some((term) => name.start < term.end && term.start < name.end));
        const addresses = streetAddresses(text, texts[i - 1] ?? '', mayBeName);
        const spans = withoutOverlaps(text, [...numberedIdentifiers(text, texts[i - 1] ?? ''), ...addresses, ...postalCodesAfter(text, addresses), ...people]);
        return spans.map((span) => ({ ...span, ...originalSpan(reads[i]!, span.start, span.end) }));
      });
      return { texts: originals.map((text, i) => replaced(text, found[i]!)), found };
    },
  };
}
