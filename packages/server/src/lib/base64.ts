const OUTSIDE_ALPHABET = /[^A-Za-z0-9+/]/;

/**
 * Decodes standard base64 (`+` and `/`; padding optional; no whitespace or line breaks), or
 * returns undefined for anything else. Node's own decoder silently skips invalid characters,
 * which would store a corrupted file instead of refusing it.
 */
export function decodeBase64(text: string): Buffer | undefined {
  const digits = text.replace(/={1,2}$/, '');
  if (OUTSIDE_ALPHABET.test(digits) || digits.length % 4 === 1) return undefined;
  // Padding, when present, only completes the last group of four.
  if (digits.length !== text.length && text.length % 4 !== 0) return undefined;
  return Buffer.from(digits, 'base64');
}
