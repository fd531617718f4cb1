/**
 * Mel-frequency cepstral coefficients of 16 kHz mono audio, in plain TypeScript: pre-emphasis, 25 ms Hamming
 * frames every 10 ms, a 512-point radix-2 FFT, a triangular mel filterbank, log, DCT-II. The diarizer describes a
 * voice by the statistics of these frames (see diarize.ts).
 */

import { SAMPLE_RATE } from '../speech-types.js';

export interface MfccOptions {
  sampleRate: number;
  /** Samples per analysis frame (25 ms). */
  frameLength: number;
  /** Samples between frame starts (10 ms). */
  hopLength: number;
  /** FFT size: a power of two at least `frameLength`. */
  fftSize: number;
  /** y[n] = x[n] - α·x[n-1]. */
  preEmphasis: number;
  melFilters: number;
  lowHz: number;
  highHz: number;
  /** Cepstral coefficients kept, c0 included. */
  coefficients: number;
}

export const DEFAULT_MFCC_OPTIONS: Readonly<MfccOptions> = {
  sampleRate: SAMPLE_RATE,
  frameLength: 400,
  hopLength: 160,
  fftSize: 512,
  preEmphasis: 0.97,
  melFilters: 26,
  lowHz: 20,
  highHz: 7600,
  coefficients: 13,
};

/** Frame-major features: frame i's coefficients are `data[i·dimension … (i+1)·dimension)`. */
export interface FeatureMatrix {
  frames: number;
  dimension: number;
  data: Float64Array;
}

export interface MfccResult {
  /** c0 … c(coefficients-1) per frame. */
  mfcc: FeatureMatrix;
  /** Frame energy in dB (10·log10 of the mean square of the windowed, pre-emphasised frame). */
  energyDb: Float64Array;
  /** Seconds between frame starts; frame i starts at i·hopSeconds. */
  hopSeconds: number;
  frameSeconds: number;
}

// ---------------------------------------------------------------------------------------------------------------
// FFT

/**
 * An in-place iterative radix-2 complex FFT (decimation in time) of one size, its bit-reversal and twiddle tables
 * computed once for the many frames of a recording.
 */
export class FftPlan {
  private readonly reversed: Uint32Array;
  private readonly cos: Float64Array;
  private readonly sin: Float64Array;

  constructor(readonly size: number) {
    if (size === 0 || (size & (size - 1)) !== 0) throw new RangeError(`fft: length ${size} is not a power of two`);
    this.reversed = new Uint32Array(size);
    const bits = Math.log2(size);
    for (let i = 0; i < size; i++) {
      let r = 0;
      for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
      this.reversed[i] = r;
    }
    this.cos = new Float64Array(size / 2);
    this.sin = new Float64Array(size / 2);
    for (let k = 0; k < size / 2; k++) {
      this.cos[k] = Math.cos((-2 * Math.PI * k) / size);
      this.sin[k] = Math.sin((-2 * Math.PI * k) / size);
    }
  }

  /** In place, like `fft`. */
  transform(real: Float64Array, imag: Float64Array): void {
    const n = this.size;
    if (real.length !== n || imag.length !== n) throw new RangeError('fft: wrong length for this plan');
    for (let i = 0; i < n; i++) {
      const j = this.reversed[i]!;
      if (i < j) {
        let t = real[i]!;
        real[i] = real[j]!;
        real[j] = t;
        t = imag[i]!;
        imag[i] = imag[j]!;
        imag[j] = t;
      }
    }
    const { cos, sin } = this;
    for (let size = 2; size <= n; size <<= 1) {
      const half = size >> 1;
      const stride = n / size;
      for (let start = 0; start < n; start += size) {
        for (let k = 0, w = 0; k < half; k++, w += stride) {
          const a = start + k;
          const b = a + half;
          const cr = cos[w]!;
          const ci = sin[w]!;
          const tr = real[b]! * cr - imag[b]! * ci;
          const ti = real[b]! * ci + imag[b]! * cr;
          real[b] = real[a]! - tr;
          imag[b] = imag[a]! - ti;
          real[a] = real[a]! + tr;
          imag[a] = imag[a]! + ti;
        }
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Mel filterbank and DCT

export function hzToMel(hz: number): number {
  return 2595 * Math.log10(1 + hz / 700);
}

export function melToHz(mel: number): number {
  return 700 * (10 ** (mel / 2595) - 1);
}

/**
 * Triangular filters equally spaced on the mel scale between lowHz and highHz, over the fftSize/2+1 power-spectrum
 * bins; filter m rises from centre m-1 to 1 at centre m and falls to 0 at centre m+1. Returned as `filters` rows
 * of `bins` weights, plus each filter's centre in Hz.
 */
export function melFilterbank(options: Readonly<MfccOptions> = DEFAULT_MFCC_OPTIONS): { weights: Float64Array[]; centresHz: number[] } {
  const { fftSize, sampleRate, melFilters, lowHz, highHz } = options;
  const bins = fftSize / 2 + 1;
  const lowMel = hzToMel(lowHz);
  const highMel = hzToMel(highHz);
  const edgesHz: number[] = [];
  for (let i = 0; i < melFilters + 2; i++) edgesHz.push(melToHz(lowMel + ((highMel - lowMel) * i) / (melFilters + 1)));
  const weights: Float64Array[] = [];
  for (let m = 1; m <= melFilters; m++) {
    const left = edgesHz[m - 1]!;
    const centre = edgesHz[m]!;
    const right = edgesHz[m + 1]!;
    const row = new Float64Array(bins);
    for (let bin = 0; bin < bins; bin++) {
      const hz = (bin * sampleRate) / fftSize;
      if (hz > left && hz < right) row[bin] = hz <= centre ? (hz - left) / (centre - left) : (right - hz) / (right - centre);
    }
    weights.push(row);
  }
  return { weights, centresHz: edgesHz.slice(1, -1) };
}

/** Orthonormal DCT-II matrix: `coefficients` rows of `inputs` columns. */
function dctMatrix(coefficients: number, inputs: number): Float64Array[] {
  const rows: Float64Array[] = [];
  for (let k = 0; k < coefficients; k++) {
    const row = new Float64Array(inputs);
    const scale = Math.sqrt((k === 0 ? 1 : 2) / inputs);
    for (let n = 0; n < inputs; n++) row[n] = scale * Math.cos((Math.PI * k * (n + 0.5)) / inputs);
    rows.push(row);
  }
  return rows;
}

/** Numbers of whole frames in `samples` samples (at least one when there is any audio). */
export function mfccFrameCount(samples: number, options: Readonly<MfccOptions> = DEFAULT_MFCC_OPTIONS): number {
  if (samples <= 0) return 0;
  if (samples < options.frameLength) return 1;
  return 1 + Math.floor((samples - options.frameLength) / options.hopLength);
}

/**
 * A reusable MFCC analyser; `logMelEnergies` and `compute` share the window, filterbank and DCT tables.
 */
export class MfccExtractor {
  readonly options: Readonly<MfccOptions>;
  private readonly window: Float64Array;
  private readonly filters: { first: number; weights: Float64Array }[];
  private readonly dct: Float64Array[];
  private readonly real: Float64Array;
  private readonly imag: Float64Array;
  private readonly power: Float64Array;
  private readonly plan: FftPlan;

  constructor(options: Partial<MfccOptions> = {}) {
    this.options = { ...DEFAULT_MFCC_OPTIONS, ...options };
    const { frameLength, fftSize, coefficients, melFilters } = this.options;
    if (fftSize < frameLength || (fftSize & (fftSize - 1)) !== 0) throw new RangeError('fftSize must be a power of two ≥ frameLength');
    if (coefficients > melFilters) throw new RangeError('more coefficients than mel filters');
    this.window = new Float64Array(frameLength);
    for (let n = 0; n < frameLength; n++) this.window[n] = 0.54 - 0.46 * Math.cos((2 * Math.PI * n) / (frameLength - 1));
    // Each filter is stored from its first non-zero bin only: the filterbank is mostly zeros.
    this.filters = melFilterbank(this.options).weights.map((row) => {
      let first = row.findIndex((w) => w > 0);
      let last = row.length - 1;
      while (last > 0 && row[last] === 0) last--;
      if (first < 0) first = last = 0;
      return { first, weights: row.slice(first, last + 1) };
    });
    this.dct = dctMatrix(coefficients, melFilters);
    this.real = new Float64Array(fftSize);
    this.imag = new Float64Array(fftSize);
    this.power = new Float64Array(fftSize / 2 + 1);
    this.plan = new FftPlan(fftSize);
  }

  /** Power spectrum (|X|², fftSize/2+1 bins) of the frame starting at sample `start`; returns the frame's energy (mean square). */
  private spectrum(pcm: Float32Array, start: number): number {
    const { frameLength, preEmphasis } = this.options;
    const { real, imag, window, power } = this;
    real.fill(0);
    imag.fill(0);
    let energy = 0;
    for (let n = 0; n < frameLength; n++) {
      const i = start + n;
      const x = i < pcm.length ? pcm[i]! : 0;
      const previous = i - 1 >= 0 && i - 1 < pcm.length ? pcm[i - 1]! : 0;
      const value = (x - preEmphasis * previous) * window[n]!;
      real[n] = value;
      energy += value * value;
    }
    this.plan.transform(real, imag);
    for (let bin = 0; bin < power.length; bin++) power[bin] = real[bin]! * real[bin]! + imag[bin]! * imag[bin]!;
    return energy / frameLength;
  }

  /** Log mel-filter energies (natural log) of the frame starting at sample `start`. */
  logMelEnergies(pcm: Float32Array, start = 0): Float64Array {
    this.spectrum(pcm, start);
    return this.melFromPower();
  }

  private melFromPower(): Float64Array {
    const out = new Float64Array(this.filters.length);
    for (let m = 0; m < this.filters.length; m++) {
      const { first, weights } = this.filters[m]!;
      let sum = 0;
      for (let j = 0; j < weights.length; j++) sum += weights[j]! * this.power[first + j]!;
      // Floor far below any speech, so digital silence gives a finite value.
      out[m] = Math.log(sum + 1e-10);
    }
    return out;
  }

  /** MFCCs and energies of the frames of `pcm[from, to)` (sample offsets; the whole signal by default). */
  compute(pcm: Float32Array, from = 0, to = pcm.length): MfccResult {
    const { frameLength, hopLength, sampleRate, coefficients } = this.options;
    const frames = mfccFrameCount(Math.max(0, to - from), this.options);
    const data = new Float64Array(frames * coefficients);
    const energyDb = new Float64Array(frames);
    for (let frame = 0; frame < frames; frame++) {
      const energy = this.spectrum(pcm, from + frame * hopLength);
      energyDb[frame] = 10 * Math.log10(energy + 1e-12);
      const logMel = this.melFromPower();
      for (let k = 0; k < coefficients; k++) {
        const row = this.dct[k]!;
        let sum = 0;
        for (let n = 0; n < logMel.length; n++) sum += row[n]! * logMel[n]!;
        data[frame * coefficients + k] = sum;
      }
    }
    return {
      mfcc: { frames, dimension: coefficients, data },
      energyDb,
      hopSeconds: hopLength / sampleRate,
      frameSeconds: frameLength / sampleRate,
    };
  }
}

/** MFCCs of the whole of `pcm` with the default (or given) options. */
export function mfcc(pcm: Float32Array, options: Partial<MfccOptions> = {}): MfccResult {
  return new MfccExtractor(options).compute(pcm);
}
