/**
 * A live stream's audio on its way into its LiveTranscription: 16-bit PCM as it is, or what a browser's MediaRecorder
 * makes (WebM or Ogg with Opus) decoded chunk by chunk, in order.
 */
import { liveDecoder, type LiveDecoder, type LiveEncoding } from '../engines/speech/audio/live-decoder.js';
import { AudioDecodeError } from '../engines/speech/speech-errors.js';
import type { LiveTranscription } from './live-transcription.js';

/** What a stream's audio frames carry: 16-bit little-endian mono PCM, or a browser's Opus in WebM or Ogg. */
export type LiveInputEncoding = 'pcm_s16le' | LiveEncoding;

/** A compressed stream that yields no audio from this much is not audio the decoder knows. */
const UNDECODABLE_AFTER_BYTES = 64 * 1024;

export class LiveAudioInput {
  /** The decoder's steps, one after another: chunks in order, a flush after the chunks before it, the decoder freed last. */
  private steps = Promise.resolve();
  /** Decoding failed (reported once), or the input was closed: the steps still queued do nothing. */
  private stopped = false;
  private bytes = 0;
  private samples = 0;

  private constructor(
    private readonly live: LiveTranscription,
    private readonly decoder: LiveDecoder | undefined,
    /** Decoding failed: the stream cannot go on. */
    private readonly fail: (error: unknown) => void,
  ) {}

  static async open(encoding: LiveInputEncoding, live: LiveTranscription, fail: (error: unknown) => void): Promise<LiveAudioInput> {
    return new LiveAudioInput(live, encoding === 'pcm_s16le' ? undefined : await liveDecoder(encoding), fail);
  }

  write(chunk: Buffer): void {
    const decoder = this.decoder;
    if (!decoder) return this.live.push(chunk);
    this.bytes += chunk.length;
    this.step(async () => {
      const pcm = await decoder.decode(chunk);
      this.samples += pcm.length;
      if (this.samples === 0 && this.bytes > UNDECODABLE_AFTER_BYTES) throw new AudioDecodeError(`no audio could be decoded from the first ${UNDECODABLE_AFTER_BYTES / 1024} KiB`);
      this.live.pushSamples(pcm);
    });
  }

  /** Once every chunk received has been decoded and handed on, with what the decoder still held back. */
  drained(): Promise<void> {
    const decoder = this.decoder;
    if (!decoder) return Promise.resolve();
    this.step(async () => this.live.pushSamples(await decoder.flush()));
    return this.steps;
  }

  /** Frees the decoder once the steps queued before have run: a flush in progress keeps it until it is done. */
  close(): void {
    this.steps = this.steps
      .then(() => {
        this.stopped = true;
        this.decoder?.close();
      })
      .catch((error: unknown) => this.fail(error));
  }

  /** Queues a step; its failure stops the input and goes to `fail` (once), so `steps` never rejects. */
  private step(run: () => Promise<void>): void {
    this.steps = this.steps.then(async () => {
      if (this.stopped) return;
      try {
        await run();
      } catch (error) {
        this.stopped = true;
        this.fail(error);
      }
    });
  }
}
