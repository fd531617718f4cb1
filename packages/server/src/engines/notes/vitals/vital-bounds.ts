/**
 * The values a vital sign can take in a living patient seen in a clinic. A value outside them was misheard
 * ("BP 14/9", "pulse 900") or is not that vital at all, and is better left out than reported.
 */
import type { VitalKind } from '../clinical-model.js';

export interface Reading {
  kind: VitalKind;
  value: number;
  value2?: number;
  unit: string;
}

type Range = readonly [min: number, max: number];

const BOUNDS: Readonly<Record<Exclude<VitalKind, 'blood_pressure' | 'temperature'>, Range>> = {
  pulse: [30, 220],
  spo2: [50, 100],
  // Up to a newborn's breathing.
  respiratory_rate: [6, 80],
  // From a premature newborn.
  weight: [0.5, 300],
  height: [30, 250],
  bmi: [10, 80],
  // mg/dL; a glucometer reads 20 to 600, a laboratory more in a hyperosmolar state.
  blood_sugar: [20, 1000],
};
const POUNDS_PER_KG = 2.2046;
const SYSTOLIC: Range = [60, 260];
const DIASTOLIC: Range = [30, 160];
const TEMPERATURE: Readonly<Record<string, Range>> = { '°F': [90, 110], '°C': [32, 43] };

export function isPlausible(reading: Reading): boolean {
  const { kind, value, value2, unit } = reading;
  if (kind === 'blood_pressure') return value2 !== undefined && within(value, SYSTOLIC) && within(value2, DIASTOLIC) && value2 < value;
  if (kind === 'weight' && unit === 'lb') return within(value / POUNDS_PER_KG, BOUNDS.weight);
  if (kind === 'temperature') {
    const range = TEMPERATURE[unit];
    return range !== undefined && within(value, range);
  }
  return within(value, BOUNDS[kind]);
}

function within(value: number, [min, max]: Range): boolean {
  return value >= min && value <= max;
}
