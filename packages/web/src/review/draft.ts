import { findTemplate, type EmrMedication, type SessionFinished, type TranscriptSegment } from '@svc-scribe/sdk';

/** One line of a note the clinician can read, correct, and click to see what it rests on. */
export interface DraftItem {
  text: string;
  /** Transcript segment ids. */
  evidence: string[];
  /** A medication: its evidence is what a click marks, and it carries the prescription's review warning. */
  medication?: boolean;
}

export interface DraftSection {
  key: string;
  title: string;
  items: DraftItem[];
}

export interface DraftMedication {
  name: string;
  dose: string;
  frequency: string;
  duration: string;
  instructions: string;
  /** Words recognised with low confidence the prescription rests on: to confirm before signing. */
  reviewWords: string[];
  evidence: string[];
}

/** What the clinician reviews, corrects and signs: the notes, the SOAP note and the prescription, as plain editable text. */
export interface Draft {
  notes: DraftSection[];
  soap: DraftSection[];
  prescription: DraftMedication[];
  /** What the SOAP note says to check before signing (contradictions …): shown, not signed. */
  warnings: string[];
}

const quantity = (q: { value: number; unit: string } | null | undefined) => (q ? `${q.value} ${q.unit}` : '');
const plural = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;

function frequency(medication: EmrMedication): string {
  const f = medication.frequency;
  if (!f) return '';
  return f.custom ?? f.code ?? (f.per_day === null ? '' : `${f.per_day} times a day`);
}

/** The transcript segments a medication's name was said in: the evidence of the notes item naming it. */
function medicationEvidence(name: string, notes: DraftSection[]): string[] {
  const lower = name.toLowerCase();
  return notes.flatMap((section) => section.items).find((item) => item.medication && item.text.toLowerCase().includes(lower))?.evidence ?? [];
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
      items: section.items.map((item) => ({ text: item.text, evidence: item.evidence, ...(item.entity?.type === 'medication' && { medication: true }) })),
    }));
  return {
    notes,
    soap: (soap?.sections ?? [])
      .filter((section) => section.sentences.length > 0)
      .map((section) => ({ key: section.key, title: section.title, items: section.sentences.map((s) => ({ text: s.text, evidence: s.evidence })) })),
    prescription: (emr?.prescription.medications ?? []).map((medication) => ({
      name: [medication.name, quantity(medication.strength)].filter(Boolean).join(' '),
      dose: quantity(medication.dose),
      frequency: frequency(medication),
      duration: medication.duration ? plural(medication.duration.value, medication.duration.unit) : '',
      instructions: [medication.route, medication.timing, medication.instruction, medication.stop && 'stop'].filter(Boolean).join(', '),
      reviewWords: medication.needs_review ? (medication.review_words ?? []) : [],
      evidence: medicationEvidence(medication.name, notes),
    })),
    warnings: (soap?.warnings ?? []).map((warning) => warning.msg),
  };
}

/** A signed version as this app signs it (anything else signed through the API is not reopened for editing). */
export function isDraft(value: unknown): value is Draft {
  const draft = value as Partial<Draft> | null;
  return typeof draft === 'object' && draft !== null && [draft.notes, draft.soap, draft.prescription, draft.warnings].every(Array.isArray);
}

export const transcriptSegments = (result: SessionFinished): TranscriptSegment[] => findTemplate(result, 'transcript_template')?.value?.segments ?? [];

/** Words of a medication under review that an item mentions: the warning the notes show beside it. */
export function reviewWordsOf(item: DraftItem, prescription: DraftMedication[]): string[] {
  if (!item.medication) return [];
  const lower = item.text.toLowerCase();
  return prescription.filter((m) => m.reviewWords.length > 0 && lower.includes(m.name.split(' ')[0]!.toLowerCase())).flatMap((m) => m.reviewWords);
}
