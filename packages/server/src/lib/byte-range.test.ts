import { describe, expect, it } from 'vitest';
import { requestedRange } from './byte-range.js';

describe('requestedRange', () => {
  it('reads first-last, first- and -suffix, the last byte cut to the file', () => {
    expect(requestedRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(requestedRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(requestedRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(requestedRange('bytes=999-999', 1000)).toEqual({ start: 999, end: 999 });
  });

  it('answers the whole file for no header, several ranges or another unit', () => {
    expect(requestedRange(undefined, 1000)).toBeUndefined();
    expect(requestedRange('bytes=0-1,5-6', 1000)).toBeUndefined();
    expect(requestedRange('items=0-1', 1000)).toBeUndefined();
  });

  it('refuses a malformed range, one past the end, one that ends before it starts, and any range of an empty file', () => {
    for (const header of ['bytes=1000-', 'bytes=2000-3000', 'bytes=5-2', 'bytes=-', 'bytes=a-b', 'bytes=-0', 'bytes=1.5-2']) {
      expect(requestedRange(header, 1000), header).toBe('unsatisfiable');
    }
    expect(requestedRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-10', 0)).toBe('unsatisfiable');
  });
});
