/**
 * The one side a visit is about, as its note tells it, and the limb examined in focus agreeing with it: a doctor who
 * examined "your right knee" in a visit the patient corrected to the left knee examined no right knee to write.
 */
import type { ClinicalModel, ExamFinding, Side } from './clinical-model.js';

const SIDE = /\b(right|left|bilateral(?:ly)?)\b/gi;

export const sidesIn = (text: string): Side[] => [...text.matchAll(SIDE)].map((m) => (m[1]!.toLowerCase().startsWith('bilateral') ? 'bilateral' : (m[1]!.toLowerCase() as Side)));

/**
 * The one side the visit is about: the reason for the visit, the complaint's site, the limbs examined, the studies taken ("lungs clear
 * bilaterally" says nothing of an ankle); undefined when they name none or both.
 */
export function visitSide(model: ClinicalModel): 'right' | 'left' | undefined {
  const told = [
    model.presentation?.reason ?? '',
    ...model.complaintHistory.map((c) => c.site ?? ''),
    ...model.examinations.filter((e) => e.system === 'Musculoskeletal' || e.system === 'Skin').map((e) => e.finding),
    ...model.results.map((r) => r.test ?? ''),
  ].flatMap(sidesIn);
  const sides = new Set(told.filter((side): side is 'right' | 'left' => side !== 'bilateral'));
  return sides.size === 1 ? [...sides][0] : undefined;
}

/** The examination without a limb in focus whose side is not the visit's: its findings are written unheaded. */
export function withFocusOnVisitSide(model: ClinicalModel): ClinicalModel {
  const side = visitSide(model);
  if (side === undefined) return model;
  const onVisitSide = (e: ExamFinding) => e.part === undefined || e.part.startsWith(`${side} `);
  const unheaded = ({ part: _part, ...finding }: ExamFinding): ExamFinding => finding;
  return { ...model, examinations: model.examinations.map((e) => (onVisitSide(e) ? e : unheaded(e))) };
}
