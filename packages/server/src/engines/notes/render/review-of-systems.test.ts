import { describe, expect, it } from 'vitest';
import { loadLexicon } from '../../../lexicon/lexicon.js';
import { systemOf } from './review-of-systems.js';

describe('review of systems', () => {
  it('reviews every symptom of the lexicon under a body system, none under "Other" (issue 28)', async () => {
    const symptoms = (await loadLexicon()).filter((entry) => entry.kind === 'symptom');
    const unplaced = symptoms.filter((entry) => systemOf({ name: entry.term, codes: entry.codes.map((c) => ({ ...c, display: entry.term })) }) === 'Other').map((entry) => entry.term);
    expect(unplaced).toEqual([]);
  });

  it('files a symptom by its term, else by its ICD-10 chapter', () => {
    expect(systemOf({ name: 'urinary symptoms', codes: [] })).toBe('Genitourinary');
    expect(systemOf({ name: 'breast lump', codes: [] })).toBe('Breast');
    expect(systemOf({ name: 'knee stiffness', codes: [] })).toBe('Musculoskeletal');
    expect(systemOf({ name: 'something new', codes: [{ system: 'ICD-10', code: 'L29.9', display: 'pruritus' }] })).toBe('Skin');
  });
});
