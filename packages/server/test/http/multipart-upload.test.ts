import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobNotFoundError } from '../../src/adapters/blobs/blob-store.js';
import type { TranscriptDocument } from '../../src/services/session-outputs.js';
import { audioFixture } from '../helpers/fixtures.js';
import { multipartClient } from '../helpers/multipart-client.js';
import { TRANSCRIPT_ONLY, decodeValue, sessionsClient } from '../helpers/sessions-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const MAX_PART_BYTES = 64 * 1024;
const URL_TTL_S = 600;
const DAY_S = 24 * 3600;

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

describe('multipart uploads of large session files (PROTOCOL §4.3)', () => {
  let s: TestServer;
  const metformin = audioFixture('dictation-metformin.wav');

  beforeAll(async () => {
    s = await startTestServer({
      SCRIBE_MULTIPART_MIN_PART_BYTES: '1024',
      SCRIBE_MULTIPART_MAX_PART_BYTES: String(MAX_PART_BYTES),
      SCRIBE_MULTIPART_URL_TTL_S: String(URL_TTL_S),
      // Below the fixture's size, so that only the multipart upload can take it.
      SCRIBE_UPLOAD_POST_MAX_BYTES: '100000',
    });
    s.container.startWorker(silentLog);
  });
  afterAll(() => s.close());

  async function clients() {
    const { client_id, access_token } = await s.login();
    const sessions = sessionsClient(s.app, access_token);
    return { clientId: client_id, sessions, multipart: multipartClient(s.app, sessions.bearer) };
  }

  const partKeys = async (uploadId: string) => (await s.container.store.multipartUploads.parts(uploadId)).map((part) => part.blobKey);
  const expectGone = async (blobKey: string) => expect(s.container.blobs.get(blobKey)).rejects.toBeInstanceOf(BlobNotFoundError);

  it('takes a file too large for the presigned POST in parts, out of order, and transcribes the exact file they join into', async () => {
    const { clientId, sessions, multipart } = await clients();
    const target = await sessions.target('big-1');
    expect((await sessions.post(target, { name: 'dictation.wav', bytes: metformin })).statusCode).toBe(413);

    const upload = await multipart.started({ txn_id: 'big-1', file_name: 'dictation.wav', parts: 3 });
    expect(upload.key).toBe(`${target.folderPath}dictation.wav`);
    expect(upload.part_urls.map((p) => p.part_number)).toEqual([1, 2, 3]);
    for (const { part_number, url } of upload.part_urls) {
      expect(url).toMatch(new RegExp(`^http://localhost(:\\d+)?/v1/file-upload/multipart/${upload.upload_id}/parts/${part_number}\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    }
    expect(new Date(upload.expires_at).getTime()).toBeGreaterThan(s.clock.now().getTime());

    const parts = [metformin.subarray(0, 50_000), metformin.subarray(50_000, 100_000), metformin.subarray(100_000)];
    const urlOf = (n: number) => upload.part_urls[n - 1]!.url;
    // Out of order, with Content-Types no parser may touch.
    const third = await multipart.put(urlOf(3), parts[2]!, 'text/plain');
    expect([third.statusCode, third.body, third.headers.etag]).toEqual([200, '', `"${md5(parts[2]!)}"`]);
    const first = await multipart.put(urlOf(1), parts[0]!, 'application/json');
    expect([first.statusCode, first.headers.etag]).toEqual([200, `"${md5(parts[0]!)}"`]);

    // Part 2 sent wrong first, then again: the second replaces the first, whose blob goes.
    const wrong = Buffer.alloc(parts[1]!.length, 7);
    const stale = (await multipart.put(urlOf(2), wrong)).headers.etag as string;
    const staleKey = (await s.container.store.multipartUploads.parts(upload.upload_id)).find((p) => p.partNumber === 2)!.blobKey;
    const second = await multipart.put(urlOf(2), parts[1]!, 'audio/wav');
    expect([second.statusCode, second.headers.etag]).toEqual([200, `"${md5(parts[1]!)}"`]);
    expect((await s.container.store.multipartUploads.parts(upload.upload_id)).map((p) => [p.partNumber, p.etag])).toEqual([
      [1, `"${md5(parts[0]!)}"`],
      [2, `"${md5(parts[1]!)}"`],
      [3, `"${md5(parts[2]!)}"`],
    ]);
    await expectGone(staleKey);

    const etags = [first, second, third].map((response) => response.headers.etag as string);
    const withStale = await multipart.complete(upload.upload_id, [
      { part_number: 1, etag: etags[0]! },
      { part_number: 2, etag: stale },
      { part_number: 3, etag: etags[2]! },
    ]);
    expect([withStale.statusCode, withStale.json().message]).toEqual([400, 'InvalidPart: the ETag of part 2 is not ' + stale]);
    const unordered = await multipart.complete(upload.upload_id, [1, 3, 2].map((n) => ({ part_number: n, etag: etags[n - 1]! })));
    expect([unordered.statusCode, unordered.json().message]).toEqual([400, expect.stringMatching(/^InvalidPartOrder: /)]);

    const keys = await partKeys(upload.upload_id);
    // The quotes of an ETag are optional.
    const listed = etags.map((etag, i) => ({ part_number: i + 1, etag: i === 1 ? etag.replaceAll('"', '') : etag }));
    const completed = await multipart.complete(upload.upload_id, listed);
    expect(completed.statusCode).toBe(200);
    const s3Etag = `"${md5(Buffer.concat(parts.map((part) => createHash('md5').update(part).digest())))}-3"`;
    expect(completed.json()).toEqual({ key: upload.key, size_bytes: metformin.length, etag: s3Etag });
    for (const key of keys) await expectGone(key);
    expect((await multipart.complete(upload.upload_id, listed)).statusCode).toBe(404);

    const [file] = await s.container.store.sessions.files({ clientId, txnId: 'big-1' });
    expect(file).toMatchObject({ name: 'dictation.wav', contentType: 'audio/wav', sizeBytes: metformin.length });
    expect((await readAll(await s.container.blobs.get(file!.blobKey))).equals(metformin)).toBe(true);

    expect((await sessions.init('big-1', { ...TRANSCRIPT_ONLY, client_generated_files: ['dictation.wav'] })).statusCode).toBe(201);
    const done = await sessions.finished('big-1');
    expect(done.statusCode).toBe(200);
    const transcript = decodeValue<TranscriptDocument>(done.json().data.output[0].value);
    expect(transcript.transcript.toLowerCase()).toContain('metformin');
  });

  it('refuses forged and expired part URLs (403) and oversize parts (413)', async () => {
    const { sessions, multipart } = await clients();
    await sessions.target('refusals');
    const upload = await multipart.started({ txn_id: 'refusals', file_name: 'a.wav', parts: 2 });
    const url = upload.part_urls[0]!.url;
    const bytes = Buffer.alloc(2048, 1);

    const forged = url.replace(/signature=(.)/, (_, c: string) => `signature=${c === '0' ? '1' : '0'}`);
    const refused = await multipart.put(forged, bytes);
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: 'Forbidden' }]);
    expect((await multipart.put(url.replace('/parts/1?', '/parts/2?'), bytes)).statusCode).toBe(403);
    expect((await multipart.put(url.replace(/&signature=.*$/, ''), bytes)).statusCode).toBe(403);
    expect((await multipart.put(url.replace(/expires=\d+/, (e) => `expires=${Number(e.slice(8)) + 3600}`), bytes)).statusCode).toBe(403);

    const declared = await multipart.put(url, Buffer.alloc(MAX_PART_BYTES + 1, 1));
    expect([declared.statusCode, declared.json()]).toEqual([413, { message: 'Request Entity Too Large' }]);
    // Without a Content-Length, the limit is found as the bytes stream in.
    expect((await multipart.put(url, Readable.from([Buffer.alloc(MAX_PART_BYTES), Buffer.alloc(1)]))).statusCode).toBe(413);
    expect(await partKeys(upload.upload_id)).toEqual([]);

    s.clock.advance(URL_TTL_S + 1);
    try {
      expect((await multipart.put(url, bytes)).statusCode).toBe(403);
    } finally {
      s.clock.advance(-(URL_TTL_S + 1));
    }
    expect((await multipart.put(url, bytes)).statusCode).toBe(200);
  });

  it('checks the completion list: every part but the last at least the minimum size, every listed part uploaded', async () => {
    const { clientId, sessions, multipart } = await clients();
    await sessions.target('sizes');
    const upload = await multipart.started({ txn_id: 'sizes', file_name: 'notes.bin', parts: 3 });
    const sizes = [2000, 500, 2000];
    const etags: string[] = [];
    for (const [i, size] of sizes.entries()) {
      etags.push((await multipart.put(upload.part_urls[i]!.url, Buffer.alloc(size, i + 1))).headers.etag as string);
    }
    const all = sizes.map((_, i) => ({ part_number: i + 1, etag: etags[i]! }));
    const small = await multipart.complete(upload.upload_id, all);
    expect([small.statusCode, small.json()]).toEqual([
      400,
      { message: 'EntityTooSmall: part 2 is 500 bytes; every part but the last must be at least 1024 bytes' },
    ]);
    const missing = await multipart.complete(upload.upload_id, [all[0]!, { part_number: 4, etag: etags[0]! }]);
    expect([missing.statusCode, missing.json()]).toEqual([400, { message: 'InvalidPart: part 4 has not been uploaded' }]);

    // A small last part is fine; a part left out of the list is discarded.
    const unlisted = (await s.container.store.multipartUploads.parts(upload.upload_id))[2]!.blobKey;
    const completed = await multipart.complete(upload.upload_id, all.slice(0, 2));
    expect([completed.statusCode, completed.json().size_bytes]).toEqual([200, 2500]);
    await expectGone(unlisted);
    const [file] = await s.container.store.sessions.files({ clientId, txnId: 'sizes' });
    expect(file).toMatchObject({ name: 'notes.bin', contentType: 'application/octet-stream', sizeBytes: 2500 });
  });

  it('aborts: the parts go and the upload is unknown from then on; another client cannot see it', async () => {
    const { sessions, multipart } = await clients();
    await sessions.target('aborted');
    const upload = await multipart.started({ txn_id: 'aborted', file_name: 'a.ogg', content_type: 'audio/ogg; codecs=opus', parts: 2 });
    const put = await multipart.put(upload.part_urls[0]!.url, Buffer.alloc(2048, 3));
    const [partKey] = await partKeys(upload.upload_id);
    const listed = [{ part_number: 1, etag: put.headers.etag as string }];

    const other = (await clients()).multipart;
    expect((await other.complete(upload.upload_id, listed)).statusCode).toBe(404);
    expect((await other.abort(upload.upload_id)).statusCode).toBe(404);
    expect((await other.initiate({ txn_id: 'aborted', file_name: 'b.wav', parts: 1 })).statusCode).toBe(404);

    const aborted = await multipart.abort(upload.upload_id);
    expect([aborted.statusCode, aborted.body]).toEqual([204, '']);
    await expectGone(partKey!);
    expect(await s.container.store.multipartUploads.find(upload.upload_id)).toBeUndefined();
    const late = await multipart.put(upload.part_urls[1]!.url, Buffer.alloc(2048, 4));
    expect([late.statusCode, late.json()]).toEqual([404, { message: 'Not Found' }]);
    expect((await multipart.complete(upload.upload_id, listed)).statusCode).toBe(404);
    expect((await multipart.abort(upload.upload_id)).statusCode).toBe(404);
  });

  it('answers 409 once the session has started, and 404 or 400 for a transaction or file it cannot take', async () => {
    const { sessions, multipart } = await clients();
    expect((await multipart.initiate({ txn_id: 'never-presigned', file_name: 'a.wav', parts: 1 })).statusCode).toBe(404);
    const target = await sessions.target('started');
    expect((await multipart.initiate({ txn_id: 'started', file_name: 'started.json', parts: 1 })).statusCode).toBe(400);
    expect((await multipart.initiate({ txn_id: 'started', file_name: 'sub/a.wav', parts: 1 })).statusCode).toBe(400);
    // A control character (C0, DEL, C1) would be stored and shown in the file's name.
    for (const name of ['a\u0000.wav', 'a\u001b.wav', 'a\u007f.wav', 'a\u0085.wav']) {
      expect((await multipart.initiate({ txn_id: 'started', file_name: name, parts: 1 })).statusCode, JSON.stringify(name)).toBe(400);
    }
    expect((await multipart.initiate({ txn_id: 'started', file_name: 'a.wav', parts: 10_001 })).statusCode).toBe(400);

    const upload = await multipart.started({ txn_id: 'started', file_name: 'late.wav', parts: 1 });
    const put = await multipart.put(upload.part_urls[0]!.url, Buffer.alloc(2048, 5));
    expect((await sessions.post(target, { name: 'a.wav', bytes: audioFixture('fever-cough.wav') })).statusCode).toBe(204);
    expect((await sessions.init('started', TRANSCRIPT_ONLY)).statusCode).toBe(201);

    const conflict = { message: 'Transaction already initialized' };
    const again = await multipart.put(upload.part_urls[0]!.url, Buffer.alloc(2048, 5));
    expect([again.statusCode, again.json()]).toEqual([409, conflict]);
    const completed = await multipart.complete(upload.upload_id, [{ part_number: 1, etag: put.headers.etag as string }]);
    expect([completed.statusCode, completed.json()]).toEqual([409, conflict]);
    const initiated = await multipart.initiate({ txn_id: 'started', file_name: 'b.wav', parts: 1 });
    expect([initiated.statusCode, initiated.json()]).toEqual([409, conflict]);
    expect((await sessions.finished('started')).statusCode).toBe(200);
  });

  it('aborts uploads left incomplete for 24 h, and only those', async () => {
    const { sessions, multipart } = await clients();
    await sessions.target('abandoned');
    const upload = await multipart.started({ txn_id: 'abandoned', file_name: 'a.wav', parts: 1 });
    await multipart.put(upload.part_urls[0]!.url, Buffer.alloc(2048, 6));
    const [partKey] = await partKeys(upload.upload_id);

    s.clock.advance(DAY_S - 60);
    try {
      await s.container.multipartUploads.abortAbandoned(s.clock.now());
      expect(await s.container.store.multipartUploads.find(upload.upload_id)).toBeDefined();
      s.clock.advance(120);
      expect(await s.container.multipartUploads.abortAbandoned(s.clock.now())).toBeGreaterThanOrEqual(1);
    } finally {
      s.clock.advance(-(DAY_S + 60));
    }
    expect(await s.container.store.multipartUploads.find(upload.upload_id)).toBeUndefined();
    await expectGone(partKey!);
  });

  it('documents the endpoints, the part PUT with its raw body and ETag header', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const put = doc.paths['/v1/file-upload/multipart/{upload_id}/parts/{part_number}'].put;
    expect(put.requestBody.content).toEqual({ 'application/octet-stream': { schema: expect.objectContaining({ type: 'string', format: 'binary' }) } });
    expect(put.responses['200'].headers.ETag.schema.type).toBe('string');
    expect(put.security).toBeUndefined();
    for (const [path, method] of [
      ['/v1/file-upload/multipart', 'post'],
      ['/v1/file-upload/multipart/{upload_id}/complete', 'post'],
      ['/v1/file-upload/multipart/{upload_id}', 'delete'],
    ] as const) {
      expect(doc.paths[path][method]).toMatchObject({ tags: ['Sessions'], security: [{ bearerAuth: [] }], summary: expect.any(String) });
    }
  });
});
