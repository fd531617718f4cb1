/** What the chunker needs from a voice-activity detector, and the frame grid every detector shares. */

/** Samples per detector frame: 32 ms at 16 kHz, the frame size of Silero VAD v5. */
export const VAD_FRAME_SAMPLES = 512;

export interface VoiceActivityDetector {
  /** Which detector this is, for logs. */
  readonly name: string;
  /**
   * One probability (0..1) of speech per frame: frame i covers samples [i·512, (i+1)·512) of the 16 kHz input;
   * a last, partial frame counts as a frame.
   */
  frameProbabilities(pcm: Float32Array): Promise<Float32Array>;
  close(): Promise<void>;
}

export function frameCount(sampleCount: number): number {
  return Math.ceil(sampleCount / VAD_FRAME_SAMPLES);
}

/** Mean square of the samples of each frame. */
export function frameEnergies(pcm: Float32Array): Float32Array {
  const energies = new Float32Array(frameCount(pcm.length));
  for (let frame = 0; frame < energies.length; frame++) {
    const start = frame * VAD_FRAME_SAMPLES;
    const end = Math.min(start + VAD_FRAME_SAMPLES, pcm.length);
    let sum = 0;
    for (let i = start; i < end; i++) sum += pcm[i]! * pcm[i]!;
    energies[frame] = sum / (end - start);
  }
  return energies;
}
