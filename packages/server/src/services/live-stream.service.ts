/**
 * Live transcription streams (`GET /voice/v1/stream`, issue 16): which may open (the server's and each client's share
 * of the open streams, a language served, a session to attach to), and each one's pipeline (`LiveStream`), set up on
 * the speech engine with partials and early finals where its backend is not metered. The route carries the WebSocket's frames and
 * messages; everything between them and the engine is here.
 */
import type { Readable } from 'node:stream';
import type { BlobStore } from '../adapters/blobs/blob-store.js';
import { DomainError } from '../domain/errors.js';
import type { LanguageCode } from '../domain/languages.js';
import { canMove } from '../domain/session/transitions.js';
import type { Mode } from '../domain/sessions.js';
import { isTemplateId } from '../domain/templates.js';
import type { SpeechEngine } from '../engines/speech/speech-types.js';
import type { BackgroundLoad } from '../lib/background-load.js';
import type { Metrics } from '../lib/metrics.js';
import { LiveAudioInput, type LiveInputEncoding } from './live-audio-input.js';
import { LiveStream, type LiveEvents } from './live-stream.js';
import { LiveTranscription } from './live-transcription.js';
import { readyEngine } from './ready-engine.js';
import type { NoteTemplatesService } from './note-templates.service.js';
import type { SessionCaller } from './session-visibility.js';
import type { SessionsService } from './sessions.service.js';
import { StreamRecording } from './stream-recording.js';
import { StreamSlots } from './stream-slots.js';
import type { TranscriptionService } from './transcription.service.js';

/** The session's file a stream attached to it becomes. */
const RECORDING_FILE = 'live-stream.wav';

export interface LiveStreamRequest {
  language: LanguageCode;
  encoding: LiveInputEncoding;
  /** Of `pcm_s16le` audio, in Hz. */
  sampleRate: number;
  keyterms: readonly string[];
  /**
   * A session of the caller's not yet started: the audio becomes its file, and on `close` it starts with these
   * templates (the catalogue's, or note templates of the client's, by id).
   */
  session?: { txnId: string; templates: readonly string[]; mode: Mode };
}

/** A stream holding one of the server's slots, from `LiveStreamService.open` until `release`. */
export interface OpenStream {
  /** Sets the stream up, once: the speech model may still be loading, and a compressed stream's decoder loads. */
  start(events: LiveEvents): Promise<LiveStream>;
  /** Gives the slot back at once, and lets go of what the stream holds once it is set up; once, however often it is called. */
  release(): Promise<void>;
}

export class LiveStreamService {
  private readonly slots: StreamSlots;

  constructor(
    private readonly d: {
      speech: BackgroundLoad<SpeechEngine>;
      transcription: Pick<TranscriptionService, 'assertLanguageInstalled'>;
      sessions: Pick<SessionsService, 'find' | 'addAudio' | 'startWith'>;
      /** The note templates a session may be started with: the built-in ones and the client's own. */
      noteTemplates: Pick<NoteTemplatesService, 'resolve'>;
      blobs: BlobStore;
      metrics: Pick<Metrics, 'observeStreamFinal'>;
      /** The largest recording a stream attached to a session keeps (a session file's limit). */
      maxRecordingBytes: number;
      limits: { maxConcurrent: number; maxPerClient: number };
    },
  ) {
    this.slots = new StreamSlots({ total: d.limits.maxConcurrent, perClient: d.limits.maxPerClient });
  }

  /** Refuses (DomainError `unavailable`, `rate_limited`) when the server, or the caller's share of it, holds as many streams as it takes. */
  assertSlotFree(caller: SessionCaller): void {
    this.slots.assertFree(caller.clientId);
  }

  /**
   * Refuses a stream that could not work: a language no backend serves, a session not the caller's or started already,
   * a template it could not be started with (before the recording, not at its end).
   */
  async assertCanOpen(caller: SessionCaller, request: LiveStreamRequest): Promise<void> {
    await this.d.transcription.assertLanguageInstalled(request.language);
    if (!request.session) return;
    await this.assertAttachable(caller, request.session.txnId);
    await this.assertTemplatesKnown(caller, request.session.templates);
  }

  /** Takes one of the slots (refusing as `assertSlotFree` does, when another stream took the last one since). */
  open(caller: SessionCaller, request: LiveStreamRequest): OpenStream {
    const releaseSlot = this.slots.take(caller.clientId);
    let stream: Promise<LiveStream> | undefined;
    let released: Promise<void> | undefined;
    const release = async () => {
      releaseSlot();
      await (await stream?.catch(() => undefined))?.dispose();
    };
    return {
      start: (events) => (stream ??= this.setUp(caller, request, events)),
      release: () => (released ??= release()),
    };
  }

  private async setUp(caller: SessionCaller, request: LiveStreamRequest, events: LiveEvents): Promise<LiveStream> {
    const speech = await readyEngine(this.d.speech);
    const attached = request.session;
    const session = attached && {
      recording: new StreamRecording(this.d.blobs, this.d.maxRecordingBytes),
      start: (content: Readable) => this.startSession(caller, request.language, attached, content),
    };
    const live = new LiveTranscription({
      speech,
      language: request.language,
      sampleRate: request.sampleRate,
      keyterms: request.keyterms,
      // A metered backend recognises each segment once, for its final: partials would send it the same audio again and again.
      metered: speech.isMetered(request.language),
      ...(session && { record: (pcm: Float32Array) => session.recording.write(pcm) }),
      send: events.send,
      fail: events.fail,
      timed: (timings) => this.d.metrics.observeStreamFinal(timings),
    });
    try {
      return new LiveStream({ live, input: await LiveAudioInput.open(request.encoding, live, events.fail), ...(session && { session }) });
    } catch (error) {
      await session?.recording.discard();
      throw error;
    }
  }

  /** A stream may attach to a session of the caller's while it has not started. */
  private async assertAttachable(caller: SessionCaller, txnId: string): Promise<void> {
    const session = await this.d.sessions.find(caller, txnId);
    if (!session) throw new DomainError('not_found', `no session ${txnId}`);
    if (!canMove('queue', session.state)) throw new DomainError('conflict', `session ${txnId} has started already`);
  }

  /** Every template is the catalogue's, or a note template the caller's client may ask for. */
  private async assertTemplatesKnown(caller: SessionCaller, templates: readonly string[]): Promise<void> {
    const named = templates.filter((id) => !isTemplateId(id));
    const found = await this.d.noteTemplates.resolve(caller.clientId, named);
    const unknown = named.find((id) => !found.has(id));
    if (unknown !== undefined) throw new DomainError('invalid_request', `unknown template ${unknown}: neither the catalogue's nor a note template of this client`);
  }

  /** The stream's recording becomes the session's file, and the session starts with it. */
  private async startSession(caller: SessionCaller, language: LanguageCode, session: NonNullable<LiveStreamRequest['session']>, content: Readable): Promise<void> {
    await this.d.sessions.addAudio(caller, session.txnId, { filename: RECORDING_FILE, contentType: 'audio/wav', content });
    const templates = session.templates.map((templateId) => ({ templateId, codificationNeeded: false }));
    await this.d.sessions.startWith(caller, session.txnId, { source: 'stream', mode: session.mode, languages: [language], templates, files: [RECORDING_FILE] });
  }
}
