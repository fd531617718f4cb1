/**
 * Where to cut a recording for the recogniser, from per-frame speech probabilities. Speech models invent text on
 * silence and degrade on long inputs, so the chunks hold speech only (plus a little padding), are cut at pauses,
 * and are kept between about 5 and 20 seconds when the speech allows.
 *
 * 1. Speech runs: hysteresis on the probabilities (as in silero-vad's get_speech_timestamps).
 * 2. Each run is padded; runs whose padding overlaps become one.
 * 3. A run longer than the maximum is cut at its quietest moment.
 * 4. Neighbouring runs are joined greedily while the chunk stays within the maximum and the pause between them is
 *    short (or a little longer, when one of the two is shorter than the minimum).
 * 5. Chunks with too little speech (a click, a cough) are dropped.
 */

import { SAMPLE_RATE } from '../speech-types.js';
import { VAD_FRAME_SAMPLES } from './voice-activity.js';

/** Half-open range of sample offsets [start, end). */
export interface SampleRange {
  start: number;
  end: number;
}

export interface ChunkPolicy {
  /** A frame at or above this probability starts speech, or keeps it going. */
  speechThreshold: number;
  /** Speech ends after `minSilenceS` of frames below this probability; frames in between change nothing. */
  silenceThreshold: number;
  minSilenceS: number;
  /** Kept around each run of speech, so that soft word onsets and endings are not clipped. */
  padS: number;
  /** Chunks holding less speech than this are dropped. */
  minSpeechS: number;
  /** Chunks shorter than this are joined across longer pauses; the pieces of a split run are at least this long. */
  minChunkS: number;
  /** No chunk is longer. At least twice `minChunkS`. */
  maxChunkS: number;
  /** Pauses up to this long (between padded runs) stay inside a chunk. */
  joinGapS: number;
  /** Pauses up to this long stay inside a chunk when either side is shorter than `minChunkS`. */
  shortChunkJoinGapS: number;
}

export const DEFAULT_CHUNK_POLICY: Readonly<ChunkPolicy> = {
  speechThreshold: 0.5,
  silenceThreshold: 0.35,
  minSilenceS: 0.1,
  padS: 0.2,
  minSpeechS: 0.25,
  minChunkS: 5,
  maxChunkS: 20,
  joinGapS: 1,
  shortChunkJoinGapS: 2,
};

/**
 * A long run is cut in the middle of its quietest stretch of this many frames (160 ms): long enough that the brief
 * closure of a stop consonant does not win over a pause between words.
 */
const QUIET_WINDOW_FRAMES = 5;

/** A stretch of audio and how many of its samples the detector judged speech. */
interface Stretch extends SampleRange {
  speech: number;
}

/**
 * Chunks of speech, in order and not overlapping, from one probability and one energy (mean square) per
 * VAD_FRAME_SAMPLES frame of a `sampleCount`-sample recording. All silence gives [].
 */
export function planChunks(
  probabilities: Float32Array,
  energies: Float32Array,
  sampleCount: number,
  policy: Readonly<ChunkPolicy> = DEFAULT_CHUNK_POLICY,
): SampleRange[] {
  const runs = padAndMerge(speechRuns(probabilities, policy, sampleCount), toSamples(policy.padS), sampleCount);
  const pieces = runs.flatMap((run) => splitLongRun(run, energies, toSamples(policy.minChunkS), toSamples(policy.maxChunkS)));
  return joinNeighbours(pieces, policy)
    .filter((chunk) => chunk.speech >= toSamples(policy.minSpeechS))
    .map(({ start, end }) => ({ start, end }));
}

/**
 * Runs of speech, in samples, by hysteresis: in at `speechThreshold`, out after `minSilenceS` below
 * `silenceThreshold`, counted from the first low frame; undecided frames in between neither end the silence nor
 * restart speech (as in silero-vad).
 */
function speechRuns(probabilities: Float32Array, policy: Readonly<ChunkPolicy>, sampleCount: number): SampleRange[] {
  const minSilenceFrames = Math.max(1, Math.round(toSamples(policy.minSilenceS) / VAD_FRAME_SAMPLES));
  const runs: SampleRange[] = [];
  const addRun = (startFrame: number, endFrame: number) =>
    runs.push({ start: startFrame * VAD_FRAME_SAMPLES, end: Math.min(endFrame * VAD_FRAME_SAMPLES, sampleCount) });

  let speechStart = -1;
  let silenceStart = -1;
  for (let frame = 0; frame < probabilities.length; frame++) {
    const probability = probabilities[frame]!;
    if (speechStart < 0) {
      if (probability >= policy.speechThreshold) speechStart = frame;
    } else if (probability >= policy.speechThreshold) {
      silenceStart = -1;
    } else if (probability < policy.silenceThreshold) {
      if (silenceStart < 0) silenceStart = frame;
      if (frame + 1 - silenceStart >= minSilenceFrames) {
        addRun(speechStart, silenceStart);
        speechStart = -1;
        silenceStart = -1;
      }
    }
  }
  if (speechStart >= 0) addRun(speechStart, silenceStart < 0 ? probabilities.length : silenceStart);
  return runs;
}

function padAndMerge(runs: readonly SampleRange[], pad: number, sampleCount: number): Stretch[] {
  const stretches: Stretch[] = [];
  for (const run of runs) {
    const start = Math.max(0, run.start - pad);
    const end = Math.min(sampleCount, run.end + pad);
    const last = stretches.at(-1);
    if (last !== undefined && start <= last.end) {
      last.end = end;
      last.speech += run.end - run.start;
    } else {
      stretches.push({ start, end, speech: run.end - run.start });
    }
  }
  return stretches;
}

/** Cuts `run` at its quietest moments until no piece is longer than `max`; pieces are at least `min` long. */
function splitLongRun(run: Stretch, energies: Float32Array, min: number, max: number): Stretch[] {
  const pieces: Stretch[] = [];
  let start = run.start;
  while (run.end - start > max) {
    const cut = quietestPoint(energies, start + min, Math.min(start + max, run.end - min));
    pieces.push({ start, end: cut, speech: cut - start });
    start = cut;
  }
  pieces.push({ start, end: run.end, speech: pieces.length === 0 ? run.speech : run.end - start });
  return pieces;
}

/** The middle of the frame, between sample offsets `from` and `to`, whose surroundings have the least energy. */
function quietestPoint(energies: Float32Array, from: number, to: number): number {
  const half = Math.floor(QUIET_WINDOW_FRAMES / 2);
  const firstFrame = Math.ceil(from / VAD_FRAME_SAMPLES);
  const lastFrame = Math.max(firstFrame, Math.floor(to / VAD_FRAME_SAMPLES) - 1);
  let quietest = firstFrame;
  let lowest = Infinity;
  for (let frame = firstFrame; frame <= lastFrame; frame++) {
    let energy = 0;
    for (let near = Math.max(0, frame - half); near <= Math.min(energies.length - 1, frame + half); near++) {
      energy += energies[near]!;
    }
    if (energy < lowest) {
      lowest = energy;
      quietest = frame;
    }
  }
  return quietest * VAD_FRAME_SAMPLES + VAD_FRAME_SAMPLES / 2;
}

function joinNeighbours(pieces: readonly Stretch[], policy: Readonly<ChunkPolicy>): Stretch[] {
  const max = toSamples(policy.maxChunkS);
  const min = toSamples(policy.minChunkS);
  const chunks: Stretch[] = [];
  for (const piece of pieces) {
    const last = chunks.at(-1);
    if (last !== undefined && piece.end - last.start <= max) {
      const pause = piece.start - last.end;
      const shorter = Math.min(last.end - last.start, piece.end - piece.start);
      if (pause <= toSamples(policy.joinGapS) || (shorter < min && pause <= toSamples(policy.shortChunkJoinGapS))) {
        last.end = piece.end;
        last.speech += piece.speech;
        continue;
      }
    }
    chunks.push({ ...piece });
  }
  return chunks;
}

function toSamples(seconds: number): number {
  return Math.round(seconds * SAMPLE_RATE);
}
