/**
 * Direct uploads to an S3 bucket: the client posts its files to the bucket with S3's own presigned POST, so audio never
 * passes through the API servers, and the server adopts them as blobs with a copy inside the bucket. Large files go in
 * parts, with S3's own multipart upload (`s3-direct-multipart.ts`).
 */
import { CopyObjectCommand, DeleteObjectCommand, NoSuchKey, S3ServiceException, paginateListObjectsV2, type S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { FILENAME_PLACEHOLDER } from '../../lib/upload-policy.js';
import { BlobNotFoundError, assertBlobKey, type DirectUploads, type UploadedObject } from './blob-store.js';
import { S3DirectMultipart } from './s3-direct-multipart.js';

export class S3DirectUploads implements DirectUploads {
  readonly multipart: S3DirectMultipart;

  /** `presigner` signs the forms: a client of the endpoint clients reach the bucket at (see `S3BlobStoreOptions`). */
  constructor(
    private readonly client: S3Client,
    private readonly presigner: S3Client,
    private readonly bucket: string,
  ) {
    this.multipart = new S3DirectMultipart(client, presigner, bucket);
  }

  /**
   * S3 enforces the policy: a key ending in `${filename}` makes `createPresignedPost` add the condition
   * `["starts-with", "$key", prefix]`, and S3 refuses a file outside `content-length-range` before storing it. S3
   * answers a successful POST with 204 and an empty body, as PROTOCOL §4.2 has it. The policy goes in the field
   * `policy`, the name S3 documents and PROTOCOL §4.1 (and the SDK reading its size range) uses, where the AWS SDK writes
   * `Policy`: S3 takes either, as it must for boto3, which writes `policy`.
   */
  async presignedPost(prefix: string, policy: { minBytes: number; maxBytes: number; expiresInS: number }): Promise<{ url: string; fields: Record<string, string> }> {
    const { url, fields } = await createPresignedPost(this.presigner, {
      Bucket: this.bucket,
      Key: `${prefix}${FILENAME_PLACEHOLDER}`,
      Conditions: [['content-length-range', policy.minBytes, policy.maxBytes]],
      Expires: policy.expiresInS,
    });
    const { Policy, ...others } = fields;
    return { url, fields: { ...others, policy: Policy! } };
  }

  async list(prefix: string): Promise<UploadedObject[]> {
    const objects: UploadedObject[] = [];
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: prefix })) {
      for (const { Key, Size, LastModified } of page.Contents ?? []) {
        if (Key !== undefined && Size !== undefined && LastModified !== undefined) objects.push({ key: Key, bytes: Size, uploadedAt: LastModified });
      }
    }
    return objects;
  }

  /** One CopyObject, done by S3 itself: it copies objects of up to 5 GB, far above what a presigned POST takes. */
  async adopt(uploadedKey: string, blobKey: string): Promise<void> {
    assertBlobKey(blobKey);
    try {
      await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: blobKey, CopySource: copySource(this.bucket, uploadedKey) }));
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) throw new BlobNotFoundError();
      throw error;
    }
  }

  /** S3 answers a delete of a missing key with success. */
  async remove(uploadedKey: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: uploadedKey }));
  }
}

/** CopySource is `<bucket>/<key>`, URL-encoded: a client's key may hold spaces or any other character. */
const copySource = (bucket: string, key: string): string => `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
