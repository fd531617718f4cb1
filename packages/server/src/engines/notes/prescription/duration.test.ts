import { describe, expect, it } from 'vitest';
import type { Duration } from '../clinical-model.js';
import { findDuration, parseDuration } from './duration.js';

describe('parseDuration', () => {
  it.each<[string, Duration]>([
    ['3 days', { value: 3, unit: 'day' }],
    ['2 weeks', { value: 2, unit: 'week' }],
    ['a week', { value: 1, unit: 'week' }],
    ['one month', { value: 1, unit: 'month' }],
    ['since 3 days', { value: 3, unit: 'day' }],
    ['x3 days', { value: 3, unit: 'day' }],
    ['for 5 days', { value: 5, unit: 'day' }],
    ['x 5 days', { value: 5, unit: 'day' }],
    ['× 1 week', { value: 1, unit: 'week' }],
    ['into 5 days', { value: 5, unit: 'day' }],
    ['for 2 weeks', { value: 2, unit: 'week' }],
    ['for 1 month', { value: 1, unit: 'month' }],
    ['for 3 months', { value: 3, unit: 'month' }],
    ['for a week', { value: 1, unit: 'week' }],
    ['for the last 2 weeks', { value: 2, unit: 'week' }],
    ['since past 10 days', { value: 10, unit: 'day' }],
    ['for five days', { value: 5, unit: 'day' }],
    ['for one and a half months', { value: 1.5, unit: 'month' }],
    ['fever since 2 years', { value: 2, unit: 'year' }],
    ['for 48 hours', { value: 48, unit: 'hour' }],
    ['for 5 to 7 days', { value: 7, unit: 'day' }],
    ['10-14 days', { value: 14, unit: 'day' }],
    ['5 din', { value: 5, unit: 'day' }],
    ['5 din tak', { value: 5, unit: 'day' }],
    ['2 hafte', { value: 2, unit: 'week' }],
    ['6 mahine se', { value: 6, unit: 'month' }],
    ['1 saal', { value: 1, unit: 'year' }],
    ['FOR 3 DAYS', { value: 3, unit: 'day' }],
  ])('%s', (text, expected) => {
    expect(parseDuration(text)).toEqual(expected);
  });

  it.each([
    'till review',
    'every 5 days',
    'review after 3 days',
    'come back in 2 weeks',
    // A return visit's interval, hedged or as a range (issue 28, train D2N047).
    "i'm gon na see you again in about three to four weeks",
    'come back in about 2 weeks',
    // Nor the last word of a number said in two (probe p25: "use within twenty four hours" was 4 hours).
    'made ors, use within twenty four hours, then throw',
    '3 days ago',
    '2 days back',
    'once a week',
    'twice a week',
    'one tablet a day',
    'for fever',
    '5 mg',
    // How long to wait before a meal or a drink (issue 28: probe p21, "for 0.5 hours").
    'then wait half an hour minimum before tea or breakfast',
    'thirty minutes before breakfast',
    'wait an hour after food',
    '',
  ])('finds no duration in "%s"', (text) => {
    expect(parseDuration(text)).toBeUndefined();
  });

  it('says where the duration was said', () => {
    expect(findDuration('Tab Dolo 650 TDS for 3 days after food')).toEqual({ value: { value: 3, unit: 'day' }, start: 17, end: 27 });
  });
});
