/**
 * A loudness-based stand-in for Silero VAD, used only when its model cannot be loaded. It takes the loud frames
 * of a recording for speech, relative to that recording's own noise floor, so it needs no model; it cannot tell
 * speech from other loud sounds.
 */

import { frameEnergies, type VoiceActivityDetector } from './voice-activity.js';

/** Frames quieter than this are never speech, however quiet the rest of the recording is. */
const ABSOLUTE_FLOOR_DB = -55;
/** A frame must stand at least this far above the noise floor to count as speech. */
const MIN_RISE_DB = 6;
/** Where the threshold sits between the noise floor and the loud end of the recording. */
const THRESHOLD_POSITION = 0.3;
/** dB over which the probability goes from about 0.27 to 0.73 around the threshold. */
const SOFTNESS_DB = 3;

export class EnergyVad implements VoiceActivityDetector {
  readonly name = 'energy';

  async frameProbabilities(pcm: Float32Array): Promise<Float32Array> {
    const levels = frameEnergies(pcm).map((energy) => 10 * Math.log10(energy + 1e-12));
    const sorted = levels.slice().sort();
    const noiseFloor = percentile(sorted, 0.1);
    const loud = percentile(sorted, 0.95);
    const threshold = Math.max(
      ABSOLUTE_FLOOR_DB,
      noiseFloor + MIN_RISE_DB,
      noiseFloor + THRESHOLD_POSITION * (loud - noiseFloor),
    );
    return levels.map((level) => (level < ABSOLUTE_FLOOR_DB ? 0 : 1 / (1 + Math.exp((threshold - level) / SOFTNESS_DB))));
  }

  async close(): Promise<void> {}
}

function percentile(sorted: Float32Array, fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}
