import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from '../speech-types.js';
import { Endpointer, LONG_PAUSE_S, LONG_SEGMENT_S, MAX_SEGMENT_S, PAUSE_S, TENTATIVE_PAUSE_S, type EndpointEvent } from './endpointer.js';

/** Where an event is, in seconds ('resume' is nowhere). */
const at = (event: EndpointEvent | undefined): number => (event && 'sample' in event ? event.sample / SAMPLE_RATE : NaN);

/** `seconds` of a tone at amplitude `level` (0 is silence). */
const audio = (seconds: number, level: number): Float32Array => new Float32Array(Math.round(seconds * SAMPLE_RATE)).map((_, i) => level * Math.sin(i / 7));

describe('Endpointer', () => {
  it('finds nothing in silence or in faint noise', () => {
    const endpointer = new Endpointer();
    expect(endpointer.push(audio(2, 0))).toEqual([]);
    expect(endpointer.push(audio(2, 0.001))).toEqual([]);
    expect(endpointer.flush()).toEqual([]);
  });

  it('starts a segment at speech (with a little before it) and ends it after a pause, whatever the frame sizes', () => {
    const endpointer = new Endpointer();
    const events = [...endpointer.push(audio(1, 0)), ...endpointer.push(audio(1, 0.3)), ...endpointer.push(audio(0.3, 0)), ...endpointer.push(audio(0.5, 0))];
    expect(events.map((event) => event.type)).toEqual(['start', 'pause', 'end']);
    expect(events[0]).toEqual({ type: 'start', sample: expect.closeTo(0.8 * SAMPLE_RATE, -3) });
    // The pause is announced once it has lasted TENTATIVE_PAUSE_S, and ends the segment at PAUSE_S; both know where the speech ended.
    expect(at(events[1])).toBeGreaterThanOrEqual(2 + TENTATIVE_PAUSE_S);
    expect(at(events[1])).toBeLessThan(2 + TENTATIVE_PAUSE_S + 0.1);
    expect(at(events[2])).toBeGreaterThanOrEqual(2 + PAUSE_S);
    expect(at(events[2])).toBeLessThan(2 + PAUSE_S + 0.1);
    for (const event of events.slice(1)) expect(event).toMatchObject({ speechEnd: expect.closeTo(2 * SAMPLE_RATE, -3) });
  });

  it('cuts a segment that runs on past the longest one at its quietest recent frame, the next one going on from there; ends the one in progress on flush', () => {
    const endpointer = new Endpointer();
    // Speech with a dip at 14.5 s (too short for a pause): the cut falls there, not at 15 s.
    const events = [...endpointer.push(audio(14.5, 0.3)), ...endpointer.push(audio(0.05, 0.05)), ...endpointer.push(audio(1, 0.3))];
    expect(events.map((event) => event.type).slice(0, 3)).toEqual(['start', 'end', 'start']);
    expect(at(events[1])).toBeGreaterThan(14.5);
    expect(at(events[1])).toBeLessThan(14.6);
    expect(at(events[2])).toBe(at(events[1]));
    expect(endpointer.flush()).toEqual([{ type: 'end', sample: expect.any(Number), speechEnd: expect.any(Number) }]);
    expect(endpointer.flush()).toEqual([]);
  });

  it('announces a short pause, takes it back when speech resumes, and ends a long segment at such a pause', () => {
    const endpointer = new Endpointer();
    const short = [...endpointer.push(audio(2, 0.3)), ...endpointer.push(audio(0.3, 0)), ...endpointer.push(audio(1, 0.3))];
    expect(short.map((event) => event.type)).toEqual(['start', 'pause', 'resume']);
    // Past LONG_SEGMENT_S a shorter pause ends the segment; the next one's pre-roll does not reach back into it.
    const long = [...endpointer.push(audio(LONG_SEGMENT_S, 0.3)), ...endpointer.push(audio(0.18, 0)), ...endpointer.push(audio(1, 0.3))];
    expect(long.map((event) => event.type)).toEqual(['end', 'start']);
    expect(at(long[0])).toBeGreaterThanOrEqual(2 + 0.3 + 1 + LONG_SEGMENT_S + LONG_PAUSE_S);
    expect(at(long[0])).toBeLessThan(2 + 0.3 + 1 + LONG_SEGMENT_S + TENTATIVE_PAUSE_S);
    expect(at(long[1])).toBe(at(long[0]));
  });

  it('closes a long segment in the longest pause it had after its first seconds, the speech since going on as the next one', () => {
    const endpointer = new Endpointer();
    // Pauses at 2 s (too early), 4 s (0.12 s) and 6 s (0.18 s), none long enough to end the segment by itself.
    const speech = [audio(2, 0.3), audio(0.18, 0), audio(1.82, 0.3), audio(0.12, 0), audio(1.88, 0.3), audio(0.18, 0), audio(2.5, 0.3)];
    const events = speech.flatMap((part) => endpointer.push(part));
    expect(events.map((event) => event.type)).toEqual(['start', 'end', 'start']);
    // In the pause at 6.12–6.3 s (to the frame: 32 ms); its end says where that segment's speech ended.
    const speechEnd = (events[1] as { speechEnd: number }).speechEnd / SAMPLE_RATE;
    expect(speechEnd).toBeGreaterThan(6);
    expect(speechEnd).toBeLessThan(6.15);
    expect(at(events[1])).toBeGreaterThan(speechEnd);
    expect(at(events[1])).toBeLessThan(6.3);
    expect(at(events[2])).toBe(at(events[1]));
  });
});
