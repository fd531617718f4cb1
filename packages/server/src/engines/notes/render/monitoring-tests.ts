/**
 * A test that monitors a drug, ordered under no problem ("we'll recheck the INR in one week" for the warfarin), is
 * ordered under the problem the drug is taken for, not above the problems as the plan's general line.
 */
import type { ClinicalModel } from '../clinical-model.js';

/** Tests by the drugs they monitor: the INR of a vitamin K antagonist, the TSH of levothyroxine, a lithium level. */
const MONITORS: readonly [test: RegExp, drug: RegExp][] = [
  [/^(?:international normali[sz]ed ratio|inr|prothrombin time)$/i, /^(?:warfarin|acenocoumarol|phenindione)$/i],
  [/^(?:tsh|thyroid function tests?)$/i, /^levothyroxine$/i],
  [/^(?:serum )?lithium(?: level)?$/i, /^lithium(?: carbonate)?$/i],
];

export function withMonitoringTestsUnderTheirDrug(model: ClinicalModel): ClinicalModel {
  const investigations = model.investigations.map((test) => {
    if (test.problem !== undefined || test.status !== 'advised') return test;
    const drug = MONITORS.find(([monitoring]) => monitoring.test(test.name))?.[1];
    const problem = drug && model.medications.find((m) => drug.test(m.name) && m.problem !== undefined)?.problem;
    return problem ? { ...test, problem } : test;
  });
  return { ...model, investigations };
}
