import { describe, expect, it } from 'vitest';
import { parseMedicalCode } from '../../../lexicon/code-systems.js';
import type { VitalKind } from '../clinical-model.js';
import { extractVitals, implausibleVitals } from './extract-vitals.js';

interface Seen {
  kind: VitalKind;
  value: number;
  value2?: number;
  unit: string;
  qualifier?: string;
  /** The words the vital was read from. */
  text: string;
}

function seen(sentence: string): Seen[] {
  return extractVitals(sentence).map(({ kind, value, value2, unit, qualifier, start, end }) => ({
    kind,
    value,
    ...(value2 === undefined ? {} : { value2 }),
    unit,
    ...(qualifier === undefined ? {} : { qualifier }),
    text: sentence.slice(start, end),
  }));
}

const bp = (value: number, value2: number, text: string): Seen => ({ kind: 'blood_pressure', value, value2, unit: 'mmHg', text });
const pulse = (value: number, text: string): Seen => ({ kind: 'pulse', value, unit: '/min', text });
const temp = (value: number, unit: '°F' | '°C', text: string): Seen => ({ kind: 'temperature', value, unit, text });
const spo2 = (value: number, text: string, qualifier?: string): Seen => ({ kind: 'spo2', value, unit: '%', ...(qualifier ? { qualifier } : {}), text });
const rr = (value: number, text: string): Seen => ({ kind: 'respiratory_rate', value, unit: '/min', text });
const weight = (value: number, text: string, unit: 'kg' | 'lb' = 'kg'): Seen => ({ kind: 'weight', value, unit, text });
const height = (value: number, text: string): Seen => ({ kind: 'height', value, unit: 'cm', text });
const bmi = (value: number, text: string): Seen => ({ kind: 'bmi', value, unit: 'kg/m2', text });
const sugar = (value: number, text: string, qualifier?: string): Seen => ({
  kind: 'blood_sugar',
  value,
  unit: 'mg/dL',
  ...(qualifier ? { qualifier } : {}),
  text,
});

describe('extractVitals', () => {
  it.each<[string, Seen[]]>([
    ['BP 140/90', [bp(140, 90, 'BP 140/90')]],
    // The recogniser's plural (issue 30 vitals corpus).
    ['Respiratory rates 16, heart rates 98 per minute.', [rr(16, 'Respiratory rates 16'), pulse(98, 'heart rates 98 per minute')]],
    ['Blood pressure 130 by 80.', [bp(130, 80, 'Blood pressure 130 by 80')]],
    ['BP is 120/80 mmHg', [bp(120, 80, 'BP is 120/80 mmHg')]],
    ['B.P. 150/100 mm Hg in the right arm, sitting.', [bp(150, 100, 'B.P. 150/100 mm Hg')]],
    ['Her BP came to 160/100 today.', [bp(160, 100, 'BP came to 160/100')]],
    ['Recorded 146/92 mmHg in the clinic.', [bp(146, 92, '146/92 mmHg')]],
    // Said ten words after its label, as a doctor reads it out while examining (issue 28).
    [
      "your blood pressure is pretty good in the office today it looks like it's one twenty eight over seventy two",
      [bp(128, 72, "blood pressure is pretty good in the office today it looks like it's one twenty eight over seventy two")],
    ],
    ['pulse 88', [pulse(88, 'pulse 88')]],
    ['Pulse rate of 88 per minute, regular.', [pulse(88, 'Pulse rate of 88 per minute')]],
    ['HR 102 bpm', [pulse(102, 'HR 102 bpm')]],
    ['Heart rate was 96/min.', [pulse(96, 'Heart rate was 96/min')]],
    ['88 per minute, regular in rhythm.', [pulse(88, '88 per minute')]],
    ['temp 101 °F', [temp(101, '°F', 'temp 101 °F')]],
    ['temperature 38.5 °C', [temp(38.5, '°C', 'temperature 38.5 °C')]],
    ['Patient is febrile 100.4', [temp(100.4, '°F', 'febrile 100.4')]],
    ['Temperature 99 degrees', [temp(99, '°F', 'Temperature 99 degrees')]],
    ['Temperature 37.2 degrees', [temp(37.2, '°C', 'Temperature 37.2 degrees')]],
    ['Afebrile, temperature 98.6.', [temp(98.6, '°F', 'temperature 98.6')]],
    ['It was 102 °F at home.', [temp(102, '°F', '102 °F')]],
    ['High grade fever of 103 °F with chills.', [temp(103, '°F', 'fever of 103 °F')]],
    ['SpO2 97%', [spo2(97, 'SpO2 97%')]],
    ['Saturating 95 percent on room air.', [spo2(95, 'Saturating 95 percent on room air', 'room air')]],
    ['SpO2 92% on 2 litres of oxygen.', [spo2(92, 'SpO2 92% on 2 litres of oxygen', 'oxygen')]],
    ['Oxygen saturation 96 %', [spo2(96, 'Oxygen saturation 96 %')]],
    ['She was 98% on room air.', [spo2(98, '98% on room air', 'room air')]],
    ['RR 22', [rr(22, 'RR 22')]],
    ['Respiratory rate 20 per minute.', [rr(20, 'Respiratory rate 20 per minute')]],
    ['RR 24 cpm, no retractions.', [rr(24, 'RR 24 cpm')]],
    ['Breathing 18 breaths per minute.', [rr(18, '18 breaths per minute')]],
    ['weight 72 kg', [weight(72, 'weight 72 kg')]],
    // A weight read out alone, after "let me weigh him" (probe p25, tuning set); one recalled is no reading.
    ['10.5 kg.', [weight(10.5, '10.5 kg')]],
    ['last month in the card it was 11 kg.', []],
    ['Wt 65 kilos', [weight(65, 'Wt 65 kilos')]],
    ['Weight is 58.5 kg.', [weight(58.5, 'Weight is 58.5 kg')]],
    ['height 165 cm', [height(165, 'height 165 cm')]],
    ['Height 1.65 m', [height(165, 'Height 1.65 m')]],
    ['He is 5 feet 6 inches.', [height(167.6, '5 feet 6 inches')]],
    ['Height 5 feet 2 inches.', [height(157.5, 'Height 5 feet 2 inches')]],
    ['BMI 26.4', [bmi(26.4, 'BMI 26.4')]],
    ['BMI is 31.2 kg/m2.', [bmi(31.2, 'BMI is 31.2 kg/m2')]],
    ['FBS 126', [sugar(126, 'FBS 126', 'fasting')]],
    ['fasting sugar 110 mg/dL', [sugar(110, 'fasting sugar 110 mg/dL', 'fasting')]],
    ['Fasting blood glucose 98 mg/dL.', [sugar(98, 'Fasting blood glucose 98 mg/dL', 'fasting')]],
    ['PPBS 180', [sugar(180, 'PPBS 180', 'post-prandial')]],
    ['Post prandial sugar 190.', [sugar(190, 'Post prandial sugar 190', 'post-prandial')]],
    ['RBS 240', [sugar(240, 'RBS 240', 'random')]],
    ['GRBS 150', [sugar(150, 'GRBS 150', 'random')]],
    ['sugar 200', [sugar(200, 'sugar 200')]],
    ['Blood sugar fasting 132 and PP 210 mg/dL.', [sugar(132, 'Blood sugar fasting 132', 'fasting'), sugar(210, 'PP 210 mg/dL', 'post-prandial')]],
  ])('%s', (sentence, expected) => {
    expect(seen(sentence)).toEqual(expected);
  });

  it.each<[string, Seen[]]>([
    [
      'BP 150/96, pulse 92, SpO2 98% on room air, temp 99.2 °F',
      [bp(150, 96, 'BP 150/96'), pulse(92, 'pulse 92'), spo2(98, 'SpO2 98% on room air', 'room air'), temp(99.2, '°F', 'temp 99.2 °F')],
    ],
    [
      'Vitals: pulse 110/min, BP 90/60 mmHg, RR 28/min, SpO2 89% on room air.',
      [pulse(110, 'pulse 110/min'), bp(90, 60, 'BP 90/60 mmHg'), rr(28, 'RR 28/min'), spo2(89, 'SpO2 89% on room air', 'room air')],
    ],
    ['Weight 72 kg, height 170 cm, BMI 24.9.', [weight(72, 'Weight 72 kg'), height(170, 'height 170 cm'), bmi(24.9, 'BMI 24.9')]],
    ['Pulse 96, RR 22 per minute, afebrile.', [pulse(96, 'Pulse 96'), rr(22, 'RR 22 per minute')]],
  ])('several in one sentence: %s', (sentence, expected) => {
    expect(seen(sentence)).toEqual(expected);
  });

  // Vitals read out as clinicians say them: numbers in words, the hundred left out ("one twenty eight"), a
  // comment between the label and the value, pounds in US practice.
  it.each<[string, Seen[]]>([
    [
      'Your blood pressure looks pretty good today at one twenty eight over seventy two.',
      [bp(128, 72, 'blood pressure looks pretty good today at one twenty eight over seventy two')],
    ],
    ['Blood pressure of one forty over ninety.', [bp(140, 90, 'Blood pressure of one forty over ninety')]],
    ['Her blood pressure was high, it was two hundred over ninety.', [bp(200, 90, 'blood pressure was high, it was two hundred over ninety')]],
    ["Your blood pressure's a little elevated today, 156 over 94.", [bp(156, 94, "blood pressure's a little elevated today, 156 over 94")]],
    [
      'Blood pressure was one eighteen over seventy two heart rate was fifty eight respiratory rate was fourteen.',
      [bp(118, 72, 'Blood pressure was one eighteen over seventy two'), pulse(58, 'heart rate was fifty eight'), rr(14, 'respiratory rate was fourteen')],
    ],
    ['Your heart rate is seventy two and your respirations are eighteen.', [pulse(72, 'heart rate is seventy two'), rr(18, 'respirations are eighteen')]],
    ['Pulse was a hundred and ten.', [pulse(110, 'Pulse was a hundred and ten')]],
    ['An O2 saturation of ninety nine percent on room air.', [spo2(99, 'O2 saturation of ninety nine percent on room air', 'room air')]],
    ['Your temperature is ninety eight point six.', [temp(98.6, '°F', 'temperature is ninety eight point six')]],
    ['Temperature one oh two last night.', [temp(102, '°F', 'Temperature one oh two')]],
    ['She is five feet, six inches in height, weighing 169 pounds.', [height(167.6, 'five feet, six inches'), weight(169, 'weighing 169 pounds', 'lb')]],
    ['Weight 210 lbs.', [weight(210, 'Weight 210 lbs', 'lb')]],
    // Probe p03: a weight said without its unit, in pounds the sentence then says ("up six pounds"), is not 212 kg.
    ['your weight today is two twelve, up six pounds from last time.', [weight(212, 'weight today is two twelve', 'lb')]],
    ["your blood pressure it's still high it's one sixty nine over seventy four", [bp(169, 74, "blood pressure it's still high it's one sixty nine over seventy four")]],
    ['your blood pressure i see is one twenty five over seventy', [bp(125, 70, 'blood pressure i see is one twenty five over seventy')]],
    // Said of today with no label, after the home readings were talked of (issue 28).
    ["and here today it's one forty eight over ninety two, heart rate seventy eight.", [bp(148, 92, "today it's one forty eight over ninety two"), pulse(78, 'heart rate seventy eight')]],
  ])('as clinicians say it: %s', (sentence, expected) => {
    expect(seen(sentence)).toEqual(expected);
  });

  it.each([
    'My blood pressure has been up for two weeks.',
    'Blood pressure one for the over ninety.',
    'Her heart rate was normal, she walked one mile.',
    'Weight 900 pounds.',
    // A reading the patient recalls, after a comma: history, not the vital taken in the visit.
    'Actually, yes, last night I had fever, 100.4.',
    // No label and no "today": the home log, or anything else.
    "it's mostly around one forty five over ninety, a few times one fifty.",
  ])('reads no vital said in words in: %s', (sentence) => {
    expect(extractVitals(sentence)).toEqual([]);
  });

  it.each([
    'Check BP and sugar regularly.',
    'SpO2 to be monitored.',
    'Tab metformin 500 mg twice daily.',
    'Take 2 tablets of paracetamol 650 mg.',
    'HbA1c 8.6%, creatinine 1.2 mg/dL.',
    'Review on 12/05/2024.',
    'BP 14/9',
    'pulse 900',
    'Temperature 60 degrees',
    'Fever since 3 days.',
    'Weight loss of 5 kg in 2 months.',
    'Knee flexion 90 degrees, SLR 40 degrees.',
    'Sugar since 10 years, on insulin 20 units at night.',
    'BP controlled on 2 drugs, amlodipine 5 mg.',
    'PR interval 160 ms.',
    'Lesion 2 cm on the forearm.',
    'Sugar 500 mg in tea daily.',
  ])('reads no vital in: %s', (sentence) => {
    expect(extractVitals(sentence)).toEqual([]);
  });

  it('codes each vital in LOINC, blood sugar by its qualifier', () => {
    const codes = (sentence: string) => extractVitals(sentence).map((vital) => vital.codes.map((code) => code.code));
    expect(codes('BP 140/90, pulse 88, temp 99 °F, SpO2 97%, RR 18')).toEqual([['85354-9'], ['8867-4'], ['8310-5'], ['59408-5'], ['9279-1']]);
    expect(codes('Weight 70 kg, height 170 cm, BMI 24.2')).toEqual([['29463-7'], ['8302-2'], ['39156-5']]);
    expect(codes('FBS 110, PPBS 160, RBS 140, sugar 150')).toEqual([['1558-6'], ['1521-4'], ['2345-7'], ['2345-7']]);
    expect(extractVitals('BP 140/90')[0]?.codes).toEqual([
      { system: 'LOINC', code: '85354-9', display: 'Blood pressure panel with all children optional' },
    ]);
  });

  it('cites valid LOINC codes', () => {
    const sentence = 'BP 140/90, pulse 88, temp 99 °F, SpO2 97%, RR 18, weight 70 kg, height 170 cm, BMI 24.2, FBS 110, PPBS 160, RBS 140';
    const codes = extractVitals(sentence).flatMap((vital) => vital.codes);
    expect(codes).toHaveLength(11);
    for (const code of codes) expect(() => parseMedicalCode(`${code.system}:${code.code}`)).not.toThrow();
  });
});
describe('vitals said with the words of speech around them (issue 28)', () => {
  const said = (sentence: string) => extractVitals(sentence).map((v) => `${v.kind} ${v.value}${v.value2 ? `/${v.value2}` : ''} ${v.unit}`);
  it('reads the saturation said as oxygenation, an oxygen level or satting', () => {
    expect(said('your heart rate was 88 and your oxygenation was 98 percent')).toEqual(['pulse 88 /min', 'spo2 98 %']);
    expect(said('i know your oxygen level here is like 92 right')).toEqual(['spo2 92 %']);
    expect(said("you're satting at 100 percent")).toEqual(['spo2 100 %']);
  });
  it('reads a rate said "beats a minute", and "over" said twice in a pressure', () => {
    expect(said('your heart rate is also a little elevated at like about like 80 beats a minute')).toEqual(['pulse 80 /min']);
    expect(said('your blood pressure is 140 over over 70')).toEqual(['blood_pressure 140/70 mmHg']);
  });
  it('keeps apart a reading no patient has, and no count said as a range (issue 30)', () => {
    expect(said('pulse nine hundred')).toEqual([]);
    expect(implausibleVitals('pulse nine hundred').map((v) => [v.kind, v.value])).toEqual([['pulse', 900]]);
    expect(implausibleVitals('temperature 120 °F').map((v) => [v.kind, v.value])).toEqual([['temperature', 120]]);
    // A plausible reading is never one of them, and "check my sugar two or three times a week" is a count.
    expect(implausibleVitals('pulse 88, BP 120/80')).toEqual([]);
    expect(implausibleVitals('i check my sugar two or three times a week')).toEqual([]);
    expect(said('i check my sugar two or three times a week')).toEqual([]);
  });
  it('reads a pressure said "on" or "upon", as Indian clinicians say it, and "by" (issue 30)', () => {
    expect(said('bp one twenty on eighty')).toEqual(['blood_pressure 120/80 mmHg']);
    expect(said('blood pressure one forty upon ninety')).toEqual(['blood_pressure 140/90 mmHg']);
    expect(said('BP 140 by 90')).toEqual(['blood_pressure 140/90 mmHg']);
    // A count or a dose after it is no diastolic pressure, nor is "on" said far from the label.
    expect(said('bp was 140 on 2 occasions')).toEqual([]);
    expect(said('bp was 140 on 10 occasions')).toEqual([]);
    expect(implausibleVitals('bp was 140 on 10 occasions')).toEqual([]);
    expect(said('blood pressure is 130 on 50 of losartan')).toEqual([]);
    expect(said('your blood pressure has been better since you started the pills and you are now 130 on 50')).toEqual([]);
  });
  it('reads a temperature said with how the patient is running', () => {
    expect(said("your temperature you're running normal 97.1")).toEqual(['temperature 97.1 °F']);
  });
});
