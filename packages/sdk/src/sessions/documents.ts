/**
 * The decoded `value` of each template (PROTOCOL §5), as the server renders them. Written here
 * rather than imported from the server, which a client must not depend on.
 */

/** `transcript_template`. */
export interface TranscriptDocument {
  transcript: string;
  language: string;
  mode: string;
  /** Total audio length in seconds, over every file. */
  duration_s: number;
  segments: TranscriptSegment[];
}

export interface TranscriptSegment {
  /** `seg_1`, `seg_2` …: what notes items cite as evidence. */
  id: string;
  /** The uploaded file the segment is from. */
  file: string;
  /** Seconds from the start of the first file. */
  start: number;
  end: number;
  /** `doctor` or `patient` in consultation mode when the words tell, else `speaker_1` …. */
  speaker: string;
  text: string;
  /** 0..1: the geometric mean of the segment's token probabilities. */
  confidence: number;
  /** Each word with recognition's confidence in it, when the speech backend scores words (the local model does). */
  words?: TranscriptWord[];
}

export interface TranscriptWord {
  text: string;
  /** Seconds from the start of the first file; estimated, the segment's time shared among its words by their length. */
  start: number;
  end: number;
  /** 0..1: the probability of the word's least likely token; a corrected word has the least of the words it replaced. */
  confidence: number;
  /** The lexicon correction or dose normalisation wrote it, not the decoder ("500 mg" for "five hundred milligrams"). */
  corrected: boolean;
}

/** The section keys of `clinical_notes_template`, in the order they come. */
export type ClinicalSectionKey =
  | 'chief_complaints'
  | 'history_of_present_illness'
  | 'past_medical_history'
  | 'current_medications'
  | 'allergies'
  | 'family_history'
  | 'social_history'
  | 'review_of_systems'
  | 'vitals'
  | 'examination'
  | 'investigation_results'
  | 'assessment'
  | 'medications'
  | 'investigations_advised'
  | 'procedures'
  | 'advice'
  | 'follow_up';

export interface Code {
  system: 'ICD-10' | 'SNOMED' | 'LOINC' | 'RXNORM' | 'ATC';
  code: string;
  display: string;
}

export interface Duration {
  value: number;
  unit: 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';
}

export interface Quantity {
  value: number;
  /** mg, g, mcg, ml, IU, units, tablet, capsule, drop, puff, % … */
  unit: string;
}

/** What a notes item was read as; `codes` only with `codification_needed`. */
export type NotesEntity =
  | { type: 'finding'; name: string; presence: 'present' | 'absent' | 'possible'; duration?: Duration; onset?: string; codes?: Code[] }
  | { type: 'diagnosis'; name: string; status: 'confirmed' | 'suspected' | 'ruled_out'; codes?: Code[] }
  | ({ type: 'medication' } & MedicationEntity)
  | { type: 'investigation'; name: string; status: 'advised' | 'reported'; result?: string; condition?: string; codes?: Code[] }
  | { type: 'allergy'; substance: string; category: 'drug' | 'food' | 'other'; codes?: Code[] }
  | { type: 'vital'; kind: string; value: number; value2?: number; unit: string; qualifier?: string; codes?: Code[] }
  | { type: 'procedure'; name: string; status: 'done' | 'advised'; codes?: Code[] }
  | { type: 'follow_up'; interval?: Duration; date?: string };

export interface MedicationEntity {
  name: string;
  brand?: string;
  strength?: Quantity;
  dose?: Quantity;
  form?: string;
  route?: string;
  frequency?: { custom?: string; code?: string; perDay?: number };
  timing?: string;
  duration?: Duration;
  instruction?: string;
  /** Prescribed only if this happens: "if rapid strep test positive", "if not improving". */
  condition?: string;
  status: 'prescribed' | 'current' | 'stopped' | 'declined';
  flags: ('tapering' | 'continue_same')[];
  codes?: Code[];
}

export interface NotesItem {
  text: string;
  /** Ids of the transcript segments the item was read from. */
  evidence: string[];
  /** Absent for free-text items (history, examination, advice, social history). */
  entity?: NotesEntity;
}

/** `clinical_notes_template`: every section, in order, empty when nothing was said; and the same as Markdown. */
export interface ClinicalNotesDocument {
  sections: { key: ClinicalSectionKey; title: string; items: NotesItem[] }[];
  markdown: string;
}

/** The section keys of `soap`, in the order they come. */
export type SoapSectionKey =
  | 'chief_complaint'
  | 'history_of_present_illness'
  | 'social_history'
  | 'review_of_systems'
  | 'physical_examination'
  | 'results'
  | 'assessment_and_plan';

export interface SoapSentence {
  text: string;
  /** Ids of the transcript segments the sentence rests on. */
  evidence: string[];
  /** A paragraph's sentence when absent; the first sentence of a new paragraph, a bullet, or a problem's heading in the assessment and plan. */
  style?: 'paragraph' | 'bullet' | 'heading';
  /** In the assessment and plan: whether the sentence assesses (a problem) or plans (treatment, tests, advice, follow-up). */
  part?: 'assessment' | 'plan';
}

/**
 * `soap`: the narrative note a clinician signs. `sections` in order (CHIEF COMPLAINT … ASSESSMENT AND PLAN), filled
 * only with what was said; the same sentences grouped as subjective, objective, assessment and plan; what to check
 * before signing (`contradiction`, `no_clinical_content` …); and the note as Markdown.
 */
export interface SoapDocument {
  subjective: SoapSentence[];
  objective: SoapSentence[];
  assessment: SoapSentence[];
  plan: SoapSentence[];
  sections: { key: SoapSectionKey; title: string; sentences: SoapSentence[] }[];
  warnings: { code: string; msg: string }[];
  markdown: string;
}

/** A prescribed medication of `svc_emr_template`. */
export interface EmrMedication {
  name: string;
  brand?: string;
  strength?: Quantity;
  form?: string;
  dose: Quantity | null;
  route: string | null;
  /** `custom` "1-0-1", `code` "BD", `per_day` 2. */
  frequency: { custom: string | null; code: string | null; per_day: number | null } | null;
  /** "after food". */
  timing: string | null;
  duration: Duration | null;
  instruction: string | null;
  /** To be stopped. */
  stop?: true;
  rxnorm_code?: string;
  atc_code?: string;
  /** Its name, strength, dose or frequency rests on words recognised with low confidence: confirm before signing. */
  needs_review?: true;
  /** Those words, as said. */
  review_words?: string[];
}

export interface EmrDiagnosis {
  name: string;
  status: 'confirmed' | 'suspected' | 'ruled_out';
  /** With codification. */
  icd10_code?: string;
  icd10_name?: string;
}

export interface EmrSymptom {
  name: string;
  duration: Duration | null;
  since?: string;
  uncertain?: true;
  snomed_code?: string;
  icd10_code?: string;
}

export interface EmrNamed {
  name: string;
  [field: string]: unknown;
}

export interface EmrText {
  text: string;
}

/** `svc_emr_template`: the prescription in the shape EMRs take. */
export interface EmrDocument {
  prescription: {
    symptoms: EmrSymptom[];
    diagnosis: EmrDiagnosis[];
    medications: EmrMedication[];
    labTests: { name: string; loinc_code?: string }[];
    labVitals: { name: string; value: string | null; unit?: string; qualifier?: string; loinc_code?: string; needs_review?: true; review_words?: string[] }[];
    procedures: { name: string; status: 'done' | 'advised'; snomed_code?: string }[];
    advices: EmrText[];
    followup: { interval?: Duration; date?: string; text?: string };
    medicalHistory: {
      patientMedicalConditions: EmrNamed[];
      currentMedications: Omit<EmrMedication, 'stop'>[];
      familyHistory: EmrNamed[];
      lifestyleHabits: EmrText[];
      drugAllergy: { name: string; reaction?: string }[];
      foodOtherAllergy: { name: string; category: string; reaction?: string }[];
    };
    examinations: EmrText[];
    language: string;
  };
}

/** A FHIR R4 resource: its type and id, the rest as the server wrote it. */
export interface FhirResource {
  resourceType: string;
  id?: string;
  [element: string]: unknown;
}

/** The v1 status's FHIR R4 document Bundle (India's OPConsultRecord): the Composition first. */
export interface FhirBundle extends FhirResource {
  resourceType: 'Bundle';
  type: string;
  entry?: { fullUrl?: string; resource: FhirResource }[];
}
