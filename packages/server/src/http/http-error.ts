/** A field of the request at fault, as the route's wire names it (a JSON pointer into its body, a form field). */
export interface FieldError {
  field: string;
  message: string;
}

/** A failure as the error handler answers it, before it takes the shape of the route's protocol. */
export interface HttpFailure {
  status: number;
  message: string;
  /** Machine-readable, for the shapes that carry one (`session_not_found`, `transaction_not_found` …). */
  code?: string;
  /** The request's fields at fault. */
  fields?: readonly FieldError[];
  /** What the failure is about, by name (`session_id`, `expired_at` …), for the shapes that carry it. */
  details?: Readonly<Record<string, unknown>>;
  /** For a 503: when to try again, when the cause knows (default 5 s). */
  retryAfterS?: number;
}

/**
 * A refusal a route makes itself, in its protocol's terms: the status, and the code and details of its error body.
 * Thrown, like a DomainError from a service; the root error handler gives both the shape of the route's protocol.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { code?: string; details?: Readonly<Record<string, unknown>> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
