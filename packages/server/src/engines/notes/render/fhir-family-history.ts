/**
 * What the patient's family has, as FamilyMemberHistory: a Condition's subject would be the
 * patient. The model does not say which relative ("mother" stays in the words as said), so the
 * relationship is the generic "family member".
 */
import type { Diagnosis, Finding } from '../clinical-model.js';
import { concept } from './fhir-codes.js';
import type { FhirContext, SectionEntry } from './fhir-context.js';
import { evidenceNote } from './fhir-narrative.js';

export function familyHistory(item: Finding | Diagnosis, key: string, ctx: FhirContext): SectionEntry {
  return {
    resource: {
      resourceType: 'FamilyMemberHistory',
      id: ctx.idOf(key),
      // Partial: the relative is not known.
      status: 'partial',
      patient: ctx.patient,
      relationship: {
        coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-RoleCode', code: 'FAMMEMB', display: 'family member' }],
        text: 'family member',
      },
      condition: [{ code: concept(item.name, item.codes, ctx.codify) }],
      note: [evidenceNote(item)],
    },
    line: `Family history: ${item.name}`,
  };
}
