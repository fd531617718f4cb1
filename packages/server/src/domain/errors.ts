/**
 * Errors the services throw. They name what went wrong, not how HTTP says it: the one error
 * handler maps `kind` to a status code and to the body shape of the route that failed.
 */
export type ErrorKind =
  | 'invalid_request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'too_large'
  | 'unsupported_media'
  | 'unprocessable'
  | 'rate_limited'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
