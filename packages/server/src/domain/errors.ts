/**
 * Errors the services throw. They name what went wrong, not how HTTP says it: the one error
 * handler maps `kind` to a status code and to the body shape of the route that failed.
 */
export type ErrorKind =
  | 'invalid_request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported_media'
  | 'unprocessable'
  | 'rate_limited'
  | 'unavailable'
  /** A feature the operator has not configured (its settings are named in the message). */
  | 'not_configured'
  /** A service this one depends on refused or did not answer (ABDM). */
  | 'bad_gateway';

/**
 * A field at fault, by the domain's name of it (`languages`, item 0), not a wire's: each front-end names it in its own
 * terms (the route's `wireField`: the svc init body's `/input_language/0`).
 */
export interface ErrorDetail {
  field: string;
  /** The item at fault when the field is a list. */
  index?: number;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** A machine-readable code for the body shapes that carry one (e.g. `transaction_not_found`), and per-field details. */
    readonly extra: { code?: string; details?: ErrorDetail[] } = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
