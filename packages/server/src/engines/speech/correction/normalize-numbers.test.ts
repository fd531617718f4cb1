import { describe, expect, it } from 'vitest';
import { normalizeNumbers, VITAL_SIGN_WORDS } from './normalize-numbers.js';

const context = new Set([...VITAL_SIGN_WORDS, 'dolo', 'telma', 'metformin']);

describe('normalizeNumbers', () => {
  it.each([
    ['Metformin five hundred milligrams twice a day.', 'Metformin 500 mg twice a day.'],
    ['five hundred mg', '500 mg'],
    ['500 milligram', '500 mg'],
    ['500mg', '500 mg'],
    ['2.5mg once daily', '2.5 mg once daily'],
    ['two point five mg', '2.5 mg'],
    ['one hundred and fifty mg', '150 mg'],
    ['Give point five mg', 'Give 0.5 mg'],
    ['Levothyroxine fifty micrograms', 'Levothyroxine 50 mcg'],
    ['Syrup five millilitres thrice daily', 'Syrup 5 ml thrice daily'],
    ['Insulin ten units at bedtime', 'Insulin 10 units at bedtime'],
    ['Cholecalciferol sixty thousand international units weekly', 'Cholecalciferol 60000 IU weekly'],
    ['Weight sixty five kilograms', 'Weight 65 kg'],
    ['SpO2 ninety eight percent', 'SpO2 98%'],
    ['SpO2 98 per cent', 'SpO2 98%'],
    ['HbA1c seven point two percent', 'HbA1c 7.2%'],
    ['BP one hundred forty over ninety.', 'BP 140/90.'],
    ['BP is one forty over ninety mm Hg', 'BP is 140/90 mmHg'],
    ['BP one thirty by eighty', 'BP 130/80'],
    // "On", as Indian clinicians say a pressure, only just after it is named (issue 30).
    ['BP is one twenty on eighty', 'BP is 120/80'],
    ['Blood pressure one forty upon ninety', 'Blood pressure 140/90'],
    ['BP 140 over 90', 'BP 140/90'],
    ['Temperature ninety eight point six degrees.', 'Temperature 98.6 degrees.'],
    ['Temperature ninety nine point four degrees Fahrenheit,', 'Temperature 99.4 °F,'],
    ['Temperature 38 degrees Celsius', 'Temperature 38 °C'],
    ['Haemoglobin 9 point 2 grams per deciliter', 'Haemoglobin 9.2 g/dL'],
    ['Random sugar 240 milligrams per decilitre', 'Random sugar 240 mg/dL'],
    ['Potassium four point five millimoles per litre', 'Potassium 4.5 mmol/L'],
    ['Creatinine one point two', 'Creatinine 1.2'],
    ['Pulse is ninety-six per minute', 'Pulse is 96 per minute'],
    ['Random sugar two hundred milligrams per decilitre', 'Random sugar 200 mg/dL'],
    ['Dolo six fifty thrice daily', 'Dolo 650 thrice daily'],
    ['Telma forty once daily', 'Telma 40 once daily'],
  ])('%s', (spoken, written) => {
    expect(normalizeNumbers(spoken, context)).toBe(written);
  });

  it.each([
    'twice a day',
    'take rest for five days',
    'metformin one tablet twice daily',
    'At this point two patients came',
    'two by two',
    'one of the three children',
    'he was one twenty on eighty days leave',
  ])('leaves numbers outside a medical context as words: %s', (text) => {
    expect(normalizeNumbers(text, context)).toBe(text);
  });

  it.each(['BP one twenty on eighty days', 'blood pressure one fifty on forty of lisinopril'])('writes no pressure of "on" before a count or a dose: %s', (text) => {
    expect(normalizeNumbers(text, context)).not.toContain('/');
  });
});

describe('a strength written as two numbers', () => {
  it('joins a digit and a two-digit number right after a medicine name ("six twenty-five")', () => {
    const withAugmentin = new Set([...context, 'augmentin']);
    expect(normalizeNumbers('Tab Augmentin 6 25 twice daily', withAugmentin)).toBe('Tab Augmentin 625 twice daily');
    expect(normalizeNumbers('Dolo 6 50 SOS', withAugmentin)).toBe('Dolo 650 SOS');
  });

  it('leaves two numbers alone anywhere else', () => {
    expect(normalizeNumbers('Rooms 6 25 and 7', context)).toBe('Rooms 6 25 and 7');
    expect(normalizeNumbers('Dolo 2 tablets, 6 25', context)).toBe('Dolo 2 tablets, 6 25');
  });

  it('reads a value after a comma that follows the context word', () => {
    expect(normalizeNumbers('Telma, forty, once daily', context)).toBe('Telma, 40, once daily');
  });
});
