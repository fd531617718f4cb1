/**
 * Band-limited sample-rate conversion: a polyphase, Kaiser-windowed sinc low-pass filter.
 *
 * Converting by the rational factor up/down, each output sample sits at one of `up` fractional positions between
 * input samples; the filter taps for every position are computed once, so the inner loop is a plain dot product.
 * The cutoff sits below the lower of the two Nyquist frequencies, so downsampling does not fold high frequencies
 * back into the speech band.
 */

/** Sinc lobes on each side of the centre: the filter's length, and so the steepness of its transition band. */
const ZERO_CROSSINGS = 16;
/** Kaiser window shape; 7 gives about 70 dB of stopband attenuation. */
const KAISER_BETA = 7;
/** Cutoff as a fraction of the lower Nyquist frequency: the rest of the band below Nyquist is the transition band. */
const PASSBAND = 0.9;

/** Resamples `input` from `fromRate` to `toRate` (integer rates in Hz). Returns `input` itself when the rates match. */
export function resample(input: Float32Array, fromRate: number, toRate: number): Float32Array {
  for (const rate of [fromRate, toRate]) {
    if (!Number.isInteger(rate) || rate <= 0) throw new RangeError(`Sample rate must be a positive integer, got ${rate}`);
  }
  if (fromRate === toRate) return input;

  const divisor = greatestCommonDivisor(fromRate, toRate);
  const up = toRate / divisor;
  const down = fromRate / divisor;
  const filter = new PolyphaseFilter(up, down);
  const { taps, halfTaps, coefficients } = filter;

  const output = new Float32Array(Math.ceil((input.length * up) / down));
  for (let n = 0; n < output.length; n++) {
    // Output sample n lies at input position n·down/up = centre + phase/up.
    const position = n * down;
    const centre = Math.floor(position / up);
    const row = (position - centre * up) * taps;
    const first = centre - halfTaps + 1;
    let sum = 0;
    if (first >= 0 && first + taps <= input.length) {
      for (let tap = 0; tap < taps; tap++) sum += input[first + tap]! * coefficients[row + tap]!;
    } else {
      // Near the edges, samples outside the input count as silence.
      const from = Math.max(0, -first);
      const to = Math.min(taps, input.length - first);
      for (let tap = from; tap < to; tap++) sum += input[first + tap]! * coefficients[row + tap]!;
    }
    output[n] = sum;
  }
  return output;
}

/** The low-pass filter's taps for each of the `up` fractional positions, one row of `taps` coefficients per position. */
class PolyphaseFilter {
  readonly halfTaps: number;
  readonly taps: number;
  readonly coefficients: Float32Array;

  constructor(up: number, down: number) {
    // Cutoff in cycles per input sample.
    const cutoff = 0.5 * PASSBAND * Math.min(1, up / down);
    const halfWidth = ZERO_CROSSINGS / (2 * cutoff);
    this.halfTaps = Math.ceil(halfWidth);
    this.taps = 2 * this.halfTaps;
    this.coefficients = new Float32Array(up * this.taps);
    const windowNorm = besselI0(KAISER_BETA);

    for (let phase = 0; phase < up; phase++) {
      const row = phase * this.taps;
      let rowSum = 0;
      for (let tap = 0; tap < this.taps; tap++) {
        // Distance, in input samples, from this tap to the output sample's position.
        const distance = tap - this.halfTaps + 1 - phase / up;
        const ratio = distance / halfWidth;
        if (Math.abs(ratio) >= 1) continue;
        const window = besselI0(KAISER_BETA * Math.sqrt(1 - ratio * ratio)) / windowNorm;
        const value = 2 * cutoff * sinc(2 * cutoff * distance) * window;
        this.coefficients[row + tap] = value;
        rowSum += value;
      }
      // Unit gain at DC for every phase, so a constant signal stays constant.
      for (let tap = row; tap < row + this.taps; tap++) this.coefficients[tap] = this.coefficients[tap]! / rowSum;
    }
  }
}

function sinc(x: number): number {
  if (x === 0) return 1;
  const angle = Math.PI * x;
  return Math.sin(angle) / angle;
}

/** Modified Bessel function of the first kind, order 0 (power series), for the Kaiser window. */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  const quarterSquare = (x * x) / 4;
  for (let k = 1; term > sum * 1e-12; k++) {
    term *= quarterSquare / (k * k);
    sum += term;
  }
  return sum;
}

function greatestCommonDivisor(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}
