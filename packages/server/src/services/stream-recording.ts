/**
 * The audio of a live stream attached to a session (`?txn_id=`), kept as it arrives so that the session can be
 * processed from it once the stream closes, as if it had been uploaded. The 16 kHz 16-bit samples go to a temporary
 * blob while they stream (a long consultation is not held in memory); at the end they become the session's WAV file.
 */
import { randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import type { BlobStore } from '../adapters/blobs/blob-store.js';
import { pcm16Bytes, wavHeader } from '../engines/speech/audio/wav-encoder.js';

export class StreamRecording {
  private readonly key = `streams/${randomUUID()}.pcm`;
  private readonly body = new PassThrough();
  private readonly stored: Promise<{ bytes: number }>;

  constructor(
    private readonly blobs: BlobStore,
    maxBytes: number,
  ) {
    this.stored = blobs.put(this.key, this.body, { maxBytes });
    // A failure is reported by `wav()`; until then it must not go unhandled.
    this.stored.catch(() => undefined);
  }

  /** Samples at 16 kHz, −1..1. */
  write(pcm: Float32Array): void {
    this.body.write(pcm16Bytes(pcm));
  }

  /** Ends the recording; the WAV file of everything written, streamed from the store. `discard()` after reading it. */
  async wav(): Promise<Readable> {
    this.body.end();
    const { bytes } = await this.stored;
    const samples = await this.blobs.get(this.key);
    return Readable.from(
      (async function* () {
        yield Buffer.from(wavHeader(bytes));
        yield* samples;
      })(),
    );
  }

  async discard(): Promise<void> {
    this.body.end();
    await this.stored.catch(() => undefined);
    await this.blobs.delete(this.key);
  }
}
