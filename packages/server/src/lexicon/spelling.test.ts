import { describe, expect, it } from 'vitest';
import { compactSpelling } from './spelling.js';

describe('compactSpelling', () => {
  it('compacts a spelling to lowercase letters and digits', () => {
    expect(compactSpelling('Hb A1c')).toBe('hba1c');
    expect(compactSpelling('X-ray')).toBe('xray');
    // "&" is said "and": "I&D" is "I and D", and neither "I'd" nor "i-d".
    expect(compactSpelling('I&D')).toBe(compactSpelling('I and D'));
    expect(compactSpelling('I&D')).not.toBe(compactSpelling("I'd"));
  });
});
