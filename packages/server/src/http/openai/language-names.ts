/**
 * Languages as OpenAI's transcription API names them: a request's `language` in ISO 639-1 (`en`, `hi`) or as one of
 * our codes, and the English names Whisper's `verbose_json` reports (`english`, `hindi`).
 */

import { LANGUAGE_CODES, type LanguageCode } from '../../domain/languages.js';

const NAMES: Record<LanguageCode, string> = {
  'en-IN': 'english',
  'en-US': 'english',
  hi: 'hindi',
  ta: 'tamil',
  te: 'telugu',
  kn: 'kannada',
  ml: 'malayalam',
  bn: 'bengali',
  gu: 'gujarati',
  mr: 'marathi',
  pa: 'punjabi',
};

/** English's two codes, in the order `en` picks between them. */
const ENGLISH: readonly LanguageCode[] = ['en-IN', 'en-US'];

export function languageName(code: LanguageCode): string {
  return NAMES[code];
}

/**
 * The language a request names, as one of our codes (any case: `en-IN`, `hi`) or in ISO 639-1 (`en`, `hi`). `en` is
 * the English this server serves, en-IN first. Undefined when the value names no language of the interface.
 */
export function fromRequestLanguage(value: string, served: readonly string[]): LanguageCode | undefined {
  const wanted = value.trim().toLowerCase();
  if (wanted === 'en') return ENGLISH.find((code) => served.includes(code)) ?? ENGLISH[0];
  return LANGUAGE_CODES.find((code) => code.toLowerCase() === wanted);
}
