import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { msaErrorBody } from './error-body.js';
import { MSA_SUPPORTED_VERSIONS } from './protocol.js';

/**
 * 03-versioning.md §3.3: a request naming a version in `MSA-Version` that this service does not support is refused
 * with 400 `unsupported_version`; without the header, the current version serves it. Answered here, not thrown: the
 * hook runs for unknown paths too, which have no route to give the error handler the protocol's shape.
 */
export async function negotiateVersion(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const header = request.headers['msa-version'];
  if (header === undefined) return undefined;
  const requested = String(header).trim();
  if (MSA_SUPPORTED_VERSIONS.includes(requested)) return undefined;
  return reply.code(400).send(
    msaErrorBody({
      status: 400,
      message: `Protocol version ${requested} is not supported`,
      code: 'unsupported_version',
      details: { requested_version: requested, supported_versions: MSA_SUPPORTED_VERSIONS },
    }),
  );
}

/** 03-versioning.md §3.3's request header, which `negotiateVersion` reads for every route under the base. */
export const MSA_VERSION_HEADERS = Type.Object({
  'MSA-Version': Type.Optional(Type.String({ description: 'The protocol version the client speaks: `0.1`. Absent: `0.1`.' })),
});
