import { describe, expect, it } from 'vitest';
import { resample } from './resample.js';

function sine(frequency: number, sampleRate: number, seconds: number, amplitude = 0.5): Float32Array {
  return Float32Array.from({ length: Math.round(sampleRate * seconds) }, (_, n) => amplitude * Math.sin((2 * Math.PI * frequency * n) / sampleRate));
}

/** The samples away from the edges, where the filter sees zeros beyond the signal. */
function middle(samples: Float32Array): Float32Array {
  const margin = Math.floor(samples.length / 10);
  return samples.subarray(margin, samples.length - margin);
}

function rms(samples: Float32Array): number {
  return Math.sqrt(samples.reduce((sum, value) => sum + value * value, 0) / samples.length);
}

describe('resample', () => {
  it.each([48_000, 44_100, 22_050, 8_000])('keeps a 1 kHz sine at %i Hz a 1 kHz sine at 16 kHz', (fromRate) => {
    const output = resample(sine(1000, fromRate, 1), fromRate, 16_000);
    const expected = sine(1000, 16_000, 1);

    expect(output.length).toBe(16_000);
    const error = middle(output).map((value, i) => value - middle(expected)[i]!);
    expect(Math.max(...error.map(Math.abs))).toBeLessThan(0.001);
  });

  it.each([
    [48_000, 10_000],
    [48_000, 9_000],
    [44_100, 12_000],
  ])('attenuates a tone above the new Nyquist frequency (%i Hz, %i Hz tone) by more than 40 dB', (fromRate, frequency) => {
    const input = sine(frequency, fromRate, 1);
    const output = resample(input, fromRate, 16_000);

    expect(rms(middle(output)) / rms(input)).toBeLessThan(0.01);
  });

  it('keeps a constant signal constant', () => {
    const output = resample(new Float32Array(44_100).fill(0.25), 44_100, 16_000);

    for (const value of middle(output)) expect(value).toBeCloseTo(0.25, 5);
  });

  it('returns the input itself when the rates match', () => {
    const input = sine(440, 16_000, 0.1);

    expect(resample(input, 16_000, 16_000)).toBe(input);
  });

  it('rejects a rate that is not a positive integer', () => {
    expect(() => resample(new Float32Array(10), 0, 16_000)).toThrow(RangeError);
    expect(() => resample(new Float32Array(10), 44_100.5, 16_000)).toThrow(RangeError);
  });
});
