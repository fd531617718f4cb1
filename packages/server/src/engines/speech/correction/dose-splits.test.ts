import { describe, expect, it } from 'vitest';
import { doseSplitReadings } from './dose-splits.js';

const strengths: Record<string, number[]> = { dolo: [500, 650], telma: [20, 40, 80], 'ecosprin av': [75] };
const isStrength = (spelling: string, amount: number) => strengths[spelling]?.includes(amount) ?? false;

describe('doseSplitReadings', () => {
  it('splits a number that is no strength of the medicine into a strength and the count said after it', () => {
    expect(doseSplitReadings('Tab Dolo 653 times a day', isStrength)).toEqual(['Tab Dolo 650 three times a day']);
    expect(doseSplitReadings('start Telma 41s daily', isStrength)).toEqual(['start Telma 40 once daily']);
    expect(doseSplitReadings('Ecosprin AV 77 times', isStrength)).toEqual(['Ecosprin AV 75 two times']);
  });

  it('leaves a strength, a number with no count after it, and a number after no medicine as they are', () => {
    expect(doseSplitReadings('Tab Dolo 650 times a day', isStrength)).toEqual([]);
    expect(doseSplitReadings('Tab Dolo 653 daily', isStrength)).toEqual([]);
    expect(doseSplitReadings('repeat 653 times', isStrength)).toEqual([]);
    expect(doseSplitReadings('Tab Dolo 700 times a day', isStrength)).toEqual([]);
  });
});
