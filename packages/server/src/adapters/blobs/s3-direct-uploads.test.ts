import { buffer } from 'node:stream/consumers';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedPolicy, postToBucket } from '../../../test/helpers/presigned-post.js';
import { S3RVER_CREDENTIALS, startS3Server, type S3Server } from '../../../test/helpers/s3-server.js';
import { BlobNotFoundError, InvalidBlobKeyError, type DirectUploads } from './blob-store.js';
import { S3BlobStore } from './s3.js';

let server: S3Server;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(async () => {
  await server?.stop();
});

async function freshStore(): Promise<{ store: S3BlobStore; uploads: DirectUploads; bucket: string }> {
  const { bucket } = await server.createBucket();
  const store = new S3BlobStore(server.client, bucket);
  return { store, uploads: store.directUploads!, bucket };
}

const FOLDER = 'c0ffee00-0000-4000-8000-000000000001/visit-1/20261124_120000/';

describe('S3DirectUploads on s3rver', () => {
  it("signs S3's own POST policy: keys under the folder, the size range, the expiry", async () => {
    const { uploads, bucket } = await freshStore();
    const before = Date.now();
    const { url, fields } = await uploads.presignedPost(FOLDER, { minBytes: 1, maxBytes: 1000, expiresInS: 600 });
    expect(url).toBe(`${server.endpoint}/${bucket}`);
    expect(fields).toMatchObject({ key: `${FOLDER}\${filename}`, bucket, 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256', 'X-Amz-Signature': expect.stringMatching(/^[0-9a-f]{64}$/) });
    // PROTOCOL §4.1's (and S3's documented) field name, not the AWS SDK's `Policy`.
    expect(Object.keys(fields)).toContain('policy');
    expect(Object.keys(fields)).not.toContain('Policy');
    expect(fields['X-Amz-Credential']).toMatch(/^S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request$/);
    // s3rver does not enforce POST policies: what S3 would enforce is read here from the policy itself.
    const policy = decodedPolicy(fields);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['starts-with', '$key', FOLDER],
        ['content-length-range', 1, 1000],
        { bucket },
      ]),
    );
    expect(policy.conditions).not.toContainEqual({ key: expect.anything() });
    const expiresAt = new Date(policy.expiration).getTime();
    // The SDK dates the policy by its own clock (Date.now() plus the client's clock offset) in whole seconds; a
    // clean-clone CI run saw it one second below the test's clock read before the call (7ed7cb5e), so a second is allowed.
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 600_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 600_000);
  });

  it('takes a real POST of the answered form, which the listing then shows', async () => {
    const { uploads } = await freshStore();
    const uploadData = await uploads.presignedPost(FOLDER, { minBytes: 1, maxBytes: 1000, expiresInS: 600 });
    const response = await postToBucket(uploadData, { key: `${FOLDER}visit note.wav`, bytes: Buffer.from('RIFF audio') });
    expect([response.status, await response.text()]).toEqual([204, '']);
    const [listed, ...others] = await uploads.list(FOLDER);
    expect(others).toEqual([]);
    expect(listed).toMatchObject({ key: `${FOLDER}visit note.wav`, bytes: 10 });
    expect(Math.abs(listed!.uploadedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('signs the form for the endpoint clients reach the bucket at, when a presigner for it is given', async () => {
    const { bucket } = await server.createBucket();
    const presigner = new S3Client({ endpoint: 'http://storage.clinic.example:9000', region: 'us-east-1', forcePathStyle: true, credentials: { ...S3RVER_CREDENTIALS } });
    const store = new S3BlobStore(server.client, bucket, { presigner });
    const { url } = await store.directUploads!.presignedPost(FOLDER, { minBytes: 1, maxBytes: 1000, expiresInS: 600 });
    expect(url).toBe(`http://storage.clinic.example:9000/${bucket}`);
  });

  it('has no direct uploads when they are turned off (a store without POST policies)', async () => {
    const { bucket } = await server.createBucket();
    expect(new S3BlobStore(server.client, bucket, { directUploads: false }).directUploads).toBeUndefined();
  });

  it('lists every object under the prefix, nested ones too, and nothing outside it', async () => {
    const { uploads, bucket } = await freshStore();
    for (const key of [`${FOLDER}a.wav`, `${FOLDER}sub/b.wav`, `${FOLDER.slice(0, -1)}x/c.wav`, 'sessions/other']) {
      await server.client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: key }));
    }
    expect((await uploads.list(FOLDER)).map((object) => object.key)).toEqual([`${FOLDER}a.wav`, `${FOLDER}sub/b.wav`]);
    expect(await uploads.list('nothing/here/')).toEqual([]);
  });

  it('adopts an object under any client-chosen name as a blob, which stays when the upload is removed', async () => {
    const { store, uploads, bucket } = await freshStore();
    // No `+`, `,`, `;`, `&` …: s3rver decodes the copy source with decodeURI, which leaves those encoded (S3 does not).
    const uploadedKey = `${FOLDER}Visite n°1 (Dr. Ørsted) 100% notes%20.wav`;
    await server.client.send(new PutObjectCommand({ Bucket: bucket, Key: uploadedKey, Body: 'recorded audio' }));
    await uploads.adopt(uploadedKey, 'sessions/c/t/adopted');
    await uploads.remove(uploadedKey);
    expect((await buffer(await store.get('sessions/c/t/adopted'))).toString()).toBe('recorded audio');
    expect(await uploads.list(FOLDER)).toEqual([]);
    await expect(server.client.send(new GetObjectCommand({ Bucket: bucket, Key: uploadedKey }))).rejects.toMatchObject({ name: 'NoSuchKey' });
    // Removing it again is not an error.
    await expect(uploads.remove(uploadedKey)).resolves.toBeUndefined();
  });

  it('answers BlobNotFoundError for an upload that is gone, and refuses a target that is no blob key', async () => {
    const { uploads, bucket } = await freshStore();
    await expect(uploads.adopt(`${FOLDER}gone.wav`, 'sessions/c/t/x')).rejects.toBeInstanceOf(BlobNotFoundError);
    await server.client.send(new PutObjectCommand({ Bucket: bucket, Key: `${FOLDER}a.wav`, Body: 'x' }));
    await expect(uploads.adopt(`${FOLDER}a.wav`, '../escape')).rejects.toBeInstanceOf(InvalidBlobKeyError);
  });
});
