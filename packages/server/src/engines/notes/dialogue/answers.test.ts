import { describe, expect, it } from 'vitest';
import { answerOpening } from './answers.js';

describe('what an answer opens with', () => {
  it('reads the no after the patient thinking aloud (issue 28)', () => {
    expect(answerOpening("i'm trying to think no i do n't think so no").polarity).toBe('no');
    expect(answerOpening('let me think , yes , my mother had it').polarity).toBe('yes');
    expect(answerOpening("i don't think so").polarity).toBe('unsure');
  });
});
