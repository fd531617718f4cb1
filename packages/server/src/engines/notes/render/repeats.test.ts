import { describe, expect, it } from 'vitest';
import { withoutRepeats, withoutWordsBesideReadings } from './repeats.js';

describe('statements made once', () => {
  it('keeps the fuller of two statements, in the place the first was said', () => {
    expect(withoutRepeats(['Positive straight leg raise.', 'Normal gait.', 'Positive straight leg raise on the right.'], (t) => t)).toEqual([
      'Normal gait.',
      'Positive straight leg raise on the right.',
    ]);
    expect(withoutRepeats(['He has been pretty good.', 'He has been pretty good with the diet.'], (t) => t)).toEqual(['He has been pretty good with the diet.']);
  });

  it('keeps the first of two equal statements and every distinct one', () => {
    expect(withoutRepeats(['No edema.', 'no edema', 'No rash.'], (t) => t)).toEqual(['No edema.', 'No rash.']);
    expect(withoutRepeats(['Tenderness of the knee.', 'Tenderness of the hip.'], (t) => t)).toEqual(['Tenderness of the knee.', 'Tenderness of the hip.']);
  });

  it('in a history, takes words said in order with others between as said by the fuller statement, unless it denies more (issue 28, train D2N067)', () => {
    const apart = (texts: string[]) => withoutRepeats(texts, (t) => t, { apart: true });
    expect(apart(['The patient had surgery on their right knee before.', 'The patient has had surgery before.'])).toEqual(['The patient had surgery on their right knee before.']);
    expect(apart(['The patient has pain.', 'The patient has no pain in the leg.'])).toEqual(['The patient has pain.', 'The patient has no pain in the leg.']);
    // Too little said to be a statement of its own: "He is well." is no repeat of anything longer it runs through.
    expect(apart(['He is well.', 'He is sleeping well.'])).toEqual(['He is well.', 'He is sleeping well.']);
    expect(withoutRepeats(['The patient had surgery on their right knee before.', 'The patient has had surgery before.'], (t) => t)).toHaveLength(2);
  });
});

describe('a state said in a word beside its reading', () => {
  it('keeps the reading (issue 28, train D2N035)', () => {
    const said = ['She called 911.', 'Her blood pressure was high.', 'Her blood pressure was 200/90.', 'Her sugars have been good.'];
    expect(withoutWordsBesideReadings(said, (text) => text)).toEqual(['She called 911.', 'Her blood pressure was 200/90.', 'Her sugars have been good.']);
    expect(withoutWordsBesideReadings(['Her blood pressure was high.', 'Her blood pressure was high last week.'], (text) => text)).toEqual([
      'Her blood pressure was high.',
      'Her blood pressure was high last week.',
    ]);
  });
});
