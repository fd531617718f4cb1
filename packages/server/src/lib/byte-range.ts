/** Bytes `start` to `end` of a file, both included. */
export interface ByteSpan {
  start: number;
  end: number;
}

/**
 * The one byte range a `Range` header asks of a file of `size` bytes (RFC 9110 §14): `bytes=first-last`,
 * `bytes=first-` (to the end) or `bytes=-suffix` (the last bytes), the last byte cut to the file's. Undefined when there
 * is no header, or it asks for several ranges or in another unit (the whole file is answered then, as §14.2 allows);
 * `'unsatisfiable'` when the range is malformed or starts past the end (416).
 */
export function requestedRange(header: string | undefined, size: number): ByteSpan | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const spec = /^\s*bytes\s*=\s*(.*)$/i.exec(header)?.[1];
  if (spec === undefined || spec.includes(',')) return undefined;
  const match = /^(\d*)-(\d*)$/.exec(spec.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'unsatisfiable';
  const [first, last] = [match[1] === '' ? undefined : Number(match[1]), match[2] === '' ? undefined : Number(match[2])];
  if (first === undefined) {
    // A suffix: the last `last` bytes (all of them when the file is shorter); none of an empty file.
    if (last === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - last!), end: size - 1 };
  }
  if (first >= size || (last !== undefined && last < first)) return 'unsatisfiable';
  return { start: first, end: Math.min(last ?? size - 1, size - 1) };
}
