import { randomBytes } from 'node:crypto';
import { buffer as readAll } from 'node:stream/consumers';
import { HeadObjectCommand, NoSuchUpload, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3RVER_CREDENTIALS, startS3Server, type S3Server } from '../../../test/helpers/s3-server.js';
import { BlobNotFoundError, MultipartRefusedError } from './blob-store.js';
import { S3DirectMultipart } from './s3-direct-multipart.js';
import { S3BlobStore } from './s3.js';

let server: S3Server;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(async () => {
  await server?.stop();
});

const KEY = 'sessions/c/t/upload-1';
const MIN_PART_BYTES = 5 * 1024 * 1024;

/** A client whose every request fails with `error`: S3's refusals that s3rver never answers. */
const failingClient = (error: Error) => ({ send: () => Promise.reject(error) }) as unknown as S3Client;
const refusal = (name: string) => new S3ServiceException({ name, $fault: 'client', $metadata: { httpStatusCode: 400 }, message: `${name} from S3` });
const gone = () => new NoSuchUpload({ $metadata: { httpStatusCode: 404 }, message: 'The specified upload does not exist.' });

describe('S3DirectMultipart on s3rver', () => {
  it('joins the parts clients PUT to the signed URLs into the blob', async () => {
    const { bucket } = await server.createBucket();
    const store = new S3BlobStore(server.client, bucket);
    const multipart = store.directUploads!.multipart;
    const uploadId = await multipart.create(KEY, 'audio/wav');
    const parts = [randomBytes(MIN_PART_BYTES), randomBytes(10)];
    const etags: string[] = [];
    for (const [i, part] of parts.entries()) {
      const response = await fetch(await multipart.partUrl(KEY, uploadId, i + 1, 600), { method: 'PUT', body: new Uint8Array(part) });
      expect(response.status).toBe(200);
      etags.push(response.headers.get('etag')!);
    }
    const completed = await multipart.complete(KEY, uploadId, etags.map((etag, i) => ({ partNumber: i + 1, etag })));
    expect(completed).toEqual({ bytes: MIN_PART_BYTES + 10 });
    expect((await readAll(await store.get(KEY))).equals(Buffer.concat(parts))).toBe(true);
    expect((await server.client.send(new HeadObjectCommand({ Bucket: bucket, Key: KEY }))).ContentType).toBe('audio/wav');
  });

  it('signs part URLs for the endpoint clients reach the bucket at, with no checksum of a body it has not seen', async () => {
    const { bucket } = await server.createBucket();
    const presigner = new S3Client({ endpoint: 'http://storage.clinic.example:9000', region: 'us-east-1', forcePathStyle: true, credentials: { ...S3RVER_CREDENTIALS } });
    const multipart = new S3DirectMultipart(server.client, presigner, bucket);
    const uploadId = await multipart.create(KEY, 'audio/wav');
    const url = new URL(await multipart.partUrl(KEY, uploadId, 7, 600));
    expect(`${url.origin}${url.pathname}`).toBe(`http://storage.clinic.example:9000/${bucket}/${KEY}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ partNumber: '7', uploadId, 'X-Amz-Expires': '600' });
    expect([...url.searchParams.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);
  });

  it('tolerates an abort that s3rver refuses (405) or of an upload that is gone', async () => {
    const { bucket } = await server.createBucket();
    const multipart = new S3DirectMultipart(server.client, server.client, bucket);
    await expect(multipart.abort(KEY, await multipart.create(KEY, 'audio/wav'))).resolves.toBeUndefined();
    await expect(new S3DirectMultipart(failingClient(gone()), server.client, bucket).abort(KEY, 'x')).resolves.toBeUndefined();
    const failure = new Error('connection reset');
    await expect(new S3DirectMultipart(failingClient(failure), server.client, bucket).abort(KEY, 'x')).rejects.toBe(failure);
  });
});

describe("S3DirectMultipart's answers to S3's refusals", () => {
  const completing = (error: Error) => new S3DirectMultipart(failingClient(error), failingClient(error), 'bucket').complete(KEY, 'x', [{ partNumber: 1, etag: '"e"' }]);

  it('refuses the completion list for each of S3\'s reasons, and answers BlobNotFoundError for an upload that is gone', async () => {
    for (const reason of ['InvalidPart', 'InvalidPartOrder', 'EntityTooSmall'] as const) {
      const refused = await completing(refusal(reason)).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(MultipartRefusedError);
      expect(refused).toMatchObject({ reason, message: `${reason} from S3` });
    }
    await expect(completing(gone())).rejects.toBeInstanceOf(BlobNotFoundError);
    const other = refusal('AccessDenied');
    await expect(completing(other)).rejects.toBe(other);
  });
});
