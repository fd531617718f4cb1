import { describe, expect, it } from 'vitest';
import { languageOptions } from './languages.js';

describe('languageOptions', () => {
  it("offers the svc API's codes of the languages the discovery document lists, named in the clinician's language", () => {
    expect(languageOptions(['en'], 'en-GB')).toEqual([
      { code: 'en-IN', name: 'English (India)' },
      { code: 'en-US', name: 'English (United States)' },
    ]);
    expect(languageOptions(['en', 'hi', 'ta'], 'en').map((o) => [o.code, o.name])).toEqual([
      ['en-IN', 'English (India)'],
      ['en-US', 'English (United States)'],
      ['hi', 'Hindi'],
      ['ta', 'Tamil'],
    ]);
    expect(languageOptions([], 'en')).toEqual([]);
  });
});
