import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../domain/languages.js';
import { fromRequestLanguage, languageName } from './language-names.js';

describe("OpenAI's language names", () => {
  it("names every code in English, as Whisper's verbose_json does", () => {
    expect(LANGUAGE_CODES.map(languageName)).toEqual([
      'english',
      'english',
      'hindi',
      'tamil',
      'telugu',
      'kannada',
      'malayalam',
      'bengali',
      'gujarati',
      'marathi',
      'punjabi',
    ]);
  });

  it('reads ISO 639-1 and our codes in any case; en is the English served, en-IN first', () => {
    expect(fromRequestLanguage('hi', [])).toBe('hi');
    expect(fromRequestLanguage('EN-us', [])).toBe('en-US');
    expect(fromRequestLanguage('en', ['en-IN', 'en-US'])).toBe('en-IN');
    expect(fromRequestLanguage('en', ['en-US', 'hi'])).toBe('en-US');
    expect(fromRequestLanguage('en', ['hi'])).toBe('en-IN');
    expect(fromRequestLanguage('fr', ['en-IN'])).toBeUndefined();
    expect(fromRequestLanguage('hin', ['hi'])).toBeUndefined();
  });
});
