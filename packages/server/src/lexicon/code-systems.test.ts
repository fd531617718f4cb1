import { describe, expect, it } from 'vitest';
import { parseMedicalCode } from './code-systems.js';

describe('parseMedicalCode', () => {
  it.each(['ICD-10:I10', 'ICD-10:A01.0', 'LOINC:4548-4', 'LOINC:2160-0', 'LOINC:58410-2', 'ATC:A10BA02', 'SNOMED:38341003', 'RXNORM:6809'])(
    'accepts %s',
    (text) => {
      const [system, code] = text.split(/:(.*)/);
      expect(parseMedicalCode(text)).toEqual({ system, code });
    },
  );

  it.each(['I10', 'ICD-10:i10', 'ICD-10:I10.', 'LOINC:4548-3', 'LOINC:45484', 'ATC:A10BA2', 'CPT:99213'])('rejects %s', (text) => {
    expect(() => parseMedicalCode(text)).toThrow();
  });
});
