import { describe, expect, it } from 'vitest';
import { priorInjuryAnswered, priorInjuryAsked, priorInjuryWritten, tellsPriorInjury } from './prior-injury.js';

describe('injuries before this one (issue 28, train D2N042, D2N048, D2N060, D2N064, D2N065)', () => {
  it('hears the question of injuries before, not of this one', () => {
    expect(priorInjuryAsked('have you ever injured that foot and ankle before')).toBe(true);
    expect(priorInjuryAsked('okay and then have you done any or had any injuries to that ankle before')).toBe(true);
    expect(priorInjuryAsked('have you sprained your ankle before?')).toBe(true);
    expect(priorInjuryAsked('did you fall or hit it?')).toBe(false);
    expect(priorInjuryAsked('so you injured it yesterday')).toBe(false);
    // Self-harm is asked with the same words (probe p15: "denies any prior injury to the stomach" was written).
    expect(priorInjuryAsked('have you ever in the past tried to hurt yourself')).toBe(false);
    expect(priorInjuryAsked('has she ever injured herself on purpose?')).toBe(false);
  });

  it('reads this part never injured, and the other injuries told with it', () => {
    expect(priorInjuryAnswered("you know i've had a lot of injuries to my ankle but i've never hurt this ankle before")).toEqual({ thisPart: 'none', others: 'other injuries' });
    expect(priorInjuryAnswered('yeah no sorry i injured my other foot before not this foot')).toEqual({ thisPart: 'none', others: 'the other foot' });
    expect(priorInjuryAnswered("no i've had a lot of injuries in soccer but never injured this foot")).toEqual({ thisPart: 'none', others: 'other injuries playing soccer' });
    expect(priorInjuryAnswered("in high school i used to play a lot of soccer and i had other injuries but i've never injured like this particular ankle before")).toEqual({
      thisPart: 'none',
      others: 'other injuries playing soccer',
    });
    expect(priorInjuryAnswered('nothing substantial that i would say in the past')).toEqual({ thisPart: 'none significant' });
    expect(priorInjuryAnswered('no, never.')).toEqual({ thisPart: 'none' });
  });

  it('reads a yes as this part injured before, and nothing of an answer that says neither', () => {
    expect(priorInjuryAnswered('yes, i sprained it playing basketball two years ago')).toEqual({ thisPart: 'injured' });
    expect(priorInjuryAnswered('it happened on the stairs')).toBeUndefined();
  });

  it('writes it as a history does, with the part and who', () => {
    expect(priorInjuryWritten({ thisPart: 'none', others: 'the other foot' }, 'the right foot', 'She')).toBe('She denies any prior injury to the right foot; she has injured the other foot before');
    expect(priorInjuryWritten({ thisPart: 'none', others: 'other injuries playing soccer' }, 'the foot', 'The patient')).toBe(
      'The patient denies any prior injury to the foot, though the patient has had other injuries playing soccer',
    );
    expect(priorInjuryWritten({ thisPart: 'none significant' }, 'the left ankle', 'He')).toBe('He denies any significant prior injury to the left ankle');
    expect(priorInjuryWritten({ thisPart: 'none' }, undefined, 'He')).toBe('He denies any prior injury');
    expect(priorInjuryWritten({ thisPart: 'injured' }, 'either knee', 'He')).toBe('He reports a prior injury to either knee');
  });

  it('knows the account statement it replaces', () => {
    expect(tellsPriorInjury('The patient has never injured their knees before.')).toBe(true);
    expect(tellsPriorInjury('She injured her other foot before.')).toBe(true);
    expect(tellsPriorInjury('She fell on the ice yesterday.')).toBe(false);
    // This injury's statements stay, whatever "before" or "not hurt" they hold.
    expect(tellsPriorInjury('She injured her ankle the day before the game.')).toBe(false);
    expect(tellsPriorInjury('She was not hurt otherwise.')).toBe(false);
  });
});
