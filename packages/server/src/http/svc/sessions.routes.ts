import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { SessionRecord } from '../../adapters/db/store.js';
import { DomainError } from '../../domain/errors.js';
import type { SessionsService } from '../../services/sessions.service.js';
import { requestBaseUrl } from '../base-url.js';
import { principalOf } from '../plugins/authenticate.js';
import { BEARER_SECURITY, MessageError, TxnParams } from '../shared.schema.js';
import {
  ActionQuery,
  CodeMsgError,
  ExtraData,
  FhirStatus,
  InitResult,
  SessionStatus,
  StatusError,
  StatusQuery,
  UploadUrl,
  UploadUrlQuery,
  codeMsgErrorResponses,
  messageErrorResponses,
  statusErrorResponses,
} from './sessions.schema.js';
import { sessionOutput } from './session-output.js';
import { InitBody, initBodyField, startFromInit } from './session-start.js';
import { STORAGE_PATH } from './storage.routes.js';

export interface SessionsRoutesOptions {
  sessions: SessionsService;
  /** SCRIBE_PUBLIC_URL, or undefined to answer with the address each request came to. */
  publicUrl: string | undefined;
}

const TAGS = ['Sessions'];
const SESSIONS = { scope: 'sessions' } as const;


/** PROTOCOL §4.6: the status code and body of a session's state. */
function renderStatus(session: SessionRecord, reply: FastifyReply, redacted: boolean) {
  const additional_data = session.request?.additionalData ?? {};
  switch (session.state) {
    case 'completed':
      return reply.code(200).send({ status: 'completed', data: { output: sessionOutput(session, redacted), additional_data } });
    case 'partial':
      return reply.code(206).send({ status: 'partial', data: { output: sessionOutput(session, redacted), additional_data } });
    case 'failed':
      return reply.code(500).send({ error: { code: 'output_not_available', msg: session.failureReason ?? 'every template failed' } });
    case 'expired':
      return reply.code(400).send({ error: { code: 'transaction_expired', msg: 'the session was never started within 24 h' } });
    default:
      return reply.code(202).send({ status: 'in-progress', data: { output: [], additional_data } });
  }
}

/** PROTOCOL §4.7: the v1 status, whose result is a FHIR document. */
function fhirStatus(session: SessionRecord) {
  const progress = { created: 'queued', queued: 'queued', processing: 'inprogress' } as const;
  const waiting = progress[session.state as keyof typeof progress];
  if (waiting) return { status: waiting, error: [], warning: [], data: { output: {} } };
  if (session.fhir && (session.state === 'completed' || session.state === 'partial')) {
    const warning = sessionOutput(session).flatMap((item) => item.errors.map(({ code, msg }) => ({ code, message: `${item.template_id}: ${msg}` })));
    return {
      status: session.state === 'completed' ? 'completed' : 'partial_completed',
      error: [],
      warning,
      data: { output: { fhir: Buffer.from(session.fhir, 'utf8').toString('base64') } },
    };
  }
  const reason = session.failureReason ?? (session.state === 'expired' ? 'the session expired before it was started' : 'no speech could be read from the audio');
  return { status: 'error', error: [{ code: 'output_not_available', message: reason }], warning: [], data: { output: {} } };
}

/** Transcription sessions (PROTOCOL §4): upload URL, init, status (v3 and v1) and delete. The storage endpoint is public (`storage.routes.ts`). */
export const sessionsRoutes: FastifyPluginAsyncTypebox<SessionsRoutesOptions> = async (app, opts) => {
  app.post(
    '/v1/file-upload',
    {
      config: { ...SESSIONS, errorShape: 'message' },
      schema: {
        tags: TAGS,
        operationId: 'getUploadUrl',
        summary: 'Get an upload URL for a session (creates it on first call)',
        description:
          'The JSON body is the session\'s `extra_data`. Call it once per file or once per session: every answer signs the same ' +
          'folder until the session starts. POST each file to `uploadData.url` with the `fields`, then start the session with ' +
          'init or by uploading the manifest `<folderPath><txn_id>.json`. Where the server keeps audio in an S3 bucket, ' +
          '`uploadData.url` is the bucket and `fields` S3\'s own presigned POST: the files go straight to the bucket, and only ' +
          'init starts the session (a manifest posted there is never seen). 409 once the session has started, and for a ' +
          '`txn_id` already in use by a session you do not reach (another user\'s; the answer does not say whose).',
        security: BEARER_SECURITY,
        querystring: UploadUrlQuery,
        body: ExtraData,
        response: {
          200: Type.Ref(UploadUrl),
          400: Type.Ref(MessageError, { description: 'Invalid txn_id or action.' }),
          409: Type.Ref(MessageError, { description: 'The session has already started, or the `txn_id` is already in use.' }),
          ...messageErrorResponses,
        },
      },
    },
    async (request) => {
      opts.sessions.checkAction(request.query.action);
      const storageUrl = `${requestBaseUrl(request, opts.publicUrl)}${STORAGE_PATH}`;
      const target = await opts.sessions.createUploadUrl(principalOf(request), request.query.txn_id, request.body ?? {}, storageUrl);
      return { uploadData: target.uploadData, folderPath: target.folderPath, txn_id: target.txnId };
    },
  );

  app.post(
    '/voice/api/v2/transaction/init/:txn_id',
    {
      config: { ...SESSIONS, errorShape: 'status-error', wireField: initBodyField },
      schema: {
        tags: TAGS,
        operationId: 'initTransaction',
        summary: 'Start processing a session',
        description:
          'Starts once. A manifest uploaded before init started the session: the first init after it answers 201 with that batch id, ' +
          'any other init 409; a manifest uploaded after init changes nothing. 400 when no audio ' +
          'was uploaded for the txn; 422 (with `details`) for invalid values, a language no backend serves, or a file that was ' +
          'not uploaded. The clinical notes, EMR and SOAP templates are extracted from the transcript in English, whatever the ' +
          'language of the conversation: a transcript in an Indian language is read into English first.',
        security: BEARER_SECURITY,
        params: TxnParams,
        querystring: ActionQuery,
        body: InitBody,
        response: {
          201: InitResult,
          400: Type.Ref(StatusError, { description: 'No audio uploaded for this transaction, or an unknown action.' }),
          409: Type.Ref(StatusError, { description: 'Transaction already initialized.' }),
          422: Type.Ref(StatusError, { description: 'Invalid values; `details` names each.' }),
          ...statusErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { txn_id } = request.params;
      opts.sessions.checkAction(request.query.action);
      const { batchId } = await opts.sessions.init(principalOf(request), txn_id, startFromInit(request.body));
      return reply.code(201).send({ status: 'success', message: 'Transaction initialized', txn_id, b_id: batchId });
    },
  );

  app.get(
    '/voice/api/v3/status/:txn_id',
    {
      config: { ...SESSIONS, errorShape: 'error-code-msg' },
      schema: {
        tags: TAGS,
        operationId: 'getTransactionStatus',
        summary: "A session's status and results",
        description:
          '202 while queued or processing (also before init), 200 when every template succeeded, 206 when some failed, 500 ' +
          '`output_not_available` when all failed, 400 `transaction_not_found` for an id this client does not have (or ' +
          '`transaction_expired`). Each item\'s `value` is base64 of a UTF-8 JSON document.',
        security: BEARER_SECURITY,
        params: TxnParams,
        querystring: StatusQuery,
        response: {
          200: Type.Ref(SessionStatus, { description: 'Completed.' }),
          202: Type.Ref(SessionStatus, { description: 'Queued or processing: `output` is empty.' }),
          206: Type.Ref(SessionStatus, { description: 'Partial: some templates failed.' }),
          400: Type.Ref(CodeMsgError, { description: '`transaction_not_found`, `transaction_expired`, or `invalid_action`.' }),
          409: Type.Ref(CodeMsgError, { description: '`not_redacted`: `redacted=true` for a session not started with `redact: true`.' }),
          500: Type.Ref(CodeMsgError, { description: '`output_not_available`: every template failed.' }),
          ...codeMsgErrorResponses,
        },
      },
    },
    async (request, reply) => {
      opts.sessions.checkAction(request.query.action);
      const session = await opts.sessions.find(principalOf(request), request.params.txn_id);
      if (!session) throw new DomainError('invalid_request', 'transaction not found', { code: 'transaction_not_found' });
      return renderStatus(session, reply, request.query.redacted === 'true');
    },
  );

  app.get(
    '/voice-record/api/status/:txn_id',
    {
      config: { ...SESSIONS, errorShape: 'message' },
      schema: {
        tags: TAGS,
        operationId: 'getTransactionStatusV1',
        summary: "A session's status, v1 (FHIR)",
        description:
          '`data.output.fhir` is base64 of a FHIR R4 document Bundle (India\'s OPConsultRecord sections) made from the session\'s ' +
          'clinical model; `status` is `completed`, or `partial_completed` when some files or templates failed (their errors are ' +
          'the `warning`s). A session whose audio gave no speech answers `error` with `output_not_available`. Also the result of ' +
          'the deprecated voice upload.',
        security: BEARER_SECURITY,
        params: TxnParams,
        response: { 200: FhirStatus, 404: Type.Ref(MessageError, { description: 'Unknown id.' }), ...messageErrorResponses },
      },
    },
    async (request) => {
      const session = await opts.sessions.find(principalOf(request), request.params.txn_id);
      if (!session) throw new DomainError('not_found', 'Not Found');
      return fhirStatus(session);
    },
  );

  app.delete(
    '/voice/api/v2/transaction/:txn_id',
    {
      config: { ...SESSIONS, errorShape: 'status-error' },
      schema: {
        tags: TAGS,
        operationId: 'deleteTransaction',
        summary: "Delete a session's audio and results",
        description: 'For patient-data requests: the audio files, results and session record go at once. 409 while it is being processed.',
        security: BEARER_SECURITY,
        params: TxnParams,
        response: {
          204: Type.Null({ description: 'Deleted.' }),
          404: Type.Ref(StatusError, { description: 'Unknown id.' }),
          409: Type.Ref(StatusError, { description: 'Queued or processing.' }),
          ...statusErrorResponses,
        },
      },
    },
    async (request, reply) => {
      await opts.sessions.delete(principalOf(request), request.params.txn_id);
      return reply.code(204).send(null);
    },
  );
};
