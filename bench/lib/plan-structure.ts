/**
 * How the assessment and plan is laid out, as a reader sees it: plan lines above the first numbered problem (they
 * belong to no problem), numbered problems with nothing under them, and numbered problems per note. Read from the
 * soap document's sentences (their `style`), not from the Markdown.
 */
import type { SoapDocument } from '../../packages/server/src/engines/notes/render/soap.js';

export interface PlanStructure {
  /** Plan lines (bullets other than the follow-up and a lone "Assessment:") above the first numbered problem. */
  floatingLines: number;
  /** Numbered problems followed by another heading, by the follow-up or by nothing. */
  emptyProblems: number;
  problems: number;
}

const STANDS_ALONE = /^(?:Follow-up|Assessment):/;

export function planStructure(soap: SoapDocument): PlanStructure {
  const sentences = soap.sections.find((section) => section.key === 'assessment_and_plan')?.sentences ?? [];
  const headings = sentences.flatMap((sentence, i) => (sentence.style === 'heading' ? [i] : []));
  const first = headings[0] ?? sentences.length;
  const empty = headings.filter((i) => {
    const next = sentences[i + 1];
    return next === undefined || next.style === 'heading' || /^Follow-up:/.test(next.text);
  });
  return {
    floatingLines: sentences.slice(0, first).filter((sentence) => sentence.style === 'bullet' && !STANDS_ALONE.test(sentence.text)).length,
    emptyProblems: empty.length,
    problems: headings.length,
  };
}

export interface PlanStructureSummary {
  notesWithFloatingLines: number;
  notesWithoutProblems: number;
  emptyProblems: number;
  problemsPerNote: number;
}

export function summarisePlanStructure(notes: readonly PlanStructure[]): PlanStructureSummary {
  return {
    notesWithFloatingLines: notes.filter((note) => note.floatingLines > 0).length,
    notesWithoutProblems: notes.filter((note) => note.problems === 0).length,
    emptyProblems: notes.reduce((sum, note) => sum + note.emptyProblems, 0),
    problemsPerNote: notes.length === 0 ? 0 : notes.reduce((sum, note) => sum + note.problems, 0) / notes.length,
  };
}
