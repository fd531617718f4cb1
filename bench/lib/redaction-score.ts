/**
 * Scoring of PHI redaction against bench/corpus/redaction (its README gives the format): an identifier is caught when
 * every one of its characters (but spaces) lies inside a span the redactor replaced, whatever tag it gave, and typed
 * when one such span has its type; a clinical term is kept when no replaced span touches it. A replaced span that
 * covers no identifier is an extra (over-redaction).
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { IdentifierSpan, IdentifierType } from '../../packages/server/src/engines/redaction/identifier-types.js';

export const REDACTION_CORPUS_DIR = fileURLToPath(new URL('../corpus/redaction/', import.meta.url));

export interface RedactionCase {
  id: string;
  locale: 'in' | 'us';
  split: 'tune' | 'held';
  lines: { speaker: string; text: string }[];
  identifiers: { line: number; text: string; type: IdentifierType }[];
  keep: { line: number; text: string }[];
}

export async function loadRedactionCases(dir = REDACTION_CORPUS_DIR): Promise<RedactionCase[]> {
  const files = (await readdir(dir)).filter((name) => /^phi-\d+\.json$/.test(name)).sort();
  return Promise.all(files.map(async (name) => JSON.parse(await readFile(`${dir}${name}`, 'utf8')) as RedactionCase));
}

/**
 * Where each listed text stands (the corpus README's rule, as it has no offsets): the texts of a line in the order
 * listed, each at its first whole-word occurrence (no letter or digit touching either end) at or after the previous
 * one's start that overlaps no span already placed.
 */
function located<T extends { line: number; text: string }>(lines: readonly { text: string }[], items: readonly T[]): (T & { start: number; end: number })[] {
  const placed = new Map<number, { start: number; end: number }[]>();
  return items.map((item) => {
    const text = lines[item.line - 1]?.text ?? '';
    const spans = placed.get(item.line) ?? [];
    let at = spans.at(-1)?.start ?? 0;
    for (;;) {
      const start = text.indexOf(item.text, at);
      if (start < 0) throw new Error(`"${item.text}" cannot be placed in line ${item.line}`);
      const end = start + item.text.length;
      const wholeWord = !/[\p{L}\p{N}]/u.test(text[start - 1] ?? '') && !/[\p{L}\p{N}]/u.test(text[end] ?? '');
      if (wholeWord && !spans.some((span) => start < span.end && span.start < end)) {
        spans.push({ start, end });
        placed.set(item.line, spans);
        return { ...item, start, end };
      }
      at = start + 1;
    }
  });
}

export interface RedactionCounts {
  identifiers: number;
  caught: number;
  typed: number;
  keep: number;
  kept: number;
  /** Replaced spans that cover no identifier. */
  extra: number;
  replaced: number;
}

export interface CaseScore {
  counts: RedactionCounts;
  byType: Record<string, { identifiers: number; caught: number; typed: number }>;
  /** Each identifier missed, clinical term lost and extra span, for reading the misses. */
  notes: string[];
}

export function scoreCase(testCase: RedactionCase, found: readonly (readonly IdentifierSpan[])[]): CaseScore {
  const counts: RedactionCounts = { identifiers: 0, caught: 0, typed: 0, keep: 0, kept: 0, extra: 0, replaced: 0 };
  const byType: CaseScore['byType'] = {};
  const notes: string[] = [];
  const identifiers = located(testCase.lines, testCase.identifiers);
  for (const identifier of identifiers) {
    const spans = found[identifier.line - 1] ?? [];
    const text = testCase.lines[identifier.line - 1]!.text;
    const covering = spans.filter((span) => span.start < identifier.end && identifier.start < span.end);
    let caught = true;
    for (let at = identifier.start; at < identifier.end; at++) if (!/\s/.test(text[at]!) && !covering.some((span) => span.start <= at && at < span.end)) caught = false;
    const typed = caught && covering.some((span) => span.type === identifier.type);
    const row = (byType[identifier.type] ??= { identifiers: 0, caught: 0, typed: 0 });
    row.identifiers += 1;
    counts.identifiers += 1;
    if (caught) (row.caught += 1), (counts.caught += 1);
    if (typed) (row.typed += 1), (counts.typed += 1);
    if (!caught) notes.push(`missed ${identifier.type} "${identifier.text}" (line ${identifier.line})`);
  }
  for (const term of located(testCase.lines, testCase.keep)) {
    counts.keep += 1;
    const lost = (found[term.line - 1] ?? []).some((span) => span.start < term.end && term.start < span.end);
    if (lost) notes.push(`lost "${term.text}" (line ${term.line})`);
    else counts.kept += 1;
  }
  found.forEach((spans, i) => {
    for (const span of spans) {
      counts.replaced += 1;
      if (!identifiers.some((identifier) => identifier.line === i + 1 && span.start < identifier.end && identifier.start < span.end)) {
        counts.extra += 1;
        notes.push(`extra ${span.type} "${testCase.lines[i]!.text.slice(span.start, span.end)}" (line ${i + 1})`);
      }
    }
  });
  return { counts, byType, notes };
}
