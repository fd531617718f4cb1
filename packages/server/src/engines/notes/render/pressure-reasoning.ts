/**
 * The data a hypertension's reasoning rests on: the blood pressure taken in the visit and the readings reviewed
 * ("blood pressure 156/94 in clinic; recent readings high"), as a clinician gives the judgement its datum (rubric round
 * 45: "BP 150/70 in clinic on lisinopril"). The results and the examination tell the same readings in full; here they
 * are the reason the problem stands where it does.
 */
import type { ClinicalModel, Grounded } from '../clinical-model.js';

const HYPERTENSION = /\bhypertension\b/i;
/** The examination's finding of a pressure found high with no value read out. */
const ELEVATED_IN_CLINIC = /^blood pressure (?:elevated|high|raised)$/i;
/** The readings the patient brought or the doctor looked back over (results/home readings). */
const READINGS = /^blood pressure readings$/i;

export function pressureReasoning(model: ClinicalModel, problem: string): { text: string; sources: Grounded[] } | undefined {
  if (!HYPERTENSION.test(problem)) return undefined;
  const measured = model.vitals.find((v) => v.kind === 'blood_pressure' && v.value2 !== undefined);
  const elevated = measured ? undefined : model.examinations.find((e) => ELEVATED_IN_CLINIC.test(e.finding));
  const reviewed = model.results.find((r) => READINGS.test(r.test ?? '') && /^(?:high|elevated|low|normal|good|stable)$/i.test(r.finding));
  const parts = [
    measured && { text: `blood pressure ${measured.value}/${measured.value2} in clinic`, source: measured },
    elevated && { text: 'blood pressure elevated in clinic', source: elevated },
    reviewed && { text: `recent readings ${reviewed.finding.toLowerCase()}`, source: reviewed },
  ].filter((part) => part !== undefined);
  if (parts.length === 0) return undefined;
  return { text: parts.map((part) => part.text).join('; '), sources: parts.map((part) => part.source) };
}
