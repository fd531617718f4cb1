import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { InvalidWebhookTargetError, OutboundAddressError, guardedLookup, parseWebhookTarget } from '../lib/outbound-guard.js';

/**
 * One delivery attempt of a webhook notification (PROTOCOL §6): a POST that succeeds on a 2xx
 * within the deadline. Whatever goes wrong comes back as a failed attempt for the retry schedule
 * to weigh, never as an exception; error strings name the failure, never the body or a header.
 */

const DEFAULT_TIMEOUT_MS = 10_000;
/** A receiver's answer is read and discarded so the connection closes cleanly; past this, it is cut off. */
const MAX_DRAINED_BYTES = 64 * 1024;
const USER_AGENT = 'svc-scribe-webhooks';

export interface WebhookAttempt {
  ok: boolean;
  status: number | null;
  error: string | null;
  durationMs: number;
}

type Outcome = Omit<WebhookAttempt, 'durationMs'>;

class DeadlineExceededError extends Error {}

export async function sendWebhook(request: {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs?: number;
  allowInsecure: boolean;
}): Promise<WebhookAttempt> {
  const started = performance.now();
  const outcome = await post(request, request.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  return { ...outcome, durationMs: Math.round(performance.now() - started) };
}

function post(
  request: { url: string; body: string; headers: Record<string, string>; allowInsecure: boolean },
  timeoutMs: number,
): Promise<Outcome> {
  let url: URL;
  try {
    url = parseWebhookTarget(request.url, { allowInsecure: request.allowInsecure });
  } catch (error) {
    return Promise.resolve(failure(error, timeoutMs));
  }
  const body = Buffer.from(request.body, 'utf8');
  return new Promise((resolve) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(url, {
      method: 'POST',
      headers: {
        ...request.headers,
        'content-type': 'application/json',
        'content-length': String(body.length),
        'user-agent': USER_AGENT,
      },
      // A connection of its own for each attempt: none is kept idle between retries hours apart.
      agent: false,
      ...(request.allowInsecure ? {} : { lookup: guardedLookup }),
    });
    // One deadline from DNS to the response headers; it also bounds the draining of the response.
    const deadline = setTimeout(() => outgoing.destroy(new DeadlineExceededError()), timeoutMs);
    outgoing.on('error', (error) => {
      clearTimeout(deadline);
      resolve(failure(error, timeoutMs));
    });
    outgoing.on('response', (response) => {
      // A response a client receives always has a status code.
      resolve(answered(response.statusCode!));
      drain(response, () => clearTimeout(deadline));
    });
    outgoing.end(body);
  });
}

function answered(status: number): Outcome {
  if (status >= 200 && status < 300) return { ok: true, status, error: null };
  if (status >= 300 && status < 400) return { ok: false, status, error: `redirect ${status} not followed` };
  return { ok: false, status, error: `receiver answered ${status}` };
}

/** A short reason: our own refusals say what they refused, Node's network errors give their code. */
function failure(error: unknown, timeoutMs: number): Outcome {
  let reason = 'request failed';
  if (error instanceof DeadlineExceededError) reason = `timed out after ${timeoutMs} ms`;
  else if (error instanceof OutboundAddressError || error instanceof InvalidWebhookTargetError) reason = error.message;
  else if (error instanceof Error && 'code' in error && typeof error.code === 'string') reason = `network error: ${error.code}`;
  return { ok: false, status: null, error: reason };
}

function drain(response: IncomingMessage, done: () => void): void {
  let received = 0;
  response.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > MAX_DRAINED_BYTES) response.destroy();
  });
  // The outcome is already known: a response cut off by the cap or the deadline changes nothing.
  response.on('error', () => {});
  response.on('close', done);
}
