import { describe, expect, it } from 'vitest';
import { isSocial } from './social.js';

describe('the social history', () => {
  it('takes whom the patient lives with, marriage and children as social history (issue 28)', () => {
    expect(isSocial('He has been married for 25 years.')).toBe(true);
    expect(isSocial('She lives with her roommate.')).toBe(true);
    expect(isSocial('She has a son also who is nine.')).toBe(true);
    expect(isSocial('He is divorced.')).toBe(true);
  });

  it('takes the kind of work the patient does as social history (issue 28, twenty-fifth round)', () => {
    expect(isSocial('He does yard work.')).toBe(true);
    expect(isSocial('She does construction work on weekends.')).toBe(true);
    expect(isSocial('He does his exercises.')).toBe(true);
    expect(isSocial('He does not remember.')).toBe(false);
  });

  it('leaves the complaint and what someone close did for it to the history', () => {
    expect(isSocial('His wife made him push a refrigerator.')).toBe(false);
    expect(isSocial('Her son drove her to the emergency room.')).toBe(false);
    expect(isSocial('He plays basketball on the weekends.')).toBe(true);
    expect(isSocial('He hurt his knee playing basketball.')).toBe(false);
  });

  it('takes running so many miles a day as a pastime kept up, not running an errand (issue 28, train D2N044)', () => {
    expect(isSocial('She runs approximately 5-6 miles a day.')).toBe(true);
    expect(isSocial('She is a big runner.')).toBe(true);
    expect(isSocial('He runs errands on the weekends.')).toBe(false);
  });
});
