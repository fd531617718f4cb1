/**
 * Durations and onsets said about complaints: "for 3 days", "since two weeks", "x 2 weeks", "3 din se" (a
 * duration); "since last week", "since yesterday", "kal se", "2 days back" (an onset, kept as words).
 *
 * Limited to what the context of a concept needs; the prescription engine reads medication durations
 * ("for 5 days", "for 1 month") with its own parser, and the two may be merged.
 */
import type { Duration, TimeUnit } from '../clinical-model.js';
import type { TokenRange } from './match-cues.js';
import { ONES, TEENS, TENS } from '../prescription/numbers.js';
import { isYear, type Token } from './tokens.js';

export interface TimePhrase extends TokenRange {
  readonly duration?: Duration;
  /** When the time is a point, not a length: "last week", "yesterday", "2 days back". */
  readonly onset?: string;
  /** Weeks rather than months or years: a complaint of now, even in a list of known illnesses. */
  readonly recent: boolean;
  /** Said before what it is about ("3 din se bukhar"), as Hindi has it; English says "fever since 3 days". */
  readonly precedes: boolean;
}

const UNITS: ReadonlyMap<string, TimeUnit> = new Map([
  ...unit('minute', ['minute', 'minutes', 'min', 'mins']),
  ...unit('hour', ['hour', 'hours', 'hr', 'hrs', 'ghanta', 'ghante', 'ghanton']),
  ...unit('day', ['day', 'days', 'din', 'dino', 'dinon']),
  ...unit('week', ['week', 'weeks', 'wk', 'wks', 'hafta', 'hafte', 'hafton']),
  ...unit('month', ['month', 'months', 'mth', 'mths', 'mahina', 'mahine', 'mahino', 'mahinon']),
  ...unit('year', ['year', 'years', 'yr', 'yrs', 'saal', 'sal', 'varsh', 'baras']),
]);

function unit(timeUnit: TimeUnit, words: readonly string[]): [string, TimeUnit][] {
  return words.map((word) => [word, timeUnit]);
}

/** "twenty four hours": a ten said before a unit is one number with it. */
const TEN_VALUES: ReadonlyMap<string, number> = new Map(TENS.map((word, i) => [word, (i + 2) * 10] as const));
/** Number words as said before a time unit, English and Hindi ("do din se": for 2 days). */
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ...[...ONES, ...TEENS].map((word, i) => [word, i + 1] as const),
  ...TEN_VALUES,
  ['ek', 1], ['do', 2], ['teen', 3], ['char', 4], ['chaar', 4], ['paanch', 5], ['panch', 5], ['chhe', 6], ['saat', 7],
  ['aath', 8], ['nau', 9], ['das', 10],
]);
/** "for a week": only after a word that introduces a duration. */
const ARTICLES: ReadonlyMap<string, number> = new Map([['a', 1], ['an', 1]]);

/** Words that introduce a duration; "since" and "from" may introduce an onset instead. */
const INTRODUCERS: ReadonlySet<string> = new Set(['since', 'for', 'from', 'x', '×', 'last', 'past']);
const ONSET_INTRODUCERS: ReadonlySet<string> = new Set(['since', 'from']);
/** "since the last 3 days", "for past 2 weeks", "for about a week", "for the past approximately two weeks". */
const INTRODUCER_FILLERS: ReadonlySet<string> = new Set(['the', 'last', 'past', 'previous', 'about', 'around', 'approximately', 'roughly', 'nearly', 'almost']);
/** After these, a number of days is not how long a complaint has lasted ("review after 5 days", "once in 2 weeks"). */
const NOT_A_DURATION_BEFORE: ReadonlySet<string> = new Set([
  'after', 'in', 'within', 'next', 'every', 'per', 'once', 'twice', 'thrice', 'times', 'till', 'until', 'upto', 'up', 'age', 'aged',
]);
/** "3 days back": when it started. */
const AGO: ReadonlySet<string> = new Set(['ago', 'back', 'pehle']);
/** Hindi "since": "3 din se". */
const SE = 'se';

const ONSET_HEADS: ReadonlySet<string> = new Set([
  'yesterday', 'today', 'morning', 'evening', 'night', 'afternoon', 'week', 'weekend', 'month', 'year', 'childhood',
  'birth', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february',
  'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
]);
const ONSET_MODIFIERS: ReadonlySet<string> = new Set(['the', 'this', 'last', 'past', 'previous', 'early', 'today', 'yesterday']);
const RECENT_HEADS: ReadonlySet<string> = new Set([
  'yesterday', 'today', 'morning', 'evening', 'night', 'afternoon', 'week', 'weekend', 'monday', 'tuesday',
  'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
]);
const RECENT_UNITS: ReadonlySet<TimeUnit> = new Set(['minute', 'hour', 'day', 'week']);
const MAX_ONSET_WORDS = 3;
/** Hindi onsets before "se", written in English for the notes. */
const HINDI_ONSETS: ReadonlyMap<string, string> = new Map([
  ['kal', 'yesterday'], ['kal raat', 'last night'], ['kal subah', 'yesterday morning'], ['subah', 'morning'],
  ['aaj subah', 'this morning'], ['raat', 'night'], ['shaam', 'evening'], ['parson', 'day before yesterday'],
  ['pichle hafte', 'last week'], ['pichle mahine', 'last month'], ['pichle saal', 'last year'],
]);
const LONG_AGO_HINDI_ONSETS: ReadonlySet<string> = new Set(['last month', 'last year']);

interface Quantity {
  readonly value: number;
  readonly unit: TimeUnit;
  /** Index of the first token after the unit. */
  readonly next: number;
}

/** The duration and onset phrases of a sentence, in order. */
export function findTimePhrases(sentence: string, tokens: readonly Token[]): TimePhrase[] {
  const phrases: TimePhrase[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const phrase = introducedAt(sentence, tokens, i) ?? quantityPhraseAt(sentence, tokens, i) ?? hindiOnsetAt(tokens, i);
    if (!phrase) continue;
    phrases.push(phrase);
    i = phrase.last;
  }
  return phrases;
}

/** "for 3 days", "since the last 2 weeks", "x 2 weeks", "since last week". */
function introducedAt(sentence: string, tokens: readonly Token[], i: number): TimePhrase | undefined {
  const introducer = tokens[i]?.norm ?? '';
  if (!INTRODUCERS.has(introducer)) return undefined;
  let j = i + 1;
  while (INTRODUCER_FILLERS.has(tokens[j]?.norm ?? '') && j < i + 4) j++;
  const quantity = quantityAt(tokens, j, true);
  if (quantity) return { first: i, last: quantity.next - 1, ...durationOf(quantity), precedes: false };
  if (!ONSET_INTRODUCERS.has(introducer)) return undefined;
  return onsetAfter(sentence, tokens, i);
}

/** "since yesterday evening" → "yesterday evening": onset words ending in a head word, "the" dropped. */
function onsetAfter(sentence: string, tokens: readonly Token[], introducer: number): TimePhrase | undefined {
  let first = introducer + 1;
  if (tokens[first]?.norm === 'the') first++;
  let last: number | undefined;
  for (let j = first; j < first + MAX_ONSET_WORDS; j++) {
    const token = tokens[j];
    if (!token) break;
    if (ONSET_HEADS.has(token.norm) || isYear(token)) last = j;
    else if (!ONSET_MODIFIERS.has(token.norm)) break;
  }
  const [from, to] = [tokens[first], last === undefined ? undefined : tokens[last]];
  if (last === undefined || !from || !to) return undefined;
  return { first: introducer, last, onset: sentence.slice(from.start, to.end), recent: RECENT_HEADS.has(to.norm), precedes: false };
}

/** "3 din se", "2 days back", and a bare "fever 3 days". */
function quantityPhraseAt(sentence: string, tokens: readonly Token[], i: number): TimePhrase | undefined {
  const quantity = quantityAt(tokens, i, false);
  if (!quantity) return undefined;
  const after = tokens[quantity.next];
  if (after?.norm === SE) return { first: i, last: quantity.next, ...durationOf(quantity), precedes: true };
  if (after && AGO.has(after.norm)) {
    const onset = sentence.slice(tokens[i]?.start, after.end);
    return { first: i, last: quantity.next, onset, recent: RECENT_UNITS.has(quantity.unit), precedes: false };
  }
  if (NOT_A_DURATION_BEFORE.has(tokens[i - 1]?.norm ?? '') || isAge(tokens, quantity.next)) return undefined;
  return { first: i, last: quantity.next - 1, ...durationOf(quantity), precedes: true };
}

/** "45 years old", "45 years of age". */
function isAge(tokens: readonly Token[], next: number): boolean {
  const after = tokens[next]?.norm;
  return after === 'old' || (after === 'of' && tokens[next + 1]?.norm === 'age');
}

/** "kal se", "pichle hafte se". */
function hindiOnsetAt(tokens: readonly Token[], i: number): TimePhrase | undefined {
  for (const length of [2, 1]) {
    const words = tokens.slice(i, i + length);
    const onset = HINDI_ONSETS.get(words.map((token) => token.norm).join(' '));
    if (words.length === length && onset && tokens[i + length]?.norm === SE) {
      return { first: i, last: i + length, onset, recent: !LONG_AGO_HINDI_ONSETS.has(onset), precedes: true };
    }
  }
  return undefined;
}

/** "3 days", "two weeks", "a week", "2-3 days" (read as its upper bound, as the prescription engine reads ranges). */
function quantityAt(tokens: readonly Token[], i: number, introduced: boolean): Quantity | undefined {
  // A unit said after its ten ("four" of "twenty four hours") is no number of its own.
  if (TEN_VALUES.has(tokens[i - 1]?.norm ?? '') || (tokens[i - 1]?.norm === '-' && TEN_VALUES.has(tokens[i - 2]?.norm ?? ''))) return undefined;
  const lower = numberAt(tokens, i, introduced);
  if (!lower) return undefined;
  let { value, next } = lower;
  const joiner = tokens[next]?.norm ?? '';
  const upper = ['-', 'to', 'or'].includes(joiner) ? numberAt(tokens, next + 1, false) : undefined;
  if (upper) {
    value = Math.max(value, upper.value);
    next = upper.next;
  }
  const timeUnit = UNITS.get(tokens[next]?.norm ?? '');
  return timeUnit ? { value, unit: timeUnit, next: next + 1 } : undefined;
}

function durationOf(quantity: Quantity): { duration: Duration; recent: boolean } {
  return { duration: { value: quantity.value, unit: quantity.unit }, recent: RECENT_UNITS.has(quantity.unit) };
}

/** The number said at `i` ("3", "two", "a", "twenty four", "forty-eight") and the index after it. */
function numberAt(tokens: readonly Token[], i: number, articles: boolean): { value: number; next: number } | undefined {
  const token = tokens[i];
  if (!token) return undefined;
  if (/^\d+(?:\.\d+)?$/.test(token.norm)) return { value: Number(token.norm), next: i + 1 };
  const ten = TEN_VALUES.get(token.norm);
  if (ten !== undefined) {
    const unitAt = tokens[i + 1]?.norm === '-' ? i + 2 : i + 1;
    const unit = ONES.indexOf(tokens[unitAt]?.norm ?? '') + 1;
    return unit > 0 ? { value: ten + unit, next: unitAt + 1 } : { value: ten, next: i + 1 };
  }
  const value = NUMBER_WORDS.get(token.norm) ?? (articles ? ARTICLES.get(token.norm) : undefined);
  return value === undefined ? undefined : { value, next: i + 1 };
}
