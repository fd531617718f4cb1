/**
 * One live transcription (issue 16, `GET /voice/v1/stream`): 16-bit PCM arrives in frames, the endpointer cuts
 * segments at pauses, and each segment's samples are recognised by the same speech engine as an upload once it ends (a
 * final, never revised); while a segment grows it is re-recognised at most every PARTIAL_EVERY_S for a partial.
 * Recognition of one stream is serial (the engine runs one recognition at a time anyway): finals go out in order;
 * at most one partial is waiting or running, and none is run while a final waits.
 */
import { Endpointer, type EndpointEvent } from '../engines/speech/audio/endpointer.js';
import { resample } from '../engines/speech/audio/resample.js';
import { SAMPLE_RATE, type SpeechEngine } from '../engines/speech/speech-types.js';

/** A partial is recognised again after this much more speech. */
const PARTIAL_EVERY_S = 1;
/**
 * Segments waiting for recognition beyond this mean the client sends audio faster than it can be recognised: the
 * stream is ended rather than let memory grow without bound (a segment holds up to 15 s of audio).
 */
const MAX_WAITING_SEGMENTS = 8;

/** Why a stream cannot go on; `code` is what the `error` message says. */
export class LiveTranscriptionError extends Error {
  constructor(
    readonly code: 'backlog',
    message: string,
  ) {
    super(message);
    this.name = 'LiveTranscriptionError';
  }
}

export type LiveMessage =
  | { type: 'partial'; text: string; start: number }
  | { type: 'final'; segment: { id: number; start: number; end: number; text: string; confidence: number } }
  | { type: 'closed'; transcript: string };

export interface LiveTranscriptionOptions {
  speech: SpeechEngine;
  language: string;
  keyterms?: readonly string[];
  sampleRate: number;
  send(message: LiveMessage): void;
  /** A recognition failed (the engine is gone, its queue is full …): the stream cannot go on. */
  fail(error: unknown): void;
  /** Every sample received, at 16 kHz: a session's recording (StreamRecording). */
  record?(pcm: Float32Array): void;
  /** Recognise growing segments for partials (default true); off for a metered backend (SpeechEngine.isMetered). */
  partials?: boolean;
}

export class LiveTranscription {
  private readonly endpointer = new Endpointer();
  /** The stream's audio at 16 kHz, from the start of the segment in progress (or the last few frames). */
  private audio: Float32Array[] = [];
  private audioStart = 0;
  private audioLength = 0;
  private segmentStart: number | undefined;
  private lastPartialAt = 0;
  private busy = Promise.resolve();
  /** A partial is scheduled or running: at most one at a time, so partials never pile up before a final. */
  private partialPending = false;
  private waitingSegments = 0;
  /** Samples received, at 16 kHz. */
  private received = 0;
  private readonly finals: string[] = [];
  /** An odd byte left from the previous frame: a sample split across two frames. */
  private carry: Buffer = Buffer.alloc(0);

  constructor(private readonly options: LiveTranscriptionOptions) {}

  /** Audio bytes as they arrive: 16-bit little-endian mono at the stream's sample rate. */
  push(bytes: Buffer): void {
    const joined = this.carry.length > 0 ? Buffer.concat([this.carry, bytes]) : bytes;
    const whole = joined.length - (joined.length % 2);
    this.carry = Buffer.from(joined.subarray(whole));
    const samples = new Float32Array(whole / 2);
    for (let i = 0; i < samples.length; i++) samples[i] = joined.readInt16LE(2 * i) / 32768;
    this.pushSamples(this.options.sampleRate === SAMPLE_RATE ? samples : resample(samples, this.options.sampleRate, SAMPLE_RATE));
  }

  /** Samples already at 16 kHz, −1..1 (decoded from a compressed stream). */
  pushSamples(pcm: Float32Array): void {
    this.received += pcm.length;
    this.options.record?.(pcm);
    this.keep(pcm);
    this.handle(this.endpointer.push(pcm));
    this.maybePartial();
  }

  /** Seconds of audio received so far. */
  get durationS(): number {
    return this.received / SAMPLE_RATE;
  }

  /** Ends the segment in progress now (the client's `finalize`); resolves once its final is sent. */
  async finalize(): Promise<void> {
    this.handle(this.endpointer.flush());
    await this.busy;
  }

  /** Flushes, then sends `closed` with the whole transcript. */
  async close(): Promise<void> {
    await this.finalize();
    this.options.send({ type: 'closed', transcript: this.finals.filter((text) => text !== '').join(' ') });
  }

  private keep(pcm: Float32Array): void {
    this.audio.push(pcm);
    this.audioLength += pcm.length;
    // Outside a segment only the last second is kept (the pre-roll of the next one comes from it).
    if (this.segmentStart === undefined) {
      while (this.audio.length > 1 && this.audioLength - this.audio[0]!.length >= SAMPLE_RATE) {
        const dropped = this.audio.shift()!;
        this.audioLength -= dropped.length;
        this.audioStart += dropped.length;
      }
    }
  }

  /** Samples [from, to) of the stream, from what is kept. */
  private slice(from: number, to: number): Float32Array {
    const all = new Float32Array(this.audioLength);
    let at = 0;
    for (const piece of this.audio) {
      all.set(piece, at);
      at += piece.length;
    }
    return all.slice(Math.max(0, from - this.audioStart), Math.max(0, to - this.audioStart));
  }

  private handle(events: readonly EndpointEvent[]): void {
    for (const event of events) {
      if (event.type === 'start') {
        this.segmentStart = event.sample;
        this.lastPartialAt = event.sample;
        continue;
      }
      const start = this.segmentStart ?? event.sample;
      const pcm = this.slice(start, event.sample);
      this.segmentStart = undefined;
      const id = this.finals.length + 1;
      this.finals.push('');
      if (++this.waitingSegments > MAX_WAITING_SEGMENTS) {
        this.options.fail(new LiveTranscriptionError('backlog', 'audio arrives faster than it can be recognised'));
        return;
      }
      this.schedule(async () => {
        this.waitingSegments--;
        await this.sendFinal(id, start, event.sample, pcm);
      });
    }
  }

  private async sendFinal(id: number, start: number, end: number, pcm: Float32Array): Promise<void> {
    const transcript = await this.recognise(pcm);
    if (transcript.text === '') return;
    this.finals[id - 1] = transcript.text;
    this.options.send({ type: 'final', segment: { id, start: start / SAMPLE_RATE, end: end / SAMPLE_RATE, text: transcript.text, confidence: transcript.confidence } });
  }

  private maybePartial(): void {
    const start = this.segmentStart;
    const now = this.audioStart + this.audioLength;
    if (this.options.partials === false || start === undefined || this.partialPending || now - this.lastPartialAt < PARTIAL_EVERY_S * SAMPLE_RATE) return;
    this.lastPartialAt = now;
    this.partialPending = true;
    const pcm = this.slice(start, now);
    this.schedule(async () => {
      try {
        // A final waiting, or this segment's final cut meanwhile: the partial would be stale, and would delay finals.
        if (this.waitingSegments > 0 || this.segmentStart !== start) return;
        const { text } = await this.recognise(pcm);
        if (text !== '' && this.segmentStart === start) this.options.send({ type: 'partial', text, start: start / SAMPLE_RATE });
      } finally {
        this.partialPending = false;
      }
    });
  }

  /** Runs `task` after the recognitions before it; a failure ends the stream through `fail`. */
  private schedule(task: () => Promise<void>): void {
    this.busy = this.busy.then(task).catch((error: unknown) => this.options.fail(error));
  }

  /** `pcm` is the engine's from here (the worker engine moves its buffer to its thread): a copy of the stream's audio (`slice`). */
  private async recognise(pcm: Float32Array): Promise<{ text: string; confidence: number }> {
    const transcript = await this.options.speech.transcribe({ samples: pcm, sampleRate: SAMPLE_RATE }, { language: this.options.language, keyterms: this.options.keyterms });
    const confidence = transcript.segments.length === 0 ? 0 : transcript.segments.reduce((sum, s) => sum + s.confidence, 0) / transcript.segments.length;
    return { text: transcript.text.trim(), confidence };
  }
}
