import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/** PROTOCOL §4.3: the initiate answer. */
export interface Initiated {
  upload_id: string;
  key: string;
  part_urls: { part_number: number; url: string }[];
  expires_at: string;
}

/** The multipart upload as an S3-style uploader drives it: initiate, PUT each part to its URL, complete or abort. */
export function multipartClient(app: FastifyInstance, bearer: Record<string, string>) {
  return {
    initiate(body: Record<string, unknown>) {
      return app.inject({ method: 'POST', url: '/v1/file-upload/multipart', headers: bearer, payload: body });
    },
    async started(body: Record<string, unknown>): Promise<Initiated> {
      const response = await this.initiate(body);
      if (response.statusCode !== 200) throw new Error(`initiate answered ${response.statusCode}: ${response.body}`);
      return response.json() as Initiated;
    },
    /** No bearer token: the URL is the credential. */
    put(url: string, body: Buffer | Readable, contentType = 'application/octet-stream') {
      const { pathname, search } = new URL(url);
      return app.inject({ method: 'PUT', url: `${pathname}${search}`, headers: { 'content-type': contentType }, payload: body });
    },
    complete(uploadId: string, parts: { part_number: number; etag: string }[]) {
      return app.inject({ method: 'POST', url: `/v1/file-upload/multipart/${uploadId}/complete`, headers: bearer, payload: { parts } });
    },
    abort(uploadId: string) {
      return app.inject({ method: 'DELETE', url: `/v1/file-upload/multipart/${uploadId}`, headers: bearer });
    },
  };
}
