/**
 * Quantities and durations in UCUM, the unit system FHIR asks for, where the unit as said has
 * a UCUM code; otherwise the unit as said alone (a Quantity's code needs its system).
 */
import type { Duration, Quantity as ModelQuantity, TimeUnit } from '../clinical-model.js';
import { UCUM } from './fhir-codes.js';
import type { Quantity } from './fhir-types.js';

// Keys are lower case: units are said and written in any case ("MG", "ml", "Mg/dl").
const UCUM_CODES: Record<string, string> = {
  mmhg: 'mm[Hg]',
  '/min': '/min',
  bpm: '/min',
  '°f': '[degF]',
  '°c': 'Cel',
  '%': '%',
  kg: 'kg',
  lb: '[lb_av]',
  g: 'g',
  cm: 'cm',
  'kg/m2': 'kg/m2',
  'mg/dl': 'mg/dL',
  mg: 'mg',
  mcg: 'ug',
  ml: 'mL',
  iu: '[iU]',
};

export function quantity(value: number, unit: string): Quantity {
  const code = UCUM_CODES[unit.toLowerCase()];
  return code === undefined ? { value, unit } : { value, unit, system: UCUM, code };
}

export function modelQuantity(q: ModelQuantity): Quantity {
  return quantity(q.value, q.unit);
}

/** UCUM codes of the units of time; also FHIR Timing's `periodUnit` codes. */
const TIME_UNIT_CODES: Record<TimeUnit, string> = {
  minute: 'min',
  hour: 'h',
  day: 'd',
  week: 'wk',
  month: 'mo',
  year: 'a',
};

/** A FHIR Duration: it must carry its UCUM code (R4 drt-1). */
export function duration(d: Duration): Quantity {
  return { value: d.value, unit: unitName(d), system: UCUM, code: TIME_UNIT_CODES[d.unit] };
}

/** "3 days", "1 week". */
export function durationText(d: Duration): string {
  return `${d.value} ${unitName(d)}`;
}

function unitName(d: Duration): string {
  return d.value === 1 ? d.unit : `${d.unit}s`;
}

/** The moment `d` after `from`: calendar months and years, exact shorter units. */
export function addDuration(from: Date, d: Duration): Date {
  const to = new Date(from.getTime());
  switch (d.unit) {
    case 'year':
      to.setUTCFullYear(to.getUTCFullYear() + d.value);
      break;
    case 'month':
      to.setUTCMonth(to.getUTCMonth() + d.value);
      break;
    default:
      to.setTime(from.getTime() + d.value * MILLISECONDS[d.unit]);
  }
  return to;
}

const MILLISECONDS: Record<Exclude<TimeUnit, 'month' | 'year'>, number> = {
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 604_800_000,
};
