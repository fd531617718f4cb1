/**
 * Where speech starts and ends in audio that arrives a frame at a time (live streaming), so that a segment can be
 * recognised as soon as its speaker pauses. A frame is speech when it stands clearly above a running noise floor
 * (the quietest recent level) and above an absolute floor; a segment starts at the first speech frame (with a little
 * audio before it) and ends after PAUSE_S of non-speech, or at MAX_SEGMENT_S.
 */
import { SAMPLE_RATE } from '../speech-types.js';
import { VAD_FRAME_SAMPLES } from './voice-activity.js';

/** Quieter than this (dBFS) is never speech. */
const ABSOLUTE_FLOOR_DB = -50;
/** A speech frame stands at least this far above the noise floor. */
const RISE_DB = 12;
/** The noise floor rises towards the level this slowly per frame (it falls at once): it tracks the quiet between words. */
const FLOOR_RISE_DB_PER_FRAME = 0.05;
/** Non-speech this long ends a segment. */
export const PAUSE_S = 0.5;
/** A segment is cut here even without a pause: the model reads at most about 20 s. */
export const MAX_SEGMENT_S = 15;
/** Audio kept from before the first speech frame, so that a soft onset is not cut. */
const PRE_ROLL_S = 0.2;

export type EndpointEvent = { type: 'start'; sample: number } | { type: 'end'; sample: number };

export class Endpointer {
  /** Starts at the absolute floor, so that a stream that opens mid-sentence is speech at once. */
  private noiseFloorDb = ABSOLUTE_FLOOR_DB;
  private inSpeech = false;
  private segmentStart = 0;
  private lastSpeechEnd = 0;
  private pending = new Float32Array(0);
  /** Samples consumed so far (whole frames). */
  private position = 0;

  /** Feeds 16 kHz samples; returns the segment starts and ends they complete, in sample positions of the whole stream. */
  push(samples: Float32Array): EndpointEvent[] {
    const joined = new Float32Array(this.pending.length + samples.length);
    joined.set(this.pending);
    joined.set(samples, this.pending.length);
    const events: EndpointEvent[] = [];
    let offset = 0;
    for (; offset + VAD_FRAME_SAMPLES <= joined.length; offset += VAD_FRAME_SAMPLES) {
      events.push(...this.frame(joined.subarray(offset, offset + VAD_FRAME_SAMPLES)));
    }
    this.pending = joined.slice(offset);
    return events;
  }

  /** Ends the segment in progress, if any (the client asked to flush, or the stream ends). */
  flush(): EndpointEvent[] {
    if (!this.inSpeech) return [];
    this.inSpeech = false;
    return [{ type: 'end', sample: this.position }];
  }

  private frame(frame: Float32Array): EndpointEvent[] {
    let energy = 0;
    for (const sample of frame) energy += sample * sample;
    const levelDb = 10 * Math.log10(energy / frame.length + 1e-12);
    this.noiseFloorDb = Math.min(levelDb, this.noiseFloorDb + FLOOR_RISE_DB_PER_FRAME);
    const speech = levelDb > ABSOLUTE_FLOOR_DB && levelDb > this.noiseFloorDb + RISE_DB;
    const start = this.position;
    this.position += frame.length;
    const events: EndpointEvent[] = [];
    if (speech) {
      if (!this.inSpeech) {
        this.inSpeech = true;
        this.segmentStart = Math.max(0, start - PRE_ROLL_S * SAMPLE_RATE);
        events.push({ type: 'start', sample: this.segmentStart });
      }
      this.lastSpeechEnd = this.position;
    }
    if (this.inSpeech) {
      const paused = this.position - this.lastSpeechEnd >= PAUSE_S * SAMPLE_RATE;
      const tooLong = this.position - this.segmentStart >= MAX_SEGMENT_S * SAMPLE_RATE;
      if (paused || tooLong) {
        this.inSpeech = false;
        events.push({ type: 'end', sample: this.position });
      }
    }
    return events;
  }
}
