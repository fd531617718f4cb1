import { describe, expect, it } from 'vitest';
import { NUMBER, parseNumber } from './numbers.js';

describe('parseNumber', () => {
  it.each<[string, number]>([
    ['500', 500],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['60,000', 60000],
    ['½', 0.5],
    ['1½', 1.5],
    ['1/2', 0.5],
    ['3/4', 0.75],
    ['half', 0.5],
    ['half a', 0.5],
    ['one and a half', 1.5],
    ['a', 1],
    ['one', 1],
    ['Five', 5],
    ['fifteen', 15],
    ['thirty', 30],
    ['twenty-one', 21],
    ['forty five', 45],
    ['five hundred', 500],
    ['a hundred', 100],
    ['one hundred and twenty', 120],
    ['eight hundred', 800],
    ['a thousand', 1000],
    ['two thousand five hundred', 2500],
    // Hundreds counted past nine, as doses are said (issue 28).
    ['fifteen hundred', 1500],
    ['sixty thousand', 60000],
    ['twenty five thousand', 25000],
    ['twelve hundred and fifty', 1250],
    ['zero point four', 0.4],
    ['twelve point five', 12.5],
    ['zero point zero five', 0.05],
    ['2 point 5', 2.5],
  ])('%s', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });

  it.each(['', 'tablet', 'one two', 'twenty ten', '37.5/325'])('reads no number in "%s"', (text) => {
    expect(parseNumber(text)).toBeUndefined();
  });

  it('matches the longer reading first', () => {
    const number = new RegExp(`^(?:${NUMBER})`, 'i');
    expect(number.exec('1/2 tablet')?.[0]).toBe('1/2');
    expect(number.exec('60,000 IU')?.[0]).toBe('60,000');
    expect(number.exec('seventy mg')?.[0]).toBe('seventy');
    expect(number.exec('eighteen days')?.[0]).toBe('eighteen');
    expect(number.exec('five hundred milligrams')?.[0]).toBe('five hundred');
    expect(number.exec('fifteen hundred microgram')?.[0]).toBe('fifteen hundred');
    expect(number.exec('two thousand five hundred units')?.[0]).toBe('two thousand five hundred');
    expect(number.exec('zero point four milligrams')?.[0]).toBe('zero point four');
  });
});
