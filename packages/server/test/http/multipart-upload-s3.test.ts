import { createHash, randomBytes } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipartClient } from '../helpers/multipart-client.js';
import { startTestServerOnS3, type S3Server } from '../helpers/s3-server.js';
import { sessionsClient } from '../helpers/sessions-client.js';
import type { TestServer } from '../helpers/test-server.js';

const DAY_S = 24 * 3600;
/** S3's smallest part but the last, SCRIBE_MULTIPART_MIN_PART_BYTES' default. */
const MIN_PART_BYTES = 5 * 1024 * 1024;

const md5 = (bytes: Buffer) => createHash('md5').update(bytes);

/** A part PUT to the bucket, as a client does: no credentials but the URL's. */
const putPart = (url: string, bytes: Buffer) => fetch(url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'application/octet-stream' } });

describe('multipart uploads of large session files straight to an S3 bucket (PROTOCOL §4.3)', () => {
  let s3: S3Server;
  let bucket: string;
  let s: TestServer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ s3, bucket, server: s, close } = await startTestServerOnS3());
  });
  afterAll(() => close?.());

  async function clients() {
    const { client_id, access_token } = await s.login();
    const sessions = sessionsClient(s.app, access_token);
    return { clientId: client_id, sessions, multipart: multipartClient(s.app, sessions.bearer) };
  }

  it("hands out S3's own part URLs, and records the file S3 joins the parts into, byte for byte", async () => {
    const { clientId, sessions, multipart } = await clients();
    const target = await sessions.target('big-s3');
    const upload = await multipart.started({ txn_id: 'big-s3', file_name: 'dictation.wav', parts: 2 });
    expect(upload.key).toBe(`${target.folderPath}dictation.wav`);
    const storeUploadId = (await s.container.store.multipartUploads.find(upload.upload_id))!.storeUploadId!;
    expect(storeUploadId).toEqual(expect.any(String));
    upload.part_urls.forEach(({ part_number, url }) => {
      const { origin, pathname, searchParams } = new URL(url);
      expect([origin, pathname]).toEqual([s3.endpoint, `/${bucket}/sessions/${clientId}/big-s3/${upload.upload_id}`]);
      expect(Object.fromEntries(searchParams)).toMatchObject({ partNumber: String(part_number), uploadId: storeUploadId, 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
      // A checksum signed into the URL would be the empty body's, and S3 would refuse the part.
      expect([...searchParams.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);
    });

    const parts = [randomBytes(MIN_PART_BYTES + 100), randomBytes(1234)];
    // Out of order, as clients may send them.
    const second = await putPart(upload.part_urls[1]!.url, parts[1]!);
    const first = await putPart(upload.part_urls[0]!.url, parts[0]!);
    const etags = [first, second].map((response) => response.headers.get('etag')!);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(etags).toEqual(parts.map((part) => `"${md5(part).digest('hex')}"`));

    const unordered = await multipart.complete(upload.upload_id, [2, 1].map((n) => ({ part_number: n, etag: etags[n - 1]! })));
    expect([unordered.statusCode, unordered.json().message]).toEqual([400, expect.stringMatching(/^InvalidPartOrder: /)]);

    // The quotes of an ETag are optional.
    const completed = await multipart.complete(upload.upload_id, [
      { part_number: 1, etag: etags[0]! },
      { part_number: 2, etag: etags[1]!.replaceAll('"', '') },
    ]);
    expect(completed.statusCode, completed.body).toBe(200);
    const whole = Buffer.concat(parts);
    const s3Etag = `"${md5(Buffer.concat(parts.map((part) => md5(part).digest()))).digest('hex')}-2"`;
    expect(completed.json()).toEqual({ key: upload.key, size_bytes: whole.length, etag: s3Etag });
    expect(await s.container.store.multipartUploads.find(upload.upload_id)).toBeUndefined();
    expect((await multipart.complete(upload.upload_id, [{ part_number: 1, etag: etags[0]! }])).statusCode).toBe(404);

    const [file, ...others] = await s.container.store.sessions.files({ clientId, txnId: 'big-s3' });
    expect(others).toEqual([]);
    expect(file).toMatchObject({ name: 'dictation.wav', contentType: 'audio/wav', sizeBytes: whole.length, blobKey: `sessions/${clientId}/big-s3/${upload.upload_id}` });
    const stored = await s3.client.send(new GetObjectCommand({ Bucket: bucket, Key: file!.blobKey }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(whole)).toBe(true);
  });

  it('aborts at the store too, on request and when abandoned for 24 h (s3rver refuses the abort, which is tolerated)', async () => {
    const { clientId, sessions, multipart } = await clients();
    // s3rver answers the abort 405, so that it reached the store is seen here, not in the bucket.
    const abortAtStore = vi.spyOn(s.container.blobs.directUploads!.multipart, 'abort');
    const atStore = async (uploadId: string) => [`sessions/${clientId}/aborted-s3/${uploadId}`, (await s.container.store.multipartUploads.find(uploadId))!.storeUploadId];
    await sessions.target('aborted-s3');
    const aborted = await multipart.started({ txn_id: 'aborted-s3', file_name: 'a.wav', parts: 1 });
    const abortedAtStore = await atStore(aborted.upload_id);
    expect((await multipart.abort(aborted.upload_id)).statusCode).toBe(204);
    expect(abortAtStore).toHaveBeenLastCalledWith(...abortedAtStore);
    expect(await s.container.store.multipartUploads.find(aborted.upload_id)).toBeUndefined();
    expect((await multipart.complete(aborted.upload_id, [{ part_number: 1, etag: '"0"' }])).statusCode).toBe(404);

    const abandoned = await multipart.started({ txn_id: 'aborted-s3', file_name: 'b.wav', parts: 1 });
    const abandonedAtStore = await atStore(abandoned.upload_id);
    s.clock.advance(DAY_S + 60);
    try {
      expect(await s.container.multipartUploads.abortAbandoned(s.clock.now())).toBeGreaterThanOrEqual(1);
    } finally {
      s.clock.advance(-(DAY_S + 60));
    }
    expect(await s.container.store.multipartUploads.find(abandoned.upload_id)).toBeUndefined();
    expect(abortAtStore).toHaveBeenCalledWith(...abandonedAtStore);
    abortAtStore.mockRestore();
  });
});
