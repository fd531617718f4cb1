import { describe, expect, it } from 'vitest';
import { testPurpose } from './test-purpose.js';

describe('what a test is ordered for, said after its name', () => {
  it.each<[string, string]>([
    [' to rule out any gallstones , okay', 'to rule out gallstones'],
    [' of the right foot just to assess if there is any injuries to those ligaments now based on your exam', 'to assess for injuries to the ligaments'],
    [' to further evaluate , and i\'ll order that as well', 'for further evaluation'],
    [' just to follow up on that heart murmur that you had and i wan na go ahead', 'to follow up on the heart murmur'],
    [' to make sure you tolerate this the new medications and then i\'ll see you again', 'to check tolerance of the new medications'],
    [' just to make sure that we don\'t have to make any adjustments to your metformin how does that sound', 'to guide adjustment of metformin'],
    [' to see if we need to make any adjustments to your insulin', 'to guide adjustment of insulin'],
    [' to look for any signs of infection', 'to look for signs of infection'],
    [' to evaluate the pituitary gland', 'to evaluate the pituitary gland'],
  ])('%s', (after, expected) => {
    expect(testPurpose(after)).toBe(expected);
  });

  it.each([
    ' to see what is going on',
    ' to take another look at this',
    ' just to make sure that it\'s not something else , okay',
    ' to confirm it\'s nothing',
    ' and then we will talk about the results',
    ' today and we\'ll see you back in two weeks to rule out a fracture',
  ])('gives none in: %s', (after) => {
    expect(testPurpose(after)).toBeUndefined();
  });
});
