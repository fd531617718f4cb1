/** The Moonshine base ONNX model (int8) on onnxruntime-node: the audio encoder and a batched, KV-cached decoder step. */

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ort from 'onnxruntime-node';

/** Decoder shape of Moonshine base. */
const LAYERS = 8;
const KV_HEADS = 8;
const HEAD_DIM = 52;

export const START_TOKEN = 1;
export const END_TOKEN = 2;

export interface MoonshineModelOptions {
  /** Folder holding `encoder_model.onnx` and `decoder_model_merged.onnx`; defaults to the weights shipped in `@usefulsensors/moonshine-js`. */
  modelDir?: string;
  /** Threads per inference (default 2, the cores of the target machine). */
  threads?: number;
}

/** The weights ship inside the npm package, which exports only its browser bundle: find its folder on disk instead of resolving it. */
function defaultModelDir(): string {
  const relative = join('node_modules', '@usefulsensors', 'moonshine-js', 'dist', 'model', 'base', 'quantized');
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const candidate = join(dir, relative);
    if (existsSync(join(candidate, 'encoder_model.onnx'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`Moonshine weights not found: no ${relative} above ${fileURLToPath(import.meta.url)}`);
  }
}

/** Names of the per-layer cache tensors, in a fixed order: [decoder.key, decoder.value, encoder.key, encoder.value] per layer. */
function cacheNames(prefix: 'past_key_values' | 'present', attention: 'decoder' | 'encoder'): string[] {
  return Array.from({ length: LAYERS }, (_, layer) => [
    `${prefix}.${layer}.${attention}.key`,
    `${prefix}.${layer}.${attention}.value`,
  ]).flat();
}

const PAST_DECODER = cacheNames('past_key_values', 'decoder');
const PAST_ENCODER = cacheNames('past_key_values', 'encoder');
const PRESENT_DECODER = cacheNames('present', 'decoder');
const PRESENT_ENCODER = cacheNames('present', 'encoder');

/** Encoder output of one piece of audio. */
export interface EncodedAudio {
  readonly hiddenStates: ort.Tensor;
}

export class MoonshineModel {
  private constructor(
    private readonly encoder: ort.InferenceSession,
    private readonly decoder: ort.InferenceSession,
  ) {}

  /** Loads both sessions; do this once per process (~63 MB of weights). */
  static async load(options: MoonshineModelOptions = {}): Promise<MoonshineModel> {
    const dir = options.modelDir ?? defaultModelDir();
    const sessionOptions: ort.InferenceSession.SessionOptions = {
      intraOpNumThreads: options.threads ?? 2,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
      executionMode: 'sequential',
    };
    // The decoder's output projection reuses the int8 token embedding, which onnxruntime would dequantize
    // (32768 × 416 values) on every step. Without its QDQ handling, constant folding dequantizes it once at load:
    // ~80 MB more memory for decoder steps several milliseconds shorter. Nothing else in this model is QDQ.
    const decoderOptions = { ...sessionOptions, extra: { session: { disable_quant_qdq: '1' } } };
    const [encoder, decoder] = await Promise.all([
      ort.InferenceSession.create(join(dir, 'encoder_model.onnx'), sessionOptions),
      ort.InferenceSession.create(join(dir, 'decoder_model_merged.onnx'), decoderOptions),
    ]);
    return new MoonshineModel(encoder, decoder);
  }

  /** Encodes 16 kHz mono audio. */
  async encode(pcm: Float32Array): Promise<EncodedAudio> {
    const output = await this.encoder.run({ input_values: new ort.Tensor('float32', pcm, [1, pcm.length]) });
    return { hiddenStates: output.last_hidden_state! };
  }

  /** Starts decoding one encoded piece; the returned object holds that piece's KV cache. */
  startDecoding(encoded: EncodedAudio): MoonshineDecoding {
    return new MoonshineDecoding(this.decoder, encoded.hiddenStates);
  }

  async close(): Promise<void> {
    await Promise.all([this.encoder.release(), this.decoder.release()]);
  }
}

/**
 * The decoder state of one piece of audio, advanced one token per row per step. Rows are beams: each step
 * says which row of the previous step every new row continues, and the self-attention cache is gathered to match.
 */
export class MoonshineDecoding {
  /** Self-attention cache of the previous step, one tensor per name of PAST_DECODER, `rows` rows each. */
  private decoderCache: ort.Tensor[] | undefined;
  private rows = 0;
  /** Cross-attention cache: identical for every row, so it is computed once and replicated once to the widest batch seen. */
  private encoderCache: Float32Array[] = [];
  private encoderCacheRows = 0;
  private encoderLength = 0;
  private readonly fetches = ['logits', ...PRESENT_DECODER];

  constructor(
    private readonly session: ort.InferenceSession,
    private readonly hiddenStates: ort.Tensor,
  ) {}

  /**
   * Feeds one token per row and returns the next-token logits, row-major [tokens.length × vocab].
   * Row i continues the history of row `parentRows[i]` of the previous step; the first step takes a single row.
   */
  async step(tokens: readonly number[], parentRows: readonly number[]): Promise<Float32Array> {
    const batch = tokens.length;
    const inputIds = new ort.Tensor('int64', BigInt64Array.from(tokens, BigInt), [batch, 1]);
    if (this.decoderCache === undefined) {
      if (batch !== 1) throw new Error('The first decoder step takes a single row');
      return this.firstStep(inputIds);
    }
    const feeds: Record<string, ort.Tensor> = {
      input_ids: inputIds,
      encoder_hidden_states: this.hiddenStates,
      use_cache_branch: new ort.Tensor('bool', [true], [1]),
    };
    const decoderCache = gatherRows(this.decoderCache, this.rows, parentRows);
    PAST_DECODER.forEach((name, i) => (feeds[name] = decoderCache[i]!));
    const encoderCache = this.encoderCacheFor(batch);
    PAST_ENCODER.forEach((name, i) => (feeds[name] = encoderCache[i]!));
    // Fetch only the logits and the self-attention cache: the cross-attention cache does not change after the first step.
    const [logits, ...decoderPresent] = await runFetching(this.session, feeds, this.fetches);
    this.decoderCache = decoderPresent;
    this.rows = batch;
    return logits!.data as Float32Array;
  }

  /** Without a cache: computes the cross-attention cache from the encoder output. */
  private async firstStep(inputIds: ort.Tensor): Promise<Float32Array> {
    const empty = new ort.Tensor('float32', new Float32Array(0), [1, KV_HEADS, 0, HEAD_DIM]);
    const feeds: Record<string, ort.Tensor> = {
      input_ids: inputIds,
      encoder_hidden_states: this.hiddenStates,
      use_cache_branch: new ort.Tensor('bool', [false], [1]),
    };
    for (const name of [...PAST_DECODER, ...PAST_ENCODER]) feeds[name] = empty;
    const output = await this.session.run(feeds);
    this.decoderCache = PRESENT_DECODER.map((name) => output[name]!);
    this.rows = 1;
    this.encoderCache = PRESENT_ENCODER.map((name) => output[name]!.data as Float32Array);
    this.encoderCacheRows = 1;
    this.encoderLength = output[PRESENT_ENCODER[0]!]!.dims[2]!;
    return output.logits!.data as Float32Array;
  }

  /** Cross-attention cache tensors with `batch` rows, as views of one replicated buffer (no per-step copies). */
  private encoderCacheFor(batch: number): ort.Tensor[] {
    const rowSize = KV_HEADS * this.encoderLength * HEAD_DIM;
    if (batch > this.encoderCacheRows) {
      this.encoderCache = this.encoderCache.map((single) => {
        const replicated = new Float32Array(batch * rowSize);
        for (let row = 0; row < batch; row++) replicated.set(single.subarray(0, rowSize), row * rowSize);
        return replicated;
      });
      this.encoderCacheRows = batch;
    }
    return this.encoderCache.map(
      (data) => new ort.Tensor('float32', data.subarray(0, batch * rowSize), [batch, KV_HEADS, this.encoderLength, HEAD_DIM]),
    );
  }
}

/**
 * `session.run` with an output subset, returning the tensors in the order asked for. onnxruntime-node 1.23 labels
 * the outputs of such a run with the first N output names of the model instead of the requested ones
 * (microsoft/onnxruntime#26865, fixed after 1.23.2), while their order follows the request.
 */
async function runFetching(
  session: ort.InferenceSession,
  feeds: Record<string, ort.Tensor>,
  names: readonly string[],
): Promise<ort.Tensor[]> {
  const output = await session.run(feeds, [...names]);
  const labelledCorrectly = Object.keys(output).length === names.length && names.every((name) => name in output);
  return labelledCorrectly ? names.map((name) => output[name]!) : Object.values(output);
}

/** The cache tensors with their rows reordered/duplicated to `parentRows`; the same tensors when nothing moved. */
function gatherRows(cache: ort.Tensor[], rows: number, parentRows: readonly number[]): ort.Tensor[] {
  if (parentRows.length === rows && parentRows.every((parent, row) => parent === row)) return cache;
  return cache.map((tensor) => {
    const [, heads, length, dim] = tensor.dims as [number, number, number, number];
    const rowSize = heads * length * dim;
    const source = tensor.data as Float32Array;
    const gathered = new Float32Array(parentRows.length * rowSize);
    parentRows.forEach((parent, row) => gathered.set(source.subarray(parent * rowSize, (parent + 1) * rowSize), row * rowSize));
    return new ort.Tensor('float32', gathered, [parentRows.length, heads, length, dim]);
  });
}
