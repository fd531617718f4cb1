/** Base class of every error the SDK throws, so callers can tell them apart from their own. */
export class ScribeError extends Error {
  override name = 'ScribeError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The server's error bodies come in the protocol's several shapes: `{message}`, `{code, error}`, `{error: {code, msg | message}}`. */
function errorCode(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const code = isRecord(body.error) ? body.error.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

function errorText(body: unknown): string | undefined {
  if (typeof body === 'string') return body || undefined;
  if (!isRecord(body)) return undefined;
  const { message, error } = body;
  if (typeof message === 'string') return message;
  if (typeof error === 'string') return error;
  if (!isRecord(error)) return undefined;
  const text = error.message ?? error.msg;
  return typeof text === 'string' ? text : undefined;
}

/** The server answered with an error status. */
export class ApiError extends ScribeError {
  override name = 'ApiError';
  /** The HTTP status. */
  readonly status: number;
  /** The answer's body: parsed JSON (decrypted when it came encrypted), or its text. */
  readonly body: unknown;
  /** The machine-readable code some error bodies carry (`transaction_not_found`, `INVALID_REQUEST` …). */
  readonly code: string | undefined;
  /** The server's `x-request-id`, to find the request in its logs. */
  readonly requestId: string | undefined;

  constructor(status: number, body: unknown, requestId?: string) {
    const text = errorText(body);
    super(text === undefined ? `HTTP ${status}` : `HTTP ${status}: ${text}`);
    this.status = status;
    this.body = body;
    this.code = errorCode(body);
    this.requestId = requestId;
  }
}

/**
 * Authentication failed: login or refresh was refused, the server refused the token (401) even
 * after a fresh one, or the token lacks the scope the call needs (403).
 */
export class AuthError extends ApiError {
  override name = 'AuthError';
}

/** A file could not be uploaded, or was refused before sending (too large for the endpoint, a duplicate name). */
export class UploadError extends ScribeError {
  override name = 'UploadError';
  /** The file's name. */
  readonly fileName: string;

  constructor(message: string, fileName: string, options?: { cause?: unknown }) {
    super(message, options);
    this.fileName = fileName;
  }
}

/** An operation with a time limit (`sessions.waitForResult`) did not finish within it. */
export class TimeoutError extends ScribeError {
  override name = 'TimeoutError';
}

/** A webhook notification whose signature or timestamp does not verify. Answer it with a 4xx and do not act on it. */
export class WebhookVerificationError extends ScribeError {
  override name = 'WebhookVerificationError';
}

/** An encrypted payload that cannot be opened (wrong key, altered bytes, not an envelope), or a key that cannot be used. */
export class EncryptionError extends ScribeError {
  override name = 'EncryptionError';
}
