/**
 * Writes doses, vital signs and lab values the way clinical notes (and the benchmark references) do:
 * "five hundred milligrams" → "500 mg", "one forty over ninety" → "140/90", "SpO2 ninety eight percent" →
 * "98%", "500mg" → "500 mg".
 *
 * The rule: spoken numbers become digits only in a medical context, so ordinary speech ("one tablet",
 * "twice a day", "for five days") keeps its words. A number is a value when it is
 *  - followed by a unit (mg, mcg, g, kg, ml, units, IU, %, mmHg, mg/dL, g/dL, mmol/L, °F, °C; a bare "degrees"
 *    is kept as a word: "98.6 degrees", since the speaker did not name the scale);
 *  - a blood pressure, two numbers joined by "over" or "by" (or "on" just after "BP" or "pressure") in a plausible
 *    systolic/diastolic range;
 *  - a decimal ("seven point two");
 *  - 10 or more right after a context word (pulse, sugar, a drug name: "Dolo six fifty" → "Dolo 650"),
 *    unless a count noun follows ("metformin one tablet").
 * Indian clinicians say "one forty" for 140 and "six fifty" for 650: a digit followed by 10–99 is read so, also when
 * the recogniser wrote it in digits after a context word ("Augmentin 6 25" → "Augmentin 625").
 */

interface Token {
  readonly text: string;
  readonly lower: string;
  readonly start: number;
  readonly end: number;
}

interface ParsedNumber {
  readonly value: string;
  /** Index of the first token after the number. */
  readonly next: number;
  readonly isDecimal: boolean;
}

interface Replacement {
  readonly first: number;
  readonly last: number;
  readonly text: string;
}

/** Number words by their value: ONES[7] "seven", TEENS[3] "thirteen", TENS[4] "forty". */
export const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
export const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
export const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Unit phrases (lowercase words) → how they are written; null keeps the spoken word. Longest first. */
const PER_DECILITRE = ['decilitre', 'deciliter', 'dl'] as const;
const PER_LITRE = ['litre', 'liter', 'l'] as const;
const UNITS: ReadonlyArray<readonly [readonly string[], string | null]> = [
  ...(['milligrams', 'milligram', 'mg'] as const).flatMap((mg) => PER_DECILITRE.map((dl) => [[mg, 'per', dl], 'mg/dL'] as const)),
  ...(['grams', 'gram', 'gm', 'g'] as const).flatMap((g) => PER_DECILITRE.map((dl) => [[g, 'per', dl], 'g/dL'] as const)),
  ...(['millimoles', 'millimole', 'mmol'] as const).flatMap((mmol) => PER_LITRE.map((l) => [[mmol, 'per', l], 'mmol/L'] as const)),
  [['mg', '/', 'dl'], 'mg/dL'],
  [['degrees', 'fahrenheit'], '°F'],
  [['degree', 'fahrenheit'], '°F'],
  [['degrees', 'celsius'], '°C'],
  [['degrees', 'centigrade'], '°C'],
  [['fahrenheit'], '°F'],
  [['celsius'], '°C'],
  [['millimetres', 'of', 'mercury'], 'mmHg'],
  [['millimeters', 'of', 'mercury'], 'mmHg'],
  [['international', 'units'], 'IU'],
  [['per', 'cent'], '%'],
  [['mm', 'hg'], 'mmHg'],
  ...(['milligrams', 'milligram', 'mg', 'mgs'] as const).map((w) => [[w], 'mg'] as const),
  ...(['micrograms', 'microgram', 'mcg', 'µg'] as const).map((w) => [[w], 'mcg'] as const),
  ...(['grams', 'gram', 'gm', 'gms', 'g'] as const).map((w) => [[w], 'g'] as const),
  ...(['kilograms', 'kilogram', 'kilos', 'kg', 'kgs'] as const).map((w) => [[w], 'kg'] as const),
  ...(['millilitres', 'milliliters', 'millilitre', 'milliliter', 'ml'] as const).map((w) => [[w], 'ml'] as const),
  [['iu'], 'IU'],
  [['units'], 'units'],
  [['unit'], 'unit'],
  [['percent'], '%'],
  [['%'], '%'],
  [['mmhg'], 'mmHg'],
  [['degrees'], null],
  [['degree'], null],
];

/** Words after which a bare number is a measured value. */
export const VITAL_SIGN_WORDS: ReadonlySet<string> = new Set([
  'pulse', 'rate', 'bp', 'pressure', 'temperature', 'temp', 'spo2', 'saturation', 'sats', 'sugar', 'glucose',
  'weight', 'height', 'bmi', 'rbs', 'fbs', 'ppbs', 'hba1c', 'haemoglobin', 'hemoglobin', 'creatinine', 'tsh',
]);
const FILLERS = new Set(['is', 'was', 'of', 'at', 'around', 'about', 'came', 'comes', ':', '-', '=', ',']);
const COUNT_NOUNS = new Set([
  'tablet', 'tablets', 'tab', 'tabs', 'capsule', 'capsules', 'cap', 'caps', 'time', 'times', 'day', 'days',
  'week', 'weeks', 'month', 'months', 'year', 'years', 'puff', 'puffs', 'drop', 'drops', 'dose', 'doses',
  'teaspoon', 'teaspoons', 'spoon', 'spoons', 'hour', 'hours', 'injection', 'injections', 'sachet', 'sachets',
]);
const BLOOD_PRESSURE = { systolic: [60, 260], diastolic: [30, 160] } as const;

export function normalizeNumbers(text: string, contextWords: ReadonlySet<string> = VITAL_SIGN_WORDS): string {
  const tokens = tokenize(text);
  const replacements: Replacement[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const replacement = valueAt(tokens, i, contextWords);
    if (!replacement) continue;
    replacements.push(replacement);
    i = replacement.last;
  }
  let result = text;
  for (const { first, last, text: value } of replacements.reverse()) {
    result = result.slice(0, tokens[first]?.start) + value + result.slice(tokens[last]?.end);
  }
  return result;
}

function tokenize(text: string): Token[] {
  return [...text.matchAll(/\d+(?:\.\d+)?|\p{L}[\p{L}\p{N}]*|[^\s\p{L}\p{N}]/gu)].map((m) => ({
    text: m[0],
    lower: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

function valueAt(tokens: readonly Token[], i: number, contextWords: ReadonlySet<string>): Replacement | undefined {
  const number = parseNumber(tokens, i);
  if (!number) return undefined;
  const spoken = !/^\d/.test(tokens[i]?.text ?? '');
  const pressure = bloodPressureAt(tokens, number, i);
  if (pressure) return withUnit(tokens, i, pressure.next - 1, pressure.value);
  const unit = unitAt(tokens, number.next);
  if (unit) {
    const written = unit.text === null ? `${number.value} ${tokens.slice(number.next, unit.next).map((t) => t.text).join(' ')}` : joinUnit(number.value, unit.text);
    return { first: i, last: unit.next - 1, text: written };
  }
  if (!spoken) return splitStrength(tokens, i, contextWords);
  if (number.isDecimal && !tokens[i]?.lower.startsWith('point')) return { first: i, last: number.next - 1, text: number.value };
  const nextWord = tokens[number.next]?.lower ?? '';
  if (Number(number.value) >= 10 && followsContextWord(tokens, i, contextWords) && !COUNT_NOUNS.has(nextWord)) {
    return { first: i, last: number.next - 1, text: number.value };
  }
  return undefined;
}

/** "Augmentin 6 25" → "Augmentin 625": "six twenty-five" written as two numbers, right after a context word. */
function splitStrength(tokens: readonly Token[], i: number, contextWords: ReadonlySet<string>): Replacement | undefined {
  const [hundreds, rest] = [tokens[i], tokens[i + 1]];
  if (!hundreds || !rest || !/^[1-9]$/.test(hundreds.text) || !/^[1-9]\d$/.test(rest.text) || rest.start !== hundreds.end + 1) return undefined;
  return followsContextWord(tokens, i, contextWords) ? { first: i, last: i + 1, text: hundreds.text + rest.text } : undefined;
}

/** The number written with a following unit, if any ("140/90 mmHg"). */
function withUnit(tokens: readonly Token[], first: number, last: number, value: string): Replacement {
  const unit = unitAt(tokens, last + 1);
  if (unit && unit.text !== null) return { first, last: unit.next - 1, text: joinUnit(value, unit.text) };
  return { first, last, text: value };
}

function joinUnit(value: string, unit: string): string {
  return unit === '%' ? `${value}%` : `${value} ${unit}`;
}

/** How many words before a pressure said "120 on 80" may name it: "BP is one twenty on eighty". */
const PRESSURE_NAMED_WITHIN = 3;
/** What, said after "120 on 80", makes it no pressure: "130 on 50 of losartan", "on 10 occasions". */
const NOT_A_PRESSURE_AFTER = new Set(['of', 'mg', 'milligram', 'milligrams', 'day', 'days', 'week', 'weeks', 'month', 'months', 'occasion', 'occasions', 'times', 'reading', 'readings', 'tablet', 'tablets']);

/**
 * A blood pressure from the `systolic` number (its first token at `first`): "one forty over ninety", "140 by 90"; "one
 * twenty on eighty", as Indian clinicians say it, only just after the pressure is named, and not before a dose or a count.
 */
function bloodPressureAt(tokens: readonly Token[], systolic: ParsedNumber, first: number): { value: string; next: number } | undefined {
  const joiner = tokens[systolic.next]?.lower;
  const on = joiner === 'on' || joiner === 'upon';
  const named = () => tokens.slice(Math.max(0, first - PRESSURE_NAMED_WITHIN), first).some((t) => t.lower === 'bp' || t.lower === 'pressure');
  if (joiner !== 'over' && joiner !== 'by' && !(on && named())) return undefined;
  const diastolic = parseNumber(tokens, systolic.next + 1);
  if (!diastolic || systolic.isDecimal || diastolic.isDecimal) return undefined;
  if (on && NOT_A_PRESSURE_AFTER.has(tokens[diastolic.next]?.lower ?? '')) return undefined;
  const high = Number(systolic.value);
  const low = Number(diastolic.value);
  const [minHigh, maxHigh] = BLOOD_PRESSURE.systolic;
  const [minLow, maxLow] = BLOOD_PRESSURE.diastolic;
  if (high < minHigh || high > maxHigh || low < minLow || low > maxLow || low >= high) return undefined;
  return { value: `${high}/${low}`, next: diastolic.next };
}

function unitAt(tokens: readonly Token[], i: number): { text: string | null; next: number } | undefined {
  for (const [words, text] of UNITS) {
    if (words.every((word, k) => tokens[i + k]?.lower === word && (k === 0 || adjacent(tokens, i + k)))) {
      return { text, next: i + words.length };
    }
  }
  return undefined;
}

function followsContextWord(tokens: readonly Token[], i: number, contextWords: ReadonlySet<string>): boolean {
  let k = i - 1;
  while (k >= 0 && FILLERS.has(tokens[k]?.lower ?? '')) k--;
  return contextWords.has(tokens[k]?.lower ?? '');
}

/** Tokens of a unit phrase must not be split by sentence punctuation. */
function adjacent(tokens: readonly Token[], k: number): boolean {
  return !/^[.,;!?]$/.test(tokens[k - 1]?.text ?? '');
}

// ---- Spoken numbers ----

/** A number starting at token i: digits ("500", "2.5") or number words, possibly hyphenated ("ninety-eight"). */
function parseNumber(tokens: readonly Token[], i: number): ParsedNumber | undefined {
  const first = tokens[i];
  if (!first) return undefined;
  if (/^\d/.test(first.text)) {
    // "9 point 2": the recogniser wrote the whole part in digits and the rest in words.
    const fraction = /^\d+$/.test(first.text) ? new NumberWords(tokens, i + 1) : undefined;
    const digits = fraction?.decimals();
    if (fraction && digits !== undefined) return { value: `${first.text}.${digits}`, next: fraction.position, isDecimal: true };
    return { value: first.text, next: i + 1, isDecimal: first.text.includes('.') };
  }
  const words = new NumberWords(tokens, i);
  let integer = words.upToThousands();
  // "one forty" = 140, "six fifty" = 650: a digit word followed by 10–99.
  if (integer && integer.value >= 1 && integer.value <= 9 && integer.simple) {
    const mark = words.position;
    const rest = words.belowHundred();
    if (rest && rest.value >= 10) integer = { value: integer.value * 100 + rest.value, simple: false };
    else words.position = mark;
  }
  const fraction = words.decimals();
  if (!integer && fraction === undefined) return undefined;
  const whole = String(integer?.value ?? 0);
  return {
    value: fraction === undefined ? whole : `${whole}.${fraction}`,
    next: words.position,
    isDecimal: fraction !== undefined,
  };
}

/** Reads English number words from a token position, advancing `position` past what it consumed. */
class NumberWords {
  constructor(
    private readonly tokens: readonly Token[],
    public position: number,
  ) {}

  private peek(): string {
    return this.tokens[this.position]?.lower ?? '';
  }

  private take(): string {
    const word = this.peek();
    this.position++;
    // A hyphen inside a number ("ninety-eight") is skipped along with the word before it.
    if (this.peek() === '-' && isNumberWord(this.tokens[this.position + 1]?.lower ?? '')) this.position++;
    return word;
  }

  /** 0..99; `simple` when a single ones word. */
  belowHundred(): { value: number; simple: boolean } | undefined {
    const word = this.peek();
    if (ONES.includes(word)) return { value: ONES.indexOf(this.take()), simple: true };
    if (TEENS.includes(word)) return { value: 10 + TEENS.indexOf(this.take()), simple: false };
    const tens = TENS.indexOf(word);
    if (tens < 2) return undefined;
    this.take();
    const ones = ONES.indexOf(this.peek());
    if (ones >= 1) this.take();
    return { value: tens * 10 + Math.max(ones, 0), simple: false };
  }

  private upToHundreds(): { value: number; simple: boolean } | undefined {
    const head = this.belowHundred();
    if (!head || this.peek() !== 'hundred') return head;
    this.take();
    return { value: head.value * 100 + (this.andThen(() => this.belowHundred())?.value ?? 0), simple: false };
  }

  upToThousands(): { value: number; simple: boolean } | undefined {
    const head = this.upToHundreds();
    if (!head || this.peek() !== 'thousand') return head;
    this.take();
    return { value: head.value * 1000 + (this.andThen(() => this.upToHundreds())?.value ?? 0), simple: false };
  }

  /** Digits after "point" ("point two five" → "25", "point 2" → "2"), or undefined when there is no decimal part. */
  decimals(): string | undefined {
    if (this.peek() !== 'point') return undefined;
    const after = this.tokens[this.position + 1]?.lower ?? '';
    if (/^\d+$/.test(after)) {
      this.position += 2;
      return after;
    }
    if (!ONES.includes(after)) return undefined;
    this.take();
    let digits = '';
    while (ONES.includes(this.peek())) digits += String(ONES.indexOf(this.take()));
    return digits;
  }

  /** Runs `read` after an optional "and" ("one hundred and fifty"); restores the position if it reads nothing. */
  private andThen<T>(read: () => T | undefined): T | undefined {
    const mark = this.position;
    if (this.peek() === 'and') this.position++;
    const value = read();
    if (value === undefined) this.position = mark;
    return value;
  }
}

function isNumberWord(word: string): boolean {
  return ONES.includes(word) || TEENS.includes(word) || TENS.includes(word) || word === 'hundred' || word === 'thousand';
}
