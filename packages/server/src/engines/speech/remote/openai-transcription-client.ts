/**
 * One call to an OpenAI-compatible transcription endpoint (`POST <url>/audio/transcriptions`: OpenAI, vLLM,
 * faster-whisper servers, another svc-scribe): a WAV file in, `verbose_json` out. Every failure comes back as a
 * RemoteCallError that says whether a retry may help and whether it speaks against the backend's health; reasons
 * name the failure, never the audio, the key or the answer.
 */

import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

export interface TranscriptionEndpoint {
  /** The API base (`http://gpu:8000/v1`). */
  url: string;
  apiKey?: string;
  /** One deadline for the whole call: connecting, uploading, the answer's headers and body. */
  timeoutMs: number;
}

export interface TranscriptionRequest {
  wav: Uint8Array<ArrayBuffer>;
  model: string;
  /** ISO 639-1, or what the backend's configuration sends instead. */
  language: string;
  /** Words to expect (keyterms); left out when empty. */
  prompt?: string;
}

export interface RemoteSegment {
  start: number;
  end: number;
  text: string;
  avgLogprob?: number;
}

/** The text, and its segments when the backend gave them (a `json` answer has none). */
export interface RemoteTranscription {
  text: string;
  segments?: RemoteSegment[];
}

export class RemoteCallError extends Error {
  override readonly name = 'RemoteCallError';
  constructor(
    readonly failure: 'failed' | 'timeout',
    reason: string,
    readonly options: {
      /** 429, 5xx and network errors: another attempt may succeed. */
      retryable: boolean;
      /** False for a refusal of this one request (another 4xx): the backend is up. */
      backendFault: boolean;
      retryAfterMs?: number;
    },
  ) {
    super(reason);
  }
}

/** Far more than any transcript: a larger answer is not one. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/** Some servers write `null` for what they leave out. */
const Nullable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

const Answer = Type.Object({
  text: Type.String(),
  segments: Nullable(Type.Array(Type.Object({ start: Type.Number(), end: Type.Number(), text: Type.String(), avg_logprob: Nullable(Type.Number()) }))),
});

export async function requestTranscription(endpoint: TranscriptionEndpoint, request: TranscriptionRequest): Promise<RemoteTranscription> {
  const form = new FormData();
  form.append('file', new Blob([request.wav], { type: 'audio/wav' }), 'audio.wav');
  form.append('model', request.model);
  form.append('language', request.language);
  form.append('response_format', 'verbose_json');
  if (request.prompt) form.append('prompt', request.prompt);
  const signal = AbortSignal.timeout(endpoint.timeoutMs);
  try {
    const response = await fetch(`${endpoint.url}/audio/transcriptions`, {
      method: 'POST',
      headers: endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {},
      body: form,
      // A redirect would re-send the audio (and the key) elsewhere.
      redirect: 'manual',
      signal,
    });
    if (!response.ok) {
      // Frees the connection; the body is unread and unwanted, so a failure to cancel it changes nothing.
      response.body?.cancel().catch(() => undefined);
      throw refusal(response);
    }
    return parseAnswer(await readCapped(response));
  } catch (error) {
    throw asCallError(error, endpoint.timeoutMs);
  }
}

function refusal(response: Response): RemoteCallError {
  const { status } = response;
  const reason = `the backend answered ${status}`;
  if (status === 429 || status >= 500) return new RemoteCallError('failed', reason, { retryable: true, backendFault: true, retryAfterMs: retryAfterMs(response) });
  return new RemoteCallError('failed', reason, { retryable: false, backendFault: status < 400 });
}

/** Retry-After in seconds (the HTTP-date form is not worth parsing for a wait capped at seconds). */
function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

async function readCapped(response: Response): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > MAX_ANSWER_BYTES) throw invalidAnswer(`the answer is over ${MAX_ANSWER_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseAnswer(body: string): RemoteTranscription {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    throw invalidAnswer('the answer is not JSON');
  }
  if (!Value.Check(Answer, answer)) throw invalidAnswer('the answer is not a transcription (no `text`, or malformed `segments`)');
  const segments = answer.segments?.map(({ start, end, text, avg_logprob }) => ({ start, end, text, ...(avg_logprob == null ? {} : { avgLogprob: avg_logprob }) }));
  return { text: answer.text, ...(segments ? { segments } : {}) };
}

const invalidAnswer = (reason: string) => new RemoteCallError('failed', reason, { retryable: false, backendFault: true });

function asCallError(error: unknown, timeoutMs: number): RemoteCallError {
  if (error instanceof RemoteCallError) return error;
  // AbortSignal.timeout's reason, a DOMException, whether it struck before the headers or while reading the body.
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new RemoteCallError('timeout', `no answer within ${timeoutMs} ms`, { retryable: false, backendFault: true });
  }
  // fetch's network failures carry the system error's code (ECONNREFUSED, ECONNRESET …) on their cause.
  const cause = error instanceof Error ? error.cause : undefined;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string' ? `: ${cause.code}` : '';
  return new RemoteCallError('failed', `network error${code}`, { retryable: true, backendFault: true });
}
