/** Finds the speech in 16 kHz mono audio and cuts it into chunks for the recogniser (see chunk-policy.ts). */

import { DEFAULT_CHUNK_POLICY, planChunks, type ChunkPolicy, type SampleRange } from './chunk-policy.js';
import { EnergyVad } from './energy-vad.js';
import { SileroVad } from './silero-vad.js';
import { frameEnergies, type VoiceActivityDetector } from './voice-activity.js';

export class SpeechChunker {
  constructor(
    private readonly detector: VoiceActivityDetector,
    private readonly policy: Readonly<ChunkPolicy> = DEFAULT_CHUNK_POLICY,
  ) {}

  /** With Silero VAD; if its model or onnxruntime cannot be loaded, warns and falls back to the energy detector. */
  static async load(): Promise<SpeechChunker> {
    try {
      return new SpeechChunker(await SileroVad.load());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      process.emitWarning(`Silero VAD unavailable (${reason}); finding speech by loudness instead`, 'SpeechChunkerWarning');
      return new SpeechChunker(new EnergyVad());
    }
  }

  /** Which voice-activity detector is in use. */
  get detectorName(): string {
    return this.detector.name;
  }

  /** Sample offsets [start, end) of the speech chunks of `pcm`, in order; [] when there is no speech. */
  async chunk(pcm: Float32Array): Promise<SampleRange[]> {
    if (pcm.length === 0) return [];
    const probabilities = await this.detector.frameProbabilities(pcm);
    return planChunks(probabilities, frameEnergies(pcm), pcm.length, this.policy);
  }

  async close(): Promise<void> {
    await this.detector.close();
  }
}
