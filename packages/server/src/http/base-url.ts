import type { FastifyRequest } from 'fastify';

/** The base URL of URLs handed to clients: SCRIBE_PUBLIC_URL when set, else the address the request came to. */
export const requestBaseUrl = (request: FastifyRequest, configured: string | undefined): string =>
  configured ?? `${request.protocol}://${request.host}`;
