/**
 * A session's audio played back by its owner (issue 33): `GET /voice/api/v2/transactions/{txn_id}/audio`, whole or a
 * byte range, streamed from the blob store; on local disk and on an S3 bucket (a real s3rver).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFixture } from '../helpers/fixtures.js';
import { multipartForm } from '../helpers/multipart.js';
import { startTestServerOnS3 } from '../helpers/s3-server.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const PASSWORD = 'correct horse battery';

/** Ann and Ben, two clinicians of one clinic, and a clinician of another clinic; Ann's session `visit-1` holds `audio`. */
async function clinics(s: TestServer, audio: Buffer) {
  const signIn = async (clientId: string, email: string) => {
    await s.container.users.create({ clientId, email, password: PASSWORD });
    const response = await s.app.inject({ method: 'POST', url: '/connect-auth/v1/users/login', payload: { email, password: PASSWORD } });
    return { authorization: `Bearer ${response.json().access_token as string}` };
  };
  const clinic = await s.createClient({ name: 'clinic' });
  const other = await s.createClient({ name: 'other clinic' });
  const ann = await signIn(clinic.client_id, 'ann@clinic.example');
  const ben = await signIn(clinic.client_id, 'ben@clinic.example');
  const stranger = await signIn(other.client_id, 'eve@other.example');
  const form = multipartForm([{ name: 'file', value: audio, filename: 'visit.wav', contentType: 'audio/wav' }]);
  const upload = await s.app.inject({ method: 'POST', url: '/voice/upload?mode=dictation&txnid=visit-1', headers: { ...form.headers, ...ann }, payload: form.payload });
  expect(upload.statusCode).toBe(200);
  const get = (headers: Record<string, string>, range?: string, url = '/voice/api/v2/transactions/visit-1/audio') =>
    s.app.inject({ method: 'GET', url, headers: { ...headers, ...(range !== undefined && { range }) } });
  return { ann, ben, stranger, get };
}

function audioRouteCases(name: string, start: () => Promise<{ server: TestServer; close(): Promise<void> }>) {
  describe(`a session's audio for its owner, on ${name}`, () => {
    const audio = audioFixture('fever-cough.wav');
    let close: () => Promise<void>;
    let c: Awaited<ReturnType<typeof clinics>>;
    beforeAll(async () => {
      const started = await start();
      close = () => started.close();
      c = await clinics(started.server, audio);
    });
    afterAll(() => close?.());

    it('answers the whole file, with its type, length and Accept-Ranges', async () => {
      const response = await c.get(c.ann);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({ 'content-type': 'audio/wav', 'content-length': String(audio.length), 'accept-ranges': 'bytes', 'cache-control': 'private, no-store' });
      expect(response.rawPayload.equals(audio)).toBe(true);
    });

    it('answers a byte range with 206 and Content-Range: a middle stretch, an open end, a suffix', async () => {
      const middle = await c.get(c.ann, 'bytes=1000-1999');
      expect([middle.statusCode, middle.headers['content-range'], middle.headers['content-length']]).toEqual([206, `bytes 1000-1999/${audio.length}`, '1000']);
      expect(middle.rawPayload.equals(audio.subarray(1000, 2000))).toBe(true);
      const tail = await c.get(c.ann, `bytes=${audio.length - 10}-`);
      expect([tail.statusCode, tail.headers['content-range']]).toEqual([206, `bytes ${audio.length - 10}-${audio.length - 1}/${audio.length}`]);
      expect(tail.rawPayload.equals(audio.subarray(audio.length - 10))).toBe(true);
      const suffix = await c.get(c.ann, 'bytes=-44');
      expect(suffix.rawPayload.equals(audio.subarray(audio.length - 44))).toBe(true);
    });

    it('refuses a range past the end, or malformed, with 416 and the size', async () => {
      for (const range of [`bytes=${audio.length}-`, 'bytes=20-10', 'bytes=x-']) {
        const response = await c.get(c.ann, range);
        expect([response.statusCode, response.headers['content-range']], range).toEqual([416, `bytes */${audio.length}`]);
        expect(response.json()).toEqual({ message: expect.stringContaining('range') });
      }
    });

    it("answers 404 for another user's session, another client's, an unknown one and a file past the session's", async () => {
      for (const caller of [c.ben, c.stranger]) {
        const response = await c.get(caller);
        expect([response.statusCode, response.json()]).toEqual([404, { message: 'Not Found' }]);
        expect((await c.get(caller, 'bytes=0-9')).statusCode).toBe(404);
      }
      expect((await c.get(c.ann, undefined, '/voice/api/v2/transactions/no-such-visit/audio')).statusCode).toBe(404);
      expect((await c.get(c.ann, undefined, '/voice/api/v2/transactions/visit-1/audio?file=1')).statusCode).toBe(404);
      expect((await c.get(c.ann, undefined, '/voice/api/v2/transactions/visit-1/audio?file=0')).statusCode).toBe(200);
      expect((await c.get(c.ann, undefined, '/voice/api/v2/transactions/visit-1/audio?file=-1')).statusCode).toBe(400);
      expect((await c.get({})).statusCode).toBe(401);
    });
  });
}

audioRouteCases('local disk', async () => {
  const server = await startTestServer();
  return { server, close: () => server.close() };
});
audioRouteCases('an S3 bucket', () => startTestServerOnS3());
