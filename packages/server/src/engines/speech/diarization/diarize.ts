/**
 * Who spoke when, for a consultation recorded on one microphone: a classical two-speaker diarizer with no neural
 * weights. Deterministic, and fast enough to run after recognition on the same cores (see bench/diarization.bench.ts).
 *
 * 1. Features: MFCCs every 10 ms (mfcc.ts; 20 cepstra from 40 mel filters) over the speech segments the recogniser
 *    already has; c0 (loudness) is dropped, so c1…c19 describe the voice, not the distance to the microphone. Each
 *    is standardised over the recording's speech frames.
 * 2. Pieces: inside a segment, frames more than `quietDb` below the segment's loud level are pauses; a pause of
 *    at least `pauseS` cuts the segment into pieces (turns are usually separated by a pause).
 * 3. Change detection: inside a piece long enough, the frame that best splits it into two full-covariance
 *    Gaussians is a speaker change when ΔBIC > 0; both halves are searched again (binary segmentation).
 * 4. Clustering: pieces with enough speech start as clusters; the two whose merge costs least (lowest ΔBIC) are
 *    merged until two remain. Then every piece, short ones too, is given to the cluster whose Gaussian explains
 *    its frames best, and the two Gaussians are refitted, a few times over.
 * 5. One speaker or two: ΔBIC between the two clusters grows with the length of the recording, so it is turned
 *    into the penalty weight at which one Gaussian and two would tie (`criticalPenalty`), which does not; the
 *    recording holds two voices only when that weight is at least `minCriticalPenalty` and the smaller cluster has
 *    at least `minSpeakerS` of speech. Otherwise everything is speaker 0: a dictation is not split in two (and two
 *    very similar voices are not told apart). `allowOneSpeaker: false` skips this test.
 * 6. Resegmentation, with two speakers: a two-state Viterbi pass over each segment's speech frames with the two
 *    Gaussians, a change of speaker costing `switchPenalty` nats (a tenth of that across a pause): short turns
 *    ("No.") that the change detection cannot isolate get their own speaker, and boundaries fall on the frame.
 *
 * Speaker 0 is whoever speaks first.
 */

import { SAMPLE_RATE } from '../speech-types.js';
import { GaussianModel, GaussianStats, bicFromLogDets, bicPenaltyUnit, bicWithLogDets, cholesky, deltaBic } from './gaussian.js';
import { MfccExtractor, type FeatureMatrix, type MfccOptions } from './mfcc.js';

/** A stretch of speech in seconds from the start of the audio, as the recogniser's segments give it. */
export interface SpeechSpan {
  start: number;
  end: number;
}

export type SpeakerLabel = 0 | 1;

/** One speaker's stretch within one input segment. */
export interface SpeakerTurn {
  start: number;
  end: number;
  speaker: SpeakerLabel;
  /** Index of the input segment it lies in. */
  segment: number;
}

export interface SegmentSpeakers {
  /** The speaker who holds most of the segment. */
  speaker: SpeakerLabel;
  /** The segment's turns, in order; more than one when the speaker changes inside it. */
  turns: SpeakerTurn[];
  /** Times (seconds) inside the segment where the speaker changes; empty for most segments. */
  changes: number[];
}

export interface Diarization {
  /** 1 when the recording is judged to hold one voice (a dictation): every label is then 0. */
  speakerCount: 1 | 2;
  /** Per input segment, in the order given. */
  segments: SegmentSpeakers[];
  /** All turns in time order. */
  turns: SpeakerTurn[];
  /** Figures behind the one-speaker decision, for logs and tuning. */
  evidence: {
    /** ΔBIC between the two final clusters (> 0: two Gaussians fit better). */
    deltaBic: number;
    /** The BIC penalty weight λ at which one Gaussian and two would tie: how strongly the data want two. */
    criticalPenalty: number;
    /** Mahalanobis distance between the two clusters' means under their pooled covariance. */
    meanDistance: number;
    /** Seconds of speech frames in each final cluster. */
    clusterSeconds: [number, number];
  };
}

export interface DiarizationOptions {
  /** Weight λ of the BIC model-size penalty, for change detection and cluster merging. */
  penalty: number;
  /** Added to covariance diagonals (features are standardised, so this is relative to unit variance). */
  ridge: number;
  /** Frames quieter than the segment's loud level by this much (dB) are not used as speech evidence. */
  quietDb: number;
  /** A pause at least this long splits a segment into pieces. */
  pauseS: number;
  /** Change detection puts at least this much speech on each side of a change. */
  minChangeSideS: number;
  /** Candidate change points are tried every this many frames. */
  changeStepFrames: number;
  /** Pieces with less speech than this do not start clusters of their own (they are assigned afterwards). */
  minClusterS: number;
  /**
   * Two voices need the final two clusters to want two Gaussians even at this BIC penalty weight (see
   * `evidence.criticalPenalty`). On the bench corpus distinct synthetic voices score 6–14 (3–7.5 in the simulated
   * reverberant room), one voice at most 1.9 (up to 2.8 seen while tuning), two very similar voices 1.6–1.8.
   */
  minCriticalPenalty: number;
  /** False in a mode known to hold two speakers: the two clusters are then kept whatever the evidence. */
  allowOneSpeaker: boolean;
  /** The smaller cluster needs at least this much speech to be a second speaker. */
  minSpeakerS: number;
  /** Reassign-and-refit rounds after clustering. */
  refineRounds: number;
  /**
   * Frame-level resegmentation with the two clusters' Gaussians: a two-state Viterbi pass over each segment's speech
   * frames with the two speakers' Gaussians, each change of speaker costing this many nats (a tenth of it across
   * a pause). It finds turns too short for the change detection ("No.") and puts boundaries to the frame.
   * 0 turns it off.
   */
  switchPenalty: number;
  /** MFCC analysis (c0 is always dropped from the features). */
  mfcc: Partial<MfccOptions>;
}

export const DEFAULT_DIARIZATION_OPTIONS: Readonly<DiarizationOptions> = {
  penalty: 1.0,
  ridge: 0.01,
  quietDb: 30,
  pauseS: 0.2,
  minChangeSideS: 1.0,
  changeStepFrames: 5,
  minClusterS: 0.5,
  minCriticalPenalty: 4,
  allowOneSpeaker: true,
  minSpeakerS: 2.0,
  refineRounds: 5,
  switchPenalty: 40,
  // More cepstra than the 13 of speech recognition: c13…c19 carry voice detail. On the bench (two clusters
  // forced, before resegmentation existed) oracle-segment DER went from 5.9% with 13 coefficients of 26 filters to
  // 1.0% with 20 of 40, the similar-voices conversation from 37% to 6%.
  mfcc: { coefficients: 20, melFilters: 40 },
};

const DEFAULT_EXTRACTOR = new MfccExtractor(DEFAULT_DIARIZATION_OPTIONS.mfcc);
/** c0 (loudness) is dropped: c1… describe the voice. */
const FIRST_COEFFICIENT = 1;

/** Speech frames of one piece: indices into the frame table, and the piece's extent in seconds. */
interface Piece {
  segment: number;
  frames: number[];
  start: number;
  end: number;
}

export function diarize(pcm: Float32Array, segments: readonly SpeechSpan[], options: Partial<DiarizationOptions> = {}): Diarization {
  const o: DiarizationOptions = { ...DEFAULT_DIARIZATION_OPTIONS, ...options };
  const { features, frameTime, pieces, hopS } = extract(pcm, segments, o);
  const split = pieces.flatMap((piece) => detectChanges(features, frameTime, piece, o, hopS));

  const assignment = cluster(features, split, o, hopS);
  // Decided on the clusters of whole pieces, before resegmentation: frame-level resegmentation of one voice splits
  // it by sound class (vowels from fricatives), which then looks like two voices (a synthetic one went from 2.2 to
  // 10.9 in critical λ), while it only raised distinct voices' figures a little.
  const speakers = decideSpeakers(features, split, assignment, o, hopS);
  const final =
    speakers.count === 2 && o.switchPenalty > 0
      ? resegment(features, frameTime, split, speakers.labels, o, hopS)
      : { pieces: split, labels: speakers.labels };
  return assemble(segments, final.pieces, final.labels, speakers.count, speakers.evidence);
}

// ---------------------------------------------------------------------------------------------------------------
// 1–2. Features and pieces

function extract(pcm: Float32Array, segments: readonly SpeechSpan[], o: DiarizationOptions) {
  const extractor = o.mfcc === DEFAULT_DIARIZATION_OPTIONS.mfcc ? DEFAULT_EXTRACTOR : new MfccExtractor(o.mfcc);
  const hopS = extractor.options.hopLength / SAMPLE_RATE;
  const frameS = extractor.options.frameLength / SAMPLE_RATE;
  const rows: Float64Array[] = [];
  const times: number[] = [];
  const perSegment: { first: number; count: number; energy: Float64Array }[] = [];
  const dimension = extractor.options.coefficients - FIRST_COEFFICIENT;
  for (const span of segments) {
    const from = clampSample(span.start, pcm.length);
    const to = clampSample(span.end, pcm.length);
    const first = times.length;
    if (to - from < extractor.options.frameLength) {
      perSegment.push({ first, count: 0, energy: new Float64Array(0) });
      continue;
    }
    const result = extractor.compute(pcm, from, to);
    const { frames, dimension: full, data } = result.mfcc;
    const block = new Float64Array(frames * dimension);
    for (let f = 0; f < frames; f++) {
      for (let k = 0; k < dimension; k++) block[f * dimension + k] = data[f * full + FIRST_COEFFICIENT + k]!;
      times.push(from / SAMPLE_RATE + f * hopS + frameS / 2);
    }
    rows.push(block);
    perSegment.push({ first, count: frames, energy: result.energyDb });
  }
  const data = new Float64Array(times.length * dimension);
  let offset = 0;
  for (const block of rows) {
    data.set(block, offset);
    offset += block.length;
  }
  const features: FeatureMatrix = { frames: times.length, dimension, data };

  // Speech frames: within quietDb of the segment's loud level (its 95th percentile of frame energy). (Tried and
  // dropped: also requiring frames to rise a fraction of the way above the recording's floor, for reverberant
  // rooms whose pauses never get that quiet; it made the simulated room worse.)
  const speech = new Uint8Array(times.length);
  perSegment.forEach(({ first, count, energy }) => {
    if (count === 0) return;
    const sorted = Float64Array.from(energy).sort();
    const loud = sorted[Math.min(count - 1, Math.floor(0.95 * count))]!;
    for (let f = 0; f < count; f++) if (energy[f]! >= loud - o.quietDb) speech[first + f] = 1;
  });
  standardise(features, speech);

  const pauseFrames = Math.max(1, Math.round(o.pauseS / hopS));
  const pieces: Piece[] = [];
  perSegment.forEach(({ first, count }, segment) => {
    let current: number[] = [];
    let quiet = 0;
    const flush = () => {
      if (current.length > 0) {
        pieces.push({ segment, frames: current, start: times[current[0]!]! - frameS / 2, end: times[current.at(-1)!]! + frameS / 2 });
      }
      current = [];
    };
    for (let f = first; f < first + count; f++) {
      if (speech[f]) {
        if (quiet >= pauseFrames) flush();
        quiet = 0;
        current.push(f);
      } else {
        quiet++;
      }
    }
    flush();
  });
  return { features, frameTime: times, pieces, hopS };
}

function clampSample(seconds: number, length: number): number {
  return Math.min(length, Math.max(0, Math.round(seconds * SAMPLE_RATE)));
}

/** Zero mean, unit variance per coefficient over the speech frames (all frames are shifted and scaled alike). */
function standardise(features: FeatureMatrix, speech: Uint8Array): void {
  const { frames, dimension, data } = features;
  for (let k = 0; k < dimension; k++) {
    let n = 0;
    let sum = 0;
    let squares = 0;
    for (let f = 0; f < frames; f++) {
      if (!speech[f]) continue;
      const x = data[f * dimension + k]!;
      n++;
      sum += x;
      squares += x * x;
    }
    if (n === 0) continue;
    const mean = sum / n;
    const sd = Math.sqrt(Math.max(1e-12, squares / n - mean * mean));
    for (let f = 0; f < frames; f++) data[f * dimension + k] = (data[f * dimension + k]! - mean) / sd;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Change detection (binary segmentation with ΔBIC)

function detectChanges(features: FeatureMatrix, times: readonly number[], piece: Piece, o: DiarizationOptions, hopS: number, depth = 0): Piece[] {
  const minSide = Math.round(o.minChangeSideS / hopS);
  const n = piece.frames.length;
  if (n < 2 * minSide || depth > 8) return [piece];
  const total = GaussianStats.of(features, piece.frames);
  const totalLogDet = total.logDet(o.ridge);
  const left = new GaussianStats(features.dimension);
  let best = 0;
  let bestAt = -1;
  for (let t = 0; t < n - minSide; t++) {
    left.add(features, piece.frames[t]!);
    const size = t + 1;
    if (size < minSide || (size - minSide) % o.changeStepFrames !== 0) continue;
    const right = total.difference(left);
    const score = bicFromLogDets(left.n, left.logDet(o.ridge), right.n, right.logDet(o.ridge), totalLogDet, features.dimension, o.penalty);
    if (score > best) {
      best = score;
      bestAt = size;
    }
  }
  if (bestAt < 0) return [piece];
  const cutTime = (times[piece.frames[bestAt - 1]!]! + times[piece.frames[bestAt]!]!) / 2;
  const a: Piece = { ...piece, frames: piece.frames.slice(0, bestAt), end: cutTime };
  const b: Piece = { ...piece, frames: piece.frames.slice(bestAt), start: cutTime };
  return [...detectChanges(features, times, a, o, hopS, depth + 1), ...detectChanges(features, times, b, o, hopS, depth + 1)];
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Clustering

function cluster(features: FeatureMatrix, pieces: Piece[], o: DiarizationOptions, hopS: number): number[] {
  const minFrames = Math.round(o.minClusterS / hopS);
  let seeds = pieces.map((piece, index) => ({ index, stats: GaussianStats.of(features, piece.frames) }));
  const large = seeds.filter((seed) => seed.stats.n >= minFrames);
  // Too little speech for clustering: one cluster of everything.
  if (large.length === 0) return pieces.map(() => 0);
  seeds = large;
  const clusters = seeds.map((seed) => ({ members: [seed.index], stats: seed.stats, logDet: seed.stats.logDet(o.ridge) }));
  const scratch = new Float64Array(features.dimension * features.dimension);
  const mergeCost = (a: (typeof clusters)[number], b: (typeof clusters)[number]) =>
    bicWithLogDets(a.stats, a.logDet, b.stats, b.logDet, o.penalty, o.ridge, scratch);
  // Pairwise merge costs, updated as clusters merge.
  const cost: number[][] = clusters.map(() => []);
  for (let i = 0; i < clusters.length; i++) {
    for (let j = i + 1; j < clusters.length; j++) cost[i]![j] = mergeCost(clusters[i]!, clusters[j]!);
  }
  const alive = clusters.map(() => true);
  let count = clusters.length;
  while (count > 2) {
    let bestI = -1;
    let bestJ = -1;
    let best = Infinity;
    for (let i = 0; i < clusters.length; i++) {
      if (!alive[i]) continue;
      for (let j = i + 1; j < clusters.length; j++) {
        if (!alive[j]) continue;
        const c = cost[i]![j]!;
        if (c < best) {
          best = c;
          bestI = i;
          bestJ = j;
        }
      }
    }
    const into = clusters[bestI]!;
    const from = clusters[bestJ]!;
    into.members.push(...from.members);
    into.stats = into.stats.merged(from.stats);
    into.logDet = into.stats.logDet(o.ridge);
    alive[bestJ] = false;
    count--;
    for (let k = 0; k < clusters.length; k++) {
      if (!alive[k] || k === bestI) continue;
      const value = mergeCost(into, clusters[k]!);
      if (k < bestI) cost[k]![bestI] = value;
      else cost[bestI]![k] = value;
    }
  }
  const labels = pieces.map(() => -1);
  let label = 0;
  clusters.forEach((c, i) => {
    if (!alive[i]) return;
    for (const member of c.members) labels[member] = label;
    label++;
  });
  return refine(features, pieces, labels, label, o);
}

/** Gives every piece (short ones too) to the cluster whose Gaussian explains it best, and refits, a few times. */
function refine(features: FeatureMatrix, pieces: Piece[], labels: number[], clusterCount: number, o: DiarizationOptions): number[] {
  let current = labels.slice();
  for (let round = 0; round < o.refineRounds; round++) {
    const models = fitModels(features, pieces, current, clusterCount, o);
    if (models === null) break;
    const next = pieces.map((piece) => bestModel(features, piece.frames, models));
    const changed = next.some((value, index) => value !== current[index]);
    current = next;
    if (!changed) break;
  }
  // Any piece still unassigned (no models could be fitted) joins cluster 0.
  return current.map((value) => (value < 0 ? 0 : value));
}

function resegment(
  features: FeatureMatrix,
  times: readonly number[],
  pieces: Piece[],
  labels: number[],
  o: DiarizationOptions,
  hopS: number,
): { pieces: Piece[]; labels: number[] } {
  const models = fitModels(features, pieces, labels, 2, o);
  if (models === null) return { pieces, labels };
  const frameS = (o.mfcc.frameLength ?? DEFAULT_EXTRACTOR.options.frameLength) / SAMPLE_RATE;
  const pauseGap = Math.max(1, Math.round(o.pauseS / hopS));
  const bySegment = new Map<number, Piece[]>();
  for (const piece of pieces) bySegment.set(piece.segment, [...(bySegment.get(piece.segment) ?? []), piece]);
  const outPieces: Piece[] = [];
  const outLabels: number[] = [];
  for (const [segment, group] of bySegment) {
    group.sort((x, y) => x.start - y.start);
    const frames = group.flatMap((piece) => piece.frames);
    const n = frames.length;
    const back = [new Uint8Array(n), new Uint8Array(n)];
    let score = [models[0]!.logLikelihood(features, frames[0]!), models[1]!.logLikelihood(features, frames[0]!)];
    for (let t = 1; t < n; t++) {
      const penalty = frames[t]! - frames[t - 1]! > pauseGap ? o.switchPenalty / 10 : o.switchPenalty;
      const next = [0, 0];
      for (let state = 0; state < 2; state++) {
        const stay = score[state]!;
        const change = score[1 - state]! - penalty;
        back[state]![t] = stay >= change ? state : 1 - state;
        next[state] = Math.max(stay, change) + models[state]!.logLikelihood(features, frames[t]!);
      }
      score = next;
    }
    const path = new Uint8Array(n);
    path[n - 1] = score[1]! > score[0]! ? 1 : 0;
    for (let t = n - 1; t > 0; t--) path[t - 1] = back[path[t]!]![t]!;
    let runStart = 0;
    for (let t = 1; t <= n; t++) {
      if (t < n && path[t] === path[runStart]) continue;
      const run = frames.slice(runStart, t);
      outPieces.push({ segment, frames: run, start: times[run[0]!]! - frameS / 2, end: times[run.at(-1)!]! + frameS / 2 });
      outLabels.push(path[runStart]!);
      runStart = t;
    }
  }
  return { pieces: outPieces, labels: outLabels };
}

function fitModels(features: FeatureMatrix, pieces: Piece[], labels: number[], clusterCount: number, o: DiarizationOptions): GaussianModel[] | null {
  const stats = Array.from({ length: clusterCount }, () => new GaussianStats(features.dimension));
  pieces.forEach((piece, index) => {
    const label = labels[index]!;
    if (label >= 0) for (const frame of piece.frames) stats[label]!.add(features, frame);
  });
  // A cluster emptied by reassignment cannot be fitted: the recording is one voice.
  if (stats.some((s) => s.n < features.dimension + 2)) return null;
  return stats.map((s) => new GaussianModel(s, o.ridge));
}

function bestModel(features: FeatureMatrix, frames: readonly number[], models: readonly GaussianModel[]): number {
  let best = 0;
  let bestScore = -Infinity;
  models.forEach((model, index) => {
    let score = 0;
    for (const frame of frames) score += model.logLikelihood(features, frame);
    if (score > bestScore) {
      bestScore = score;
      best = index;
    }
  });
  return best;
}

// ---------------------------------------------------------------------------------------------------------------
// 5. One speaker or two

function decideSpeakers(features: FeatureMatrix, pieces: Piece[], labels: number[], o: DiarizationOptions, hopS: number) {
  const stats = [new GaussianStats(features.dimension), new GaussianStats(features.dimension)] as const;
  pieces.forEach((piece, index) => {
    const s = stats[labels[index] === 1 ? 1 : 0];
    for (const frame of piece.frames) s.add(features, frame);
  });
  const clusterSeconds: [number, number] = [stats[0].n * hopS, stats[1].n * hopS];
  let bic = -Infinity;
  let meanDistance = 0;
  let criticalPenalty = 0;
  if (stats[0].n > features.dimension + 1 && stats[1].n > features.dimension + 1) {
    bic = deltaBic(stats[0], stats[1], o.penalty, o.ridge);
    const unit = bicPenaltyUnit(features.dimension, stats[0].n + stats[1].n);
    criticalPenalty = (bic + o.penalty * unit) / unit;
    meanDistance = pooledMahalanobis(stats[0], stats[1], o.ridge);
  }
  const two =
    !o.allowOneSpeaker || (bic > 0 && criticalPenalty >= o.minCriticalPenalty && Math.min(...clusterSeconds) >= o.minSpeakerS);
  return {
    count: two ? (2 as const) : (1 as const),
    labels: two ? labels.map((label) => (label === 1 ? 1 : 0)) : labels.map(() => 0),
    evidence: { deltaBic: bic, criticalPenalty, meanDistance, clusterSeconds },
  };
}

/**
 * √((μa-μb)ᵀ Σ⁻¹ (μa-μb)) with Σ the two clusters' pooled within-cluster covariance: with Σ = LLᵀ (Cholesky), the
 * length of z solving Lz = μa-μb.
 */
function pooledMahalanobis(a: GaussianStats, b: GaussianStats, ridge: number): number {
  const d = a.dimension;
  const cb = b.covariance(ridge);
  const factor = cholesky(a.covariance(ridge).map((value, i) => (a.n * value + b.n * cb[i]!) / (a.n + b.n)), d);
  const ma = a.mean();
  const mb = b.mean();
  const z = new Float64Array(d);
  let sum = 0;
  for (let i = 0; i < d; i++) {
    let value = ma[i]! - mb[i]!;
    for (let k = 0; k < i; k++) value -= factor[i * d + k]! * z[k]!;
    z[i] = value / factor[i * d + i]!;
    sum += z[i]! ** 2;
  }
  return Math.sqrt(sum);
}

// ---------------------------------------------------------------------------------------------------------------
// Output

function assemble(
  segments: readonly SpeechSpan[],
  pieces: Piece[],
  labels: number[],
  count: 1 | 2,
  evidence: Diarization['evidence'],
): Diarization {
  // Speaker 0 is whoever speaks first.
  const order = pieces.map((piece, index) => ({ piece, label: labels[index]! })).sort((x, y) => x.piece.start - y.piece.start);
  const firstLabel = order[0]?.label ?? 0;
  const relabel = (label: number): SpeakerLabel => (label === firstLabel ? 0 : 1);

  const bySegment: { piece: Piece; speaker: SpeakerLabel }[][] = segments.map(() => []);
  for (const { piece, label } of order) bySegment[piece.segment]!.push({ piece, speaker: count === 1 ? 0 : relabel(label) });

  let previous: SpeakerLabel = 0;
  const chronological = segments.map((span, index) => ({ span, index })).sort((x, y) => x.span.start - y.span.start);
  const result: SegmentSpeakers[] = segments.map(() => ({ speaker: 0, turns: [], changes: [] }));
  for (const { span, index } of chronological) {
    const parts = bySegment[index]!;
    if (parts.length === 0) {
      // No usable speech in the segment: the speaker before it goes on.
      result[index] = { speaker: previous, turns: [{ start: span.start, end: span.end, speaker: previous, segment: index }], changes: [] };
      continue;
    }
    const turns: SpeakerTurn[] = [];
    const weight = [0, 0];
    parts.forEach(({ piece, speaker }, k) => {
      weight[speaker] = weight[speaker]! + piece.frames.length;
      const start = k === 0 ? span.start : (parts[k - 1]!.piece.end + piece.start) / 2;
      const end = k === parts.length - 1 ? span.end : (piece.end + parts[k + 1]!.piece.start) / 2;
      const last = turns.at(-1);
      if (last !== undefined && last.speaker === speaker) last.end = end;
      else turns.push({ start, end, speaker, segment: index });
    });
    const speaker: SpeakerLabel = weight[1]! > weight[0]! ? 1 : 0;
    result[index] = { speaker, turns, changes: turns.slice(1).map((turn) => turn.start) };
    previous = turns.at(-1)!.speaker;
  }
  const turns = chronological.flatMap(({ index }) => result[index]!.turns);
  return { speakerCount: count, segments: result, turns, evidence };
}
