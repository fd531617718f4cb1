import { describe, expect, it } from 'vitest';
import { compactSpelling } from './spelling.js';

describe('compactSpelling', () => {
  it('compacts a spelling to lowercase letters and digits', () => {
    expect(compactSpelling('Hb A1c')).toBe('hba1c');
    expect(compactSpelling('X-ray')).toBe('xray');
  });
});
