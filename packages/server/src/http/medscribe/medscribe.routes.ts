import fp from 'fastify-plugin';
import type { AuthService } from '../../services/auth.service.js';
import type { NoteTemplatesService } from '../../services/note-templates.service.js';
import type { SessionsService } from '../../services/sessions.service.js';
import type { WebhooksService } from '../../services/webhooks.service.js';
import { authenticatePlugin } from '../plugins/authenticate.js';
import { discoveryRoutes, type DiscoveryRoutesOptions } from './discovery.routes.js';
import { MsaDiscoveryDocument } from './discovery.schema.js';
import { msaErrorBody } from './error-body.js';
import { MsaError } from './error.schema.js';
import { MSA_BASE_PATH } from './protocol.js';
import { sessionsRoutes } from './sessions.routes.js';
import { MSA_SESSION_SCHEMAS } from './sessions.schema.js';
import { templatesRoutes } from './templates.routes.js';
import { MSA_TEMPLATE_SCHEMAS } from './templates.schema.js';
import { negotiateVersion } from './version.js';
import { webhooksRoutes } from './webhooks.routes.js';
import { MSA_WEBHOOK_SCHEMAS } from './webhooks.schema.js';

export interface MedscribeAllianceOptions extends DiscoveryRoutesOptions {
  auth: AuthService;
  sessions: SessionsService;
  webhooks: WebhooksService;
  /** The built-in note templates and each client's own. */
  noteTemplates: NoteTemplatesService;
  /** The largest audio file of a session. */
  maxAudioBytes: number;
  now: () => Date;
}

/**
 * The MedScribeAlliance v0.1 front-end: the public discovery document, and the protocol's API under `MSA_BASE_PATH`,
 * where every answer, an unknown path's included, is in the protocol's error shape and the svc API is untouched.
 * Not encapsulated, so that its named schemas are the root's and appear in `/openapi.json`.
 */
export const medscribeAlliancePlugin = fp<MedscribeAllianceOptions>(
  async (app, { auth, sessions, webhooks, noteTemplates, maxAudioBytes, now, ...discovery }) => {
    for (const schema of [MsaDiscoveryDocument, ...MSA_TEMPLATE_SCHEMAS, MsaError, ...MSA_SESSION_SCHEMAS, ...MSA_WEBHOOK_SCHEMAS]) app.addSchema(schema);
    await app.register(discoveryRoutes, discovery);
    await app.register(
      async (base) => {
        // An unknown path is 404 with or without a token: the authentication hook is in the routes' own context below.
        base.setNotFoundHandler((_request, reply) => reply.code(404).send(msaErrorBody({ status: 404, message: 'Not Found' })));
        base.addHook('onRequest', negotiateVersion);
        await base.register(async (api) => {
          await api.register(authenticatePlugin, { auth });
          await api.register(templatesRoutes, { noteTemplates });
          await api.register(sessionsRoutes, {
            sessions,
            noteTemplates,
            publicUrl: discovery.publicUrl,
            languages: discovery.languages,
            maxSessionDurationS: discovery.maxSessionDurationS,
            maxAudioBytes,
            now,
          });
          await api.register(webhooksRoutes, { webhooks });
        });
      },
      { prefix: MSA_BASE_PATH },
    );
  },
  { name: 'medscribealliance' },
);
