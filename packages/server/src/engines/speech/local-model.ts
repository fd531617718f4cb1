/** What the offline engine serves, for the configuration and the language listings, without loading it. */

/** The language codes the local Moonshine model serves: it is English-only. */
export const LOCAL_LANGUAGES = ['en-IN', 'en-US'] as const;

export type LocalLanguage = (typeof LOCAL_LANGUAGES)[number];

/** The local model's name in `/readyz` and `GET /voice/languages` (the backend's own name). */
export const LOCAL_MODEL = 'moonshine-base';

export function isLocalLanguage(code: string): code is LocalLanguage {
  return (LOCAL_LANGUAGES as readonly string[]).includes(code);
}
