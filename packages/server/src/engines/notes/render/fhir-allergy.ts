/** An allergy the patient reports, as AllergyIntolerance. */
import type { Allergy, Grounded } from '../clinical-model.js';
import { concept, hl7Concept, SNOMED } from './fhir-codes.js';
import type { FhirContext, SectionEntry } from './fhir-context.js';
import { evidenceNote } from './fhir-narrative.js';
import type { AllergyIntolerance } from './fhir-types.js';

// "other" (dust, latex, insect stings …) has no one FHIR category: it is left out.
const CATEGORIES = { drug: 'medication', food: 'food' } as const;

export function allergyIntolerance(allergy: Allergy, key: string, ctx: FhirContext): SectionEntry {
  const resource: AllergyIntolerance = {
    resourceType: 'AllergyIntolerance',
    id: ctx.idOf(key),
    clinicalStatus: hl7Concept('allergyintolerance-clinical', 'active'),
    ...(allergy.category === 'other' ? {} : { category: [CATEGORIES[allergy.category]] }),
    code: concept(allergy.substance, allergy.codes, ctx.codify),
    patient: ctx.patient,
    encounter: ctx.encounter,
    ...(allergy.reaction === undefined ? {} : { reaction: [{ manifestation: [{ text: allergy.reaction }] }] }),
    note: [evidenceNote(allergy)],
  };
  const reaction = allergy.reaction === undefined ? '' : ` (${allergy.reaction})`;
  return { resource, line: `Allergy to ${allergy.substance}${reaction}` };
}

/** "No known allergies", as the International Patient Summary writes it: an AllergyIntolerance coded 716186003. */
export function noKnownAllergy(said: Grounded, key: string, ctx: FhirContext): SectionEntry {
  const resource: AllergyIntolerance = {
    resourceType: 'AllergyIntolerance',
    id: ctx.idOf(key),
    clinicalStatus: hl7Concept('allergyintolerance-clinical', 'active'),
    code: { coding: [{ system: SNOMED, code: '716186003', display: 'No known allergy' }], text: 'No known allergy' },
    patient: ctx.patient,
    encounter: ctx.encounter,
    note: [evidenceNote(said)],
  };
  return { resource, line: 'No known allergies' };
}
