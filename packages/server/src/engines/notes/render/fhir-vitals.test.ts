import { describe, expect, it } from 'vitest';
import { parseMedicalCode } from '../../../lexicon/code-systems.js';
import { DIASTOLIC, SYSTOLIC } from './fhir-vitals.js';

describe('vital sign codes', () => {
  it('are well-formed LOINC codes (their check digits hold)', () => {
    for (const code of [SYSTOLIC, DIASTOLIC]) {
      expect(() => parseMedicalCode(`LOINC:${code.code}`)).not.toThrow();
    }
  });
});
