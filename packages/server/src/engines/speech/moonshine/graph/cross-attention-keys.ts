/**
 * Edit: the cross-attention keys cached pre-transposed and pre-scaled. As exported, the decoder caches each layer's
 * keys as [batch, heads, frames, headDim], and every pass fed that cache transposes them to [batch, heads, headDim,
 * frames] and multiplies them by headDim^-1/4 (the other half of the attention scale goes on the queries) before the
 * query-key product: per layer and per beam row, a copy of the whole cache, each decoder step. The first pass computes
 * exactly that transposed and scaled tensor for its own product, so it becomes the cache (`present.N.encoder.key`,
 * now [batch, heads, headDim, frames]) and later passes multiply by it directly. Same arithmetic on the same values: the
 * logits do not change.
 */

import { decoderBranches, LAYERS } from './decoder-graph.js';
import { attribute, producer, pruneGraph, soleConsumer, toNumber, type GraphProto, type ModelProto, type NodeProto, type ValueInfoProto } from './onnx-model.js';

export const CROSS_ATTENTION_KEYS = 'cross-attention keys cached pre-transposed and pre-scaled';

export function cacheCrossAttentionKeysTransposed(model: ModelProto): void {
  const { first, cached } = decoderBranches(model);
  for (let layer = 0; layer < LAYERS; layer++) {
    const present = `present.${layer}.encoder.key`;
    const past = `past_key_values.${layer}.encoder.key`;
    cacheScaledKeys(first, present);
    multiplyByCache(cached, past);
    emptyCacheTransposed(cached, present);
    for (const values of [model.graph.input, model.graph.output, first.output, cached.output]) {
      const value = values.find((candidate) => candidate.name === past || candidate.name === present);
      if (value) swapLastDimensions(value);
    }
  }
  pruneGraph(first);
  pruneGraph(cached);
}

/** First pass: the keys, transposed to [.., headDim, frames] and scaled for the product, become the cache output. */
function cacheScaledKeys(graph: GraphProto, present: string): void {
  const cacheTranspose = producer(graph, present);
  const keys = cacheTranspose?.input[0];
  if (!cacheTranspose || !keys || !isTranspose(cacheTranspose, [0, 2, 1, 3])) throw new Error(`Unexpected decoder graph: ${present} is not a transpose of the keys`);
  const productTranspose = graph.node.find((candidate) => candidate.input[0] === keys && isTranspose(candidate, [0, 2, 3, 1]));
  if (!productTranspose) throw new Error(`Unexpected decoder graph: the keys cached as ${present} are not transposed for the attention product`);
  const scale = soleConsumer(graph, productTranspose.output[0]!, 'Mul');
  const product = soleConsumer(graph, scale.output[0]!, 'MatMul');
  graph.node.splice(graph.node.indexOf(cacheTranspose), 1);
  product.input[1] = present;
  scale.output[0] = present;
}

/** Later passes: the attention product multiplies by the fed cache, neither transposed nor scaled again. */
function multiplyByCache(graph: GraphProto, past: string): void {
  const transpose = soleConsumer(graph, past, 'Transpose');
  if (!isTranspose(transpose, [0, 1, 3, 2])) throw new Error(`Unexpected decoder graph: ${past} is not transposed for the attention product`);
  const scale = soleConsumer(graph, transpose.output[0]!, 'Mul');
  const product = soleConsumer(graph, scale.output[0]!, 'MatMul');
  product.input[1] = past;
}

/** Later passes output an empty cache ([0, heads, 1, headDim] constants): the same, in the new layout. */
function emptyCacheTransposed(graph: GraphProto, present: string): void {
  const constant = producer(graph, present);
  const dims = constant?.opType === 'Constant' ? attribute(constant, 'value')?.t?.dims : undefined;
  if (!dims || dims.length !== 4) throw new Error(`Unexpected decoder graph: ${present} of the cached branch is not a constant`);
  [dims[2], dims[3]] = [dims[3]!, dims[2]!];
}

function swapLastDimensions(value: ValueInfoProto): void {
  const dims = value.type?.tensorType?.shape?.dim;
  if (dims?.length !== 4) throw new Error(`Unexpected decoder graph: ${value.name} is not declared with 4 dimensions`);
  [dims[2], dims[3]] = [dims[3]!, dims[2]!];
}

function isTranspose(candidate: NodeProto, perm: readonly number[]): boolean {
  const actual = attribute(candidate, 'perm')?.ints.map(toNumber);
  return candidate.opType === 'Transpose' && actual?.join() === perm.join();
}

