import { describe, expect, it } from 'vitest';
import { orderedTest } from './ordered-test.js';

describe('ordered test', () => {
  it('names the test ordered, up to the words that are not its name', () => {
    expect(orderedTest('a positive lyme titer aspect , we should go ahead and order a western blot , just pcr to see')).toBe('western blot');
    expect(orderedTest('um , hey dragon , order a western blot pcr for lyme .')).toBe('western blot pcr');
    expect(orderedTest('i wan na go ahead and order a cardiac catheterization on you and make sure')).toBe('cardiac catheterization');
    expect(orderedTest('hey , dragon , order an autoimmune panel .')).toBe('autoimmune panel');
    expect(orderedTest("i'm gon na go ahead and order hemoglobin a1c for the future okay ?")).toBe('hemoglobin a1c');
  });

  it('reads no test from other uses of the word', () => {
    expect(orderedTest('we need to do this in order to see the bone .')).toBeUndefined();
    expect(orderedTest("i'll order that for you .")).toBeUndefined();
    expect(orderedTest("i'll order your medications .")).toBeUndefined();
    expect(orderedTest('we can order those things .')).toBeUndefined();
    expect(orderedTest('i will order it but i could wait .')).toBeUndefined();
    expect(orderedTest("we'll schedule this afternoon .")).toBeUndefined();
    expect(orderedTest("we'll schedule a repeat follow up appointment in 3 months .")).toBeUndefined();
    expect(orderedTest('hey dragon , order a referral to physical therapy .')).toBeUndefined();
    expect(orderedTest("let's schedule a visit in four weeks .")).toBeUndefined();
  });
});
