import { findTemplate, type EmrMedication, type SessionFinished, type TranscriptSegment } from '@svc-scribe/sdk';
import type { Evidence } from './evidence.js';

/** One line of a note the clinician can read, correct, and click to see what it rests on. */
export interface DraftItem {
  text: string;
  /** Transcript segment ids. */
  evidence: string[];
  /** The words in those segments that name it, as said: what a click marks (the whole segments when absent). */
  said?: string[];
  /** A medication: its evidence is what a click marks, and it carries the prescription's review warning. */
  medication?: boolean;
}

export interface DraftSection {
  key: string;
  title: string;
  items: DraftItem[];
}

/** A prescribed medication, field by field as a prescription is written. */
export interface DraftMedication {
  name: string;
  /** "500 mg". */
  strength: string;
  /** "1 tablet". */
  dose: string;
  /** "BD", "twice a day". */
  frequency: string;
  /** "5 days". */
  duration: string;
  /** Only when needed (SOS, PRN). */
  asNeeded: boolean;
  /** Route, timing and the rest said: "oral, after food". */
  instructions: string;
  /** Words recognised with low confidence the prescription rests on: to confirm before signing. */
  reviewWords: string[];
  evidence: string[];
  said?: string[];
}

/** The fields of a medication the clinician writes, in the order a prescription shows them. */
export const MEDICATION_TEXT_FIELDS = ['name', 'strength', 'dose', 'frequency', 'duration', 'instructions'] as const;
export type MedicationTextField = (typeof MEDICATION_TEXT_FIELDS)[number];

/** A note template's document (a built-in specialty template or the clinic's own), section by section. */
export interface DraftNoteTemplate {
  id: string;
  name: string;
  sections: DraftSection[];
}

/**
 * What the clinician reviews, corrects and signs: the notes, the SOAP note, the note templates asked for and the
 * prescription, as plain editable text.
 */
export interface Draft {
  notes: DraftSection[];
  soap: DraftSection[];
  noteTemplates: DraftNoteTemplate[];
  prescription: DraftMedication[];
  /** What the SOAP note says to check before signing (contradictions …): shown, not signed. */
  warnings: string[];
}

/** A note template's value (the svc status's `value` of a note template id, decoded). */
interface NoteTemplateValue {
  template: { id: string; name: string };
  sections: { heading: string; lines: { text: string; evidence: string[] }[] }[];
}

const CATALOGUE_IDS: readonly string[] = ['transcript_template', 'clinical_notes_template', 'soap', 'svc_emr_template'];

/** The note templates the session asked for, as they came out (those that failed have no value). */
function noteTemplatesOf(result: SessionFinished): DraftNoteTemplate[] {
  return result.output
    .filter((item) => !CATALOGUE_IDS.includes(item.template_id) && item.value !== null)
    .map((item) => {
      const value = item.value as unknown as NoteTemplateValue;
      return {
        id: value.template.id,
        name: value.template.name,
        sections: value.sections
          .filter((section) => section.lines.length > 0)
          .map((section) => ({ key: section.heading, title: section.heading, items: section.lines.map((line) => ({ text: line.text, evidence: line.evidence })) })),
      };
    });
}

const quantity = (q: { value: number; unit: string } | null | undefined) => (q ? `${q.value} ${q.unit}` : '');
const plural = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;
const AS_NEEDED = /\b(sos|prn|as needed|when needed|if needed)\b/i;

function frequency(medication: EmrMedication): string {
  const f = medication.frequency;
  if (!f) return '';
  return f.custom ?? f.code ?? (f.per_day === null ? '' : `${f.per_day} times a day`);
}

/** A medication's directions on one line, after its name and strength: "1 tablet · BD · 5 days · as needed · after food". */
export const medicationLine = (m: DraftMedication) =>
  [m.dose, m.frequency, m.duration, m.asNeeded ? 'as needed' : '', m.instructions].filter(Boolean).join(' · ');

/** A blank medication, for one the recogniser missed. */
export const emptyMedication = (): DraftMedication => ({
  name: '',
  strength: '',
  dose: '',
  frequency: '',
  duration: '',
  asNeeded: false,
  instructions: '',
  reviewWords: [],
  evidence: [],
});

/** The notes item naming a medication: its evidence and words are what a click on the prescription marks. */
function medicationItem(name: string, notes: DraftSection[]): DraftItem | undefined {
  const lower = name.toLowerCase();
  return notes.flatMap((section) => section.items).find((item) => item.medication && item.text.toLowerCase().includes(lower));
}

function draftMedication(medication: EmrMedication, notes: DraftSection[]): DraftMedication {
  const item = medicationItem(medication.name, notes);
  const often = frequency(medication);
  const instructions = [medication.route, medication.timing, medication.instruction, medication.stop && 'stop'].filter(Boolean).join(', ');
  return {
    name: medication.name,
    strength: quantity(medication.strength),
    dose: quantity(medication.dose),
    frequency: often,
    duration: medication.duration ? plural(medication.duration.value, medication.duration.unit) : '',
    asNeeded: AS_NEEDED.test(`${often} ${instructions}`),
    instructions,
    reviewWords: medication.needs_review ? (medication.review_words ?? []) : [],
    evidence: item?.evidence ?? [],
    ...(item?.said && { said: item.said }),
  };
}

export function buildDraft(result: SessionFinished): Draft {
  const clinical = findTemplate(result, 'clinical_notes_template')?.value;
  const soap = findTemplate(result, 'soap')?.value;
  const emr = findTemplate(result, 'svc_emr_template')?.value;
  const notes: DraftSection[] = (clinical?.sections ?? [])
    .filter((section) => section.items.length > 0)
    .map((section) => ({
      key: section.key,
      title: section.title,
      items: section.items.map((item) => ({
        text: item.text,
        evidence: item.evidence,
        ...(item.said && { said: item.said }),
        ...(item.entity?.type === 'medication' && { medication: true }),
      })),
    }));
  return {
    notes,
    soap: (soap?.sections ?? [])
      .filter((section) => section.sentences.length > 0)
      .map((section) => ({ key: section.key, title: section.title, items: section.sentences.map((s) => ({ text: s.text, evidence: s.evidence })) })),
    noteTemplates: noteTemplatesOf(result),
    prescription: (emr?.prescription.medications ?? []).map((medication) => draftMedication(medication, notes)),
    warnings: (soap?.warnings ?? []).map((warning) => warning.msg),
  };
}

/**
 * A signed version as this app signs it, or undefined (anything else signed through the API is not reopened for
 * editing). A version signed before medications had their fields gets the fields it lacks, empty.
 */
export function asDraft(value: unknown): Draft | undefined {
  const draft = value as Partial<Draft> | null;
  if (typeof draft !== 'object' || draft === null || ![draft.notes, draft.soap, draft.prescription, draft.warnings].every(Array.isArray)) return undefined;
  return { ...(draft as Draft), noteTemplates: draft.noteTemplates ?? [], prescription: draft.prescription!.map((medication) => ({ ...emptyMedication(), ...medication })) };
}

export const transcriptSegments = (result: SessionFinished): TranscriptSegment[] => findTemplate(result, 'transcript_template')?.value?.segments ?? [];

/** What a click on an item shows in the transcript. */
export const evidenceOf = (item: Pick<DraftItem, 'evidence' | 'said'>): Evidence => ({ segments: item.evidence, said: item.said ?? [] });

/** Words of a medication under review that an item mentions: the warning the notes show beside it. */
export function reviewWordsOf(item: DraftItem, prescription: DraftMedication[]): string[] {
  if (!item.medication) return [];
  const lower = item.text.toLowerCase();
  return prescription.filter((m) => m.reviewWords.length > 0 && m.name !== '' && lower.includes(m.name.split(' ')[0]!.toLowerCase())).flatMap((m) => m.reviewWords);
}
