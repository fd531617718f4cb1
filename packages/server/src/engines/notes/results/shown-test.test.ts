import { describe, expect, it } from 'vitest';
import { shownTest } from './shown-test.js';

describe('shown test', () => {
  it('names the test an ambient scribe is asked to display', () => {
    expect(shownTest('hey dragon , show me the lyme titer .')).toBe('Lyme titer');
    expect(shownTest('um , hey , dragon , show me the skin biopsy results .')).toBe('Skin biopsy');
    expect(shownTest('show me the pfts .')).toBe('PFTs');
    // The doctor going over the images taken before the visit (issue 28).
    expect(shownTest('now i would like to do a review of the diagnostic imaging that you had before you came in')).toBe('Imaging');
  });

  it('reads no test from other requests to show', () => {
    expect(shownTest('can you show me where it hurts ?')).toBeUndefined();
    expect(shownTest('show me how you walk .')).toBeUndefined();
    expect(shownTest('hey dragon , show me the vital signs .')).toBeUndefined();
    // Today's blood pressure is the examination's; the readings kept before the visit are a result (issue 28, train D2N016).
    expect(shownTest('hey , dragon , show me the blood pressure .')).toBeUndefined();
    expect(shownTest('hey , dragon ? show me the blood pressure readings .')).toBe('Blood pressure readings');
    expect(shownTest('we will take a look at it .')).toBeUndefined();
  });
});
