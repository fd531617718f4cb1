import { describe, expect, it } from 'vitest';
import { vitalLabelReadings } from './vital-label-readings.js';

describe('vitalLabelReadings', () => {
  it("reads the words before a vital's value as the vital's name they sound like", () => {
    expect(vitalLabelReadings('Bp 160 over 100 puddles 104.')).toEqual(['Bp 160 over 100 pulse 104.']);
    expect(vitalLabelReadings('BP 130 by 85 wait 72 kilos')).toEqual(['BP 130 by 85 weight 72 kilos']);
  });

  it("offers nothing where the value is not that vital's, or the name was said", () => {
    // No unit of the vital after the value, and no other vital sign named: "wait" stays.
    expect(vitalLabelReadings('Please wait 5 minutes.')).toEqual([]);
    expect(vitalLabelReadings('Puddles 104.')).toEqual([]);
    expect(vitalLabelReadings('BP 140/90, pulse 104.')).toEqual([]);
    expect(vitalLabelReadings('Take 2 tablets after food.')).toEqual([]);
  });
});
