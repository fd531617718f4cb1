import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DomainError } from '../../domain/errors.js';
import { metricsAccess, type Metrics } from '../../lib/metrics.js';
import { ENCRYPTION_REFUSED, MessageError } from '../shared.schema.js';
import { PrometheusExposition } from './metrics.schema.js';

/**
 * `GET /metrics` for Prometheus: only with `Authorization: Bearer <SCRIBE_METRICS_TOKEN>`, and as unknown as any other
 * path (404) while no token is set. The request durations it reports are timed by plugins/metrics.ts.
 */
export const metricsRoutes: FastifyPluginAsyncTypebox<{ metrics: Metrics; token: string | undefined }> = async (app, opts) => {
  app.get(
    '/metrics',
    {
      config: { errorShape: 'message' },
      schema: {
        tags: ['Operations'],
        operationId: 'getMetrics',
        summary: 'Prometheus metrics of this process',
        description:
          'HTTP request durations by route, job queue depth, job durations, recognition real-time factor, webhook delivery outcomes ' +
          'and the process metrics. The bearer token is `SCRIBE_METRICS_TOKEN`, not an access token; while it is unset the endpoint ' +
          'answers 404.',
        security: [{ bearerAuth: [] }],
        response: {
          200: { description: 'The metrics.', content: { 'text/plain': { schema: Type.Ref(PrometheusExposition) } } },
          400: ENCRYPTION_REFUSED,
          401: Type.Ref(MessageError, { description: 'No bearer token, or not `SCRIBE_METRICS_TOKEN`.' }),
          404: Type.Ref(MessageError, { description: '`SCRIBE_METRICS_TOKEN` is not set: the metrics are not served.' }),
        },
      },
    },
    async (request, reply) => {
      const access = metricsAccess(request.headers.authorization, opts.token);
      if (access === 'not_served') throw new DomainError('not_found', 'Not Found');
      if (access === 'refused') throw new DomainError('unauthenticated', 'Unauthorized');
      return reply.type(opts.metrics.contentType).send(await opts.metrics.exposition());
    },
  );
};
