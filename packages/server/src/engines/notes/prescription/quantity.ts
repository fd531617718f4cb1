/**
 * Strength and dose. The strength is how much drug is in the form ("500 mg", "125 mg/5 ml", "2%", "10 units");
 * the dose is how much is taken at a time ("1 tablet", "half tablet", "2 puffs", "5 ml"). Units are written the
 * way prescriptions write them (mg, mcg, g, IU, units, %, tablet, capsule, ml, drop, puff …).
 */
import type { Quantity } from '../clinical-model.js';
import { HUNDRED_LEFT_OUT, NUMBER, SAID_DECIMAL, hundredsLeftOut, parseNumber } from './numbers.js';
import { findFirst, wordsRegex, type Found, type Phrase } from './phrases.js';

/** Strength units, as written → the words said for them. */
const STRENGTH_UNITS: Readonly<Record<string, string>> = {
  mg: 'mgs?|milligrams?',
  mcg: 'mcg|µg|micrograms?',
  g: 'g|gms?|grams?',
  IU: String.raw`iu|i\.u\.|international\s+units?`,
  units: 'units?',
};

/** Dose units, as written → the words said for them. */
const DOSE_UNITS: Readonly<Record<string, string>> = {
  tablet: 'tablets?|tabs?|goli',
  capsule: 'capsules?|caps?',
  ml: 'ml|millilit(?:re|er)s?|cc',
  drop: 'drops?',
  puff: 'puffs?',
  spray: 'sprays',
  teaspoon: 'teaspoons?|tsp',
  tablespoon: 'tablespoons?|tbsp',
  sachet: 'sachets?',
  respule: 'respules?',
  vial: 'vials?',
  ampoule: 'ampoules?|amps?',
};

const unitSource = (units: Readonly<Record<string, string>>): string => Object.values(units).join('|');

/** "1 tab", "2 puffs": for the words said before a drug name ("1 tab Dolo 650"). */
export const DOSE_SOURCE = `(?:${NUMBER})\\s*(?:${unitSource(DOSE_UNITS)})`;
/** "10 mg", "ten milligrams": for a strength said before the drug name ("you are on ten milligrams of Norvasc"). */
export const STRENGTH_SOURCE = `(?:${NUMBER})\\s*(?:${unitSource(STRENGTH_UNITS)})`;

/**
 * Bare numbers read as milligrams ("Metformin 500"): not up to 2, as likely a count of tablets ("Becosules 1
 * OD"), nor above 2000, more likely IU ("D3 60000"). Those stay in the instruction, as said, not guessed.
 */
const BARE_MG = { above: 2, upTo: 2000 } as const;

/** What a number said in words is followed by when it is no bare strength: a count, a time, a unit of dose. */
const NOT_A_BARE_STRENGTH_AFTER = String.raw`(?![\p{L}\p{N}]|\s*[\/%-]|\s+(?:days?|weeks?|months?|years?|hours?|minutes?|mins?|times?|more|of|or|to|and|a day|daily|${unitSource(DOSE_UNITS)})\b)`;

const STRENGTH: readonly Phrase<Quantity>[] = [
  // "Three twenty five milligrams": the hundred left out.
  {
    // Not "two ten milligram tablets", "two fifty microgram sprays": two of ten, two of fifty.
    pattern: wordsRegex(`(${HUNDRED_LEFT_OUT})\\s*(${unitSource(STRENGTH_UNITS)})(?![\\p{L}\\p{N}])(?!\\s+(?:${unitSource(DOSE_UNITS)})\\b)`),
    value: (m) => {
      const [value, unit] = [hundredsLeftOut(m[1] ?? ''), unitOf(STRENGTH_UNITS, m[2])];
      return value === undefined || unit === undefined ? undefined : { value, unit };
    },
  },
  // "125 mg/5 ml", "125 mg per 5 ml", "10 mg/ml": the unit keeps the volume.
  {
    pattern: wordsRegex(`(${HUNDRED_LEFT_OUT}|${NUMBER})\\s*(mgs?|milligrams?|mcg|micrograms?)\\s*(?:\\/|per)\\s*(${NUMBER})?\\s*(?:ml|millilit(?:re|er)s?)`),
    value: (m) => {
      const unit = /^mi?c/i.test(m[2] ?? '') ? 'mcg' : 'mg';
      const volume = m[3] === undefined ? undefined : parseNumber(m[3]);
      return quantity(String(hundredsLeftOut(m[1] ?? '') ?? m[1]), volume === undefined ? `${unit}/ml` : `${unit}/${volume} ml`);
    },
  },
  { pattern: wordsRegex(`(${NUMBER})\\s*(${unitSource(STRENGTH_UNITS)})`), value: (m) => quantity(m[1], unitOf(STRENGTH_UNITS, m[2])) },
  // "2%", "1% w/w": % is no letter, so it is matched on its own.
  {
    pattern: new RegExp(String.raw`(?<![\p{L}\p{N}.])(\d+(?:\.\d+)?)\s*%(?:\s*w\/[wv])?`, 'iu'),
    value: (m) => quantity(m[1], '%'),
  },
  // "zero point zero five percent": said in words.
  {
    pattern: wordsRegex(`(${NUMBER})\\s+percent`),
    value: (m) => quantity(m[1], '%'),
  },
];

const DOSE: readonly Phrase<Quantity>[] = [
  { pattern: wordsRegex(`(${NUMBER})\\s*(${unitSource(DOSE_UNITS)})`), value: (m) => quantity(m[1], unitOf(DOSE_UNITS, m[2])) },
];

/** A strength changed in the visit: the one before and the one now. */
export interface StrengthChange {
  from: Quantity;
  to: Quantity;
}

const STRENGTH_UNIT_SOURCE = unitSource(STRENGTH_UNITS);
/** "from 10 mg to 20 mg", "from 80 to 40 mg", "from 10 up to 20 milligrams": the unit may be said once, at the end. */
/** With no unit said at all ("increase from five hundred to one thousand"), milligrams, as a bare strength is. */
const BARE_STEP = 1.5;
const CHANGE = wordsRegex(
  `from\\s+(${NUMBER})\\s*(${STRENGTH_UNIT_SOURCE})?\\s+(?:up\\s+|down\\s+)?to\\s+(${NUMBER})(?:\\s*(${STRENGTH_UNIT_SOURCE})|(?!\\s*(?:\\d|[a-z%])))`,
);

export function findStrengthChange(text: string): Found<StrengthChange> | undefined {
  const match = CHANGE.exec(text);
  if (!match) return undefined;
  const unit = match[4] ?? match[2];
  const [to, from] = unit ? [quantity(match[3], unitOf(STRENGTH_UNITS, match[4] ?? unit)), quantity(match[1], unitOf(STRENGTH_UNITS, match[2] ?? unit))] : [bareMg(parseNumber(match[3] ?? '')), bareMg(parseNumber(match[1] ?? ''))];
  if (!to || !from || to.value === from.value) return undefined;
  // With no unit, only a step of tablet strengths (500 to 1000, 40 to 80) is milligrams: "insulin from 10 to 14" is
  // units, a titration.
  const ratio = to.value / from.value;
  return unit || ratio >= BARE_STEP || ratio <= 1 / BARE_STEP ? { value: { from, to }, start: match.index, end: match.index + match[0].length } : undefined;
}

/** A number said with no unit, read as milligrams within the range a bare strength is. */
function bareMg(value: number | undefined): Quantity | undefined {
  return value === undefined || value <= BARE_MG.above || value > BARE_MG.upTo ? undefined : { value, unit: 'mg' };
}

const DOSE_RANGE = wordsRegex(`(${NUMBER})\\s*(?:to|or|-)\\s*(${NUMBER})\\s*(${unitSource(DOSE_UNITS)})`);

const MAYBE_RANGE = new RegExp(`(?:\\bto|\\bor|-)\\s*\\S+\\s*(?:${unitSource(DOSE_UNITS)})`, 'i');
const WHOLE_DOSE_RANGE = new RegExp(`^${DOSE_RANGE.source}$`, DOSE_RANGE.flags);

/** A range of doses as said ("one to two tablets"), read: its lowest and highest dose. */
export function doseRangeOf(said: string): { low: Quantity; high: Quantity } | undefined {
  const match = WHOLE_DOSE_RANGE.exec(said.trim());
  const unit = unitOf(DOSE_UNITS, match?.[3]);
  const [low, high] = [quantity(match?.[1], unit), quantity(match?.[2], unit)];
  return low && high ? { low, high } : undefined;
}

/** "One or two every six hours": a range said before how often, its unit left to the form named before it. */
const RANGE_BEFORE_FREQUENCY = wordsRegex(`(${NUMBER})\\s+(?:to|or)\\s+(${NUMBER})(?=\\s+(?:every|once|twice|thrice|times|daily|a day|at (?:night|bedtime)))`);

/**
 * A range of doses, "one to two tablets", as said: a dose has one value, so the range is no dose of two tablets, and
 * the caller keeps its words in the instruction.
 */
export function findDoseRange(text: string): Found<string> | undefined {
  // Most words say no range: the full reader only where "to", "or" or "-" comes before a dose unit.
  return MAYBE_RANGE.test(text) ? findFirst(text, [{ pattern: DOSE_RANGE, value: asSaid }]) : undefined;
}

/** A range said before how often, with no unit: "one or two (every six hours)". Read before the frequency it precedes. */
export function findRangeBeforeFrequency(text: string): Found<string> | undefined {
  return findFirst(text, [{ pattern: RANGE_BEFORE_FREQUENCY, value: asSaid }]);
}

/** A phrase's words as said. */
const asSaid = (match: RegExpExecArray) => match[0];

/** A range of doses said with no unit ("one or two"), read: its lowest and highest count. */
export function bareRangeOf(said: string): { low: number; high: number } | undefined {
  const match = /^(\S+(?: \S+)?)\s+(?:to|or)\s+(\S+(?: \S+)?)$/i.exec(said.trim());
  const [low, high] = [parseNumber(match?.[1] ?? ''), parseNumber(match?.[2] ?? '')];
  return low !== undefined && high !== undefined && low < high ? { low, high } : undefined;
}

/** The most a day, and the total it comes to if said: "no more than six tablets in a day, that's three thousand milligrams". */
const DAILY_MAXIMUM = wordsRegex(
  `(?:no more than|not more than|not to exceed|at most|(?:a )?max(?:imum)?(?: of)?)\\s+(${NUMBER})\\s+(tablets?|pills?|capsules?|doses?|puffs?|times|sachets?|spoons?)\\s+(?:(?:in|a|per|each)\\s+)?(?:(?:a|one|the)\\s+)?(?:day|(?:24|twenty four) hours)(?:\\s*,?\\s*(?:that's|that is|which is)\\s+(${NUMBER})\\s+(milligrams?|mg|grams?|g)\\b)?`,
);

/** The most to take in a day, as a note writes it: "at most 6 tablets (3000 mg) a day". */
function dailyMaximum(match: RegExpExecArray): string | undefined {
  const count = parseNumber(match[1] ?? '');
  if (count === undefined) return undefined;
  const unit = match[2]!.toLowerCase().replace(/s$/, '');
  const total = match[3] === undefined ? undefined : parseNumber(match[3]);
  const totalUnit = /^g/i.test(match[4] ?? '') ? 'g' : 'mg';
  const counted = unit === 'time' ? 'times' : count === 1 ? unit : `${unit}s`;
  return `at most ${count} ${counted}${total === undefined ? '' : ` (${total} ${totalUnit})`} a day`;
}

export function findDailyMaximum(text: string): Found<string> | undefined {
  return findFirst(text, [{ pattern: DAILY_MAXIMUM, value: dailyMaximum }]);
}

/** "Improved by eighteen percent", "dropped by 10%": how much something changed, no strength. */
const CHANGE_BY_PERCENT = wordsRegex(`by\\s+(?:${NUMBER})\\s*(?:%|percent|per cent)`);

export function findChangeByPercent(text: string): Found<string> | undefined {
  return findFirst(text, [{ pattern: CHANGE_BY_PERCENT, value: (m) => m[0] }]);
}

export function findStrength(text: string): Found<Quantity> | undefined {
  return findFirst(text, STRENGTH);
}

export function findDose(text: string): Found<Quantity> | undefined {
  return findFirst(text, DOSE);
}

/**
 * A bare number right after the drug name, "Metformin 500", "Telma 40": Indian shorthand for the strength in
 * milligrams. Only at the start of `text` (the words after the name); read after the doses, durations and
 * frequencies, so that a number still there is none of those.
 */
export function findBareStrength(text: string): Found<Quantity> | undefined {
  const match = /^(\s*)(\d+(?:\.\d+)?)(?![\p{L}\p{N}]|\.\d|\s*[\/%-])/u.exec(text) ?? AFTER_A_PAUSE.exec(text) ?? BARE_HUNDRED_LEFT_OUT.exec(text) ?? BARE_IN_WORDS.exec(text);
  const said = match?.[2];
  const strength = said === undefined ? undefined : bareMg(hundredsLeftOut(said) ?? parseNumber(said));
  if (!match || !strength) return undefined;
  const start = match[1]?.length ?? 0;
  return { value: strength, start, end: match[0].length };
}

/** "Dolo six fifty", "augmentin six twenty five": the hundreds said without "hundred", as strengths are named. */
const BARE_HUNDRED_LEFT_OUT = new RegExp(String.raw`^(\s*)(${HUNDRED_LEFT_OUT})${NOT_A_BARE_STRENGTH_AFTER}`, 'iu');

/** "Telmisartan forty", "metformin five hundred": the bare number said in words. */
const BARE_IN_WORDS = wordsRegex(`^(\\s*)(${NUMBER})${NOT_A_BARE_STRENGTH_AFTER}`);
/**
 * "The metoprolol, twenty five twice a day": after a pause, a bare number is the strength only when the frequency
 * (already read, marked by a character no word has) or the end follows it; "lisinopril, 3 refills" is none.
 */
const AFTER_A_PAUSE = new RegExp(`^(\\s*,\\s*)(\\d+(?:\\.\\d+)?|${NUMBER})(?=\\s*(?:\u0000|[?.!]?\\s*$))`, 'iu');

/** A number said before the name with no unit: "five hundred of metformin", "2.5 of norvasc", "that 2.5 norvasc". */
export const BARE_STRENGTH_BEFORE_SOURCE = `(?:${NUMBER})\\s+of\\s+|(?:\\d+\\.\\d+|${SAID_DECIMAL})\\s+`;

/**
 * "two tylenol", "a couple of advil": a count said right before the name with no unit is the tablets taken at a time.
 * Not "one" ("one aspirin a day" names the drug as often as it counts it).
 */
export const COUNT_BEFORE_SOURCE = String.raw`(?:two|three|four|[234]|(?:a\s+)?couple\s+of)\s+`;
const COUNT_BEFORE = new RegExp(`^${COUNT_BEFORE_SOURCE}$`, 'i');

/** The tablets of a lead that is a count (`COUNT_BEFORE_SOURCE`). */
export function countBefore(lead: string): Quantity | undefined {
  if (!COUNT_BEFORE.test(lead)) return undefined;
  const value = /couple/i.test(lead) ? 2 : parseNumber(lead.trim());
  return value === undefined ? undefined : { value, unit: 'tablet' };
}

/** The milligrams of a lead said with no unit (`BARE_STRENGTH_BEFORE_SOURCE`), in the range a bare number is read as milligrams. */
export function bareStrengthBefore(lead: string): Quantity | undefined {
  return bareMg(parseNumber(lead.replace(/\s+of\s*$/i, '')));
}

function quantity(amount: string | undefined, unit: string | undefined): Quantity | undefined {
  const value = parseNumber(amount ?? '');
  return value === undefined || unit === undefined ? undefined : { value, unit };
}

function unitOf(units: Readonly<Record<string, string>>, said: string | undefined): string | undefined {
  return Object.keys(units).find((unit) => new RegExp(`^(?:${units[unit]})$`, 'iu').test(said ?? ''));
}
