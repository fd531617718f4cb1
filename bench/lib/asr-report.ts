/** Console output of the ASR benchmark: the per-clip table and the figures against their targets. */
import { wordErrorRate, type WordErrors } from './asr-metrics.js';

/** One recognition of one clip, with or without the correction step. */
export interface PassResult {
  hypothesis: string;
  seconds: number;
  errors: WordErrors;
  missedTerms: string[];
}

export interface ClipResult {
  id: string;
  voice: string;
  speed: number;
  audioS: number;
  terms: number;
  raw: PassResult;
  corrected: PassResult;
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

export function printClipTable(clips: readonly ClipResult[]): void {
  const rows = clips.map((clip) => [
    clip.id,
    clip.voice,
    String(clip.speed),
    clip.audioS.toFixed(1),
    percent(wordErrorRate(clip.raw.errors)),
    percent(wordErrorRate(clip.corrected.errors)),
    clip.corrected.missedTerms.join('; ') || '-',
  ]);
  printTable(['clip', 'voice', 'wpm', 'audio s', 'WER raw', 'WER corr', 'terms missed (corrected)'], rows, [2, 3, 4, 5]);
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
