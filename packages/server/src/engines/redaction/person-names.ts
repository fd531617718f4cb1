/**
 * Names of people in a transcript, most of them said in lower case and many not English: found by the words around
 * them (a title, "my name is", a greeting, a relative named, the Indian "ji"), then every other mention of the same
 * name in the document. A word of everyday English is a name only written with its capital or before a word that may
 * be one ("Joy Nguyen", "sunny ahuja"), and found again only with its capital; a clinical term of the lexicon
 * ("Parkinson's disease", "Allegra") never is.
 */
import { escapedForRegExp } from '../notes/narrative/spoken-text.js';
import type { IdentifierSpan } from './identifier-types.js';
import { ADDRESS_WORDS, INDIAN_TALK_WORDS } from './indian-talk-words.js';
import { ANSWERING_PLACE, BEFORE_AGE_OR_DEGREE, CALLED, GREETED, GREETED_NO_ONE, HINDI_KIN_OF, INTRODUCED, JI, KIN_DOING, LOWER_CASE_ANSWER, NAME_ASKED, NAME_OF_KIN, NOT_AFTER_A_NAME, OPENING_NAME, SAYS_HINDI, SPEAKING, STRONG_TITLE, TITLE, WHOSE } from './name-cues.js';

/** A word written with its capital, the rest in lower case ("Joy", "Hernández", not "JOY" nor "joy"). */
const CAPITALISED = /^\p{Lu}[\p{Ll}'-]+$/u;
/** A name word: letters of any alphabet (with an apostrophe or hyphen inside), as said. */
const NAME_WORD = /^\p{L}[\p{L}'-]*\p{L}$|^\p{Lu}$/u;
/** At most this many words make one name ("sunita devi sharma"). */
const MAX_NAME_WORDS = 3;
/** Words, and the names of the lists that are also months ("June 18th"). */
const WORD = /\b[A-Za-z][a-z'-]*[a-z]\b/g;
const MONTHS = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);

/**
 * The names of the lists that are no English word, said without a cue: a given name with its capital, and the name
 * words after it ("Father: Irfan Khatri"); two listed words together in lower case ("fatima siddiqui"). A surname alone
 * ("Weber lateralises") or a saint's ("St. Vincent") is no name.
 */
function listedNames(text: string, mayBeName: NameWordTest, listed: ListedName): { start: number; end: number }[] {
  const words = [...text.matchAll(WORD)];
  const spans: { start: number; end: number }[] = [];
  const isListed = (word: string) => mayBeName(word) && listed.any(word) && !MONTHS.has(word.toLowerCase());
  for (let k = 0; k < words.length; k++) {
    const word = words[k]![0];
    if (!isListed(word) || /\b(?:st|saint)\.?\s+$/i.test(text.slice(0, words[k]!.index))) continue;
    // A word with its capital before a listed one is its given name: "Kiran Shah"; an English word too before a surname
    // that is none ("Happy Sandhu", "Destiny Oyelaran").
    const givenBefore = (before: string) => mayBeName(before) || (listed.surname(word) && !listed.given(word) && !ROLES.has(before.toLowerCase()));
    const first = k > 0 && CAPITALISED.test(word) && CAPITALISED.test(words[k - 1]![0]) && givenBefore(words[k - 1]![0]) && !NEVER_NAMES.has(words[k - 1]![0].toLowerCase()) && /^ $/.test(text.slice(words[k - 1]!.index + words[k - 1]![0].length, words[k]!.index)) ? k - 1 : k;
    let last = k;
    const joined = (j: number) => /^ $/.test(text.slice(words[j - 1]!.index + words[j - 1]![0].length, words[j]!.index));
    const capital = CAPITALISED.test(word);
    while (last + 1 < words.length && joined(last + 1) && last - k < MAX_NAME_WORDS - 1) {
      const next = words[last + 1]![0];
      if (capital ? !CAPITALISED.test(next) || !(mayBeName(next) || listed.any(next)) : !isListed(next)) break;
      last += 1;
    }
    if (last === first && !(capital && listed.given(word) && !insideProperNoun(text, words[k]!.index, word.length))) continue;
    // A city before its state is a place: "Austin, TX"; names after a word of place or time are a place's, a festival's
    // or a hospital's ("during Durga Puja", "at Ruby Hall"), unless a person's thing follows ("at Ramesh Kumar's").
    if (/^,?\s+[A-Z]{2}\b/.test(text.slice(words[last]!.index + words[last]![0].length))) continue;
    if (AFTER_PLACE_OR_TIME.test(text.slice(0, words[first]!.index)) && !/['’]s$/.test(words[last]![0]) && !/^['’]s\b/.test(text.slice(words[last]!.index + words[last]![0].length))) continue;
    // A possessive's "'s" stays outside the name: "Ramesh Kumar's shop".
    spans.push({ start: words[first]!.index, end: words[last]!.index + words[last]![0].replace(/['’]s$/, '').length });
    k = last;
  }
  return spans;
}
/**
 * Two or three words with their capitals together, none of them English, clinical or of a list ("Hodan Warsame",
 * "Ikaika Kealoha"): a person's name, as a place's or a brand's has an English word or a place of care's word in it.
 */
function unlistedNames(text: string, mayBeName: NameWordTest): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const match of text.matchAll(/(?<![\p{L}'-])\p{Lu}[\p{Ll}'-]+(?: \p{Lu}[\p{Ll}'-]+){1,2}(?![\p{L}'-])/gu)) {
    const words = match[0].split(' ');
    if (words.some((word) => !mayBeName(word) || NEVER_NAMES.has(word.toLowerCase()) || MONTHS.has(word.toLowerCase()) || !CAPITALISED.test(word))) continue;
    // After a word of place or time the words name a place, a facility or a festival: "in Kalihi Valley", "from Many
    // Farms", "since Durga Puja", "after Bohag Bihu".
    if (/\b(?:st|saint|in|at|near|from|to|via|towards|till|until|during|since|after|before|of)\.?\s+(?:the\s+)?$/i.test(text.slice(0, match.index))) continue;
    spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}
/**
 * A given name alone that is a word of a longer proper noun, or said where a place is: "Banner Estrella", "Fort
 * Sanders", "Seattle Children's", "at Kapiolani" name a place of care or a town, not a person.
 */
function insideProperNoun(text: string, start: number, length: number): boolean {
  const before = text.slice(0, start);
  const after = text.slice(start + length);
  return /(?:^|[^.?!:]\s)\p{Lu}\p{Ll}[\p{L}'-]*\s$/u.test(before) || /^(?:['’]s)?\s\p{Lu}[\p{Ll}]/u.test(after) || /\b(?:at|to|from|in|near|via)\s+(?:the\s+)?$/i.test(before);
}
const AFTER_PLACE_OR_TIME = /\b(?:in|at|near|during|after|before|since|till|until|via)\s+(?:the\s+)?$/i;
/** A name spelled out: "S-O-R-E-N-S-E-N", "a-s-a-n-t-e", "A, S, A-N-T-E" (read from "A as in apple, S as in sam, …"); a short one only after the word it spells ("Brandon Tso, T-S-O"). */
const SPELLED = /\b(?:[A-Z](?:-|,?\s|\s(?:dash|hyphen)\s)){1,}[A-Z]\b(?!['’]\w)|\b(?:[a-z](?:-|\s(?:dash|hyphen)\s)){3,}[a-z]\b/g;
const SPELLED_ALONE_LETTERS = 4;
const spellsWordBefore = (text: string, spelled: { index: number; 0: string }) =>
  new RegExp(String.raw`\b${spelled[0].replace(/-/g, '')}\b`, 'i').test(text.slice(0, spelled.index));

/** A word that may be (part of) a name: not common English, not a clinical term. */
export type NameWordTest = (word: string) => boolean;

/** Roles a person is called by: a name found once that is one of them is not looked for again. */
const ROLES = new Set(['doctor', 'sister', 'nurse', 'brother', 'father', 'mother', 'madam', 'sir', 'engineer', 'judge', 'major', 'captain', 'master']);
/** Words that never start or continue a name, whatever their case: "This is The …", "Mr. And …". */
const NEVER_NAMES = new Set([
  'the', 'a', 'an', 'and', 'or', 'but', 'is', 'are', 'was', 'this', 'that', 'it', 'i', 'you', 'he', 'she', 'we', 'they', 'my', 'your', 'his', 'her',
  'our', 'their', 'of', 'in', 'on', 'at', 'to', 'for', 'with', 'from', 'by', 'about', 'as', 'so', 'not', 'no', 'yes', 'ok', 'okay', 'doctor', 'doc',
  'nurse', 'patient', 'sir', 'madam', 'here', 'there', 'now', 'today', 'just', 'also', 'calling', 'speaking', "i'm", "i've", "i'll", "i'd", "it's",
  "that's", "you're", "we're", 'um', 'uh', 'hmm', 'er', 'ah', 'oh', 'mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'shri', 'sri', 'smt',
  'hi', 'hello', 'hey', 'bye', 'thanks', 'yeah', 'yep', 'yup', 'nope', 'nah', 'alright',
  // Whom a letter may be written to that is nobody's name: "Dear School Nurse", "Dear Colleague".
  'school', 'colleague', 'colleagues', 'team', 'parent', 'parents', 'guardian', 'teacher', 'principal', 'concerned',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
]);
/** What follows the name of a place of care or of a health scheme, which is kept: "Prakash Nursing Home", "Apollo Hospital", "Ayushman card", "Jan Aushadhi kendra" (Hindi: centre). */
const PLACE_OF_CARE = /^\s+(?:card|yojana|yojna|pariyojana|karyakram|abhiyan|abhiyaan|mission|scheme|bharat|kendra|upkendra|aspatal|aspataal|haspatal|anganwadi|aanganwadi|kendram|aushadhalaya|dawakhana|chikitsalaya|store|outlet|nursing home|cardiology|endocrinology|orthop(?:a)?edics|p(?:a)?ediatrics|oncology|neurology|nephrology|urology|rheumatology|dermatology|radiology|imaging|behavioral|behavioural|hospital|hospitals|clinic|clinics|medical|pharmacy|chemist|diagnostics?|labs?|laboratory|health|healthcare|memorial|institute|centre|center|college|polyclinic|dispensary)\b/i;
/** Whether `after` (the text after a name) names a place of care, past up to two words with their capitals: "Yale New Haven Endocrinology". */
const beforePlaceOfCare = (after: string) => [0, 1, 2].some((words) => PLACE_OF_CARE.test(after.replace(new RegExp(String.raw`^(?:\s+[A-Z][\w'-]*(?=\s)){${words}}`), '')));
/** Whether a span found names a place of care or a scheme, by the words after it or by its own last words ("Poshan Yojana"). */
const ofPlaceOfCare = (text: string, span: { start: number; end: number }) =>
  beforePlaceOfCare(text.slice(span.end)) || [...text.slice(span.start, span.end).matchAll(/\s/g)].some((gap) => PLACE_OF_CARE.test(text.slice(span.start + gap.index, span.end)));
/** A health facility's acronym before a place's name: "PHC Kanti", "CHC Sidhauli", "UPHC Ramnagar", "ESIC hospital Bibwewadi". */
const FACILITY_BEFORE = /\b(?:PHC|CHC|UPHC|UCHC|HWC|SDH|DH|AIIMS|PGI|PGIMER|ESIC|ESI|GMC|GH|MCH)\s+(?:(?:hospital|dispensary|centre|center)\s+)?$/;
/** An acronym in capitals ("ASHA", "ICU"), which is no name. */
const ACRONYM = /^[A-Z]{2,5}$/;
/** What follows an eponym, which is kept: "Blake drain", "McBurney's point", "Rinne test", "Epley manoeuvre". */
const EPONYM_OF = /^(?:'s)?\s+(?:drain|catheter|tube|stent|needle|forceps|retractor|clamp|splint|sign|test|manoeuvre|maneuver|technique|procedure|operation|incision|point|position|reflex|syndrome|disease|criteria|score|scale|classification|fracture|repair|triad|phenomenon)\b/i;
/** A title just before a name: "Dr. Rao's test" is the doctor's, not an eponym. */
const AFTER_TITLE = new RegExp(String.raw`\b${TITLE}\s+$`, 'i');
/**
 * A brand written with an inner capital ("MedPlus", "PharmEasy"), which opens the name of a pharmacy or a chain, not a
 * person's: a name's inner capital follows its prefix ("McBurney", "MacDonald", "DeShawn", "LaToya", "O'Brien").
 */
const BRAND = /^(?!(?:Mc|Mac|De|Di|Da|Du|La|Le|Van|Von|St|O'))\p{Lu}\p{Ll}+\p{Lu}\p{L}*$/u;
/** A name ends where its word ends: "Whitfield-Reyes", "Hernández" are one word each. */
function wholeWord(text: string, span: { start: number; end: number }): { start: number; end: number } {
  const end = span.end + (/^(?:\p{L}|['-]\p{Lu})[\p{L}'-]*/u.exec(text.slice(span.end))?.[0].replace(/['-]+$/, '').length ?? 0);
  return { start: span.start, end };
}

/**
 * The words after `at` that make a name: up to MAX_NAME_WORDS words, each one that may be a name, or an English word
 * written with its capital ("Joy Nguyen", "Summer Collins"), or an English word before one that may be a name ("sunny
 * ahuja", "rose mathew").
 */
function nameAfter(text: string, at: number, mayBeName: NameWordTest, listed: ListedName, titled = false): { start: number; end: number } | undefined {
  const knownName = listed.introduced;
  const surname = (word: string) => listed.surname(word) && !NOT_AFTER_A_NAME.has(word.toLowerCase());
  // An initial's stop is no word of its own: "H. Kaur" is two words.
  // "Mohd." and "Md." (Mohammed) are abbreviations of a name's word, like an initial.
  const words = [...text.slice(at).matchAll(/(?:\p{Lu}|Mohd|Md|Muhd)\.(?=\s)|\p{L}[\p{L}'-]*|[^\s\p{L}]/gu)].slice(0, MAX_NAME_WORDS + 1);
  let end = at;
  let count = 0;
  let previousEnd = at;
  let lastInitial: number | undefined;
  for (let k = 0; k < Math.min(words.length, MAX_NAME_WORDS); k++) {
    const word = words[k]!;
    const initial = /^(?:[A-Z]|Mohd|Md|Muhd)\.$/.test(word[0]);
    const said = initial ? word[0] : word[0].replace(/'s$/i, '');
    // After "Mrs" a role is a surname: "Mrs. Doctor", "Mr. Engineer" (Parsi surnames).
    const titledRole = k === 0 && titled && ROLES.has(said.toLowerCase());
    if ((!initial && !NAME_WORD.test(said)) || (NEVER_NAMES.has(said.toLowerCase()) && !titledRole) || ACRONYM.test(said)) break;
    // One space between the words of one name: a form's fields stand further apart ("Farzana Khatoon   Father: …").
    if (count > 0 && !/^\s$/.test(text.slice(end, at + word.index))) break;
    const next = words[k + 1]?.[0];
    const joinedToNext = next !== undefined && /^\s+$/.test(text.slice(at + word.index + word[0].length, at + words[k + 1]!.index)) && NAME_WORD.test(next) && !NEVER_NAMES.has(next.toLowerCase());
    const beforeAName = joinedToNext && mayBeName(next);
    // A listed name that is also a word, said first and alone or before a name or a surname: "is this sunny?", "it's
    // bob, bob kowalski", "my name is pearl baker".
    const knownAlone = k === 0 && knownName(said) && (beforeAName || (joinedToNext && surname(next)) || /^\s*(?:[,.?!]|$)/.test(text.slice(at + word.index + word[0].length)));
    // After "Mr", "Mrs", "Smt" the word is a name whatever else it may be ("mrs pearl baker", "Dr. Rose"); a name goes
    // on with a surname of the lists ("… baker").
    const named = (k === 0 && titled) || (count > 0 && surname(said));
    if (!mayBeName(said) && !CAPITALISED.test(said) && !beforeAName && !initial && !knownAlone && !named) break;
    end = at + word.index + said.length;
    count += 1;
    lastInitial = initial ? previousEnd : undefined;
    previousEnd = end;
  }
  // An initial ends no name: "I am A." names nobody.
  if (lastInitial !== undefined) {
    end = lastInitial;
    count -= 1;
  }
  return count > 0 ? { start: at, end } : undefined;
}

/** Tests of the name lists: a given name, a given name or surname, and that or an English first name (where introduced). */
export interface ListedName {
  given: NameWordTest;
  any: NameWordTest;
  introduced: NameWordTest;
  surname: NameWordTest;
}

/** The people named in `texts` (one document: every text is searched for every name found in any of them). */
export function personNames(texts: readonly string[], mayBeName: NameWordTest, listed: ListedName): IdentifierSpan[][] {
  const knownName = listed.introduced;
  const found = texts.map((text, i) => {
    const spans: { start: number; end: number }[] = [];
    const named = (at: number, titled = false) => {
      const name = nameAfter(text, at, mayBeName, listed, titled);
      if (name) spans.push(name);
    };
    for (const match of text.matchAll(INTRODUCED)) named(match.index + match[0].length, STRONG_TITLE.test(match[0]));
    // A clinician's initials before the name, in capitals: "PA Jenna Moss", "RN Tavita", "MA Kayla".
    for (const match of text.matchAll(/\b(?:PA|NP|RN|CNA|MA|LPN|CNM|APRN|DNP|CRNA|ANM|CHO|MPW)\s+(?=\p{Lu}\p{Ll})/gu)) named(match.index + match[0].length);
    // "Kiran Sai Reddy." after "your name?"; "Rose Mathew? come in."; "SUBJECTIVE: Harold Whitcomb, 71 y/o M".
    const opening = OPENING_NAME.exec(text);
    if (opening && !opening[1]!.split(/\s+/).some((word) => NEVER_NAMES.has(word.toLowerCase())) && (NAME_ASKED.test(texts[i - 1] ?? '') || opening[1]!.split(/\s+/).some(mayBeName)) && (opening[1]!.includes(' ') || NAME_ASKED.test(texts[i - 1] ?? ''))) {
      spans.push({ start: opening.index + opening[0].indexOf(opening[1]!), end: opening.index + opening[0].indexOf(opening[1]!) + opening[1]!.length });
    }
    // An answer in lower case to "your name?": "lalremruati.", "haan, pranjal gogoi."; each word one that may be a name.
    const answer = NAME_ASKED.test(texts[i - 1] ?? '') ? LOWER_CASE_ANSWER.exec(text) : null;
    if (answer && answer[1]!.split(/\s+/).every((word) => (mayBeName(word) || knownName(word)) && !NEVER_NAMES.has(word))) {
      const start = answer.index + answer[0].lastIndexOf(answer[1]!);
      spans.push({ start, end: start + answer[1]!.length });
    }
    for (const match of text.matchAll(BEFORE_AGE_OR_DEGREE)) spans.push({ start: match.index, end: match.index + match[1]!.length });
    spans.push(...listedNames(text, mayBeName, listed), ...unlistedNames(text, mayBeName));
    for (const match of text.matchAll(KIN_DOING)) {
      if (!listed.introduced(match[1]!) || NEVER_NAMES.has(match[1]!.toLowerCase())) continue;
      const start = match.index + match[0].lastIndexOf(match[1]!);
      spans.push({ start, end: start + match[1]!.length });
    }
    for (const pattern of [JI, CALLED, SPEAKING, WHOSE, SAYS_HINDI, NAME_OF_KIN, HINDI_KIN_OF]) {
      for (const match of text.matchAll(pattern)) {
        const word = match[1] ?? match[2]!;
        if ((!mayBeName(word) && !knownName(word)) || NEVER_NAMES.has(word.toLowerCase())) continue;
        const start = match.index + match[0].indexOf(word, match[0].length - match[0].trimStart().length);
        spans.push({ start, end: start + word.length });
      }
    }
    for (const match of text.matchAll(SPELLED)) {
      if (match[0].length >= 2 * SPELLED_ALONE_LETTERS - 1 || spellsWordBefore(text, match)) spans.push({ start: match.index, end: match.index + match[0].length });
    }
    for (const match of text.matchAll(GREETED)) {
      const word = match[1] ?? match[2]!;
      // A clinical term greeted is no name either: the redactor drops a name inside one. Thanked at a sentence's end, a
      // word is a name only if it may be one ("thank you so much, kwame." but "…, really.").
      if (NEVER_NAMES.has(word.toLowerCase()) || GREETED_NO_ONE.has(word.toLowerCase())) continue;
      if (match[2] !== undefined && !mayBeName(word) && !knownName(word)) continue;
      const start = match.index + match[0].lastIndexOf(word);
      spans.push({ start, end: start + word.length });
    }
    const place = ANSWERING_PLACE.exec(text);
    const placeStart = place ? place[0].indexOf(place[1]!) : 0;
    const inPlace = (span: { start: number; end: number }) => place !== null && span.start >= placeStart && span.end <= placeStart + place[1]!.length;
    return [...spans, ...spans.flatMap((span) => restated(text, span, mayBeName) ?? [])]
      .filter((span) => !inPlace(span))
      .map((span) => wholeWord(text, span))
      .filter((span) => !ofPlaceOfCare(text, span) && !ACRONYM.test(text.slice(span.start, span.end)) && !BRAND.test(text.slice(span.start, span.end).split(/\s/)[0]!))
      .filter((span) => !EPONYM_OF.test(text.slice(span.end)) || AFTER_TITLE.test(text.slice(0, span.start)))
      .filter((span) => !FACILITY_BEFORE.test(text.slice(0, span.start)));
  });
  // Every word of a name found is the name wherever else it is said in the document: "mrs sunita sharma" … "sunita,
  // tell me". A name that is also a word ("Hope", "Sunny") is looked for again only with its capital: "i hope" and "a
  // sunny day" are no names, but for where a word in lower case can only be the person: "okay will.", "grace says".
  const words = found.flatMap((spans, i) => spans.flatMap((span) => texts[i]!.slice(span.start, span.end).split(/[\s-]+/))).filter((word) => /^\p{L}[\p{Ll}']+$/u.test(word));
  const anyCase = [...new Set(words.filter(mayBeName).map((word) => word.toLowerCase()))];
  // A role said to someone ("yes, Doctor.", "thank you, Sister") is no name, even where it is one's surname.
  const capitalised = [...new Set(words.filter((word) => !mayBeName(word) && CAPITALISED.test(word) && !NEVER_NAMES.has(word.toLowerCase()) && !ROLES.has(word.toLowerCase())))];
  const mentions = [
    ...(anyCase.length > 0 ? [new RegExp(String.raw`\b(?:${anyCase.map(escapedForRegExp).join('|')})\b(?:'s)?`, 'gi')] : []),
    // A word that is also a name, at a sentence's start, is the name only before more of a name or what a person does:
    // "Grace Lee said", not "Happy to help." nor "Baker's cyst".
    ...(capitalised.length > 0
      ? [
          new RegExp(String.raw`(?<!(?:^|[.?!:]\s+|["(]))\b(?:${capitalised.map(escapedForRegExp).join('|')})\b(?:'s)?`, 'g'),
          new RegExp(String.raw`(?<=(?:^|[.?!:]\s+|["(]))(?:${capitalised.map(escapedForRegExp).join('|')})\b(?=\s+\p{Lu}|\s+(?:says|said|is|was|has|had|will|called|came)\b)`, 'gu'),
          personInLowerCase(capitalised),
        ]
      : []),
  ];
  return texts.map((text, i) => {
    const again = mentions
      .flatMap((mentioned) => [...text.matchAll(mentioned)])
      .map((match) => {
        const name = match.slice(1).find((group) => group !== undefined) ?? match[0].replace(/'s$/i, '');
        const start = match.index + match[0].indexOf(name);
        return { start, end: start + name.length };
      })
      .filter((span) => !ofPlaceOfCare(text, span) && !ACRONYM.test(text.slice(span.start, span.end)));
    return [...found[i]!, ...again].map((span) => ({ ...span, type: 'name' as const }));
  });
}

/** Where a name that is also a word, said in lower case, is the person: spoken to ("okay will.", "thanks grace,"), or saying something ("grace says"). */
function personInLowerCase(names: readonly string[]): RegExp {
  const name = `(${names.map(escapedForRegExp).join('|')})`;
  const spokenTo = String.raw`\b(?:okay|ok|thanks|thank you|hi|hello|hey|yes|yeah|right|alright|bye|sorry|haan|so|now|well|good job|come on)\s*,?\s+${name}(?=\s*[.?!,])`;
  // A person does things: "grace says", "rocky has had a cough", "and june started the inhaler".
  const saying = String.raw`(?:^|[.?!]\s+|\b(?:and|but|so|because|when|if|since)\s+)${name}\s+(?:says|said|tells|told|thinks|thought|asks|asked|wants|wanted|worries|noticed|feels|felt|has|had|is|was|gets|got|goes|went|came|comes|takes|took|started|stopped|complains|complained|eats|ate|sleeps|slept|cries|cried|coughs|coughed|vomited|fell|needs|needed|likes|lives|works|uses|used)\b`;
  // Whose thing it is: "rocky's inhaler", "grace's school".
  const whose = String.raw`\b${name}'s\s+(?=[a-z])`;
  return new RegExp(`${spokenTo}|${saying}|${whose}`, 'gi');
}

/** The name said again in full after a false start, just after `span`: "it's bob, bob kowalski", "linda, uh, linda sorensen". */
function restated(text: string, span: { start: number; end: number }, mayBeName: NameWordTest): { start: number; end: number } | undefined {
  const word = escapedForRegExp(text.slice(span.start, span.end));
  const again = new RegExp(String.raw`^(?:,|\.\.\.|…)\s+(?:(?:uh|um|er),?\s+)?(${word})((?:\s\p{L}[\p{L}'-]*){1,${MAX_NAME_WORDS - 1}})`, 'iu').exec(text.slice(span.end));
  if (!again) return undefined;
  const start = span.end + again[0].length - again[1]!.length - again[2]!.length;
  let end = start + again[1]!.length;
  for (const more of again[2]!.split(' ').slice(1)) {
    if (!mayBeName(more) || NEVER_NAMES.has(more.toLowerCase())) break;
    end += 1 + more.length;
  }
  return end > start + again[1]!.length ? { start, end } : undefined;
}

/** A word that may be a name: not an ordinary English word (SCOWL), nor a word of address or of Indian talk, nor a clinical term. */
export function mayBeNameUnless(englishWords: ReadonlySet<string>, isClinical: (word: string) => boolean): NameWordTest {
  return (word) => {
    // A contraction of an English word is English: "she's", "they're", "there's".
    const lower = word.toLowerCase().replace(/['’](?:s|re|ll|ve|d|m)$/, '');
    return !englishWords.has(lower) && !ADDRESS_WORDS.has(lower) && !INDIAN_TALK_WORDS.has(lower) && !isClinical(word);
  };
}
