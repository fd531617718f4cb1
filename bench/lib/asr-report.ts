/** Console output of the ASR benchmark: the per-clip table and the figures against their targets. */
import { wordErrorRate, type WordErrors } from './asr-metrics.js';
import type { DoseScore, InventedTerm } from './asr-medical.js';
import type { VitalsScore } from './asr-vitals.js';

/** One recognition of one clip, with or without the correction step. */
export interface PassResult {
  hypothesis: string;
  seconds: number;
  errors: WordErrors;
  missedTerms: string[];
  /** Lexicon terms of the hypothesis that the reference does not contain. */
  invented: InventedTerm[];
  /** Dose and number spans of the reference found in the hypothesis. */
  doses: DoseScore;
  /** Vitals of the reference the notes read from the hypothesis, written in the same figures. */
  vitals: VitalsScore;
}

export interface ClipResult {
  /** The corpus the clip belongs to (`espeak`, `voices`, `ljspeech`). */
  set: string;
  id: string;
  voice: string;
  speed: number;
  audioS: number;
  terms: number;
  /** Bias trie on, correction step off. */
  raw: PassResult;
  /** The product's path: bias trie and correction step. */
  corrected: PassResult;
  /** Plain decoder: bias trie off (biasBonus 0), correction step off; absent when that pass failed. */
  unbiased?: PassResult;
}

/** A figure, next to its target if it has one. `value` is undefined when the part of the bench measuring it failed. */
export interface Check {
  name: string;
  value: number | undefined;
  /** Passes at or below (`max`) or at or above (`min`) the limit. */
  target?: { kind: 'max' | 'min'; limit: number };
  format: (value: number) => string;
}

export const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** Whether the figure meets its target; undefined without a target or a value. */
export function passes({ value, target }: Check): boolean | undefined {
  if (value === undefined || target === undefined) return undefined;
  return target.kind === 'max' ? value <= target.limit : value >= target.limit;
}

/** One row per clip; `medical` adds the missed terms and doses (synthetic dictations). */
export function printClipTable(clips: readonly ClipResult[], medical = true): void {
  const rows = clips.map((clip) => [
    clip.id,
    clip.voice,
    String(clip.speed),
    clip.audioS.toFixed(1),
    percent(wordErrorRate(clip.raw.errors)),
    percent(wordErrorRate(clip.corrected.errors)),
    ...(medical ? [clip.corrected.missedTerms.join('; ') || '-', [...clip.corrected.doses.missed, ...clip.corrected.vitals.missed].join('; ') || '-'] : []),
    clip.corrected.invented.map((term) => term.heard).join('; ') || '-',
  ]);
  const header = ['clip', 'voice', 'wpm', 'audio s', 'WER raw', 'WER corr'];
  const medicalHeader = medical ? ['terms missed (corr)', 'doses, vitals missed (corr)'] : [];
  printTable([...header, ...medicalHeader, 'invented (corr)'], rows, [2, 3, 4, 5]);
}

export function printChecks(checks: readonly Check[]): void {
  const rows = checks.map((check) => {
    const { value, target, format } = check;
    const pass = passes(check);
    return [
      check.name,
      value === undefined ? 'not measured' : format(value),
      target ? `${target.kind === 'max' ? '≤' : '≥'} ${format(target.limit)}` : '',
      pass === undefined ? '' : pass ? 'PASS' : 'FAIL',
    ];
  });
  printTable(['figure', 'value', 'target', ''], rows, [1, 2]);
}

/** Prints aligned columns; the columns listed in `rightAligned` are numbers. */
export function printTable(header: readonly string[], rows: readonly string[][], rightAligned: readonly number[]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return rightAligned.includes(column) ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
