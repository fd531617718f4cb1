/** The LOINC codes of the vital signs (the FHIR vital-signs profile's codes) and of blood glucose by timing. */
import type { Code, VitalKind } from '../clinical-model.js';

export type SugarQualifier = 'fasting' | 'post-prandial' | 'random';

function loinc(code: string, display: string): Code {
  return { system: 'LOINC', code, display };
}

const VITAL_SIGNS: Readonly<Record<Exclude<VitalKind, 'blood_sugar'>, Code>> = {
  // The panel: systolic and diastolic are its two values, not separate vitals.
  blood_pressure: loinc('85354-9', 'Blood pressure panel with all children optional'),
  pulse: loinc('8867-4', 'Heart rate'),
  temperature: loinc('8310-5', 'Body temperature'),
  spo2: loinc('59408-5', 'Oxygen saturation in Arterial blood by Pulse oximetry'),
  respiratory_rate: loinc('9279-1', 'Respiratory rate'),
  weight: loinc('29463-7', 'Body weight'),
  height: loinc('8302-2', 'Body height'),
  bmi: loinc('39156-5', 'Body mass index (BMI) [Ratio]'),
};

const GLUCOSE: Readonly<Record<SugarQualifier, Code>> = {
  fasting: loinc('1558-6', 'Fasting glucose [Mass/volume] in Serum or Plasma'),
  'post-prandial': loinc('1521-4', 'Glucose [Mass/volume] in Serum or Plasma --2 hours post meal'),
  random: loinc('2345-7', 'Glucose [Mass/volume] in Serum or Plasma'),
};

/** Blood sugar is coded by its qualifier; a sugar said without one is coded as a random glucose. */
export function vitalCodes(kind: VitalKind, qualifier?: string): Code[] {
  if (kind !== 'blood_sugar') return [VITAL_SIGNS[kind]];
  const timing = qualifier === 'fasting' || qualifier === 'post-prandial' ? qualifier : 'random';
  return [GLUCOSE[timing]];
}
