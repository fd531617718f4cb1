import { describe, expect, it } from 'vitest';
import { SPOKEN_YEARS, withYearsInDigits } from './spoken-years.js';

describe('spoken years', () => {
  it('writes a year said aloud after a word that dates it in digits', () => {
    expect(withYearsInDigits('you had a heart attack in twenty eighteen')).toBe('you had a heart attack in 2018');
    expect(withYearsInDigits('my hysterectomy was in nineteen ninety six')).toBe('my hysterectomy was in 1996');
    expect(withYearsInDigits('since two thousand and five')).toBe('since 2005');
    expect(withYearsInDigits('back in two thousand eight i broke it')).toBe('back in 2008 i broke it');
    expect(withYearsInDigits('in march of twenty twenty one')).toBe('in march of 2021');
    expect(withYearsInDigits('the last one was in twenty oh nine')).toBe('the last one was in 2009');
  });

  it('leaves numbers that are no year as said', () => {
    expect(withYearsInDigits('he has twenty twenty vision')).toBe('he has twenty twenty vision');
    expect(withYearsInDigits('in twenty minutes')).toBe('in twenty minutes');
    expect(withYearsInDigits('about twenty eighteen-year-olds')).toBe('about twenty eighteen-year-olds');
  });

  it('lists the spoken forms the context rules read, each written back as its year', () => {
    expect(SPOKEN_YEARS).toContain('twenty eighteen');
    expect(SPOKEN_YEARS).toContain('two thousand and eighteen');
    expect(SPOKEN_YEARS).toContain('nineteen ninety six');
    // A longer form is not read as a shorter one it starts with ("two thousand and eighteen" as "two thousand").
    for (const form of SPOKEN_YEARS) expect(withYearsInDigits(`in ${form}`)).toMatch(/^in (?:19|20)\d\d$/);
  });
});
