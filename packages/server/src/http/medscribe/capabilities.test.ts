import { describe, expect, it } from 'vitest';
import { maxChunkDurationSeconds } from './capabilities.js';

describe('max_chunk_duration_seconds', () => {
  it('is the recommended 20 s while 20 s of 48 kHz stereo 16-bit WAV fits the upload limit, less when it does not', () => {
    expect(maxChunkDurationSeconds(5 * 1024 * 1024)).toBe(20);
    expect(maxChunkDurationSeconds(1024 * 1024)).toBe(5);
    expect(maxChunkDurationSeconds(1000)).toBe(1);
  });
});
