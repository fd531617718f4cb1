/**
 * The route, only when said: "orally", "IV", "SC", "locally", "in both eyes", "per rectal". No default: a
 * tablet is oral, but the renderer may say so, the transcript did not.
 */
import { READ } from './attribute-text.js';
import { findFirst, wordsRegex, type Found, type Phrase } from './phrases.js';

const SIDE = String.raw`(?:in\s+|into\s+)?(?:both|each|the|left|right|affected)`;

/**
 * What a bare "im" is said before to be the route ("75 mg im stat", "im once a week", or a word the sig has read); before
 * other words it is an unpunctuated "I'm" ("50 milligram most nights but im super groggy").
 */
const IM_SIG_AFTER = String.raw`(?:stat|once|twice|thrice|daily|od|bd|tds|qid|weekly|monthly|every|now|today|inj\w*|for|x|\d|into|(?:in\s+the\s+(?:left\s+|right\s+)?)?(?:deltoid|gluteal|gluteus|thigh|buttock)|or\s+i\.?v|and\s+i\.?v)(?![\p{L}])`;

const route = (pattern: string, value: string): Phrase<string> => ({ pattern: wordsRegex(pattern), value });

const PHRASES: readonly Phrase<string>[] = [
  route(String.raw`orally|by\s+mouth|per\s*oral(?:ly)?|p\.?o\.?|per\s+os`, 'oral'),
  route(String.raw`sublingual(?:ly)?|s\.?l\.?|under\s+the\s+tongue`, 'sublingual'),
  route(String.raw`i\.?v\.?|intravenous(?:ly)?`, 'IV'),
  route(String.raw`i\.m\.?|im(?=\s*(?:$|[.,;:)${READ}]|${IM_SIG_AFTER}))|intramuscular(?:ly)?`, 'IM'),
  route(String.raw`s\.?c\.?|s\/c|sub-?cut(?:aneous(?:ly)?)?`, 'SC'),
  route(String.raw`topical(?:ly)?|locally|(?:for\s+)?local\s+(?:application|use)|(?:for\s+)?external\s+use(?:\s+only)?`, 'topical'),
  route(String.raw`inhal(?:e|ed|ation)|by\s+inhalation|via\s+(?:inhaler|spacer|nebuli[sz]er)|nebuli[sz](?:e|ed|ation)`, 'inhalation'),
  route(String.raw`(?:intra)?nasal(?:ly)?|${SIDE}\s+nostrils?`, 'nasal'),
  route(String.raw`${SIDE}\s+eyes?|eye(?=\s+(?:drops?|ointment|gel))|ophthalmic`, 'eye'),
  route(String.raw`${SIDE}\s+ears?|ear(?=\s+drops?)|otic`, 'ear'),
  route(String.raw`per\s+rect(?:al|um)|rectal(?:ly)?|p\.?r\.?`, 'rectal'),
  route(String.raw`per\s+vagina(?:l|m)?|vaginal(?:ly)?|p\.?v\.?`, 'vaginal'),
];

/** "Apply" says topical, but stays in the instruction: "apply thin layer". */
const APPLY = wordsRegex('appl(?:y|ied)');

export function findRoute(text: string): Found<string> | undefined {
  return findFirst(text, PHRASES);
}

export function saysApply(text: string): boolean {
  return APPLY.test(text);
}
