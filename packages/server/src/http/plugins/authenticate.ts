import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors.js';
import type { Scope } from '../../domain/scopes.js';
import type { AuthService, Principal } from '../../services/auth.service.js';
import type { StreamTickets } from '../../services/stream-tickets.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** The scope a bearer token needs for this route. */
    scope?: Scope;
    /** A single-use `?ticket=` (StreamTickets) may stand in for the bearer token: WebSocket upgrades from browsers. */
    acceptsTicket?: boolean;
  }
}

const unauthorized = () => new DomainError('unauthenticated', 'Unauthorized');

/**
 * The token of `Authorization: Bearer <token>`. The scheme is case-insensitive and followed by one or
 * more spaces (RFC 7235 §2.1, RFC 6750 §2.1): `bearer`, `BEARER` … are the same scheme.
 */
function bearerToken(header: string | undefined): string {
  const match = /^Bearer +([A-Za-z0-9._~+/=-]+)$/i.exec(header ?? '');
  if (!match?.[1]) throw unauthorized();
  return match[1];
}

/**
 * The holder of the request's `?ticket=`, where the route accepts one; a ticket that is unknown, used or expired is
 * refused, and so is one whose client was revoked or whose user was disabled since it was issued.
 */
async function ticketHolder(request: FastifyRequest, auth: AuthService, tickets: StreamTickets | undefined): Promise<Principal | undefined> {
  const ticket = (request.query as { ticket?: unknown } | undefined)?.ticket;
  if (!request.routeOptions.config.acceptsTicket || !tickets || typeof ticket !== 'string') return undefined;
  const holder = await tickets.redeem(ticket);
  if (!holder) throw unauthorized();
  return auth.stillActive(holder);
}

/** The caller of a route registered behind `authenticatePlugin` (set by its hook before any handler runs). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** The clinician calling a route only users may call (signing a note): a client's own token is refused with 403. */
export function userIdOf(request: FastifyRequest): string {
  const { userId } = principalOf(request);
  if (userId === undefined) throw new DomainError('forbidden', 'Forbidden');
  return userId;
}

/**
 * Bearer authentication for every route registered in the same encapsulated context (PROTOCOL §1):
 * a valid access token (or, where the route accepts one, a stream ticket), an optional `client-id` header
 * that must match its subject, and the route's scope.
 */
export const authenticatePlugin = fp<{ auth: AuthService; tickets?: StreamTickets }>(
  async (app, { auth, tickets }) => {
    app.decorateRequest('principal', null);
    app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
      const principal = (await ticketHolder(request, auth, tickets)) ?? (await auth.authenticate(bearerToken(request.headers.authorization)));
      const claimedClient = request.headers['client-id'];
      if (claimedClient !== undefined && claimedClient !== principal.clientId) throw unauthorized();
      const scope = request.routeOptions.config.scope;
      if (scope && !principal.scopes.includes(scope)) throw new DomainError('forbidden', 'Forbidden');
      request.principal = principal;
      request.log = request.log.child({ clientId: principal.clientId, ...(principal.userId !== undefined && { userId: principal.userId }) });
    });
  },
  { name: 'authenticate', encapsulate: false },
);
