import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';
/** A query key kept in the log: a short name. Anything else may be a token sent as the key. */
const NAME = /^[A-Za-z][A-Za-z0-9_.[\]-]{0,31}$/;

/**
 * A request URL as the log shows it: its path, and its query's keys with every value `[redacted]`. Clients put tokens,
 * the metrics token and stream tickets (`?ticket=`) in query strings, and no log may carry them; no value is kept, so
 * that no key added later can leak one either. A bare key (no `=`) is `[redacted]` whole: a short token sent as the
 * whole query (`?<token>`) looks like a name.
 */
export function redactedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = url.slice(start + 1).split('&').map((pair) => {
    const end = pair.indexOf('=');
    return end !== -1 && NAME.test(pair.slice(0, end)) ? `${pair.slice(0, end)}=${REDACTED}` : REDACTED;
  });
  return `${url.slice(0, start)}?${pairs.join('&')}`;
}

/** Fastify's request serializer (the same fields), with the URL's query redacted. Fastify hands it the request, not the raw one. */
function requestLogValue(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    version: request.headers['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The server's logger options with the redacting request serializer; none when logging is off. */
export function withRedactedUrls(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  const req = requestLogValue as unknown as NonNullable<NonNullable<typeof options.serializers>['req']>;
  return { ...options, serializers: { ...options.serializers, req } };
}
