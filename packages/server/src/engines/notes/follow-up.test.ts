import { describe, expect, it } from 'vitest';
import { parseFollowUp } from './follow-up.js';

describe('follow-up', () => {
  it('reads the interval after a cue, however it is said', () => {
    expect(parseFollowUp('Review after 2 weeks.')).toEqual({ interval: { value: 2, unit: 'week' } });
    expect(parseFollowUp("I'll see you again in a couple of weeks")).toEqual({ interval: { value: 2, unit: 'week' } });
    expect(parseFollowUp("i'm gonna see you in about three to four weeks")).toEqual({ interval: { value: 3, unit: 'week', upTo: 4 } });
    expect(parseFollowUp('alright so we will see you back in a week or two')).toEqual({ interval: { value: 1, unit: 'week', upTo: 2 } });
    expect(parseFollowUp("let's see how we do over the next couple weeks")).toEqual({ interval: { value: 2, unit: 'week' } });
    expect(parseFollowUp("uh , let's schedule an appointment when you check out to return in four weeks .")).toEqual({ interval: { value: 4, unit: 'week' } });
    expect(parseFollowUp('schedule a follow-up appointment with me for four weeks and then go to the lab .')).toEqual({ interval: { value: 4, unit: 'week' } });
    // Indian outpatient English (probe p27, tuning set): "come" with its interval is the review.
    expect(parseFollowUp('come after four weeks with the diary.')).toEqual({ interval: { value: 4, unit: 'week' } });
    expect(parseFollowUp('come again after ten days for review.')).toEqual({ interval: { value: 10, unit: 'day' } });
  });

  it('reads none where no interval or date is said', () => {
    expect(parseFollowUp('Come back if it gets worse.')).toBeUndefined();
    expect(parseFollowUp('come immediately to casualty if breathing is very difficult.')).toBeUndefined();
    expect(parseFollowUp('it will come after two days of the tablets.')).toBeUndefined();
    expect(parseFollowUp('take the antibiotic for ten days and return the forms .')).toBeUndefined();
  });
});
