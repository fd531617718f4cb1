import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { WebSocket } from 'ws';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../domain/languages.js';
import { DomainError } from '../../domain/errors.js';
import type { SpeechEngine } from '../../engines/speech/speech-types.js';
import type { BackgroundLoad } from '../../lib/background-load.js';
import type { Config } from '../../config/config.js';
import { LiveTranscription, LiveTranscriptionError, type LiveMessage } from '../../services/live-transcription.js';
import { readyEngine } from '../../services/ready-engine.js';
import type { StreamTickets } from '../../services/stream-tickets.js';
import { principalOf } from '../plugins/authenticate.js';
import { parseKeyterms, type TranscriptionService } from '../../services/transcription.service.js';
import { AUTHENTICATED_ERRORS, BEARER_SECURITY, LanguageCodeSchema, MessageError } from '../schemas/common.schema.js';

export interface StreamRoutesOptions {
  tickets: StreamTickets;
  transcription: TranscriptionService;
  speech: BackgroundLoad<SpeechEngine>;
  limits: Config['stream'];
}

const ENCODINGS = ['pcm_s16le', 'webm', 'ogg'] as const;
/** What this build decodes live; the browser's Opus containers come with the web app. */
const DECODED_LIVE: ReadonlySet<string> = new Set(['pcm_s16le']);

const StreamQuery = Type.Object({
  language: Type.Optional(LanguageCodeSchema({ default: DEFAULT_LANGUAGE })),
  encoding: Type.Optional(Type.Union(ENCODINGS.map((encoding) => Type.Literal(encoding)), { default: 'pcm_s16le' })),
  // A string, as every query value arrives (the app does not coerce types): 8000 to 48000.
  sample_rate: Type.Optional(Type.String({ pattern: '^(?:[89][0-9]{3}|[1-3][0-9]{4}|4[0-7][0-9]{3}|48000)$', description: 'Of `pcm_s16le` audio, in Hz: 8000 to 48000; default 16000.' })),
  keyterms: Type.Optional(Type.String({ maxLength: 4000, description: 'Comma-separated extra terms to bias recognition towards.' })),
  ticket: Type.Optional(Type.String({ maxLength: 100, description: 'A single-use ticket from `POST /voice/v1/stream/tickets`, for browsers, instead of the `Authorization` header.' })),
});

const StreamTicket = Type.Object(
  {
    ticket: Type.String({ description: 'Pass as `?ticket=` on the upgrade; good for one stream.' }),
    expires_in: Type.Integer({ description: 'Seconds the ticket stays valid.' }),
  },
  { $id: 'StreamTicket' },
);

/** WebSocket close codes (RFC 6455 §7.4.1; 1013 is IANA's "Try Again Later"). */
const CLOSE = { normal: 1000, unsupportedData: 1003, policy: 1008, serverError: 1011, tryAgainLater: 1013 } as const;

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
      const { ticket, expiresInS } = opts.tickets.issue(principalOf(request));
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
        '`webm` and `ogg` (Opus) are not decoded live yet and are refused with 422. Without an upgrade the route answers 426.',
      security: BEARER_SECURITY,
      querystring: StreamQuery,
      response: {
        101: Type.Null({ description: 'Switching Protocols: the WebSocket is open.' }),
        426: Type.Ref(MessageError, { description: 'Not a WebSocket upgrade.' }),
        422: Type.Ref(MessageError, { description: 'A language no backend serves, or an encoding not decoded live yet.' }),
        ...AUTHENTICATED_ERRORS,
      },
    },
    // Before the upgrade, so that a stream that cannot work is refused with an HTTP status, not a socket closed at once.
    preValidation: async (request) => {
      if (open >= opts.limits.maxConcurrent) throw new DomainError('unavailable', `${open} streams are open, the most this server takes (SCRIBE_STREAM_MAX_CONCURRENT)`);
      const query = request.query as { language?: LanguageCode; encoding?: string };
      if (query.encoding !== undefined && !DECODED_LIVE.has(query.encoding)) {
        throw new DomainError('unprocessable', `encoding ${query.encoding} is not decoded live yet: send pcm_s16le`);
      }
      await opts.transcription.assertLanguageInstalled(query.language ?? DEFAULT_LANGUAGE);
    },
    handler: async (_request, reply) => reply.code(426).send({ message: 'Upgrade to a WebSocket to stream audio' }),
    wsHandler: async (socket, request) => {
      open++;
      socket.on('close', () => open--);
      const query = request.query as { language?: LanguageCode; sample_rate?: string; keyterms?: string };
      // Messages after the socket began to close (a final that finished late) have no one to go to.
      const send = (message: LiveMessage | ErrorMessage) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message));
      const fail = (code: string, message: string, closeCode: number) => {
        send({ type: 'error', code, message });
        socket.close(closeCode);
      };
      const live = new LiveTranscription({
        speech: await readyEngine(opts.speech),
        language: query.language ?? DEFAULT_LANGUAGE,
        sampleRate: Number(query.sample_rate ?? 16000),
        keyterms: parseKeyterms(query.keyterms),
        send,
        fail: (error) => {
          if (error instanceof LiveTranscriptionError) return fail(error.code, error.message, CLOSE.tryAgainLater);
          request.log.error({ err: error }, 'live transcription failed');
          fail('recognition_failed', error instanceof Error ? error.message : 'recognition failed', CLOSE.serverError);
        },
      });
      const idle = new IdleTimer(opts.limits.idleTimeoutS * 1000, () => fail('idle_timeout', `nothing received for ${opts.limits.idleTimeoutS} s`, CLOSE.policy));
      socket.on('close', () => idle.stop());
      let ending = false;
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        idle.restart();
        if (!isBinary) return void control(socket, live, data.toString('utf8'), fail);
        if (ending) return;
        live.push(data);
        if (live.durationS > opts.limits.maxDurationS) {
          ending = true;
          // The finals of what was said are sent before the stream ends.
          void live.finalize().then(() => fail('max_duration', `a stream lasts at most ${opts.limits.maxDurationS} s of audio`, CLOSE.policy));
        }
      });
    },
  });
};

/** Calls `onIdle` once `ms` pass without a restart. */
class IdleTimer {
  private timer: NodeJS.Timeout;

  constructor(
    private readonly ms: number,
    private readonly onIdle: () => void,
  ) {
    this.timer = setTimeout(onIdle, ms);
  }

  restart(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(this.onIdle, this.ms);
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}

async function control(socket: WebSocket, live: LiveTranscription, text: string, fail: (code: string, message: string, closeCode: number) => void): Promise<void> {
  const type = messageType(text);
  if (type === 'finalize') return live.finalize();
  if (type === 'close') {
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
