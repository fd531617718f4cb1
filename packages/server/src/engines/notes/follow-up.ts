import type { FollowUp, TimeUnit } from './clinical-model.js';
import { NUMBER, parseNumber } from './prescription/numbers.js';

/** What a follow-up is said with; a bare "come" only as told to the patient, with its interval ("come after four weeks"). */
const CUE = String.raw`(?:review|follow[- ]?up|come back|revisit|see (?:me|you|him|her|them)(?: again| back)?|recheck|check back|check (?:on )?(?:you|him|her|them)|take (?:another |a )?look|see how (?:you|we|he|she|it|things) (?:do|does|are doing|is doing|go|goes)|visit again|report back|come for (?:a )?(?:review|check[- ]?up)|return|appointment|(?<=(?:^|[,;.!?]\s*|\b(?:please|then|and|you|so|just)\s+))come(?:\s+again)?(?=\s+(?:after|in)\b))`;
/** "2 weeks", "a couple of weeks", "three to four weeks", "a week or two" (a range: its first and last). */
const AMOUNT = String.raw`(${NUMBER}|an?|(?:a )?couple(?: of)?)(?:\s*(?:to|-|or)\s*(${NUMBER}))?\s*(day|week|month|year)s?(?:\s+or\s+(${NUMBER})\b)?`;
/** "review after 1 week", "follow up in two weeks", "come back after 10 days", "a follow-up appointment for four weeks". */
const CUE_THEN_INTERVAL = new RegExp(String.raw`\b${CUE}\b[^.?!]*?\b(?:after|in|within|over the next|(?<=appointment\b[^.?!]{0,20})for)\s+(?:about\s+|around\s+|approximately\s+|like\s+|another\s+)?${AMOUNT}\b`, 'i');
/** "after 2 weeks for review", "in one month follow up". */
const INTERVAL_THEN_CUE = new RegExp(String.raw`\b(?:after|in)\s+${AMOUNT}\b[^.?!]{0,30}\b${CUE}\b`, 'i');
const NEXT = new RegExp(String.raw`\b${CUE}\b[^.?!]*?\bnext (week|month)\b`, 'i');
/** An explicit date: 2026-12-05, or 05/12/2026 as Indian clinics write it (day first). */
const DATE = /\b(?:(\d{4})-(\d{2})-(\d{2})|(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}))\b/;

/** A follow-up said in a sentence: its interval or date. Undefined when the sentence says none. */
export function parseFollowUp(text: string): Pick<FollowUp, 'interval' | 'date'> | undefined {
  const match = CUE_THEN_INTERVAL.exec(text) ?? INTERVAL_THEN_CUE.exec(text);
  const date = DATE.exec(text);
  const dated = date && new RegExp(String.raw`\b${CUE}\b`, 'i').test(text) ? isoDate(date) : undefined;
  if (match) {
    const value = /couple/i.test(match[1]!) ? 2 : parseNumber(match[1]!);
    const last = match[2] ?? match[4];
    const upTo = last === undefined ? undefined : parseNumber(last);
    const range = upTo !== undefined && value !== undefined && upTo > value ? { upTo } : {};
    if (value !== undefined) return { interval: { value, unit: match[3]!.toLowerCase() as TimeUnit, ...range }, ...(dated ? { date: dated } : {}) };
  }
  const next = NEXT.exec(text);
  if (next) return { interval: { value: 1, unit: next[1]!.toLowerCase() as TimeUnit } };
  return dated ? { date: dated } : undefined;
}

function isoDate(match: RegExpExecArray): string | undefined {
  const [year, month, day] = match[1] ? [match[1], match[2]!, match[3]!] : [match[6]!, match[5]!.padStart(2, '0'), match[4]!.padStart(2, '0')];
  const iso = `${year}-${month}-${day}`;
  return Number.isNaN(new Date(`${iso}T00:00:00Z`).getTime()) ? undefined : iso;
}
