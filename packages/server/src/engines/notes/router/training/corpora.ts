/**
 * The public corpora the router learns from, read from the shared data directory (never copied into the repository):
 * MTS-Dialog (section-labelled dialogue snippets) and ACI-BENCH (whole consultations with their reference notes).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';

export interface Snippet {
  id: string;
  section: string;
  dialogue: string;
}

export interface Encounter {
  id: string;
  dialogue: string;
  note: string;
}

export interface Corpora {
  /** MTS-Dialog train (1,201 snippets). */
  mtsTrain: Snippet[];
  /** The back-translations (EN→FR→EN, EN→ES→EN) of the train snippets, 2,402, same order as `mtsTrain`. */
  mtsAugmented: Snippet[];
  /** MTS-Dialog validation (100): held out, only reported. */
  mtsValid: Snippet[];
  aciTrain: Encounter[];
  /** ACI-BENCH valid (20): held out, only reported. */
  aciValid: Encounter[];
}

function readCsv(file: string, columns: readonly string[]): Record<string, string>[] {
  const rows = parse(readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  for (const column of columns) if (rows.length === 0 || typeof rows[0]![column] !== 'string') throw new Error(`${file}: no column ${column}`);
  return rows;
}

const snippets = (file: string): Snippet[] =>
  readCsv(file, ['ID', 'section_header', 'dialogue']).map((row) => ({ id: row.ID!, section: row.section_header!, dialogue: row.dialogue! }));

const encounters = (file: string): Encounter[] =>
  readCsv(file, ['encounter_id', 'dialogue', 'note']).map((row) => ({ id: row.encounter_id!, dialogue: row.dialogue!, note: row.note! }));

/** Reads the corpora from `dataDir` (the directory holding `mts-dialog/` and `aci-bench/`). */
export function readCorpora(dataDir: string): Corpora {
  const mts = join(dataDir, 'mts-dialog');
  const augmented = snippets(join(mts, 'MTS-Dialog-Augmented-TrainingSet-3-FR-and-ES-3603-Pairs-final.csv'));
  return {
    mtsTrain: snippets(join(mts, 'MTS-Dialog-TrainingSet.csv')),
    // The augmented file repeats the train rows first; only its back-translations are new.
    mtsAugmented: augmented.filter((row) => row.id.startsWith('TR=')),
    mtsValid: snippets(join(mts, 'MTS-Dialog-ValidationSet.csv')),
    aciTrain: encounters(join(dataDir, 'aci-bench', 'train.csv')),
    aciValid: encounters(join(dataDir, 'aci-bench', 'valid.csv')),
  };
}
