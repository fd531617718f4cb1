import { describe, expect, it } from 'vitest';
import { dispositionFilename } from './content-disposition.js';

describe('the file name of a Content-Disposition header', () => {
  it('reads filename*= (percent-encoded) before filename="…" and a bare filename=', () => {
    expect(dispositionFilename('attachment; filename="audio_0.webm"')).toBe('audio_0.webm');
    expect(dispositionFilename('attachment; filename=audio_1.wav')).toBe('audio_1.wav');
    expect(dispositionFilename('attachment; filename="a \\"b\\"_0.wav"')).toBe('a "b"_0.wav');
    expect(dispositionFilename("attachment; filename=\"fallback_0.wav\"; filename*=UTF-8''visite%20%C3%A9t%C3%A9_0.wav")).toBe('visite été_0.wav');
  });

  it('has none without a header, without a name, or with a header that does not parse', () => {
    expect(dispositionFilename(undefined)).toBeUndefined();
    expect(dispositionFilename('attachment')).toBeUndefined();
    expect(dispositionFilename('attachment; filename="unterminated')).toBeUndefined();
    // A broken percent-encoding is decoded to U+FFFD, a name no chunk rule accepts.
    expect(dispositionFilename("attachment; filename*=UTF-8''audio_%E0%A4.wav")).toBe('audio_\ufffd.wav');
  });
});
