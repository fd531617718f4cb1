import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { multipartForm, type FormPart } from '../helpers/multipart.js';
import { documentFixture } from '../helpers/fixtures.js';
import { joseEnvelope, openResponse, type EncryptedResponse } from '../helpers/jwe-client.js';

const DOCS = '/mr/api/v2/docs';
const MAX_BYTES = 64 * 1024;

const pdf = documentFixture('tiny.pdf');
const jpeg = documentFixture('tiny.jpg');
const png = documentFixture('tiny.png');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const filePart = (bytes: Buffer, filename = 'scan.bin', contentType = 'application/octet-stream'): FormPart => ({
  name: 'file',
  value: bytes,
  filename,
  contentType,
});
/** A PDF of `size` bytes: the real header, then filler. */
const pdfOfSize = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

/** `POST/GET/DELETE /mr/api/v2/docs…` through the real server, with a small size limit. */
describe('documents', () => {
  let s: TestServer;
  const blobDir = () => path.join(s.config.dataDir, 'blobs');
  const blobFiles = (): string[] =>
    fs.existsSync(blobDir()) ? fs.readdirSync(blobDir(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : [];

  beforeAll(async () => {
    s = await startTestServer({ SCRIBE_DOCS_MAX_BYTES: String(MAX_BYTES) });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(() => s.close());

  /** A fresh client, so each test sees only its own documents. */
  async function client(scopes?: string[]) {
    const { client_id, access_token } = await s.login({ scopes });
    const bearer = { authorization: `Bearer ${access_token}` };
    const upload = (parts: FormPart[], query = '') => {
      const form = multipartForm(parts);
      return s.app.inject({ method: 'POST', url: `${DOCS}${query}`, headers: { ...bearer, ...form.headers }, payload: form.payload });
    };
    const uploadJson = (body: Record<string, unknown>, query = '') =>
      s.app.inject({ method: 'POST', url: `${DOCS}${query}`, headers: bearer, payload: body });
    const get = (url: string) => s.app.inject({ method: 'GET', url, headers: bearer });
    const remove = (id: string) => s.app.inject({ method: 'DELETE', url: `${DOCS}/${id}`, headers: bearer });
    return { clientId: client_id, bearer, upload, uploadJson, get, remove };
  }

  /** Runs `act` and checks that it stored neither a document row for the client nor a blob. */
  async function expectNothingStored(c: Awaited<ReturnType<typeof client>>, act: () => Promise<unknown>) {
    const blobsBefore = blobFiles();
    await act();
    expect((await c.get(DOCS)).json().total).toBe(0);
    expect(blobFiles()).toEqual(blobsBefore);
  }

  it('stores a multipart PDF with its metadata and serves it back', async () => {
    const c = await client();
    const response = await c.upload([
      { name: 'document_type', value: 'lab_report' },
      { name: 'document_date', value: '2024-02-29' },
      { name: 'title', value: 'CBC, February' },
      { name: 'patient_reference', value: 'MRN-0042' },
      filePart(pdf, 'cbc.pdf', 'application/pdf'),
    ]);
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(Object.keys(document)).toEqual([
      'id',
      'document_type',
      'document_date',
      'title',
      'patient_reference',
      'content_type',
      'size_bytes',
      'sha256',
      'created_at',
    ]);
    expect(document).toMatchObject({
      document_type: 'lab_report',
      document_date: '2024-02-29',
      title: 'CBC, February',
      patient_reference: 'MRN-0042',
      content_type: 'application/pdf',
      size_bytes: pdf.length,
      sha256: sha256(pdf),
    });
    expect(document.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(document.created_at).toISOString()).toBe(document.created_at);
    expect(response.headers.location).toBe(`${DOCS}/${document.id}`);

    const read = await c.get(`${DOCS}/${document.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(document);

    const file = await c.get(`${DOCS}/${document.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-length']).toBe(String(pdf.length));
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${document.id}.pdf"`);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('recognises JPEG and PNG by their bytes, whatever the name, and defaults the metadata', async () => {
    const c = await client();
    for (const [bytes, contentType] of [
      [jpeg, 'image/jpeg'],
      [png, 'image/png'],
    ] as const) {
      const response = await c.upload([filePart(bytes, 'photo.pdf', 'application/pdf')]);
      expect(response.statusCode, contentType).toBe(201);
      expect(response.json()).toMatchObject({
        document_type: 'other',
        document_date: null,
        title: null,
        patient_reference: null,
        content_type: contentType,
        size_bytes: bytes.length,
      });
      const file = await c.get(`${DOCS}/${response.json().id}/file`);
      expect(file.headers['content-type']).toBe(contentType);
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('takes the file as base64 JSON (the plaintext of an encrypted upload)', async () => {
    const c = await client();
    const response = await c.uploadJson({ file: png.toString('base64'), document_type: 'imaging_report', title: 'Chest X-ray' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ document_type: 'imaging_report', title: 'Chest X-ray', content_type: 'image/png', sha256: sha256(png) });
    const file = await c.get(`${DOCS}/${response.json().id}/file`);
    expect(file.rawPayload.equals(png)).toBe(true);
  });

  it('takes an encrypted upload of a file at the size limit with the longest metadata (the body limit leaves room)', async () => {
    const c = await client();
    const key = await s.container.clientKeys.create(c.clientId);
    const file = pdfOfSize(MAX_BYTES);
    const plaintext = { file: file.toString('base64'), title: 'é'.repeat(200), patient_reference: 'p'.repeat(128), document_type: 'discharge_summary' };
    const response = await s.app.inject({
      method: 'POST',
      url: DOCS,
      headers: { ...c.bearer, 'x-encryption': 'JWE' },
      payload: await joseEnvelope(plaintext, key),
    });
    expect(response.statusCode).toBe(201);
    expect(openResponse(response.json() as EncryptedResponse, key.key)).toMatchObject({ size_bytes: MAX_BYTES, sha256: sha256(file) });
  });

  it('round-trips a document encrypted both ways: the download arrives as {file, content_type} in an envelope', async () => {
    const c = await client();
    const key = await s.container.clientKeys.create(c.clientId);
    const encrypted = { ...c.bearer, 'x-encryption': 'JWE' };
    const uploaded = await s.app.inject({ method: 'POST', url: DOCS, headers: encrypted, payload: await joseEnvelope({ file: png.toString('base64') }, key) });
    const { id } = openResponse(uploaded.json() as EncryptedResponse, key.key) as { id: string };

    const download = await s.app.inject({ method: 'GET', url: `${DOCS}/${id}/file`, headers: { ...encrypted, 'x-encryption-kid': key.kid } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['x-encryption']).toBe('JWE');
    expect(download.headers['content-disposition']).toBeUndefined();
    const opened = openResponse(download.json() as EncryptedResponse, key.key) as { file: string; content_type: string };
    expect(opened.content_type).toBe('image/png');
    expect(Buffer.from(opened.file, 'base64').equals(png)).toBe(true);
  });

  it("lists the caller's documents newest first, a page at a time", async () => {
    const c = await client();
    const ids: string[] = [];
    for (const title of ['first', 'second', 'third']) {
      ids.push((await c.upload([{ name: 'title', value: title }, filePart(pdf)])).json().id);
      s.clock.advance(1);
    }
    const all = await c.get(DOCS);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, limit: 20, offset: 0 });
    expect(all.json().documents.map((d: { title: string }) => d.title)).toEqual(['third', 'second', 'first']);

    const page = await c.get(`${DOCS}?limit=2&offset=2`);
    expect(page.json()).toMatchObject({ total: 3, limit: 2, offset: 2 });
    expect(page.json().documents.map((d: { id: string }) => d.id)).toEqual([ids[0]]);

    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?limit=two']) expect((await c.get(`${DOCS}${query}`)).statusCode, query).toBe(400);
  });

  it("answers 404 for another client's document, which stays untouched", async () => {
    const owner = await client();
    const other = await client();
    const id = (await owner.upload([filePart(pdf)])).json().id;

    for (const url of [`${DOCS}/${id}`, `${DOCS}/${id}/file`]) {
      const response = await other.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found' });
    }
    expect((await other.remove(id)).statusCode).toBe(404);
    expect((await other.get(DOCS)).json().total).toBe(0);
    expect((await owner.get(`${DOCS}/${id}/file`)).rawPayload.equals(pdf)).toBe(true);
  });

  it('deletes a document and its file with 204', async () => {
    const c = await client();
    const blobsBefore = blobFiles();
    const id = (await c.upload([filePart(jpeg)])).json().id;
    expect(blobFiles()).toHaveLength(blobsBefore.length + 1);

    const deleted = await c.remove(id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(blobFiles()).toEqual(blobsBefore);
    expect((await c.get(`${DOCS}/${id}`)).statusCode).toBe(404);
    expect((await c.get(`${DOCS}/${id}/file`)).statusCode).toBe(404);
    expect((await c.remove(id)).statusCode).toBe(404);
    expect((await c.get(DOCS)).json().total).toBe(0);
  });

  it('answers 415 for a text file named .pdf, multipart or JSON, and stores nothing', async () => {
    const c = await client();
    const text = documentFixture('not-a-pdf.pdf');
    await expectNothingStored(c, async () => {
      const multipart = await c.upload([filePart(text, 'report.pdf', 'application/pdf')]);
      expect(multipart.statusCode).toBe(415);
      expect(multipart.json()).toEqual({ message: 'file must be one of: application/pdf, image/jpeg, image/png' });
      const json = await c.uploadJson({ file: text.toString('base64') });
      expect(json.statusCode).toBe(415);
      const tooShort = await c.uploadJson({ file: Buffer.from([0xff, 0xd8]).toString('base64') });
      expect(tooShort.statusCode).toBe(415);
    });
  });

  it('answers 413 over the size limit, multipart (while streaming) or JSON, and stores nothing', async () => {
    const c = await client();
    await expectNothingStored(c, async () => {
      const multipart = await c.upload([filePart(pdfOfSize(MAX_BYTES + 1))]);
      expect(multipart.statusCode).toBe(413);
      expect(multipart.json()).toEqual({ message: 'Request Entity Too Large' });

      const json = await c.uploadJson({ file: pdfOfSize(MAX_BYTES + 1).toString('base64') });
      expect(json.statusCode).toBe(413);
      expect(json.json()).toEqual({ message: 'Request Entity Too Large' });

      // Past even the encrypted form of a file at the limit: refused by the body limit before parsing.
      const huge = await c.uploadJson({ file: pdfOfSize(2 * MAX_BYTES).toString('base64') });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ message: 'Request Entity Too Large' });
    });
    const atLimit = await c.upload([filePart(pdfOfSize(MAX_BYTES))]);
    expect(atLimit.statusCode).toBe(201);
    expect(atLimit.json().size_bytes).toBe(MAX_BYTES);
  });

  it('answers 422 "task not supported" for any task and stores nothing', async () => {
    const c = await client();
    await expectNothingStored(c, async () => {
      for (const task of ['pii', 'srp', '']) {
        const multipart = await c.upload([filePart(pdf)], `?task=${task}`);
        expect(multipart.statusCode, task).toBe(422);
        expect(multipart.json()).toEqual({ message: 'task not supported' });
        const json = await c.uploadJson({ file: pdf.toString('base64') }, `?task=${task}`);
        expect(json.statusCode, task).toBe(422);
        expect(json.json()).toEqual({ message: 'task not supported' });
      }
    });
  });

  it('answers 400 without a file, for an empty file, bad base64 or invalid metadata, and stores nothing', async () => {
    const c = await client();
    await expectNothingStored(c, async () => {
      const noFile = await c.upload([{ name: 'title', value: 'x' }]);
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json()).toEqual({ message: 'missing multipart part "file"' });
      const wrongPart = await c.upload([{ ...filePart(pdf), name: 'document' }]);
      expect(wrongPart.statusCode).toBe(400);
      const noJsonFile = await c.uploadJson({ title: 'x' });
      expect([noJsonFile.statusCode, noJsonFile.json()]).toEqual([400, { message: "body must have required property 'file'" }]);
      const base64 = pdf.toString('base64');
      const rawJson = (payload: string) =>
        s.app.inject({ method: 'POST', url: DOCS, headers: { ...c.bearer, 'content-type': 'application/json' }, payload });
      for (const payload of [`{"fi\\u006ce": "${base64}"}`, '{"file": 42}', '{"file": null}']) {
        const response = await rawJson(payload);
        expect([response.statusCode, response.json()], payload).toEqual([400, { message: 'file must be a base64 string' }]);
      }
      const twice = await rawJson(`{"file": "${base64}", "file": "${base64}"}`);
      expect([twice.statusCode, twice.json()]).toEqual([400, { message: 'file is given twice' }]);
      for (const payload of [`{"file": "${base64}"`, `["file": "${base64}"]`, `{"file": "${base64}",}`]) {
        expect((await rawJson(payload)).statusCode, payload.slice(-20)).toBe(400);
      }
      const emptyJson = await c.uploadJson({ file: '' });
      expect([emptyJson.statusCode, emptyJson.json()]).toEqual([400, { message: 'file is empty' }]);

      const empty = await c.upload([filePart(Buffer.alloc(0))]);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ message: 'file is empty' });

      for (const file of ['not base64!', pdf.toString('base64url'), `${pdf.toString('base64').slice(0, 20)}\n${pdf.toString('base64').slice(20)}`]) {
        const bad = await c.uploadJson({ file });
        expect(bad.statusCode, file.slice(0, 20)).toBe(400);
        expect(bad.json()).toEqual({ message: 'file must be standard base64 without line breaks' });
      }

      const invalidMetadata: Record<string, string>[] = [
        { document_type: 'xray' },
        { document_date: '2023-02-29' },
        { document_date: '29/02/2024' },
        { title: '' },
        { patient_reference: 'x'.repeat(129) },
        { documentType: 'lab_report' },
      ];
      for (const metadata of invalidMetadata) {
        const fields = Object.entries(metadata).map(([name, value]) => ({ name, value }));
        const multipart = await c.upload([...fields, filePart(pdf)]);
        expect(multipart.statusCode, JSON.stringify(metadata)).toBe(400);
        expect(multipart.json().message, JSON.stringify(metadata)).toMatch(/^body/);
        const json = await c.uploadJson({ file: pdf.toString('base64'), ...metadata });
        expect(json.statusCode, JSON.stringify(metadata)).toBe(400);
      }
    });
  });

  it('answers 415 for a body that is neither multipart nor JSON', async () => {
    const c = await client();
    const response = await s.app.inject({
      method: 'POST',
      url: DOCS,
      headers: { ...c.bearer, 'content-type': 'text/plain' },
      payload: pdf.toString('latin1'),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty('message');
  });

  it('leaves neither row nor blob when storing the file fails', async () => {
    const c = await client();
    await expectNothingStored(c, async () => {
      vi.spyOn(s.container.blobs, 'put').mockRejectedValueOnce(new Error('disk full'));
      const response = await c.upload([filePart(pdf)]);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal Server Error' });
    });
  });

  it('removes the stored file again when recording the document fails', async () => {
    const c = await client();
    await expectNothingStored(c, async () => {
      vi.spyOn(s.container.store.documents, 'insert').mockRejectedValueOnce(new Error('database is locked'));
      const response = await c.uploadJson({ file: pdf.toString('base64') });
      expect(response.statusCode).toBe(500);
    });
  });

  it('needs a bearer token with the records scope', async () => {
    expect((await s.app.inject({ method: 'GET', url: DOCS })).statusCode).toBe(401);
    const transcriptionOnly = await client(['transcription']);
    const list = await transcriptionOnly.get(DOCS);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ message: 'Forbidden' });
    expect((await transcriptionOnly.upload([filePart(pdf)])).statusCode).toBe(403);
  });
});
