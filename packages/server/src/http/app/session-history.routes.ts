import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { SessionRecord } from '../../adapters/db/store.js';
import { chiefComplaintOf, extraText } from '../../services/session-title.js';
import type { SessionsService } from '../../services/sessions.service.js';
import { principalOf } from '../plugins/authenticate.js';
import { DomainError } from '../../domain/errors.js';
import { AUTHENTICATED_ERRORS, BEARER_SECURITY, MessageError, TxnParams } from '../shared.schema.js';
import { SessionHistory, SessionHistoryQuery, SessionProgress, SessionSummary } from './clinician.schema.js';

/** The most sessions one answer lists: the newest of those asked for. */
const HISTORY_LIMIT = 1000;

/** The longest label or patient reference a summary repeats. */
const MAX_TEXT = 200;
const short = (text: string | null) => text?.slice(0, MAX_TEXT) ?? null;

function summary(session: SessionRecord) {
  return {
    txn_id: session.txnId,
    state: session.state,
    mode: session.request?.mode ?? null,
    languages: session.request?.languages ?? [],
    visit_label: short(extraText(session, 'visit_label')),
    patient_ref: short(extraText(session, 'patient_ref')),
    chief_complaint: chiefComplaintOf(session),
    progress: session.state === 'processing' ? session.progress : null,
    created_at: session.createdAt.toISOString(),
    finished_at: session.finishedAt?.toISOString() ?? null,
  };
}

/** The sessions the caller reaches, newest first, for the web app's history: a user's own, a client's all; optionally within dates. */
export const sessionHistoryRoutes: FastifyPluginAsyncTypebox<{ sessions: SessionsService }> = async (app, opts) => {
  app.addSchema(SessionProgress);
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

  app.get(
    '/voice/api/v2/transactions/:txn_id',
    {
      config: { scope: 'sessions', errorShape: 'message' },
      schema: {
        tags: ['Sessions'],
        operationId: 'getTransaction',
        summary: 'One of your sessions: its state, and how far its processing has gone',
        description: "The summary the history lists, of one session the caller reaches (another user's or client's answers 404): the web app's processing view polls it.",
        security: BEARER_SECURITY,
        params: TxnParams,
        response: { 200: Type.Ref(SessionSummary), 404: Type.Ref(MessageError, { description: "No such session among the caller's." }), ...AUTHENTICATED_ERRORS },
      },
    },
    async (request) => {
      const session = await opts.sessions.find(principalOf(request), request.params.txn_id);
      if (!session) throw new DomainError('not_found', 'transaction not found');
      return summary(session);
    },
  );
};
