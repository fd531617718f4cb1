/**
 * How each vital is said: after its label ("BP 140/90", "pulse rate of 88 per minute", "fasting sugar 110
 * mg/dL"), or with a unit that names it alone ("88 bpm", "101 °F", "97% on room air", "140/90 mmHg").
 * A bare "degrees" or "%" names nothing without a label: "flexion 90 degrees", "HbA1c 8.6%".
 */
import type { VitalKind } from '../clinical-model.js';
import type { SugarQualifier } from './vital-codes.js';
import { END, labelled, labelledLoosely, number, optionalUnit, unlabelled } from './vital-grammar.js';
import { feetAndInchesToCm, temperatureScale } from './vital-units.js';

/** A vital as said, before its plausibility is checked. */
export interface SaidVital {
  value: number;
  value2?: number;
  unit: string;
  qualifier?: string;
}

type Groups = Partial<Record<string, string>>;

export interface VitalPattern {
  readonly kind: VitalKind;
  readonly regex: RegExp;
  readonly read: (groups: Groups) => SaidVital | undefined;
}

// "140 over over 70": the word said twice.
const PRESSURE = String.raw`(?<systolic>\d{2,3})\s*(?:\/|\s(?:by|over)(?:\s+over)?\s)\s*(?<diastolic>\d{2,3})(?!\.?\d)`;
// "120 on 80", as Indian clinicians say it, right after its label: not "130 on 50 of losartan" nor "140 on 10 occasions".
const PRESSURE_ON = String.raw`(?<systolic>\d{2,3})\s+(?:on|upon)\s+(?<diastolic>\d{2,3})(?!\.?\d)(?!\s+(?:of|mg|milligrams?|days?|weeks?|months?|occasions?|times|readings?|tablets?|pills?)\b)`;
const MMHG = String.raw`mm\s*(?:of\s*)?hg|millimet(?:re|er)s?\s+of\s+mercury`;

const PER_MINUTE = String.raw`\/\s*min(?:ute)?|per\s+min(?:ute)?`;
const BEATS = String.raw`bpm|beats\s*(?:per|\/|a)\s*min(?:ute)?`;
const BREATHS = String.raw`breaths\s*(?:per|\/)\s*min(?:ute)?`;

/** Units that name the temperature scale. */
const SCALE = String.raw`°\s*[fc]|degrees?\s*(?:fahrenheit|celsius|centigrade|[fc])|deg\s*[fc]|fahrenheit|celsius|centigrade`;

const PERCENT = String.raw`%|percent|per\s*cent`;
/** "on room air", "on RA", "on 2 litres of oxygen". */
const BREATHING = String.raw`\s+(?:on|at|in)\s+(?:(?<air>room\s+air|ra)|(?:\d+(?:\.\d+)?\s*(?:l|litres?|liters?|lpm)(?:\s*(?:\/|per)\s*min(?:ute)?)?\s+(?:of\s+)?)?(?<oxygen>oxygen|o2))${END}`;

// "Weight loss of 5 kg" is a history, not a weight.
const WEIGHT_LABELS = String.raw`(?<!(?:loss|lost|losing|gain|gained|gaining)\s+(?:of\s+)?)(?:body\s+weight|weight|wt\.?|weighs|weighing)`;
const HEIGHT_LABELS = String.raw`height|ht\.?`;
const FEET = String.raw`(?<feet>[2-7])\s*(?:feet|foot|ft|')`;
const INCHES = String.raw`(?<inches>\d{1,2}(?:\.\d)?)(?!\.?\d)`;
const INCH_UNIT = String.raw`(?:(?:inches|inch|in)${END}|"|'')`;
/** "5 feet 6 inches", "5 feet, 6 inches", "5 feet and 6 inches". */
const FEET_THEN_INCHES = String.raw`${FEET}(?:\s*,\s*|\s+and\s+|\s*)${INCHES}`;
const POUNDS = String.raw`lbs?|pounds?`;

const SUGAR = String.raw`(?:(?:blood|plasma|capillary)\s+)?(?:sugar|glucose)(?:\s+levels?)?`;
const MG_PER_DL = String.raw`mg\s*\/\s*dl|mgs?\s+per\s+d(?:l|ecilit(?:re|er))|mg\s*%`;

/** "fasting blood sugar", "fasting", "sugar fasting": the qualifier before or after the word for sugar. */
function qualifiedSugar(abbreviations: string, qualifier: string): string {
  return String.raw`${abbreviations}|(?:${qualifier})(?:\s+(?:blood|plasma|capillary))?(?:\s+(?:sugar|glucose))?(?:\s+levels?)?|${SUGAR}\s+(?:${qualifier})`;
}

const SUGAR_LABELS: readonly [string, SugarQualifier | undefined][] = [
  [qualifiedSugar('fbs|fbg|fpg', 'fasting'), 'fasting'],
  [qualifiedSugar('ppbs|ppbg|ppg', String.raw`pp|post[\s-]?prandial|post[\s-]?meal|after\s+food`), 'post-prandial'],
  // GRBS: glucometer random blood sugar.
  [qualifiedSugar('grbs|rbs|rbg', 'random'), 'random'],
  [`cbg|${SUGAR}`, undefined],
];

const value = (groups: Groups): number => Number(groups['value']);

function perMinute(groups: Groups): SaidVital {
  return { value: value(groups), unit: '/min' };
}

function pressure(groups: Groups): SaidVital {
  return { value: Number(groups['systolic']), value2: Number(groups['diastolic']), unit: 'mmHg' };
}

function temperature(groups: Groups): SaidVital | undefined {
  const unit = temperatureScale(groups['unit'], value(groups));
  return unit && { value: value(groups), unit };
}

function saturation(groups: Groups): SaidVital {
  const qualifier = groups['air'] ? 'room air' : groups['oxygen'] ? 'oxygen' : undefined;
  return { value: value(groups), unit: '%', ...(qualifier ? { qualifier } : {}) };
}

function metricHeight(groups: Groups): SaidVital {
  const inMetres = /^m/i.test(groups['unit'] ?? '');
  return { value: inMetres ? Math.round(value(groups) * 1000) / 10 : value(groups), unit: 'cm' };
}

function imperialHeight(groups: Groups): SaidVital {
  return { value: feetAndInchesToCm(Number(groups['feet']), Number(groups['inches'] ?? 0)), unit: 'cm' };
}

export const VITAL_PATTERNS: readonly VitalPattern[] = [
  { kind: 'blood_pressure', regex: labelledLoosely(String.raw`blood\s+pressure|b\.?p\.?`, PRESSURE + optionalUnit('unit', MMHG)), read: pressure },
  { kind: 'blood_pressure', regex: labelled(String.raw`blood\s+pressure|b\.?p\.?`, PRESSURE_ON + optionalUnit('unit', MMHG)), read: pressure },
  { kind: 'blood_pressure', regex: unlabelled(String.raw`${PRESSURE}\s*(?:${MMHG})${END}`), read: pressure },
  // "Here today it's 148 over 92": a pressure said of today, with no label, after the talk of home readings.
  { kind: 'blood_pressure', regex: unlabelled(String.raw`(?:today|here|right now)\s+(?:it's|it is|you're|you are)\s+(?:at\s+)?${PRESSURE}`), read: pressure },

  {
    kind: 'pulse',
    regex: labelled(String.raw`pulse\s+rates?|pulse|heart\s+rates?|hr|pr`, number('value') + optionalUnit('unit', `${BEATS}|${PER_MINUTE}`)),
    read: perMinute,
  },
  // A rate per minute said alone is the pulse: the breathing rate is said with its label or "breaths".
  { kind: 'pulse', regex: unlabelled(String.raw`${number('value')}\s*(?:${BEATS}|${PER_MINUTE})${END}`), read: perMinute },

  {
    kind: 'temperature',
    regex: labelled('temperature|temp|febrile|fever', number('value') + optionalUnit('unit', `${SCALE}|°|degrees?|deg|[fc]`)),
    read: temperature,
  },
  { kind: 'temperature', regex: unlabelled(String.raw`${number('value')}\s*(?<unit>${SCALE})${END}`), read: temperature },

  {
    kind: 'spo2',
    regex: labelled(
      String.raw`sp\s*o2|sp02|spo₂|oxygen\s+saturation|o2\s+sat(?:uration)?s?|saturation|saturating|satting|sats?|pulse\s+ox(?:imetry)?|oxygenation|oxygen\s+levels?|oxygen`,
      `${number('value')}${optionalUnit('unit', PERCENT)}(?:${BREATHING})?`,
    ),
    read: saturation,
  },
  { kind: 'spo2', regex: unlabelled(String.raw`${number('value')}\s*(?:${PERCENT})${BREATHING}`), read: saturation },

  {
    kind: 'respiratory_rate',
    regex: labelled(
      String.raw`resp(?:iratory)?\.?\s+rates?|respirations?|rr|breathing\s+rates?`,
      number('value') + optionalUnit('unit', String.raw`${BREATHS}|cycles\s*per\s*min(?:ute)?|cpm|bpm|${PER_MINUTE}`),
    ),
    read: perMinute,
  },
  { kind: 'respiratory_rate', regex: unlabelled(String.raw`${number('value')}\s*${BREATHS}${END}`), read: perMinute },

  {
    kind: 'weight',
    regex: labelled(WEIGHT_LABELS, number('value') + optionalUnit('unit', `kgs?|kilos?|kilograms?|${POUNDS}`)),
    read: (groups) => ({ value: value(groups), unit: /^(?:lb|pound)/i.test(groups['unit'] ?? '') ? 'lb' : 'kg' }),
  },
  // "Let me weigh him. Ten point five kg.": a weight read out as a sentence of its own, by its unit alone.
  { kind: 'weight', regex: new RegExp(String.raw`^\W*${number('value')}\s*(?:kgs?|kilos?|kilograms?)(?=\W*$)`, 'giu'), read: (groups) => ({ value: value(groups), unit: 'kg' }) },

  {
    kind: 'height',
    regex: labelled(HEIGHT_LABELS, number('value') + optionalUnit('unit', String.raw`cms?|centimet(?:re|er)s?|m|metres?|meters?`)),
    read: metricHeight,
  },
  { kind: 'height', regex: labelled(HEIGHT_LABELS, String.raw`${FEET}(?:\s*${INCHES}(?:\s*${INCH_UNIT})?)?`), read: imperialHeight },
  // Feet and inches together are a person's height, label or not.
  { kind: 'height', regex: unlabelled(String.raw`${FEET_THEN_INCHES}\s*${INCH_UNIT}`), read: imperialHeight },

  {
    kind: 'bmi',
    regex: labelled(
      String.raw`bmi|body\s+mass\s+index`,
      number('value') + optionalUnit('unit', String.raw`kg\s*\/\s*m(?:2|²|\^2)|kg\s+per\s+(?:square\s+)?(?:metre|meter|m)(?:\s+squared?)?`),
    ),
    read: (groups) => ({ value: value(groups), unit: 'kg/m2' }),
  },

  ...SUGAR_LABELS.map(
    ([labels, qualifier]): VitalPattern => ({
      kind: 'blood_sugar',
      regex: labelled(labels, number('value') + optionalUnit('unit', MG_PER_DL)),
      read: (groups) => ({ value: value(groups), unit: 'mg/dL', ...(qualifier ? { qualifier } : {}) }),
    }),
  ),
];
