import { describe, expect, it } from 'vitest';
import { JsonMemberSplitter, JsonSplitError } from './json-member-splitter.js';

/** Splits `text` fed in pieces of `size` bytes; returns the member's text and the parsed residue. */
function split(text: string, size = 3, maxResidueBytes = 1024): { value: string | undefined; rest: unknown } {
  const pieces: Buffer[] = [];
  const splitter = new JsonMemberSplitter('file', (piece) => pieces.push(Buffer.from(piece)), maxResidueBytes);
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size) splitter.write(bytes.subarray(at, at + size));
  return { value: splitter.found ? Buffer.concat(pieces).toString() : undefined, rest: JSON.parse(splitter.end()) };
}

describe('JsonMemberSplitter', () => {
  it('takes the member out wherever it stands, in any chunking, leaving valid JSON', () => {
    const text = '{ "title" : "a \\"file\\": x", "nested": {"file": "no"}, "file" :\n"QUJD+/==", "n": [1, {"k": "v"}] }';
    for (const size of [1, 2, 5, 1000]) {
      expect(split(text, size)).toEqual({
        value: 'QUJD+/==',
        rest: { title: 'a "file": x', nested: { file: 'no' }, file: '', n: [1, { k: 'v' }] },
      });
    }
    expect(split('{"file":""}')).toEqual({ value: '', rest: { file: '' } });
  });

  it('leaves other spellings and shapes in the residue for the caller to judge', () => {
    expect(split('{"fi\\u006ce": "QUJD"}')).toEqual({ value: undefined, rest: { file: 'QUJD' } });
    expect(split('{"file": 42}')).toEqual({ value: undefined, rest: { file: 42 } });
    expect(split('{"file": null, "x": "file"}')).toEqual({ value: undefined, rest: { file: null, x: 'file' } });
  });

  it('leaves broken JSON broken', () => {
    for (const text of ['["file":"QUJD"]', '{"file":"QUJD"', '{"file" "QUJD"}', '{"file":"QUJD"}}']) {
      expect(() => split(text), text).toThrow(SyntaxError);
    }
  });

  it('refuses escapes inside the member, a second member and an oversized residue', () => {
    expect(() => split('{"file":"QU\\nJD"}')).toThrow(JsonSplitError);
    expect(() => split('{"file":"QUJD","file":"QUJD"}')).toThrow(JsonSplitError);
    expect(() => split(`{"title":"${'x'.repeat(100)}","file":"QUJD"}`, 7, 64)).toThrow(JsonSplitError);
    expect(split(`{"file":"${'Q'.repeat(1000)}"}`, 7, 64).value).toHaveLength(1000);
  });
});
