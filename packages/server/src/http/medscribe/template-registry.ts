import type { TemplateId } from '../../domain/sessions.js';
import { HttpError } from '../http-error.js';

/**
 * What a session's template result is made from: a template the svc sessions already render, the session's FHIR
 * document Bundle, or the medications of the clinical notes.
 */
export type TemplateSource = { kind: 'svc-template'; templateId: TemplateId } | { kind: 'fhir-bundle' } | { kind: 'clinical-notes-medications' };

export interface MedscribeTemplate {
  /** The id a session asks for (08-templates.md §8.3's standard ids, then ours). */
  id: string;
  name: string;
  description: string;
  source: TemplateSource;
}

/** Notes are extracted from English speech only; other languages get the transcript alone. */
const ENGLISH_ONLY = 'From English conversations (en-IN, en-US) only.';

/** The protocol's templates this service lists (08-templates.md §8.2), and what makes each. */
export const MEDSCRIBE_TEMPLATES: readonly MedscribeTemplate[] = [
  {
    id: 'transcript',
    name: 'Full Transcript',
    description:
      'The complete transcript of every audio file of the session, always generated: the text, and segments with start and end ' +
      'times, speaker (doctor or patient in a consultation when the voices or the words tell), confidence and per-word confidence.',
    source: { kind: 'svc-template', templateId: 'transcript_template' },
  },
  {
    id: 'soap',
    name: 'SOAP Note',
    description:
      'The narrative note a clinician signs: chief complaint, history of present illness, review of systems, physical examination, ' +
      'results, assessment and plan, grouped as subjective, objective, assessment and plan and also as Markdown. Every sentence ' +
      `names the transcript segments it rests on; nothing is written that was not said; no codes. ${ENGLISH_ONLY}`,
    source: { kind: 'svc-template', templateId: 'soap' },
  },
  {
    id: 'medications',
    name: 'Medications List',
    description:
      'The medications of the visit on their own, as a list: name, dosage, frequency, duration, route, instructions (null where ' +
      'nothing was said) and action (start, increase or decrease for what is prescribed, continue for what the patient already ' +
      `takes, stop). A medication the patient declined is left out. ${ENGLISH_ONLY}`,
    source: { kind: 'clinical-notes-medications' },
  },
  {
    id: 'clinical_notes_template',
    name: 'Clinical Notes',
    description:
      'Structured clinical notes in 17 sections, always all present (chief complaints, history of present illness, past medical, ' +
      'family and social history, current medications, allergies, review of systems, vitals, examination, investigation results, ' +
      'assessment, medications, investigations advised, procedures, advice, follow-up), each item naming the transcript segments ' +
      `it came from, and the notes as Markdown headed by what to check before signing. ${ENGLISH_ONLY}`,
    source: { kind: 'svc-template', templateId: 'clinical_notes_template' },
  },
  {
    id: 'svc_emr_template',
    name: 'EMR Prescription',
    description:
      'The prescription as an EMR stores it: symptoms, diagnoses, medications, lab tests, vitals, procedures, advice, follow-up, ' +
      'medical history (conditions, current medications, family history, lifestyle, allergies) and examinations; drug names, doses ' +
      `and numbers heard with low confidence are marked for review. ${ENGLISH_ONLY}`,
    source: { kind: 'svc-template', templateId: 'svc_emr_template' },
  },
  {
    id: 'fhir',
    name: 'FHIR R4 Document',
    description:
      "An HL7 FHIR R4 document Bundle following India's OPConsultRecord: Composition, Patient, Practitioner, Encounter, " +
      'Conditions, Observations, MedicationRequests, ServiceRequests, AllergyIntolerances and the follow-up Appointment, ' +
      `with ICD-10, SNOMED CT, LOINC and RxNorm codes where known. ${ENGLISH_ONLY}`,
    source: { kind: 'fhir-bundle' },
  },
];

export const templateById = (id: string): MedscribeTemplate | undefined => MEDSCRIBE_TEMPLATES.find((template) => template.id === id);

const AVAILABLE_TEMPLATE_IDS = MEDSCRIBE_TEMPLATES.map((template) => template.id);

/**
 * Refuses templates asked for when one is not listed: 400 `template_not_found` (the code
 * 08-templates.md §8.6 and 09-extraction.md §9.6 give an unavailable template), naming it and those there are.
 */
export function requireAvailableTemplates(ids: readonly string[]): void {
  const unknown = ids.find((id) => !AVAILABLE_TEMPLATE_IDS.includes(id));
  if (unknown === undefined) return;
  throw new HttpError(400, `Template '${unknown}' is not available`, {
    code: 'template_not_found',
    details: { template_id: unknown, available_templates: AVAILABLE_TEMPLATE_IDS },
  });
}
