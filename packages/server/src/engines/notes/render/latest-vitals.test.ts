import { describe, expect, it } from 'vitest';
import type { Vital } from '../clinical-model.js';
import { latestVitals } from './latest-vitals.js';

const vital = (kind: Vital['kind'], value: number, qualifier?: string): Vital => ({
  kind,
  value,
  unit: 'x',
  ...(qualifier ? { qualifier } : {}),
  evidence: [],
  text: '',
  codes: [],
});

describe('the vitals a note reports', () => {
  it('keeps the reading of each vital said last, in the order said', () => {
    const recalled = vital('blood_pressure', 200);
    const pulse = vital('pulse', 72);
    const today = vital('blood_pressure', 128);
    expect(latestVitals([recalled, pulse, today])).toEqual([pulse, today]);
  });

  it('keeps one blood sugar of each qualifier', () => {
    const fasting = vital('blood_sugar', 110, 'fasting');
    const random = vital('blood_sugar', 180, 'random');
    expect(latestVitals([fasting, random])).toEqual([fasting, random]);
  });
});
