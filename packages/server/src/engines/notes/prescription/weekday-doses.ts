/**
 * A dose that differs by the day of the week, as warfarin's is set: "so warfarin it is. … On Mondays and Thursdays,
 * take two and a half milligrams. Every other day of the week, keep taking the full five milligrams." The doctor
 * says it over the sentences after the drug's name; one strength and frequency ("5 mg daily") would write a dose
 * that is wrong two days a week. Also a drug taken on one day of the week ("fifteen milligrams every Sunday").
 */
import { WEEKDAYS, type Medication, type Quantity, type Weekday, type WeekdayDose } from '../clinical-model.js';
import { isQuestion } from '../dialogue/questions.js';
import { doctorSentenceOf, type DrugSentences } from './drug-sentences.js';
import { changeOfItAfter } from './change.js';
import { NUMBER } from './numbers.js';
import { globalPattern, wordsRegex } from './phrases.js';
import { findDose, findStrength } from './quantity.js';

const DAY_WORDS: Record<string, Weekday> = {
  monday: 'mon', tuesday: 'tue', tues: 'tue', wednesday: 'wed', thursday: 'thu', thurs: 'thu', friday: 'fri', saturday: 'sat', sunday: 'sun',
};
const DAY = `(?:${Object.keys(DAY_WORDS).join('|')})s?`;
const DAY_WORD = new RegExp(Object.keys(DAY_WORDS).join('|'), 'g');
/** "Mondays and Thursdays", "Monday, Wednesday and Friday", "Mon/Thu" said in full. */
const DAYS_NAMED = wordsRegex(`${DAY}(?:\\s*(?:,\\s*(?:and\\s+)?|and\\s+|&\\s*|/\\s*)${DAY})*`);
/** The days not named: "every other day of the week", "the other days", "the rest of the week". */
const OTHER_DAYS = wordsRegex(
  String.raw`every\s+other\s+day\s+of\s+the\s+week|(?:all\s+|the\s+)?(?:other|remaining)\s+days(?:\s+of\s+the\s+week)?|the\s+rest\s+of\s+the\s+week`,
);
/** "Thirty milligrams a week": the week's total, no day's dose. */
const WEEKLY_TOTAL = wordsRegex(String.raw`(?:${NUMBER})\s*(?:mg|milligrams?)\s+(?:a|per|each|every)\s+week|(?:${NUMBER})\s*(?:mg|milligrams?)\s+weekly`);

/** How far after the drug's sentence the schedule may start; it goes on while sentence after sentence names days. */
const REACH = 5;

type Said = { at: number } & ({ kind: 'days'; days: Weekday[] | 'others'; recurring: boolean } | { kind: 'amount'; amount: Quantity });
/** "Sundays", "every Sunday", "each Monday": a day said as one that comes back, as a weekly dose is. */
const RECURRING = /s\b|^(?:every|each)\b/i;
/** "Recheck on Friday, and if you're better we drop to twenty": a day said of something else than the dose. */
const NOT_A_DOSE_DAY = /\b(?:if|unless|recheck|check|come|see you|appointment|visit|follow[- ]?up|labs?|test)\b/i;

/** The doses by day said in these sentences, the days not named filled in; none unless a named day has a dose. */
export function readWeekdayDoses(texts: readonly string[]): WeekdayDose[] | undefined {
  return dosesOf(texts.flatMap(pairsIn));
}

type DaysWithAmount = { days: Weekday[] | 'others'; amount: Quantity; recurs: boolean };

function dosesOf(pairs: readonly DaysWithAmount[]): WeekdayDose[] | undefined {
  const named: WeekdayDose[] = [];
  let othersAmount: Quantity | undefined;
  let recurring = true;
  for (const { days, amount, recurs } of pairs) {
    if (days !== 'others') named.push({ days, amount });
    else othersAmount ??= amount;
    recurring &&= recurs;
  }
  const namedDays = named.flatMap((dose) => dose.days);
  // "The other days" with no day of the week named is no schedule; nor is a day given two doses.
  if (named.length === 0 || new Set(namedDays).size !== namedDays.length) return undefined;
  const others = WEEKDAYS.filter((day) => !namedDays.includes(day));
  const doses = othersAmount && others.length > 0 ? [...named, { days: others, amount: othersAmount }] : named;
  // The whole week given its doses, or one day a week said as recurring ("fifteen milligrams every sunday").
  const wholeWeek = doses.reduce((count, dose) => count + dose.days.length, 0) === WEEKDAYS.length;
  if (!wholeWeek && !(doses.length === 1 && doses[0]!.days.length === 1 && recurring)) return undefined;
  return doses.map((dose) => ({ ...dose, days: WEEKDAYS.filter((day) => dose.days.includes(day)) }));
}

/** Each group of days with the amount said next to it: after it, when the sentence names days before any amount; else before it. */
function pairsIn(text: string): DaysWithAmount[] {
  if (NOT_A_DOSE_DAY.test(text)) return [];
  const said = saidIn(text);
  const firstDays = said.findIndex((item) => item.kind === 'days');
  if (firstDays < 0) return [];
  const amountsFirst = said.slice(0, firstDays).some((item) => item.kind === 'amount');
  const used = new Set<number>();
  const amountAt = (i: number) => {
    const item = said[i];
    if (item?.kind !== 'amount' || used.has(i)) return undefined;
    used.add(i);
    return item.amount;
  };
  const pairs: DaysWithAmount[] = [];
  said.forEach((item, i) => {
    if (item.kind !== 'days') return;
    const amount = amountsFirst ? (amountAt(i - 1) ?? amountAt(i + 1)) : (amountAt(i + 1) ?? amountAt(i - 1));
    if (amount) pairs.push({ days: item.days, amount, recurs: item.recurring });
  });
  return pairs;
}

/** The days and amounts said in a text, in the order said. */
function saidIn(text: string): Said[] {
  let rest = blankOut(text, WEEKLY_TOTAL);
  const said: Said[] = [];
  for (const match of rest.matchAll(globalPattern(DAYS_NAMED))) {
    const days = [...new Set(match[0].toLowerCase().match(DAY_WORD) ?? [])].map((word) => DAY_WORDS[word]!);
    const before = rest.slice(Math.max(0, match.index - 6), match.index).trim().split(/\s+/).at(-1) ?? '';
    said.push({ kind: 'days', days, recurring: RECURRING.test(match[0]) || RECURRING.test(before), at: match.index });
  }
  rest = blankOut(rest, DAYS_NAMED);
  for (const match of rest.matchAll(globalPattern(OTHER_DAYS))) said.push({ kind: 'days', days: 'others', recurring: true, at: match.index });
  rest = blankOut(rest, OTHER_DAYS);
  // Each amount once: a strength ("2.5 mg") or, where none, a dose ("half a tablet").
  for (const find of [findStrength, findDose]) {
    for (let found = find(rest); found; found = find(rest)) {
      said.push({ kind: 'amount', amount: found.value, at: found.start });
      rest = rest.slice(0, found.start) + ' '.repeat(found.end - found.start) + rest.slice(found.end);
    }
  }
  return said.sort((a, b) => a.at - b.at);
}

/** The text with every match of `pattern` blanked, offsets kept. */
function blankOut(text: string, pattern: RegExp): string {
  return text.replace(globalPattern(pattern), (match) => ' '.repeat(match.length));
}

/**
 * A drug the doctor names, then gives a dose by the day of the week in the sentences after: its schedule replaces
 * the one strength and frequency any sentence in between said ("right now you take five milligrams every day"), and
 * "lower it" or "increase it" on the way is its change.
 */
export function withWeekdayDoses(
  medications: readonly Medication[],
  around: DrugSentences,
): Medication[] {
  const { sentences, namesDrug } = around;
  return medications.map((medication) => {
    if (medication.status === 'stopped' || medication.status === 'declined') return medication;
    const at = doctorSentenceOf(medication, around);
    if (at === undefined) return medication;
    const own = sentences[at]!.text;
    const named = own.toLowerCase().indexOf(medication.text.toLowerCase());
    const read = [named < 0 ? own : own.slice(named + medication.text.length)];
    const pairs = pairsIn(read[0]!);
    const segments = new Set(medication.evidence);
    let scheduleSeen = false;
    for (let next = at + 1; next < sentences.length; next++) {
      const sentence = sentences[next]!;
      if (sentence.speaker !== 'doctor' || namesDrug(next) || isQuestion(sentence.text)) break;
      const said = pairsIn(sentence.text);
      if (scheduleSeen && said.length === 0) break;
      if (!scheduleSeen && next - at > REACH) break;
      read.push(sentence.text);
      pairs.push(...said);
      if (said.length > 0) {
        scheduleSeen = true;
        segments.add(sentence.segmentId);
      }
    }
    const weekdayDoses = dosesOf(pairs);
    if (!weekdayDoses) return medication;
    const { strength, dose, frequency, ...rest } = medication;
    const change = medication.change ?? read.map((text) => changeOfItAfter(text)?.change).find(Boolean);
    return { ...rest, weekdayDoses, ...(change ? { change } : {}), evidence: [...segments] };
  });
}
