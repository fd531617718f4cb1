import type { FastifyInstance } from 'fastify';
import { DomainError } from '../domain/errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../lib/json-limits.js';

/** Refuses, with 400 in the route's error shape, parsed JSON nested deeper than `MAX_JSON_DEPTH`. */
export function refuseDeepJsonValue(value: unknown): void {
  if (nestsDeeperThan(value, MAX_JSON_DEPTH)) throw new DomainError('invalid_request', `the body is nested deeper than ${MAX_JSON_DEPTH} levels`);
}

/**
 * The depth bound of every JSON body (plain, or the plaintext of an encrypted one), checked once for all routes after
 * parsing and before the schema, the route or the store recurse over it. A body parsed into something else (a stream,
 * a base64 JSON upload) is not JSON here: its parser checks what it parsed as JSON.
 */
export function refuseDeepJson(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => refuseDeepJsonValue(request.body));
}
