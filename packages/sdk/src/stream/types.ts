import type { Schemas } from '../http/wire.js';
import type { Mode, TemplateId } from '../sessions/types.js';

export interface StreamOptions {
  /** One of the server's language codes; default `en-IN`. */
  language?: string;
  /**
   * What the chunks are: `pcm_s16le` (default; 16-bit little-endian mono at `sampleRate`), or what a browser's
   * MediaRecorder makes, `webm` or `ogg` (Opus), its chunks sent as they come.
   */
  encoding?: 'pcm_s16le' | 'webm' | 'ogg';
  /** Of the PCM sent, in Hz (8000 to 48000); default 16000. */
  sampleRate?: number;
  /** Extra terms to bias recognition towards (drug or patient-specific names). */
  keyterms?: readonly string[];
  /** The WebSocket class; default the runtime's own (browsers, Node.js 22). In Node.js 20: `(await import('ws')).WebSocket`. */
  WebSocket?: new (url: string) => WebSocketLike;
  /**
   * A session of yours not yet started (`client.sessions.create`): the audio becomes its file, and when the audio ends
   * the session starts, so its notes follow as with an upload. `templates`: the catalogue's (`TemplateId`) or note
   * templates, built in or your clinic's, by id (`client.medscribe.templates()` lists them).
   */
  session?: { txnId: string; templates?: readonly (TemplateId | (string & {}))[]; mode?: Mode };
  /** Aborting closes the stream. */
  signal?: AbortSignal;
}

/**
 * A handler the SDK sets: declared as a method's type, so that a socket whose events carry more (the browser's, the
 * `ws` package's) fits.
 */
type Handler<E> = { handle(event: E): void }['handle'] | null;

/** What the SDK needs of a WebSocket: the browser API, which the `ws` package also offers. */
export interface WebSocketLike {
  binaryType: string;
  readonly readyState: number;
  onopen: Handler<unknown>;
  onmessage: Handler<{ data: unknown }>;
  onerror: Handler<unknown>;
  onclose: Handler<{ code: number }>;
  send(data: string | ArrayBuffer | Uint8Array): void;
  close(code?: number, reason?: string): void;
}

/** A final segment: never revised. */
export interface StreamSegment {
  id: number;
  /** Seconds from the start of the stream. */
  start: number;
  end: number;
  text: string;
  confidence: number;
}

export type StreamMessage =
  | { type: 'partial'; text: string; start: number }
  | { type: 'final'; segment: StreamSegment }
  | { type: 'closed'; transcript: string }
  | { type: 'error'; code: string; message: string };

/** A ticket, as `POST /voice/v1/stream/tickets` answers. */
export type StreamTicket = Schemas['StreamTicket'];
