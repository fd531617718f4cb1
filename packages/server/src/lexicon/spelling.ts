/** Lowercase letters and digits only: "X-ray" → "xray", "Hb A1c" → "hba1c". How lexicon spellings are compared. */
export function compactSpelling(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}
