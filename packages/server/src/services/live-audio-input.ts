/**
 * A live stream's audio on its way into its LiveTranscription: 16-bit PCM as it is, or what a browser's MediaRecorder
 * makes (WebM or Ogg with Opus) decoded chunk by chunk, in order.
 */
import { liveDecoder, type LiveDecoder, type LiveEncoding } from '../engines/speech/audio/live-decoder.js';
import { AudioDecodeError } from '../engines/speech/speech-errors.js';
import type { LiveTranscription } from './live-transcription.js';

/** A compressed stream that yields no audio from this much is not audio the decoder knows. */
const UNDECODABLE_AFTER_BYTES = 64 * 1024;

export class LiveAudioInput {
  private decoding = Promise.resolve();
  private bytes = 0;
  private samples = 0;

  private constructor(
    private readonly live: LiveTranscription,
    private readonly decoder: LiveDecoder | undefined,
    /** Decoding failed: the stream cannot go on. */
    private readonly fail: (error: unknown) => void,
  ) {}

  static async open(encoding: 'pcm_s16le' | LiveEncoding, live: LiveTranscription, fail: (error: unknown) => void): Promise<LiveAudioInput> {
    return new LiveAudioInput(live, encoding === 'pcm_s16le' ? undefined : await liveDecoder(encoding), fail);
  }

  write(chunk: Buffer): void {
    const decoder = this.decoder;
    if (!decoder) return this.live.push(chunk);
    this.bytes += chunk.length;
    this.decoding = this.decoding
      .then(async () => {
        const pcm = await decoder.decode(chunk);
        this.samples += pcm.length;
        if (this.samples === 0 && this.bytes > UNDECODABLE_AFTER_BYTES) throw new AudioDecodeError(`no audio could be decoded from the first ${UNDECODABLE_AFTER_BYTES / 1024} KiB`);
        this.live.pushSamples(pcm);
      })
      .catch((error: unknown) => {
        this.decoding = new Promise(() => undefined);
        this.fail(error);
      });
  }

  /** Once every chunk received has been decoded and handed on, with what the decoder still held back. */
  async drained(): Promise<void> {
    await this.decoding;
    if (this.decoder) this.live.pushSamples(await this.decoder.flush());
  }

  close(): void {
    this.decoder?.close();
  }
}
