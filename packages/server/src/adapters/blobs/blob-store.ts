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

/** Bytes `start` to `end` of a blob, both included (an HTTP byte range). */
export interface ByteRange {
  start: number;
  end: number;
}

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
  /**
   * The blob's bytes as a stream, or only those of `range` (both ends inclusive, within the blob: the caller knows its
   * size); rejects with `BlobNotFoundError` when the key holds nothing.
   */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the blob; removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Removes what puts cut short by a crash left behind (bytes under no key) that nothing has written
   * to since `idleSince`; resolves to how many. A put still streaming is never touched. Never needed for
   * correctness (no key ever holds a partial blob), but those bytes are a patient's audio.
   */
  removeInterruptedPuts(idleSince: Date): Promise<number>;
  /**
   * Present when clients can upload straight to the store (S3's presigned POST), so that audio never passes through
   * this server; absent for local disk and for stores without POST policies, whose uploads go through the storage
   * endpoint.
   */
  readonly directUploads?: DirectUploads;
}

/** An object a client uploaded straight to the store, under a key of its choosing. */
export interface UploadedObject {
  key: string;
  bytes: number;
  uploadedAt: Date;
}

/**
 * Uploads that reach the store without this server: it hands a client a signed form, the client posts its files to
 * the store, and the server later adopts them as blobs. Their keys are the clients' (any name under the signed prefix),
 * not blob keys: an uploaded object becomes a blob only through `adopt`.
 */
export interface DirectUploads {
  /** The form a client posts files to: keys under `prefix`, each of `minBytes`–`maxBytes`, for `expiresInS` seconds. */
  presignedPost(prefix: string, policy: { minBytes: number; maxBytes: number; expiresInS: number }): Promise<{ url: string; fields: Record<string, string> }>;
  /** Every object clients uploaded under `prefix`, in key order. */
  list(prefix: string): Promise<UploadedObject[]>;
  /** Copies an uploaded object, within the store, to the blob `blobKey`; rejects with `BlobNotFoundError` when it is gone. */
  adopt(uploadedKey: string, blobKey: string): Promise<void>;
  /** Removes an uploaded object (a blob adopted from it stays); removing one that is gone is not an error. */
  remove(uploadedKey: string): Promise<void>;
  /** Large files uploaded in parts straight to the store. */
  readonly multipart: DirectMultipartUploads;
}

/**
 * S3's multipart upload, driven by this server while clients send the parts to the store: it starts the upload for a
 * blob key, signs one URL per part, and completes (or aborts) it. The completed upload is the blob itself.
 */
export interface DirectMultipartUploads {
  /** Starts an upload that will become the blob `blobKey`; resolves to the store's id for it. */
  create(blobKey: string, contentType: string): Promise<string>;
  /** The URL a client PUTs part `partNumber` to, valid for `expiresInS` seconds; the store answers the part's ETag. */
  partUrl(blobKey: string, uploadId: string, partNumber: number, expiresInS: number): Promise<string>;
  /**
   * Joins the listed parts (ascending, each with the quoted ETag its PUT answered) into the blob. Rejects with
   * `MultipartRefusedError` when the store refuses the list, with `BlobNotFoundError` when the upload is gone.
   */
  complete(blobKey: string, uploadId: string, parts: readonly { partNumber: number; etag: string }[]): Promise<{ bytes: number }>;
  /** Discards the upload and its parts; aborting one that is gone is not an error. */
  abort(blobKey: string, uploadId: string): Promise<void>;
}

/** The store refused a completion list, for one of S3's reasons. */
export class MultipartRefusedError extends Error {
  constructor(
    readonly reason: 'InvalidPart' | 'InvalidPartOrder' | 'EntityTooSmall',
    message: string,
  ) {
    super(message);
    this.name = 'MultipartRefusedError';
  }
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
