import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../domain/languages.js';
import { toIso639_1 } from './language-tags.js';

describe('language tags', () => {
  it('spells every code in ISO 639-1, English as en', () => {
    expect(LANGUAGE_CODES.map(toIso639_1)).toEqual(['en', 'en', 'hi', 'ta', 'te', 'kn', 'ml', 'bn', 'gu', 'mr', 'pa']);
  });
});
