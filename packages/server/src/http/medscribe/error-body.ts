import { failureMessage } from '../error-handler.js';
import type { HttpFailure } from '../http-error.js';

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

declare module '../error-handler.js' {
  interface FrontEndErrorBodies {
    /** `{error: {code, message, details?}}` with the protocol's codes: the MedScribeAlliance routes (11-errors.md). */
    medscribealliance: MsaErrorBody;
  }
}

/**
 * The body of a failure on the protocol's routes, as the error handler renders it: its own code and details when it has
 * them (a route's refusal, a service's error with a code), else the code of its status. A failure with a code below 500
 * is told in its own words; any other in the interface's words for its status (`failureMessage`).
 */
export function msaErrorBody(failure: HttpFailure): MsaErrorBody {
  const code = failure.code ?? CODE_BY_STATUS[failure.status] ?? (failure.status >= 500 ? 'internal_error' : 'invalid_request');
  const message = failure.status === 401 ? UNAUTHENTICATED : failure.code !== undefined && failure.status < 500 ? failure.message : failureMessage(failure);
  // A service's fields at fault go with the rest of the details (the protocol's `details` is an object).
  const details = failure.fields === undefined ? failure.details : { ...failure.details, fields: failure.fields };
  return { error: { code, message, ...(details === undefined ? {} : { details }) } };
}
