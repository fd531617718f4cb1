import type { LanguageCode } from '@svc-scribe/sdk';

export interface LanguageOption {
  code: LanguageCode;
  name: string;
}

/**
 * The svc API's codes for a language the discovery document lists (ISO 639-1): English as spoken in India and in the
 * US, the svc API's two; any other language under its own code.
 */
const svcCodes = (iso: string): LanguageCode[] => (iso === 'en' ? ['en-IN', 'en-US'] : [iso as LanguageCode]);

/** The languages a session may be recorded in, from the discovery document's, named in the clinician's language. */
export function languageOptions(supported: readonly string[], locale: string): LanguageOption[] {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'language', languageDisplay: 'standard' });
  return supported.flatMap(svcCodes).map((code) => ({ code, name: names.of(code) ?? code }));
}
