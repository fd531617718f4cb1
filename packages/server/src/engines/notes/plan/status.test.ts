import { describe, expect, it } from 'vitest';
import { STATUS } from './status.js';

const statusOf = (text: string) => STATUS.find(([pattern]) => pattern.test(text))?.[1];

describe('how a problem is doing, as the doctor says it', () => {
  it('reads control, stability and how the patient is doing', () => {
    expect(statusOf("i don't believe it's well controlled at this time")).toBe('Not controlled.');
    expect(statusOf('your blood pressure is well controlled')).toBe('Well controlled.');
    expect(statusOf("i think that that sounds like you're doing really well managing it")).toBe('Doing well.');
    expect(statusOf('it seems stable to me')).toBe('Stable.');
  });

  it('reads control still to be got as not controlled, and control to keep as no status (issue 28, train D2N051, D2N039, D2N040)', () => {
    expect(statusOf('we need to get your diabetes better controlled because that impacts your wound healing')).toBe('Not controlled.');
    expect(statusOf("we got ta try to get this under control and i'll be talking to your pcp")).toBe('Not controlled.');
    expect(statusOf("that's really gon na help you keep those blood sugars under control as well")).toBeUndefined();
    expect(statusOf("'cause we need to get that under better control for your heart failure to be more successful")).toBeUndefined();
  });
});
