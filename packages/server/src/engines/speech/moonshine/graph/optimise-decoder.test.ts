import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentOptimisedDecoder, DECODER_FILE, MANIFEST_FILE, shippedModelDir, sha256File } from '../model-files.js';
import { decoderBranches, LAYERS } from './decoder-graph.js';
import { DECODER_EDITS, decoderEdits, editDecoder, optimiseDecoder } from './optimise-decoder.js';
import { consumers, producer, readModel, toNumber, type GraphProto, type ModelProto, type ValueInfoProto } from './onnx-model.js';

const edit = (id: string) => decoderEdits(id);
const dims = (value: ValueInfoProto | undefined) => value?.type?.tensorType?.shape?.dim?.map((dim) => dim.dimParam || toNumber(dim.dimValue ?? 0));
const declared = (values: ValueInfoProto[], name: string) => dims(values.find((value) => value.name === name));
const opTypes = (graph: GraphProto) => graph.node.map((candidate) => candidate.opType);

describe('the build step that edits the Moonshine decoder', () => {
  let shipped: Buffer;
  let edited: Uint8Array;
  let out: string;

  beforeAll(async () => {
    shipped = await readFile(join(shippedModelDir(), DECODER_FILE));
    edited = editDecoder(shipped, DECODER_EDITS);
    out = await mkdtemp(join(tmpdir(), 'moonshine-edit-'));
  });
  afterAll(() => rm(out, { recursive: true, force: true }));

  it('is deterministic: the same shipped file gives the same bytes', () => {
    expect(Buffer.from(edited).equals(shipped)).toBe(false);
    expect(Buffer.from(editDecoder(shipped, DECODER_EDITS)).equals(Buffer.from(edited))).toBe(true);
    // With no edit it writes the shipped file back as it was.
    expect(Buffer.from(editDecoder(shipped, [])).equals(shipped)).toBe(true);
  });

  it('writes the edited decoder and a manifest naming the shipped file, which makes it current', async () => {
    const manifest = await optimiseDecoder(shippedModelDir(), out, DECODER_EDITS);
    expect(manifest).toEqual({ source: { file: DECODER_FILE, sha256: await sha256File(join(shippedModelDir(), DECODER_FILE)) }, edits: DECODER_EDITS.map((made) => made.name) });
    expect(JSON.parse(await readFile(join(out, MANIFEST_FILE), 'utf8'))).toEqual(manifest);
    expect(Buffer.from(await readFile(join(out, DECODER_FILE))).equals(Buffer.from(edited))).toBe(true);
    // The build's own call makes the default edits.
    expect((await optimiseDecoder(shippedModelDir(), out)).edits).toEqual([decoderEdits('cross-attention-keys')[0]!.name]);
    expect(await currentOptimisedDecoder(shippedModelDir(), out)).toBe(join(out, DECODER_FILE));
  });

  it('says so when the shipped decoder is missing', async () => {
    await expect(optimiseDecoder(join(out, 'nowhere'), out)).rejects.toThrow(/Moonshine decoder to edit is missing: .*nowhere.*ENOENT/);
  });

  it('makes the edits named, in its own order, and refuses an unknown one', () => {
    // By default the keys only: the int8 projection is measured, not made (docs/speech-engine.md).
    expect(decoderEdits(undefined).map((made) => made.id)).toEqual(['cross-attention-keys']);
    expect(decoderEdits('none')).toEqual([]);
    expect(decoderEdits('')).toEqual([]);
    expect(decoderEdits('int8-output-projection, cross-attention-keys').map((made) => made.id)).toEqual(['cross-attention-keys', 'int8-output-projection']);
    expect(() => decoderEdits('cross-attention-keys,fused-everything')).toThrow(/Unknown Moonshine decoder edit fused-everything/);
  });

  it('refuses a graph it does not recognise, such as one it already edited', () => {
    for (const made of DECODER_EDITS) expect(() => editDecoder(editDecoder(shipped, [made]), [made])).toThrow(/Unexpected decoder graph/);
  });

  describe('cross-attention keys', () => {
    let model: ModelProto;
    beforeAll(() => {
      model = readModel(editDecoder(shipped, edit('cross-attention-keys')));
    });

    it('are declared [batch, heads, headDim, frames] in and out of the decoder', () => {
      const transposed = ['batch_size', 8, 52, 'encoder_sequence_length_out'];
      const { first } = decoderBranches(model);
      for (let layer = 0; layer < LAYERS; layer++) {
        expect(declared(model.graph.input, `past_key_values.${layer}.encoder.key`)).toEqual(transposed);
        expect(declared(model.graph.output, `present.${layer}.encoder.key`)).toEqual(transposed);
        expect(declared(first.output, `present.${layer}.encoder.key`)).toEqual(transposed);
        expect(declared(model.graph.input, `past_key_values.${layer}.encoder.value`)).toEqual(['batch_size', 8, 'encoder_sequence_length_out', 52]);
      }
    });

    it('are cached scaled by the first pass and multiplied by as fed in later ones', () => {
      const { first, cached } = decoderBranches(model);
      for (let layer = 0; layer < LAYERS; layer++) {
        expect(producer(first, `present.${layer}.encoder.key`)?.opType).toBe('Mul');
        expect(consumers(first, `present.${layer}.encoder.key`).map((reader) => reader.opType)).toEqual(['MatMul']);
        expect(consumers(cached, `past_key_values.${layer}.encoder.key`).map((reader) => reader.opType)).toEqual(['MatMul']);
      }
      // Per layer, the cached branch loses its transpose and scaling of the keys, and the scale's Sqrt.
      const shippedCached = decoderBranches(readModel(shipped)).cached;
      expect(opTypes(shippedCached).length - opTypes(cached).length).toBe(3 * LAYERS);
    });
  });

  describe('int8 output projection', () => {
    let model: ModelProto;
    beforeAll(() => {
      model = readModel(editDecoder(shipped, edit('int8-output-projection')));
    });

    it('multiplies by the embedding transposed, in int8, and keeps no float copy of it', () => {
      const embedding = model.graph.initializer.find((tensor) => tensor.name === 'model.decoder.embed_tokens.weight_merged_0_quantized')!;
      const weight = model.graph.initializer.find((tensor) => tensor.name === 'lm_head.weight_transposed_quantized')!;
      expect(weight.dims.map(toNumber)).toEqual([416, 32768]);
      for (const [token, dim] of [[0, 0], [1234, 5], [32767, 415]] as const) expect(weight.rawData[dim * 32768 + token]).toBe(embedding.rawData[token * 416 + dim]);
      const { first, cached } = decoderBranches(model);
      for (const graph of [first, cached]) {
        const logits = producer(graph, 'logits')!;
        expect(logits.opType).toBe('Mul');
        expect(consumers(graph, 'lm_head.weight_transposed_quantized').map((reader) => reader.opType)).toEqual(['MatMulInteger']);
        // The one DequantizeLinear left is the embedding lookup's.
        expect(opTypes(graph).filter((op) => op === 'DequantizeLinear')).toHaveLength(1);
        expect(consumers(graph, embedding.name).map((reader) => reader.opType)).toEqual(['Gather']);
      }
    });
  });
});
