/** How model items read in a note: the words of the rendered templates, one function per item type. */
import type { Allergy, Code, Diagnosis, DietHistory, Duration, ExamFinding, Finding, FollowUp, Investigation, Medication, Quantity, SmokingHistory, Vital, VitalKind, Weekday, WeekdayDose } from '../clinical-model.js';
import { capitalise, listOf, type Pronouns } from '../narrative/spoken-text.js';
import { saidTestName } from '../results/said-test-name.js';

export const VITAL_NAMES: Record<VitalKind, string> = {
  blood_pressure: 'Blood pressure',
  pulse: 'Pulse',
  temperature: 'Temperature',
  spo2: 'SpO2',
  respiratory_rate: 'Respiratory rate',
  weight: 'Weight',
  height: 'Height',
  bmi: 'BMI',
  blood_sugar: 'Blood sugar',
};


/** A drug by its brand, a proper name however it was transcribed, with its generic: "Lasix (furosemide)". */
export const brandWithGeneric = (brand: string, generic: string) => `${capitalise(brand)} (${generic})`;

export const duration = (d: Duration) => `${d.value} ${d.unit}${d.value === 1 ? '' : 's'}`;
/** "20 mg", "0.05%": a percentage is written against its number. */
export const quantity = (q: Quantity) => (q.unit === '%' ? `${q.value}%` : `${q.value} ${q.unit}`);
/** Units counted in whole items, written plural in prose: "2 puffs", "1 tablet". */
const COUNTED = new Set(['tablet', 'capsule', 'drop', 'puff', 'teaspoon', 'tablespoon', 'sachet', 'respule', 'vial', 'ampoule']);
/** A dose as prose writes it: "2 puffs", "5 ml". */
export const dose = (q: Quantity) => `${q.value} ${q.unit}${COUNTED.has(q.unit) && q.value !== 1 ? 's' : ''}`;

const WEEKDAY_NAMES: Record<Weekday, string> = { mon: 'Mondays', tue: 'Tuesdays', wed: 'Wednesdays', thu: 'Thursdays', fri: 'Fridays', sat: 'Saturdays', sun: 'Sundays' };

/** "2.5 mg on Mondays and Thursdays". */
export const weekdayDose = (d: WeekdayDose) => `${dose(d.amount)} on ${listOf(d.days.map((day) => WEEKDAY_NAMES[day]))}`;

/**
 * A dose by the day of the week as a plan writes it: "2.5 mg on Mondays and Thursdays, 5 mg on the other days"; the
 * last days, when more days than one follow another dose, are the other days.
 */
export function weekdayDoses(doses: readonly WeekdayDose[]): string {
  const wholeWeek = doses.reduce((count, d) => count + d.days.length, 0) === 7;
  return doses.map((d, i) => (wholeWeek && i > 0 && i === doses.length - 1 && d.days.length > 1 ? `${dose(d.amount)} on the other days` : weekdayDose(d))).join(', ');
}

/** What the week's doses add up to, when they cover the whole week in one unit of weight: "30 mg". */
export function weeklyTotal(doses: readonly WeekdayDose[]): Quantity | undefined {
  const days = doses.reduce((count, d) => count + d.days.length, 0);
  const unit = doses[0]!.amount.unit;
  if (days !== 7 || doses.some((d) => d.amount.unit !== unit) || !/^(?:mg|mcg|g|units|IU)$/.test(unit)) return undefined;
  return { value: Math.round(doses.reduce((sum, d) => sum + d.amount.value * d.days.length, 0) * 1000) / 1000, unit };
}

/** The week's total and each day's dose: "30 mg a week: 2.5 mg on Mondays and Thursdays, 5 mg on the other days". */
export function weeklySchedule(doses: readonly WeekdayDose[]): string {
  const total = weeklyTotal(doses);
  return total ? `${quantity(total)} a week: ${weekdayDoses(doses)}` : weekdayDoses(doses);
}

export function finding(f: Finding): string {
  if (f.presence === 'absent') return `No ${f.name}`;
  const when = f.duration ? ` for ${duration(f.duration)}` : f.onset ? ` since ${f.onset}` : '';
  return `${capitalise(f.name)}${when}${f.presence === 'possible' ? ' (possible)' : ''}`;
}

/** An examination finding on one line, with its body system and the limb examined in focus: "Musculoskeletal: Right ankle: Edema". */
export const examination = (e: ExamFinding) => `${e.system}: ${e.part ? `${capitalise(e.part)}: ` : ''}${e.finding}`;

export function diagnosis(d: Diagnosis): string {
  const status = d.status === 'confirmed' ? '' : d.status === 'suspected' ? ' (suspected)' : ' (ruled out)';
  return `${capitalise(d.name)}${status}`;
}

/**
 * The smoking history as one sentence: "She is a former smoker, about 1.5 packs a day for 30+ years; she quit about 6
 * years ago.", "He smokes about 10 cigarettes a day.", "He has never smoked."
 */
export function smoking(s: SmokingHistory, pronouns: Pronouns): string {
  const subject = capitalise(pronouns.subject);
  const how = [s.amount, s.duration && `for ${s.duration}`].filter(Boolean).join(' ');
  if (s.status === 'never') return `${subject} has never smoked.`;
  if (s.status === 'current') return how ? `${subject} smokes ${how}.` : `${subject} is a current smoker.`;
  return `${subject} is a former smoker${how ? `, ${how}` : ''}${s.quit ? `; ${pronouns.subject} quit ${s.quit}` : ''}.`;
}

const DIETS: Record<DietHistory['diet'], string> = { 'low-sodium': 'a low-sodium diet', diabetic: 'a diabetic diet', general: 'diet' };

/**
 * The diet history as one sentence, as clinicians write it: "Adheres to a low-sodium diet, avoiding salty foods.",
 * "Mostly adheres to diet; dietary indiscretion with take-out and fast food.", "Difficulty adhering to a low-sodium
 * diet; dietary indiscretion with cheeseburgers.", "Dietary indiscretion with cookies; trying to avoid carbs and sweets.".
 */
export function diet(d: DietHistory): string {
  const kind = DIETS[d.diet];
  const avoiding = d.avoided.length > 0 ? `, avoiding ${listOf(d.avoided)}` : '';
  const indiscretion = d.eaten.length > 0 ? `${d.occasional ? 'occasional ' : ''}dietary indiscretion with ${listOf(d.eaten)}` : undefined;
  const avoids = d.avoided.length > 0 ? `${d.tryingToAvoid ? 'trying to avoid' : 'avoids'} ${listOf(d.avoided)}` : undefined;
  /** The clauses said, one sentence: "Difficulty adhering to diet; dietary indiscretion with pizza." */
  const sentence = (...clauses: (string | undefined)[]) => `${capitalise(clauses.filter(Boolean).join('; '))}.`;
  if (d.adherence === 'adherent') return `Adheres to ${kind}${avoiding}.`;
  if (d.adherence === 'mostly') return sentence(`mostly adheres to ${kind}${avoiding}${!indiscretion && d.occasional ? ', with occasional dietary indiscretion' : ''}`, indiscretion);
  if (d.adherence === 'difficulty') return sentence(`difficulty adhering to ${kind}`, indiscretion, avoids);
  return sentence(indiscretion, avoids);
}

/** By the name said, its generics and the reaction after it: "augmentin (amoxicillin + clavulanic acid)", "penicillin (rash)". */
export function allergy(a: Allergy): string {
  const details = [a.brand && a.substance, a.reaction].filter(Boolean);
  return details.length > 0 ? `${a.brand ? capitalise(a.brand) : a.substance} (${details.join('; ')})` : a.substance;
}

export function medication(m: Medication): string {
  const parts = [
    [capitalise(m.name), m.brand && `(${m.brand})`, m.strength && quantity(m.strength), m.previousStrength && `(from ${quantity(m.previousStrength)})`]
      .filter(Boolean)
      .join(' '),
    m.dose && quantity(m.dose),
    m.weekdayDoses && weeklySchedule(m.weekdayDoses),
    m.route,
    m.frequency && [m.frequency.atMost && 'up to', m.frequency.custom, m.frequency.code].filter(Boolean).join(' '),
    m.timing,
    m.duration && `for ${duration(m.duration)}`,
    m.instruction,
    m.condition,
    m.flags.includes('continue_same') ? 'continue same' : undefined,
    m.flags.includes('tapering') ? 'tapering' : undefined,
  ];
  const text = parts.filter((p): p is string => Boolean(p)).join(', ');
  return m.status === 'stopped' ? `Stop ${text}` : m.status === 'declined' ? `Declined: ${text}` : text;
}

export function vital(v: Vital): string {
  const value = v.value2 === undefined ? `${v.value}` : `${v.value}/${v.value2}`;
  return `${VITAL_NAMES[v.kind]}${v.qualifier ? ` (${v.qualifier})` : ''} ${value} ${v.unit}`;
}

/** A test by its name as said and what it looks at: "ultrasound of the kidneys". */
export const investigationName = (i: Pick<Investigation, 'name' | 'site' | 'text' | 'abbreviation'>) => {
  const name = i.abbreviation ?? saidTestName(i.name, i.text);
  return i.site ? `${name} of the ${i.site}` : name;
};

export function investigation(i: Investigation): string {
  const name = capitalise(investigationName(i));
  return i.result ? `${name}: ${i.result}` : `${name}${i.condition ? ` ${i.condition}` : ''}`;
}

export function followUp(f: FollowUp): string {
  if (f.date) return `Review on ${f.date}`;
  if (!f.interval) return f.text;
  const { upTo, ...first } = f.interval;
  return upTo === undefined ? `Review after ${duration(first)}` : `Review after ${first.value}-${duration({ ...first, value: upTo })}`;
}

/** Codes as a note shows them, when codification was asked for. */
export const codes = (list: readonly Code[], codify: boolean) => (codify ? list.map(({ system, code, display }) => ({ system, code, display })) : undefined);
