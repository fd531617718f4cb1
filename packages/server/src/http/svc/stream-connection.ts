/**
 * One live transcription socket of `GET /voice/v1/stream` once upgraded: its frames on their way to the transcription,
 * its control messages, its timers, and every way it ends. Each frame's handling ends in a message to the client or a
 * log line, never in a rejection nobody handles: whatever one client sends closes at most its own stream.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { AudioDecodeError } from '../../engines/speech/speech-errors.js';
import type { LiveStream } from '../../services/live-stream.js';
import type { OpenStream } from '../../services/live-stream.service.js';
import { LiveTranscriptionError, type LiveMessage } from '../../services/live-transcription.js';

/** WebSocket close codes (RFC 6455 §7.4.1; 1013 is IANA's "Try Again Later"). */
export const CLOSE = { normal: 1000, unsupportedData: 1003, invalidData: 1007, policy: 1008, serverError: 1011, tryAgainLater: 1013 } as const;

type ErrorMessage = { type: 'error'; code: string; message: string };

export interface StreamConnectionOptions {
  socket: WebSocket;
  log: FastifyBaseLogger;
  limits: { idleTimeoutS: number; maxDurationS: number };
  /** The stream this socket feeds, holding its slot: set up here, released once the socket has closed. */
  opened: OpenStream;
}

/**
 * Idle is measured in audio: a stream is idle when, over one idle period, less audio than this share of the period
 * arrived (so a client that sends empty frames, undecodable bytes or a byte of PCM now and then is idle too).
 */
const MIN_AUDIO_SHARE_OF_IDLE = 0.1;

export class StreamConnection {
  /** Checks once an idle period that audio arrived in it (`onIdle`). */
  private readonly idle: NodeJS.Timeout;
  /** However little audio it sends, a stream stays open at most twice its longest audio. */
  private readonly lifetime: NodeJS.Timeout;
  private readonly stream: Promise<LiveStream>;
  /** The stream once set up: what the idle check reads. */
  private ready: LiveStream | undefined;
  /** Seconds of audio received when the idle timer last found some. */
  private heardAtLastCheck = 0;
  /** `close` received, or a limit reached: the server is finishing, and audio after it is not taken. */
  private ending = false;
  /** The client is gone: what is still queued has no one to go to. */
  private gone = false;
  /** The stream was ended on a failure: a `close` in progress must not start the session after it. */
  private failed = false;
  /** `finalize`s the server is still working on: the idle timer waits for them (the client waits for their finals). */
  private finalizing = 0;
  /**
   * A `close` in progress: what the stream holds (its slot, decoder, recording) is let go only once it has finished with
   * it, so a stream the server still works on for a client gone counts among the open ones.
   */
  private closing: Promise<void> = Promise.resolve();

  constructor(private readonly o: StreamConnectionOptions) {
    const { socket, limits, log } = o;
    this.idle = setTimeout(() => this.onIdle(), limits.idleTimeoutS * 1000);
    this.lifetime = setTimeout(
      () => this.fail('max_duration', `a stream stays open at most ${2 * limits.maxDurationS} s`, CLOSE.policy),
      2 * limits.maxDurationS * 1000,
    );
    this.stream = o.opened.start({
      send: (message) => this.send(message),
      fail: (error) => this.failWith(error),
    });
    this.stream.then(
      (stream) => (this.ready = stream),
      (error: unknown) => this.fail('unavailable', messageOf(error), CLOSE.serverError),
    );
    socket.on('close', () => {
      this.gone = true;
      clearTimeout(this.idle);
      clearTimeout(this.lifetime);
      this.closing
        .catch(() => undefined)
        .then(() => o.opened.release())
        .catch((error: unknown) => log.warn({ err: error }, 'could not let go of a closed stream'));
    });
    // Frames that arrive while the stream is set up wait for it, in order.
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      this.stream.then((stream) => this.handle(stream, data, isBinary), () => undefined).catch((error: unknown) => this.failWith(error));
    });
  }

  private async handle(stream: LiveStream, data: Buffer, isBinary: boolean): Promise<void> {
    if (this.gone) return;
    if (isBinary) return this.audio(stream, data);
    const type = messageType(data.toString('utf8'));
    if (type === 'finalize') return this.finalize(stream);
    if (type === 'close') return this.close(stream);
    this.fail('invalid_message', 'text frames are {"type":"finalize"} or {"type":"close"}', CLOSE.unsupportedData);
  }

  private async audio(stream: LiveStream, data: Buffer): Promise<void> {
    if (this.ending) return;
    stream.write(data);
    if (stream.durationS <= this.o.limits.maxDurationS) return;
    this.finishing();
    // The finals of what was said are sent before the stream ends.
    await stream.finalize();
    this.fail('max_duration', `a stream lasts at most ${this.o.limits.maxDurationS} s of audio`, CLOSE.policy);
  }

  private async finalize(stream: LiveStream): Promise<void> {
    if (this.ending) return;
    this.finalizing++;
    try {
      await stream.finalize();
    } finally {
      this.finalizing--;
    }
  }

  private close(stream: LiveStream): Promise<void> {
    if (this.ending) return Promise.resolve();
    this.finishing();
    this.closing = this.finish(stream);
    return this.closing;
  }

  /**
   * After `close`: the last finals, the session started from the recording (when one is attached), then `closed`. It
   * goes on if the client hangs up meanwhile (it asked for the session), not after the stream failed.
   */
  private async finish(stream: LiveStream): Promise<void> {
    await stream.finalize();
    if (this.failed) return;
    try {
      await stream.close();
    } catch (error) {
      return this.fail('session_not_started', messageOf(error), CLOSE.serverError);
    }
    this.o.socket.close(CLOSE.normal);
  }

  /** From here the server finishes what it was sent: however long that takes, neither timer ends the stream. */
  private finishing(): void {
    this.ending = true;
    clearTimeout(this.idle);
    clearTimeout(this.lifetime);
  }

  private onIdle(): void {
    const heard = this.ready?.durationS;
    // Not set up yet (the model loading) or finalizing: it is the server the client waits for.
    const waiting = heard === undefined || this.finalizing > 0;
    if (waiting || heard - this.heardAtLastCheck >= MIN_AUDIO_SHARE_OF_IDLE * this.o.limits.idleTimeoutS) {
      this.heardAtLastCheck = heard ?? 0;
      return void this.idle.refresh();
    }
    this.fail('idle_timeout', `no audio received for ${this.o.limits.idleTimeoutS} s`, CLOSE.policy);
  }

  /** Ends the stream on a failure: the client is told which, and a fault of the server's own is logged. */
  private failWith(error: unknown): void {
    if (error instanceof AudioDecodeError) return this.fail('audio_undecodable', error.message, CLOSE.invalidData);
    if (error instanceof LiveTranscriptionError) return this.fail(error.code, error.message, CLOSE.tryAgainLater);
    this.o.log.error({ err: error }, 'live transcription failed');
    this.fail('recognition_failed', messageOf(error), CLOSE.serverError);
  }

  private fail(code: string, message: string, closeCode: number): void {
    this.failed = true;
    refuseStream(this.o.socket, code, message, closeCode);
  }

  private send(message: LiveMessage): void {
    sendIfOpen(this.o.socket, message);
  }
}

/** Messages after the socket began to close (a final that finished late) have no one to go to. */
function sendIfOpen(socket: WebSocket, message: LiveMessage | ErrorMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** Tells the client why its stream ends, then closes it: also for a stream refused before it began. */
export function refuseStream(socket: WebSocket, code: string, message: string, closeCode: number): void {
  sendIfOpen(socket, { type: 'error', code, message });
  socket.close(closeCode);
}

function messageType(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && 'type' in parsed && typeof parsed.type === 'string' ? parsed.type : undefined;
  } catch {
    return undefined;
  }
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
