import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestBaseUrl } from '../base-url.js';
import { ENCRYPTION_REFUSED } from '../shared.schema.js';
import { discoveryDocument, type DiscoveryInput } from './discovery-document.js';
import { MsaDiscoveryDocument } from './discovery.schema.js';
import { MsaError } from './error.schema.js';
import { MSA_DISCOVERY_PATH, MSA_TAGS } from './protocol.js';

export interface DiscoveryRoutesOptions extends Omit<DiscoveryInput, 'origin' | 'languages'> {
  publicUrl: string | undefined;
  /** What serves each language, as `GET /voice/languages` reads it. */
  languages: () => DiscoveryInput['languages'];
}

/** 04-discovery.md §4.1: cacheable for an hour, as recommended. */
const CACHE_CONTROL = 'max-age=3600';

/** `GET /.well-known/medscribealliance`: public, the entry point of an EMR's integration. */
export const discoveryRoutes: FastifyPluginAsyncTypebox<DiscoveryRoutesOptions> = async (app, opts) => {
  app.get(
    MSA_DISCOVERY_PATH,
    {
      config: { errorShape: 'medscribealliance' },
      schema: {
        tags: MSA_TAGS,
        operationId: 'getMedscribeDiscovery',
        security: [],
        summary: 'The MedScribeAlliance discovery document',
        description:
          'Public. The protocol version, the base URL of the protocol\'s API, how to get a token, the audio formats, models and ' +
          'languages this server serves now. Cached for an hour (`Cache-Control: max-age=3600`).',
        response: {
          200: Type.Ref(MsaDiscoveryDocument, { headers: { 'Cache-Control': Type.String({ description: 'Always `max-age=3600`.' }) } }),
          400: ENCRYPTION_REFUSED,
          500: Type.Ref(MsaError),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return discoveryDocument({
        origin: requestBaseUrl(request, opts.publicUrl),
        languages: opts.languages(),
        beamSize: opts.beamSize,
        maxUploadBytes: opts.maxUploadBytes,
        maxSessionDurationS: opts.maxSessionDurationS,
      });
    },
  );
};
