import { describe, expect, it } from 'vitest';
import { withoutGreetingReply } from './greeting-reply.js';

describe('the answer to a greeting (issue 28, train D2N057, valid rubric: "He is doing well.")', () => {
  it('takes "I\'m doing well" off an answer to "how are you?", leaving what the patient goes on to tell', () => {
    expect(withoutGreetingReply('hi kyle how are you today', "i'm doing well i'm just anxious about my pcp told me that i had some abnormal lab work")).toBe(
      "i'm just anxious about my pcp told me that i had some abnormal lab work",
    );
    expect(withoutGreetingReply('hi good afternoon joseph how are you doing today', "i'm doing well but my my big toe hurts and it's a little red too")).toBe(
      "my my big toe hurts and it's a little red too",
    );
    expect(withoutGreetingReply('hi , edward , how are you ?', "i'm doing well , yourself ?")).toBe('');
    expect(withoutGreetingReply("how's it going?", 'pretty good, thanks.')).toBe('');
  });

  it('leaves how the patient has been since, or with a condition, which the history tells', () => {
    expect(withoutGreetingReply('how have you been?', "i've been doing well")).toBeUndefined();
    expect(withoutGreetingReply('so , how are you doing with that ?', "i'm doing well . i see a counselor once a week")).toBeUndefined();
    expect(withoutGreetingReply("how's it been since you've had your heart attack", "i've been doing pretty good")).toBeUndefined();
    // Nor an answer that is no greeting's.
    expect(withoutGreetingReply('how are you today?', 'my knee has been killing me')).toBeUndefined();
  });
});
