import type { FastifyInstance } from 'fastify';
import { multipartForm, type FormPart } from './multipart.js';

export interface UploadTarget {
  uploadData: { url: string; fields: Record<string, string> };
  folderPath: string;
  txn_id: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A session client over `app.inject`, as an uploader SDK drives the API (PROTOCOL §4). */
export function sessionsClient(app: FastifyInstance, accessToken: string) {
  const bearer = { authorization: `Bearer ${accessToken}` };
  return {
    bearer,
    presign(txnId?: string, extraData: Record<string, unknown> = {}) {
      const query = txnId === undefined ? '?action=svc-scribe-v2' : `?txn_id=${encodeURIComponent(txnId)}&action=svc-scribe-v2`;
      return app.inject({ method: 'POST', url: `/v1/file-upload${query}`, headers: bearer, payload: extraData });
    },
    async target(txnId?: string, extraData: Record<string, unknown> = {}): Promise<UploadTarget> {
      const response = await this.presign(txnId, extraData);
      if (response.statusCode !== 200) throw new Error(`presign answered ${response.statusCode}: ${response.body}`);
      return response.json() as UploadTarget;
    },
    /** The presigned POST: every field, then the file last, to the path of `uploadData.url`. */
    post(target: UploadTarget, file: { name: string; bytes: Buffer; contentType?: string }, fields = target.uploadData.fields) {
      const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
      parts.push({ name: 'file', value: file.bytes, filename: file.name, contentType: file.contentType ?? 'audio/wav' });
      const form = multipartForm(parts);
      return app.inject({ method: 'POST', url: new URL(target.uploadData.url).pathname, headers: form.headers, payload: form.payload });
    },
    init(txnId: string, body: Record<string, unknown>) {
      return app.inject({ method: 'POST', url: `/voice/api/v2/transaction/init/${txnId}`, headers: bearer, payload: body });
    },
    status(txnId: string) {
      return app.inject({ method: 'GET', url: `/voice/api/v3/status/${txnId}`, headers: bearer });
    },
    fhirStatus(txnId: string) {
      return app.inject({ method: 'GET', url: `/voice-record/api/status/${txnId}`, headers: bearer });
    },
    /** Polls the v3 status until the session is no longer in progress. */
    async finished(txnId: string) {
      for (;;) {
        const response = await this.status(txnId);
        if (response.statusCode !== 202) return response;
        await sleep(100);
      }
    },
  };
}

/** The same client over real HTTP (fetch, FormData), for servers in other processes. */
export function sessionsHttpClient(baseUrl: string, accessToken: string) {
  const bearer = { authorization: `Bearer ${accessToken}` };
  const json = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? bearer : { ...bearer, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    json,
    async presign(txnId: string): Promise<UploadTarget> {
      const response = await json('POST', `/v1/file-upload?txn_id=${txnId}&action=svc-scribe-v2`, { mode: 'dictation' });
      if (response.status !== 200) throw new Error(`presign answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as UploadTarget;
    },
    /** The uploader's presigned POST: the policy fields (the key naming the file, as the vendor's SDK does), then the file last. */
    async upload(target: UploadTarget, name: string, bytes: Buffer, type = 'audio/wav', key = `${target.folderPath}${name}`): Promise<number> {
      const form = new FormData();
      for (const [field, value] of Object.entries(target.uploadData.fields)) form.append(field, field === 'key' ? key : value);
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      return (await fetch(target.uploadData.url, { method: 'POST', body: form })).status;
    },
    status: (txnId: string) => json('GET', `/voice/api/v3/status/${txnId}`),
    /** Polls the v3 status until the session is no longer in progress. */
    async finished(txnId: string): Promise<Response> {
      for (;;) {
        const response = await json('GET', `/voice/api/v3/status/${txnId}`);
        if (response.status !== 202) return response;
        await sleep(200);
      }
    },
  };
}

/** A template item's `value`: base64 of UTF-8 JSON. */
export function decodeValue<T>(value: string): T {
  return JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as T;
}

export const TRANSCRIPT_ONLY = {
  mode: 'dictation',
  input_language: ['en-IN'],
  output_format_template: [{ template_id: 'transcript_template', codification_needed: false }],
  model_type: 'pro',
};
