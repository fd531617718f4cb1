import { describe, expect, it } from 'vitest';
import { readWeekdayDoses } from './weekday-doses.js';

const mg = (value: number) => ({ value, unit: 'mg' });

describe('readWeekdayDoses', () => {
  it('reads a weekly warfarin schedule said over two sentences, the other days as the days not named (issue 28: probe p17)', () => {
    expect(
      readWeekdayDoses([
        "on mondays and thursdays, take two and a half milligrams, that's half of a peach tablet.",
        'every other day of the week, keep taking the full five milligrams.',
      ]),
    ).toEqual([
      { days: ['mon', 'thu'], amount: mg(2.5) },
      { days: ['tue', 'wed', 'fri', 'sat', 'sun'], amount: mg(5) },
    ]);
  });

  it('pairs each amount with its days whichever is said first', () => {
    expect(readWeekdayDoses(['Take 5 mg on Mondays, Wednesdays and Fridays and 2.5 mg on the other days.'])).toEqual([
      { days: ['mon', 'wed', 'fri'], amount: mg(5) },
      { days: ['tue', 'thu', 'sat', 'sun'], amount: mg(2.5) },
    ]);
    expect(readWeekdayDoses(['On Sundays take 7.5 mg, and 5 mg the rest of the week.'])).toEqual([
      { days: ['sun'], amount: mg(7.5) },
      { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], amount: mg(5) },
    ]);
  });

  it('reads a drug taken on one day of the week only', () => {
    expect(readWeekdayDoses(['fifteen milligrams every sunday, with folic acid on the other days.'])).toEqual([{ days: ['sun'], amount: mg(15) }]);
  });

  it('leaves a weekly total out of the amounts', () => {
    expect(readWeekdayDoses(["we're going to lower it to thirty milligrams a week.", 'take 2.5 mg on mondays and 5 mg on the other days.'])).toEqual([
      { days: ['mon'], amount: mg(2.5) },
      { days: ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], amount: mg(5) },
    ]);
  });

  it('reads no schedule where no dose goes with a named day', () => {
    expect(readWeekdayDoses(['come back on monday and we will check the inr.'])).toBeUndefined();
    expect(readWeekdayDoses(['take 5 mg every day.'])).toBeUndefined();
    // Alternate days, with no day of the week named.
    expect(readWeekdayDoses(['take 5 mg every other day.'])).toBeUndefined();
    // A day said twice with different doses is no schedule to write.
    expect(readWeekdayDoses(['take 5 mg on mondays.', 'take 2.5 mg on mondays.'])).toBeUndefined();
    // A day said of a visit, with a dose said of something else (review of b39ab54e).
    expect(readWeekdayDoses(["we'll recheck on friday, and if you're better we drop to twenty milligrams."])).toBeUndefined();
    // One day, said once, is no weekly dose; days that leave the week half given are no schedule.
    expect(readWeekdayDoses(['take 20 mg on friday.'])).toBeUndefined();
    expect(readWeekdayDoses(['take 5 mg on mondays and 2.5 mg on wednesdays and fridays.'])).toBeUndefined();
    // "Every other day" is alternate days, not the rest of the week.
    expect(readWeekdayDoses(['take 10 mg on sundays and 5 mg every other day.'])).toEqual([{ days: ['sun'], amount: mg(10) }]);
  });
});
