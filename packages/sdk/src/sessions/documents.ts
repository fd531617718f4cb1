/**
 * The decoded `value` of each template (PROTOCOL §5), as the server renders them: generated from the server's template
 * catalogue (`generated/templates.ts`, `npm run sdk:types`) rather than imported from the server, which a client must
 * not depend on. Named here.
 */
import type { components } from '../generated/templates.js';

/** Each template's document, by its id; a session's output items carry those of its `TemplateId`s. */
export type TemplateDocuments = components['schemas']['TemplateDocuments'];
/** The catalogue's templates a session keeps as output items. */
export type SessionTemplateId = components['schemas']['SessionTemplateId'];

/** `transcript_template`. */
export type TranscriptDocument = TemplateDocuments['transcript_template'];
export type TranscriptSegment = TranscriptDocument['segments'][number];
export type TranscriptWord = NonNullable<TranscriptSegment['words']>[number];

/** `clinical_notes_template`: every section, in order, empty when nothing was said; and the same as Markdown. */
export type ClinicalNotesDocument = TemplateDocuments['clinical_notes_template'];
/** The section keys of `clinical_notes_template`, in the order they come. */
export type ClinicalSectionKey = ClinicalNotesDocument['sections'][number]['key'];
export type NotesItem = ClinicalNotesDocument['sections'][number]['items'][number];
/** What a notes item was read as; `codes` only with `codification_needed`. */
export type NotesEntity = NonNullable<NotesItem['entity']>;
export type MedicationEntity = Omit<Extract<NotesEntity, { type: 'medication' }>, 'type'>;
export type Code = NonNullable<MedicationEntity['codes']>[number];
export type Duration = NonNullable<MedicationEntity['duration']>;
export type Quantity = NonNullable<MedicationEntity['strength']>;

/**
 * `soap`: the narrative note a clinician signs. `sections` in order (CHIEF COMPLAINT … ASSESSMENT AND PLAN), filled
 * only with what was said; the same sentences grouped as subjective, objective, assessment and plan; what to check
 * before signing (`contradiction`, `no_clinical_content` …); and the note as Markdown.
 */
export type SoapDocument = TemplateDocuments['soap'];
/** The section keys of `soap`, in the order they come. */
export type SoapSectionKey = SoapDocument['sections'][number]['key'];
export type SoapSentence = SoapDocument['subjective'][number];

/** `svc_emr_template`: the prescription in the shape EMRs take. */
export type EmrDocument = TemplateDocuments['svc_emr_template'];
/** A prescribed medication of `svc_emr_template`. */
export type EmrMedication = EmrDocument['prescription']['medications'][number];
export type EmrDiagnosis = EmrDocument['prescription']['diagnosis'][number];
export type EmrSymptom = EmrDocument['prescription']['symptoms'][number];
/** A condition of the patient's medical or family history. */
export type EmrNamed = EmrDocument['prescription']['medicalHistory']['patientMedicalConditions'][number];
export type EmrText = EmrDocument['prescription']['advices'][number];

/** The v1 status's FHIR R4 document Bundle (India's OPConsultRecord): the Composition first. */
export type FhirBundle = TemplateDocuments['fhir'];
/** A FHIR R4 resource: its type and id, the rest as the server wrote it. */
export type FhirResource = NonNullable<FhirBundle['entry']>[number]['resource'];
