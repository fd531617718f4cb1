import { createHash, randomUUID, type Hash } from 'node:crypto';
import { Readable } from 'node:stream';
import { BlobNotFoundError, BlobTooLargeError, MultipartRefusedError, type BlobStore, type DirectMultipartUploads } from '../adapters/blobs/blob-store.js';
import type { MultipartPartRecord, MultipartUploadRecord, SessionKey, SessionRecord, Store } from '../adapters/db/store.js';
import { DomainError } from '../domain/errors.js';
import { canMove } from '../domain/session/transitions.js';
import { contentTypeOf } from '../lib/content-type-of.js';
import { sessionBlobKey } from './sessions.service.js';
import type { SessionCaller, SessionVisibility } from './session-visibility.js';
import { PartUrlError, presignPartUrl, verifyPartUrl } from '../lib/part-url.js';

/** S3's limit on the parts of one upload. */
export const MAX_PARTS = 10_000;

export interface MultipartSettings {
  /** Every part but the last must be at least this large. */
  minPartBytes: number;
  maxPartBytes: number;
  partUrlTtlS: number;
  /** Uploads older than this are aborted by `abortAbandoned`. */
  abandonAfterS: number;
}

/** A started upload: its id, the completed file's key, and one URL per part, valid until `expiresAt`. */
export interface InitiatedUpload {
  uploadId: string;
  /** `folderPath` + the file name: the completed file's key. */
  key: string;
  partUrls: { partNumber: number; url: string }[];
  expiresAt: Date;
}

export interface CompletedUpload {
  key: string;
  sizeBytes: number;
  /** S3-style: `"<md5 of the parts' binary MD5s>-<part count>"`. */
  etag: string;
}

export interface InitiateRequest {
  txnId: string;
  fileName: string;
  contentType?: string;
  parts: number;
}

/** A file joined from its parts: its blob, size and S3-style ETag. */
interface JoinedFile {
  blobKey: string;
  bytes: number;
  etag: string;
}

/** An upload whose parts go straight to the store: the store's multipart uploads, its id there and the blob it becomes. */
interface StoreUpload {
  multipart: DirectMultipartUploads;
  uploadId: string;
  blobKey: string;
}

/** A part's PUT: the part it names and the query of its presigned URL. */
export interface PartRequest {
  uploadId: string;
  partNumber: number;
  expires?: string;
  signature?: string;
}

const invalid = (message: string) => new DomainError('invalid_request', message);
const uploadNotFound = () => new DomainError('not_found', 'upload not found');
const alreadyStarted = () => new DomainError('conflict', 'Transaction already initialized');
const tooLarge = () => new DomainError('too_large', 'Request Entity Too Large');

/** S3 quotes ETags; clients send them back with or without the quotes. */
const bareEtag = (etag: string) => etag.replace(/^"(.*)"$/, '$1').toLowerCase();

async function* hashed(content: AsyncIterable<Buffer>, hash: Hash): AsyncGenerator<Buffer> {
  for await (const chunk of content) {
    hash.update(chunk);
    yield chunk;
  }
}

/** The parts' blobs one after the other, each opened only when the one before has been read. */
async function* concatenated(blobs: BlobStore, parts: readonly MultipartPartRecord[]): AsyncGenerator<Buffer> {
  for (const part of parts) yield* (await blobs.get(part.blobKey)) as AsyncIterable<Buffer>;
}


/** S3's ETag of the object it joins from these parts, whichever store joined them. */
function multipartEtag(parts: readonly { etag: string }[]): string {
  const digests = Buffer.concat(parts.map((part) => Buffer.from(bareEtag(part.etag), 'hex')));
  return `"${createHash('md5').update(digests).digest('hex')}-${parts.length}"`;
}

/** S3's InvalidPartOrder: the completion list must name its parts in ascending order, each once. */
function checkOrder(listed: readonly { partNumber: number }[]): void {
  listed.forEach((entry, i) => {
    if (i > 0 && entry.partNumber <= listed[i - 1]!.partNumber) {
      throw invalid('InvalidPartOrder: list the parts in ascending order of part_number, each once');
    }
  });
}

/**
 * Large session files uploaded in parts with S3's multipart semantics (PROTOCOL §4.3). When the blob store takes
 * direct uploads, they are S3's own multipart uploads: the part URLs are the bucket's, and complete has S3 join the
 * parts into the session file's blob. Otherwise initiate hands out this server's presigned part URLs, each part is
 * streamed to its own blob, and complete streams the listed parts, in order, into one session file as a presigned
 * POST would have stored it.
 */
export class MultipartUploadsService {
  constructor(
    private readonly d: {
      store: Store;
      blobs: BlobStore;
      now: () => Date;
      /** Which sessions each caller reaches. */
      visibility: SessionVisibility;
      /** The key that signs part URLs. */
      partUrlKey: () => Buffer;
      settings: MultipartSettings;
    },
  ) {}

  /** The session must be one the caller reaches, not started yet; its part URLs are signed for `baseUrl`. */
  async initiate(caller: SessionCaller, request: InitiateRequest, baseUrl: string): Promise<InitiatedUpload> {
    const { clientId } = caller;
    const session = await this.openSession({ clientId, txnId: request.txnId }, () => new DomainError('not_found', 'transaction not found'), this.d.visibility.ownerFilter(caller));
    // The manifest starts the session on arrival, which only the presigned POST does.
    if (request.fileName === `${request.txnId}.json`) throw invalid('upload the manifest with the presigned POST, not in parts');
    const now = this.d.now();
    const id = randomUUID();
    const contentType = request.contentType ?? contentTypeOf(request.fileName);
    const direct = this.d.blobs.directUploads?.multipart;
    const upload: MultipartUploadRecord = {
      id,
      clientId,
      txnId: request.txnId,
      name: request.fileName,
      contentType,
      createdAt: now,
      storeUploadId: direct ? await direct.create(sessionBlobKey({ clientId, txnId: request.txnId }, id), contentType) : null,
    };
    await this.d.store.multipartUploads.insert(upload);
    // Whole seconds, as the URLs carry it.
    const expiresAt = new Date(Math.floor(now.getTime() / 1000 + this.d.settings.partUrlTtlS) * 1000);
    return {
      uploadId: upload.id,
      key: `${session.folderPath}${upload.name}`,
      partUrls: await this.partUrls(upload, request.parts, baseUrl, expiresAt),
      expiresAt,
    };
  }

  /** One URL per part: the store's own, or this server's, signed for `baseUrl`. */
  private async partUrls(upload: MultipartUploadRecord, count: number, baseUrl: string, expiresAt: Date): Promise<InitiatedUpload['partUrls']> {
    const partNumbers = Array.from({ length: count }, (_, i) => i + 1);
    const atStore = this.atStore(upload);
    if (atStore) {
      const { multipart, blobKey, uploadId } = atStore;
      return Promise.all(
        partNumbers.map(async (n) => ({ partNumber: n, url: await multipart.partUrl(blobKey, uploadId, n, this.d.settings.partUrlTtlS) })),
      );
    }
    const secret = this.d.partUrlKey();
    return partNumbers.map((n) => ({ partNumber: n, url: presignPartUrl(secret, baseUrl, { uploadId: upload.id, partNumber: n }, expiresAt) }));
  }

  /**
   * Streams one part to its own blob, hashing it on the way, and resolves to its quoted MD5 ETag. A
   * part uploaded again replaces the first. `declaredBytes` (Content-Length) refuses an oversize
   * part before any byte is read.
   */
  async uploadPart(part: PartRequest, content: AsyncIterable<Buffer>, declaredBytes?: number): Promise<{ etag: string }> {
    try {
      verifyPartUrl(this.d.partUrlKey(), part, part, this.d.now());
    } catch (error) {
      if (error instanceof PartUrlError) throw new DomainError('forbidden', error.message);
      throw error;
    }
    const upload = await this.d.store.multipartUploads.find(part.uploadId);
    if (!upload) throw uploadNotFound();
    await this.openSession(upload, uploadNotFound);
    const { maxPartBytes } = this.d.settings;
    if (declaredBytes !== undefined && declaredBytes > maxPartBytes) throw tooLarge();

    // A fresh key per upload of a part, so that replacing a part never overwrites the blob an earlier complete may be reading.
    const blobKey = `multipart/${upload.clientId}/${upload.id}/${part.partNumber}-${randomUUID()}`;
    const md5 = createHash('md5');
    let bytes: number;
    try {
      ({ bytes } = await this.d.blobs.put(blobKey, Readable.from(hashed(content, md5)), { maxBytes: maxPartBytes }));
    } catch (error) {
      if (error instanceof BlobTooLargeError) throw tooLarge();
      throw error;
    }
    const etag = `"${md5.digest('hex')}"`;
    let replaced: string | null;
    try {
      replaced = await this.d.store.multipartUploads.putPart({
        uploadId: upload.id,
        partNumber: part.partNumber,
        blobKey,
        sizeBytes: bytes,
        etag,
        uploadedAt: this.d.now(),
      });
    } catch (error) {
      await this.d.blobs.delete(blobKey);
      // Completed or aborted while the part was on its way: the part's row has no upload to belong to.
      if (!(await this.d.store.multipartUploads.find(upload.id))) throw uploadNotFound();
      throw error;
    }
    if (replaced) await this.d.blobs.delete(replaced);
    return { etag };
  }

  /**
   * Joins the listed parts (ascending, each with the ETag its upload answered) into one session file, records it,
   * then removes the upload (and every part's blob).
   */
  async complete(caller: SessionCaller, uploadId: string, listed: readonly { partNumber: number; etag: string }[]): Promise<CompletedUpload> {
    const { clientId } = caller;
    // The session read once: `openSession` with the caller's owner filter is the check `owned` would make.
    const upload = await this.clientsUpload(clientId, uploadId);
    const session = await this.openSession(upload, uploadNotFound, this.d.visibility.ownerFilter(caller));
    checkOrder(listed);
    const atStore = this.atStore(upload);
    const { blobKey, bytes, etag } = atStore ? await this.completedAtStore(upload, atStore, listed) : await this.joined(upload, listed);
    const added = await this.d.store.sessions.addFile({
      clientId,
      txnId: upload.txnId,
      name: upload.name,
      blobKey,
      contentType: upload.contentType,
      sizeBytes: bytes,
      uploadedAt: this.d.now(),
    });
    if (!added.added) {
      // The session started while the parts were being joined.
      await this.d.blobs.delete(blobKey);
      throw alreadyStarted();
    }
    if (added.replacedBlobKey) await this.d.blobs.delete(added.replacedBlobKey);
    await this.forget(upload.id);
    return { key: `${session.folderPath}${upload.name}`, sizeBytes: bytes, etag };
  }

  /** The listed parts' blobs streamed, part after part, into a single blob. */
  private async joined(upload: MultipartUploadRecord, listed: readonly { partNumber: number; etag: string }[]): Promise<JoinedFile> {
    const parts = this.checkedParts(listed, await this.d.store.multipartUploads.parts(upload.id));
    const expectedBytes = parts.reduce((sum, part) => sum + part.sizeBytes, 0);
    if (expectedBytes === 0) throw invalid('the file is empty');

    const blobKey = sessionBlobKey(upload);
    try {
      const { bytes } = await this.d.blobs.put(blobKey, Readable.from(concatenated(this.d.blobs, parts)), { maxBytes: expectedBytes });
      return { blobKey, bytes, etag: multipartEtag(parts) };
    } catch (error) {
      // A part's blob went away: another complete or an abort removed the upload meanwhile.
      if (error instanceof BlobNotFoundError) throw uploadNotFound();
      throw error;
    }
  }

  /** The store joins the parts, checking the list against what it received (S3's InvalidPart and EntityTooSmall). */
  private async completedAtStore(upload: MultipartUploadRecord, atStore: StoreUpload, listed: readonly { partNumber: number; etag: string }[]): Promise<JoinedFile> {
    const { multipart, blobKey, uploadId } = atStore;
    let bytes: number;
    try {
      ({ bytes } = await multipart.complete(blobKey, uploadId, listed.map(({ partNumber, etag }) => ({ partNumber, etag: `"${bareEtag(etag)}"` }))));
    } catch (error) {
      if (error instanceof MultipartRefusedError) throw invalid(`${error.reason}: ${error.message}`);
      // Completed by another request, or aborted, meanwhile.
      if (error instanceof BlobNotFoundError) throw uploadNotFound();
      throw error;
    }
    if (bytes === 0) {
      // Known only once joined, and the store's upload is spent: the upload goes with the empty file.
      await this.d.blobs.delete(blobKey);
      await this.forget(upload.id);
      throw invalid('the file is empty');
    }
    // The store checked the listed ETags against the parts it holds.
    return { blobKey, bytes, etag: multipartEtag(listed) };
  }

  async abort(caller: SessionCaller, uploadId: string): Promise<void> {
    await this.discard(await this.owned(caller, uploadId));
  }

  /** Aborts the uploads started more than `abandonAfterS` before `now`; resolves to how many. */
  async abortAbandoned(now: Date): Promise<number> {
    const before = new Date(now.getTime() - this.d.settings.abandonAfterS * 1000);
    const abandoned = await this.d.store.multipartUploads.startedBefore(before);
    for (const upload of abandoned) await this.discard(upload);
    return abandoned.length;
  }

  /**
   * The upload as the store holds it, when its parts go straight there. Undefined when they come through this server,
   * and for one started before the deployment turned direct uploads off: its parts are out of reach, so complete
   * finds none and abort forgets it (a bucket lifecycle rule removes the parts).
   */
  private atStore(upload: MultipartUploadRecord): StoreUpload | undefined {
    const multipart = this.d.blobs.directUploads?.multipart;
    if (upload.storeUploadId === null || !multipart) return undefined;
    return { multipart, uploadId: upload.storeUploadId, blobKey: sessionBlobKey(upload, upload.id) };
  }

  /** Another client's upload is an unknown one. */
  private async clientsUpload(clientId: string, uploadId: string): Promise<MultipartUploadRecord> {
    const upload = await this.d.store.multipartUploads.find(uploadId);
    if (upload?.clientId !== clientId) throw uploadNotFound();
    return upload;
  }

  /** An upload into a session the caller does not reach (another client's, another user's) is an unknown one. */
  private async owned(caller: SessionCaller, uploadId: string): Promise<MultipartUploadRecord> {
    const upload = await this.clientsUpload(caller.clientId, uploadId);
    const ownerId = this.d.visibility.ownerFilter(caller);
    if (ownerId !== undefined && !(await this.d.store.sessions.find(upload, ownerId))) throw uploadNotFound();
    return upload;
  }

  /** With `ownerId`, only a session that user owns (see `SessionVisibility`). */
  private async openSession(key: SessionKey, unknown: () => DomainError, ownerId?: string): Promise<SessionRecord> {
    const session = await this.d.store.sessions.find(key, ownerId);
    if (!session) throw unknown();
    if (!canMove('addFile', session.state)) throw alreadyStarted();
    return session;
  }

  /** S3's rules for the completion list, past its order: InvalidPart, EntityTooSmall. Parts left out are discarded. */
  private checkedParts(listed: readonly { partNumber: number; etag: string }[], uploaded: readonly MultipartPartRecord[]): MultipartPartRecord[] {
    const byNumber = new Map(uploaded.map((part) => [part.partNumber, part]));
    const parts = listed.map((entry) => {
      const part = byNumber.get(entry.partNumber);
      if (!part) throw invalid(`InvalidPart: part ${entry.partNumber} has not been uploaded`);
      if (bareEtag(part.etag) !== bareEtag(entry.etag)) throw invalid(`InvalidPart: the ETag of part ${entry.partNumber} is not ${entry.etag}`);
      return part;
    });
    const { minPartBytes } = this.d.settings;
    const small = parts.slice(0, -1).find((part) => part.sizeBytes < minPartBytes);
    if (small) {
      const rule = `every part but the last must be at least ${minPartBytes} bytes`;
      throw invalid(`EntityTooSmall: part ${small.partNumber} is ${small.sizeBytes} bytes; ${rule}`);
    }
    return parts;
  }

  /** Removes the upload's rows, then its parts' blobs; resolves to false when it was already gone. */
  private async forget(uploadId: string): Promise<boolean> {
    const blobKeys = await this.d.store.multipartUploads.delete(uploadId);
    if (!blobKeys) return false;
    await Promise.all(blobKeys.map((blobKey) => this.d.blobs.delete(blobKey)));
    return true;
  }

  /** Forgets an upload left incomplete, and aborts it at the store, which then drops the parts it holds. */
  private async discard(upload: MultipartUploadRecord): Promise<void> {
    const atStore = this.atStore(upload);
    if ((await this.forget(upload.id)) && atStore) await atStore.multipart.abort(atStore.blobKey, atStore.uploadId);
  }
}
