import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aadhaarNumberProblem, verhoeffValid } from './aadhaar.js';

/** The digits with the check digit that makes them pass. */
const withCheckDigit = (digits: string) => Array.from({ length: 10 }, (_, d) => `${digits}${d}`).find(verhoeffValid)!;
const elevenDigits = fc.stringMatching(/^[2-9][0-9]{10}$/);

describe('the Verhoeff check of an Aadhaar number', () => {
  it("passes the published examples and UIDAI's test number", () => {
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
    expect(aadhaarNumberProblem('999999990019')).toBeUndefined();
    expect(aadhaarNumberProblem('234123412346')).toBeUndefined();
  });

  it('gives every 11 digits exactly one check digit', () => {
    fc.assert(fc.property(elevenDigits, (digits) => Array.from({ length: 10 }, (_, d) => verhoeffValid(`${digits}${d}`)).filter(Boolean).length === 1));
  });

  it('catches every mistyped digit and every swap of two adjacent different digits', () => {
    fc.assert(
      fc.property(elevenDigits, fc.integer({ min: 1, max: 11 }), fc.integer({ min: 1, max: 9 }), (digits, at, shift) => {
        const valid = withCheckDigit(digits);
        const typo = `${valid.slice(0, at)}${(Number(valid[at]) + shift) % 10}${valid.slice(at + 1)}`;
        expect(verhoeffValid(typo)).toBe(false);
        if (valid[at - 1] !== valid[at]) expect(verhoeffValid(`${valid.slice(0, at - 1)}${valid[at]}${valid[at - 1]}${valid.slice(at + 1)}`)).toBe(false);
      }),
    );
  });

  it('names the problem without the number', () => {
    expect(aadhaarNumberProblem('2341 2341 2346')).toBe('aadhaar_number must be 12 digits');
    expect(aadhaarNumberProblem(withCheckDigit('12341234123'))).toBe('aadhaar_number cannot start with 0 or 1');
    expect(aadhaarNumberProblem('234123412347')).toBe('aadhaar_number fails its check digit (Verhoeff): a digit is mistyped');
  });
});
