/** The ACI-BENCH train and valid splits of bench/corpus/aci-bench (see its README.md), read into transcript segments. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import type { TranscriptSegment } from '../../packages/server/src/engines/notes/clinical-model.js';
import { segmentsFromText } from '../../packages/server/src/engines/notes/dialogue/transcript-text.js';

export const ACI_CORPUS_DIR = fileURLToPath(new URL('../corpus/aci-bench/', import.meta.url));

/** The splits the repository holds; the benchmark's test splits are deliberately absent. */
export const ACI_SPLITS = ['train', 'valid'] as const;
export type AciSplit = (typeof ACI_SPLITS)[number];

/** Which of the paper's three collections an encounter comes from; their reference notes differ in style. */
export type AciDataset = 'aci' | 'virtassist' | 'virtscribe';
const DATASETS: readonly string[] = ['aci', 'virtassist', 'virtscribe'] satisfies AciDataset[];

export interface AciEncounter {
  /** `encounter_id`, D2N001 … */
  id: string;
  dataset: AciDataset;
  /** One turn a line, `[doctor] …` / `[patient] …`. */
  dialogue: string;
  /** The clinician's reference note. */
  note: string;
  segments: TranscriptSegment[];
}

/** A turn of the dialogue as the CSV tags it: `doctor`, `patient`, or another voice (valid's D2N076 has `patient_guest`). */
export interface DialogueTurn {
  speaker: string;
  text: string;
}

const TAG = /^\s*\[([^\]]+)\]\s*/;

/**
 * The dialogue's turns, read from the tags themselves (for the paper's baselines, independent of the engine's
 * transcript parser): an untagged line goes on the turn before it, as a few virtassist dialogues break a turn.
 */
export function dialogueTurns(dialogue: string): DialogueTurn[] {
  const turns: DialogueTurn[] = [];
  for (const line of dialogue.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const tag = TAG.exec(line);
    const text = line.slice(tag?.[0].length ?? 0).trim();
    const previous = turns.at(-1);
    if (!tag && previous) previous.text = `${previous.text} ${text}`;
    else turns.push({ speaker: tag?.[1] ?? 'unknown', text });
  }
  return turns;
}

/** A sentence said to the patient ("so we will see you back in a week", "any questions?"), not for the record. */
const SAID_TO_THE_PATIENT = /\b(?:you|your|you're|yours|yourself)\b|\?/i;

/**
 * The turns of the conversation, and what the doctor dictates for the record while the patient is not speaking: the
 * doctor's sentences before the patient first spoke ("patient was last seen in march …") and after the patient last
 * spoke ("physical exam, … paragraph, impression …"), the note's words already. A sentence of those turns said to
 * the patient is conversation. Sentences end at ". ", "? " or "! ", as the corpus spaces them.
 */
export function conversationAndDictation(turns: readonly DialogueTurn[]): { conversation: string[]; dictation: string[] } {
  const spoke = turns.map((turn, i) => (turn.speaker.startsWith('patient') ? i : -1)).filter((i) => i !== -1);
  const [firstPatient, lastPatient] = [spoke[0] ?? Infinity, spoke.at(-1) ?? -1];
  const conversation: string[] = [];
  const dictation: string[] = [];
  turns.forEach((turn, i) => {
    if (!((i < firstPatient || i > lastPatient) && turn.speaker === 'doctor')) {
      conversation.push(turn.text);
      return;
    }
    for (const sentence of turn.text.split(/(?<=[.?!])\s+/)) (SAID_TO_THE_PATIENT.test(sentence.replace(/\bthank you\b/gi, '')) ? conversation : dictation).push(sentence);
  });
  return { conversation, dictation };
}

type Row = Record<'dataset' | 'encounter_id' | 'dialogue' | 'note', string>;

export async function loadAciSplit(split: AciSplit): Promise<AciEncounter[]> {
  const file = join(ACI_CORPUS_DIR, `${split}.csv`);
  const rows = parse(await readFile(file, 'utf8'), { columns: true, skip_empty_lines: true }) as Row[];
  return rows.map((row, i) => {
    // A renamed column or a stray dataset name would otherwise score silently as empty text.
    for (const column of ['dataset', 'encounter_id', 'dialogue', 'note'] as const) {
      if (typeof row[column] !== 'string' || row[column] === '') throw new Error(`${file}, row ${i + 2}: no ${column}`);
    }
    if (!DATASETS.includes(row.dataset)) throw new Error(`${file}, row ${i + 2}: unknown dataset "${row.dataset}"`);
    return {
      id: row.encounter_id,
      dataset: row.dataset as AciDataset,
      dialogue: row.dialogue,
      note: row.note,
      segments: segmentsFromText(row.dialogue),
    };
  });
}
