import { decrypt, encrypt } from '../jwe/jwe.js';
import type { JweKey } from '../jwe/types.js';
import { sleep } from '../lib/sleep.js';
import { ApiError, AuthError, ScribeError } from '../errors.js';
import { isRetryableStatus, retryDelay, type RetryPolicy } from './retry.js';

export type Fetch = typeof globalThis.fetch;

/** Where bearer tokens come from (the token store). */
export interface TokenSource {
  /** A token to send, logging in or refreshing first when there is none or it is about to expire. */
  token(): Promise<string>;
  /** A fresh token after the server refused `stale`, or undefined when there is no way to get one. */
  renew(stale: string): Promise<string | undefined>;
}

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A path under the base URL, or an absolute URL (presigned storage URLs). */
  url: string;
  query?: Record<string, string | undefined>;
  /** A JSON body; encrypted when the client has a key. */
  json?: unknown;
  /** A multipart body, built again for every attempt. Never encrypted (the server takes envelopes as JSON only). */
  form?: () => FormData;
  /** A raw body (a multipart upload's part). Never encrypted. */
  blob?: Blob;
  /** Send the bearer token. Default true. */
  auth?: boolean;
  /** Extra request headers (`range`). */
  headers?: Record<string, string>;
  /** `blob`: a successful answer's body is read as bytes (audio), not as JSON or text; never encrypted. */
  responseType?: 'blob';
  /** Safe to repeat, and so retried. Default: GET, PUT and DELETE. */
  idempotent?: boolean;
  /** Which answers are results rather than errors. Default: any 2xx. */
  accept?: (status: number, body: unknown) => boolean;
  signal?: AbortSignal | undefined;
}

export interface HttpAnswer<T> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TransportOptions {
  baseUrl: string;
  fetch: Fetch;
  retry: RetryPolicy;
  encryption: JweKey | undefined;
}

const ENCRYPTION_HEADER = 'x-encryption';

function buildUrl(baseUrl: string, url: string, query: RequestSpec['query']): string {
  // Appended rather than resolved with `new URL(path, base)`, which would drop a base URL's own path prefix.
  const target = new URL(/^https?:\/\//i.test(url) ? url : `${baseUrl.replace(/\/+$/, '')}${url}`);
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) target.searchParams.set(name, value);
  return target.toString();
}

/** What a failure says without the query string, where presigned URLs keep their signatures. */
const describe = (spec: RequestSpec) => `${spec.method} ${spec.url.split('?')[0]}`;

/** One HTTP exchange policy for every call: bearer token, encryption, retries and typed errors. */
export class Transport {
  constructor(
    private readonly options: TransportOptions,
    private readonly tokens: TokenSource,
  ) {}

  /** The absolute URL of an API path, with its query: for what is not a fetch (a WebSocket). */
  url(path: string, query?: RequestSpec['query']): string {
    return buildUrl(this.options.baseUrl, path, query);
  }

  async request<T>(spec: RequestSpec): Promise<HttpAnswer<T>> {
    const auth = spec.auth ?? true;
    const idempotent = spec.idempotent ?? spec.method !== 'POST';
    const { retries } = this.options.retry;
    let token = auth ? await this.tokens.token() : undefined;
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      let answer: HttpAnswer<unknown>;
      try {
        answer = await this.send(spec, token);
      } catch (error) {
        if (spec.signal?.aborted) throw spec.signal.reason;
        if (error instanceof ScribeError) throw error;
        if (!idempotent || attempt >= retries) throw new ScribeError(`${describe(spec)} failed: ${String(error)}`, { cause: error });
        await sleep(retryDelay(attempt, this.options.retry), spec.signal);
        continue;
      }
      const { status, headers, body } = answer;
      if (spec.accept ? spec.accept(status, body) : status >= 200 && status < 300) return answer as HttpAnswer<T>;
      // A token the server refuses (revoked, signed with a retired key, clock skew): renew it once and try again.
      if (status === 401 && token !== undefined && !renewed) {
        renewed = true;
        const fresh = await this.tokens.renew(token);
        if (fresh !== undefined) {
          token = fresh;
          attempt--;
          continue;
        }
      }
      if (idempotent && isRetryableStatus(status) && attempt < retries) {
        await sleep(retryDelay(attempt, this.options.retry, headers.get('retry-after')), spec.signal);
        continue;
      }
      const requestId = headers.get('x-request-id') ?? undefined;
      throw status === 401 || status === 403 ? new AuthError(status, body, requestId) : new ApiError(status, body, requestId);
    }
  }

  /** The key to encrypt with: JSON and bodiless requests to the API, when the client has one. */
  private encryptionFor(spec: RequestSpec): JweKey | undefined {
    return spec.form === undefined && spec.blob === undefined && spec.responseType === undefined ? this.options.encryption : undefined;
  }

  private async send(spec: RequestSpec, token: string | undefined): Promise<HttpAnswer<unknown>> {
    const headers = new Headers(spec.headers);
    if (token !== undefined) headers.set('authorization', `Bearer ${token}`);
    const key = this.encryptionFor(spec);
    if (key) headers.set(ENCRYPTION_HEADER, 'JWE');
    let body: BodyInit | undefined;
    if (spec.json !== undefined) {
      headers.set('content-type', 'application/json');
      // A fresh IV for every attempt.
      body = JSON.stringify(key ? await encrypt(spec.json, key) : spec.json);
    } else if (spec.form) {
      body = spec.form();
    } else if (spec.blob) {
      body = spec.blob;
    } else if (key) {
      // A bodiless request names the key its answer is to be encrypted with.
      headers.set('x-encryption-kid', key.kid);
    }
    const response = await this.options.fetch(buildUrl(this.options.baseUrl, spec.url, spec.query), {
      method: spec.method,
      headers,
      body,
      signal: spec.signal,
    });
    const bytes = spec.responseType === 'blob' && response.ok;
    return { status: response.status, headers: response.headers, body: bytes ? await response.blob() : await this.readBody(response, key) };
  }

  /** JSON (decrypted when the server encrypted it), else the text; undefined when empty. */
  private async readBody(response: Response, key: JweKey | undefined): Promise<unknown> {
    const text = await response.text();
    if (text === '') return undefined;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return text;
    }
    const encrypted = response.headers.get(ENCRYPTION_HEADER)?.toUpperCase() === 'JWE';
    return encrypted && key ? decrypt(body as never, key.sharedKey) : body;
  }
}
