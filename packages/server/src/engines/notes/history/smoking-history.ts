/**
 * The smoking history told whole, however the doctor asked it: "do you smoke?" — "I used to"; "when did you quit?" —
 * "maybe six or so years ago"; "how many packs a day?" — "about one and a half"; "for how many years?" — "thirty
 * plus" make "former smoker, about 1.5 packs a day for 30+ years; quit about 6 years ago". Each answer is read for
 * what its question asked.
 */
import type { SmokingHistory } from '../clinical-model.js';
import type { Exchange } from '../dialogue/exchanges.js';
import { COUNT_NUMBER, parseNumber } from '../prescription/numbers.js';

const OF_SMOKING = /\b(?:smoke[sd]?|smoking|smoker|tobacco|cigarettes?|packs?)\b/i;
/** "When did you quit?", or the quitting put to the patient for the time: "and you quit smoking a long time ago?". */
const ASKS_QUIT = /\b(?:when|how long ago) did you (?:quit|stop)\b|\byou (?:quit|stopped)(?: smoking)? (?:a (?:long )?(?:time|while)|years) ago\b/i;
const ASKS_AMOUNT = /\bhow (?:many|much)\b.*\b(?:packs?|cigarettes?|smoke)\b|\bhow many a day\b/i;
const ASKS_DURATION = /\bhow (?:many years|long)\b|\bfor how many years\b/i;
/** "I used to", "haven't had a cigarette in a long time", "not anymore": smoked once, no longer. */
const NO_LONGER = /\b(?:used to|quit|stopped|gave (?:it )?up|(?:have|has)n't (?:smoked|had a cigarette)|not (?:any ?more|since)|years ago|former(?:ly)?)\b/i;
/** Smoking still: "i still smoke", "no, i smoke a pack a day". */
const STILL_SMOKES = /\bstill (?:smoke|smoking)\b|\bi (?:smoke|am smoking|'m smoking)\b|^\W*no\b/i;
const NEVER = /^\W*(?:no|nope|nah|never|i don't|i do not|not really)\b/i;
const STILL = /^\W*(?:yes|yeah|yep|i do|i smoke|unfortunately|still|sometimes|occasionally|socially|once in a while|now and then)\b/i;
/** How sure a count is said: "at least two", "maybe six". */
const QUALIFIER = String.raw`(?:(at least|about|around|maybe|almost|over|like|roughly) )?`;
/** A count as said: "at least two", "about one and a half", "thirty plus", "six or so". */
const COUNT = new RegExp(String.raw`\b${QUALIFIER}(one and a half|two and a half|${COUNT_NUMBER})( plus| or so| or more)?\b`, 'gi');
const UNIT = /\b(packs?|cigarettes?)\b/i;
/** An amount said with its unit in any answer: "about one to two cigarettes per day", "a pack and a half". */
// "three-four cigarettes in a week": counted by the week when said so.
const AMOUNT_SAID = new RegExp(
  String.raw`\b${QUALIFIER}(${COUNT_NUMBER}|a|half a)(?:(?: (?:to|or) |-)(${COUNT_NUMBER}))? (packs?|cigarettes?)( and a half)?\b(?: (?:a|per|in a|every) (week|day))?`,
  'i',
);

/** A hedge as a note writes it: "maybe", "around", "like" and "roughly" are "about". */
const hedged = (said: string | undefined) => {
  const word = said?.toLowerCase() ?? '';
  return ['maybe', 'around', 'like', 'roughly'].includes(word) ? 'about' : word;
};
/** "about 1.5 packs", "20+ years", "1 pack": a count written with its unit, the qualifier first. */
const written = (about: string, count: string, plural: boolean, unit: string) => `${about ? `${about} ` : ''}${count} ${plural ? unit.replace(/s?$/, 's') : unit.replace(/s$/, '')}`;

/** "about one to two cigarettes per day" → "about 1-2 cigarettes a day"; "three-four cigarettes in a week" → "3-4 cigarettes a week". */
function amountSaid(answer: string): string | undefined {
  const m = AMOUNT_SAID.exec(answer);
  const from = m ? parseNumber(m[2]!.replace(/^half a$/, 'half')) : undefined;
  if (!m || from === undefined) return undefined;
  const to = m[3] === undefined ? undefined : parseNumber(m[3]);
  const value = m[5] ? from + 0.5 : from;
  return `${written(hedged(m[1]), to === undefined ? String(value) : `${value}-${to}`, value !== 1 || to !== undefined, m[4]!.toLowerCase())} a ${m[6]?.toLowerCase() ?? 'day'}`;
}

interface Count {
  value: number;
  about: string;
  plus: boolean;
}

/** The last count said: "couple years ago, maybe four or so years ago" → about 4. */
function lastCount(said: string): Count | undefined {
  const counts = [...said.matchAll(COUNT)].flatMap((m) => {
    const value = parseNumber(m[2]!);
    return value === undefined ? [] : [{ value, about: m[1] ? hedged(m[1]) : /or so/i.test(m[3] ?? '') ? 'about' : '', plus: /plus|or more/i.test(m[3] ?? '') }];
  });
  return counts.at(-1);
}

const counted = (c: Count, unit: string) => written(c.about, `${c.value}${c.plus ? '+' : ''}`, c.value !== 1, unit);

/** What the exchanges about smoking tell, or undefined when none was asked. */
export function smokingHistory(exchanges: readonly Exchange[]): SmokingHistory | undefined {
  // "For how many years?" asked next is still of smoking.
  let onSmoking = false;
  const asked = exchanges
    .map((exchange) => ({ exchange, question: exchange.questions.map((q) => q.text).join(' '), answer: exchange.answer.map((a) => a.text).join(' ') }))
    .filter(({ question }) => {
      onSmoking = OF_SMOKING.test(question) || (onSmoking && (ASKS_QUIT.test(question) || ASKS_AMOUNT.test(question) || ASKS_DURATION.test(question)));
      return onSmoking;
    });
  if (asked.length === 0) return undefined;
  const history: Partial<SmokingHistory> = {};
  for (const { question, answer } of asked) {
    const count = lastCount(answer);
    // "How many years did you smoke?" asks how long, though it says "smoke".
    if (ASKS_QUIT.test(question)) {
      // "And you quit smoking years ago?" — "No, I still smoke …": never quit.
      if (STILL_SMOKES.test(answer)) history.status = 'current';
      else if (count && /\bago\b/i.test(answer)) [history.quit, history.status] = [`${counted(count, 'years').replace(/^(?!about|at least|over|almost)/, 'about ')} ago`, 'former'];
    } else if (ASKS_DURATION.test(question)) {
      if (count) history.duration = counted(count, 'years');
    } else if (ASKS_AMOUNT.test(question)) {
      history.amount = amountSaid(answer) ?? (count && `${counted(count, UNIT.exec(question)?.[1] ?? 'packs')} a day`) ?? history.amount;
    } else {
      history.status ??= NO_LONGER.test(answer) ? 'former' : NEVER.test(answer) ? 'never' : STILL.test(answer) ? 'current' : undefined;
      history.amount ??= amountSaid(answer);
    }
  }
  // Without what, how long or when, "a former smoker" says no more than the patient's own words, which the social
  // history then tells ("she still smokes from time to time").
  if (history.status === undefined || (history.status !== 'never' && !history.amount && !history.duration && !history.quit)) return undefined;
  const said = asked.flatMap(({ exchange }) => [...exchange.questions, ...exchange.answer]);
  return { ...history, status: history.status, evidence: [...new Set(said.map((s) => s.segmentId))], text: asked[0]!.answer };
}
