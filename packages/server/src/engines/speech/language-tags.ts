/** Our language codes in ISO 639-1 (`en`, `hi`), as an OpenAI-compatible transcription API takes them. */

import type { LanguageCode } from '../../domain/languages.js';

const ISO_639_1: Record<LanguageCode, string> = {
  'en-IN': 'en',
  'en-US': 'en',
  hi: 'hi',
  ta: 'ta',
  te: 'te',
  kn: 'kn',
  ml: 'ml',
  bn: 'bn',
  gu: 'gu',
  mr: 'mr',
  pa: 'pa',
};

export function toIso639_1(code: LanguageCode): string {
  return ISO_639_1[code];
}
