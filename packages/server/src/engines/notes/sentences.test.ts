import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.js';

const sentencesOf = (text: string) => splitSentences([{ id: 'seg_1', speaker: 'doctor', text, start: 0, end: 1 }], 'consultation').map((s) => s.text);

describe('sentences of a transcript without punctuation', () => {
  it('starts a sentence after "any questions about that" where the plan goes on (issue 28, train D2N047)', () => {
    expect(sentencesOf('i want to make sure that we are not missing anything do you have any questions about that and i wan na go ahead and order a urinalysis and a urine culture')).toEqual([
      'i want to make sure that we are not missing anything',
      'do you have any questions about that',
      'and i wan na go ahead and order a urinalysis and a urine culture',
    ]);
  });
});
