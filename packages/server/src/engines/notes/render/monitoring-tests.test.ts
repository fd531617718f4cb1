import { describe, expect, it } from 'vitest';
import { emptyClinicalModel, type ClinicalModel } from '../clinical-model.js';
import { withMonitoringTestsUnderTheirDrug } from './monitoring-tests.js';

const said = (id: string, text: string) => ({ evidence: [id], text, codes: [] });

// Probe p17 (tuning set): "we'll recheck the inr in one week", said after the warfarin was changed for the atrial fibrillation.
describe('a test that monitors a drug', () => {
  const model: ClinicalModel = {
    ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
    medications: [{ ...said('seg_1', 'take 2.5 mg of warfarin on mondays'), name: 'warfarin', status: 'prescribed', problem: 'atrial fibrillation', flags: [] }],
    investigations: [
      { ...said('seg_2', "we'll recheck the inr in one week"), name: 'international normalised ratio', status: 'advised' },
      { ...said('seg_3', "we'll check a cbc"), name: 'complete blood count', status: 'advised' },
    ],
  };

  it('is ordered under the problem the drug is taken for', () => {
    expect(withMonitoringTestsUnderTheirDrug(model).investigations.map((t) => t.problem)).toEqual(['atrial fibrillation', undefined]);
  });

  it('stays where the doctor put it, and without the drug under no problem', () => {
    const placed = { ...model, investigations: [{ ...model.investigations[0]!, problem: 'bleeding' }] };
    expect(withMonitoringTestsUnderTheirDrug(placed).investigations[0]!.problem).toBe('bleeding');
    expect(withMonitoringTestsUnderTheirDrug({ ...model, medications: [] }).investigations[0]!.problem).toBeUndefined();
  });
});
