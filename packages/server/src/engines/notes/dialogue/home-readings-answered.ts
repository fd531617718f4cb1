/**
 * The doctor asking whether the patient checks the blood pressure or the blood sugars at home, and the patient's
 * answer, as the statement of the history they make together, in the doctor's words: "Are you monitoring your blood
 * pressure at home?" — "Periodically, yes, and it's been pretty good." → "you check your blood pressure at home
 * periodically; your readings have been good". A follow-up visit's history turns on it (issue 28). The history then
 * tells it as anything the doctor said of the patient ("He checks his blood pressure at home periodically.").
 */
import { parseNumber } from '../prescription/numbers.js';
import { isPlausible } from '../vitals/vital-bounds.js';
import { spokenNumbersInDigits } from '../vitals/spoken-numbers.js';

/** What is measured, as the note names it, and the condition it is measured for. */
const MEASURES: readonly { said: RegExp; measure: string; condition: RegExp }[] = [
  { said: /\bblood pressures?\b|\bpressures\b/i, measure: 'blood pressure', condition: /\bhypertension\b/i },
  { said: /\bblood sugars?\b|\bsugars?\b|\bglucose\b|\baccu-?cheks?\b|\bfinger ?sticks?\b/i, measure: 'blood sugars', condition: /\bdiabetes\b/i },
];
/** What a question asks to have been measured at home ("your blood sugars"), and the condition it is measured for. */
export const measureAsked = (question: string) => MEASURES.find(({ said }) => said.test(question));

const MEASURED = String.raw`(?:your\s+|the\s+|those\s+)?(?:\w+\s+)?(?:blood pressures?|blood sugars?|sugars|accu-?cheks?|pressures)`;
/**
 * A question of checking the readings ("are you checking your blood pressures at home?"), or of what they have been
 * ("what have your blood sugars been running?"); not of the drug taken for them ("are you taking your medication for
 * your blood pressure?").
 */
const CHECKING_ASKED = new RegExp(
  String.raw`\b(?:check\w*|monitor\w*|tak(?:e|ing)|measur\w*|record\w*|watch\w*|track\w*|keeping)\s+${MEASURED}|\b(?:blood pressure|blood sugar) checks?\b|\b(?:blood pressures?|blood sugars?|sugars)\b(?:(?!\s*cuff\b)[\w\s]){0,25}?\b(?:at home|running)\b`,
  'i',
);
/** The patient telling of checking: "I check my sugar two or three times a week", "I monitor it regularly". */
const CHECKING_TOLD = /\b(?:check\w*|monitor\w*|measur\w*|record\w*)\b/i;
const CUFF = /\bcuff\b/i;
/** An answer that asks back ("what's an accu-chek?") or tells of something else (the A1c) tells nothing of home readings. */
const NOT_AN_ANSWER = /\bwhat(?:'s| is)\b|\?|\ba1c\b/i;
const NOT_CHECKING = /\b(?:have ?n't|have not|do ?n't|do not|not)\s+(?:been\s+)?(?:checking|checked|check|taking|monitoring|measuring)\b/i;
const NO = /^\W*(?:no|nope|nah)\b|\b(?:have ?n't|have not|did ?n't|did not) (?:got|gotten|get|bought|buy)\b/i;
const LAST_CHECKED = /\bdid (?:it|that|them|one) ((?:a |about |maybe )?[\w ]{1,20}? ago)\b/i;
/** Checking done, but not every time: "I tend to forget", "not always", "I haven't been great about taking it". */
const INCONSISTENT = /\bforget\b|\bnot always\b|\bnot as regimented\b|\bhave ?n't been (?:great|good)\b|\bnot all that often\b/i;
/** The patient saying they check. */
const CHECKS = /^\W*(?:yes|yeah|yep|mm-hmm|uh-huh|i do|i have|i am)\b|\b(?:i|i've been|i'm)\s+(?:\w+\s+){0,2}?(?:check\w*|monitor\w*|tak(?:e|ing)|measur\w*|record\w*)\b|\byes\W*$/i;
const FREQUENCY =
  /\b(every (?:morning|night|day|evening)|(?:about |around )?(?:(?:one|two|three|four) (?:or|to) )?(?:once|twice|two times|three times|four times|a few times|a couple (?:of )?times) (?:a|per) (?:day|week|month)|daily|regularly|periodically)\b/i;
const ELSEWHERE = /\bpharmacy\b|\bcvs\b|\bwalgreens\b/i;
/** What the readings have been, first match first: "creeping up" is rising, "all over the place" variable. */
const READINGS: readonly [RegExp, string][] = [
  [/\b(?:creeping up|going up|rising|getting higher)\b/i, 'rising'],
  [/\ball over the place\b|\bup and down\b/i, 'variable'],
  [/\b(?:high|elevated)\b/i, 'elevated'],
  [/\b(?:pretty good|good|fine|under control|normal|well controlled)\b/i, 'good'],
  [/\b(?:about the same|stable)\b/i, 'stable'],
];
/** "I'm good about it": the patient's checking, not the readings. */
const GOOD_ABOUT = /\bi'm (?:pretty |really )?good about\b/gi;
const RANGE = /\bin the (low|mid|high|upper) (\w+) hundreds\b/i;
/** A blood pressure read out, with how it was said to stand: "as high as 170 over 90", "around 130 over 80". */
const PRESSURE_READ = /\b(?:(as high as|as low as|around|about|usually|like)\s+)?(\d{2,3}) (?:over|by|\/) (\d{2,3})\b/i;
/** The readings' span: "in that 120 to 140 range", "between 90 and 110". */
const SPAN_READ = /\b(?:between )?(\d{2,3}) (?:to|and|or|-) (\d{2,3})(?! (?:times|days|weeks|months|years|minutes|hours)\b)/i;

/** The statement of a question of home readings and its answer; undefined when the question is another's or the answer tells nothing of them. */
export function homeReadingsAnswered(question: string, answer: string): string | undefined {
  const measured = measureAsked(question)?.measure;
  if (measured === undefined || NOT_AN_ANSWER.test(answer)) return undefined;
  const cuff = CUFF.test(question);
  const asked = CHECKING_ASKED.test(question);
  if (!asked && !cuff && !CHECKING_TOLD.test(answer)) return undefined;
  if (NOT_CHECKING.test(answer)) return `you have not been checking your ${measured} at home`;
  const last = LAST_CHECKED.exec(answer);
  if (last) return `you last checked your ${measured} ${last[1]}`;
  if (cuff && NO.test(answer)) return 'you do not yet have a home blood pressure cuff';
  const inconsistent = INCONSISTENT.test(answer);
  const readings = READINGS.find(([pattern]) => pattern.test(answer.replace(GOOD_ABOUT, '')))?.[1];
  const frequency = FREQUENCY.exec(answer)?.[1];
  if (!CHECKS.test(answer) && !inconsistent && frequency === undefined && readings === undefined) return undefined;
  // "The blood pressure readings", not "his readings": a history's statement names what it is about.
  // With their range said, the range tells what they have been: "in the low 100s".
  const digits = spokenNumbersInDigits(answer.toLowerCase()).text;
  const figures = figuresOf(digits, measured);
  // The figures say more than "good" or "elevated"; "rising" and "variable" say what one figure cannot.
  const shown = rangeOf(answer) ?? (figures !== undefined && readings !== 'rising' && readings !== 'variable' ? figures : readings);
  // Readings said to vary, with figures said, have varied between them: "have varied from 120 to 140 systolic".
  const spanned = shown === 'variable' ? spanOf(digits, measured) : undefined;
  const told = spanned ? `; the ${measured.replace(/s$/, '')} readings have varied ${spanned}` : shown ? `; the ${measured.replace(/s$/, '')} readings have been ${shown}` : '';
  // "Did you buy the cuff?" — "Yes, I did.": a cuff bought, not yet said to be used.
  if (cuff && !asked && !CHECKING_TOLD.test(answer) && !inconsistent && frequency === undefined) return `you have a home blood pressure cuff${told}`;
  const place = ELSEWHERE.test(answer) ? 'at a pharmacy' : 'at home';
  const how = inconsistent ? ' inconsistently' : frequency ? ` ${frequency}` : '';
  return `you check your ${measured} ${place}${how}${told}`;
}

/** A figure said on its own, in digits: "one forty" → 140 (not a count of times, days or pills). */
const FIGURE = /\b(\d{2,3})\b(?! (?:times|days|weeks|months|years|minutes|hours|pills|tablets|mg|milligrams|pounds)\b)(?!\/)/g;
/** A pressure of which only the top number is said: "one forty for the top number", "one forty on top". */
const SYSTOLIC_SAID = /\b(?:top number|on top|systolic|upper number)\b/i;

/**
 * Readings said to vary, as the span of the figures said: "sometimes one twenty, sometimes one forty for the top
 * number" → "from 120 to 140 systolic", "seventy or eighty in the morning, one sixty after dinner" → "from 70 to 160";
 * none when fewer than two figures a living patient's readings could be were said, or a whole pressure was.
 */
function spanOf(digits: string, measured: string): string | undefined {
  const pressure = measured === 'blood pressure';
  if (pressure && (!SYSTOLIC_SAID.test(digits) || PRESSURE_READ.test(digits))) return undefined;
  const plausible = (value: number) => (pressure ? value >= 70 && value <= 260 : isPlausible({ kind: 'blood_sugar', value, unit: 'mg/dL' }) && value >= 40);
  const figures = [...digits.matchAll(FIGURE)].map((m) => Number(m[1])).filter(plausible);
  if (new Set(figures).size < 2) return undefined;
  const [low, high] = [Math.min(...figures), Math.max(...figures)];
  return `from ${low} to ${high}${pressure ? ' systolic' : ''}`;
}

/** The readings' range as said: "in the low one hundreds" → "in the low 100s". */
function rangeOf(answer: string): string | undefined {
  const range = RANGE.exec(answer);
  return range ? `in the ${range[1]} ${parseNumber(range[2]!) ?? range[2]}00s` : undefined;
}

/**
 * The figures the readings have been, said as clinicians say them: "as high as one seventy over ninety" → "as high as
 * 170/90", "in that one twenty to one forty range" → "120-140"; none that a living patient's readings could not be.
 */
function figuresOf(digits: string, measured: string): string | undefined {
  if (measured === 'blood pressure') {
    const read = PRESSURE_READ.exec(digits);
    const [systolic, diastolic] = [Number(read?.[2]), Number(read?.[3])];
    if (!read || !isPlausible({ kind: 'blood_pressure', value: systolic, value2: diastolic, unit: 'mmHg' })) return undefined;
    const how = read[1]?.toLowerCase().replace(/^(?:usually|like)$/, '');
    return `${how ? `${how} ` : ''}${systolic}/${diastolic}`;
  }
  const span = SPAN_READ.exec(digits);
  const [low, high] = [Number(span?.[1]), Number(span?.[2])];
  const sugar = (value: number) => isPlausible({ kind: 'blood_sugar', value, unit: 'mg/dL' }) && value >= 40;
  return span && low < high && sugar(low) && sugar(high) ? `${low}-${high}` : undefined;
}
