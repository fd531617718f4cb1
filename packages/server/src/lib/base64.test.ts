import { describe, expect, it } from 'vitest';
import { decodeBase64 } from './base64.js';

describe('decodeBase64', () => {
  it('decodes standard base64 with or without padding', () => {
    const bytes = Buffer.from([0xfb, 0xff, 0xbf, 0x00, 0x41]);
    const encoded = bytes.toString('base64');
    expect(encoded).toBe('+/+/AEE=');
    expect(decodeBase64(encoded)?.equals(bytes)).toBe(true);
    expect(decodeBase64('+/+/AEE')?.equals(bytes)).toBe(true);
    expect(decodeBase64('')?.length).toBe(0);
  });

  it('refuses other alphabets, whitespace, stray characters and misplaced padding', () => {
    for (const text of ['-_-_AEE=', '+/+/\nAEE=', 'AEE*', 'A', 'AB=', 'A=BC', 'ABCDE===', 'ABC==']) {
      expect(decodeBase64(text), text).toBeUndefined();
    }
  });
});
