import { describe, expect, it } from 'vitest';
import { joinVitalValues, joinVitaminNumbers, restoreBP, restoreDoseForms, restoreHbA1c, restoreSpO2, separateGluedValues, writeDoseSchedules, writeFrequencyAbbreviations } from './prescription-shorthand.js';

describe('restoreDoseForms', () => {
  const drugs = new Set(['amlodipine', 'metoprolol', 'omeprazole', 'dolo']);

  it('writes Tab/Cap for their mishearings right before a drug name', () => {
    expect(restoreDoseForms('Tap amlodipine 5 mg. tad metoprolol 25 mg', drugs)).toBe('Tab amlodipine 5 mg. tab metoprolol 25 mg');
    expect(restoreDoseForms('Cup omeprazole 20 mg, Tam Dolo 650', drugs)).toBe('Cap omeprazole 20 mg, Tab Dolo 650');
  });

  it('leaves the same words alone anywhere else', () => {
    const text = 'Drink tap water, a cup of tea, and take the tab with food.';
    expect(restoreDoseForms(text, drugs)).toBe(text);
  });
});

describe('separateGluedValues', () => {
  const names = new Set(['hba1c', 'tsh', 'creatinine']);

  it('puts a space between a lab name and the value glued to it', () => {
    expect(separateGluedValues('HbA1c8.6% and TSH8.5.', names)).toBe('HbA1c 8.6% and TSH 8.5.');
  });

  it('leaves words that merely end in digits alone', () => {
    const text = 'SpO2 98%, vitamin D3, NS1 antigen, B12 and HbA1c.';
    expect(separateGluedValues(text, names)).toBe(text);
  });

  it('leaves a name that ends in a digit whole, though its letters name something else', () => {
    // NS is normal saline, NS1 the dengue antigen: "NS 1 antigen" would name a drug nobody said.
    expect(separateGluedValues('Dengue NS1 antigen. NS500 ml.', new Set(['ns', 'ns1']))).toBe('Dengue NS1 antigen. NS 500 ml.');
  });
});

describe('restoreDoseForms, glued', () => {
  it('separates Tab or Cap glued to a drug name, and nothing else', () => {
    const drugs = new Set(['amoxicillin', 'omeprazole']);
    expect(restoreDoseForms('Tabamoxicillin 500 mg, Capomeprazole 20 mg', drugs)).toBe('Tab amoxicillin 500 mg, Cap omeprazole 20 mg');
    expect(restoreDoseForms('tabulate the capsules', drugs)).toBe('tabulate the capsules');
  });
});

describe('restoreBP', () => {
  it("joins blood pressure's letters said one by one where a value follows", () => {
    expect(restoreBP('Pulse rate 68, B, P, one fifty on ninety.')).toBe('Pulse rate 68, BP one fifty on ninety.');
    expect(restoreBP('B P 140 by 90')).toBe('BP 140 by 90');
    expect(restoreBP('B. P. 130/80')).toBe('BP 130/80');
  });

  it('leaves letters with no value after them, and lower-case ones, alone', () => {
    expect(restoreBP('Plan B, P first.')).toBe('Plan B, P first.');
    expect(restoreBP('b p 140')).toBe('b p 140');
  });
});

describe('joinVitalValues', () => {
  it("drops the comma between a vital sign's name and its value", () => {
    expect(joinVitalValues('Oxygen saturation, 94%, heart rate, 98 per minute,')).toBe('Oxygen saturation 94%, heart rate 98 per minute,');
    expect(joinVitalValues('Fever, 3 days')).toBe('Fever, 3 days');
  });
});

describe('restoreSpO2', () => {
  it('takes the 2 of SpO2 back from the value it was read into', () => {
    expect(restoreSpO2('pulse 88 per minute spo 298% on room air')).toBe('pulse 88 per minute SpO2 98% on room air');
    expect(restoreSpO2('SPO2 96 %')).toBe('SpO2 96%');
    expect(restoreSpO2('spo 2100%')).toBe('SpO2 100%');
  });

  it('leaves other values alone', () => {
    expect(restoreSpO2('spo 98%')).toBe('spo 98%');
    expect(restoreSpO2('spot 298%')).toBe('spot 298%');
  });
});

describe('restoreHbA1c', () => {
  it('writes "H B A one C", however the letters were heard, as HbA1c, apart from a value glued to it', () => {
    expect(restoreHbA1c('HBO 1c7.4% continue the same dose')).toBe('HbA1c 7.4% continue the same dose');
    expect(restoreHbA1c('H B A one C 8.1 percent')).toBe('HbA1c 8.1 percent');
    expect(restoreHbA1c('hba 1c, fasting sugar')).toBe('HbA1c, fasting sugar');
    expect(restoreHbA1c('H.B.A. 1C 6.5%')).toBe('HbA1c 6.5%');
    expect(restoreHbA1c('HbA1c 8.6%')).toBe('HbA1c 8.6%');
  });

  it('leaves other letters and numbers alone', () => {
    expect(restoreHbA1c('HBO 1 season')).toBe('HBO 1 season');
    expect(restoreHbA1c('HB 11.2 g/dL')).toBe('HB 11.2 g/dL');
    expect(restoreHbA1c('a 1c pipe')).toBe('a 1c pipe');
  });
});

describe('writeDoseSchedules', () => {
  const medicines = new Set(['dolo', 'metformin']);
  it('writes a schedule said digit by digit after a dose as morning-noon-night', () => {
    expect(writeDoseSchedules('Tab metformin 500 mg one zero one after food', medicines)).toBe('Tab metformin 500 mg 1-0-1 after food');
    expect(writeDoseSchedules('Tab Dolo 650, 111, after food', medicines)).toBe('Tab Dolo 650, 1-1-1, after food');
    expect(writeDoseSchedules('Tab amlodipine 5 mg 001 at night', medicines)).toBe('Tab amlodipine 5 mg 0-0-1 at night');
    expect(writeDoseSchedules('5 mg, one, zero, zero', medicines)).toBe('5 mg, 1-0-0');
  });

  it('leaves numbers alone anywhere else', () => {
    expect(writeDoseSchedules('Temperature 101 at night', medicines)).toBe('Temperature 101 at night');
    expect(writeDoseSchedules('Dispense 5 mg 100 tablets', medicines)).toBe('Dispense 5 mg 100 tablets');
    expect(writeDoseSchedules('Room 12 101 is free', medicines)).toBe('Room 12 101 is free');
    expect(writeDoseSchedules('one of the 2 mg one, two', medicines)).toBe('one of the 2 mg one, two');
  });
});

describe('joinVitaminNumbers', () => {
  it('writes a vitamin number said apart from its letter onto it', () => {
    expect(joinVitaminNumbers('Vitamin D, three, sixty thousand IU once a week')).toBe('Vitamin D3, sixty thousand IU once a week');
    expect(joinVitaminNumbers('low vitamin B twelve levels')).toBe('low vitamin B12 levels');
    expect(joinVitaminNumbers('vitamin d 3 60000 IU')).toBe('vitamin D3 60000 IU');
  });

  it('leaves a count or a duration after the letter alone', () => {
    expect(joinVitaminNumbers('vitamin D three times a week')).toBe('vitamin D three times a week');
    expect(joinVitaminNumbers('vitamin C two tablets')).toBe('vitamin C two tablets');
  });
});

describe('writeFrequencyAbbreviations', () => {
  it('writes the Latin frequency abbreviations in capitals, as prescriptions do', () => {
    expect(writeFrequencyAbbreviations('Tab Dolo 650 sos for fever, Pan 40 od and metformin 500 mg bd.')).toBe('Tab Dolo 650 SOS for fever, Pan 40 OD and metformin 500 mg BD.');
    expect(writeFrequencyAbbreviations('Amoxicillin 500 tds, Montair LC hs, Cefixime 200 Qid.')).toBe('Amoxicillin 500 TDS, Montair LC HS, Cefixime 200 QID.');
  });

  it('leaves words that only contain them alone', () => {
    expect(writeFrequencyAbbreviations('the bds course, odd hours, a stat dose, a bid for it, a tid-bit')).toBe('the bds course, odd hours, a stat dose, a bid for it, a tid-bit');
  });
});
