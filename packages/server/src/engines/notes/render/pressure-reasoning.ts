/**
 * The data a hypertension's judgement rests on: the blood pressure taken in the visit and the readings reviewed
 * ("Not controlled. Blood pressure 156/94 in clinic; recent readings high."), as a clinician gives the judgement its
 * datum. Only beside the doctor's judgement, and only the readings that bear it out: a reading alone says nothing of
 * control, and a normal reading today under "not controlled" (the pressure was high in the emergency room, doses were
 * missed) would point away from it (rubric round 46, valid D2N084).
 */
import type { ClinicalModel, Grounded } from '../clinical-model.js';

const HYPERTENSION = /\bhypertension\b/i;
/** The examination's finding of a pressure found high with no value read out. */
const ELEVATED_IN_CLINIC = /^blood pressure (?:elevated|high|raised)$/i;
/** The readings the patient brought or the doctor looked back over (results/home readings). */
const READINGS = /^blood pressure readings$/i;
const HIGH_READINGS = /^(?:high|elevated)$/i;
const GOOD_READINGS = /^(?:normal|good|stable)$/i;
/** A pressure at or above the threshold of hypertension (140/90). */
const isHigh = (systolic: number, diastolic: number) => systolic >= 140 || diastolic >= 90;

/** Judgements a high pressure bears out, and those a pressure below 140/90 does. */
const UNCONTROLLED = /^(?:not controlled|worsening)\b/i;
const CONTROLLED = /^(?:well controlled|stable|doing well|improving)\b/i;

/** The readings that bear out the doctor's judgement (`judgement`, the problem's status) of a hypertension, if any. */
export function pressureReasoning(model: ClinicalModel, problem: string, judgement: string | undefined): { text: string; sources: Grounded[] } | undefined {
  if (!HYPERTENSION.test(problem) || judgement === undefined) return undefined;
  const uncontrolled = UNCONTROLLED.test(judgement);
  if (!uncontrolled && !CONTROLLED.test(judgement)) return undefined;
  const measured = model.vitals.find((v) => v.kind === 'blood_pressure' && v.value2 !== undefined);
  const elevated = measured ? undefined : model.examinations.find((e) => ELEVATED_IN_CLINIC.test(e.finding));
  const reviewed = model.results.find((r) => READINGS.test(r.test ?? '') && (uncontrolled ? HIGH_READINGS : GOOD_READINGS).test(r.finding));
  const bearsOut = (systolic: number, diastolic: number) => isHigh(systolic, diastolic) === uncontrolled;
  const parts = [
    measured && bearsOut(measured.value, measured.value2!) && { text: `blood pressure ${measured.value}/${measured.value2} in clinic`, source: measured },
    elevated && uncontrolled && { text: 'blood pressure elevated in clinic', source: elevated },
    reviewed && { text: `recent readings ${reviewed.finding.toLowerCase()}`, source: reviewed },
  ].filter((part) => part !== undefined && part !== false);
  if (parts.length === 0) return undefined;
  return { text: parts.map((part) => part.text).join('; '), sources: parts.map((part) => part.source) };
}
