/**
 * A drug the patient takes for a problem the plan takes up, about which the doctor changed nothing, goes on: a
 * clinician's plan writes "Continue metformin 1000 mg twice a day" under the diabetes whose A1c was ordered, though
 * "continue" was never said. Only a drug the indication table (indications.ts) knows to be for exactly one of the
 * problems the plan takes up is continued; a drug changed, stopped or prescribed anywhere in the visit is not.
 */
import type { ClinicalModel, Diagnosis, Medication } from '../clinical-model.js';
import { isFor } from './indications.js';

/**
 * Symptoms (chapter R), injuries (S, T) and the musculoskeletal pains (M25.5 joint pain, M54 back pain, M79 soft
 * tissue pain): what the patient took for them was tried for the complaint, and the plan treats them anew;
 * "continue" is the plan of a chronic condition, gout and osteoporosis among them.
 */
const ACUTE_CHAPTERS = /^(?:[RST]|M25\.5|M54|M79)/i;
const isAcute = (d: Diagnosis) => d.codes.some((c) => c.system === 'ICD-10' && ACUTE_CHAPTERS.test(c.code));
/** A pain reliever (ICD-10 R52, pain) is taken for the pain of the day, whatever else it serves. */
const relievesPain = (drug: string) => isFor(drug, ['R52']) === true;

export function withTreatmentsContinued(model: ClinicalModel): ClinicalModel {
  const planned = [...model.plan, ...model.medications, ...model.investigations.filter((i) => i.status === 'advised'), ...model.procedures, ...model.advice];
  const takenUp = new Set(planned.map((item) => item.problem).filter((problem) => problem !== undefined));
  const problems = model.diagnoses.filter((d) => d.subject === 'patient' && d.temporality === 'current' && d.status !== 'ruled_out' && takenUp.has(d.name) && !isAcute(d));
  const codesOf = (name: string) => problems.filter((d) => d.name === name).flatMap((d) => d.codes.filter((c) => c.system === 'ICD-10').map((c) => c.code));
  const changed = new Set(model.medications.filter((m) => m.status !== 'current' || m.change !== undefined).map((m) => m.name));
  const continued = new Map<string, Medication>();
  for (const taken of model.medications) {
    if (taken.status !== 'current' || changed.has(taken.name) || continued.has(taken.name) || relievesPain(taken.name)) continue;
    const treats = [...new Set(problems.map((d) => d.name))].filter((name) => isFor(taken.name, codesOf(name)) === true);
    if (treats.length === 1) continued.set(taken.name, { ...taken, change: 'continue', problem: treats[0]! });
  }
  return continued.size === 0 ? model : { ...model, medications: [...model.medications, ...continued.values()] };
}
