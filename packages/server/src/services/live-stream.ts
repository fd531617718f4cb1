/**
 * One live stream of `GET /voice/v1/stream` once set up: its audio on its way in (decoded when compressed), its
 * transcription (segments cut at pauses, partials, finals), and, attached to a session, its recording, from which the
 * session starts on `close`. What the WebSocket carries, and when, is the route's (`stream-connection.ts`).
 */
import type { Readable } from 'node:stream';
import type { LiveAudioInput } from './live-audio-input.js';
import type { LiveTranscription, LiveTranscriptionOptions } from './live-transcription.js';
import type { StreamRecording } from './stream-recording.js';

/** Where a stream's messages go, and how it ends on a failure found as it runs (a recognition, a decoding). */
export type LiveEvents = Pick<LiveTranscriptionOptions, 'send' | 'fail'>;

export interface LiveStreamParts {
  live: LiveTranscription;
  input: LiveAudioInput;
  /** The session the stream is attached to: its recording, and how the session starts from it. */
  session?: { recording: StreamRecording; start(content: Readable): Promise<void> };
}

export class LiveStream {
  constructor(private readonly parts: LiveStreamParts) {}

  /** Audio as it arrives, in the stream's encoding. */
  write(chunk: Buffer): void {
    this.parts.input.write(chunk);
  }

  /** Seconds of audio received so far. */
  get durationS(): number {
    return this.parts.live.durationS;
  }

  /** Ends the segment in progress once every frame received has been decoded; resolves once its final is sent. */
  async finalize(): Promise<void> {
    await this.parts.input.drained();
    await this.parts.live.finalize();
  }

  /**
   * After `finalize`: the session attached is started from the recording, then `closed` is sent with the whole
   * transcript. Rejects only when the session cannot be started, and then sends nothing.
   */
  async close(): Promise<void> {
    const { live, session } = this.parts;
    if (session) await session.start(await session.recording.wav());
    await live.close();
  }

  /** Lets go of the decoder's memory, and of a recording no session took (a stream that ends without `close` leaves its session as it was). */
  async dispose(): Promise<void> {
    this.parts.input.close();
    await this.parts.session?.recording.discard();
  }
}
