/**
 * The template catalogue: every document this service renders, and what each is. The svc API's template ids, a
 * stream's `templates`, the MedScribeAlliance template list, `scribe notes --template` and the SDK's generated document
 * types all read it. How each is rendered, and its document's schema, is its renderer's (`TEMPLATE_RENDERERS` in
 * engines/notes/render/templates.ts: the domain imports no engine), one per entry here, as the compiler checks.
 */

export interface TemplateEntry {
  id: string;
  /** The display name (the svc API's output item `name`). */
  name: string;
  /** What the document holds, for a reader choosing templates (the MedScribeAlliance template list). */
  description: string;
  /**
   * What it is made from: the session's transcript alone (rendered in any language, and when the notes fail), or the
   * clinical model the notes engine extracts (English only; it fails when there is none).
   */
  needs: 'transcript' | 'clinical-model';
  /** Whether codification (`codification_needed`, `--codify`) adds codes to it. */
  codifiable: boolean;
  /**
   * Whether a session is asked for it by id and keeps it as one of its output items (the svc API's `template_id`, a
   * stream's `templates`). False for what is made otherwise: the FHIR document every session with clinical notes gets,
   * and the medications list, read from the clinical notes.
   */
  sessionOutput: boolean;
}

/**
 * The three templates of PROTOCOL §5; `soap` (the narrative note a clinician signs), this service's own, named as the
 * MedScribeAlliance protocol names its SOAP template; and the two documents made otherwise. In this order in every list:
 * the svc API's, the CLI's, and the MedScribeAlliance one's after the protocol's standard ids.
 */
export const TEMPLATES = [
  {
    id: 'transcript_template',
    name: 'Transcript',
    description:
      'The complete transcript of every audio file of the session, always generated: the text, and segments with start and end ' +
      'times, speaker (doctor or patient in a consultation when the voices or the words tell), confidence and per-word confidence.',
    needs: 'transcript',
    codifiable: false,
    sessionOutput: true,
  },
  {
    id: 'clinical_notes_template',
    name: 'Clinical Notes',
    description:
      'Structured clinical notes in 17 sections, always all present (chief complaints, history of present illness, past medical, ' +
      'family and social history, current medications, allergies, review of systems, vitals, examination, investigation results, ' +
      'assessment, medications, investigations advised, procedures, advice, follow-up), each item naming the transcript segments ' +
      'it came from, and the notes as Markdown headed by what to check before signing.',
    needs: 'clinical-model',
    codifiable: true,
    sessionOutput: true,
  },
  {
    id: 'svc_emr_template',
    name: 'EMR Prescription',
    description:
      'The prescription as an EMR stores it: symptoms, diagnoses, medications, lab tests, vitals, procedures, advice, follow-up, ' +
      'medical history (conditions, current medications, family history, lifestyle, allergies) and examinations; drug names, doses ' +
      'and numbers heard with low confidence are marked for review.',
    needs: 'clinical-model',
    codifiable: true,
    sessionOutput: true,
  },
  {
    id: 'soap',
    name: 'SOAP Note',
    description:
      'The narrative note a clinician signs: chief complaint, history of present illness, review of systems, physical examination, ' +
      'results, assessment and plan, grouped as subjective, objective, assessment and plan and also as Markdown. Every sentence ' +
      'names the transcript segments it rests on; nothing is written that was not said; no codes.',
    needs: 'clinical-model',
    codifiable: false,
    sessionOutput: true,
  },
  {
    id: 'medications',
    name: 'Medications List',
    description:
      'The medications of the visit on their own, as a list: name, dosage, frequency, duration, route, instructions (null where ' +
      'nothing was said) and action (start, increase or decrease for what is prescribed, continue for what the patient already ' +
      'takes, stop). A medication the patient declined is left out.',
    needs: 'clinical-model',
    codifiable: false,
    sessionOutput: false,
  },
  {
    id: 'fhir',
    name: 'FHIR R4 Document',
    description:
      "An HL7 FHIR R4 document Bundle following India's OPConsultRecord: Composition, Patient, Practitioner, Encounter, " +
      'Conditions, Observations, MedicationRequests, ServiceRequests, AllergyIntolerances and the follow-up Appointment, ' +
      'with ICD-10, SNOMED CT, LOINC and RxNorm codes where known.',
    needs: 'clinical-model',
    codifiable: true,
    sessionOutput: false,
  },
] as const satisfies readonly TemplateEntry[];

export type Template = (typeof TEMPLATES)[number];
/** Any template of the catalogue. */
export type CatalogueId = Template['id'];
type SessionTemplate = Extract<Template, { sessionOutput: true }>;
/** A template a session is asked for and keeps as an output item. */
export type TemplateId = SessionTemplate['id'];

export const TEMPLATE_IDS: readonly TemplateId[] = TEMPLATES.filter((entry): entry is SessionTemplate => entry.sessionOutput).map((entry) => entry.id);

export const isTemplateId = (id: string): id is TemplateId => (TEMPLATE_IDS as readonly string[]).includes(id);

export const templateOf = <Id extends CatalogueId>(id: Id): Extract<Template, { id: Id }> =>
  TEMPLATES.find((entry): entry is Extract<Template, { id: Id }> => entry.id === id)!;
