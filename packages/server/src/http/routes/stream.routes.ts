import type { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { WebSocket } from 'ws';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../domain/languages.js';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import { DomainError } from '../../domain/errors.js';
import { MODES, TEMPLATE_IDS, TXN_ID_PATTERN, type Mode, type TemplateId } from '../../domain/sessions.js';
import type { LanguageBackend } from '../../engines/speech/backend-registry.js';
import type { SpeechEngine } from '../../engines/speech/speech-types.js';
import type { BackgroundLoad } from '../../lib/background-load.js';
import type { Config } from '../../config/config.js';
import { LiveTranscription, LiveTranscriptionError, type LiveMessage } from '../../services/live-transcription.js';
import { readyEngine } from '../../services/ready-engine.js';
import type { StreamTickets } from '../../services/stream-tickets.js';
import { principalOf } from '../plugins/authenticate.js';
import { parseKeyterms, type TranscriptionService } from '../../services/transcription.service.js';
import type { SessionsService } from '../../services/sessions.service.js';
import type { SessionCaller } from '../../services/session-visibility.js';
import { StreamRecording } from '../../services/stream-recording.js';
import { LiveAudioInput } from '../../services/live-audio-input.js';
import { AUTHENTICATED_ERRORS, BEARER_SECURITY, LanguageCodeSchema, MessageError } from '../schemas/common.schema.js';

export interface StreamRoutesOptions {
  tickets: StreamTickets;
  transcription: TranscriptionService;
  sessions: SessionsService;
  blobs: BlobStore;
  /** The largest recording a stream attached to a session keeps (a session file's limit). */
  maxRecordingBytes: number;
  /** What serves each language now: a remote backend's streams get finals only. */
  languages: () => readonly LanguageBackend[];
  speech: BackgroundLoad<SpeechEngine>;
  limits: Config['stream'];
}

const ENCODINGS = ['pcm_s16le', 'webm', 'ogg'] as const;

/** What a stream attached to a session produces unless it asks: the transcript and the notes, as an upload would. */
const DEFAULT_SESSION_TEMPLATES: readonly TemplateId[] = ['transcript_template', 'clinical_notes_template'];
/** The session's file the stream becomes. */
const RECORDING_FILE = 'live-stream.wav';

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
  templates: Type.Optional(Type.String({ maxLength: 200, description: `With \`txn_id\`: comma-separated templates to produce; default ${DEFAULT_SESSION_TEMPLATES.join(',')}.` })),
  mode: Type.Optional(Type.Union(MODES.map((mode) => Type.Literal(mode)), { description: 'With `txn_id`: default dictation.' })),
});

const StreamTicket = Type.Object(
  {
    ticket: Type.String({ description: 'Pass as `?ticket=` on the upgrade; good for one stream.' }),
    expires_in: Type.Integer({ description: 'Seconds the ticket stays valid.' }),
  },
  { $id: 'StreamTicket' },
);

/** WebSocket close codes (RFC 6455 §7.4.1; 1013 is IANA's "Try Again Later"). */
const CLOSE = { normal: 1000, unsupportedData: 1003, invalidData: 1007, policy: 1008, serverError: 1011, tryAgainLater: 1013 } as const;

type ErrorMessage = { type: 'error'; code: string; message: string };

/**
 * `GET /voice/v1/stream` (issue 16): live transcription over a WebSocket. The upgrade is authenticated like every
 * API route (a refused one gets its HTTP status and no socket); then binary frames carry 16-bit PCM and text frames
 * `{"type":"finalize"}` or `{"type":"close"}`; the server sends `partial`, `final`, `closed` and `error` messages.
 */
export const streamRoutes: FastifyPluginAsyncTypebox<StreamRoutesOptions> = async (app, opts) => {
  app.addSchema(StreamTicket);
  let open = 0;
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
        '`encoding=webm` or `ogg` takes what a browser\'s MediaRecorder makes (Opus), decoded as it arrives. Without an upgrade the route answers 426.',
      security: BEARER_SECURITY,
      querystring: StreamQuery,
      response: {
        101: Type.Null({ description: 'Switching Protocols: the WebSocket is open.' }),
        426: Type.Ref(MessageError, { description: 'Not a WebSocket upgrade.' }),
        422: Type.Ref(MessageError, { description: 'A language no backend serves.' }),
        ...AUTHENTICATED_ERRORS,
      },
    },
    // Before the upgrade, so that a stream that cannot work is refused with an HTTP status, not a socket closed at once.
    preValidation: async (request) => {
      if (open >= opts.limits.maxConcurrent) throw new DomainError('unavailable', `${open} streams are open, the most this server takes (SCRIBE_STREAM_MAX_CONCURRENT)`);
      const query = request.query as StreamQueryValues;
      await opts.transcription.assertLanguageInstalled(query.language ?? DEFAULT_LANGUAGE);
      if (query.txn_id !== undefined) await attachableSession(opts.sessions, principalOf(request), query.txn_id, query.templates);
    },
    handler: async (_request, reply) => reply.code(426).send({ message: 'Upgrade to a WebSocket to stream audio' }),
    wsHandler: (socket, request) => {
      open++;
      socket.on('close', () => open--);
      const query = request.query as StreamQueryValues;
      const recording = query.txn_id === undefined ? undefined : new StreamRecording(opts.blobs, opts.maxRecordingBytes);
      // A stream that ends without `close` leaves the session as it was.
      socket.on('close', () => void recording?.discard());
      // Messages after the socket began to close (a final that finished late) have no one to go to.
      const send = (message: LiveMessage | ErrorMessage) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message));
      const fail = (code: string, message: string, closeCode: number) => {
        send({ type: 'error', code, message });
        socket.close(closeCode);
      };
      // The handlers go on at once, before anything is awaited: frames that arrive while the stream is set up wait for it.
      const setup = (async () => {
        const live = new LiveTranscription({
          speech: await readyEngine(opts.speech),
          language: query.language ?? DEFAULT_LANGUAGE,
          sampleRate: Number(query.sample_rate ?? 16000),
          keyterms: parseKeyterms(query.keyterms),
          // A remote backend recognises each final once; partials would send it the same audio again and again.
          partials: opts.languages().find((served) => served.code === (query.language ?? DEFAULT_LANGUAGE))?.backend === 'local',
          ...(recording && { record: (pcm: Float32Array) => recording.write(pcm) }),
          send,
          fail: (error) => {
            if (error instanceof LiveTranscriptionError) return fail(error.code, error.message, CLOSE.tryAgainLater);
            request.log.error({ err: error }, 'live transcription failed');
            fail('recognition_failed', error instanceof Error ? error.message : 'recognition failed', CLOSE.serverError);
          },
        });
        const input = await LiveAudioInput.open(query.encoding ?? 'pcm_s16le', live, (error) =>
          fail('audio_undecodable', error instanceof Error ? error.message : String(error), CLOSE.invalidData),
        );
        socket.on('close', () => input.close());
        return { live, input };
      })();
      setup.catch((error: unknown) => fail('unavailable', error instanceof Error ? error.message : String(error), CLOSE.serverError));
      // Restarted by every frame (Timeout.refresh).
      const idle = setTimeout(() => fail('idle_timeout', `nothing received for ${opts.limits.idleTimeoutS} s`, CLOSE.policy), opts.limits.idleTimeoutS * 1000);
      socket.on('close', () => clearTimeout(idle));
      let ending = false;
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        idle.refresh();
        void setup.then(({ live, input }) => onMessage(live, input, data, isBinary), () => undefined);
      });
      const onMessage = (live: LiveTranscription, input: LiveAudioInput, data: Buffer, isBinary: boolean) => {
        const attach = recording && {
          recording,
          start: (content: Readable) => startSession(opts.sessions, principalOf(request), query, content),
        };
        if (!isBinary) return void control(socket, live, data.toString('utf8'), fail, () => input.drained(), attach);
        if (ending) return;
        input.write(data);
        if (live.durationS > opts.limits.maxDurationS) {
          ending = true;
          // The finals of what was said are sent before the stream ends.
          void live.finalize().then(() => fail('max_duration', `a stream lasts at most ${opts.limits.maxDurationS} s of audio`, CLOSE.policy));
        }
      };
    },
  });
};

type Fail = (code: string, message: string, closeCode: number) => void;

async function control(
  socket: WebSocket,
  live: LiveTranscription,
  text: string,
  fail: Fail,
  drained: () => Promise<void>,
  attach?: { recording: StreamRecording; start(content: Readable): Promise<void> },
): Promise<void> {
  const type = messageType(text);
  if (type === 'finalize' || type === 'close') await drained();
  if (type === 'finalize') return live.finalize();
  if (type === 'close') {
    if (attach) {
      await live.finalize();
      try {
        await attach.start(await attach.recording.wav());
      } catch (error) {
        return fail('session_not_started', error instanceof Error ? error.message : String(error), CLOSE.serverError);
      }
    }
    await live.close();
    return socket.close(CLOSE.normal);
  }
  fail('invalid_message', 'text frames are {"type":"finalize"} or {"type":"close"}', CLOSE.unsupportedData);
}

function messageType(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && 'type' in parsed && typeof parsed.type === 'string' ? parsed.type : undefined;
  } catch {
    return undefined;
  }
}

interface StreamQueryValues {
  language?: LanguageCode;
  encoding?: (typeof ENCODINGS)[number];
  sample_rate?: string;
  keyterms?: string;
  txn_id?: string;
  templates?: string;
  mode?: Mode;
}

function sessionTemplates(asked: string | undefined): TemplateId[] {
  const ids = asked === undefined ? [...DEFAULT_SESSION_TEMPLATES] : asked.split(',').map((id) => id.trim());
  const unknown = ids.find((id) => !(TEMPLATE_IDS as readonly string[]).includes(id));
  if (unknown !== undefined) throw new DomainError('invalid_request', `unknown template ${unknown}: use ${TEMPLATE_IDS.join(', ')}`);
  return ids as TemplateId[];
}

/** A stream may attach to a session of the caller's while it has not started; else the upgrade is refused. */
async function attachableSession(sessions: SessionsService, caller: SessionCaller, txnId: string, templates: string | undefined): Promise<void> {
  sessionTemplates(templates);
  const session = await sessions.find(caller, txnId);
  if (!session) throw new DomainError('not_found', `no session ${txnId}`);
  if (session.state !== 'created') throw new DomainError('conflict', `session ${txnId} has started already`);
}

/** The stream's recording becomes the session's file, and the session starts with it. */
async function startSession(sessions: SessionsService, caller: SessionCaller, query: StreamQueryValues, content: Readable): Promise<void> {
  const txnId = query.txn_id!;
  await sessions.addAudio(caller, txnId, { filename: RECORDING_FILE, contentType: 'audio/wav', content });
  const templates = sessionTemplates(query.templates).map((templateId) => ({ templateId, codificationNeeded: false }));
  await sessions.startWith(caller, txnId, { source: 'stream', mode: query.mode ?? 'dictation', languages: [query.language ?? DEFAULT_LANGUAGE], templates, files: [RECORDING_FILE] });
}
