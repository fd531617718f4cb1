import { ApiError, AuthError, UploadError } from '@svc-scribe/sdk';

/** One line for the terminal: the SDK's typed errors with what helps to act on them, never a stack. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const requestId = error instanceof ApiError && error.requestId ? ` (request ${error.requestId})` : '';
  if (error instanceof AuthError) return `authentication failed: ${error.message}${requestId}`;
  if (error instanceof ApiError) return `the server refused: ${error.message}${requestId}`;
  if (error instanceof UploadError) return `upload failed: ${error.message}`;
  // fetch's network errors say only "fetch failed"; the reason (ECONNREFUSED …) is in the cause.
  const cause = error.cause instanceof Error && !error.message.includes(error.cause.message) ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`.replace(/\s*\n\s*/g, ' ');
}
