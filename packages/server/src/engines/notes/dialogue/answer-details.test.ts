import { describe, expect, it } from 'vitest';
import { countSaid, DETAIL, shortAnswer } from './answer-details.js';

describe("a patient's short answer as the detail it gives", () => {
  it('takes the answer without its fillers, its estimate said "about"', () => {
    expect(shortAnswer('uh , probably two days ago .')).toBe('about two days ago');
    expect(shortAnswer("Well, it's been about a year now.")).toBe('about a year');
    expect(shortAnswer('like a month ago')).toBe('a month ago');
    expect(shortAnswer('two weeks or so.')).toBe('about two weeks');
    expect(shortAnswer("300's .")).toBe('300s');
  });

  it('takes none of an answer that hedges, denies, or is too long to be only the detail', () => {
    expect(shortAnswer("i don't know .")).toBeUndefined();
    expect(shortAnswer('i think about two weeks .')).toBeUndefined();
    expect(shortAnswer('no , not really .')).toBeUndefined();
    expect(shortAnswer('this morning , but it was really hard and it took forever .')).toBeUndefined();
  });

  it('tells a time, a duration, a frequency and an amount apart', () => {
    expect(['two days ago', 'last march', 'on saturday', 'in 2015', 'september first of nineteen ninety five', 'january of two thousand five', 'at night'].every((said) => DETAIL.moment.test(said))).toBe(true);
    expect(['about two years', 'a year and a half', 'two to three weeks', 'since 2012', 'since last week'].every((said) => DETAIL.duration.test(said))).toBe(true);
    expect(['twice a week', 'two or three times a day', 'once every five years', 'every morning', 'daily'].every((said) => DETAIL.frequency.test(said))).toBe(true);
    expect(['about ten pounds', 'two bottles', 'ten milligrams'].every((said) => DETAIL.amount.test(said))).toBe(true);
    // A count of years is no year; a time is no length of time; "three times" says not how often.
    expect(DETAIL.moment.test('twenty years')).toBe(false);
    expect(DETAIL.duration.test('two weeks ago')).toBe(false);
    expect(DETAIL.frequency.test('three times')).toBe(false);
    expect(DETAIL.amount.test('ten')).toBe(false);
  });

  it('reads a count and what it counts', () => {
    expect(countSaid('two or three')).toEqual(['two or three', undefined]);
    expect(countSaid('three times')).toEqual(['three', 'times']);
    expect(countSaid('at least four')).toEqual(['at least four', undefined]);
    expect(countSaid('many')).toBeUndefined();
  });
});
