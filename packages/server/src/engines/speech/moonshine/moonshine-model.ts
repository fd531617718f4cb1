/** The Moonshine base ONNX model (int8) on onnxruntime-node: the audio encoder and a batched, KV-cached decoder step. */

import { join } from 'node:path';
import * as ort from 'onnxruntime-node';
import { currentOptimisedDecoder, DECODER_FILE, ENCODER_FILE, OPTIMISED_MODEL_DIR, shippedModelDir } from './model-files.js';

/** Decoder shape of Moonshine base. */
const LAYERS = 8;
const KV_HEADS = 8;
const HEAD_DIM = 52;

export const START_TOKEN = 1;
export const END_TOKEN = 2;

export interface MoonshineModelOptions {
  /** Folder holding `encoder_model.onnx` and `decoder_model_merged.onnx`; defaults to the weights shipped in `@usefulsensors/moonshine-js`. */
  modelDir?: string;
  /**
   * Folder of the decoder the build edited from that one (graph/, docs/speech-engine.md), used while its manifest names
   * the content hash of the decoder in `modelDir`; defaults to the build output. `false`: the shipped decoder.
   */
  optimisedDir?: string | false;
  /** Threads per inference (default 2; the server's SCRIBE_ASR_THREADS shares the cores among its workers). */
  threads?: number;
  /** onnxruntime settings over the engine's own (below), for measuring others: `npm run bench:ort`. */
  sessionOptions?: ort.InferenceSession.SessionOptions;
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

/**
 * Whether `decoder` caches the cross-attention keys as [rows, KV_HEADS, HEAD_DIM, frames] (the build's edited decoder,
 * graph/cross-attention-keys.ts) rather than [rows, KV_HEADS, frames, HEAD_DIM] as shipped.
 */
function crossAttentionKeysTransposed(decoder: ort.InferenceSession): boolean {
  const key = decoder.inputMetadata.find((input) => input.name === PAST_ENCODER[0]);
  return key?.isTensor === true && key.shape[2] === HEAD_DIM;
}

/** Encoder output of one piece of audio. */
export interface EncodedAudio {
  readonly hiddenStates: ort.Tensor;
  /**
   * The decoder's cross-attention cache for it (one row), computed by the first decoding of this audio and reused by
   * every later one: it depends on the audio alone, and computing it is most of a decoding's first pass.
   */
  crossAttention?: { readonly cache: readonly Float32Array[]; readonly length: number };
}

export class MoonshineModel {
  private constructor(
    private readonly encoder: ort.InferenceSession,
    private readonly decoder: ort.InferenceSession,
    /** The decoder file loaded: the build's edited one, or the shipped one. */
    readonly decoderPath: string,
    private readonly keysTransposed: boolean,
  ) {}

  /** Loads both sessions; do this once per process (~63 MB of weight files, ~77 MB with the edited decoder). */
  static async load(options: MoonshineModelOptions = {}): Promise<MoonshineModel> {
    const dir = options.modelDir ?? shippedModelDir();
    const optimisedDir = options.optimisedDir ?? OPTIMISED_MODEL_DIR;
    const decoderPath = (optimisedDir && (await currentOptimisedDecoder(dir, optimisedDir))) || join(dir, DECODER_FILE);
    // Measured with `npm run bench:ort` (docs/speech-engine.md, "onnxruntime settings"): without the CPU memory arena,
    // which keeps the largest buffers each session ever asked for, peak RSS is about 135 MiB lower at the same speed.
    const sessionOptions: ort.InferenceSession.SessionOptions = {
      intraOpNumThreads: options.threads ?? 2,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
      executionMode: 'sequential',
      enableCpuMemArena: false,
      ...options.sessionOptions,
    };
    // The shipped decoder's output projection reuses the int8 token embedding, which onnxruntime would dequantize
    // (32768 × 416 values) on every step. Without its QDQ handling, constant folding dequantizes it once at load:
    // ~80 MB more memory for decoder steps several milliseconds shorter. Nothing else in this model is QDQ. The build's
    // edited decoder multiplies by the int8 embedding directly (graph/int8-output-projection.ts): nothing to fold there.
    const decoderOptions = { ...sessionOptions, extra: { session: { disable_quant_qdq: '1' } } };
    const [encoder, decoder] = await Promise.all([
      ort.InferenceSession.create(join(dir, ENCODER_FILE), sessionOptions),
      ort.InferenceSession.create(decoderPath, decoderOptions),
    ]);
    return new MoonshineModel(encoder, decoder, decoderPath, crossAttentionKeysTransposed(decoder));
  }

  /** Encodes 16 kHz mono audio. */
  async encode(pcm: Float32Array): Promise<EncodedAudio> {
    const output = await this.encoder.run({ input_values: new ort.Tensor('float32', pcm, [1, pcm.length]) });
    return { hiddenStates: output.last_hidden_state! };
  }

  /** Starts decoding one encoded piece; the returned object holds that piece's KV cache. */
  startDecoding(encoded: EncodedAudio): MoonshineDecoding {
    return new MoonshineDecoding(this.decoder, encoded, this.keysTransposed);
  }

  async close(): Promise<void> {
    await Promise.all([this.encoder.release(), this.decoder.release()]);
  }
}

/**
 * The decoder state of one piece of audio. `start` feeds the start token and any forced ones in one pass; then either
 * `step` advances it one token per row per step (rows are beams: each step says which row of the previous step every
 * new row continues, and the self-attention cache is gathered to match), or `branch` feeds several continuations of
 * what start fed in one pass (forced scoring).
 *
 * Every step writes its outputs into buffers owned here (preallocated outputs), so stepping allocates no large arrays:
 * the self-attention cache alternates between two buffers per tensor, and the logits buffer is reused.
 */
export class MoonshineDecoding {
  /** Self-attention cache of the previous step, one buffer per name of PAST_DECODER: `rows` × [KV_HEADS, cacheLength, HEAD_DIM]. */
  private decoderCache: Float32Array[] = [];
  /** Second buffer per cache tensor: the next step gathers its past into it, or writes its present there when rows stay put. */
  private spareCache: Float32Array[] = [];
  private rows = 0;
  /** Whether a step followed `start`: the cache then no longer holds just what start fed, which `branch` continues. */
  private stepped = false;
  private cacheLength = 0;
  private logits: Float32Array = new Float32Array(0);
  private vocab = 0;
  /** Cross-attention cache: identical for every row, so it is taken from the audio's (EncodedAudio) and replicated once to the widest batch seen. */
  private encoderCache: Float32Array[] = [];
  private encoderCacheRows = 0;
  private encoderLength = 0;

  constructor(
    private readonly session: ort.InferenceSession,
    private readonly encoded: EncodedAudio,
    private readonly keysTransposed: boolean,
  ) {}

  /**
   * Starts (over) with `tokens`, the start token and any forced after it, fed as one row in a single pass; returns the
   * next-token logits after each of them, row-major [tokens.length × vocab], valid until the next `step`, which goes on
   * from the last of them. One pass over n tokens costs about as much as two steps, not n (scoring a 27-token
   * transcript: 14 ms against 137 ms). Not bit for bit what stepping gives: the int8 decoder quantises activations
   * over all the positions of a pass (a transcript's log-prob moves by a few tenths of a nat).
   */
  async start(tokens: readonly number[]): Promise<Float32Array> {
    const crossAttention = this.encoded.crossAttention;
    const empty = new ort.Tensor('float32', new Float32Array(0), [1, KV_HEADS, 0, HEAD_DIM]);
    const feeds: Record<string, ort.Tensor> = {
      input_ids: new ort.Tensor('int64', BigInt64Array.from(tokens, BigInt), [1, tokens.length]),
      encoder_hidden_states: this.encoded.hiddenStates,
      use_cache_branch: new ort.Tensor('bool', [crossAttention !== undefined], [1]),
    };
    for (const name of PAST_DECODER) feeds[name] = empty;
    PAST_ENCODER.forEach((name, i) => (feeds[name] = tensorView(crossAttention?.cache[i] ?? new Float32Array(0), this.crossAttentionDims(i, 1, crossAttention?.length ?? 0))));
    const output = await this.session.run(feeds);
    this.decoderCache = PRESENT_DECODER.map((name) => output[name]!.data as Float32Array);
    this.spareCache = this.decoderCache.map(() => new Float32Array(0));
    this.rows = 1;
    this.stepped = false;
    this.cacheLength = tokens.length;
    // The values' dimensions are [1, KV_HEADS, frames, HEAD_DIM] in both layouts.
    this.encoded.crossAttention ??= { cache: PRESENT_ENCODER.map((name) => output[name]!.data as Float32Array), length: output[PRESENT_ENCODER[1]!]!.dims[2]! };
    this.encoderCache = [...this.encoded.crossAttention.cache];
    this.encoderCacheRows = 1;
    this.encoderLength = this.encoded.crossAttention.length;
    this.logits = output.logits!.data as Float32Array;
    this.vocab = this.logits.length / tokens.length;
    return this.logits;
  }

  /**
   * Feeds each of `continuations` as a row of its own after the first `at` tokens `start` fed, all in one pass, and
   * returns the next-token logits after each of their tokens, row-major [continuations.length × longest × vocab] (a
   * shorter row is padded at its end, where causal attention keeps the padding from its own tokens, though not from the
   * pass's quantisation scale: see `start`). The decoding stays where it was: several branches may follow one start, and no step.
   */
  async branch(continuations: ReadonlyArray<readonly number[]>, at: number): Promise<Float32Array> {
    if (this.stepped || at < 1 || at > this.cacheLength) throw new Error(`branch() continues 1 to ${this.cacheLength} tokens start() fed, before any step; got ${at}`);
    const batch = continuations.length;
    const width = Math.max(...continuations.map((tokens) => tokens.length));
    const inputIds = new BigInt64Array(batch * width).fill(BigInt(END_TOKEN));
    continuations.forEach((tokens, row) => tokens.forEach((token, i) => (inputIds[row * width + i] = BigInt(token))));
    const feeds: Record<string, ort.Tensor> = {
      input_ids: new ort.Tensor('int64', inputIds, [batch, width]),
      encoder_hidden_states: this.encoded.hiddenStates,
      use_cache_branch: new ort.Tensor('bool', [true], [1]),
    };
    this.decoderCache.forEach((past, i) => {
      const kept = new Float32Array(batch * KV_HEADS * at * HEAD_DIM);
      for (let head = 0; head < KV_HEADS; head++) {
        const positions = past.subarray(head * this.cacheLength * HEAD_DIM, (head * this.cacheLength + at) * HEAD_DIM);
        for (let row = 0; row < batch; row++) kept.set(positions, (row * KV_HEADS + head) * at * HEAD_DIM);
      }
      feeds[PAST_DECODER[i]!] = tensorView(kept, [batch, KV_HEADS, at, HEAD_DIM]);
    });
    const encoderCache = this.encoderCacheFor(batch);
    PAST_ENCODER.forEach((name, i) => (feeds[name] = encoderCache[i]!));
    const output = await this.session.run(feeds);
    return output.logits!.data as Float32Array;
  }

  /**
   * Feeds one token per row and returns the next-token logits, row-major [tokens.length × vocab], valid until the
   * next call. Row i continues the history of row `parentRows[i]` of the previous step (or of the last token `start` fed).
   */
  async step(tokens: readonly number[], parentRows: readonly number[]): Promise<Float32Array> {
    if (this.rows === 0) throw new Error('A decoding starts with start(), not step()');
    const batch = tokens.length;
    const inputIds = new ort.Tensor('int64', BigInt64Array.from(tokens, BigInt), [batch, 1]);
    const feeds: Record<string, ort.Tensor> = {
      input_ids: inputIds,
      encoder_hidden_states: this.encoded.hiddenStates,
      use_cache_branch: new ort.Tensor('bool', [true], [1]),
    };
    const pastDims = [batch, KV_HEADS, this.cacheLength, HEAD_DIM];
    const presentDims = [batch, KV_HEADS, this.cacheLength + 1, HEAD_DIM];
    const rowsStay = parentRows.length === this.rows && parentRows.every((parent, row) => parent === row);
    if (rowsStay) {
      // Feed the previous present as it is; this step's present goes to the spare buffers, which then take its place.
      [this.decoderCache, this.spareCache] = [this.spareCache, this.decoderCache];
      this.spareCache.forEach((past, i) => (feeds[PAST_DECODER[i]!] = tensorView(past, pastDims)));
    } else {
      // Gather the previous present into the spare buffers; this step's present overwrites the previous one.
      const rowSize = KV_HEADS * this.cacheLength * HEAD_DIM;
      this.spareCache = this.spareCache.map((spare, i) => {
        const gathered = withCapacity(spare, batch * rowSize);
        gatherRows(this.decoderCache[i]!, rowSize, parentRows, gathered);
        feeds[PAST_DECODER[i]!] = tensorView(gathered, pastDims);
        return gathered;
      });
    }
    const encoderCache = this.encoderCacheFor(batch);
    PAST_ENCODER.forEach((name, i) => (feeds[name] = encoderCache[i]!));

    // Only the logits and the self-attention cache: the cross-attention cache does not change after `start`.
    this.logits = withCapacity(this.logits, batch * this.vocab);
    const fetches: Record<string, ort.Tensor> = { logits: tensorView(this.logits, [batch, 1, this.vocab]) };
    this.decoderCache = this.decoderCache.map((buffer, i) => {
      const present = withCapacity(buffer, presentDims.reduce((a, b) => a * b));
      fetches[PRESENT_DECODER[i]!] = tensorView(present, presentDims);
      return present;
    });
    // The outputs are read from the buffers above, not from the returned record: onnxruntime-node 1.23 labels the
    // outputs of a run that fetches only some of them with the wrong names (microsoft/onnxruntime#26865).
    await this.session.run(feeds, fetches);
    this.rows = batch;
    this.stepped = true;
    this.cacheLength++;
    return this.logits.subarray(0, batch * this.vocab);
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
    return this.encoderCache.map((data, i) => tensorView(data, this.crossAttentionDims(i, batch, this.encoderLength)));
  }

  /** Dimensions of the cross-attention cache tensor `i` of PAST_ENCODER (keys and values alternate). */
  private crossAttentionDims(i: number, rows: number, frames: number): number[] {
    return i % 2 === 0 && this.keysTransposed ? [rows, KV_HEADS, HEAD_DIM, frames] : [rows, KV_HEADS, frames, HEAD_DIM];
  }
}

/** A float tensor over the start of `buffer`. */
function tensorView(buffer: Float32Array, dims: readonly number[]): ort.Tensor {
  return new ort.Tensor('float32', buffer.subarray(0, dims.reduce((a, b) => a * b)), dims);
}

/** `buffer` if it holds `size` values, else a new one with room to grow (the cache gains a position every step). */
function withCapacity(buffer: Float32Array, size: number): Float32Array {
  return buffer.length >= size ? buffer : new Float32Array(Math.max(size, 2 * buffer.length));
}

/** Copies the rows `parentRows` of `source` (rows of `rowSize` values), in that order, into `target`. */
function gatherRows(source: Float32Array, rowSize: number, parentRows: readonly number[], target: Float32Array): void {
  parentRows.forEach((parent, row) => target.set(source.subarray(parent * rowSize, (parent + 1) * rowSize), row * rowSize));
}
