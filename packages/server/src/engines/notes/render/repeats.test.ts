import { describe, expect, it } from 'vitest';
import { withoutRepeats } from './repeats.js';

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
});
