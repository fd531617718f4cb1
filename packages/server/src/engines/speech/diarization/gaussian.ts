/**
 * Full-covariance Gaussian statistics of feature frames, and the Bayesian information criterion comparisons the
 * diarizer makes with them: "are these frames better described by one Gaussian or by two?".
 */

import type { FeatureMatrix } from './mfcc.js';

/** Sufficient statistics of a set of d-dimensional frames: count, sum and sum of outer products. */
export class GaussianStats {
  n = 0;
  readonly sum: Float64Array;
  /** Upper triangle used; row-major d×d. */
  readonly outer: Float64Array;

  constructor(readonly dimension: number) {
    this.sum = new Float64Array(dimension);
    this.outer = new Float64Array(dimension * dimension);
  }

  static of(features: FeatureMatrix, frames: Iterable<number>): GaussianStats {
    const stats = new GaussianStats(features.dimension);
    for (const frame of frames) stats.add(features, frame);
    return stats;
  }

  add(features: FeatureMatrix, frame: number, sign: 1 | -1 = 1): void {
    const d = this.dimension;
    const base = frame * features.dimension;
    const x = features.data;
    this.n += sign;
    for (let i = 0; i < d; i++) {
      const xi = x[base + i]!;
      this.sum[i] = this.sum[i]! + sign * xi;
      const row = i * d;
      for (let j = i; j < d; j++) this.outer[row + j] = this.outer[row + j]! + sign * xi * x[base + j]!;
    }
  }

  clone(): GaussianStats {
    const copy = new GaussianStats(this.dimension);
    copy.n = this.n;
    copy.sum.set(this.sum);
    copy.outer.set(this.outer);
    return copy;
  }

  merged(other: GaussianStats): GaussianStats {
    const copy = this.clone();
    copy.n += other.n;
    for (let i = 0; i < copy.sum.length; i++) copy.sum[i] = copy.sum[i]! + other.sum[i]!;
    for (let i = 0; i < copy.outer.length; i++) copy.outer[i] = copy.outer[i]! + other.outer[i]!;
    return copy;
  }

  difference(other: GaussianStats): GaussianStats {
    const copy = this.clone();
    copy.n -= other.n;
    for (let i = 0; i < copy.sum.length; i++) copy.sum[i] = copy.sum[i]! - other.sum[i]!;
    for (let i = 0; i < copy.outer.length; i++) copy.outer[i] = copy.outer[i]! - other.outer[i]!;
    return copy;
  }

  mean(): Float64Array {
    return this.sum.map((s) => s / Math.max(1, this.n));
  }

  /** Maximum-likelihood covariance (full, symmetric) plus `ridge` on the diagonal. */
  covariance(ridge: number): Float64Array {
    const d = this.dimension;
    const n = Math.max(1, this.n);
    const mean = this.mean();
    const cov = new Float64Array(d * d);
    for (let i = 0; i < d; i++) {
      for (let j = i; j < d; j++) {
        const value = this.outer[i * d + j]! / n - mean[i]! * mean[j]!;
        cov[i * d + j] = value;
        cov[j * d + i] = value;
      }
      cov[i * d + i] = cov[i * d + i]! + ridge;
    }
    return cov;
  }

  /** log-determinant of the (ridged) covariance. */
  logDet(ridge: number): number {
    return choleskyLogDet(this.covariance(ridge), this.dimension);
  }
}

/**
 * log-determinant of the (ridged) covariance of `a` and `b` together, without building the merged statistics:
 * the clustering asks this for every pair of clusters. `scratch` holds d×d numbers.
 */
export function mergedLogDet(a: GaussianStats, b: GaussianStats, ridge: number, scratch: Float64Array): number {
  const d = a.dimension;
  const n = Math.max(1, a.n + b.n);
  for (let i = 0; i < d; i++) {
    const mi = (a.sum[i]! + b.sum[i]!) / n;
    for (let j = i; j < d; j++) {
      const mj = (a.sum[j]! + b.sum[j]!) / n;
      const value = (a.outer[i * d + j]! + b.outer[i * d + j]!) / n - mi * mj;
      scratch[i * d + j] = value;
      scratch[j * d + i] = value;
    }
    scratch[i * d + i] = scratch[i * d + i]! + ridge;
  }
  cholesky(scratch, d);
  let sum = 0;
  for (let i = 0; i < d; i++) sum += Math.log(scratch[i * d + i]!);
  return 2 * sum;
}

/** In place: lower-triangular Cholesky factor of a symmetric positive-definite d×d matrix. Throws if it is not. */
export function cholesky(matrix: Float64Array, d: number): Float64Array {
  for (let j = 0; j < d; j++) {
    let diagonal = matrix[j * d + j]!;
    for (let k = 0; k < j; k++) diagonal -= matrix[j * d + k]! ** 2;
    if (!(diagonal > 0)) throw new RangeError('matrix is not positive definite');
    const root = Math.sqrt(diagonal);
    matrix[j * d + j] = root;
    for (let i = j + 1; i < d; i++) {
      let value = matrix[i * d + j]!;
      for (let k = 0; k < j; k++) value -= matrix[i * d + k]! * matrix[j * d + k]!;
      matrix[i * d + j] = value / root;
    }
    for (let i = 0; i < j; i++) matrix[i * d + j] = 0;
  }
  return matrix;
}

export function choleskyLogDet(matrix: Float64Array, d: number): number {
  const factor = cholesky(matrix.slice(), d);
  let sum = 0;
  for (let i = 0; i < d; i++) sum += Math.log(factor[i * d + i]!);
  return 2 * sum;
}

/** Number of free parameters of a d-dimensional full-covariance Gaussian. */
export function gaussianParameters(d: number): number {
  return d + (d * (d + 1)) / 2;
}

/** The BIC model-size term per unit of penalty λ, for `n` frames of `d`-dimensional Gaussians. */
export function bicPenaltyUnit(d: number, n: number): number {
  return 0.5 * gaussianParameters(d) * Math.log(n);
}

/**
 * ΔBIC of modelling two sets of `nA` and `nB` frames by two Gaussians rather than one, from the log-determinants of
 * their covariances and of the merged one: positive when two describe them better (different speakers), negative
 * when one will do (same speaker). `penalty` (λ) weighs the model-size term.
 */
export function bicFromLogDets(nA: number, logDetA: number, nB: number, logDetB: number, logDetBoth: number, d: number, penalty: number): number {
  const n = nA + nB;
  return 0.5 * (n * logDetBoth - nA * logDetA - nB * logDetB) - penalty * bicPenaltyUnit(d, n);
}

/** ΔBIC of `a` and `b` (see `bicFromLogDets`). */
export function deltaBic(a: GaussianStats, b: GaussianStats, penalty: number, ridge: number): number {
  return bicFromLogDets(a.n, a.logDet(ridge), b.n, b.logDet(ridge), a.merged(b).logDet(ridge), a.dimension, penalty);
}

/**
 * ΔBIC of merging `a` and `b` when their log-determinants are already known (the clustering caches them);
 * allocates nothing.
 */
export function bicWithLogDets(
  a: GaussianStats,
  aLogDet: number,
  b: GaussianStats,
  bLogDet: number,
  penalty: number,
  ridge: number,
  scratch: Float64Array,
): number {
  return bicFromLogDets(a.n, aLogDet, b.n, bLogDet, mergedLogDet(a, b, ridge, scratch), a.dimension, penalty);
}

/** A fitted Gaussian that scores frames: log N(x; μ, Σ). */
export class GaussianModel {
  private readonly mean: Float64Array;
  /** Lower-triangular Cholesky factor of Σ. */
  private readonly factor: Float64Array;
  private readonly constant: number;
  private readonly scratch: Float64Array;

  constructor(stats: GaussianStats, ridge: number) {
    const d = stats.dimension;
    this.mean = stats.mean();
    this.factor = cholesky(stats.covariance(ridge), d);
    let logDet = 0;
    for (let i = 0; i < d; i++) logDet += 2 * Math.log(this.factor[i * d + i]!);
    this.constant = -0.5 * (d * Math.log(2 * Math.PI) + logDet);
    this.scratch = new Float64Array(d);
  }

  logLikelihood(features: FeatureMatrix, frame: number): number {
    const d = this.mean.length;
    const base = frame * features.dimension;
    const z = this.scratch;
    // Solve L z = x - μ by forward substitution; the Mahalanobis distance is |z|².
    let distance = 0;
    for (let i = 0; i < d; i++) {
      let value = features.data[base + i]! - this.mean[i]!;
      for (let k = 0; k < i; k++) value -= this.factor[i * d + k]! * z[k]!;
      z[i] = value / this.factor[i * d + i]!;
      distance += z[i]! * z[i]!;
    }
    return this.constant - 0.5 * distance;
  }
}
