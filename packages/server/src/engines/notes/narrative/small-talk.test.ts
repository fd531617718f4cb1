import { describe, expect, it } from 'vitest';
import { withoutSmallTalk } from './small-talk.js';

describe('the answer to a greeting (issue 28, train D2N057, valid rubric: "He is doing well.")', () => {
  it('takes "I\'m doing well" off an answer to "how are you?", leaving what the patient goes on to tell', () => {
    expect(withoutSmallTalk('hi kyle how are you today', "i'm doing well i'm just anxious about my pcp told me that i had some abnormal lab work")).toBe(
      "i'm just anxious about my pcp told me that i had some abnormal lab work",
    );
    expect(withoutSmallTalk('hi good afternoon joseph how are you doing today', "i'm doing well but my my big toe hurts and it's a little red too")).toBe(
      "my my big toe hurts and it's a little red too",
    );
    expect(withoutSmallTalk('hi , edward , how are you ?', "i'm doing well , yourself ?")).toBe('');
    expect(withoutSmallTalk("how's it going?", 'pretty good, thanks.')).toBe('');
  });

  it('leaves how the patient has been since, or with a condition, which the history tells', () => {
    expect(withoutSmallTalk('how have you been?', "i've been doing well")).toBeUndefined();
    expect(withoutSmallTalk('so , how are you doing with that ?', "i'm doing well . i see a counselor once a week")).toBeUndefined();
    expect(withoutSmallTalk("how's it been since you've had your heart attack", "i've been doing pretty good")).toBeUndefined();
    // Nor one that says how the patient has been since something, and no fragment is left (the review of the change).
    expect(withoutSmallTalk('how are you doing?', "i'm doing well since the surgery .")).toBeUndefined();
    expect(withoutSmallTalk('how are you?', "okay i guess , the medicine isn't working")).toBe("the medicine isn't working");
    expect(withoutSmallTalk('how are you?', 'alright , although my breathing has been worse')).toBe('my breathing has been worse');
    expect(withoutSmallTalk('how are you?', 'good good , so my chest has been hurting')).toBe('my chest has been hurting');
    // Nor an answer that is no greeting's.
    expect(withoutSmallTalk('how are you today?', 'my knee has been killing me')).toBeUndefined();
  });

  it('takes the whole answer to small talk about the way in: it is no history (train D2N028)', () => {
    expect(withoutSmallTalk('did you have any problems finding us ?', "no , i've been here with my sister once before .")).toBe('');
    expect(withoutSmallTalk('was the parking okay?', 'yes it was easy to find a spot')).toBe('');
    expect(withoutSmallTalk('did you have any problems with the pain?', 'no , not really')).toBeUndefined();
  });
});
