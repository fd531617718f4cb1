/**
 * Sessions on an S3 blob store (issue 15): the upload URL is S3's own presigned POST, the audio goes from the client
 * straight to the bucket (a real s3rver), init adopts it and processing reads it from the bucket.
 *
 * s3rver does not enforce POST policies (it takes keys outside the prefix, sizes over the limit and unsigned
 * requests): what S3 enforces is checked here by decoding the policy, not by a refused upload.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFixture } from '../helpers/fixtures.js';
import { decodedPolicy, postToBucket } from '../helpers/presigned-post.js';
import { startTestServerOnS3, type S3Server } from '../helpers/s3-server.js';
import { TRANSCRIPT_ONLY, decodeValue, sessionsClient } from '../helpers/sessions-client.js';
import type { TestServer } from '../helpers/test-server.js';
import type { TranscriptDocument } from '../../src/services/session-outputs.js';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const MAX_POST_BYTES = 1024 * 1024;

describe('transcription sessions with the audio posted straight to an S3 bucket', () => {
  let s3: S3Server;
  let bucket: string;
  let s: TestServer;
  let close: () => Promise<void>;
  const fever = audioFixture('fever-cough.wav');

  beforeAll(async () => {
    ({ s3, bucket, server: s, close } = await startTestServerOnS3({ SCRIBE_UPLOAD_POST_MAX_BYTES: String(MAX_POST_BYTES) }));
    s.container.startWorker(silentLog);
  });
  afterAll(() => close?.());

  const client = async () => {
    const { client_id, access_token } = await s.login();
    return { clientId: client_id, c: sessionsClient(s.app, access_token) };
  };
  const folderKeys = async (folderPath: string) => (await s.container.blobs.directUploads!.list(folderPath)).map((object) => object.key);

  it('answers an upload URL of the bucket; a real POST of the audio there, then init, completes with its transcript read from the bucket', async () => {
    const { clientId, c } = await client();
    const target = await c.target('visit-s3', { mode: 'dictation' });
    expect(target.uploadData.url).toBe(`${s3.endpoint}/${bucket}`);
    expect(target.uploadData.fields).toMatchObject({ key: `${target.folderPath}\${filename}`, bucket, 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
    expect(decodedPolicy(target.uploadData.fields).conditions).toEqual(
      expect.arrayContaining([
        ['starts-with', '$key', target.folderPath],
        ['content-length-range', 1, MAX_POST_BYTES],
      ]),
    );

    const posted = await postToBucket(target.uploadData, { key: `${target.folderPath}fever cough.wav`, bytes: fever });
    expect([posted.status, await posted.text()]).toEqual([204, '']);

    const init = await c.init('visit-s3', { ...TRANSCRIPT_ONLY, client_generated_files: ['fever cough.wav'] });
    expect([init.statusCode, init.body]).toEqual([201, expect.stringContaining('"Transaction initialized"')]);

    const [file, ...others] = await s.container.sessions.files({ clientId, txnId: 'visit-s3' });
    expect(others).toEqual([]);
    expect(file).toMatchObject({ name: 'fever cough.wav', contentType: 'audio/wav', sizeBytes: fever.length, blobKey: expect.stringMatching(`^sessions/${clientId}/visit-s3/`) });
    // Adopted: a blob in the bucket, and no longer in the upload folder.
    const stored = await s3.client.send(new GetObjectCommand({ Bucket: bucket, Key: file!.blobKey }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(fever)).toBe(true);
    expect(await folderKeys(target.folderPath)).toEqual([]);

    const done = await c.finished('visit-s3');
    expect(done.statusCode, done.body).toBe(200);
    const [item] = done.json().data.output;
    const transcript = decodeValue<TranscriptDocument>(item.value);
    expect(transcript.transcript.toLowerCase()).toContain('fever');
    expect(new Set(transcript.segments.map((segment) => segment.file))).toEqual(new Set(['fever cough.wav']));
  });

  it('adopts at init only what the storage endpoint would have stored, and removes the rest with the session', async () => {
    const { clientId, c } = await client();
    const target = await c.target('visit-mixed');
    const post = (name: string, bytes: Buffer) => postToBucket(target.uploadData, { key: `${target.folderPath}${name}`, bytes });
    // None but the first becomes a session file: the manifest (the server never sees it arrive on the bucket), a nested
    // key, and files outside the policy's sizes, which S3 would refuse and s3rver takes.
    for (const [name, bytes] of [
      ['first.wav', fever],
      ['visit-mixed.json', Buffer.from('{}')],
      ['nested/second.wav', fever],
      ['empty.wav', Buffer.alloc(0)],
      ['big.wav', Buffer.alloc(MAX_POST_BYTES + 1)],
    ] as const) {
      expect((await post(name, bytes)).status).toBe(204);
    }

    const init = await c.init('visit-mixed', { ...TRANSCRIPT_ONLY, client_generated_files: ['first.wav'] });
    expect(init.statusCode, init.body).toBe(201);
    expect((await s.container.sessions.files({ clientId, txnId: 'visit-mixed' })).map((file) => file.name)).toEqual(['first.wav']);
    const leftOver = ['big.wav', 'empty.wav', 'nested/second.wav', 'visit-mixed.json'].map((name) => `${target.folderPath}${name}`);
    expect(await folderKeys(target.folderPath)).toEqual(leftOver);

    // The bucket takes a file posted after the start (the policy cannot be withdrawn), and a second init, 409 as ever,
    // adopts nothing more.
    expect((await post('late.wav', fever)).status).toBe(204);
    expect((await c.init('visit-mixed', TRANSCRIPT_ONLY)).statusCode).toBe(409);
    expect(await folderKeys(target.folderPath)).toEqual([...leftOver, `${target.folderPath}late.wav`].sort());
    expect((await c.finished('visit-mixed')).statusCode).toBe(200);
    const [blobKey] = (await s.container.sessions.files({ clientId, txnId: 'visit-mixed' })).map((file) => file.blobKey);

    await s.container.sessions.delete({ clientId }, 'visit-mixed');
    expect(await folderKeys(target.folderPath)).toEqual([]);
    await expect(s3.client.send(new GetObjectCommand({ Bucket: bucket, Key: blobKey }))).rejects.toMatchObject({ name: 'NoSuchKey' });
  });
});
