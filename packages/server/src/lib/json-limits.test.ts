import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-limits.js';

const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? { a: value } : [value];
  return value;
};

describe('nestsDeeperThan', () => {
  it('counts each object and array as one level, scalars as none', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan({}, 1)).toBe(false);
    expect(nestsDeeperThan(nested(64), 64)).toBe(false);
    expect(nestsDeeperThan(nested(65), 64)).toBe(true);
  });

  it('finds the one deep branch among shallow ones', () => {
    expect(nestsDeeperThan({ a: 1, b: [1, 2, { c: 3 }], d: nested(10) }, 10)).toBe(true);
    expect(nestsDeeperThan({ a: 1, b: [1, 2, { c: 3 }], d: nested(9) }, 10)).toBe(false);
  });

  it('measures 100,000 levels without overflowing the stack', () => {
    expect(nestsDeeperThan(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)), 64)).toBe(true);
  });

  it('walks only what JSON parses into: a Buffer, a stream or a class instance is a leaf', () => {
    expect(nestsDeeperThan({ file: Buffer.alloc(1024) }, 1)).toBe(false);
    expect(nestsDeeperThan(Readable.from([]), 0)).toBe(false);
    expect(nestsDeeperThan(Object.assign(Object.create(null) as object, { a: {} }), 1)).toBe(true);
  });
});
