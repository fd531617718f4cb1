import type { ClinicalModel } from '../clinical-model.js';
import { asWrittenIn } from '../narrative/note-wording.js';

export interface ModelWarning {
  code: string;
  msg: string;
}

/**
 * What a reader should know about a model before signing a note made from it: statements that contradict each
 * other, drug names, doses and numbers recognised with low confidence, nothing clinical at all, and what the extractor itself reported (a language model's answer set aside for
 * the rules', say).
 */
export function modelWarnings(model: ClinicalModel): ModelWarning[] {
  const warnings = model.contradictions.map((c) => ({ code: 'contradiction', msg: `${c.text} (${c.evidence.join(', ')})` }));
  for (const item of [...model.medications, ...model.vitals]) {
    if (item.needsReview) warnings.push({ code: 'needs_review', msg: `confirm ${item.needsReview.map((w) => `"${w}"`).join(', ')} in "${item.text}" against the recording (${item.evidence.join(', ')})` });
  }
  const said = [model.findings, model.diagnoses, model.medications, model.vitals, model.investigations, model.procedures, model.allergies];
  if (said.every((list) => list.length === 0)) warnings.push({ code: 'no_clinical_content', msg: 'no clinical content was recognised in the transcript' });
  return [...warnings, ...(model.warnings ?? [])];
}

/**
 * The line a note's Markdown opens with when the reader must check something (contradictions, the extractor's own
 * reports); empty otherwise. "Nothing clinical" is said by the note's body instead.
 */
export function checkBeforeSigning(model: ClinicalModel, more: readonly ModelWarning[] = []): string {
  const warnings = [...modelWarnings(model), ...more].filter((w) => w.code !== 'no_clinical_content');
  // Written as the note is: a US consultation's "shortness of breath", not the lexicon's "dyspnoea".
  const said = asWrittenIn(model.language, warnings.map((w) => w.msg.replace(SEGMENT_IDS, '')).join('; '));
  return warnings.length > 0 ? `> **Check before signing:** ${said}.\n\n` : '';
}

/** " (seg_3, seg_4)": where a warning was said, for the API's reader; the note's reader has no use for the ids. */
const SEGMENT_IDS = /\s*\((?:seg_\w+(?:,\s*)?)+\)/g;
