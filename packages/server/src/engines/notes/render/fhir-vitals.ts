/**
 * Vital signs as Observations. What each kind measures is fixed, so its LOINC code is known
 * here even when the lexicon row carries none; blood pressure is one Observation with a
 * systolic and a diastolic component, as FHIR's vital-signs profile has it.
 */
import type { Code, Vital, VitalKind } from '../clinical-model.js';
import { concept, hl7Concept } from './fhir-codes.js';
import type { FhirContext, SectionEntry } from './fhir-context.js';
import { evidenceNote } from './fhir-narrative.js';
import type { Observation } from './fhir-types.js';
import { quantity } from './fhir-units.js';
import { vitalCodes } from '../vitals/vital-codes.js';

const loinc = (code: string, display: string): Code => ({ system: 'LOINC', code, display });

export const SYSTOLIC = loinc('8480-6', 'Systolic blood pressure');
export const DIASTOLIC = loinc('8462-4', 'Diastolic blood pressure');

const LABELS: Record<VitalKind, string> = {
  blood_pressure: 'Blood pressure',
  pulse: 'Pulse rate',
  temperature: 'Body temperature',
  spo2: 'Oxygen saturation',
  respiratory_rate: 'Respiratory rate',
  weight: 'Body weight',
  height: 'Body height',
  bmi: 'Body mass index',
  blood_sugar: 'Blood sugar',
};

export function vitalObservation(vital: Vital, key: string, ctx: FhirContext): SectionEntry {
  const label = vital.qualifier === undefined ? LABELS[vital.kind] : `${LABELS[vital.kind]} (${vital.qualifier})`;
  const value =
    vital.kind === 'blood_pressure'
      ? { component: bloodPressureComponents(vital, ctx.codify) }
      : { valueQuantity: quantity(vital.value, vital.unit) };
  const resource: Observation = {
    resourceType: 'Observation',
    id: ctx.idOf(key),
    status: 'final',
    category: [hl7Concept('observation-category', 'vital-signs')],
    code: concept(label, codesOf(vital), ctx.codify),
    subject: ctx.patient,
    encounter: ctx.encounter,
    issued: ctx.now.toISOString(),
    ...value,
    note: [evidenceNote(vital)],
  };
  const reading = vital.value2 === undefined ? `${vital.value}` : `${vital.value}/${vital.value2}`;
  return { resource, line: `${label}: ${reading} ${vital.unit}` };
}

/** Systolic, and diastolic when said. */
function bloodPressureComponents(vital: Vital, codify: boolean): NonNullable<Observation['component']> {
  const systolic = { code: concept('Systolic blood pressure', [SYSTOLIC], codify), valueQuantity: quantity(vital.value, vital.unit) };
  if (vital.value2 === undefined) return [systolic];
  return [systolic, { code: concept('Diastolic blood pressure', [DIASTOLIC], codify), valueQuantity: quantity(vital.value2, vital.unit) }];
}

/** The vital's own codes, with the kind's LOINC code when they have none. */
function codesOf(vital: Vital): Code[] {
  if (vital.codes.some((code) => code.system === 'LOINC')) return vital.codes;
  return [...vital.codes, ...vitalCodes(vital.kind, vital.qualifier?.toLowerCase())];
}
