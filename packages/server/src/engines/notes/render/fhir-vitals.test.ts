import { describe, expect, it } from 'vitest';
import { parseMedicalCode } from '../../../lexicon/code-systems.js';
import { BLOOD_SUGAR_CODES, DIASTOLIC, SYSTOLIC, VITAL_CODES } from './fhir-vitals.js';

describe('vital sign codes', () => {
  it('are well-formed LOINC codes (their check digits hold)', () => {
    for (const code of [...Object.values(VITAL_CODES), ...Object.values(BLOOD_SUGAR_CODES), SYSTOLIC, DIASTOLIC]) {
      expect(() => parseMedicalCode(`LOINC:${code.code}`)).not.toThrow();
    }
  });
});
