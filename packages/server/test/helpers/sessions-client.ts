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
