import type { Fetch } from '../../src/index.js';

export interface Exchange {
  method: string;
  path: string;
  requestHeaders: Headers;
  /** The request body when it was text (JSON). */
  requestBody: string | undefined;
  status: number;
  responseHeaders: Headers;
}

/** The global fetch, recording each exchange. */
export function recordingFetch(): { fetch: Fetch; exchanges: Exchange[] } {
  const exchanges: Exchange[] = [];
  const recording: Fetch = async (input, init = {}) => {
    const response = await fetch(input, init);
    exchanges.push({
      method: init.method ?? 'GET',
      path: new URL(String(input)).pathname,
      requestHeaders: new Headers(init.headers),
      requestBody: typeof init.body === 'string' ? init.body : undefined,
      status: response.status,
      responseHeaders: response.headers,
    });
    return response;
  };
  return { fetch: recording, exchanges };
}
