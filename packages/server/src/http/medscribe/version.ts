import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { msaError } from './error-body.js';
import { MSA_SUPPORTED_VERSIONS } from './protocol.js';

/**
 * 03-versioning.md §3.3: a request naming a version in `MSA-Version` that this service does not support is refused
 * with 400 `unsupported_version`; without the header, the current version serves it.
 */
export async function negotiateVersion(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const header = request.headers['msa-version'];
  if (header === undefined) return undefined;
  const requested = String(header).trim();
  if (MSA_SUPPORTED_VERSIONS.includes(requested)) return undefined;
  return reply.code(400).send(
    msaError('unsupported_version', `Protocol version ${requested} is not supported`, {
      requested_version: requested,
      supported_versions: MSA_SUPPORTED_VERSIONS,
    }),
  );
}

/** 03-versioning.md §3.3's request header, which `negotiateVersion` reads for every route under the base. */
export const MSA_VERSION_HEADERS = Type.Object({
  'MSA-Version': Type.Optional(Type.String({ description: 'The protocol version the client speaks: `0.1`. Absent: `0.1`.' })),
});
