/**
 * What the patient's family has, as FamilyMemberHistory: a Condition's subject would be the patient. One resource is
 * one relative, so a condition said of several ("my mom and her sister both had melanoma") is one for each; one said
 * of no one in particular ("it runs in the family") is the generic "family member"'s.
 */
import type { Diagnosis, Finding } from '../clinical-model.js';
import { concept } from './fhir-codes.js';
import type { FhirContext, SectionEntry } from './fhir-context.js';
import { evidenceNote } from './fhir-narrative.js';
import { relationship } from './fhir-relationship.js';

export function familyHistory(item: Finding | Diagnosis, key: string, ctx: FhirContext): SectionEntry[] {
  const relatives = item.relatives ?? [];
  if (relatives.length <= 1) return [memberHistory(item, relatives[0], key, ctx)];
  return relatives.map((relative, k) => memberHistory(item, relative, `${key}/relative/${k}`, ctx));
}

function memberHistory(item: Finding | Diagnosis, relative: string | undefined, key: string, ctx: FhirContext): SectionEntry {
  return {
    resource: {
      resourceType: 'FamilyMemberHistory',
      id: ctx.idOf(key),
      // Partial: what was said in the visit, not the relative's whole history.
      status: 'partial',
      patient: ctx.patient,
      relationship: relationship(relative),
      condition: [{ code: concept(item.name, item.codes, ctx.codify) }],
      note: [evidenceNote(item)],
    },
    line: `Family history: ${item.name}${relative ? ` (${relative})` : ''}`,
  };
}
