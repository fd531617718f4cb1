import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFixture, documentFixture } from '../helpers/fixtures.js';
import { multipartForm, type FormPart } from '../helpers/multipart.js';
import { sessionsClient } from '../helpers/sessions-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Shape = 'message' | 'openai';

interface Route {
  name: string;
  url: string;
  shape: Shape;
  auth: boolean;
  /** A form the route accepts (fields and file), made per request (a presigned POST needs a fresh policy). */
  parts: () => Promise<FormPart[]>;
}

const wav = audioFixture('dictation-metformin.wav');
const pdf = Buffer.concat([documentFixture('tiny.pdf'), Buffer.alloc(4096, 0x20)]);
const file = (bytes: Buffer, filename: string, contentType: string): FormPart => ({ name: 'file', value: bytes, filename, contentType });

/** A valid form, and ways to break it: the boundary left out of the Content-Type, the body cut off. */
function malformations(form: { payload: Buffer; headers: Record<string, string> }) {
  const boundary = /boundary=(.+)$/.exec(form.headers['content-type']!)![1]!;
  const firstFile = form.payload.indexOf('filename=');
  const fileData = form.payload.indexOf('\r\n\r\n', firstFile) + 4;
  return [
    { name: 'no boundary', contentType: 'multipart/form-data', payload: form.payload },
    { name: 'an empty boundary', contentType: 'multipart/form-data; boundary=', payload: form.payload },
    { name: 'a body cut off in the file', contentType: form.headers['content-type']!, payload: form.payload.subarray(0, fileData + 1024) },
    { name: 'a body cut off in a part header', contentType: form.headers['content-type']!, payload: form.payload.subarray(0, firstFile + 4) },
    { name: 'a body cut off before the closing boundary', contentType: form.headers['content-type']!, payload: form.payload.subarray(0, form.payload.length - boundary.length - 6) },
    { name: 'a body with no part at all', contentType: form.headers['content-type']!, payload: Buffer.from('garbage, not a form\r\n') },
  ];
}

const nullOrString = (value: unknown) => value === null || typeof value === 'string';

function expectShape(shape: Shape, body: unknown, label: string): void {
  if (shape === 'message') {
    expect(body, label).toEqual({ message: expect.any(String) });
    return;
  }
  expect(body, label).toEqual({ error: { message: expect.any(String), type: 'invalid_request_error', param: expect.toSatisfy(nullOrString), code: expect.toSatisfy(nullOrString) } });
}

/** Issue 13, defect 6: a malformed multipart body is the client's fault, answered 400 in the route's own error shape. */
describe('malformed multipart bodies', () => {
  let s: TestServer;
  let bearer: Record<string, string>;

  beforeAll(async () => {
    s = await startTestServer();
    bearer = { authorization: `Bearer ${(await s.login()).access_token}` };
  });
  afterAll(() => s.close());

  const routes: Route[] = [
    { name: 'POST /voice/get-asr', url: '/voice/get-asr', shape: 'message', auth: true, parts: async () => [file(wav, 'a.wav', 'audio/wav')] },
    {
      name: 'POST /v1/audio/transcriptions',
      url: '/v1/audio/transcriptions',
      shape: 'openai',
      auth: true,
      parts: async () => [{ name: 'model', value: 'whisper-1' }, file(wav, 'a.wav', 'audio/wav'), { name: 'language', value: 'en' }],
    },
    {
      name: 'POST /mr/api/v2/docs',
      url: '/mr/api/v2/docs',
      shape: 'message',
      auth: true,
      parts: async () => [{ name: 'document_type', value: 'lab_report' }, file(pdf, 'scan.pdf', 'application/pdf')],
    },
    {
      name: 'POST /v1/file-upload/storage',
      url: '/v1/file-upload/storage',
      shape: 'message',
      auth: false,
      parts: async () => {
        const target = await sessionsClient(s.app, (await s.login()).access_token).target();
        return [...Object.entries(target.uploadData.fields).map(([name, value]) => ({ name, value })), file(wav, 'a.wav', 'audio/wav')];
      },
    },
    {
      name: 'POST /voice/upload',
      url: '/voice/upload?mode=dictation&txnid=malformed-1',
      shape: 'message',
      auth: true,
      parts: async () => [file(wav, 'a.wav', 'audio/wav')],
    },
  ];

  for (const route of routes) {
    it(`${route.name}: answers 400 in its error shape to a form without a boundary or cut off`, async () => {
      const form = multipartForm(await route.parts());
      for (const bad of malformations(form)) {
        const response = await s.app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...(route.auth ? bearer : {}), 'content-type': bad.contentType },
          payload: bad.payload,
        });
        const label = `${route.name}, ${bad.name}: ${response.body}`;
        expect(response.statusCode, label).toBe(400);
        expectShape(route.shape, response.json(), label);
      }
      // And the route still takes a good form after them.
      const good = multipartForm(await route.parts());
      const ok = await s.app.inject({ method: 'POST', url: route.url, headers: { ...(route.auth ? bearer : {}), ...good.headers }, payload: good.payload });
      expect(ok.statusCode, `${route.name}: ${ok.body}`).toBeLessThan(300);
    });
  }
});
