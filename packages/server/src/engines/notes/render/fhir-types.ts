/**
 * The FHIR R4 shapes the document renderer writes: only the elements it sets, as plain JSON.
 * Written here rather than imported from @medplum/fhirtypes, a development-only dependency,
 * so the product build depends on nothing the tests alone install.
 */

export interface Coding {
  system: string;
  code: string;
  display?: string;
}

export interface CodeableConcept {
  coding?: Coding[];
  text?: string;
}

export interface Reference {
  /** `urn:uuid:…` of another entry of the same Bundle. */
  reference: string;
}

export interface Narrative {
  /** `generated`: the div says what the structured data says, nothing more. */
  status: 'generated';
  /** XHTML, in the XHTML namespace. */
  div: string;
}

export interface Annotation {
  text: string;
}

export interface Quantity {
  value: number;
  unit: string;
  /** UCUM, set together with `code`. */
  system?: string;
  code?: string;
}

export interface Period {
  start?: string;
  end?: string;
}

export interface Identifier {
  system?: string;
  value: string;
}

export interface Timing {
  repeat?: {
    boundsDuration?: Quantity;
    count?: number;
    frequency?: number;
    frequencyMax?: number;
    period?: number;
    periodUnit?: string;
    when?: string[];
    dayOfWeek?: string[];
  };
}

export interface Dosage {
  /** Instructions of one sequence apply together. */
  sequence?: number;
  text: string;
  additionalInstruction?: CodeableConcept[];
  patientInstruction?: string;
  timing?: Timing;
  asNeededBoolean?: boolean;
  route?: CodeableConcept;
  doseAndRate?: { doseQuantity: Quantity }[];
}

interface ResourceBase {
  /** The uuid of the entry's `urn:uuid:` fullUrl. */
  id: string;
}

export interface Patient extends ResourceBase {
  resourceType: 'Patient';
  identifier?: Identifier[];
}

export interface Practitioner extends ResourceBase {
  resourceType: 'Practitioner';
  name?: { text: string }[];
}

export interface Encounter extends ResourceBase {
  resourceType: 'Encounter';
  status: 'finished';
  class: Coding;
  subject: Reference;
  participant: { individual: Reference }[];
}

export interface Condition extends ResourceBase {
  resourceType: 'Condition';
  clinicalStatus?: CodeableConcept;
  verificationStatus: CodeableConcept;
  category?: CodeableConcept[];
  code: CodeableConcept;
  subject: Reference;
  encounter: Reference;
  onsetString?: string;
  note: Annotation[];
}

export interface FamilyMemberHistory extends ResourceBase {
  resourceType: 'FamilyMemberHistory';
  status: 'partial';
  patient: Reference;
  relationship: CodeableConcept;
  condition: { code: CodeableConcept }[];
  note: Annotation[];
}

export interface AllergyIntolerance extends ResourceBase {
  resourceType: 'AllergyIntolerance';
  clinicalStatus: CodeableConcept;
  category?: ('medication' | 'food')[];
  code: CodeableConcept;
  patient: Reference;
  encounter: Reference;
  reaction?: { manifestation: CodeableConcept[] }[];
  note: Annotation[];
}

export interface MedicationRequest extends ResourceBase {
  resourceType: 'MedicationRequest';
  status: 'active';
  intent: 'order';
  medicationCodeableConcept: CodeableConcept;
  subject: Reference;
  encounter: Reference;
  authoredOn: string;
  requester: Reference;
  dosageInstruction?: Dosage[];
  note: Annotation[];
}

export interface MedicationStatement extends ResourceBase {
  resourceType: 'MedicationStatement';
  status: 'active' | 'stopped' | 'not-taken';
  medicationCodeableConcept: CodeableConcept;
  subject: Reference;
  context: Reference;
  dateAsserted: string;
  dosage?: Dosage[];
  note: Annotation[];
}

export interface Observation extends ResourceBase {
  resourceType: 'Observation';
  status: 'final';
  category?: CodeableConcept[];
  code: CodeableConcept;
  subject: Reference;
  encounter: Reference;
  issued: string;
  valueQuantity?: Quantity;
  valueString?: string;
  component?: { code: CodeableConcept; valueQuantity: Quantity }[];
  note: Annotation[];
}

export interface ServiceRequest extends ResourceBase {
  resourceType: 'ServiceRequest';
  status: 'active';
  /** `plan` for a test advised only if something happens ("if not improving"), said in `asNeededCodeableConcept`. */
  intent: 'order' | 'plan';
  asNeededCodeableConcept?: CodeableConcept;
  code: CodeableConcept;
  /** The body part or organ the test looks at, as said ("kidneys" for a renal ultrasound). */
  bodySite?: CodeableConcept[];
  subject: Reference;
  encounter: Reference;
  authoredOn: string;
  requester: Reference;
  note: Annotation[];
}

export interface Procedure extends ResourceBase {
  resourceType: 'Procedure';
  status: 'completed';
  code: CodeableConcept;
  subject: Reference;
  encounter: Reference;
  /** When it was done, as said ("last year"). */
  performedString?: string;
  note: Annotation[];
}

export interface Appointment extends ResourceBase {
  resourceType: 'Appointment';
  status: 'proposed';
  description: string;
  requestedPeriod?: Period[];
  comment: string;
  participant: { actor: Reference; status: 'needs-action' }[];
}

export interface CompositionSection {
  title: string;
  code: CodeableConcept;
  text: Narrative;
  entry: Reference[];
}

export interface Composition extends ResourceBase {
  resourceType: 'Composition';
  status: 'final';
  type: CodeableConcept;
  subject: Reference;
  encounter: Reference;
  date: string;
  author: Reference[];
  title: string;
  /** Only when there is no section to say anything. */
  text?: Narrative;
  section?: CompositionSection[];
}

/** A resource a Composition section can list. */
export type ClinicalResource =
  | Condition
  | FamilyMemberHistory
  | AllergyIntolerance
  | MedicationRequest
  | MedicationStatement
  | Observation
  | ServiceRequest
  | Procedure
  | Appointment;

export type FhirResource = Composition | Patient | Practitioner | Encounter | ClinicalResource;

export interface BundleEntry {
  fullUrl: string;
  resource: FhirResource;
}

export interface FhirBundle {
  resourceType: 'Bundle';
  id: string;
  identifier: Identifier;
  type: 'document';
  timestamp: string;
  entry: BundleEntry[];
}
