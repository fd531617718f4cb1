import { describe, expect, it } from 'vitest';
import type { Quantity } from '../clinical-model.js';
import { findBareStrength, findDailyMaximum, findDose, findDoseRange, findRangeBeforeFrequency, findStrength } from './quantity.js';

describe('findStrength', () => {
  it.each<[string, Quantity]>([
    ['500 mg', { value: 500, unit: 'mg' }],
    ['500mg', { value: 500, unit: 'mg' }],
    ['0.5 mg', { value: 0.5, unit: 'mg' }],
    ['1 g', { value: 1, unit: 'g' }],
    ['1 gm', { value: 1, unit: 'g' }],
    ['50 mcg', { value: 50, unit: 'mcg' }],
    ['125 mg/5 ml', { value: 125, unit: 'mg/5 ml' }],
    ['125 mg per 5 ml', { value: 125, unit: 'mg/5 ml' }],
    ['10 mg/ml', { value: 10, unit: 'mg/ml' }],
    // Said in words (issue 28: probe p13, "400 mg" with a 5 ml dose).
    ['four hundred milligrams per five ml suspension', { value: 400, unit: 'mg/5 ml' }],
    ['one hundred milligrams per five milliliters', { value: 100, unit: 'mg/5 ml' }],
    ['two fifty mg per five ml', { value: 250, unit: 'mg/5 ml' }],
    ['2%', { value: 2, unit: '%' }],
    ['0.1% w/w', { value: 0.1, unit: '%' }],
    ['10 units', { value: 10, unit: 'units' }],
    ['60,000 IU', { value: 60000, unit: 'IU' }],
  ])('%s', (text, expected) => {
    expect(findStrength(text)?.value).toEqual(expected);
  });

  it('finds no strength in a dose, a duration or a temperature', () => {
    expect(findStrength('1 tablet for 5 days if fever above 100 °F')).toBeUndefined();
  });
});

describe('findDose', () => {
  it.each<[string, Quantity]>([
    ['1 tablet', { value: 1, unit: 'tablet' }],
    ['1 tab', { value: 1, unit: 'tablet' }],
    ['half tablet', { value: 0.5, unit: 'tablet' }],
    ['half a tablet', { value: 0.5, unit: 'tablet' }],
    ['½ tab', { value: 0.5, unit: 'tablet' }],
    ['one and a half tablets', { value: 1.5, unit: 'tablet' }],
    ['2 puffs', { value: 2, unit: 'puff' }],
    ['5 ml', { value: 5, unit: 'ml' }],
    ['10 drops', { value: 10, unit: 'drop' }],
    ['1 capsule', { value: 1, unit: 'capsule' }],
    ['2 teaspoons', { value: 2, unit: 'teaspoon' }],
    ['1 sachet', { value: 1, unit: 'sachet' }],
  ])('%s', (text, expected) => {
    expect(findDose(text)?.value).toEqual(expected);
  });
});

describe('findBareStrength', () => {
  it('reads a number right after the name as milligrams', () => {
    expect(findBareStrength(' 40 OD')).toEqual({ value: { value: 40, unit: 'mg' }, start: 1, end: 3 });
    expect(findBareStrength(' 500, 1-0-1')?.value).toEqual({ value: 500, unit: 'mg' });
  });

  it('leaves a number elsewhere, a count, a large one, or a decimal part alone', () => {
    // After a pause: "the metoprolol, twenty five twice a day" (issue 28: probe p17).
    expect(findBareStrength(', twenty five ?')?.value).toEqual({ value: 25, unit: 'mg' });
    expect(findBareStrength(', 40')?.value).toEqual({ value: 40, unit: 'mg' });
    // A count after a pause is none (review of 732a374f).
    expect(findBareStrength(', 3 refills')).toBeUndefined();
    expect(findBareStrength(', 20, one every six hours')).toBeUndefined();
    expect(findBareStrength(' OD 40')).toBeUndefined();
    expect(findBareStrength(' 1 OD')).toBeUndefined();
    expect(findBareStrength(' 60000 weekly')).toBeUndefined();
    expect(findBareStrength(' 5/7')).toBeUndefined();
  });
});

describe('findDailyMaximum (issue 28: probe p17)', () => {
  it('reads the most a day as a note writes it, with the total said after it', () => {
    expect(findDailyMaximum("one or two every six hours , but no more than six tablets in a day , that's three thousand milligrams .")?.value).toBe('at most 6 tablets (3000 mg) a day');
    expect(findDailyMaximum('maximum four doses in twenty four hours')?.value).toBe('at most 4 doses a day');
    expect(findDailyMaximum('not more than 8 puffs a day')?.value).toBe('at most 8 puffs a day');
    expect(findDailyMaximum('no more than three times a day')?.value).toBe('at most 3 times a day');
  });

  it('reads no maximum where none is said', () => {
    expect(findDailyMaximum('two tablets twice a day')).toBeUndefined();
    expect(findDailyMaximum('no more than a week')).toBeUndefined();
  });
});

describe('findDoseRange', () => {
  it('reads a range said before its unit, or before how often with no unit ("one or two every six hours")', () => {
    expect(findDoseRange('one to two tablets every six hours')?.value).toBe('one to two tablets');
    expect(findRangeBeforeFrequency('one or two every six hours as needed')?.value).toBe('one or two');
    expect(findRangeBeforeFrequency('between 5 or 6 days')).toBeUndefined();
  });
});
