import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { DomainError } from '../domain/errors.js';
import { DOCUMENT_MEDIA_TYPES, SIGNATURE_LENGTH, detectMediaType, type DocumentMediaType } from '../domain/documents.js';

export interface IntakeResult {
  mediaType: DocumentMediaType;
  sizeBytes: number;
  sha256: string;
}

export interface DocumentIntake {
  /** The upload's bytes, unchanged; it fails as soon as its first bytes show a format that is not accepted. */
  readonly stream: Readable;
  /** What the bytes turned out to be; available once `stream` has been read to the end. */
  result(): IntakeResult;
}

function identify(head: Buffer): DocumentMediaType {
  if (head.length === 0) throw new DomainError('invalid_request', 'file is empty');
  const mediaType = detectMediaType(head);
  if (!mediaType) throw new DomainError('unsupported_media', `file must be one of: ${DOCUMENT_MEDIA_TYPES.join(', ')}`);
  return mediaType;
}

/**
 * Checks an uploaded document on its way to storage, in one pass and without buffering it: the
 * format from its leading bytes (magic numbers, never the name), its size and its SHA-256.
 */
export function inspectDocument(source: Readable): DocumentIntake {
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let mediaType: DocumentMediaType | undefined;
  let sizeBytes = 0;
  let result: IntakeResult | undefined;

  async function* passThrough(): AsyncGenerator<Buffer> {
    for await (const chunk of source as AsyncIterable<Uint8Array | string>) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      if (!mediaType && head.length < SIGNATURE_LENGTH) {
        head = Buffer.concat([head, bytes.subarray(0, SIGNATURE_LENGTH - head.length)]);
        if (head.length === SIGNATURE_LENGTH) mediaType = identify(head);
      }
      hash.update(bytes);
      sizeBytes += bytes.length;
      yield bytes;
    }
    // A file shorter than the longest signature is judged on what there is.
    mediaType ??= identify(head);
    result = { mediaType, sizeBytes, sha256: hash.digest('hex') };
  }

  return {
    stream: Readable.from(passThrough(), { objectMode: false }),
    result() {
      if (!result) throw new Error('document intake read before its stream ended');
      return result;
    },
  };
}
