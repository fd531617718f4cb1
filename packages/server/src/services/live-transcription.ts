/**
 * One live transcription (issue 16, `GET /voice/v1/stream`): 16-bit PCM arrives in frames, the endpointer cuts
 * segments at pauses, and each segment's samples are recognised by the same speech engine as an upload (a final,
 * never revised); while a segment grows it is read on the engine's fast path (`draft`) at most every PARTIAL_EVERY_S
 * for a partial. A segment's final is recognised as soon as the endpointer hears the start of a pause (its `pause`),
 * while it waits for the rest of it; speech coming back first only throws that recognition away (issue 32).
 * Recognition of one stream is serial, so that its finals go out in order (other streams may use the engine's other
 * workers meanwhile); at most one partial is waiting or running, and none is run while a final waits or a pause is
 * heard.
 */
import { Endpointer, type EndpointEvent } from '../engines/speech/audio/endpointer.js';
import { resample } from '../engines/speech/audio/resample.js';
import { SAMPLE_RATE, type SpeechEngine } from '../engines/speech/speech-types.js';

/** A partial is recognised again after this much more speech (the first one after this much speech too). */
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

/**
 * Where the time between the end of a segment's speech and its final went, in seconds: `endpoint` the pause the
 * endpointer heard before recognition could start (audio time, the stream's own pace), `queued` waiting behind the
 * stream's other recognitions, `recognition` the engine's, `confirm` an early final waiting for its pause to hold.
 */
export type FinalTimings = {
  endpoint: number;
  queued: number;
  recognition: number;
  confirm: number;
};

/** A segment's final started at a `pause`, before the endpointer knew the pause would end the segment. */
interface EarlyFinal {
  start: number;
  end: number;
  /** When the pause was heard (performance.now()). */
  heardAt: number;
  /** Speech came back: the segment goes on, and this recognition is not used. */
  dropped: boolean;
  result: Promise<TimedRecognition | undefined>;
}

interface TimedRecognition {
  text: string;
  confidence: number;
  startedAt: number;
  endedAt: number;
}

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
  /**
   * The backend counts recognitions (SpeechEngine.isMetered): each segment is recognised once, for its final, when it
   * ends; no partials, and no final started at a pause that speech may yet break.
   */
  metered?: boolean;
  /** Each final's timings, as it is sent (metrics). */
  timed?(timings: FinalTimings): void;
}

export class LiveTranscription {
  private readonly endpointer = new Endpointer();
  /** The stream's audio at 16 kHz, from the start of the segment in progress (or the last few frames). */
  private audio: Float32Array[] = [];
  private audioStart = 0;
  private audioLength = 0;
  private segmentStart: number | undefined;
  private early: EarlyFinal | undefined;
  private lastPartialAt = 0;
  /** The stream's last recognition (or the task after it): the next one runs once it settles. */
  private busy: Promise<unknown> = Promise.resolve();
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
      } else if (event.type === 'pause') {
        if (!this.options.metered) this.early = this.startEarly(event.sample);
      } else if (event.type === 'resume') {
        if (this.early) this.early.dropped = true;
        this.early = undefined;
      } else {
        this.endSegment(event.sample, event.speechEnd);
      }
    }
  }

  private startEarly(end: number): EarlyFinal | undefined {
    const start = this.segmentStart;
    if (start === undefined) return undefined;
    const pcm = this.slice(start, end);
    const early: EarlyFinal = { start, end, heardAt: performance.now(), dropped: false, result: Promise.resolve(undefined) };
    early.result = this.scheduled(() => (early.dropped ? Promise.resolve(undefined) : this.timedRecognition(pcm)));
    this.busy = early.result;
    return early;
  }

  private endSegment(end: number, speechEnd: number): void {
    const start = this.segmentStart ?? end;
    const early = this.early?.start === start ? this.early : undefined;
    const decidedAt = early?.heardAt ?? performance.now();
    const endpointS = ((early?.end ?? end) - speechEnd) / SAMPLE_RATE;
    const pcm = early ? undefined : this.slice(start, end);
    this.segmentStart = undefined;
    this.early = undefined;
    const id = this.finals.length + 1;
    this.finals.push('');
    if (++this.waitingSegments > MAX_WAITING_SEGMENTS) {
      this.options.fail(new LiveTranscriptionError('backlog', 'audio arrives faster than it can be recognised'));
      return;
    }
    this.schedule(async () => {
      this.waitingSegments--;
      const recognised = (await early?.result) ?? (pcm && (await this.timedRecognition(pcm)));
      if (!recognised || recognised.text === '') return;
      this.finals[id - 1] = recognised.text;
      const sentAt = performance.now();
      this.options.send({ type: 'final', segment: { id, start: start / SAMPLE_RATE, end: end / SAMPLE_RATE, text: recognised.text, confidence: recognised.confidence } });
      this.options.timed?.({
        endpoint: Math.max(0, endpointS),
        queued: (recognised.startedAt - decidedAt) / 1000,
        recognition: (recognised.endedAt - recognised.startedAt) / 1000,
        confirm: (sentAt - Math.max(recognised.endedAt, decidedAt)) / 1000,
      });
    });
  }

  private maybePartial(): void {
    const start = this.segmentStart;
    const now = this.audioStart + this.audioLength;
    if (this.options.metered || start === undefined || this.early || this.partialPending || now - this.lastPartialAt < PARTIAL_EVERY_S * SAMPLE_RATE) return;
    this.lastPartialAt = now;
    this.partialPending = true;
    const pcm = this.slice(start, now);
    this.schedule(async () => {
      try {
        // A final waiting or started early, or this segment's final cut meanwhile: the partial would be stale, and would delay finals.
        if (this.waitingSegments > 0 || this.early || this.segmentStart !== start) return;
        const { text } = await this.recognise(pcm, true);
        if (text !== '' && this.segmentStart === start) this.options.send({ type: 'partial', text, start: start / SAMPLE_RATE });
      } finally {
        this.partialPending = false;
      }
    });
  }

  /** Runs `task` after the recognitions before it; a failure ends the stream through `fail`. */
  private schedule(task: () => Promise<void>): void {
    this.busy = this.scheduled(task);
  }

  /**
   * `task`'s result, run after the recognitions before it; undefined when it failed (and the stream ends through
   * `fail`). The caller makes it the last of them (`busy`): `schedule`, or an early final, which keeps the result.
   */
  private scheduled<T>(task: () => Promise<T>): Promise<T | undefined> {
    return this.busy.then(task).catch((error: unknown) => {
      this.options.fail(error);
      return undefined;
    });
  }

  private async timedRecognition(pcm: Float32Array): Promise<TimedRecognition> {
    const startedAt = performance.now();
    const recognised = await this.recognise(pcm);
    return { ...recognised, startedAt, endedAt: performance.now() };
  }

  /**
   * `pcm` is the engine's from here (the worker engine moves its buffer to its thread): a copy of the stream's audio
   * (`slice`). A `draft` (a partial) is read on the engine's fast path.
   */
  private async recognise(pcm: Float32Array, draft = false): Promise<{ text: string; confidence: number }> {
    const transcript = await this.options.speech.transcribe(
      { samples: pcm, sampleRate: SAMPLE_RATE },
      { language: this.options.language, keyterms: this.options.keyterms, ...(draft && { draft }) },
    );
    const confidence = transcript.segments.length === 0 ? 0 : transcript.segments.reduce((sum, s) => sum + s.confidence, 0) / transcript.segments.length;
    return { text: transcript.text.trim(), confidence };
  }
}
