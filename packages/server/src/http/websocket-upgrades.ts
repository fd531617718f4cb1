import fp from 'fastify-plugin';
import { DomainError } from '../domain/errors.js';

/**
 * A WebSocket upgrade to a route without a WebSocket handler is answered 404 (in the route's error shape) before the
 * route's hooks and handler. @fastify/websocket would accept it and close it at once, logging the request URL with its
 * query (tokens, tickets) as it came, past the redacting request serializer; it has no option to change that.
 *
 * Registered after @fastify/websocket, whose `onRequest` hook sets `request.ws`, and before the routes, whose
 * registration this one watches.
 */
export const refuseUpgradesWithoutHandler = fp(
  async (app) => {
    const websocketRoutes = new Set<string>();
    app.addHook('onRoute', (route) => {
      if (route.websocket || route.wsHandler) websocketRoutes.add(route.url);
    });
    app.addHook('onRequest', async (request) => {
      if (request.ws && !websocketRoutes.has(request.routeOptions.url ?? '')) throw new DomainError('not_found', 'no WebSocket is served here');
    });
  },
  { name: 'refuse-upgrades-without-handler', dependencies: ['@fastify/websocket'] },
);
