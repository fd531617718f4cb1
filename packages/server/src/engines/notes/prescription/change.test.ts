import { describe, expect, it } from 'vitest';
import { changeBefore, changeOfItAfter } from './change.js';

describe('what the doctor does with a medication', () => {
  it('reads the nearest verb before the name', () => {
    expect(changeBefore('i do want to increase your ')).toBe('increase');
    expect(changeBefore("let's continue you on the ")).toBe('continue');
    // Issue 28, train D2N015: what the doctor has been giving goes on.
    expect(changeBefore("the chronic back pain , we've been giving you the ")).toBe('continue');
    expect(changeBefore("i'm going to give you some ")).toBe('start');
    expect(changeBefore('i also want to start you on some ')).toBe('start');
    expect(changeBefore('so i might recommend putting you on ')).toBe('start');
    expect(changeBefore("i'm recommend you get the ")).toBe('start');
    expect(changeBefore('you can stop the ')).toBe('stop');
    expect(changeBefore('Take ')).toBe('start');
    expect(changeBefore('keep taking the ')).toBe('continue');
    // "Keep the metoprolol the same" (issue 28: probe p17).
    expect(changeBefore('keep the ')).toBe('continue');
    expect(changeBefore('and keep your ')).toBe('continue');
    expect(changeBefore('so you can continue to take that ')).toBe('continue');
    // The doctor restating what the patient takes prescribes nothing.
    expect(changeBefore('you take ')).toBeUndefined();
    expect(changeBefore("and you're taking the ")).toBeUndefined();
    expect(changeBefore('i continued the aspirin but i want to lower the ')).toBe('decrease');
    // Having the patient use what is theirs goes on with it; having them take a drug starts it (issue 28).
    expect(changeBefore("i'm gon na go ahead and have you use your ")).toBe('continue');
    expect(changeBefore("i'll have you take ")).toBe('start');
    expect(changeBefore("now before surgery we'll have to get you off your ")).toBe('stop');
    expect(changeBefore('and hopefully with their help we can eventually get you off that ')).toBeUndefined();
    expect(changeBefore('stop taking any nonsteroidal medicines such as your advil or motrin the only thing i really want to want you taking is ')).toBe('continue');
  });

  it('stops the drug switched from and starts the one switched to (issue 28)', () => {
    expect(changeBefore('we switched her from a ')).toBe('stop');
    expect(changeBefore("i'm going to switch you over from the ")).toBe('stop');
    expect(changeBefore('we switched her from a furosemide to ')).toBe('start');
    // Weight "holding steady on" a drug holds nothing.
    expect(changeBefore("so it's holding steady on the ")).toBeUndefined();
    expect(changeBefore("let's hold the ")).toBe('stop');
    expect(changeBefore("let's hold up on the ")).toBe('stop');
  });

  it('records no change where none is said', () => {
    expect(changeBefore('how is the ')).toBeUndefined();
  });

  it('reads a change said of the dose, however the verb is said ("i am increasing the dose from fifty to seventy five") (issue 28: probe p21)', () => {
    expect(changeOfItAfter('two i am increasing the dose from fifty to seventy five')).toEqual({ change: 'increase', after: ' from fifty to seventy five' });
    expect(changeOfItAfter("we're lowering your dose to 25")).toEqual({ change: 'decrease', after: ' to 25' });
    expect(changeOfItAfter('the dose is fine')).toBeUndefined();
  });
});
