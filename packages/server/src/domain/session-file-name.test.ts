import { describe, expect, it } from 'vitest';
import { fileNameBytes, storedFileName } from './session-file-name.js';

describe('stored file names', () => {
  it('cuts at 255 UTF-8 bytes, as file systems count, not at 255 UTF-16 code units', () => {
    // 'é' is 2 bytes: 200 of them are 400 bytes in 200 code units.
    const name = storedFileName(`${'é'.repeat(200)}.wav`);
    expect([name, fileNameBytes(name)]).toEqual(['é'.repeat(127), 254]);
    expect(storedFileName(`${'a'.repeat(300)}.wav`)).toBe('a'.repeat(255));
  });

  it('never splits a character: a surrogate pair (4 bytes) past the limit is dropped whole', () => {
    // 253 bytes, then '😀' (4 bytes, 2 code units) would end at 257.
    const name = storedFileName(`${'a'.repeat(253)}😀😀.wav`);
    expect(name).toBe('a'.repeat(253));
    expect(storedFileName(`${'a'.repeat(251)}😀😀`)).toBe(`${'a'.repeat(251)}😀`);
    expect(storedFileName('😀'.repeat(100))).toBe('😀'.repeat(63));
    // In a `u` pattern, a surrogate class matches only a lone surrogate: half a character.
    expect(storedFileName(`${'a'.repeat(254)}😀`)).not.toMatch(/[\uD800-\uDFFF]/u);
    expect(storedFileName(`${'a'.repeat(254)}😀`)).toBe('a'.repeat(254));
  });

  it('keeps a name within the limit as it is, and names an empty one `audio`', () => {
    expect(storedFileName(`${'日'.repeat(85)}`)).toBe('日'.repeat(85));
    expect(storedFileName('dir/\u0007')).toBe('audio');
  });
});
