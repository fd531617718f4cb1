import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from '../speech-types.js';
import { Endpointer, MAX_SEGMENT_S, PAUSE_S } from './endpointer.js';

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
    expect(events).toHaveLength(2);
    expect(events[0]).toEqual({ type: 'start', sample: expect.closeTo(0.8 * SAMPLE_RATE, -3) });
    expect(events[1]!.type).toBe('end');
    expect(events[1]!.sample / SAMPLE_RATE).toBeGreaterThanOrEqual(2 + PAUSE_S);
    expect(events[1]!.sample / SAMPLE_RATE).toBeLessThan(2 + PAUSE_S + 0.1);
  });

  it('cuts a segment that runs on past the longest one, and ends the one in progress on flush', () => {
    const endpointer = new Endpointer();
    const events = endpointer.push(audio(MAX_SEGMENT_S + 1, 0.3));
    expect(events.map((event) => event.type)).toEqual(['start', 'end', 'start']);
    expect(events[1]!.sample / SAMPLE_RATE).toBeCloseTo(MAX_SEGMENT_S, 1);
    expect(endpointer.flush()).toEqual([{ type: 'end', sample: expect.any(Number) }]);
    expect(endpointer.flush()).toEqual([]);
  });
});
