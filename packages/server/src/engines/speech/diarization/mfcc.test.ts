import { describe, expect, it } from 'vitest';
import { DEFAULT_MFCC_OPTIONS, FftPlan, MfccExtractor, hzToMel, melFilterbank, melToHz, mfcc, mfccFrameCount } from './mfcc.js';

/** O(n²) discrete Fourier transform, the reference the FFT is tested against. */
function naiveDft(real: ArrayLike<number>, imag: ArrayLike<number>): { real: Float64Array; imag: Float64Array } {
  const n = real.length;
  const outReal = new Float64Array(n);
  const outImag = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    let sr = 0;
    let si = 0;
    for (let t = 0; t < n; t++) {
      const angle = (-2 * Math.PI * k * t) / n;
      const c = Math.cos(angle);
      const s = Math.sin(angle);
      sr += real[t]! * c - imag[t]! * s;
      si += real[t]! * s + imag[t]! * c;
    }
    outReal[k] = sr;
    outImag[k] = si;
  }
  return { real: outReal, imag: outImag };
}

/** The planned FFT, in place. */
const fft = (real: Float64Array, imag: Float64Array): void => new FftPlan(real.length).transform(real, imag);

/** Deterministic pseudo-random numbers in [-1, 1). */
function noise(length: number, seed = 1): Float32Array {
  let state = seed >>> 0;
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out[i] = state / 2 ** 31 - 1;
  }
  return out;
}

function tone(hz: number, seconds: number, amplitude = 0.5): Float32Array {
  const out = new Float32Array(Math.round(seconds * 16_000));
  for (let i = 0; i < out.length; i++) out[i] = amplitude * Math.sin((2 * Math.PI * hz * i) / 16_000);
  return out;
}

describe('fft', () => {
  it.each([1, 2, 8, 64, 512])('equals the naive DFT for length %i', (n) => {
    const real = Float64Array.from(noise(n, n));
    const imag = Float64Array.from(noise(n, n + 7));
    const expected = naiveDft(real, imag);
    fft(real, imag);
    for (let k = 0; k < n; k++) {
      expect(real[k]).toBeCloseTo(expected.real[k]!, 9);
      expect(imag[k]).toBeCloseTo(expected.imag[k]!, 9);
    }
  });

  it('puts a cosine of k cycles in bins k and n-k', () => {
    const n = 64;
    const real = new Float64Array(n).map((_, t) => Math.cos((2 * Math.PI * 5 * t) / n));
    const imag = new Float64Array(n);
    fft(real, imag);
    expect(real[5]).toBeCloseTo(n / 2, 9);
    expect(real[n - 5]).toBeCloseTo(n / 2, 9);
    for (let k = 0; k < n; k++) if (k !== 5 && k !== n - 5) expect(Math.hypot(real[k]!, imag[k]!)).toBeLessThan(1e-9);
  });

  it('refuses a length that is not a power of two', () => {
    expect(() => new FftPlan(12)).toThrow(RangeError);
    expect(() => new FftPlan(8).transform(new Float64Array(6), new Float64Array(6))).toThrow(RangeError);
  });
});

describe('mel scale and filterbank', () => {
  it('maps 1000 Hz to about 1000 mel and back', () => {
    expect(hzToMel(1000)).toBeCloseTo(1000, -1);
    expect(melToHz(hzToMel(3456))).toBeCloseTo(3456, 6);
  });

  it('has 26 triangular filters, each peaking near its centre, with increasing centres', () => {
    const { weights, centresHz } = melFilterbank();
    expect(weights).toHaveLength(26);
    for (let m = 0; m < weights.length; m++) {
      const row = weights[m]!;
      expect(row).toHaveLength(257);
      expect(Math.max(...row)).toBeGreaterThan(0.5);
      expect(Math.max(...row)).toBeLessThanOrEqual(1);
      if (m > 0) expect(centresHz[m]).toBeGreaterThan(centresHz[m - 1]!);
    }
  });

  it.each([300, 1000, 2500, 5000])('a %i Hz tone puts the most energy in the filter centred nearest it', (hz) => {
    const extractor = new MfccExtractor({ preEmphasis: 0 });
    const energies = extractor.logMelEnergies(tone(hz, 0.05), 0);
    const loudest = energies.indexOf(Math.max(...energies));
    const { centresHz } = melFilterbank();
    const nearest = centresHz.reduce((best, centre, index) => (Math.abs(centre - hz) < Math.abs(centresHz[best]! - hz) ? index : best), 0);
    expect(Math.abs(loudest - nearest)).toBeLessThanOrEqual(1);
  });
});

describe('mfcc', () => {
  it('gives one frame every 10 ms with 13 coefficients', () => {
    expect(mfccFrameCount(16_000)).toBe(1 + Math.floor((16_000 - 400) / 160));
    const result = mfcc(noise(16_000));
    expect(result.mfcc.frames).toBe(98);
    expect(result.mfcc.dimension).toBe(DEFAULT_MFCC_OPTIONS.coefficients);
    expect(result.mfcc.data).toHaveLength(98 * 13);
    expect(result.hopSeconds).toBeCloseTo(0.01, 9);
    for (const value of result.mfcc.data) expect(Number.isFinite(value)).toBe(true);
  });

  it('gives finite values on digital silence and a very low energy', () => {
    const result = mfcc(new Float32Array(4000));
    for (const value of result.mfcc.data) expect(Number.isFinite(value)).toBe(true);
    expect(Math.max(...result.energyDb)).toBeLessThan(-100);
  });

  it('moves only c0 when the signal is scaled (log of a gain is a constant over the filters)', () => {
    const signal = noise(8000, 3);
    const louder = signal.map((x) => x * 4);
    const a = mfcc(signal).mfcc.data;
    const b = mfcc(louder).mfcc.data;
    for (let i = 0; i < a.length; i++) {
      if (i % 13 === 0) expect(b[i]! - a[i]!).toBeCloseTo(Math.log(16) * Math.sqrt(26), 6);
      else expect(b[i]).toBeCloseTo(a[i]!, 6);
    }
  });

  it('tells a low tone from a high one in c1 (spectral tilt)', () => {
    const low = mfcc(tone(200, 0.3)).mfcc;
    const high = mfcc(tone(4000, 0.3)).mfcc;
    const meanC1 = (m: typeof low) => {
      let sum = 0;
      for (let f = 0; f < m.frames; f++) sum += m.data[f * m.dimension + 1]!;
      return sum / m.frames;
    };
    expect(meanC1(low)).toBeGreaterThan(meanC1(high));
  });

  it('analyses a sub-range the same as a copy of it', () => {
    const signal = noise(10_000, 9);
    const extractor = new MfccExtractor();
    const part = extractor.compute(signal, 1600, 8000);
    // pre-emphasis at the first sample of a range reads the sample before it; the copy has none, so skip frame 0.
    const copy = extractor.compute(signal.slice(1600, 8000));
    expect(part.mfcc.frames).toBe(copy.mfcc.frames);
    for (let i = 13; i < part.mfcc.data.length; i++) expect(part.mfcc.data[i]).toBeCloseTo(copy.mfcc.data[i]!, 9);
  });
});
