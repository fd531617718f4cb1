import fp from 'fastify-plugin';
import type { Metrics } from '../../lib/metrics.js';

/** The route label of a request no route matched (404s): route patterns start with `/`, so it cannot be one. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Every request's duration, by route pattern and status (served at `GET /metrics`: ops/metrics.routes.ts). Registered
 * before the routes, so that its hook times them all.
 */
export const metricsPlugin = fp(
  async (app, opts: { metrics: Metrics }) => {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      opts.metrics.observeHttpRequest({ method: request.method, route, statusCode: reply.statusCode, seconds: reply.elapsedTime / 1000 });
    });
  },
  { name: 'metrics' },
);
