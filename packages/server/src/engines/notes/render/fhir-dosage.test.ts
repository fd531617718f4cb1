import { describe, expect, it } from 'vitest';
import type { Medication } from '../clinical-model.js';
import { dosage, dosageInstructions } from './fhir-dosage.js';

const medication = (fields: Partial<Medication>): Medication => ({
  text: 'as said',
  evidence: ['seg_1'],
  name: 'drug',
  status: 'prescribed',
  flags: [],
  codes: [],
  ...fields,
});

describe('dosage', () => {
  it.each([
    ['OD', { code: 'OD' }, { frequency: 1, period: 1, periodUnit: 'd' }],
    ['BD from the code alone', { code: 'BD' }, { frequency: 2, period: 1, periodUnit: 'd' }],
    ['a pattern with its count', { custom: '1-0-1', perDay: 2 }, { frequency: 2, period: 1, periodUnit: 'd' }],
    ['HS', { code: 'HS', perDay: 1 }, { frequency: 1, period: 1, periodUnit: 'd', when: ['HS'] }],
    ['QOD', { code: 'QOD' }, { frequency: 1, period: 2, periodUnit: 'd' }],
    ['QW', { code: 'QW' }, { frequency: 1, period: 1, periodUnit: 'wk' }],
    ['STAT', { code: 'STAT' }, { count: 1 }],
  ])('schedules %s', (_name, frequency, repeat) => {
    expect(dosage(medication({ frequency }))?.timing).toEqual({ repeat });
  });

  it('gives SOS no schedule: it is taken as needed', () => {
    const result = dosage(medication({ frequency: { code: 'SOS', perDay: 3 } }));
    expect(result).toEqual({ text: 'SOS', asNeededBoolean: true });
  });

  it('gives the most a day said ("up to 3 times a day") as frequencyMax (issue 28)', () => {
    expect(dosage(medication({ frequency: { code: 'TDS', perDay: 3, atMost: true } }))).toEqual({ text: 'up to TDS', timing: { repeat: { frequency: 1, frequencyMax: 3, period: 1, periodUnit: 'd' } } });
  });

  it('leaves a count that is no whole number of times a day to the text', () => {
    expect(dosage(medication({ frequency: { perDay: 0.5 } }))).toEqual({ text: '0.5 times a day' });
  });

  it('bounds the schedule by the duration, in UCUM', () => {
    expect(dosage(medication({ duration: { value: 1, unit: 'month' } }))).toEqual({
      text: 'for 1 month',
      timing: { repeat: { boundsDuration: { value: 1, unit: 'month', system: 'http://unitsofmeasure.org', code: 'mo' } } },
    });
  });

  it('is absent when nothing was said about how to take it', () => {
    expect(dosage(medication({}))).toBeUndefined();
  });

  it('says the flags it cannot structure', () => {
    expect(dosage(medication({ flags: ['tapering'] }))).toEqual({ text: 'tapering dose' });
  });

  it('gives a dose that differs by the day of the week as one instruction per dose, on its days (issue 28: probe p17)', () => {
    const warfarin = medication({
      route: 'oral',
      weekdayDoses: [
        { days: ['mon', 'thu'], amount: { value: 2.5, unit: 'mg' } },
        { days: ['tue', 'wed', 'fri', 'sat', 'sun'], amount: { value: 5, unit: 'mg' } },
      ],
    });
    expect(dosageInstructions(warfarin)).toEqual([
      { sequence: 1, text: '2.5 mg on Mondays and Thursdays', timing: { repeat: { dayOfWeek: ['mon', 'thu'] } }, route: { text: 'oral' }, doseAndRate: [{ doseQuantity: { value: 2.5, unit: 'mg', system: 'http://unitsofmeasure.org', code: 'mg' } }] },
      { sequence: 1, text: '5 mg on Tuesdays, Wednesdays, Fridays, Saturdays and Sundays', timing: { repeat: { dayOfWeek: ['tue', 'wed', 'fri', 'sat', 'sun'] } }, route: { text: 'oral' }, doseAndRate: [{ doseQuantity: { value: 5, unit: 'mg', system: 'http://unitsofmeasure.org', code: 'mg' } }] },
    ]);
    expect(dosageInstructions(medication({ frequency: { code: 'OD' } }))).toEqual([dosage(medication({ frequency: { code: 'OD' } }))]);
    expect(dosageInstructions(medication({}))).toEqual([]);
  });
});
