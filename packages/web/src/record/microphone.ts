import { ChunkQueue } from './chunk-queue.js';

/** How often the recorder hands over what it has: short, so the captions follow the voice. */
const TIMESLICE_MS = 250;

/** What the browser records in: Chromium makes WebM, Firefox Ogg (Opus both); `encoding` tells the stream which. */
const recordingType = () => (MediaRecorder.isTypeSupported('audio/webm;codecs=opus') ? 'audio/webm;codecs=opus' : 'audio/ogg;codecs=opus');

/** The microphone as a recording: its chunks as they come (for the live stream), its level, pause and resume, and the whole at the end. */
export class MicrophoneRecording {
  readonly chunks = new ChunkQueue();
  readonly encoding: 'webm' | 'ogg';
  private readonly recorded: Blob[] = [];
  private readonly analyser: AnalyserNode;
  private readonly samples: Float32Array<ArrayBuffer>;
  /** Blobs are read in the order they came, so the stream gets the container's bytes in order. */
  private reading = Promise.resolve();
  readonly stopped: Promise<Blob>;

  private constructor(
    private readonly media: MediaStream,
    private readonly recorder: MediaRecorder,
    private readonly audio: AudioContext,
  ) {
    this.encoding = recorder.mimeType.includes('ogg') ? 'ogg' : 'webm';
    this.analyser = audio.createAnalyser();
    this.analyser.fftSize = 1024;
    this.samples = new Float32Array(this.analyser.fftSize);
    audio.createMediaStreamSource(media).connect(this.analyser);
    recorder.ondataavailable = (event) => {
      if (event.data.size === 0) return;
      this.recorded.push(event.data);
      this.reading = this.reading.then(async () => this.chunks.push(new Uint8Array(await event.data.arrayBuffer())));
    };
    this.stopped = new Promise((resolve) => {
      recorder.onstop = () => {
        media.getTracks().forEach((track) => track.stop());
        // The level meter's context: once the recording stops there is nothing to do if closing it fails.
        audio.close().catch(() => undefined);
        // A chunk the browser could not read fails the live stream (it missed bytes); the recording is whole either way.
        this.reading
          .then(
            () => this.chunks.end(),
            (error: unknown) => this.chunks.fail(error),
          )
          .finally(() => resolve(new Blob(this.recorded, { type: recorder.mimeType })));
      };
    });
    recorder.start(TIMESLICE_MS);
  }

  static async open(): Promise<MicrophoneRecording> {
    const media = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    const recorder = new MediaRecorder(media, { mimeType: recordingType() });
    return new MicrophoneRecording(media, recorder, new AudioContext());
  }

  /** 0..1: the loudness of the last few milliseconds (RMS, scaled so speech fills most of the meter). */
  level(): number {
    this.analyser.getFloatTimeDomainData(this.samples);
    let sum = 0;
    for (const sample of this.samples) sum += sample * sample;
    return Math.min(1, Math.sqrt(sum / this.samples.length) * 4);
  }

  get paused(): boolean {
    return this.recorder.state === 'paused';
  }

  pause(): void {
    this.recorder.pause();
  }

  resume(): void {
    this.recorder.resume();
  }

  /** Ends the recording; `stopped` resolves to the whole of it once the last chunk went to the stream. */
  stop(): Promise<Blob> {
    if (this.recorder.state !== 'inactive') this.recorder.stop();
    return this.stopped;
  }
}
