import { describe, expect, it } from 'vitest';
import { isRecalledReading, todaysReadingAt } from './recalled-reading.js';

describe('a reading recalled, and one measured here', () => {
  it('recalls a reading from elsewhere, from home, or read from the record in the past tense, with any of the recall frames', () => {
    expect(isRecalledReading('when you were in the emergency room your blood pressure was 200 over 90')).toBe(true);
    expect(isRecalledReading('at home it was like 160 over 100 last week')).toBe(true);
    expect(isRecalledReading('i see that your blood pressure was high, it was 200 over 90')).toBe(true);
    expect(isRecalledReading('looks like your blood pressure was two hundred over ninety')).toBe(true);
    expect(isRecalledReading('i know your blood pressure was 160 over 100')).toBe(true);
  });

  it("takes a sentence that says today's reading as today's", () => {
    expect(isRecalledReading('your blood pressure today is 128 over 72, it was 140 over 90 last week')).toBe(false);
    expect(isRecalledReading('your blood pressure is 128 over 72')).toBe(false);
    expect(isRecalledReading('your blood pressure at home was 180 over 110 last week, so here is what we will do')).toBe(true);
    // Today's reading said first, the last one after it (issue 28).
    expect(isRecalledReading('weight is seventy eight kg, last time seventy six.')).toBe(false);
    // Unpunctuated (probe p21): the vitals of today, the weight of last time said after them.
    expect(isRecalledReading('okay let me check bp is one ten by seventy pulse sixty two weight sixty four kg last time sixty one')).toBe(false);
    expect(isRecalledReading('my bp was one fifty last time')).toBe(true);
    expect(isRecalledReading('last time it was seventy six, so you gained')).toBe(true);
    // A place is no time before: still recalled (review).
    expect(isRecalledReading('my blood pressure is one sixty over one hundred at home')).toBe(true);
    expect(isRecalledReading('it says your blood pressure is 190 over 100 in the emergency room')).toBe(true);
  });

  it('finds a reading said to be measured here, and no other', () => {
    const sentence = 'how has it been at home i know your oxygen level here is like 92 right';
    expect(todaysReadingAt(sentence)).toBe(sentence.indexOf('level here is'));
    expect(todaysReadingAt('what has your blood pressure been running at home now')).toBeUndefined();
  });
});
