/**
 * Where speech starts and ends in audio that arrives a frame at a time (live streaming), so that a segment can be
 * recognised as soon as its speaker pauses. A frame is speech when it stands clearly above a running noise floor
 * (the quietest recent level) and above an absolute floor; a segment starts at the first speech frame (with a little
 * audio before it) and ends after PAUSE_S of non-speech, or at MAX_SEGMENT_S.
 *
 * A pause of TENTATIVE_PAUSE_S is announced before it is known to end the segment, so that the segment's final can be
 * recognised while the endpointer waits for the rest of the pause (issue 32): the speaker usually has stopped, and when
 * speech comes back first (`resume`) that recognition is only thrown away. A segment that reaches LONG_SEGMENT_S is
 * closed at a natural pause, so that its final does not grow with it: in the longest pause of at least LONG_PAUSE_S
 * (a breath between sentences) it had after MIN_CUT_S, the next segment going on from there; without one, at its next
 * such pause; without that, at MAX_SEGMENT_S, at the quietest frame of its last CUT_SEARCH_S. No audio is heard twice.
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
/** Non-speech this long may end it: announced (`pause`). */
export const TENTATIVE_PAUSE_S = 0.2;
/** A segment this long is closed at a pause of LONG_PAUSE_S, one that came after MIN_CUT_S or the next one. */
export const LONG_SEGMENT_S = 8;
export const LONG_PAUSE_S = 0.1;
const MIN_CUT_S = 3;
/** A segment is cut here even without a pause: the model reads at most about 20 s. */
export const MAX_SEGMENT_S = 15;
/** How far back from MAX_SEGMENT_S a cut looks for the quietest frame. */
const CUT_SEARCH_S = 1;
/** Audio kept from before the first speech frame, so that a soft onset is not cut. */
const PRE_ROLL_S = 0.2;

/**
 * `pause`: TENTATIVE_PAUSE_S of non-speech in a segment, which would end at `sample` if the pause held; `resume`:
 * speech again after a `pause`, the segment goes on. `speechEnd` is where its last speech frame ended.
 */
export type EndpointEvent = { type: 'start'; sample: number } | { type: 'pause' | 'end'; sample: number; speechEnd: number } | { type: 'resume' };

export class Endpointer {
  /** Starts at the absolute floor, so that a stream that opens mid-sentence is speech at once. */
  private noiseFloorDb = ABSOLUTE_FLOOR_DB;
  private inSpeech = false;
  private segmentStart = 0;
  private lastSpeechEnd = 0;
  /** The longest pause of the segment in progress after MIN_CUT_S and at least LONG_PAUSE_S long, where it could be closed. */
  private longestPause: { from: number; to: number } | undefined;
  /** Where the last segment ended: the next one's pre-roll does not reach back into it. */
  private lastSegmentEnd = 0;
  /** The levels (dB) of the frames of the last CUT_SEARCH_S, oldest first, each with where it ends. */
  private recentLevels: Array<{ end: number; levelDb: number }> = [];
  /** Whether the pause in progress was announced (`pause`). */
  private pauseAnnounced = false;
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
    return [this.end(this.position)];
  }

  private frame(frame: Float32Array): EndpointEvent[] {
    let energy = 0;
    for (const sample of frame) energy += sample * sample;
    const levelDb = 10 * Math.log10(energy / frame.length + 1e-12);
    this.noiseFloorDb = Math.min(levelDb, this.noiseFloorDb + FLOOR_RISE_DB_PER_FRAME);
    const speech = levelDb > ABSOLUTE_FLOOR_DB && levelDb > this.noiseFloorDb + RISE_DB;
    const start = this.position;
    this.position += frame.length;
    this.recentLevels.push({ end: this.position, levelDb });
    if (this.recentLevels.length * VAD_FRAME_SAMPLES > CUT_SEARCH_S * SAMPLE_RATE) this.recentLevels.shift();
    const events: EndpointEvent[] = [];
    if (speech) {
      if (!this.inSpeech) {
        this.inSpeech = true;
        this.segmentStart = Math.max(this.lastSegmentEnd, start - PRE_ROLL_S * SAMPLE_RATE);
        events.push({ type: 'start', sample: this.segmentStart });
      } else {
        if (this.pauseAnnounced) events.push({ type: 'resume' });
        this.notePause(this.lastSpeechEnd, start);
      }
      this.pauseAnnounced = false;
      this.lastSpeechEnd = this.position;
    }
    if (!this.inSpeech) return events;
    const pauseS = (this.position - this.lastSpeechEnd) / SAMPLE_RATE;
    const lengthS = (this.position - this.segmentStart) / SAMPLE_RATE;
    if (pauseS >= PAUSE_S || (lengthS >= LONG_SEGMENT_S && pauseS >= LONG_PAUSE_S)) {
      events.push(this.end(this.position));
    } else if (lengthS >= LONG_SEGMENT_S && this.longestPause) {
      // Closed in the middle of its longest pause; the speech since goes on as the next segment.
      const { from, to } = this.longestPause;
      events.push(...this.cutAt(Math.round((from + to) / 2), from));
    } else if (lengthS >= MAX_SEGMENT_S) {
      events.push(...this.cutAt(this.quietestRecentEnd(), this.lastSpeechEnd));
    } else if (pauseS >= TENTATIVE_PAUSE_S && !this.pauseAnnounced) {
      this.pauseAnnounced = true;
      events.push({ type: 'pause', sample: this.position, speechEnd: this.lastSpeechEnd });
    }
    return events;
  }

  private end(sample: number, speechEnd = this.lastSpeechEnd): EndpointEvent {
    this.inSpeech = false;
    this.pauseAnnounced = false;
    this.longestPause = undefined;
    this.lastSegmentEnd = sample;
    return { type: 'end', sample, speechEnd: Math.min(sample, speechEnd) };
  }

  /** Ends the segment at `sample` while speech goes on: the next segment starts there. */
  private cutAt(sample: number, speechEnd: number): EndpointEvent[] {
    const events = [this.end(sample, speechEnd), { type: 'start' as const, sample }];
    this.inSpeech = true;
    this.segmentStart = sample;
    return events;
  }

  /** Non-speech [from, to) inside the segment: a place to close it if it grows long. */
  private notePause(from: number, to: number): void {
    const longEnough = to - from >= LONG_PAUSE_S * SAMPLE_RATE && from - this.segmentStart >= MIN_CUT_S * SAMPLE_RATE;
    if (longEnough && (!this.longestPause || to - from > this.longestPause.to - this.longestPause.from)) this.longestPause = { from, to };
  }

  /** The end of the quietest frame of the last CUT_SEARCH_S (the latest of equals). */
  private quietestRecentEnd(): number {
    return this.recentLevels.reduce((quietest, frame) => (frame.levelDb <= quietest.levelDb ? frame : quietest)).end;
  }
}
