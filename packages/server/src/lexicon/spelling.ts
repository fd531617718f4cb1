/**
 * Lowercase letters and digits only: "X-ray" → "xray", "Hb A1c" → "hba1c". How lexicon spellings are compared. "&" is
 * said "and" ("I&D" → "iandd", as "I and D"): dropped, it would make "I&D" the "i-d" or "I'd" of ordinary speech.
 */
export function compactSpelling(text: string): string {
  return text.toLowerCase().replaceAll('&', 'and').replace(/[^\p{L}\p{N}]/gu, '');
}
