import { describe, expect, it } from 'vitest';
import { emptyClinicalModel } from '../clinical-model.js';
import { checkBeforeSigning } from './model-warnings.js';

describe('the line a note opens with when something must be checked', () => {
  it("is written as the note is: a US consultation's \"shortness of breath\", not the lexicon's \"dyspnoea\" (issue 28)", () => {
    const model = { ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }), contradictions: [{ text: 'dyspnoea: said both present and absent', evidence: ['seg_2', 'seg_5'] }] };
    expect(checkBeforeSigning(model)).toBe('> **Check before signing:** shortness of breath: said both present and absent.\n\n');
    const indian = { ...model, language: 'en-IN' };
    expect(checkBeforeSigning(indian)).toBe('> **Check before signing:** dyspnoea: said both present and absent.\n\n');
  });
});
