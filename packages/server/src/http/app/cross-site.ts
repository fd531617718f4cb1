import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors.js';

export interface TrustedOrigins {
  /** SCRIBE_PUBLIC_URL: the address browsers load the web app from. */
  publicUrl: string | undefined;
  /** SCRIBE_CORS_ORIGINS. A wildcard trusts no one here: it lets any site read public answers, not act with a user's cookie. */
  corsOrigins: readonly string[] | '*' | undefined;
}

/** Sec-Fetch-Site values of a request the server's own page (or the user, typing a URL) made. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

const originOf = (text: string): URL | undefined => {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
};

/**
 * An `onRequest` hook refusing, with 403, a request a browser sent from another site: CSRF protection for the routes a
 * cookie authenticates, beside SameSite=Strict (which an old browser, or a sibling subdomain for `SameSite`, does not stop).
 *
 * The browser's `Origin` decides: SCRIBE_PUBLIC_URL's origin exactly, or a configured CORS origin; where SCRIBE_PUBLIC_URL
 * is unset, the server's own host as the request names it instead (any scheme, since a proxy may end TLS, which an
 * `http:` page on the same host could otherwise pass for). Without `Origin` (older browsers), `Sec-Fetch-Site`, then the
 * origin of `Referer`. A request with none of the three is let through: every browser sends `Origin` on a cross-origin
 * POST, so it comes from a client that is not a browser (a script holding the cookie), which no other site can drive.
 */
export function refuseCrossSite({ publicUrl, corsOrigins }: TrustedOrigins) {
  const trusted = new Set([...(publicUrl ? [new URL(publicUrl).origin] : []), ...(Array.isArray(corsOrigins) ? corsOrigins : [])]);

  const isOwn = (request: FastifyRequest, source: string): boolean => {
    const url = originOf(source);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
    if (trusted.has(url.origin)) return true;
    // The Host header read with the source's scheme, so that default ports compare equal.
    return publicUrl === undefined && originOf(`${url.protocol}//${request.host}`)?.host === url.host;
  };

  return async (request: FastifyRequest): Promise<void> => {
    const { origin, referer } = request.headers;
    const fetchSite = request.headers['sec-fetch-site'];
    let own: boolean;
    if (origin !== undefined) own = isOwn(request, origin);
    else if (typeof fetchSite === 'string') own = OWN_FETCH_SITES.has(fetchSite);
    else if (referer !== undefined) own = isOwn(request, referer);
    else own = true;
    if (!own) throw new DomainError('forbidden', 'cross-site request');
  };
}
