/**
 * The blob port: opaque byte objects under keys the services choose. The embedded default keeps
 * them on local disk (`local-disk.ts`); an object-store implementation (S3) can sit beside it and
 * must pass the same `blob-store.contract.ts` suite.
 */
import type { Readable } from 'node:stream';

/**
 * A key is one or more `/`-separated segments of `[A-Za-z0-9._-]` that start with a letter or digit,
 * at most 512 characters: it maps safely onto a file path (no `..`, no absolute paths, no hidden
 * files) and onto an S3 object key.
 */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 512;

export interface PutOptions {
  /** The upload fails with `BlobTooLargeError` as soon as more than this many bytes have arrived. */
  maxBytes: number;
}

export interface BlobStore {
  /**
   * Streams `body` into the store under `key`, replacing any blob already there. All or nothing:
   * when the body fails, errors or passes `maxBytes`, the promise rejects and the key still holds
   * what it held before (nothing, for a new key). Resolves with the number of bytes stored.
   */
  put(key: string, body: Readable, options: PutOptions): Promise<{ bytes: number }>;
  /** The blob's bytes as a stream; rejects with `BlobNotFoundError` when the key holds nothing. */
  get(key: string): Promise<Readable>;
  /** Removes the blob; removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Removes what puts cut short by a crash left behind (bytes under no key) that nothing has written
   * to since `idleSince`; resolves to how many. A put still streaming is never touched. Never needed for
   * correctness (no key ever holds a partial blob), but those bytes are a patient's audio.
   */
  removeInterruptedPuts(idleSince: Date): Promise<number>;
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`blob exceeds ${maxBytes} bytes`);
    this.name = 'BlobTooLargeError';
  }
}

export class BlobNotFoundError extends Error {
  constructor() {
    super('blob not found');
    this.name = 'BlobNotFoundError';
  }
}

export class InvalidBlobKeyError extends Error {
  constructor() {
    super('invalid blob key');
    this.name = 'InvalidBlobKeyError';
  }
}

/** Throws `InvalidBlobKeyError` unless `key` is a well-formed key (see `KEY`). */
export function assertBlobKey(key: string): void {
  if (key.length > MAX_KEY_LENGTH || !KEY.test(key)) throw new InvalidBlobKeyError();
}
