/**
 * The note in the words and spelling of the consultation's English. The lexicon names symptoms by their formal names
 * ("dyspnoea", "paraesthesia", "anorexia", "pruritus") and drugs and tests by their international names
 * ("paracetamol", "HbA1c"); a US consultation (`en-US`) is written in American spelling and with the names US
 * clinicians write: "shortness of breath", "tingling", "decreased appetite", "itching", "acetaminophen", "hemoglobin
 * A1c" (the ACI-BENCH train references write "tingling" 15 times and "paresthesia" never, "appetite" 5 times and
 * "anorexia" never, "joint pain" 13 times and "arthralgia" never, "hemoglobin A1c" 20 times and "HbA1c" never).
 * Other English keeps the lexicon's.
 */
import { capitalise, SENTENCE_STARTS_AFTER, withAbbreviationsInCapitals, withCalendarNamesCapitalised } from './spoken-text.js';
import { inSpellingOf } from './spelling.js';

/** The US name of a drug (USAN, or the name US clinicians write) where the lexicon lists it by its international one. */
export const US_NAMES: Readonly<Record<string, string>> = {
  paracetamol: 'acetaminophen',
  adrenaline: 'epinephrine',
  noradrenaline: 'norepinephrine',
  salbutamol: 'albuterol',
  levosalbutamol: 'levalbuterol',
  glibenclamide: 'glyburide',
  rifampicin: 'rifampin',
  phenobarbitone: 'phenobarbital',
  norethisterone: 'norethindrone',
  methylergometrine: 'methylergonovine',
  dexamfetamine: 'dextroamphetamine',
  amfetamine: 'amphetamine',
  ispaghula: 'psyllium',
  cotrimoxazole: 'trimethoprim-sulfamethoxazole',
  'ursodeoxycholic acid': 'ursodiol',
  cyanocobalamin: 'vitamin B12',
  'ascorbic acid': 'vitamin C',
};

/** A symptom's formal name (in American spelling) → the words a US note writes; not inside another condition's name. */
const US_WORDING: readonly [RegExp, string][] = [
  [/\bparesthesias?\b/gi, 'tingling'],
  [/(?<!\bnocturnal )\bdyspnea\b/gi, 'shortness of breath'],
  [/\banorexia\b(?! nervosa)/gi, 'decreased appetite'],
  [/\bpruritus\b/gi, 'itching'],
  [/\barthralgias?\b/gi, 'joint pain'],
  [/\bpedal edema\b/gi, 'lower extremity edema'],
  [/\bvisual disturbances?\b/gi, 'vision changes'],
  // The US names of drugs (USAN, the lexicon's aliases), of a test and of procedures: "acetaminophen", "hemoglobin A1c".
  ...Object.entries(US_NAMES).map(([international, us]): [RegExp, string] => [new RegExp(String.raw`\b${international}\b`, 'gi'), us]),
  [/\bHbA1c\b/gi, 'hemoglobin A1c'],
  [/\bappendicectomy\b/gi, 'appendectomy'],
  [/\bphysiotherapy\b/gi, 'physical therapy'],
  [/\bnon-tender\b/gi, 'nontender'],
  // Sigs, vital signs and the return visit.
  [/\bonce a day\b/gi, 'daily'],
  [/\bthree times a day\b/gi, '3 times a day'],
  [/\bfour times a day\b/gi, '4 times a day'],
  [/\bPulse (\d+) \/min\b/g, 'Heart rate $1 bpm'],
  [/\bRespiratory rate (\d+) \/min\b/g, 'Respiratory rate $1'],
  [/\bSpO2 (\d+(?:\.\d+)?) %/g, 'Oxygen saturation $1%'],
  [/\bReview after (\d+(?:-\d+)? (?:days?|weeks?|months?|years?))\b/g, 'Return in $1'],
  [/\bReview on\b/g, 'Return on'],
];
/** Each pattern with its one-match twin, which writes one match's words ("Pulse 72 /min" → "Heart rate 72 bpm"). */
const US_WORDS = US_WORDING.map(([formal, written]) => ({ formal, one: new RegExp(formal.source, 'i'), written }));

/** A name with a capital of its own, which says nothing of where a sentence starts. */
const OWN_CAPITAL = /^HbA1c$/i;

/**
 * The US words in the case the formal ones were written: "Dyspnoea." → "Shortness of breath.", "reports anorexia" →
 * "reports decreased appetite"; a name with its own capital, capitalised only where a sentence or an item starts
 * ("HbA1c: 8" → "Hemoglobin A1c: 8", "Repeat HbA1c" → "Repeat hemoglobin A1c").
 */
function withCase(written: string, said: string, text: string, at: number): string {
  const capital = OWN_CAPITAL.test(said) ? SENTENCE_STARTS_AFTER.test(text.slice(0, at)) : /^[A-Z]/.test(said);
  return capital ? capitalise(written) : written;
}

/** A sign's name → the symptom's words the patient's account is written in: "ecchymosis" → "bruising". */
const TOLD_AS: readonly [RegExp, string][] = [[/\becchymos(?:is|es)\b/gi, 'bruising']];

/** `text` of the history or the review of systems in the words a patient's account is written in, in the case said. */
export const asToldOf = (text: string) =>
  TOLD_AS.reduce((out, [pattern, written]) => out.replace(pattern, (said: string) => (/^[A-Z]/.test(said) ? capitalise(written) : written)), text);

/** `text` as a note of the consultation's language writes it. */
export function asWrittenIn(language: string, text: string): string {
  const spelled = withCalendarNamesCapitalised(withAbbreviationsInCapitals(inSpellingOf(language, text)));
  if (!/^en-US$/i.test(language)) return spelled;
  return US_WORDS.reduce(
    (out, { formal, one, written }) => out.replace(formal, (said: string, ...rest: unknown[]) => withCase(said.replace(one, written), said, rest.at(-1) as string, rest.at(-2) as number)),
    spelled,
  );
}
