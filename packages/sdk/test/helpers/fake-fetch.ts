import type { Fetch } from '../../src/index.js';

export interface Call {
  method: string;
  url: string;
  headers: Headers;
  body: string | undefined;
}

type Reply = Response | Error | ((call: Call) => Response | Error);

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export const reply = { json };

/** A `fetch` that answers from a script (the last reply repeats) and records every call. */
export function scriptedFetch(replies: Reply[]): { fetch: Fetch; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: Fetch = async (input, init = {}) => {
    const call: Call = {
      method: init.method ?? 'GET',
      url: String(input),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    calls.push(call);
    const next = replies[Math.min(calls.length - 1, replies.length - 1)]!;
    const answer = typeof next === 'function' ? next(call) : next;
    if (answer instanceof Error) throw answer;
    return answer.clone();
  };
  return { fetch, calls };
}
