/**
 * Prescription shorthand the recogniser garbles in ways the lexicon corrector cannot see, because the words
 * involved are ordinary English ("tap") or are glued to a number ("HbA1c8.6%").
 */

/**
 * What the recogniser writes for "Tab" and "Cap" (tablet, capsule) in front of a drug name. Only these, and only
 * right before a drug or brand: "tap water" and "a cup of tea" stay as they are.
 */
export const DOSE_FORM_MISHEARINGS: ReadonlyMap<string, string> = new Map([
  ['tap', 'tab'],
  ['tad', 'tab'],
  ['tam', 'tab'],
  ['tub', 'tab'],
  ['tav', 'tab'],
  ['cup', 'cap'],
  ['cop', 'cap'],
  ['cab', 'cap'],
]);

/**
 * "Tap amlodipine 5 mg" → "Tab amlodipine 5 mg", "Tabamoxicillin" → "Tab amoxicillin". `drugWords` are lowercase
 * single-word drug and brand names.
 */
export function restoreDoseForms(text: string, drugWords: ReadonlySet<string>): string {
  const separated = text.replace(/\b(tab|cap)(\p{L}{4,})\b/giu, (word: string, form: string, name: string) => (drugWords.has(name.toLowerCase()) ? `${form} ${name}` : word));
  return separated.replace(/\b\p{L}{3}(?=\s+(\p{L}[\p{L}-]*))/gu, (word: string, next: string) => {
    const form = DOSE_FORM_MISHEARINGS.get(word.toLowerCase());
    if (!form || !drugWords.has(next.toLowerCase())) return word;
    return word[0] === word[0]?.toUpperCase() ? form.charAt(0).toUpperCase() + form.slice(1) : form;
  });
}

/**
 * "HbA1c8.6%" → "HbA1c 8.6%", "TSH8.5" → "TSH 8.5". `names` are lowercase lexicon spellings; a word that is one whole
 * ("NS1", the dengue antigen) stays as it is, though its letters ("NS", normal saline) are a name too.
 */
export function separateGluedValues(text: string, names: ReadonlySet<string>): string {
  return text.replace(/\b(\p{L}[\p{L}\p{N}]*?)(\d+(?:\.\d+)?%?)(?=[\s.,;:!?)]|$)/gu, (match: string, name: string, value: string) =>
    names.has(name.toLowerCase()) && !names.has(match.toLowerCase()) ? `${name} ${value}` : match,
  );
}

/**
 * "spo 298%" → "SpO2 98%": "S P O two ninety-eight percent" with the 2 of SpO2 read into the value. A saturation
 * is at most 100%, so a three-digit value starting with 2 after "SpO" is the 2 and the value.
 */
export function restoreSpO2(text: string): string {
  return text.replace(/\bspo\s?2?\s?(2)?(\d{2}|100)\s?%/giu, (match: string, glued: string | undefined, value: string) =>
    glued || /spo\s?2/i.test(match) ? `SpO2 ${value}%` : match,
  );
}

/** Number words a vital's value may start with, said after its label. */
const VALUE_START = String.raw`(?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|a\s+hundred)\b)`;

/**
 * "B, P, one fifty on ninety" → "BP one fifty on ninety": blood pressure's letters said one by one, which the recogniser
 * writes apart ("B P", "B. P.", "B, P,"), joined as clinicians write them where a value follows.
 */
export function restoreBP(text: string): string {
  return text.replace(new RegExp(String.raw`\bB[.,]?\s+P\b[.,]?(?=\s*${VALUE_START})`, 'gu'), 'BP');
}

/**
 * "heart rate, 98 per minute" → "heart rate 98 per minute": the comma the recogniser puts between a vital sign's name and
 * its value, which clinicians do not write (and the notes do not read across).
 */
export function joinVitalValues(text: string): string {
  return text.replace(/\b(pulse(?: rate)?|heart rate|respiratory rate|saturation|temperature|weight|height|sugar|BP|SpO2),\s+(?=\d)/giu, '$1 ');
}

/**
 * "HBO 1c7.4%" → "HbA1c 7.4%": the test's name said letter by letter ("H B A one C"), its A often heard as O and
 * its letters run together, with the value glued on. Only the whole sequence H, B, A/O, 1/one, C is taken.
 */
export function restoreHbA1c(text: string): string {
  return text.replace(/\bH\.?\s?B\.?\s?[AO]\.?\s?(?:1|one)\s?C(?:\b|(?=\d))/giu, (match: string, at: number) =>
    /\d/.test(text.charAt(at + match.length)) ? 'HbA1c ' : 'HbA1c',
  );
}

/** A slot of a dose schedule: how many tablets morning, noon or night. */
const SLOT = String.raw`(?:[0-2]|zero|one|two|half)`;
const SCHEDULE = new RegExp(
  String.raw`(\b(?:mg|mcg|g|ml|iu|units?|tablets?|tabs?)|(\p{L}+)\s+\d+(?:\.\d+)?)(,?\s+)([0-2]{3}|${SLOT}(?:[\s,-]+${SLOT}){2})\b(?!\s+(?:tablets?|tabs?|capsules?|mg|mcg|ml|units?|days?|weeks?|months?)\b)`,
  'giu',
);
const SLOT_VALUES: Readonly<Record<string, string>> = { zero: '0', one: '1', two: '2', half: '½' };

/**
 * Dose schedules as Indian prescriptions write them, morning-noon-night: "500 mg one zero one" → "500 mg 1-0-1",
 * "Dolo 650 111" → "Dolo 650 1-1-1". Only right after a dose (a unit, or a medicine's strength) and not before a count
 * or unit ("5 mg 100 tablets" stays).
 */
export function writeDoseSchedules(text: string, medicineWords: ReadonlySet<string>): string {
  return text.replace(SCHEDULE, (match: string, before: string, medicine: string | undefined, gap: string, schedule: string) => {
    if (medicine !== undefined && !medicineWords.has(medicine.toLowerCase())) return match;
    const slots = /^[0-2]{3}$/.test(schedule) ? [...schedule] : schedule.split(/[\s,-]+/).map((slot) => SLOT_VALUES[slot.toLowerCase()] ?? slot);
    return `${before}${gap}${slots.join('-')}`;
  });
}

/** Frequencies prescriptions write as Latin abbreviations that are no English word ("bid" is one: it stays as heard). */
const FREQUENCY_ABBREVIATION = /(?<![\p{L}\p{N}'’-])(?:sos|od|bd|tds|tid|qid|qds|hs)(?![\p{L}\p{N}'’-])/giu;

/** "Dolo 650 sos", "metformin 500 mg bd" → "Dolo 650 SOS", "metformin 500 mg BD": in capitals, as prescriptions write them. */
export function writeFrequencyAbbreviations(text: string): string {
  return text.replace(FREQUENCY_ABBREVIATION, (abbreviation) => abbreviation.toUpperCase());
}

const VITAMIN_NUMBERS: Readonly<Record<string, string>> = { one: '1', two: '2', three: '3', six: '6', twelve: '12' };

/**
 * "vitamin D, three" → "vitamin D3", "vitamin B twelve" → "vitamin B12": a vitamin's number said apart from its letter.
 * Not before a count or duration ("vitamin D three times a week" stays).
 */
export function joinVitaminNumbers(text: string): string {
  return text.replace(
    /\b(vitamin\s+)([A-K])[,.]?\s+(one|two|three|six|twelve|1|2|3|6|12)\b(?!\s*(?:times?|days?|weeks?|months?|tablets?|capsules?|drops?|doses?)\b)/giu,
    (_match: string, vitamin: string, letter: string, number: string) => `${vitamin}${letter.toUpperCase()}${VITAMIN_NUMBERS[number.toLowerCase()] ?? number}`,
  );
}

/**
 * "Janumet 50 by 500" → "Janumet 50/500": a fixed-dose combination's strength as packs and prescriptions write it. Only
 * right after a medicine's name ("2 by 3 cm" stays).
 */
export function writeCombinationStrengths(text: string, medicineWords: ReadonlySet<string>): string {
  return text.replace(/\b([\p{L}-]+)(\s+)(\d+(?:\.\d+)?)\s+by\s+(\d+(?:\.\d+)?)\b/giu, (match: string, medicine: string, gap: string, first: string, second: string) =>
    medicineWords.has(medicine.toLowerCase()) ? `${medicine}${gap}${first}/${second}` : match,
  );
}
