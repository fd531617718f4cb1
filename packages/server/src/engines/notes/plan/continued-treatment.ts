/**
 * Drugs the patient takes that go on: all of them when the doctor says so ("continue your current medications"),
 * and, though "continue" was never said, one taken for a chronic problem the plan takes up and changes nothing about:
 * a clinician's plan writes "Continue metformin 1000 mg twice a day" under the diabetes whose A1c was ordered.
 */
import type { ClinicalModel, Diagnosis, Medication } from '../clinical-model.js';
import { saysWords } from '../narrative/spoken-text.js';
import type { Sentence } from '../sentences.js';
import { isFor } from './indications.js';

/** "I want to continue you on your current medications": all of them, by name. */
const CONTINUE_CURRENT = /\b(?:continue|keep|stay)\w*\s+(?:(?:you|him|her|them)\s+)?(?:on|with)\s+(?:all\s+(?:of\s+)?)?(?:your|his|her|their|the)\s+(?:current|present|same|usual)\s+(?:medications?|meds|medicines|regimen)\b/i;

/**
 * Symptoms (chapter R), injuries (S, T) and the musculoskeletal pains (M25.5 joint pain, M54 back pain, M79 soft
 * tissue pain): what the patient took for them was tried for the complaint, and the plan treats them anew;
 * "continue" is the plan of a chronic condition, gout and osteoporosis among them.
 */
const ACUTE_CHAPTERS = /^(?:[RST]|M25\.5|M54|M79)/i;
const isAcute = (d: Diagnosis) => d.codes.some((c) => c.system === 'ICD-10' && ACUTE_CHAPTERS.test(c.code));
/** A pain reliever (ICD-10 R52, pain) is taken for the pain of the day, whatever else it serves. */
const relievesPain = (drug: string) => isFor(drug, ['R52']) === true;

/**
 * The drugs the patient takes, each once, that nothing in the visit changes, stops or prescribes, and that were not
 * tried for the complaint ("I took some Tylenol").
 */
function takenUnchanged(model: ClinicalModel): Medication[] {
  const changed = new Set(model.medications.filter((m) => m.status !== 'current' || m.change !== undefined).map((m) => m.name));
  const tried = model.complaintHistory.flatMap((c) => c.tried).join(' ');
  const triedForComplaint = (m: Medication) => [m.name, m.brand].some((name) => name !== undefined && saysWords(tried, name));
  const taken = model.medications.filter((m) => m.status === 'current' && m.change === undefined && !changed.has(m.name) && !triedForComplaint(m));
  // Each drug once, by its fullest mention: "torsemide 20 mg by mouth daily", not a bare "torsemide".
  const fullness = (m: Medication) => (m.strength ? 2 : 0) + (m.frequency ? 1 : 0);
  return taken.filter((m) => taken.find((other) => other.name === m.name && fullness(other) > fullness(m)) === undefined).filter((m, i, all) => all.findIndex((other) => other.name === m.name) === i);
}

/** The doctor continuing the current medications as a whole continues each one taken, under the problem of that sentence. */
export function withCurrentContinued(model: ClinicalModel, sentences: readonly Sentence[], problemAt: readonly (string | undefined)[]): ClinicalModel {
  const at = sentences.findIndex((s) => s.speaker === 'doctor' && CONTINUE_CURRENT.test(s.text));
  if (at === -1) return model;
  const said = sentences[at]!;
  const problem = problemAt[at];
  const continued = takenUnchanged(model).map((m) => ({ ...m, change: 'continue' as const, evidence: [...new Set([...m.evidence, said.segmentId])], ...(problem ? { problem } : {}) }));
  return { ...model, medications: [...model.medications, ...continued] };
}

/**
 * A drug taken for a chronic problem the plan takes up goes on under it, when the indication table (indications.ts)
 * knows it to be for exactly one such problem.
 */
export function withTreatmentsContinued(model: ClinicalModel): ClinicalModel {
  const planned = [...model.plan, ...model.medications, ...model.investigations.filter((i) => i.status === 'advised'), ...model.procedures, ...model.advice];
  const takenUp = new Set(planned.map((item) => item.problem).filter((problem) => problem !== undefined));
  const problems = model.diagnoses.filter((d) => d.subject === 'patient' && d.temporality === 'current' && d.status !== 'ruled_out' && takenUp.has(d.name) && !isAcute(d));
  // "Heart failure" said of the "congestive heart failure" named is one problem.
  const names = [...new Set(problems.map((d) => d.name))].filter((name, _i, all) => !all.some((other) => other !== name && saysWords(other, name)));
  const codesOf = (name: string) => problems.filter((d) => saysWords(name, d.name)).flatMap((d) => d.codes.filter((c) => c.system === 'ICD-10').map((c) => c.code));
  const continued = new Map(
    takenUnchanged(model).flatMap((taken) => {
      const treats = relievesPain(taken.name) ? [] : names.filter((name) => isFor(taken.name, codesOf(name)) === true);
      return treats.length === 1 ? [[taken, treats[0]!] as const] : [];
    }),
  );
  // The drug taken is the one continued: one item, not a second beside it.
  return continued.size === 0 ? model : { ...model, medications: model.medications.map((m) => (continued.has(m) ? { ...m, change: 'continue' as const, problem: continued.get(m)! } : m)) };
}
