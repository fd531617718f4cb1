import { describe, expect, it } from 'vitest';
import { statementAnswered } from './answered-question.js';

describe('a yes-or-no question and its answer as one statement (issue 28)', () => {
  it("states what the doctor asked, in the doctor's words, as the answer settles it", () => {
    expect(statementAnswered('have you used any ice?', 'no')).toBe('you have not used any ice');
    expect(statementAnswered('and have you used any ice?', 'yes')).toBe('you have used any ice');
    expect(statementAnswered('have you ever been on hormone replacement therapy?', 'no')).toBe('you have never been on hormone replacement therapy');
    expect(statementAnswered('are you still on an iron supplement?', 'yes')).toBe('you are still on an iron supplement');
    expect(statementAnswered('are you still on an iron supplement?', 'no')).toBe('you are not on an iron supplement');
    expect(statementAnswered('did you have a vasectomy?', 'no')).toBe('you did not have a vasectomy');
    expect(statementAnswered('did you have radiation after the lumpectomy?', 'yes')).toBe('you had radiation after the lumpectomy');
    expect(statementAnswered('do you still go down to hopkins at all?', 'no')).toBe('you do not go down to hopkins');
    expect(statementAnswered('do you smoke?', 'yes')).toBe('you smoke');
    expect(statementAnswered('is the pain worse at night?', 'yes')).toBe('the pain is worse at night');
    expect(statementAnswered('does it hurt when you walk?', 'yes')).toBe('it hurts when you walk');
    expect(statementAnswered('does it hurt when you walk?', 'no')).toBe('it does not hurt when you walk');
    expect(statementAnswered('can you walk on it?', 'no')).toBe('you cannot walk on it');
    // A statement asked with a rising voice: "and you're taking your medications?".
    expect(statementAnswered("and you're taking your medications?", 'yes')).toBe('you are taking your medications');
    expect(statementAnswered("you've been checking your sugars?", 'no')).toBe('you have not been checking your sugars');
    // The doctor checking a denial, confirmed with a no (issue 28, train D2N011).
    expect(statementAnswered('okay . and no other symptoms since then ?', 'no')).toBe('you have had no other symptoms since then');
    expect(statementAnswered('and no other symptoms since then ?', 'yes')).toBeUndefined();
    // A denial asked, agreed to with a no (train D2N032); a yes could mean either.
    expect(statementAnswered("but you're not hurting right now?", 'no')).toBe('you are not hurting right now');
    expect(statementAnswered("but you're not hurting right now?", 'yes')).toBeUndefined();
    // The way to the clinic is no history (train D2N028).
    expect(statementAnswered('did you have any problems finding us?', 'no')).toBeUndefined();
    // Whether there is something (train D2N053): a no denies each of the alternatives an "or" lists; a yes says which
    // only when it lists none.
    expect(statementAnswered('okay and has there been any new mental or emotional stressors at work or at home', 'no')).toBe('you have had no new mental or emotional stressors at work or at home');
    expect(statementAnswered('has there been any bleeding since then?', 'yes')).toBe('you have had bleeding since then');
    expect(statementAnswered('have there been any changes at work or at home?', 'yes')).toBeUndefined();
    // Not a reason, a chance or a question of the visit, nor a question of which (the review of the change).
    expect(statementAnswered('is there any reason you stopped taking your birth control?', 'no')).toBeUndefined();
    expect(statementAnswered('are there any questions?', 'no')).toBeUndefined();
    expect(statementAnswered('has there been any pain or is it more of a pressure?', 'no')).toBeUndefined();
    // A movement asked of as the thing (train D2N026).
    expect(statementAnswered('okay . is moving your shoulder uncomfortable at all ?', 'no')).toBe('you have no discomfort moving your shoulder');
  });

  it('states nothing of a question that asks for more than a yes or no, asks the patient to do something, or offers', () => {
    expect(statementAnswered('how long have you had the pain?', 'yes')).toBeUndefined();
    expect(statementAnswered('any fever or chills?', 'no')).toBeUndefined();
    expect(statementAnswered('do you have any questions?', 'no')).toBeUndefined();
    expect(statementAnswered('do you want to try physical therapy?', 'yes')).toBeUndefined();
    expect(statementAnswered('can you lie back for me?', 'yes')).toBeUndefined();
    expect(statementAnswered('does that sound good?', 'yes')).toBeUndefined();
    expect(statementAnswered('is that okay?', 'yes')).toBeUndefined();
    expect(statementAnswered('are you ready to get started?', 'yes')).toBeUndefined();
    expect(statementAnswered('do you have any other questions?', 'no')).toBeUndefined();
    expect(statementAnswered('are you able to straighten your arm?', 'yes')).toBeUndefined();
    expect(statementAnswered('does it hurt when i press here?', 'yes')).toBeUndefined();
    // Either-or asks which, not whether.
    expect(statementAnswered('is it sharp or dull?', 'yes')).toBeUndefined();
    expect(statementAnswered('have you been taking it every day?', 'yes')).toBe('you have been taking it every day');
  });

  it('states nothing of the doctor asking what the patient said (issue 28)', () => {
    expect(statementAnswered('did you say this was is this happened this injury', 'yes')).toBeUndefined();
    expect(statementAnswered('did you tell them about the pain', 'yes')).toBeUndefined();
  });
});
