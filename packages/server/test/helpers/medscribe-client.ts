import type { FastifyInstance } from 'fastify';
import { audioPart, multipartForm } from './multipart.js';

const BASE = '/medscribealliance';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A MedScribeAlliance client over `app.inject`, as an EMR drives the protocol's session flow (06, 07). */
export function medscribeClient(app: FastifyInstance, accessToken: string) {
  const headers = { authorization: `Bearer ${accessToken}`, 'msa-version': '0.1' };
  /** The path of an absolute `upload_url`, for `inject`. */
  const path = (url: string) => new URL(url).pathname;
  return {
    create(body: Record<string, unknown>) {
      return app.inject({ method: 'POST', url: `${BASE}/sessions`, headers, payload: body });
    },
    /** 07-audio-ingestion.md §7.2 option 1: a multipart part `file`. */
    uploadMultipart(uploadUrl: string, name: string, bytes: Buffer) {
      const form = multipartForm([audioPart(bytes, name, 'audio/wav')]);
      return app.inject({ method: 'POST', url: path(uploadUrl), headers: { ...headers, ...form.headers }, payload: form.payload });
    },
    /** Option 2: the raw bytes, named by `Content-Disposition`. */
    uploadRaw(uploadUrl: string, name: string, bytes: Buffer) {
      const disposition = { 'content-type': 'audio/wav', 'content-disposition': `attachment; filename="${name}"` };
      return app.inject({ method: 'POST', url: path(uploadUrl), headers: { ...headers, ...disposition }, payload: bytes });
    },
    end(sessionId: string, audioFilesSent: number) {
      return app.inject({ method: 'POST', url: `${BASE}/sessions/${sessionId}/end`, headers, payload: { audio_files_sent: audioFilesSent } });
    },
    get(sessionId: string) {
      return app.inject({ method: 'GET', url: `${BASE}/sessions/${sessionId}`, headers });
    },
    /** Polls until the session is no longer in progress (202). */
    async finished(sessionId: string) {
      for (;;) {
        const response = await this.get(sessionId);
        if (response.statusCode !== 202) return response;
        await sleep(100);
      }
    },
  };
}
