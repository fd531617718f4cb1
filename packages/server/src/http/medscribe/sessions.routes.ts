import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { SessionRecord } from '../../adapters/db/store.js';
import type { LanguageBackend } from '../../engines/speech/backend-registry.js';
import type { NoteTemplate } from '../../domain/note-templates.js';
import type { NoteTemplatesService } from '../../services/note-templates.service.js';
import type { SessionsService } from '../../services/sessions.service.js';
import { requestBaseUrl } from '../base-url.js';
import { fileUpload, limitedFileStream } from '../multipart-upload.js';
import { principalOf } from '../plugins/authenticate.js';
import { requestChunks } from '../request-chunks.js';
import { HttpError } from '../http-error.js';
import { BEARER_SECURITY, RedactedQuery } from '../shared.schema.js';
import { transcriptionOrder, uploadedFileName } from './audio-files.js';
import { dispositionFilename } from './content-disposition.js';
import { MSA_AUTHENTICATED_ERRORS, MsaError } from './error.schema.js';
import { MSA_BASE_PATH, MSA_TAGS } from './protocol.js';
import { createSettings } from './session-create.js';
import { settingsAsProtocolSettings, settingsOf, type MsaSessionSettings } from './session-settings.js';
import { hasExpired, sessionView } from './session-view.js';
import { startField } from './start-fields.js';
import {
  MsaAudioReceived,
  MsaCreateSessionRequest,
  MsaCreatedSession,
  MsaEndSessionRequest,
  MsaEndedSession,
  MsaSessionExpired,
  MsaSessionFinished,
  MsaSessionInProgress,
  MsaSessionPartial,
  SessionParams,
} from './sessions.schema.js';
import { sessionTemplates } from './template-plan.js';
import { requireAvailableTemplates } from './template-registry.js';
import { MSA_VERSION_HEADERS } from './version.js';

export interface SessionsRoutesOptions {
  sessions: SessionsService;
  /** The note templates a session may ask for: the built-in ones and the client's own. */
  noteTemplates: NoteTemplatesService;
  /** SCRIBE_PUBLIC_URL, or undefined to answer with the address each request came to. */
  publicUrl: string | undefined;
  /** What serves each language now. */
  languages: () => readonly LanguageBackend[];
  /** A session not ended within this time expires (the svc sessions' time to start). */
  maxSessionDurationS: number;
  /** The largest audio file of a session. */
  maxAudioBytes: number;
  now: () => Date;
}

/** Sessions are what the `sessions` scope grants, on both protocols. */
const CONFIG = { scope: 'sessions', errorShape: 'medscribealliance' } as const;
const errorOf = (description: string) => Type.Ref(MsaError, { description });
const NOT_FOUND = errorOf('`session_not_found`: no session of yours has this id.');
const GONE = errorOf('`session_expired`: the session was not ended in time.');

/** `ses_` and 24 hex digits: within the schema's 16 to 32 characters, and a valid svc transaction id. */
const newSessionId = () => `ses_${randomBytes(12).toString('hex')}`;

/** Sessions whose recognition is over: only they have a result to render templates from. */
const FINISHED: ReadonlySet<string> = new Set(['completed', 'partial']);

const SessionQuery = Type.Object({
  templates: Type.Optional(Type.String({ maxLength: 500, description: 'Comma-separated template ids to answer a finished session with (an extension).' })),
  redacted: RedactedQuery,
});

const sessionNotFound = (id: string) => new HttpError(404, `Session '${id}' does not exist`, { code: 'session_not_found', details: { session_id: id } });
const invalidRequest = (message: string) => new HttpError(400, message, { code: 'invalid_request' });

/** The 06-sessions.md §6 session flow over the svc sessions: create, audio, end, status. */
export const sessionsRoutes: FastifyPluginAsyncTypebox<SessionsRoutesOptions> = async (app, opts) => {
  const expiresAt = (session: SessionRecord) => new Date(session.createdAt.getTime() + opts.maxSessionDurationS * 1000);

  /** The caller's protocol session of this id; one it does not reach (see `SessionVisibility`), or an svc session, is not found. */
  async function protocolSession(request: FastifyRequest, id: string): Promise<{ session: SessionRecord; settings: MsaSessionSettings } | undefined> {
    const session = await opts.sessions.find(principalOf(request), id);
    const settings = session && settingsOf(session);
    return session && settings ? { session, settings } : undefined;
  }

  const expired = (session: SessionRecord) =>
    new HttpError(410, `Session '${session.txnId}' has expired`, {
      code: 'session_expired',
      details: { session_id: session.txnId, expired_at: expiresAt(session).toISOString() },
    });
  const fileNames = async (session: SessionRecord) => (await opts.sessions.files(session)).map((file) => file.name);

  /**
   * The note templates among `ids`: in the version the session used, for those it was started with; else the client's
   * (or the built-in) one as it is now, to render a finished session with afterwards.
   */
  async function noteTemplatesOf(session: SessionRecord, ids: readonly string[]): Promise<Map<string, NoteTemplate>> {
    const used = new Map((session.request?.noteTemplates ?? []).map((template) => [template.id, template]));
    const current = await opts.noteTemplates.resolve(session.clientId, ids.filter((id) => !used.has(id)));
    return new Map([...current, ...[...used].filter(([id]) => ids.includes(id))]);
  }

  app.post(
    '/sessions',
    {
      config: CONFIG,
      schema: {
        tags: MSA_TAGS,
        operationId: 'createMedscribeSession',
        summary: 'Create a MedScribeAlliance session',
        description:
          'The session to send audio to (`upload_url`), then end. Expires unless ended within the discovery document\'s ' +
          '`max_session_duration_seconds`.',
        security: BEARER_SECURITY,
        headers: MSA_VERSION_HEADERS,
        body: Type.Ref(MsaCreateSessionRequest),
        response: {
          201: Type.Ref(MsaCreatedSession),
          ...MSA_AUTHENTICATED_ERRORS,
          400: errorOf('`template_not_found`, `invalid_request` (an invalid body, `upload_type: stream`, a transport other than http), `unsupported_version`.'),
          422: errorOf('`language_unsupported`: no backend serves the language hinted, or a transcript language other than it.'),
        },
      },
    },
    async (request, reply) => {
      const served = opts.languages().flatMap((language) => (language.backend === null ? [] : [language.code]));
      const noteTemplates = await opts.noteTemplates.resolve(principalOf(request).clientId, request.body.templates);
      const settings = createSettings(request.body, served, [...noteTemplates.keys()]);
      const session = await opts.sessions.open(principalOf(request), newSessionId(), settingsAsProtocolSettings(settings));
      return reply.code(201).send({
        session_id: session.txnId,
        status: 'created' as const,
        created_at: session.createdAt.toISOString(),
        expires_at: expiresAt(session).toISOString(),
        upload_url: `${requestBaseUrl(request, opts.publicUrl)}${MSA_BASE_PATH}/sessions/${session.txnId}/audio`,
        templates: settings.templates,
        model: settings.model,
        upload_type: settings.uploadType,
        additional_data: settings.additionalData,
      });
    },
  );

  await app.register(async (context) => {
    // 07-audio-ingestion.md §7.2: a multipart `file`, or the raw bytes whatever their Content-Type, streamed to storage.
    context.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    context.withTypeProvider<TypeBoxTypeProvider>().post(
      '/sessions/:session_id/audio',
      {
        config: { ...CONFIG, streamedBodies: { multipart: Type.Object({ file: Type.String({ format: 'binary' }) }), raw: Type.String({ format: 'binary' }) } },
        schema: {
          tags: MSA_TAGS,
          operationId: 'uploadMedscribeAudio',
          summary: 'Send an audio file of a session (its `upload_url`)',
          description:
            'A multipart part `file`, or the raw bytes with `Content-Disposition: attachment; filename="audio_0.webm"`. A chunked ' +
            'session\'s files are named `{base_name}_{sequence_number}.{extension}` (`audio_0.webm`, `audio_1.webm` …) and are ' +
            'transcribed in that order whatever order they arrive in; the same name again replaces the file. A single-upload ' +
            'session takes one file of any name. A file is kept under its name\'s last path segment without control characters ' +
            '(a single upload\'s cut to 255 bytes of UTF-8; a longer chunk name is refused), which the answer\'s `file` gives.',
          security: BEARER_SECURITY,
          headers: MSA_VERSION_HEADERS,
          params: SessionParams,
          response: {
            200: Type.Ref(MsaAudioReceived),
            ...MSA_AUTHENTICATED_ERRORS,
            400: errorOf(
              '`invalid_request`: no file or file name, a chunk name without its sequence number, with one taken or longer than 255 ' +
                'bytes (UTF-8), a second file of a single upload, an empty file, a session already ended.',
            ),
            404: NOT_FOUND,
            410: GONE,
            413: errorOf('The file is larger than a session file may be.'),
          },
        },
      },
      async (request, reply) => {
        const id = request.params.session_id;
        const found = await protocolSession(request, id);
        if (!found) throw sessionNotFound(id);
        const { session, settings } = found;
        if (hasExpired({ session, expiresAt: expiresAt(session), now: opts.now() })) throw expired(session);
        if (session.state !== 'created') throw invalidRequest('The session has ended: it takes no more audio');
        const file = await audioFile(request, opts.maxAudioBytes);
        if (file === undefined) throw invalidRequest('Send the audio as a multipart part "file", or with Content-Disposition naming its file');
        const accepted = uploadedFileName(settings.uploadType, await fileNames(session), file.filename);
        // The body left unread is drained by the app (unread-body.ts), so the connection can carry the next request.
        if ('refusal' in accepted) throw invalidRequest(accepted.refusal);
        await opts.sessions.addAudio(principalOf(request), session.txnId, { ...file, filename: accepted.name });
        const files = await fileNames(session);
        return { session_id: session.txnId, file: accepted.name, audio_files_received: files.length, audio_files: files };
      },
    );
  });

  app.post(
    '/sessions/:session_id/end',
    {
      config: { ...CONFIG, wireField: startField },
      schema: {
        tags: MSA_TAGS,
        operationId: 'endMedscribeSession',
        summary: 'End a session: its processing starts',
        description:
          'No more audio is taken. A count in `audio_files_sent` other than the files received does not refuse the end ' +
          '(06-sessions.md §6.4): what came is processed, and the session ends `partial` with an `audio_files_missing` ' +
          'processing error.',
        security: BEARER_SECURITY,
        headers: MSA_VERSION_HEADERS,
        params: SessionParams,
        body: Type.Ref(MsaEndSessionRequest),
        response: {
          202: Type.Ref(MsaEndedSession),
          ...MSA_AUTHENTICATED_ERRORS,
          400: errorOf('`invalid_request`: an invalid body, no audio received, or a session ended already.'),
          404: NOT_FOUND,
          410: GONE,
        },
      },
    },
    async (request, reply) => {
      const id = request.params.session_id;
      const found = await protocolSession(request, id);
      if (!found) throw sessionNotFound(id);
      const { session, settings } = found;
      if (hasExpired({ session, expiresAt: expiresAt(session), now: opts.now() })) throw expired(session);
      if (session.state !== 'created') throw invalidRequest('The session has been ended already');
      const files = await fileNames(session);
      if (files.length === 0) throw invalidRequest('No audio has been received for this session');
      await opts.sessions.startWith(principalOf(request), session.txnId, {
        source: 'medscribealliance',
        // An EMR's session is a visit: two voices, the doctor's and the patient's.
        mode: 'consultation',
        modelType: settings.model,
        languages: [settings.language],
        templates: sessionTemplates(settings.templates),
        files: transcriptionOrder(files),
        filesSent: request.body.audio_files_sent,
        // 06-sessions.md §6.6: `additional_data` is never read in processing.
        additionalData: {},
        redact: settings.redact === true,
      });
      return reply.code(202).send({
        session_id: session.txnId,
        status: 'processing' as const,
        message: 'Session ended. Processing started.',
        audio_files_received: files.length,
        audio_files: files,
      });
    },
  );

  app.get(
    '/sessions/:session_id',
    {
      config: CONFIG,
      schema: {
        tags: MSA_TAGS,
        operationId: 'getMedscribeSession',
        summary: 'A session\'s state, and its results once processed',
        description:
          '202 while it takes audio or is processed, 200 completed (or failed), 206 partial, 410 expired. An extension: ' +
          '`?templates=fhir,clinical_notes_template` answers a finished session with these templates instead of those it ' +
          'was created with, rendered from what was recognised, without recognising the audio again.',
        security: BEARER_SECURITY,
        headers: MSA_VERSION_HEADERS,
        params: SessionParams,
        querystring: SessionQuery,
        response: {
          200: Type.Ref(MsaSessionFinished),
          202: Type.Ref(MsaSessionInProgress),
          206: Type.Ref(MsaSessionPartial),
          410: Type.Ref(MsaSessionExpired),
          ...MSA_AUTHENTICATED_ERRORS,
          400: errorOf('`template_not_found`: a template of `?templates=` that is not listed or not produced; `unsupported_version`.'),
          404: NOT_FOUND,
          409: errorOf('`not_redacted`: `?redacted=true` for a session not created with `redact: true`.'),
        },
      },
    },
    async (request, reply) => {
      const id = request.params.session_id;
      const found = await protocolSession(request, id);
      if (!found) throw sessionNotFound(id);
      const { session, settings } = found;
      const asked = request.query.templates?.split(',').map((templateId) => templateId.trim());
      const noteTemplates = await noteTemplatesOf(session, [...(asked ?? []), ...settings.templates]);
      if (asked) requireAvailableTemplates(asked, [...noteTemplates.keys()]);
      // Rendered from the session's stored result (`session-view.ts`): nothing is recognised or extracted again.
      const templates = asked && FINISHED.has(session.state) ? asked : settings.templates;
      const view = sessionView({
        session,
        settings: { ...settings, templates },
        noteTemplates,
        files: await fileNames(session),
        expiresAt: expiresAt(session),
        now: opts.now(),
        redacted: request.query.redacted === 'true',
      });
      return reply.code(view.statusCode).send(view.body as never);
    },
  );
};

/** The upload's file: a multipart part `file`, or the raw body named by its `Content-Disposition`. */
async function audioFile(request: FastifyRequest, maxBytes: number): Promise<{ filename: string; contentType: string; content: Readable } | undefined> {
  if (request.isMultipart()) {
    const part = await fileUpload(request, { maxFileBytes: maxBytes, maxFields: 5 });
    return { filename: part.filename, contentType: part.mimetype, content: limitedFileStream(part) };
  }
  const filename = dispositionFilename(request.headers['content-disposition']);
  if (filename === undefined || filename.length === 0) return undefined;
  const body = request.body instanceof Readable ? Readable.from(requestChunks(request.body)) : Readable.from([]);
  return { filename, contentType: request.headers['content-type'] ?? 'application/octet-stream', content: body };
}
