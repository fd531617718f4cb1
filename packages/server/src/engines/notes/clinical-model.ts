/**
 * The clinical model: what the notes engine understood of a consultation or dictation, between
 * the extractor (transcript → model) and the renderers (model → clinical notes, EMR prescription,
 * FHIR Bundle). Renderers read only this, never the transcript. Every item is grounded: it names
 * the transcript segments it was read from (`evidence`) and the words as said (`text`).
 *
 * Versioned: a stored or exchanged model says which shape it has (`version`).
 */
import type { CodeSystem } from '../../lexicon/code-systems.js';

export const CLINICAL_MODEL_VERSION = 1;

export interface Code {
  system: CodeSystem;
  code: string;
  /** The lexicon's name for the concept. */
  display: string;
}

/** What every item carries: where it was read, and how it was said. */
export interface Grounded {
  /** Ids of the transcript segments (`seg_3` …) the item comes from; never empty. */
  evidence: string[];
  /** The words of the transcript the item was read from. */
  text: string;
}

export type TimeUnit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

export interface Duration {
  value: number;
  unit: TimeUnit;
}

export interface Quantity {
  value: number;
  /** As written in prescriptions: mg, g, mcg, ml, IU, units, tablet, capsule, drop, puff, % … */
  unit: string;
}

/** Whether the patient has it: "no fever" is absent, "?typhoid" / "rule out dengue" possible. */
export type Presence = 'present' | 'absent' | 'possible';
/** "history of asthma", "had jaundice last year": past; otherwise current. */
export type Temporality = 'current' | 'past';
/** "mother is diabetic": family. */
export type Subject = 'patient' | 'family';

/** A symptom or sign the patient reports or the doctor notes (complaints, review of systems). */
export interface Finding extends Grounded {
  /** The lexicon term (fever, cough, chest pain). */
  name: string;
  presence: Presence;
  temporality: Temporality;
  subject: Subject;
  /** "for 3 days", "since 2 weeks". */
  duration?: Duration;
  /** When the duration is not a number: "since last week", "since morning". */
  onset?: string;
  codes: Code[];
}

export type DiagnosisStatus = 'confirmed' | 'suspected' | 'ruled_out';

export interface Diagnosis extends Grounded {
  name: string;
  status: DiagnosisStatus;
  temporality: Temporality;
  subject: Subject;
  codes: Code[];
}

/** PROTOCOL §5: `frequency {custom:"1-0-1", code:"BD", per_day}`. */
export interface Frequency {
  /** Morning-noon-night pattern, "1-0-1". */
  custom?: string;
  /** OD, BD, TDS, QID, HS, SOS, STAT, QOD (alternate days), QW (weekly). */
  code?: string;
  perDay?: number;
}

export type MedicationStatus =
  /** Prescribed in this consultation. */
  | 'prescribed'
  /** Already taking (current medications). */
  | 'current'
  /** To be stopped. */
  | 'stopped';

export interface Medication extends Grounded {
  /** The generic name when the lexicon knows it (a brand is mapped to its generic). */
  name: string;
  /** The brand as said, when one was. */
  brand?: string;
  /** "500 mg" of "Tab metformin 500 mg". */
  strength?: Quantity;
  /** How much per dose: "1 tablet", "5 ml", "2 puffs". */
  dose?: Quantity;
  /** tablet, capsule, syrup, injection, drops, inhaler, ointment, cream, gel, sachet … */
  form?: string;
  /** oral, IV, IM, SC, topical, inhalation, nasal, eye, ear, rectal, vaginal, sublingual. */
  route?: string;
  frequency?: Frequency;
  /** "after food", "before food", "empty stomach", "at bedtime". */
  timing?: string;
  duration?: Duration;
  /** Anything else said about taking it: "if fever above 100", "with plenty of water". */
  instruction?: string;
  status: MedicationStatus;
  /** Said but not turned into structure: a tapering schedule, "continue same". */
  flags: ('tapering' | 'continue_same')[];
  codes: Code[];
}

export type VitalKind =
  | 'blood_pressure'
  | 'pulse'
  | 'temperature'
  | 'spo2'
  | 'respiratory_rate'
  | 'weight'
  | 'height'
  | 'bmi'
  | 'blood_sugar';

export interface Vital extends Grounded {
  kind: VitalKind;
  /** Systolic for blood pressure. */
  value: number;
  /** Diastolic for blood pressure. */
  value2?: number;
  /** mmHg, /min, °F, °C, %, kg, cm, kg/m2, mg/dL. */
  unit: string;
  /** For blood sugar: fasting, post-prandial, random. */
  qualifier?: string;
  codes: Code[];
}

export interface Investigation extends Grounded {
  name: string;
  /** Advised now, or a result the patient brought or the doctor read out. */
  status: 'advised' | 'reported';
  /** The reported value as said: "8.6%", "normal", "12.1 g/dL". */
  result?: string;
  codes: Code[];
}

export interface Procedure extends Grounded {
  name: string;
  status: 'done' | 'advised';
  codes: Code[];
}

export interface Allergy extends Grounded {
  substance: string;
  category: 'drug' | 'food' | 'other';
  reaction?: string;
  codes: Code[];
}

/** A free-text clinical statement: an examination finding, a piece of advice, a social-history fact. */
export type Statement = Grounded;

export interface FollowUp extends Grounded {
  /** "after 2 weeks". */
  interval?: Duration;
  /** An explicit date, ISO `YYYY-MM-DD`, when one was said. */
  date?: string;
}

/** Two statements that cannot both hold ("no fever" … "fever since yesterday"): recorded, not resolved. */
export interface Contradiction {
  text: string;
  evidence: string[];
}

export type Speaker = 'doctor' | 'patient' | 'unknown';

export interface ClinicalModel {
  version: typeof CLINICAL_MODEL_VERSION;
  language: string;
  mode: 'dictation' | 'consultation';
  speciality?: string;
  /** Who said each segment, as far as the words tell (consultation mode); `unknown` otherwise. */
  speakers: { segmentId: string; speaker: Speaker }[];
  findings: Finding[];
  diagnoses: Diagnosis[];
  medications: Medication[];
  vitals: Vital[];
  investigations: Investigation[];
  procedures: Procedure[];
  allergies: Allergy[];
  examinations: Statement[];
  /** The narrative of the present illness: statements about the complaints, in order. */
  history: Statement[];
  social: Statement[];
  advice: Statement[];
  followUp?: FollowUp;
  contradictions: Contradiction[];
}

/** One segment of the transcript, as the extractor reads it (PROTOCOL §5 transcript segments). */
export interface TranscriptSegment {
  id: string;
  text: string;
  start: number;
  end: number;
  speaker?: string;
}

export interface ExtractionInput {
  segments: readonly TranscriptSegment[];
  mode: 'dictation' | 'consultation';
  language: string;
  speciality?: string;
  additionalData?: Record<string, unknown>;
}

/** Transcript in, clinical model out: the rule-based extractor, or a language model behind the same interface. */
export interface ClinicalExtractor {
  readonly name: string;
  extract(input: ExtractionInput): Promise<ClinicalModel>;
}
