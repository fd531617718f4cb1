/**
 * What every clinical resource of the document needs besides its item: the references to the
 * document's patient, practitioner and encounter, the time, and whether to codify.
 */
import { urnUuid, uuidV5 } from './fhir-ids.js';
import type { ClinicalResource, Reference } from './fhir-types.js';

export interface FhirContext {
  codify: boolean;
  now: Date;
  patient: Reference;
  practitioner: Reference;
  encounter: Reference;
  /** The id of the resource named `key` ("patient", "finding/0") in this session's document. */
  idOf(key: string): string;
}

export function fhirContext(sessionId: string, codify: boolean, now: Date): FhirContext {
  const idOf = (key: string): string => uuidV5(`${sessionId}/${key}`);
  const ref = (key: string): Reference => ({ reference: urnUuid(idOf(key)) });
  return { codify, now, patient: ref('patient'), practitioner: ref('practitioner'), encounter: ref('encounter'), idOf };
}

/** A resource for a section, with the line the section's narrative says about it. */
export interface SectionEntry {
  resource: ClinicalResource;
  line: string;
}
