import { describe, expect, it } from 'vitest';
import { GaussianModel, GaussianStats, bicWithLogDets, cholesky, choleskyLogDet, deltaBic, gaussianParameters, mergedLogDet } from './gaussian.js';
import type { FeatureMatrix } from './mfcc.js';

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Frames of independent normal coordinates with the given mean and standard deviation (Box–Muller). */
function normalFrames(frames: number, dimension: number, mean: number, sd: number, seed: number): FeatureMatrix {
  const next = random(seed);
  const data = new Float64Array(frames * dimension);
  for (let i = 0; i < data.length; i++) {
    const u = Math.max(1e-12, next());
    data[i] = mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
  }
  return { frames, dimension, data };
}

const all = (m: FeatureMatrix) => Array.from({ length: m.frames }, (_, i) => i);

describe('GaussianStats', () => {
  it('gives the sample mean and covariance', () => {
    const m: FeatureMatrix = { frames: 3, dimension: 2, data: Float64Array.of(1, 2, 3, 6, 5, 4) };
    const stats = GaussianStats.of(m, all(m));
    expect(Array.from(stats.mean())).toEqual([3, 4]);
    const cov = stats.covariance(0);
    expect(cov[0]).toBeCloseTo(8 / 3, 12);
    expect(cov[3]).toBeCloseTo(8 / 3, 12);
    expect(cov[1]).toBeCloseTo(4 / 3, 12);
    expect(cov[2]).toBeCloseTo(4 / 3, 12);
  });

  it('merges and subtracts statistics exactly', () => {
    const m = normalFrames(50, 3, 0, 1, 4);
    const a = GaussianStats.of(m, [...Array(20).keys()]);
    const b = GaussianStats.of(m, [...Array(30).keys()].map((i) => i + 20));
    const whole = GaussianStats.of(m, all(m));
    const merged = a.merged(b);
    expect(merged.n).toBe(50);
    merged.outer.forEach((value, i) => expect(value).toBeCloseTo(whole.outer[i]!, 9));
    const back = whole.difference(a);
    back.sum.forEach((value, i) => expect(value).toBeCloseTo(b.sum[i]!, 9));
  });
});

describe('cholesky', () => {
  it('factors a positive-definite matrix and gives its log-determinant', () => {
    const matrix = Float64Array.of(4, 2, 2, 3);
    const factor = cholesky(matrix.slice(), 2);
    // L·Lᵀ = A
    expect(factor[0]! * factor[0]!).toBeCloseTo(4, 12);
    expect(factor[2]! * factor[0]!).toBeCloseTo(2, 12);
    expect(factor[2]! ** 2 + factor[3]! ** 2).toBeCloseTo(3, 12);
    expect(choleskyLogDet(matrix, 2)).toBeCloseTo(Math.log(8), 12);
  });

  it('refuses a matrix that is not positive definite', () => {
    expect(() => cholesky(Float64Array.of(1, 2, 2, 1), 2)).toThrow(RangeError);
  });
});

describe('deltaBic', () => {
  it('prefers one Gaussian for two samples of one distribution, two for different ones', () => {
    const d = 6;
    const a = GaussianStats.of(normalFrames(400, d, 0, 1, 1), [...Array(400).keys()]);
    const same = GaussianStats.of(normalFrames(400, d, 0, 1, 2), [...Array(400).keys()]);
    const shifted = GaussianStats.of(normalFrames(400, d, 0.8, 1, 3), [...Array(400).keys()]);
    expect(deltaBic(a, same, 1, 0.01)).toBeLessThan(0);
    expect(deltaBic(a, shifted, 1, 0.01)).toBeGreaterThan(0);
  });

  it('is the same computed from cached log-determinants without merging', () => {
    const m = normalFrames(300, 5, 0, 1, 11);
    const a = GaussianStats.of(m, [...Array(120).keys()]);
    const b = GaussianStats.of(m, [...Array(180).keys()].map((i) => i + 120));
    const scratch = new Float64Array(25);
    expect(mergedLogDet(a, b, 0.01, scratch)).toBeCloseTo(a.merged(b).logDet(0.01), 9);
    expect(bicWithLogDets(a, a.logDet(0.01), b, b.logDet(0.01), 1.3, 0.01, scratch)).toBeCloseTo(deltaBic(a, b, 1.3, 0.01), 9);
  });

  it('counts the parameters of a full-covariance Gaussian', () => {
    expect(gaussianParameters(12)).toBe(12 + 78);
  });
});

describe('GaussianModel', () => {
  it('scores the log density of a standard normal', () => {
    const m = normalFrames(20_000, 2, 0, 1, 8);
    const model = new GaussianModel(GaussianStats.of(m, all(m)), 0);
    const origin: FeatureMatrix = { frames: 1, dimension: 2, data: Float64Array.of(0, 0) };
    expect(model.logLikelihood(origin, 0)).toBeCloseTo(-Math.log(2 * Math.PI), 1);
  });
});
