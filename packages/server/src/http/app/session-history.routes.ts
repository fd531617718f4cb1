import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { SessionRecord } from '../../adapters/db/store.js';
import type { SessionsService } from '../../services/sessions.service.js';
import { principalOf } from '../plugins/authenticate.js';
import { AUTHENTICATED_ERRORS, BEARER_SECURITY, MessageError } from '../shared.schema.js';
import { SessionHistory, SessionHistoryQuery, SessionSummary } from './clinician.schema.js';

/** The most sessions one answer lists: the newest of those asked for. */
const HISTORY_LIMIT = 1000;

function summary(session: SessionRecord) {
  return {
    txn_id: session.txnId,
    state: session.state,
    mode: session.request?.mode ?? null,
    languages: session.request?.languages ?? [],
    created_at: session.createdAt.toISOString(),
    finished_at: session.finishedAt?.toISOString() ?? null,
  };
}

/** The sessions the caller reaches, newest first, for the web app's history: a user's own, a client's all; optionally within dates. */
export const sessionHistoryRoutes: FastifyPluginAsyncTypebox<{ sessions: SessionsService }> = async (app, opts) => {
  app.addSchema(SessionSummary);
  app.addSchema(SessionHistory);
  app.get(
    '/voice/api/v2/transactions',
    {
      config: { scope: 'sessions', errorShape: 'message' },
      schema: {
        tags: ['Sessions'],
        operationId: 'listTransactions',
        summary: 'Your sessions, newest first',
        description:
          "A user's token lists the sessions the user's own token made (all of the client's where the server shares sessions " +
          "within a client: SCRIBE_SESSIONS_SHARED_WITHIN_CLIENT); a client's token lists all of the client's. " +
          `At most the newest ${HISTORY_LIMIT} of them.`,
        security: BEARER_SECURITY,
        querystring: SessionHistoryQuery,
        response: { 200: Type.Ref(SessionHistory), 400: Type.Ref(MessageError, { description: 'A malformed date.' }), ...AUTHENTICATED_ERRORS },
      },
    },
    async (request) => {
      const { created_from: from, created_before: before } = request.query;
      const sessions = await opts.sessions.list(principalOf(request), {
        createdFrom: from === undefined ? undefined : new Date(from),
        createdBefore: before === undefined ? undefined : new Date(before),
        limit: HISTORY_LIMIT,
      });
      return { sessions: sessions.map(summary) };
    },
  );
};
