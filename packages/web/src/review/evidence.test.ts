import { describe, expect, it } from 'vitest';
import { markedWords, sameEvidence } from './evidence.js';

const words = (text: string) => text.split('|').map((word) => ({ text: word }));

describe('markedWords', () => {
  const turn = words('Patient|has|type|2|diabetes.|Start|metformin|500 mg|twice|daily.');

  it("marks only the words of the finding, whatever their case and punctuation, a transcript word holding several", () => {
    expect([...(markedWords(turn, ['metformin 500 mg twice daily']) as Set<number>)]).toEqual([6, 7, 8, 9]);
    expect([...(markedWords(turn, ['Type 2 diabetes']) as Set<number>)]).toEqual([2, 3, 4]);
  });

  it('marks every phrase found, and every time it is said', () => {
    const repeated = words('fever|and|cough,|the|fever|since|Monday');
    expect([...(markedWords(repeated, ['fever', 'cough']) as Set<number>)].sort()).toEqual([0, 2, 4]);
  });

  it('marks the whole segment when no phrase is found, or there is none', () => {
    expect(markedWords(turn, ['aspirin'])).toBe('all');
    expect(markedWords(turn, [])).toBe('all');
    expect(markedWords(turn, ['metformin 1000 mg'])).toBe('all');
  });
});

describe('sameEvidence', () => {
  it('tells the selected item by its segments and words', () => {
    expect(sameEvidence({ segments: ['seg_1'], said: ['fever'] }, { segments: ['seg_1'], said: ['fever'] })).toBe(true);
    expect(sameEvidence({ segments: ['seg_1'], said: ['fever'] }, { segments: ['seg_1'], said: ['cough'] })).toBe(false);
    expect(sameEvidence({ segments: [], said: [] }, { segments: [], said: [] })).toBe(false);
  });
});
