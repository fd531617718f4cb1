import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFixture } from '../helpers/fixtures.js';
import { medscribeClient } from '../helpers/medscribe-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/** The name a MedScribeAlliance upload answers is the name it is stored under (issue 27 item 12). */
describe('MedScribeAlliance audio file names', () => {
  let s: TestServer;
  let token: string;
  let c: ReturnType<typeof medscribeClient>;
  const audio = audioFixture('dictation-metformin.wav');
  beforeAll(async () => {
    s = await startTestServer();
    token = (await s.login()).access_token;
    c = medscribeClient(s.app, token);
  });
  afterAll(() => s.close());

  const session = async (upload_type = 'chunked') =>
    (await c.create({ templates: ['transcript'], upload_type, communication_protocol: 'http' })).json() as { session_id: string; upload_url: string };
  /** A raw upload named by RFC 8187's `filename*`, which carries what a quoted header value cannot (control characters). */
  const uploadEncoded = (uploadUrl: string, name: string) =>
    s.app.inject({
      method: 'POST',
      url: new URL(uploadUrl).pathname,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'audio/wav', 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}` },
      payload: audio,
    });

  it('answers with the stored name: control characters and a client path dropped', async () => {
    const { upload_url } = await session();
    const multipart = await c.uploadMultipart(upload_url, 'audio\u0007_0.wav', audio);
    expect([multipart.statusCode, multipart.json().file, multipart.json().audio_files]).toEqual([200, 'audio_0.wav', ['audio_0.wav']]);
    const raw = await uploadEncoded(upload_url, 'C:\\recordings\\audio\u0000_1.wav');
    expect([raw.statusCode, raw.json().file, raw.json().audio_files]).toEqual([200, 'audio_1.wav', ['audio_0.wav', 'audio_1.wav']]);
    // The same stored name again is a retry, which replaces the file, not a clash of sequence numbers.
    const retry = await c.uploadMultipart(upload_url, 'audio_0.wav', audio);
    expect([retry.statusCode, retry.json().audio_files]).toEqual([200, ['audio_0.wav', 'audio_1.wav']]);
  });

  it('refuses a chunk name too long to be stored with its sequence number, with 400 invalid_request; nothing is stored', async () => {
    const { upload_url } = await session();
    const refused = await c.uploadRaw(upload_url, `${'a'.repeat(300)}_1.wav`, audio);
    expect([refused.statusCode, refused.json()]).toEqual([400, { error: { code: 'invalid_request', message: expect.stringMatching(/255 bytes/) } }]);
    expect(refused.body).not.toContain('a'.repeat(256));
    const accepted = await c.uploadRaw(upload_url, `${'a'.repeat(249)}_1.wav`, audio);
    expect([accepted.statusCode, accepted.json().audio_files_received]).toEqual([200, 1]);
  });

  it('answers a single upload with its stored name, cut to 255 bytes', async () => {
    const { upload_url } = await session('single');
    const response = await uploadEncoded(upload_url, `visit\u001b${'b'.repeat(300)}.wav`);
    expect(response.statusCode).toBe(200);
    expect(response.json().file).toBe(`visit${'b'.repeat(250)}`);
    expect(response.json().audio_files).toEqual([response.json().file]);
  });
});
