/**
 * Multipart uploads straight to an S3 bucket: the server starts S3's own multipart upload for the blob key, hands out
 * presigned UploadPart URLs, and completes it, so a large file's audio never passes through the API servers.
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  HeadObjectCommand,
  NoSuchUpload,
  S3ServiceException,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { BlobNotFoundError, MultipartRefusedError, assertBlobKey, type DirectMultipartUploads } from './blob-store.js';

/** S3's reasons to refuse a completion list, each a 400 of PROTOCOL §4.3. */
const REFUSALS = new Set<string>(['InvalidPart', 'InvalidPartOrder', 'EntityTooSmall'] satisfies MultipartRefusedError['reason'][]);

export class S3DirectMultipart implements DirectMultipartUploads {
  /** `presigner` signs the part URLs: a client of the endpoint clients reach the bucket at (see `S3BlobStoreOptions`). */
  constructor(
    private readonly client: S3Client,
    private readonly presigner: S3Client,
    private readonly bucket: string,
  ) {}

  async create(blobKey: string, contentType: string): Promise<string> {
    assertBlobKey(blobKey);
    const { UploadId } = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: blobKey, ContentType: contentType }));
    if (UploadId === undefined) throw new Error(`S3 CreateMultipartUpload answered ${blobKey} without an UploadId`);
    return UploadId;
  }

  async partUrl(blobKey: string, uploadId: string, partNumber: number, expiresInS: number): Promise<string> {
    const command = new UploadPartCommand({ Bucket: this.bucket, Key: blobKey, UploadId: uploadId, PartNumber: partNumber });
    // The SDK would sign the CRC32 of the body it has (none) into the URL, and S3 would refuse every real part.
    command.middlewareStack.add(
      (next) => async (args) => {
        const { headers } = args.request as { headers: Record<string, string> };
        for (const name of Object.keys(headers)) if (/^x-amz-(checksum-|sdk-checksum-algorithm$)/.test(name)) delete headers[name];
        return next(args);
      },
      { step: 'build', priority: 'low', name: 'omitEmptyBodyChecksum' },
    );
    return getSignedUrl(this.presigner, command, { expiresIn: expiresInS });
  }

  /** S3 joins the parts; the size comes from the object it made, which CompleteMultipartUpload does not tell. */
  async complete(blobKey: string, uploadId: string, parts: readonly { partNumber: number; etag: string }[]): Promise<{ bytes: number }> {
    try {
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: blobKey,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts.map(({ partNumber, etag }) => ({ PartNumber: partNumber, ETag: etag })) },
        }),
      );
    } catch (error) {
      if (error instanceof NoSuchUpload) throw new BlobNotFoundError();
      if (error instanceof S3ServiceException && REFUSALS.has(error.name)) {
        throw new MultipartRefusedError(error.name as MultipartRefusedError['reason'], error.message);
      }
      throw error;
    }
    const { ContentLength } = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: blobKey }));
    if (ContentLength === undefined) throw new Error(`S3 answered the completed ${blobKey} without its size`);
    return { bytes: ContentLength };
  }

  /**
   * An upload already completed or aborted is gone (NoSuchUpload). A server without AbortMultipartUpload (s3rver
   * answers 405) keeps the parts: a bucket lifecycle rule `AbortIncompleteMultipartUpload` removes them there.
   */
  async abort(blobKey: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: blobKey, UploadId: uploadId }));
    } catch (error) {
      if (error instanceof NoSuchUpload || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 405)) return;
      throw error;
    }
  }
}
