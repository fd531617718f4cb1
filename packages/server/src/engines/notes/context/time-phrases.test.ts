import { describe, expect, it } from 'vitest';
import { findTimePhrases, type TimePhrase } from './time-phrases.js';
import { tokenize } from './tokens.js';

function phrases(sentence: string): (Omit<TimePhrase, 'first' | 'last'> & { text: string })[] {
  const tokens = tokenize(sentence);
  return findTimePhrases(sentence, tokens).map(({ first, last, ...phrase }) => ({
    ...phrase,
    text: sentence.slice(tokens[first]?.start, tokens[last]?.end),
  }));
}

describe('findTimePhrases', () => {
  it.each([
    ['fever for 3 days', { duration: { value: 3, unit: 'day' }, recent: true, precedes: false, text: 'for 3 days' }],
    ['cough since two weeks', { duration: { value: 2, unit: 'week' }, recent: true, precedes: false, text: 'since two weeks' }],
    ['pain for the last 6 months', { duration: { value: 6, unit: 'month' }, recent: false, precedes: false, text: 'for the last 6 months' }],
    ['fever x3 days', { duration: { value: 3, unit: 'day' }, recent: true, precedes: false, text: 'x3 days' }],
    ['since a week', { duration: { value: 1, unit: 'week' }, recent: true, precedes: false, text: 'since a week' }],
    // How long, said as about so long (issue 28: "my back has been hurting for about a week").
    ['for about a week', { duration: { value: 1, unit: 'week' }, recent: true, precedes: false, text: 'for about a week' }],
    ['for around 3 months', { duration: { value: 3, unit: 'month' }, recent: false, precedes: false, text: 'for around 3 months' }],
    ['for the past approximately two weeks', { duration: { value: 2, unit: 'week' }, recent: true, precedes: false, text: 'for the past approximately two weeks' }],
    ['since 2-3 days', { duration: { value: 3, unit: 'day' }, recent: true, precedes: false, text: 'since 2-3 days' }],
    ['3 din se bukhar', { duration: { value: 3, unit: 'day' }, recent: true, precedes: true, text: '3 din se' }],
    ['fever 4 days', { duration: { value: 4, unit: 'day' }, recent: true, precedes: true, text: '4 days' }],
    ['since last week', { onset: 'last week', recent: true, precedes: false, text: 'since last week' }],
    ['since the morning', { onset: 'morning', recent: true, precedes: false, text: 'since the morning' }],
    ['since childhood', { onset: 'childhood', recent: false, precedes: false, text: 'since childhood' }],
    ['2 days back', { onset: '2 days back', recent: true, precedes: false, text: '2 days back' }],
    ['10 years ago', { onset: '10 years ago', recent: false, precedes: false, text: '10 years ago' }],
    ['kal raat se', { onset: 'last night', recent: true, precedes: true, text: 'kal raat se' }],
    // A number said in two words is one number (probe p13: "fever free for twenty four hours" was 4 hours).
    ['fever for twenty four hours', { duration: { value: 24, unit: 'hour' }, recent: true, precedes: false, text: 'for twenty four hours' }],
    ['for forty-eight to seventy two hours', { duration: { value: 72, unit: 'hour' }, recent: true, precedes: false, text: 'for forty-eight to seventy two hours' }],
    ['cough for thirteen days', { duration: { value: 13, unit: 'day' }, recent: true, precedes: false, text: 'for thirteen days' }],
    ['fever thirty six hours', { duration: { value: 36, unit: 'hour' }, recent: true, precedes: true, text: 'thirty six hours' }],
  ])('%s', (sentence, expected) => {
    expect(phrases(sentence)).toEqual([expected]);
  });

  it.each(['review after 5 days', '45 years old', '60 years of age', 'twice a day', 'once in 2 weeks', 'for a few days', 'paracetamol 2 tablets'])(
    'finds no complaint duration in: %s',
    (sentence) => {
      expect(phrases(sentence)).toEqual([]);
    },
  );
});
