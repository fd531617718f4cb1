import { describe, expect, it } from 'vitest';
import { notNeeded } from './not-needed.js';

describe('what the doctor says the problem does not need', () => {
  it('reads no further work-up, however it is said (issue 28)', () => {
    expect(notNeeded("I don't think we need to do any further work up of that at this time.")).toBe('No further work-up at this time.');
    expect(notNeeded("I don't think we need to do any more workup of that.")).toBe('No further work-up at this time.');
    expect(notNeeded('No further testing is needed right now.')).toBe('No further work-up at this time.');
  });

  it('reads antibiotics not needed (issue 28, probe p25)', () => {
    expect(notNeeded('This is acute diarrhoea, most likely viral. No need of antibiotic.')).toBe('Antibiotics not needed.');
    expect(notNeeded("You don't need antibiotics for this.")).toBe('Antibiotics not needed.');
  });

  it('reads nothing from tests limited in number, said on a condition, or still needed (train D2N023)', () => {
    expect(notNeeded("But we don't need to do, do any more tests. any more than test once a year, excuse me.")).toBeUndefined();
    expect(notNeeded("If the x-ray is normal, we don't need any further imaging.")).toBeUndefined();
    expect(notNeeded('We need to do some more tests.')).toBeUndefined();
    expect(notNeeded('If it does not get better you may need antibiotics.')).toBeUndefined();
  });
});
