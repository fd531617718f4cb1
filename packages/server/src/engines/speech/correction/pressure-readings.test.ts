import { describe, expect, it } from 'vitest';
import { pressureReadings } from './pressure-readings.js';

describe('pressureReadings', () => {
  it('reads the words heard for the upper number of a pressure as the numbers they sound like, in digits', () => {
    expect(pressureReadings('Blood pressure is one for the over 90.')).toEqual([
      'Blood pressure is 140 over 90.',
      'Blood pressure is 114 over 90.',
      'Blood pressure is 141 over 90.',
    ]);
    expect(pressureReadings('BP was won twenty over eighty today')[0]).toBe('BP was 120 over eighty today');
  });

  it('leaves a pressure said as a number, and words that are no pressure, alone', () => {
    expect(pressureReadings('Blood pressure is one forty five over 90.')).toEqual([]);
    expect(pressureReadings('BP 140 over 90.')).toEqual([]);
    expect(pressureReadings('Blood pressure is one for the overhyped teeth.')).toEqual([]);
    expect(pressureReadings('The pressure on the wound over ninety days.')).toEqual([]);
    expect(pressureReadings('Blood pressure is fine, over the last month.')).toEqual([]);
  });
});
