import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BEARER_SECURITY } from '../shared.schema.js';
import { MSA_AUTHENTICATED_ERRORS } from './error.schema.js';
import { MSA_TAGS } from './protocol.js';
import { MEDSCRIBE_TEMPLATES } from './template-registry.js';
import { MsaTemplateList } from './templates.schema.js';
import { MSA_VERSION_HEADERS } from './version.js';

/** `GET {base}/templates` (08-templates.md §8.2): every template, the same for every client. */
export const templatesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/templates',
    {
      // Templates are what a session is asked for: the same scope as sessions.
      config: { scope: 'sessions', errorShape: 'medscribealliance' },
      schema: {
        tags: MSA_TAGS,
        operationId: 'listMedscribeTemplates',
        summary: 'The templates a MedScribeAlliance session may ask for',
        description: 'The protocol\'s `transcript`, `soap` and `medications`, and this server\'s own. `available: false`: listed, not produced yet.',
        security: BEARER_SECURITY,
        headers: MSA_VERSION_HEADERS,
        response: { 200: Type.Ref(MsaTemplateList), ...MSA_AUTHENTICATED_ERRORS },
      },
    },
    async () => ({
      templates: MEDSCRIBE_TEMPLATES.map((template) => ({
        id: template.id,
        name: template.name,
        description: template.description,
        // Every template listed is produced.
        available: true,
      })),
    }),
  );
};
