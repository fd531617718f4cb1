import { firstNames } from '../history/first-names.js';
import { parseNumber, WORD_NUMBER } from '../prescription/numbers.js';

/**
 * Spoken words as a note writes them: without the fillers, false starts and repetitions of speech ("um, i- i
 * think it's, it's been stiff, you know"), and in the third person ("I took some Tylenol" → "She took some
 * Tylenol"). Nothing is added that was not said: words are only dropped or their person changed.
 */

export type Pronouns = { subject: string; object: string; possessive: string; reflexive: string };

export const PRONOUNS: Record<'female' | 'male' | 'unknown', Pronouns> = {
  female: { subject: 'she', object: 'her', possessive: 'her', reflexive: 'herself' },
  male: { subject: 'he', object: 'him', possessive: 'his', reflexive: 'himself' },
  // Without a sex said, "the patient" opens the sentence and the singular "they" stands for it elsewhere.
  unknown: { subject: 'the patient', object: 'them', possessive: 'their', reflexive: 'themselves' },
};

/** "Er" said as a hesitation: not "the er" (the emergency room), nor "er positive" (the estrogen receptor status). */
const ER_HESITATION = String.raw`(?<!\bthe\s)er+(?!\s+(?:positive|negative)\b)`;

const FILLERS = [
  // A tag at the end asks for agreement, not information: "…, okay?"; "on the right" at the end is a side.
  /[,\s]*\b(?:okay|ok|alright|all right|(?<!\b(?:the|your|his|her|my|to|on)\s+)right|yeah|you know|correct)\s*[?.!]*\s*$/i,
  new RegExp(String.raw`\b(?:u+m+|u+h+|u+h-huh|m+-?hm+|hm+|ah+|${ER_HESITATION}|erm)\b[,.]?`, 'gi'),
  /(?:^|,\s*)(?:you know|i mean|like i said)\s*,?/gi,
  /\byou know\b,?/gi,
  // "Well appearing" describes, "right and left lateral rotation" and "right knee" name a side; "well, …" and
  // "right, so …" hesitate.
  /^(?:\W*(?:so|okay|ok|alright|all right|well(?![\s-]+(?:appearing|nourished|developed|groomed|hydrated|healed|healing|perfused|circumscribed|controlled|tolerated)\b)|and|now|yeah|yes|oh|but|right(?=\s*[,.!?]|\s*$|\s+(?:so|okay|ok|then|well|yeah|yes|i|i'm|we|you|it|that|this)\b)|great|good|perfect|hey|just)\b[\s,.]*)+/i,
  // Addressing the doctor: "Doctor, I have fever".
  /^\W*(?:doctor|doctor sir|doctor saab|sir|madam|ma'am|dr)\s*,\s*/i,
  // The ambient scribe addressed ("hey, dragon, I'm seeing …"): its commands never reach the note (read-narrative).
  /^\W*(?:(?:u+m+|u+h+)\W+)?(?:hey\W+)?dragon\b[\s,.]*(?:(?:u+m+|u+h+)\b[\s,.]*)?/i,
  /\b(?:kind of|sort of|kinda|sorta)\b/gi,
  // A speaker correcting themselves aloud: "the alkaline phosphatase, excuse me, was elevated".
  /,\s*(?:excuse me|pardon me|i'm sorry|sorry)\s*,/gi,
  // Candour announced adds nothing a note keeps: "to be honest, my diet hasn't changed".
  /\b(?:to be (?:completely |totally )?honest|if i'm being honest|if i'm honest|truth be told)\b,?/gi,
  // Words that soften or stress what is said and add nothing a note keeps: "she just seems to be blinking", "it
  // actually went into diverticulitis", "he is really getting fed up".
  /\b(?:just|actually|basically|literally|honestly|really)\b(?!\s+(?:now|then|in case)\b)/gi,
];

/** A hesitation and the commas around it: "we're going to, uh, put you on …" (not the "uh-huh" of an answer, nor "the er"). */
const HESITATION = new RegExp(String.raw`(?:\s*,)?\s*(?<![\p{L}\p{N}'-])(?:uh+|um+|erm|${ER_HESITATION}|ah+)(?![\p{L}\p{N}'-])\s*,?`, 'giu');

/** The words without their hesitations, so that no reader stumbles on one: "every, uh, six hours" → "every six hours". */
export const withoutHesitations = (text: string) => text.replace(HESITATION, ' ').replace(/ {2,}/g, ' ');

/** A word cut off and said again: "i- i", "s- s- systolic", "sh- shows". */
const FALSE_START = /\b[\p{L}']{1,12}-\s+(?=[\p{L}])/gu;

/** The words without the ones cut off to start again: "my impression is that you- you probably have" → "… that you probably have". */
export const withoutFalseStarts = (text: string) => text.replace(FALSE_START, '');
/** An "i" broken off before a noun's determiner or a title, to start again: "i doctor wood is my doctor", "i my knee". */
const I_BROKEN_OFF = /\bi\s+(?=(?:my|the|doctor|dr\.?)\s)/gi;
/** A stutter written with a hyphen: "i-i think", "he-he". */
const STUTTER = /\b([\p{L}']{1,4})-\1\b/giu;
/** The same word said twice or thrice in a row: "i , i , i think", "it's it's". */
const REPEATED = /\b([\p{L}\p{N}']+)(?:\s*,?\s+\1\b)+/giu;
/** A few words said again, as speakers restart: "stay off your stay off your leg". */
const PHRASE_REPEATED = /\b((?:[\p{L}\p{N}']+\s+){1,5}[\p{L}\p{N}']+)\s+\1\b/giu;

const SPOKEN_FORMS: readonly [RegExp, string][] = [
  [/\bwan ?na\b/gi, 'want to'],
  [/\bgon ?na\b/gi, 'going to'],
  [/\bgot ta\b/gi, 'got to'],
  [/\bgotta\b/gi, 'got to'],
  [/(^|\s)'cause\b/gi, '$1because'],
  [/\bcause\b/gi, 'because'],
  // "Every so often" is not a clause ending at "so".
  [/\bevery so often\b/gi, 'occasionally'],
  // "Do n't", "is n't", "wo n't": a transcript's contraction split in two, written whole.
  [/\b([a-z]+) n't\b/gi, "$1n't"],
];

/** A number said in words before what it counts or measures, which a note writes in digits: "three out of six", "one plus", "forty milligrams". */
const COUNTED_UNITS = String.raw`milligrams?|mg|micrograms?|mcg|grams?|units?|days?|weeks?|months?|years?|times|hours?|minutes?|pounds?|tablets?|pills?|percent|cm|centimeters?|millimeters?|inches|feet|degrees?|miles?`;
const COUNTED = new RegExp(String.raw`\b(${WORD_NUMBER})(?=[\s-]+(?:out of|plus|${COUNTED_UNITS}|year-old|x)\b)`, 'gi');
/**
 * A range said in words before what it counts: "five to six miles" → "5 to 6 miles", "six-seven times" → "6-7 times",
 * and in Indian English two numbers running on, "two three days" → "2-3 days".
 */
const COUNTED_RANGE = new RegExp(String.raw`\b(${WORD_NUMBER})( to |-| )(${WORD_NUMBER})(?=\s+(?:${COUNTED_UNITS})\b)`, 'gi');

const DIGIT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
/** A decimal said in words: "ninety nine point seven" → "99.7", "six point five" → "6.5". */
const DECIMAL = new RegExp(String.raw`\b(${WORD_NUMBER}|zero) point ((?:${DIGIT_WORDS.join('|')})(?: (?:${DIGIT_WORDS.join('|')}))*)\b`, 'gi');

/** A decimal said without its whole, before a unit: "point five centimeters" → "0.5 centimeters". */
const POINT_ONLY = new RegExp(String.raw`\bpoint ((?:${DIGIT_WORDS.join('|')})(?: (?:${DIGIT_WORDS.join('|')}))*)(?=\s+(?:centimet(?:er|re)s?|cm|millimet(?:er|re)s?|mm|milligrams?|mg|micrograms?|mcg|percent|grams?|inch(?:es)?)\b)`, 'gi');

/** A murmur's grade said "over six": "a two over six systolic ejection murmur" → "2/6" (not a blood pressure). */
const GRADE_OVER_SIX = new RegExp(String.raw`\b(one|two|three|four|five|six|[1-6])\s+over\s+(?:six|6)\b(?=[\s,]+(?:\w+\s+){0,2}(?:systolic|diastolic|holosystolic|ejection|murmur))`, 'gi');

/** The scale of a grade: "3 out of six" → "3 out of 6". */
const OUT_OF = new RegExp(String.raw`\bout of (${WORD_NUMBER})\b`, 'gi');

/** The digits said after "point": "zero five" → "05". */
const decimalDigits = (said: string) => said.toLowerCase().split(' ').map((d) => DIGIT_WORDS.indexOf(d)).join('');

/** Numbers and units as notes write them: "3/6", "1+", "40 mg". */
function writtenNumbers(text: string): string {
  return text
    .replace(DECIMAL, (said: string, whole: string, digits: string) => {
      const value = whole.toLowerCase() === 'zero' ? 0 : parseNumber(whole.replace('-', ' '));
      return value === undefined ? said : `${value}.${decimalDigits(digits)}`;
    })
    .replace(POINT_ONLY, (_said: string, digits: string) => `0.${decimalDigits(digits)}`)
    .replace(GRADE_OVER_SIX, (said: string, grade: string) => `${/^\d$/.test(grade) ? grade : (parseNumber(grade) ?? grade)}/6`)
    .replace(COUNTED_RANGE, (said: string, low: string, joined: string, high: string) => {
      const [from, to] = [low, high].map((word) => parseNumber(word.replace('-', ' ')));
      if (from === undefined || to === undefined) return said;
      // "twenty-five" is one number, not a range from twenty to five; "two three" runs on by one.
      if (joined === '-') return to > from ? `${from}-${to}` : said;
      if (joined === ' ') return to === from + 1 ? `${from}-${to}` : said;
      return `${from} to ${to}`;
    })
    .replace(COUNTED, (word: string) => String(parseNumber(word.replace('-', ' ')) ?? word))
    .replace(OUT_OF, (_m, word: string) => `out of ${parseNumber(word.replace('-', ' ')) ?? word}`)
    .replace(/\b(\d+)\s+out of\s+(\d+)\b/gi, '$1/$2')
    .replace(/\b(\d+)\s+plus\b/gi, '$1+')
    .replace(/\btype (one|two)(?= diabet)/gi, (_said, type: string) => `type ${type.toLowerCase() === 'one' ? 1 : 2}`)
    .replace(/\bmilligrams?\b/gi, 'mg')
    .replace(/\bmicrograms?\b/gi, 'mcg');
}

/** Clinical words a recogniser heard as others: "clear to oscillation" is auscultation, "fibular venous distention" jugular. */
const MISHEARD: readonly [RegExp, string][] = [
  [/\bclear to oscillation\b/gi, 'clear to auscultation'],
  [/\bfibular (venous|vein)\b/gi, 'jugular $1'],
];

/** The words as they were meant, where a recogniser is known to mishear them (`MISHEARD`). */
export const withMisheardWords = (text: string) => MISHEARD.reduce((out, [pattern, meant]) => out.replace(pattern, meant), text);

/** A word said again at once: "we we call this", "no, no". */
export const withoutRepeatedWords = (text: string) => text.replace(REPEATED, '$1');

/**
 * The texts cleaned lately, and their cleaning: the readers of a transcript clean the same sentence many times over
 * (2,642 cleanings of 386 texts for a 4,500-word consultation of ACI-BENCH train). Bounded: emptied when full.
 */
const CLEANED = new Map<string, string>();
const CLEANED_MAX = 4096;

/** Forgets every text cleaned: a benchmark times each transcript as one never read before. */
export const forgetCleanedText = () => CLEANED.clear();

export function cleanSpoken(text: string): string {
  const known = CLEANED.get(text);
  if (known !== undefined) return known;
  if (CLEANED.size >= CLEANED_MAX) CLEANED.clear();
  const cleaned = cleaning(text);
  CLEANED.set(text, cleaned);
  return cleaned;
}

function cleaning(text: string): string {
  // "For like four four days": the word said twice is one, before it is written in digits ("four 4 days").
  let out = writtenNumbers(withoutRepeatedWords(withMisheardWords(text)));
  for (const [pattern, written] of SPOKEN_FORMS) out = out.replace(pattern, written);
  out = out.replace(STUTTER, '$1').replace(FALSE_START, '').replace(I_BROKEN_OFF, '');
  for (const filler of FILLERS) out = out.replace(filler, ' ');
  out = withoutRepeatedWords(out).replace(PHRASE_REPEATED, '$1');
  return tidy(out);
}

/** A note's sentence shares no run this long with the words said: the note tells what was said, it does not copy it. */
const COPIED_RUN = 8;

const tokens = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** Whether `statement` repeats `COPIED_RUN` consecutive words of `said`. */
export function copiesSpeech(statement: string, said: string): boolean {
  const runs = new Set<string>();
  const words = tokens(said);
  for (let i = 0; i + COPIED_RUN <= words.length; i++) runs.add(words.slice(i, i + COPIED_RUN).join(' '));
  const own = tokens(statement);
  for (let i = 0; i + COPIED_RUN <= own.length; i++) if (runs.has(own.slice(i, i + COPIED_RUN).join(' '))) return true;
  return false;
}

/** Words written with a stop that ends no sentence: "Dr. Davis", "vs. last year". */
export const ABBREVIATED = String.raw`(?:dr|mr|mrs|ms|prof|st|vs)`;

/** A title and the name after it written as names are: "dr. lewis" → "Dr. Lewis". */
export const withTitledNames = (text: string) =>
  text
    .replace(/\b(dr|mr|mrs|ms)\. ([a-z]+)/gi, (_all, title: string, name: string) => `${capitalise(title)}. ${capitalise(name)}`)
    // "Dr. Henry howard for …": a first name of the list and the word after it, before a preposition or the end, is the surname.
    .replace(/\b((?:Dr|Mr|Mrs|Ms)\. ([A-Z][a-z]+)) ([a-z][a-z'-]+)(?=\s*(?:[,.;]|$|\s(?:for|at|in|on|and|who|from|with|to)\b))/g, (all, titled: string, first: string, last: string) =>
      firstNames().has(first.toLowerCase()) && !SURNAME_NOT.test(last) ? `${titled} ${capitalise(last)}` : all,
    );
/** Words after a first name that are no surname: "(Mr. Ward) presented to …". */
const SURNAME_NOT = /^(?:is|was|has|had|and|or|the|a|an|to|for|at|in|on|who|here|there|today|again|too|also|said|says|told|thinks|wants|will|would|should|can|could)$|^[a-z]{4,}ed$|ing$/i;

/** The text with a capital first letter. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "a, b and c"; with `or`, "a, b or c". */
export function listOf(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/**
 * The text continued inside a sentence: "He checks …" → "he checks …"; a day's name or an acronym keeps its capital
 * ("Saturday night …", "HIV infection").
 */
export const uncapitalised = (text: string) => text.replace(/^(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)[A-Z](?=[a-z])/, (c) => c.toLowerCase());

/** Whether `words` are said, as whole words and in any case, in `text`: "knee pain" in "Right knee pain began …". */
export function saysWords(text: string, words: string): boolean {
  // "Headaches" says "headache".
  return new RegExp(`\\b${escapedForRegExp(words)}(?:s|es)?\\b`, 'i').test(text);
}

/** Spaces and punctuation as written: "pain , and" → "pain, and"; a capital first letter; one final stop. */
export function tidy(text: string): string {
  let out = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/^[\s,.;:!?-]+/, '')
    .replace(/[\s,;:-]+$/, '')
    .replace(/\.{2,}/g, '.')
    .replace(/\bi\b/g, 'I')
    .trim();
  if (out === '') return out;
  out = out.charAt(0).toUpperCase() + out.slice(1);
  return /[.!?]$/.test(out) ? out.replace(/\?$/, '.') : `${out}.`;
}

/** Verbs that stay as they are after "he"/"she": modals and past forms. */
const UNCHANGED_AFTER_SUBJECT = new Set([
  'got', 'took', 'went', 'felt', 'thought', 'came', 'saw', 'began', 'left', 'fell', 'made', 'said', 'ran', 'told', 'knew',
  'gave', 'found', 'kept', 'lost', 'heard', 'slept', 'ate', 'broke', 'bought', 'hit', 'put', 'cut', 'quit', 'set', 'let', 'hurt',
  'woke', 'drove', 'wrote', 'rode', 'swam', 'threw', 'drank', 'spent', 'sent', 'meant', 'stood', 'sat', 'brought', 'caught',
  'fought', 'taught', 'became', 'forgot', 'understood', 'tore', 'wore', 'bit', 'hid', 'shot', 'led', 'fed', 'met', 'paid',
  'laid', 'used', 'guess',
  'was', 'did', 'can', 'could', 'would', 'will', 'should', 'might', 'must', 'had', 'also', 'just', 'really', 'still', 'never',
  'always', 'only', 'even', 'usually', 'often', 'sometimes', 'probably', 'definitely', 'actually', 'already', 'ever', 'recently',
  'first', 'last', 'originally', 'initially', 'very', 'almost', 'nearly', 'seldom', 'rarely', 'barely', 'hardly', 'pretty', 'too',
]);

const FIRST_PERSON: readonly [RegExp, (p: Pronouns) => string][] = [
  [/\bi'm\b|\bi am\b/gi, (p) => `${p.subject} is`],
  [/\bi've\b|\bi have\b/gi, (p) => `${p.subject} has`],
  // "I'd had", "I'd been": the past perfect.
  [/\bi'd(?=\s+(?:(?:just|never|already)\s+)?(?:had|been|gone|done|taken|seen|got|gotten|eaten|felt|noticed|started|stopped|tried|used|finished)\b)/gi, (p) => `${p.subject} had`],
  [/\bi'd\b/gi, (p) => `${p.subject} would`],
  [/\bi'll\b/gi, (p) => `${p.subject} will`],
  [/\bi don't\b|\bi do not\b/gi, (p) => `${p.subject} does not`],
  [/\bi didn't\b/gi, (p) => `${p.subject} did not`],
  [/\bi was\b/gi, (p) => `${p.subject} was`],
  [/\bmyself\b/gi, (p) => p.reflexive],
  [/\bmy\b/gi, (p) => p.possessive],
  [/\bmine\b/gi, (p) => ({ her: 'hers', his: 'his' })[p.possessive] ?? 'theirs'],
  [/\bme\b/gi, (p) => p.object],
];

/** The patient's words about themselves as the note tells them: "I have been walking" → "She has been walking". */
/** Adverbs said between a subject and its verb ("I just feel", "you also have"), which the verb agrees past. */
const ADVERBS_BEFORE_VERB = String.raw`(?:(?:just|really|also|still|always|usually|often|sometimes|never|actually|definitely|only|mostly|generally|very|almost|nearly|seldom|rarely|barely|hardly)\s+)*`;

export function patientInThirdPerson(text: string, pronouns: Pronouns): string {
  let out = text;
  for (const [pattern, replace] of FIRST_PERSON) out = out.replace(pattern, () => replace(pronouns));
  // "I feel" → "she feels": the present tense agrees with the new subject.
  // … also past an adverb: "I just feel" → "he just feels".
  out = out.replace(new RegExp(String.raw`\bi\s+(${ADVERBS_BEFORE_VERB})([a-z]+(?:'[a-z]+)?)(?![\w'])`, 'gi'), (_m, adverb: string, verb: string) => `${pronouns.subject} ${adverb}${agree(verb)}`);
  out = out.replace(/\bi\b/gi, pronouns.subject);
  out = out.replace(/\bwe\b/gi, pronouns.subject === 'the patient' ? 'they' : 'they');
  return out;
}

/** Words before "you" that make it the object: "started you on", "I want you to", "refer you". */
const BEFORE_OBJECT =
  /\b(?:to|for|with|on|at|about|from|give|gave|giving|see|saw|seeing|put|start|started|get|got|getting|help|tell|told|telling|send|sent|refer|keep|ask|asked|let|make|have|had|having|want|need|bring|call|check|checked|examine|examined|prescribe|prescribed|recommend|place|placed|move|schedule|order|set|hear|thank|take|taking|encourage|advise|advised|show|teach|walk|switch|changed?|bump|sign|loop|keep|stop|wean|follow|monitor|treat|treated|counsel(?:ed)?|remind)\s+you\b/gi;

/** The doctor's words to the patient as the note tells them: "you have some pain" → "he has some pain". */
export function doctorAboutPatient(text: string, pronouns: Pronouns): string {
  return text
    .replace(/\byou're\b|\byou are\b/gi, `${pronouns.subject} is`)
    .replace(/\byou've\b|\byou have\b/gi, `${pronouns.subject} has`)
    .replace(/\byou were\b/gi, `${pronouns.subject} was`)
    .replace(/\byou do\b/gi, `${pronouns.subject} does`)
    .replace(/\byou don't\b|\byou do not\b/gi, `${pronouns.subject} does not`)
    .replace(/\byourself\b/gi, pronouns.reflexive)
    .replace(/\byour\b/gi, pronouns.possessive)
    .replace(BEFORE_OBJECT, (m) => m.replace(/you$/i, pronouns.object))
    .replace(/\byou\s+(?=(?:on|to|in|a|an|the|some|back|up|out|down|off|for|about|that|this|if|and|or|but|today|again|now|here|there|as|at|with)\b)/gi, `${pronouns.object} `)
    .replace(new RegExp(String.raw`\byou\s+(${ADVERBS_BEFORE_VERB})([a-z]+(?:'[a-z]+)?)(?![\w'])`, 'gi'), (_m, adverb: string, verb: string) => `${pronouns.subject} ${adverb}${agree(verb)}`)
    .replace(/\byou\b/gi, pronouns.subject);
}

/** A verb after "he", "she" or "the patient": "exercise" → "exercises", "watch" → "watches", "try" → "tries", "have" → "has". */
export function thirdPerson(verb: string): string {
  if (verb.toLowerCase() === 'have') return 'has';
  if (/(?:s|sh|ch|x|z|o)$/i.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

function agree(verb: string): string {
  const lower = verb.toLowerCase();
  if (lower.includes("'") && !["haven't", "don't", "aren't"].includes(lower)) return verb;
  if (UNCHANGED_AFTER_SUBJECT.has(lower) || /ed$/.test(lower) || /[^s]s$/.test(lower) || /ly$/.test(lower)) return verb;
  if (lower === 'have') return 'has';
  if (lower === "haven't") return "hasn't";
  if (lower === "don't") return "doesn't";
  if (lower === "aren't") return "isn't";
  if (lower === 'do') return 'does';
  if (lower === 'are' || lower === 'am') return 'is';
  if (lower === 'were') return 'was';
  return thirdPerson(verb);
}

/** Text to be matched as it is inside a pattern: "c. diff" with its stop meaning a stop. */
export const escapedForRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Abbreviations a note writes in capitals: "history of DCIS", "shortness of breath with CHF", "possible asthma or COPD",
 * "a cervical MRI", "TSH: low", "use of an NSAID"; "a1c" is "A1c" and a plural keeps its small "s" ("NSAIDs").
 */
const IN_CAPITALS =
  /\b(?:dcis|chf|copd|cad|ckd|gerd|uti|htn|hiv|acl|mcl|pcl|stemi|nstemi|dvt|tia|bph|ibs|ptsd|adhd|tsh|mri|ct|ekg|ecg|psa|bmp|cmp|cbc|ldl|hdl|pcp|icu|nsaids?|bnp|inr|ecog|hcv|a1c)\b/gi;
/**
 * The months and days a note writes with their capital ("mondays" too); "may" only where it is the month: before a date
 * ("may 5th", "may of"), or after a word of when ("in may", "since may").
 */
const CALENDAR_NAMES =
  /\b(?:january|february|march|april|june|july|august|september|october|november|december)\b|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b|\bmay(?=\s+(?:\d|of\b))|(?<=\b(?:in|since|last|early|late|mid|until|of|by)\s)may\b/g;
export const withCalendarNamesCapitalised = (text: string): string => text.replace(CALENDAR_NAMES, capitalise);

/** Text that ends where a sentence, a label's text or a list item starts, whose first word has its capital for that alone. */
export const SENTENCE_STARTS_AFTER = /(?:^|[.:;!?]\s+|^-\s+)$/;
export const withAbbreviationsInCapitals = (text: string): string =>
  text.replace(IN_CAPITALS, (word: string, at: number) =>
    // "Tia is her daughter": a word with a capital of its own, where no sentence starts, is a name.
    /^[A-Z][a-z]/.test(word) && !SENTENCE_STARTS_AFTER.test(text.slice(0, at)) ? word : /^a1c$/i.test(word) ? 'A1c' : /^nsaids$/i.test(word) ? 'NSAIDs' : word.toUpperCase(),
  );
