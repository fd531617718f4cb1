import { describe, expect, it } from 'vitest';
import { vitalsScore } from './asr-vitals.js';

describe('vitalsScore', () => {
  it('finds a vital the notes read from the hypothesis with the same values, written in the same figures', () => {
    expect(vitalsScore('BP 140/90, pulse 88 per minute.', 'B.P. 140/90, pulse 88 per minute')).toEqual({ total: 2, found: 2, missed: [] });
  });

  it('misses a vital read with other values, or said in words where the reference writes figures', () => {
    expect(vitalsScore('Blood pressure is 140/90.', 'Blood pressure is 140/19.').missed).toEqual(['blood_pressure 140/90 mmHg']);
    expect(vitalsScore('Blood pressure is 140/90.', 'Blood pressure is one forty over ninety.').found).toBe(0);
    expect(vitalsScore('Temperature 38.5 °C.', 'Temperature 38.5 °F.').found).toBe(0);
  });

  it('matches each vital of the hypothesis once', () => {
    expect(vitalsScore('Pulse 80, pulse 80.', 'Pulse 80.')).toMatchObject({ total: 2, found: 1 });
  });
});
