import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../domain/languages.js';
import { fromRequestLanguage, languageName, toIso639_1 } from './language-tags.js';

describe('language tags', () => {
  it('spells every code in ISO 639-1, English as en', () => {
    expect(LANGUAGE_CODES.map(toIso639_1)).toEqual(['en', 'en', 'hi', 'ta', 'te', 'kn', 'ml', 'bn', 'gu', 'mr', 'pa']);
    expect(languageName('hi')).toBe('hindi');
    expect(languageName('en-US')).toBe('english');
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
