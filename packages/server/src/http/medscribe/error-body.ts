/**
 * The protocol's error body (11-errors.md §11.1) and the code each HTTP status answers with (§11.2). §11.2 has no code
 * for a path that names nothing (only `session_not_found`, `template_not_found` …): that is `not_found`.
 */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'authentication_failed',
  403: 'forbidden',
  404: 'not_found',
  415: 'invalid_audio_format',
  429: 'rate_limit_exceeded',
  503: 'service_unavailable',
};

/** One message for every 401 (missing, malformed, expired or revoked token alike): it says how to get a good one. */
const UNAUTHENTICATED =
  'A valid access token is required: send Authorization: Bearer <access_token>, from POST /connect-auth/v1/account/login';

export type MsaErrorBody = {
  error: { code: string; message: string; details?: Record<string, unknown> };
};

export const msaError = (code: string, message: string, details?: Record<string, unknown>): MsaErrorBody => ({
  error: { code, message, ...(details === undefined ? {} : { details }) },
});

/** The body of a failure with this status and message, as the error handler renders it for the protocol's routes. */
export function msaErrorForStatus(status: number, message: string): MsaErrorBody {
  const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'invalid_request');
  return msaError(code, status === 401 ? UNAUTHENTICATED : message);
}
