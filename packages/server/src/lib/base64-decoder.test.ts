import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Base64Decoder, InvalidBase64Error, decodeBase64Strict, type Base64Alphabet } from './base64-decoder.js';

/** Feeds `text` in pieces of `size` characters. */
function decodeInPieces(text: string, alphabet: Base64Alphabet, size: number): Buffer {
  const decoder = new Base64Decoder(alphabet);
  for (let at = 0; at < text.length; at += size) decoder.write(Buffer.from(text.slice(at, at + size), 'latin1'));
  return decoder.end();
}

describe('Base64Decoder', () => {
  it('decodes standard base64 with or without padding', () => {
    const bytes = Buffer.from([0xfb, 0xff, 0xbf, 0x00, 0x41]);
    const encoded = bytes.toString('base64');
    expect(encoded).toBe('+/+/AEE=');
    expect(decodeBase64Strict(encoded, 'base64').equals(bytes)).toBe(true);
    expect(decodeBase64Strict('+/+/AEE', 'base64').equals(bytes)).toBe(true);
    expect(decodeBase64Strict('', 'base64')).toHaveLength(0);
  });

  it('gives the same bytes whatever the pieces, growing past its first capacity', () => {
    const bytes = randomBytes(5000);
    for (const alphabet of ['base64', 'base64url'] as const) {
      const text = bytes.toString(alphabet);
      for (const size of [1, 2, 3, 5, 7, 4096]) expect(decodeInPieces(text, alphabet, size).equals(bytes), `${alphabet}/${size}`).toBe(true);
    }
    expect(decodeInPieces(`${randomBytes(2).toString('base64')}`, 'base64', 1)).toHaveLength(2);
  });

  it('refuses other alphabets, whitespace, stray characters and misplaced padding', () => {
    for (const text of ['-_-_AEE=', '+/+/\nAEE=', 'AEE*', 'A', 'AB=', 'A=BC', 'ABCDE===', 'ABC==', 'QUJD\u0141']) {
      expect(() => decodeBase64Strict(text, 'base64'), text).toThrow(InvalidBase64Error);
    }
    expect(() => decodeInPieces('QUI=', 'base64', 3), 'padding split across pieces is fine').not.toThrow();
    expect(() => decodeInPieces('QU==QUI=', 'base64', 3)).toThrow(InvalidBase64Error);
  });

  it('accepts only the canonical spelling of base64url', () => {
    expect(decodeBase64Strict('QUI', 'base64url').toString()).toBe('AB');
    for (const text of ['QUJ', 'QUI=', '+/+/', 'QU I', 'Q']) {
      expect(() => decodeBase64Strict(text, 'base64url'), text).toThrow(InvalidBase64Error);
    }
  });
});
