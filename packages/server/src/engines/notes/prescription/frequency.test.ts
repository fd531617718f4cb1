import { describe, expect, it } from 'vitest';
import type { Frequency } from '../clinical-model.js';
import { findFrequency, parseFrequency } from './frequency.js';

describe('parseFrequency', () => {
  it.each<[string, Frequency]>([
    ['OD', { code: 'OD', perDay: 1 }],
    ['once daily', { code: 'OD', perDay: 1 }],
    ['once a day', { code: 'OD', perDay: 1 }],
    ['daily', { code: 'OD', perDay: 1 }],
    ['din mein ek baar', { code: 'OD', perDay: 1 }],
    ['BD', { code: 'BD', perDay: 2 }],
    ['b.i.d.', { code: 'BD', perDay: 2 }],
    ['twice daily', { code: 'BD', perDay: 2 }],
    ['twice a day', { code: 'BD', perDay: 2 }],
    ['two times a day', { code: 'BD', perDay: 2 }],
    ['din mein do baar', { code: 'BD', perDay: 2 }],
    ['subah shaam', { code: 'BD', perDay: 2 }],
    ['morning and night', { code: 'BD', perDay: 2 }],
    ['TDS', { code: 'TDS', perDay: 3 }],
    ['TID', { code: 'TDS', perDay: 3 }],
    ['thrice daily', { code: 'TDS', perDay: 3 }],
    ['3 times a day', { code: 'TDS', perDay: 3 }],
    ['teen baar', { code: 'TDS', perDay: 3 }],
    ['QID', { code: 'QID', perDay: 4 }],
    ['four times a day', { code: 'QID', perDay: 4 }],
    ['HS', { code: 'HS', perDay: 1 }],
    ['SOS', { code: 'SOS' }],
    ['PRN', { code: 'SOS' }],
    ['as needed', { code: 'SOS' }],
    ['when required', { code: 'SOS' }],
    ['if needed', { code: 'SOS' }],
    ['stat', { code: 'STAT' }],
    ['every 6 hours', { code: 'Q6H', perDay: 4 }],
    ['every eight hours', { code: 'Q8H', perDay: 3 }],
    ['6 hourly', { code: 'Q6H', perDay: 4 }],
    ['8th hourly', { code: 'Q8H', perDay: 3 }],
    ['q6h', { code: 'Q6H', perDay: 4 }],
    ['every four to six hours', { custom: 'every 4-6 hours' }],
    ['every 4-6 hours', { custom: 'every 4-6 hours' }],
    ['q 12 h', { code: 'Q12H', perDay: 2 }],
    // Dictated with the abbreviation's stops (valid D2N083's "q.6 h.", and ours).
    ['q.6 h.', { code: 'Q6H', perDay: 4 }],
    ['q. 8 h', { code: 'Q8H', perDay: 3 }],
    ['every 5 hours', { code: 'Q5H' }],
    ['on alternate days', { code: 'QOD' }],
    ['every other day', { code: 'QOD' }],
    ['weekly', { code: 'QW' }],
    ['once a week', { code: 'QW' }],
    ['1-0-1', { custom: '1-0-1', code: 'BD', perDay: 2 }],
    ['1 - 0 - 1', { custom: '1-0-1', code: 'BD', perDay: 2 }],
    ['1-1-1', { custom: '1-1-1', code: 'TDS', perDay: 3 }],
    ['0-0-1', { custom: '0-0-1', code: 'OD', perDay: 1 }],
    ['1-0-0', { custom: '1-0-0', code: 'OD', perDay: 1 }],
    ['1-1-1-1', { custom: '1-1-1-1', code: 'QID', perDay: 4 }],
    ['½-0-½', { custom: '½-0-½', code: 'BD', perDay: 2 }],
    ['1/2-0-1/2', { custom: '1/2-0-1/2', code: 'BD', perDay: 2 }],
    ['2-0-1', { custom: '2-0-1', code: 'BD', perDay: 2 }],
    // Said in words (probe p23: "tablet zerodol sp, one-zero-one after food").
    ['one-zero-one after food', { custom: '1-0-1', code: 'BD', perDay: 2 }],
    ['one zero one', { custom: '1-0-1', code: 'BD', perDay: 2 }],
    ['zero zero one', { custom: '0-0-1', code: 'OD', perDay: 1 }],
    ['one-one-one', { custom: '1-1-1', code: 'TDS', perDay: 3 }],
  ])('%s', (text, expected) => {
    expect(parseFrequency(text)).toEqual(expected);
  });

  it.each(['twice a week', 'once a month', 'for 5 days', '12-03-2024', '3-5 days', 'food', 'bold', ''])('finds no frequency in "%s"', (text) => {
    expect(parseFrequency(text)).toBeUndefined();
  });

  it('takes the frequency said first, as said', () => {
    expect(findFrequency('1 tab SOS, maximum 3 times a day')).toEqual({ value: { code: 'SOS' }, start: 6, end: 9 });
    expect(parseFrequency('TDS if needed')).toEqual({ code: 'TDS', perDay: 3 });
  });

  it('returns a fresh value each time', () => {
    const first = parseFrequency('BD');
    if (first) first.perDay = 5;
    expect(parseFrequency('BD')).toEqual({ code: 'BD', perDay: 2 });
  });
});
