import { describe, expect, it } from 'vitest';
import { answerOpening } from './answers.js';

describe('what an answer opens with', () => {
  it('reads the no after the patient thinking aloud (issue 28)', () => {
    expect(answerOpening("i'm trying to think no i do n't think so no").polarity).toBe('no');
    expect(answerOpening('let me think , yes , my mother had it').polarity).toBe('yes');
    expect(answerOpening("i don't think so").polarity).toBe('unsure');
  });

  it('reads a yes or no that only echoes the question\'s verb as said on its own: "yes i have", "no i don\'t" (issue 28)', () => {
    expect(answerOpening('yes i have')).toMatchObject({ polarity: 'yes', bare: true });
    expect(answerOpening("no , i don't .")).toMatchObject({ polarity: 'no', bare: true });
    expect(answerOpening('yeah i do')).toMatchObject({ polarity: 'yes', bare: true });
    // A yes that goes on to say more is not bare.
    expect(answerOpening('yes i have some pain in my knee')).toMatchObject({ polarity: 'yes', bare: false });
  });
});
