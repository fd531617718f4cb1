/**
 * Aadhaar numbers and the OTPs of an ABHA enrolment, checked before anything leaves the machine. An Aadhaar number is
 * 12 digits, not starting with 0 or 1, whose last digit is the Verhoeff check digit of the others (UIDAI). Written
 * here: the npm packages that do it are unmaintained 0.0.x releases without types, and the check is two tables.
 */

/** The multiplication table of the dihedral group D5. */
const D5 = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;

/** Verhoeff's permutation of a digit, applied once more for each position from the right (mod 8: it has order 8). */
const SIGMA = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4] as const;
const PERMUTATION: readonly (readonly number[])[] = Array.from({ length: 8 }, (_, power) =>
  Array.from({ length: 10 }, (_, digit) => Array.from({ length: power }).reduce<number>((d) => SIGMA[d]!, digit)),
);

/** True when the digits, check digit last, pass the Verhoeff check (the running product comes back to 0). */
export function verhoeffValid(digits: string): boolean {
  let check = 0;
  for (let position = 0; position < digits.length; position++) {
    const digit = digits.charCodeAt(digits.length - 1 - position) - 48;
    check = D5[check]![PERMUTATION[position % 8]![digit]!]!;
  }
  return check === 0;
}

const AADHAAR_SHAPE = /^[2-9][0-9]{11}$/;

/** Why an Aadhaar number is refused, or undefined for a valid one. The number itself is never part of the reason. */
export function aadhaarNumberProblem(value: string): string | undefined {
  if (!/^[0-9]{12}$/.test(value)) return 'aadhaar_number must be 12 digits';
  if (!AADHAAR_SHAPE.test(value)) return 'aadhaar_number cannot start with 0 or 1';
  if (!verhoeffValid(value)) return 'aadhaar_number fails its check digit (Verhoeff): a digit is mistyped';
  return undefined;
}

/** An OTP of ABDM (Aadhaar's or its own SMS): 6 digits. */
export const OTP_PATTERN = '^[0-9]{6}$';

/** A mobile number as ABDM takes it: 10 digits, starting 6 to 9. */
export const MOBILE_PATTERN = '^[6-9][0-9]{9}$';
