/**
 * How to take a medicine, as a FHIR Dosage: the instructions in words, and the structure FHIR
 * has for what was said (times a day, for how long, as needed, dose, route).
 */
import type { Duration, Frequency, Medication } from '../clinical-model.js';
import type { Dosage, Timing } from './fhir-types.js';
import { weekdayDose } from './describe.js';
import { duration, durationText, modelQuantity } from './fhir-units.js';

type Repeat = NonNullable<Timing['repeat']>;

const PER_DAY: Record<string, number> = { OD: 1, BD: 2, TDS: 3, QID: 4 };

const FLAG_TEXT = { tapering: 'tapering dose', continue_same: 'continue same' } as const;

/**
 * The dosage instructions of a medicine: one, or one per dose when the dose differs by the day of the week
 * (concurrent, so of one sequence), each on its days; none when nothing was said about how to take it.
 */
export function dosageInstructions(med: Medication): Dosage[] {
  if (med.weekdayDoses === undefined) {
    const said = dosage(med);
    return said === undefined ? [] : [said];
  }
  return med.weekdayDoses.map((day) => ({
    sequence: 1,
    text: weekdayDose(day),
    timing: { repeat: { dayOfWeek: day.days } },
    ...(med.route === undefined ? {} : { route: { text: med.route } }),
    doseAndRate: [{ doseQuantity: modelQuantity(day.amount) }],
  }));
}

/** Undefined when nothing was said about how to take it. */
export function dosage(med: Medication): Dosage | undefined {
  const code = med.frequency?.code?.toUpperCase();
  const text = dosageText(med);
  if (text === '') return undefined;
  const result: Dosage = { text };
  if (med.timing !== undefined) result.additionalInstruction = [{ text: med.timing }];
  if (med.instruction !== undefined) result.patientInstruction = med.instruction;
  const repeat = atMostOf(repeatOf(code, med.frequency?.perDay, med.duration), med.frequency);
  if (repeat !== undefined) result.timing = { repeat };
  if (code === 'SOS') result.asNeededBoolean = true;
  if (med.route !== undefined) result.route = { text: med.route };
  if (med.dose !== undefined) result.doseAndRate = [{ doseQuantity: modelQuantity(med.dose) }];
  return result;
}

function repeatOf(code: string | undefined, perDay: number | undefined, length: Duration | undefined): Repeat | undefined {
  const repeat: Repeat = { ...scheduleOf(code, perDay), ...(length === undefined ? {} : { boundsDuration: duration(length) }) };
  return Object.keys(repeat).length === 0 ? undefined : repeat;
}

/** "Up to 3 times a day": from once to the count said. */
function atMostOf(repeat: Repeat | undefined, frequency: Frequency | undefined): Repeat | undefined {
  return frequency?.atMost && repeat?.frequency !== undefined ? { ...repeat, frequency: 1, frequencyMax: repeat.frequency } : repeat;
}

function scheduleOf(code: string | undefined, perDay: number | undefined): Repeat {
  switch (code) {
    case 'SOS':
      return {};
    case 'STAT':
      return { count: 1 };
    case 'HS':
      return { frequency: 1, period: 1, periodUnit: 'd', when: ['HS'] };
    case 'QOD':
      return { frequency: 1, period: 2, periodUnit: 'd' };
    case 'QW':
      return { frequency: 1, period: 1, periodUnit: 'wk' };
  }
  const timesADay = perDay ?? (code === undefined ? undefined : PER_DAY[code]);
  // Timing.repeat.frequency is a positive integer.
  return timesADay !== undefined && Number.isInteger(timesADay) && timesADay > 0
    ? { frequency: timesADay, period: 1, periodUnit: 'd' }
    : {};
}

function dosageText(med: Medication): string {
  const words = [
    med.dose === undefined ? undefined : `${med.dose.value} ${med.dose.unit}`,
    frequencyText(med.frequency),
    med.timing,
    med.duration === undefined ? undefined : `for ${durationText(med.duration)}`,
  ].filter((word) => word !== undefined);
  const notes = [med.route === undefined ? undefined : `route: ${med.route}`, med.instruction, med.condition, ...med.flags.map((flag) => FLAG_TEXT[flag])].filter((note) => note !== undefined);
  return [words.join(' '), ...notes].filter((part) => part !== '').join('; ');
}

function frequencyText(frequency: Frequency | undefined): string | undefined {
  if (frequency === undefined) return undefined;
  const { custom, code, perDay, atMost } = frequency;
  const said = custom !== undefined && code !== undefined ? `${custom} (${code})` : (custom ?? code ?? (perDay === undefined ? undefined : `${perDay} times a day`));
  return atMost && said !== undefined ? `up to ${said}` : said;
}
