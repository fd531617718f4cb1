import { describe, expect, it } from 'vitest';
import { detectMediaType } from './documents.js';

describe('detectMediaType', () => {
  it('knows PDF, JPEG and PNG by their leading bytes', () => {
    expect(detectMediaType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(detectMediaType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]))).toBe('image/jpeg');
    expect(detectMediaType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
  });

  it('knows nothing else, nor a truncated signature', () => {
    for (const head of [Buffer.from('%PDF'), Buffer.from([0xff, 0xd8]), Buffer.from('GIF89a'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00]), Buffer.alloc(0)]) {
      expect(detectMediaType(head)).toBeUndefined();
    }
  });
});
