/**
 * How long: "for 5 days", "x 5 days", "× 1 week", "since 3 days", "for the last 2 weeks", "a week", "5 din".
 * Shared by the prescription parser (how long to take a drug) and the findings (how long a complaint has lasted).
 */
import type { Duration, TimeUnit } from '../clinical-model.js';
import { NUMBER, parseNumber, TENS } from './numbers.js';
import { findFirst, wordsRegex, type Found, type Phrase } from './phrases.js';

/** Unit words, English and Hinglish ("din", "hafte", "mahine", "saal"). */
const UNIT_WORDS: Readonly<Record<TimeUnit, string>> = {
  minute: 'minutes?|mins?',
  hour: 'hours?|hrs?|ghant[ae]',
  day: 'days?|din',
  week: 'weeks?|wks?|haft[ae]y?',
  month: 'months?|mths?|mahin[aeo]',
  year: 'years?|yrs?|saal',
};
const UNIT = Object.values(UNIT_WORDS).join('|');

/** "for", "x", "×", "into" (Indian dictation of ×), "since", "over", with "the last", "about" … after them. */
const LEAD_WORD = String.raw`(?:(?:for|since|over|into)\s+|[x×]\s*)(?:the\s+)?(?:(?:last|past|next|about|around|approximately|nearly)\s+)?`;
/**
 * "every 5 days" is a frequency, "after 3 days" / "in 2 weeks" / "in about three to four weeks" a follow-up, "twice a
 * week" a frequency; "four hours" of "twenty four hours" is the end of another number.
 */
const NOT_AFTER = String.raw`(?<!\b(?:every|each|after|within|in|per|once|twice|thrice|times)\s+(?:(?:about|around|approximately|roughly)\s+)?(?:[\w-]+\s+(?:to|or)\s+)?)(?<!\b(?:${TENS.join('|')})[\s-]+)`;
/**
 * "3 days ago", "2 days back", "5 days before surgery", "30 minutes before breakfast" say when, not how long, and "six
 * hours gap" how far apart; "5 din tak" is "for 5 days".
 */
const NOT_BEFORE = String.raw`(?!\s+(?:ago|back|later|prior|gap|apart|interval|before\s+(?:the\s+)?(?:surgery|procedure|operation)))(?!(?<=\b(?:minutes?|mins?|hours?|hrs?))(?:\s+(?:minimum|at least|or so|or more))?\s+(?:before|after)\s+(?:breakfast|lunch|dinner|food|meals?|eating|bed|tea|coffee))`;
const TAK = String.raw`(?:\s+tak)?`;

const PHRASES: readonly Phrase<Duration>[] = [
  // A range ("5 to 7 days") is read as its upper bound: the longest the course may run.
  {
    pattern: wordsRegex(`${NOT_AFTER}(?:${LEAD_WORD})?\\d+\\s*(?:-|to)\\s*(\\d+)\\s*(${UNIT})${TAK}${NOT_BEFORE}`),
    value: (m) => duration(m[1], m[2]),
  },
  {
    pattern: wordsRegex(`${NOT_AFTER}(?:${LEAD_WORD})?(${NUMBER})\\s*(${UNIT})${TAK}${NOT_BEFORE}`),
    value: (m) => duration(m[1], m[2]),
  },
  // "a week" only after a lead word or alone: "one tablet a day" is no duration.
  {
    pattern: wordsRegex(`(?:${LEAD_WORD}|^\\s*)(an?)\\s+(${UNIT})${TAK}${NOT_BEFORE}`),
    value: (m) => duration(m[1], m[2]),
  },
];

export function findDuration(text: string): Found<Duration> | undefined {
  return findFirst(text, PHRASES);
}

export function parseDuration(text: string): Duration | undefined {
  return findDuration(text)?.value;
}

function duration(amount: string | undefined, unitWord: string | undefined): Duration | undefined {
  const value = parseNumber(amount ?? '');
  const unit = timeUnit(unitWord ?? '');
  return value === undefined || unit === undefined ? undefined : { value, unit };
}

function timeUnit(word: string): TimeUnit | undefined {
  const units = Object.keys(UNIT_WORDS) as TimeUnit[];
  return units.find((unit) => new RegExp(`^(?:${UNIT_WORDS[unit]})$`, 'i').test(word));
}
