import { describe, expect, it } from 'vitest';
import { movementAnswered, resistanceAnswered, tendernessAnswered } from './palpation-answered.js';

describe('examination answered: pressing and moving', () => {
  it('reads "when I press on … does that hurt?" as the pressing question, the press said first (issue 28, train D2N067)', () => {
    expect(tendernessAnswered('okay so when i press on the inside of your knee does that hurt', 'yes')).toBe('Tenderness to palpation of the medial knee');
    expect(tendernessAnswered('and when i push on your shin does it hurt', 'no')).toBe('No tenderness to palpation of the shin');
    // Where the doctor pressed must be said.
    expect(tendernessAnswered('okay and when i push on this inside where it is a little swollen does that hurt', 'yes')).toBeUndefined();
    expect(tendernessAnswered('now i am gonna examine your right knee and when i push on the outside does that hurt at all', 'no')).toBeUndefined();
    // A turn that goes on past the question to more: the answer may be to what came after.
    expect(tendernessAnswered('there is associated swelling when i touch on your midfoot here does it hurt and do you have any numbness in your toes or is it just the pain that bothers you', 'no')).toBeUndefined();
  });

  it('reads the patient pushing or pulling against the doctor\'s hand as resisted extension or flexion (issue 28, train D2N045)', () => {
    expect(resistanceAnswered('so i want you to push your leg out against my hand does that hurt', 'no')).toBe('No pain with resisted extension');
    expect(resistanceAnswered('okay and if you pull back does that hurt a little bit', 'no')).toBe('No pain with resisted flexion');
    expect(resistanceAnswered('now pull your foot back toward you against my hand does it hurt', 'yes')).toBe('Pain with resisted flexion');
    // A pull or a push not against the doctor is no resisted movement.
    expect(resistanceAnswered('when you pull weeds does that hurt', 'yes')).toBeUndefined();
    expect(resistanceAnswered('if you push a cart at the store does that hurt', 'yes')).toBeUndefined();
  });

  it('reads a joint moved and asked of as pain with that movement, or none (issue 28, train D2N033, D2N067)', () => {
    expect(movementAnswered('if i bend the knee back does that hurt', 'yes')).toBe('Pain with flexion of the knee');
    expect(movementAnswered('okay alright so when i move your your kneecap does that hurt', 'no')).toBe('No pain with movement of the kneecap');
    expect(movementAnswered('does it hurt when i straighten your elbow', 'yes')).toBe('Pain with extension of the elbow');
    expect(movementAnswered('and if i rotate your shoulder like this does that hurt', 'no')).toBe('No pain with rotation of the shoulder');
    // Moved, with no part named, or a part that is no joint or limb, says nowhere a note can write.
    expect(movementAnswered('if i bend it this way does that hurt', 'yes')).toBeUndefined();
    expect(movementAnswered('if i move this chair does that hurt', 'no')).toBeUndefined();
    // Pressing is the tenderness question's, not a movement.
    expect(movementAnswered('when i press on your knee does that hurt', 'yes')).toBeUndefined();
  });
});
