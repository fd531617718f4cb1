import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../domain/languages.js';
import { DomainError } from '../../domain/errors.js';
import { MODES, TXN_ID_PATTERN, type Mode } from '../../domain/sessions.js';
import { isTemplateId, TEMPLATE_IDS, type TemplateId } from '../../domain/templates.js';
import { NOTE_TEMPLATE_ID_PATTERN } from '../../domain/note-templates.js';
import type { Config } from '../../config/config.js';
import type { LiveStreamRequest, LiveStreamService, OpenStream } from '../../services/live-stream.service.js';
import type { StreamTickets } from '../../services/stream-tickets.js';
import { principalOf } from '../plugins/authenticate.js';
import { parseKeyterms } from '../../services/transcription.service.js';
import { CLOSE, messageOf, refuseStream, StreamConnection } from './stream-connection.js';
import { LanguageCodeSchema } from './common.schema.js';
import { AUTHENTICATED_ERRORS, BEARER_SECURITY, MessageError } from '../shared.schema.js';

export interface StreamRoutesOptions {
  tickets: StreamTickets;
  live: LiveStreamService;
  limits: Pick<Config['stream'], 'idleTimeoutS' | 'maxDurationS'>;
}

const ENCODINGS = ['pcm_s16le', 'webm', 'ogg'] as const;
const NOTE_TEMPLATE_ID = new RegExp(NOTE_TEMPLATE_ID_PATTERN);

/** What a stream attached to a session produces unless it asks: the transcript and the notes, as an upload would. */
const DEFAULT_SESSION_TEMPLATES: readonly TemplateId[] = ['transcript_template', 'clinical_notes_template'];

const StreamQuery = Type.Object({
  language: Type.Optional(LanguageCodeSchema({ default: DEFAULT_LANGUAGE })),
  encoding: Type.Optional(Type.Union(ENCODINGS.map((encoding) => Type.Literal(encoding)), { default: 'pcm_s16le' })),
  // A string, as every query value arrives (the app does not coerce types): 8000 to 48000.
  sample_rate: Type.Optional(Type.String({ pattern: '^(?:[89][0-9]{3}|[1-3][0-9]{4}|4[0-7][0-9]{3}|48000)$', description: 'Of `pcm_s16le` audio, in Hz: 8000 to 48000; default 16000.' })),
  keyterms: Type.Optional(Type.String({ maxLength: 4000, description: 'Comma-separated extra terms to bias recognition towards.' })),
  ticket: Type.Optional(Type.String({ maxLength: 100, description: 'A single-use ticket from `POST /voice/v1/stream/tickets`, for browsers, instead of the `Authorization` header.' })),
  txn_id: Type.Optional(
    Type.String({
      pattern: TXN_ID_PATTERN,
      description: 'A session of yours not yet started: the audio becomes its file, and on `close` it starts, so the notes follow as with an upload.',
    }),
  ),
  templates: Type.Optional(
    Type.String({
      maxLength: 1000,
      description: `With \`txn_id\`: comma-separated templates to produce, the catalogue's or note templates (built in or your own) by id; default ${DEFAULT_SESSION_TEMPLATES.join(',')}.`,
    }),
  ),
  mode: Type.Optional(Type.Union(MODES.map((mode) => Type.Literal(mode)), { description: 'With `txn_id`: default dictation.' })),
});

const StreamTicket = Type.Object(
  {
    ticket: Type.String({ description: 'Pass as `?ticket=` on the upgrade; good for one stream.' }),
    expires_in: Type.Integer({ description: 'Seconds the ticket stays valid.' }),
  },
  { $id: 'StreamTicket' },
);

/**
 * `GET /voice/v1/stream` (issue 16): live transcription over a WebSocket. The upgrade is authenticated like every
 * API route (a refused one gets its HTTP status and no socket); then binary frames carry 16-bit PCM and text frames
 * `{"type":"finalize"}` or `{"type":"close"}`; the server sends `partial`, `final`, `closed` and `error` messages.
 */
export const streamRoutes: FastifyPluginAsyncTypebox<StreamRoutesOptions> = async (app, opts) => {
  app.addSchema(StreamTicket);
  app.post(
    '/voice/v1/stream/tickets',
    {
      config: { scope: 'transcription', errorShape: 'message' },
      schema: {
        tags: ['Streaming'],
        operationId: 'createStreamTicket',
        summary: 'A single-use ticket to open a live transcription stream from a browser',
        description: 'Browsers cannot set headers on a WebSocket upgrade: pass the ticket as `?ticket=` instead. One use, 60 s.',
        security: BEARER_SECURITY,
        response: { 201: Type.Ref(StreamTicket), ...AUTHENTICATED_ERRORS },
      },
    },
    async (request, reply) => {
      const { ticket, expiresInS } = await opts.tickets.issue(principalOf(request));
      return reply.code(201).send({ ticket, expires_in: expiresInS });
    },
  );
  app.route({
    method: 'GET',
    url: '/voice/v1/stream',
    config: { scope: 'transcription', errorShape: 'message', acceptsTicket: true },
    schema: {
      tags: ['Streaming'],
      operationId: 'streamTranscription',
      summary: 'Live transcription over a WebSocket',
      description:
        'Upgrade to a WebSocket with `Authorization: Bearer`, or from a browser with `?ticket=` from `POST /voice/v1/stream/tickets`. Send binary frames of 16-bit little-endian mono PCM ' +
        '(`encoding=pcm_s16le`, at `sample_rate`), and text frames `{"type":"finalize"}` (end the segment in progress) or ' +
        '`{"type":"close"}`. The server sends `{"type":"partial","text","start"}` while a segment grows (revised), ' +
        '`{"type":"final","segment":{"id","start","end","text","confidence"}}` once its speaker pauses (never revised), ' +
        '`{"type":"closed","transcript"}` after `close`, and `{"type":"error","code","message"}` before closing on a fault. ' +
        '`encoding=webm` or `ogg` takes what a browser\'s MediaRecorder makes (Opus), decoded as it arrives. Without an upgrade the route answers 426. ' +
        'A stream that sends no audio for `SCRIBE_STREAM_IDLE_TIMEOUT_S` (empty frames are not audio), or more than `SCRIBE_STREAM_MAX_DURATION_S` of it, ' +
        'or stays open twice that long, is closed with 1008.',
      security: BEARER_SECURITY,
      querystring: StreamQuery,
      response: {
        101: Type.Null({ description: 'Switching Protocols: the WebSocket is open.' }),
        400: Type.Ref(MessageError, { description: 'A query value it does not take (a key given twice, too many or too long keyterms …).' }),
        426: Type.Ref(MessageError, { description: 'Not a WebSocket upgrade.' }),
        422: Type.Ref(MessageError, { description: 'A language no backend serves.' }),
        429: Type.Ref(MessageError, { description: 'The client holds as many streams as one client may (`SCRIBE_STREAM_MAX_PER_CLIENT`).' }),
        503: Type.Ref(MessageError, { description: 'As many streams are open as the server takes (`SCRIBE_STREAM_MAX_CONCURRENT`); with `Retry-After`.' }),
        ...AUTHENTICATED_ERRORS,
      },
    },
    // After the query is validated, before the upgrade: a stream that cannot work is refused with an HTTP status, not a socket closed at once.
    preHandler: async (request) => {
      const caller = principalOf(request);
      // A plain GET is answered 426 whatever the slots.
      if (request.ws) opts.live.assertSlotFree(caller);
      await opts.live.assertCanOpen(caller, liveStreamRequest(request.query as StreamQueryValues));
    },
    handler: async (_request, reply) => reply.code(426).send({ message: 'Upgrade to a WebSocket to stream audio' }),
    wsHandler: (socket, request) => {
      let opened: OpenStream;
      try {
        opened = opts.live.open(principalOf(request), liveStreamRequest(request.query as StreamQueryValues));
      } catch (error) {
        // Another upgrade took the last slot since this one was checked.
        return refuseStream(socket, 'unavailable', messageOf(error), CLOSE.tryAgainLater);
      }
      new StreamConnection({ socket, log: request.log, limits: opts.limits, opened });
    },
  });
};

interface StreamQueryValues {
  language?: LanguageCode;
  encoding?: (typeof ENCODINGS)[number];
  sample_rate?: string;
  keyterms?: string;
  txn_id?: string;
  templates?: string;
  mode?: Mode;
}

/** The templates a stream's session asks for: catalogue ids, or ids a note template may have (known or not: the service tells). */
function sessionTemplates(asked: string | undefined): string[] {
  const ids = asked === undefined ? [...DEFAULT_SESSION_TEMPLATES] : asked.split(',').map((id) => id.trim());
  const malformed = ids.find((id) => !isTemplateId(id) && !NOTE_TEMPLATE_ID.test(id));
  if (malformed !== undefined) throw new DomainError('invalid_request', `unknown template ${malformed}: use ${TEMPLATE_IDS.join(', ')} or a note template's id`);
  return ids;
}

/** The stream the query asks for, with its defaults. */
function liveStreamRequest(query: StreamQueryValues): LiveStreamRequest {
  const language = query.language ?? DEFAULT_LANGUAGE;
  const keyterms = parseKeyterms(query.keyterms);
  const stream = { language, encoding: query.encoding ?? 'pcm_s16le', sampleRate: Number(query.sample_rate ?? 16000), keyterms };
  if (query.txn_id === undefined) return stream;
  return { ...stream, session: { txnId: query.txn_id, templates: sessionTemplates(query.templates), mode: query.mode ?? 'dictation' } };
}
