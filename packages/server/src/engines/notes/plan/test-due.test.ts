import { describe, expect, it } from 'vitest';
import { testDue } from './test-due.js';

describe('when a test is due', () => {
  it('is the interval said with the test', () => {
    expect(testDue("we'll recheck the inr in one week.")).toBe('in 1 week');
    expect(testDue("i'd like to see you back in a week and we'll get an x-ray.")).toBeUndefined();
    expect(testDue('come back in two weeks to get an x-ray.')).toBe('in 2 weeks');
  });

});
