import { describe, expect, it } from 'vitest';
import { parseMedicalCode } from '../../../lexicon/code-systems.js';
import { LOINC, SNOMED } from './fhir-codes.js';
import { SECTIONS } from './fhir-sections.js';

describe('section codes', () => {
  it('are well-formed SNOMED CT or LOINC codes', () => {
    for (const { code } of Object.values(SECTIONS)) {
      const system = { [SNOMED]: 'SNOMED', [LOINC]: 'LOINC' }[code.system];
      expect(() => parseMedicalCode(`${system}:${code.code}`)).not.toThrow();
    }
  });

  it("include OPConsultRecord's seven (PROTOCOL §5)", () => {
    const snomed = Object.values(SECTIONS).flatMap(({ code }) => (code.system === SNOMED ? [code.code] : []));
    expect(snomed).toEqual(expect.arrayContaining(['422843007', '722446000', '371529009', '721963009', '721912009', '371525003', '736271009']));
  });
});
