import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake backend saw it, its multipart form parsed. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  fields: Record<string, string>;
  file?: { name: string; type: string; bytes: Buffer };
}

export interface FakeAnswer {
  status: number;
  body?: string | object;
  headers?: Record<string, string>;
}

/** How the fake answers its n-th request (0-based): an answer, or `hang` to never answer. */
export type Behaviour = (request: SeenRequest, index: number) => FakeAnswer | 'hang' | Promise<FakeAnswer | 'hang'>;

export interface FakeTranscriptionServer {
  /** The API base, `http://127.0.0.1:<port>/v1`. */
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/** An OpenAI-compatible transcription backend over real HTTP that records what it is sent and answers as told. */
export async function startFakeTranscriptionServer(behaviour: Behaviour): Promise<FakeTranscriptionServer> {
  const requests: SeenRequest[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const seen = await parse(req.method ?? 'GET', req.url ?? '/', req.headers, Buffer.concat(chunks));
    requests.push(seen);
    const answer = await behaviour(seen, requests.length - 1);
    if (answer === 'hang') return;
    const body = typeof answer.body === 'string' || answer.body === undefined ? (answer.body ?? '') : JSON.stringify(answer.body);
    const type = typeof answer.body === 'object' ? 'application/json' : 'text/plain';
    res.writeHead(answer.status, { 'content-type': type, ...answer.headers }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function parse(method: string, path: string, headers: IncomingHttpHeaders, body: Buffer): Promise<SeenRequest> {
  const seen: SeenRequest = { method, path, headers, body, fields: {} };
  if (!headers['content-type']?.startsWith('multipart/form-data')) return seen;
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': headers['content-type'] } }).formData();
  for (const [name, value] of form) {
    if (typeof value === 'string') seen.fields[name] = value;
    else seen.file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
  }
  return seen;
}

/** A behaviour that passes every request on to `target` (an API base) and its answer back: a tap on the wire. */
export function forwardTo(target: string): Behaviour {
  return async (request) => {
    const response = await fetch(`${target}${request.path.replace(/^\/v1/, '')}`, {
      method: request.method,
      headers: { 'content-type': request.headers['content-type'] ?? '', authorization: request.headers.authorization ?? '' },
      body: new Uint8Array(request.body),
    });
    return { status: response.status, body: await response.text(), headers: { 'content-type': response.headers.get('content-type') ?? 'text/plain' } };
  };
}

/** A `verbose_json` answer in OpenAI's shape. */
export function verboseAnswer(segments: { start: number; end: number; text: string; avg_logprob?: number }[]): FakeAnswer {
  return {
    status: 200,
    body: { task: 'transcribe', language: 'hindi', duration: segments.at(-1)?.end ?? 0, text: segments.map((s) => s.text).join(''), segments },
  };
}
