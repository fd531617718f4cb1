import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain/errors.js';
import { inspectDocument } from './document-intake.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function drain(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `bytes` one byte per chunk, so the signature arrives split. */
const byteByByte = (bytes: Buffer) => Readable.from([...bytes].map((b) => Buffer.from([b])));

const kindOf = (error: unknown) => (error instanceof DomainError ? error.kind : error);

describe('inspectDocument', () => {
  it('passes the bytes through and reports format, size and SHA-256, even with the signature split over chunks', async () => {
    const intake = inspectDocument(byteByByte(PNG));
    expect((await drain(intake.stream)).equals(PNG)).toBe(true);
    expect(intake.result()).toEqual({ mediaType: 'image/png', sizeBytes: PNG.length, sha256: createHash('sha256').update(PNG).digest('hex') });
  });

  it('judges files shorter than the longest signature on what there is', async () => {
    const intake = inspectDocument(Readable.from([Buffer.from('%PDF-')]));
    await drain(intake.stream);
    expect(intake.result().mediaType).toBe('application/pdf');
  });

  it('fails with unsupported_media as soon as the first bytes are known, and invalid_request for an empty file', async () => {
    let delivered = 0;
    const text = Readable.from(
      (function* () {
        for (;;) {
          delivered++;
          yield Buffer.from('plain text, not a document ');
        }
      })(),
    );
    await expect(drain(inspectDocument(text).stream).catch(kindOf)).resolves.toBe('unsupported_media');
    expect(delivered).toBeLessThan(3);
    await expect(drain(inspectDocument(Readable.from([])).stream).catch(kindOf)).resolves.toBe('invalid_request');
  });
});
