/**
 * Names of people in a transcript, most of them said in lower case and many not English: found by the words around
 * them (a title, "my name is", a greeting, a relative named, the Indian "ji"), then every other mention of the same
 * name in the document. A word that is common English, or a clinical term of the lexicon ("Parkinson", "Allegra"),
 * is never taken for a name on its own.
 */
import type { IdentifierSpan } from './identifier-types.js';

/** A title before a name ("mrs sharma", "dr. rao", "nurse jackson", "sister mary"), not the relative ("my sister"). */
const TITLE = String.raw`(?:(?<!\b(?:my|your|his|her|their|our|the|a)\s+)(?:mr|mrs|ms|miss|mister|missus|dr|doctor|shri|sri|shrimati|smt|kumari|kum|master|baby|nurse|sister|brother|father|madam|professor|prof)\.?)`;
/** The words that introduce a name: a title, "my name is", "this is", "patient name", "hello". */
const INTRODUCERS = [
  TITLE,
  String.raw`(?:my|his|her|the patient's|patient's|your) (?:full )?name(?:'s| is)`,
  String.raw`name(?:\s*:|\s+is)`,
  String.raw`patient(?:\s*:|\s+name\s*:?)`,
  String.raw`(?:this is|i am|i'm|it's)(?=\s+\w+\s+(?:calling|speaking|here|from)\b)`,
  String.raw`(?:hello|hi|hey|good (?:morning|afternoon|evening)|namaste|namaskar|vanakkam|thank you|thanks|bye|goodbye|welcome),?`,
  String.raw`(?:my|his|her|your|the patient's) (?:son|daughter|wife|husband|mother|father|mom|mum|dad|brother|sister|uncle|aunt|grandmother|grandfather|grandson|granddaughter|friend|neighbour|neighbor|colleague|boss|nephew|niece|cousin|partner|fiance|fiancee|mother-in-law|father-in-law|daughter-in-law|son-in-law|sister-in-law|brother-in-law)(?: named| called|,)?`,
  String.raw`(?:referred by|seen by|spoke (?:to|with)|talk to|talked to|speak to|ask for|asked for|attending|consultant|resident|signed by|dictated by|cc:?)(?:\s+(?:dr\.?|doctor))?`,
];
const INTRODUCED = new RegExp(String.raw`\b(?:${INTRODUCERS.join('|')})\s+`, 'gi');
const TITLED = new RegExp(String.raw`^${TITLE}\s+$`, 'i');
/** A word written with its capital (not a sentence's first word in capitals throughout, "THE"). */
const CAPITALISED = /^[A-Z][a-z'-]+$/;
/** A name word: letters (with an apostrophe or hyphen inside), as said. */
const NAME_WORD = /^[A-Za-z][A-Za-z'-]*[A-Za-z]$|^[A-Z]$/;
/** At most this many words make one name ("sunita devi sharma"). */
const MAX_NAME_WORDS = 3;
/** The Indian honorific after a name: "sharma ji", "sunita-ji". */
const JI = /\b([A-Za-z][a-z'-]+)(?:\s+|-)ji\b/gi;
/** A name said before a comma and "how are you", the way a doctor calls the patient: "rahul, how are you". */
const CALLED = /(?:^|[.?!]\s+)([A-Za-z][a-z'-]+),\s+(?=how|what|tell|can|could|please|come|sit|do|did|are|have|any|so)/gi;

/** A word that may be (part of) a name: not common English, not a clinical term. */
export type NameWordTest = (word: string) => boolean;

/** The words after `at` that make a name: up to MAX_NAME_WORDS words that may be names. */
function nameAfter(text: string, at: number, mayBeName: NameWordTest): { start: number; end: number } | undefined {
  const words = [...text.slice(at).matchAll(/[A-Za-z][A-Za-z'-]*|[^\sA-Za-z]/g)].slice(0, MAX_NAME_WORDS);
  let end = at;
  let count = 0;
  for (const word of words) {
    const said = word[0].replace(/'s$/i, '');
    if (!NAME_WORD.test(said) || !mayBeName(said)) break;
    // Only spaces between the words of one name.
    if (count > 0 && text.slice(end, at + word.index).trim() !== '') break;
    end = at + word.index + said.length;
    count += 1;
  }
  return count > 0 ? { start: at, end } : undefined;
}

/** The people named in `texts` (one document: every text is searched for every name found in any of them). */
export function personNames(texts: readonly string[], mayBeName: NameWordTest): IdentifierSpan[][] {
  const found = texts.map((text) => {
    const spans: { start: number; end: number }[] = [];
    for (const match of text.matchAll(INTRODUCED)) {
      // After a title, a word written with its capital is a name even when it is also a word: "Mr. Hope", "Sister Grace".
      const titled = TITLED.test(match[0]);
      const name = nameAfter(text, match.index + match[0].length, titled ? (word) => mayBeName(word) || CAPITALISED.test(word) : mayBeName);
      if (name) spans.push(name);
    }
    for (const pattern of [JI, CALLED]) {
      for (const match of text.matchAll(pattern)) {
        if (!mayBeName(match[1]!)) continue;
        const start = match.index + match[0].indexOf(match[1]!);
        spans.push({ start, end: start + match[1]!.length });
      }
    }
    return spans;
  });
  // Every word of a name found is the name wherever else it is said in the document: "mrs sunita sharma" … "sunita,
  // tell me".
  // A name that is also a word ("Hope") is not looked for again: "i hope" is no name.
  const words = new Set(found.flatMap((spans, i) => spans.flatMap((span) => texts[i]!.slice(span.start, span.end).toLowerCase().split(/\s+/))).filter(mayBeName));
  const mentioned = words.size === 0 ? undefined : new RegExp(String.raw`\b(?:${[...words].map(escaped).join('|')})\b(?:'s)?`, 'gi');
  return texts.map((text, i) => {
    const again = mentioned ? [...text.matchAll(mentioned)].map((match) => ({ start: match.index, end: match.index + match[0].replace(/'s$/i, '').length })) : [];
    return [...found[i]!, ...again].map((span) => ({ ...span, type: 'name' as const }));
  });
}

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Titles and the words of address and kinship of Indian clinics, which are no names and no English words. */
const ADDRESS_WORDS = new Set([
  'mr', 'mrs', 'dr', 'smt', 'shri', 'sri', 'shrimati', 'kum', 'ji', 'saab', 'sahab', 'sahib', 'amma', 'appa', 'akka', 'anna', 'bhai', 'bhaiya',
  'didi', 'behen', 'beti', 'bhabhi', 'chacha', 'chachi', 'mama', 'mami', 'mausi', 'nana', 'nani', 'dada', 'dadi', 'aunty', 'auntie', 'thatha',
  'paati', 'chetta', 'chechi', 'anni', 'maam', 'haan', 'nahi', 'accha', 'achha', 'theek', 'hai',
]);

/** A word that may be a name: not an ordinary English word (SCOWL), nor a word of address, nor a clinical term. */
export function mayBeNameUnless(englishWords: ReadonlySet<string>, isClinical: (word: string) => boolean): NameWordTest {
  return (word) => {
    const lower = word.toLowerCase();
    return !englishWords.has(lower) && !ADDRESS_WORDS.has(lower) && !isClinical(word);
  };
}
