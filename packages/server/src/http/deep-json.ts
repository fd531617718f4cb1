import type { FastifyInstance } from 'fastify';
import { DomainError } from '../domain/errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../lib/json-limits.js';

/**
 * Refuses, with 400 in the route's error shape, a body nested deeper than `MAX_JSON_DEPTH`: once for every route and
 * body parser (plain JSON, the plaintext of an encrypted body, the other members of a base64 JSON upload), after
 * parsing and before the schema, the route or the store recurse over it.
 */
export function refuseDeepJson(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (nestsDeeperThan(request.body, MAX_JSON_DEPTH)) {
      throw new DomainError('invalid_request', `the body is nested deeper than ${MAX_JSON_DEPTH} levels`);
    }
  });
}
