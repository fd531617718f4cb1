/**
 * Reads the words said after a drug name into its attributes, one reader at a time, in an order that keeps
 * each from taking another's words: the frequency before the strength ("1-0-1" is no dose), the strength
 * before the dose ("125 mg/5 ml" is no 5 ml dose), the frequency before the duration ("every 6 hours"), and
 * the bare number ("Telma 40") last. What no reader took is the instruction.
 */
import type { Duration, Frequency, MedicationStatus, Quantity } from '../clinical-model.js';
import { withoutHesitations } from '../narrative/spoken-text.js';
import { AttributeText } from './attribute-text.js';
import { findDuration } from './duration.js';
import { findForm } from './form.js';
import { findFrequency } from './frequency.js';
import { instructionFrom } from './instruction.js';
import { findBareStrength, findChangeByPercent, findDailyMaximum, findDose, findDoseRange, findRangeBeforeFrequency, findStrength, findStrengthChange } from './quantity.js';
import { findRoute } from './route.js';
import { findSchedule } from './schedule.js';
import { findContinueSame, findStatusAfter } from './status.js';
import { findTiming } from './timing.js';

export interface Attributes {
  strength?: Quantity;
  /** The strength before a change said in the visit ("from 10 mg to 20 mg"). */
  previousStrength?: Quantity;
  dose?: Quantity;
  /** A range of doses as said, "one to two tablets": no dose, and the first words of the instruction. */
  doseRange?: string;
  /** The most a day, as a note writes it ("at most 6 tablets a day"): no dose, and the last words of the instruction. */
  dailyMaximum?: string;
  form?: string;
  route?: string;
  frequency?: Frequency;
  timing?: string;
  duration?: Duration;
  instruction?: string;
  /** The status said after the name: "to be stopped", "continue". */
  status?: MedicationStatus;
  tapering: boolean;
  continueSame: boolean;
}

const HS: Frequency = { code: 'HS', perDay: 1 };
/** "Up to three times a day", "up to every 6 hours": the frequency said as the most. */
const UP_TO = /\bup to\s+(?=(?:\d+|one|two|three|four|five|six)\s+times\b|once\b|twice\b|thrice\b|every\b)/i;
/** Forms whose strength is in micrograms: a bare number said of them is no milligrams (respules are in mg: Budecort 0.5 mg). */
const INHALED: ReadonlySet<string> = new Set(['inhaler', 'rotacap']);

/** "… because it can cause people to get dizzy …": a reason, to the end of the drug's words. */
const REASON_GIVEN = /\s+because\b.*$/is;

/** `scheduleFromStart`: the schedule was announced before the name ("Taper Wysolone …"), so all of it is one. */
export function readAttributes(said: string, scheduleFromStart: boolean): Attributes {
  // "every, uh, six hours" is every six hours. The reason given for the sig ("at night because it can make people dizzy
  // if they take it in the morning") says nothing of it.
  const after = withoutHesitations(said).replace(REASON_GIVEN, '');
  const schedule = scheduleFromStart ? { start: 0, tapering: true } : findSchedule(after);
  const words = new AttributeText(after.slice(0, schedule?.start));
  const continueSame = words.read(findContinueSame) ?? false;
  const change = words.read(findStrengthChange);
  const status = words.read(findStatusAfter);
  // "No more than six tablets in a day" is no dose of six tablets, nor "three times a day" a frequency.
  const dailyMaximum = words.read(findDailyMaximum);
  const rangeBeforeFrequency = words.read(findRangeBeforeFrequency);
  const frequencySaid = words.read(findFrequency);
  // "Up to three times a day": the frequency read is the one "up to" is said of, not another ("every six hours, up to …").
  const upTo = UP_TO.exec(after);
  const saidOfIt = upTo ? findFrequency(after.slice(upTo.index + upTo[0].length)) : undefined;
  const atMost = frequencySaid !== undefined && saidOfIt?.start === 0 && saidOfIt.value.code === frequencySaid.code;
  const frequency = atMost ? { ...frequencySaid, atMost } : frequencySaid;
  // "It improved by eighteen percent": a change measured, no strength.
  words.read(findChangeByPercent);
  // "Wysolone twenty, two tablets, that is forty milligram": the tablet's strength said bare, and the total after it.
  const tabletStrength = findBareStrength(words.unread());
  const named = words.read(findStrength);
  const doseRange = rangeBeforeFrequency ?? words.read(findDoseRange);
  const dose = words.read(findDose);
  const duration = words.read(findDuration);
  const totalOfTablets = named && dose && tabletStrength && named.unit === 'mg' && tabletStrength.value.value * dose.value === named.value;
  if (totalOfTablets) words.read(findBareStrength);
  const strength = totalOfTablets ? tabletStrength.value : named;
  const bare = strength ? undefined : words.read(findBareStrength);
  const timings = words.readAll(findTiming);
  const route = words.readAll(findRoute)[0];
  const form = words.read(findForm);
  // "Foracort two hundred inhaler": what is inhaled is made in micrograms.
  const bareStrength = bare && form && INHALED.has(form) ? { ...bare, unit: 'mcg' } : bare;
  const tapering = schedule?.tapering ?? false;
  // "at night" with no other frequency is HS; a tapering schedule gets no fixed frequency it did not say.
  const atNight = !frequency && !tapering && timings.some((timing) => timing.atNight);
  return {
    strength: change?.to ?? strength ?? bareStrength,
    previousStrength: change?.from,
    dose,
    doseRange,
    dailyMaximum,
    form,
    route,
    frequency: atNight ? { ...HS } : frequency,
    timing: timings.length > 0 ? [...new Set(timings.map((timing) => timing.timing))].join(', ') : undefined,
    duration,
    instruction: instructionFrom(
      [...(doseRange ? [doseRange] : []), ...words.leftovers(), ...(dailyMaximum ? [dailyMaximum] : [])].map((left) => (atMost ? left.replace(/\bup to\s*$/i, '') : left)),
      schedule && after.slice(schedule.start),
    ),
    status,
    tapering,
    continueSame,
  };
}
