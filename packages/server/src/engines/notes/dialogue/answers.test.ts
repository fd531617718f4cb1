import { describe, expect, it } from 'vitest';
import { answerOpening } from './answers.js';

describe('what an answer opens with', () => {
  it('reads the no after the patient thinking aloud (issue 28)', () => {
    expect(answerOpening("i'm trying to think no i do n't think so no").polarity).toBe('no');
    expect(answerOpening('let me think , yes , my mother had it').polarity).toBe('yes');
    expect(answerOpening("i don't think so").polarity).toBe('unsure');
    // An exclamation before the answer (train D2N047).
    expect(answerOpening('my gosh no').polarity).toBe('no');
    expect(answerOpening('oh my goodness , yes').polarity).toBe('yes');
  });

  it('reads a yes or no that only echoes the question\'s verb as said on its own: "yes i have", "no i don\'t" (issue 28)', () => {
    expect(answerOpening('yes i have')).toMatchObject({ polarity: 'yes', bare: true });
    expect(answerOpening("no , i don't .")).toMatchObject({ polarity: 'no', bare: true });
    expect(answerOpening('yeah i do')).toMatchObject({ polarity: 'yes', bare: true });
    // A yes that goes on to say more is not bare.
    expect(answerOpening('yes i have some pain in my knee')).toMatchObject({ polarity: 'yes', bare: false });
  });

  it('reads "not in a while", "not recently" as no (issue 28, train D2N013: "any seizures recently?")', () => {
    expect(answerOpening("not in a while , it's been actually quite a few months and it was something minor").polarity).toBe('no');
    expect(answerOpening('not recently').polarity).toBe('no');
    expect(answerOpening('not for a few months now').polarity).toBe('no');
    expect(answerOpening('not bad').polarity).toBeUndefined();
  });

  it('reads the no after where the answer is of: "on my body no" (issue 28, train D2N053)', () => {
    expect(answerOpening('on my body no not really').polarity).toBe('no');
    expect(answerOpening('in my family no').polarity).toBe('no');
    expect(answerOpening('on my arms yes a little').polarity).toBe('yes');
    // A place that is the answer itself is no opening.
    expect(answerOpening('on my back').polarity).toBeUndefined();
  });
});
