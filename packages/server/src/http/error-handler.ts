import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type ErrorDetail, type ErrorKind } from '../domain/errors.js';
import { InvalidEncryptedPayloadError } from '../lib/jwe.js';
import { HttpError, type FieldError, type HttpFailure } from './http-error.js';
import {
  AudioDecodeError,
  LanguageNotInstalledError,
  RecognitionQueueFullError,
  SpeechBackendError,
  type SpeechBackendFailure,
} from '../engines/speech/speech-errors.js';

/**
 * The error shapes the front-ends bring, by name, with the body each answers: a front-end adds its own by declaration
 * merging (`declare module '../error-handler.js'`) and hands its formatter to `installErrorHandlers`, so that this
 * handler, which serves every protocol, knows none's body.
 */
export interface FrontEndErrorBodies {}

/** Each front-end's error shape and the function that makes its body of a failure. */
export type ErrorBodyFormatters = { [S in keyof FrontEndErrorBodies]: (failure: HttpFailure) => FrontEndErrorBodies[S] };

/**
 * The error body shapes PROTOCOL.md fixes per area, and those the other front-ends bring (`FrontEndErrorBodies`). A
 * route names its shape once in `config.errorShape`; this handler is the only place an error becomes a response.
 */
export type ErrorShape =
  /** `{message}`: transcription, documents, voice upload, storage. */
  | 'message'
  /** `{code, error}`: authentication. */
  | 'code-error'
  /** `{status: "error", message, details?}`: session init, whose invalid values answer 422. */
  | 'status-error'
  /** `{error: {code, msg}}`: session status. */
  | 'error-code-msg'
  /** `{error: {message, code}}` with INVALID_REQUEST / NOT_FOUND / SERVER_ERROR: webhook subscriptions. */
  | 'webhook-error'
  | keyof FrontEndErrorBodies;

declare module 'fastify' {
  interface FastifyContextConfig {
    errorShape?: ErrorShape;
    /** How the route's wire names a domain field at fault (`languages` item 0: `/input_language/0`). Default: the domain's name. */
    wireField?: (detail: ErrorDetail) => string;
  }
}

const STATUS_BY_KIND: Record<ErrorKind, number> = {
  invalid_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
  not_configured: 501,
  bad_gateway: 502,
};

/** Statuses whose message is fixed by the interface, whatever the cause (`failureMessage`). */
const FIXED_MESSAGES: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  413: 'Request Entity Too Large',
  414: 'URI Too Long',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** A remote speech backend that failed is a bad gateway; one failing fast, unavailable; one that did not answer in time, a gateway timeout. */
const BACKEND_STATUS: Record<SpeechBackendFailure, number> = { failed: 502, unavailable: 503, timeout: 504 };

/**
 * One detail per field. A choice among literals fails as one `const` error per literal plus an
 * `anyOf`: that reads as one message.
 */
function fieldDetails(errors: NonNullable<FastifyError['validation']>): FieldError[] {
  const byField = new Map<string, string>();
  for (const error of errors) {
    const field = error.instancePath || '/';
    if (error.keyword === 'const') continue;
    byField.set(field, error.keyword === 'anyOf' ? 'must be one of the allowed values' : (error.message ?? 'is invalid'));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

const domainName = (detail: ErrorDetail) => detail.field;

function classify(error: FastifyError | Error, shape: ErrorShape, wireField: (detail: ErrorDetail) => string): HttpFailure {
  if (error instanceof DomainError) {
    const fields = error.extra.details?.map((detail) => ({ field: wireField(detail), message: detail.message }));
    return { status: STATUS_BY_KIND[error.kind], message: error.message, code: error.extra.code, fields };
  }
  if (error instanceof HttpError) return { status: error.status, message: error.message, ...error.extra };
  if (error instanceof AudioDecodeError) return { status: 415, message: error.message };
  if (error instanceof LanguageNotInstalledError) {
    return { status: 422, message: error.message, code: 'language_not_installed', fields: [{ field: 'language', message: error.message }] };
  }
  if (error instanceof SpeechBackendError) {
    return { status: BACKEND_STATUS[error.failure], message: error.message, code: `speech_backend_${error.failure}`, retryAfterS: error.retryAfterS };
  }
  if (error instanceof RecognitionQueueFullError) return { status: 503, message: error.message };
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    // PROTOCOL §4.5: init answers invalid values with 422 and the fields at fault.
    if (shape !== 'status-error') return { status: 400, message: error.message };
    return { status: 422, message: error.message, fields: fieldDetails(fastifyError.validation) };
  }
  // The multipart plugin answers 406 for a non-multipart body; for our clients that is a malformed request.
  if (fastifyError.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return { status: 400, message: 'request must be multipart/form-data' };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return { status, message: error.message };
  return { status: 500, message: 'Internal Server Error' };
}

/** The words a failure is answered in: the interface's for its status when it fixes them, else the failure's own. */
export const failureMessage = (failure: HttpFailure): string => FIXED_MESSAGES[failure.status] ?? failure.message;

const WEBHOOK_ERROR_CODE = (status: number) => (status === 404 ? 'NOT_FOUND' : status >= 500 ? 'SERVER_ERROR' : 'INVALID_REQUEST');

function renderError(shape: ErrorShape, failure: HttpFailure, formatters: ErrorBodyFormatters): Record<string, unknown> {
  const message = failureMessage(failure);
  switch (shape) {
    case 'code-error':
      return { code: failure.status, error: message };
    case 'status-error':
      return { status: 'error', message, ...(failure.fields ? { details: failure.fields } : {}) };
    case 'error-code-msg':
      return { error: { code: failure.code ?? (message.toLowerCase().replace(/\W+/g, '_')), msg: message } };
    case 'webhook-error':
      return { error: { message, code: WEBHOOK_ERROR_CODE(failure.status) } };
    case 'message':
      return { message };
    default:
      return formatters[shape](failure);
  }
}

/** A route as a pattern of the paths it serves, with its error shape. */
interface RouteShape {
  method: string;
  pattern: RegExp;
  shape: ErrorShape;
}

/** Each app's front-end formatters, and its routes' shapes: for the errors raised before a request is routed. */
const APP_ERRORS = new WeakMap<FastifyInstance, { formatters: ErrorBodyFormatters; routes: RouteShape[] }>();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A route URL (`/docs/:id/file`) as a pattern matching the paths it serves, a parameter being any segment. */
const routePattern = (url: string) =>
  new RegExp(`^${url.split(/(:[A-Za-z0-9_]+)/).map((piece) => (piece.startsWith(':') ? '[^/]*' : escapeRegExp(piece))).join('')}/?$`);

/**
 * Fastify's `frameworkErrors`: a path parameter longer than `maxParamLength` (414) or a path that is not valid
 * percent-encoding (400) is refused before routing, where Fastify would answer in its own shape. Answered here in the
 * shape of the route the path names (the path itself is not echoed), and with `Connection: close` when a body was sent,
 * since nothing will read it.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  const path = (request.raw.url ?? '').split('?')[0]!;
  const errors = APP_ERRORS.get(request.server);
  const route = errors?.routes.find((candidate) => candidate.method === request.raw.method && candidate.pattern.test(path));
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, code: error.code }, 'request rejected before routing');
  const headers = request.raw.headers;
  if (headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0) reply.header('connection', 'close');
  const message = status === 400 ? 'the path is not valid percent-encoding' : 'Internal Server Error';
  const failure = { status, message };
  reply.code(status).send(errors && route ? renderError(route.shape, failure, errors.formatters) : { message: failureMessage(failure) });
}

/** The app's one error handler, with each front-end's formatter of the error shape it brings. */
export function installErrorHandlers(app: FastifyInstance, formatters: ErrorBodyFormatters): void {
  const routes: RouteShape[] = [];
  APP_ERRORS.set(app, { formatters, routes });
  app.addHook('onRoute', (route) => {
    const shape = route.config?.errorShape ?? 'message';
    for (const method of [route.method].flat()) routes.push({ method, pattern: routePattern(route.url), shape });
  });
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof InvalidEncryptedPayloadError) {
      // PROTOCOL §7: one plain body on every route, whatever the cause, so no failure is an oracle; the cause is logged only.
      request.log.warn({ reason: error.reason }, 'invalid encrypted payload');
      // In plaintext, even after an authentic envelope (a key owned by another client, a plaintext that is not JSON).
      request.encryption = null;
      // Serialized here: the route's response schema describes its own 400 shape, not this one.
      return reply.code(400).type('application/json; charset=utf-8').send(JSON.stringify({ message: error.message }));
    }
    const { errorShape: shape = 'message', wireField = domainName } = request.routeOptions.config;
    const failure = classify(error, shape, wireField);
    if (failure.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status: failure.status, reason: failure.message }, 'request rejected');
    if (failure.status === 503) reply.header('retry-after', String(failure.retryAfterS ?? 5));
    return reply.code(failure.status).send(renderError(shape, failure, formatters));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));
}
