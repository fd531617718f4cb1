import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { SessionRecord } from '../../adapters/db/store.js';
import type { SessionsService } from '../../services/sessions.service.js';
import { principalOf } from '../plugins/authenticate.js';
import { AUTHENTICATED_ERRORS, BEARER_SECURITY, MessageError } from '../schemas/common.schema.js';
import { SessionHistory, SessionHistoryQuery, SessionSummary } from '../schemas/clinician.schema.js';

/**
 * The `extra_data` key naming the clinician who made a session (the web app sets it to the user's id). A user's history
 * shows the sessions carrying their id; this sorts, it does not guard: a user's token reads any session of its client.
 */
const CLINICIAN_KEY = 'clinician_id';
/** The newest sessions looked through for one answer. */
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

/** The caller's sessions, newest first, for the web app's history: a user's own, a client's all; optionally within dates. */
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
          `A user's token lists the sessions whose \`extra_data.${CLINICIAN_KEY}\` is the user's id (the web app sets it); a client's ` +
          `token lists all of the client's. At most the newest ${HISTORY_LIMIT} are looked through.`,
        security: BEARER_SECURITY,
        querystring: SessionHistoryQuery,
        response: { 200: Type.Ref(SessionHistory), 400: Type.Ref(MessageError, { description: 'A malformed date.' }), ...AUTHENTICATED_ERRORS },
      },
    },
    async (request) => {
      const { clientId, userId } = principalOf(request);
      const from = request.query.created_from === undefined ? -Infinity : Date.parse(request.query.created_from);
      const before = request.query.created_before === undefined ? Infinity : Date.parse(request.query.created_before);
      const sessions = (await opts.sessions.list({ clientId, limit: HISTORY_LIMIT })).filter(
        (session) =>
          (userId === undefined || session.extraData[CLINICIAN_KEY] === userId) &&
          session.createdAt.getTime() >= from &&
          session.createdAt.getTime() < before,
      );
      return { sessions: sessions.map(summary) };
    },
  );
};
