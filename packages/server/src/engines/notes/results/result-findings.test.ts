import { describe, expect, it } from 'vitest';
import { resultFindingsOf, testName } from './result-findings.js';

describe('result findings', () => {
  it('writes what a test showed and its reading, with the value', () => {
    expect(resultFindingsOf('In reviewing the results of his diabetes labs, his hemoglobin a1c is a little elevated at eight.')).toEqual(['hemoglobin a1c elevated at 8']);
    expect(resultFindingsOf('your x-ray shows good bony alignment, there\'s no fracture')).toEqual(['good bony alignment', 'no fracture']);
    expect(resultFindingsOf('this shows that the pumping function of his heart is a little bit reduced at 45 %')).toEqual(['ejection fraction reduced at 45%']);
  });

  it('keeps the polarity and what the reading is of, and leaves the comment out', () => {
    expect(resultFindingsOf('and here, looking at your lab results, your white blood cell count is not elevated, which is good.')).toEqual([
      'white blood cell count not elevated',
    ]);
  });

  it('names the test with its site', () => {
    const text = 'in reviewing the results of his back x-ray';
    const start = text.indexOf('x-ray');
    expect(testName(text, { start, end: start + 5 }, 'X-ray')).toBe('X-ray of the back');
    const after = 'the x-ray of your right knee shows';
    expect(testName(after, { start: 4, end: 9 }, 'X-ray')).toBe('X-ray of the right knee');
  });
});
