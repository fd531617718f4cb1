/**
 * The blob store on S3-compatible object storage (AWS S3, MinIO, Ceph, R2 …): one object per key in one bucket,
 * so every process of a scaled-out deployment sees the same blobs. The bucket is the deployment's own: clearing
 * interrupted puts aborts any unfinished multipart upload in it.
 */
import { Readable, Transform, pipeline, type TransformCallback } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  NoSuchKey,
  NoSuchUpload,
  S3ServiceException,
  paginateListParts,
  type ListMultipartUploadsCommandInput,
  type ListMultipartUploadsCommandOutput,
  type MultipartUpload,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { BlobNotFoundError, BlobTooLargeError, assertBlobKey, type BlobStore, type ByteRange, type DirectUploads, type PutOptions } from './blob-store.js';
import { S3DirectUploads } from './s3-direct-uploads.js';

/**
 * A put sends one part at a time, so it holds at most one part (5 MiB, S3's smallest) in memory and the client's
 * upload waits while a part is on its way.
 */
const PARTS_IN_FLIGHT = 1;

export interface S3BlobStoreOptions {
  /**
   * Whether clients post their files straight to the bucket (S3's presigned POST; the default). Off for a store
   * without POST policies (Cloudflare R2): uploads then go through the server's storage endpoint.
   */
  directUploads?: boolean;
  /**
   * Signs the forms and part URLs clients upload to the bucket with: a client of the endpoint they reach it at, where
   * that differs from this server's (`http://minio:9000` inside compose). By default the store's own client.
   */
  presigner?: S3Client;
}

export class S3BlobStore implements BlobStore {
  readonly directUploads: DirectUploads | undefined;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    options: S3BlobStoreOptions = {},
  ) {
    this.directUploads = options.directUploads === false ? undefined : new S3DirectUploads(client, options.presigner ?? client, bucket);
  }

  /**
   * A body that fits in one part is sent as one PutObject, a larger one as a multipart upload that becomes the object
   * only when completed: S3 never shows a partial object under the key. When the body fails or passes `maxBytes`,
   * `Upload` aborts the multipart upload; should that abort fail too, `removeInterruptedPuts` removes the parts later.
   */
  async put(key: string, body: Readable, options: PutOptions): Promise<{ bytes: number }> {
    assertBlobKey(key);
    const limited = new ByteLimit(options.maxBytes);
    // A failure of `body` reaches the upload through `limited`, which the pipeline destroys with it.
    pipeline(body, limited, () => undefined);
    const upload = new Upload({ client: this.client, params: { Bucket: this.bucket, Key: key, Body: limited }, queueSize: PARTS_IN_FLIGHT });
    try {
      await upload.done();
    } catch (error) {
      // The body's failure (or the limit's) is the cause, even when `Upload` reports the abort that followed it instead.
      throw bodyFailure(limited) ?? error;
    }
    return { bytes: limited.bytes };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertBlobKey(key);
    try {
      const { Body } = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, ...(range && { Range: `bytes=${range.start}-${range.end}` }) }),
      );
      // In Node the SDK's body is always the response stream.
      if (!(Body instanceof Readable)) throw new Error(`S3 GetObject answered ${key} without a readable body`);
      return Body;
    } catch (error) {
      if (error instanceof NoSuchKey) throw new BlobNotFoundError();
      throw error;
    }
  }

  /** S3 answers a delete of a missing key with success. */
  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /**
   * Aborts the multipart uploads (whose parts are the bytes under no key) that were started and last given a part
   * before `idleSince`. A server that cannot list multipart uploads (it answers NotImplemented, as s3rver does) has
   * nothing this can find: there, a bucket lifecycle rule `AbortIncompleteMultipartUpload` does the job.
   */
  async removeInterruptedPuts(idleSince: Date): Promise<number> {
    let removed = 0;
    for await (const upload of this.multipartUploads()) {
      const { Key, UploadId, Initiated } = upload;
      // Started after the horizon: written to since, without asking for its parts.
      if (Key === undefined || UploadId === undefined || Initiated === undefined || Initiated >= idleSince) continue;
      try {
        // A long put started before the horizon but still sending parts is not interrupted.
        if ((await this.lastWritten(Key, UploadId, Initiated)) >= idleSince) continue;
        await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId }));
        removed += 1;
      } catch (error) {
        // Completed or aborted by its put since the listing.
        if (!(error instanceof NoSuchUpload)) throw error;
      }
    }
    return removed;
  }

  /** The bucket's unfinished multipart uploads, page after page (the SDK has no paginator for this listing's two markers). */
  private async *multipartUploads(): AsyncGenerator<MultipartUpload> {
    let markers: Pick<ListMultipartUploadsCommandInput, 'KeyMarker' | 'UploadIdMarker'> = {};
    for (;;) {
      let page: ListMultipartUploadsCommandOutput;
      try {
        page = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.bucket, ...markers }));
      } catch (error) {
        if (isNotImplemented(error)) return;
        throw error;
      }
      yield* page.Uploads ?? [];
      if (!page.IsTruncated) return;
      markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
    }
  }

  /** When the upload last changed: its newest part's time, or its start when it has none. */
  private async lastWritten(key: string, uploadId: string, initiated: Date): Promise<Date> {
    let last = initiated;
    for await (const page of paginateListParts({ client: this.client }, { Bucket: this.bucket, Key: key, UploadId: uploadId })) {
      for (const part of page.Parts ?? []) if (part.LastModified !== undefined && part.LastModified > last) last = part.LastModified;
    }
    return last;
  }
}

/**
 * What stopped the body, if it failed or passed the limit. Not the AbortError with which `Upload`, giving up on a
 * failure of its own (S3 refused a part), stops reading it: that failure is then the cause.
 */
function bodyFailure(limited: Readable): Error | undefined {
  const failure = limited.errored;
  if (failure === null || (failure as NodeJS.ErrnoException).code === 'ABORT_ERR') return undefined;
  return failure;
}

const isNotImplemented = (error: unknown): boolean =>
  error instanceof S3ServiceException && (error.name === 'NotImplemented' || error.$metadata.httpStatusCode === 501);

/** Passes bytes through and fails with `BlobTooLargeError` as soon as more than `maxBytes` have passed. */
class ByteLimit extends Transform {
  bytes = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.byteLength;
    if (this.bytes > this.maxBytes) callback(new BlobTooLargeError(this.maxBytes));
    else callback(null, chunk);
  }
}
