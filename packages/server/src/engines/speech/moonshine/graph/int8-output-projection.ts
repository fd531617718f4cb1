/**
 * Edit: the output projection in int8. As exported, the decoder's last product (hidden state × the token embedding,
 * transposed: [rows, 416] × [416, 32768]) dequantises the int8 embedding to float, which onnxruntime folds once at load
 * into a 54 MB float matrix read whole on every step. Here the transposed int8 embedding is stored as an initializer of
 * its own (13.6 MB more on disk) and the product is quantised the way every other product of this model already is:
 * the hidden state quantised per pass (DynamicQuantizeLinear), an integer product (MatMulInteger), and both scales
 * applied to its result, which onnxruntime fuses into one DynamicQuantizeMatMul. The logits move by the rounding of
 * the hidden state to 8 bits: the test of this edit states how far.
 */

import { decoderBranches } from './decoder-graph.js';
import { DataType, attribute, intAttribute, node, producer, pruneGraph, pruneInitializers, toNumber, type GraphProto, type ModelProto, type NodeProto, type TensorProto } from './onnx-model.js';

export const INT8_OUTPUT_PROJECTION = 'output projection in int8';

const WEIGHT = 'lm_head.weight_transposed_quantized';
const PREFIX = '/model/decoder/lm_head_int8';

interface QuantisedWeight {
  readonly embedding: string;
  readonly scale: string;
  readonly zeroPoint: string;
}

export function quantiseOutputProjection(model: ModelProto): void {
  const { first, cached } = decoderBranches(model);
  const weights = [first, cached].map(findProjection);
  const weight = weights[0]!.weight;
  if (weights.some((found) => JSON.stringify(found.weight) !== JSON.stringify(weight))) throw new Error('Unexpected decoder graph: the branches project with different weights');
  const embedding = model.graph.initializer.find((tensor) => tensor.name === weight.embedding);
  if (!embedding) throw new Error(`Unexpected decoder graph: no initializer ${weight.embedding}`);
  model.graph.initializer.push(transposedBytes(embedding, WEIGHT));
  [first, cached].forEach((graph, i) => replaceProduct(graph, weights[i]!.product, weight));
  pruneGraph(first);
  pruneGraph(cached);
  pruneInitializers(model);
}

/** `logits = MatMul(hidden, DequantizeLinear(Transpose(embedding), scale, zeroPoint))`, as exported. */
function findProjection(graph: GraphProto): { product: NodeProto; weight: QuantisedWeight } {
  const product = producer(graph, 'logits');
  const dequantised = product?.opType === 'MatMul' ? producer(graph, product.input[1]!) : undefined;
  const transpose = dequantised?.opType === 'DequantizeLinear' ? producer(graph, dequantised.input[0]!) : undefined;
  const perm = transpose && attribute(transpose, 'perm')?.ints.map(toNumber);
  if (!product || !dequantised || transpose?.opType !== 'Transpose' || (perm && perm.join() !== '1,0')) {
    throw new Error('Unexpected decoder graph: the logits are not a product with the dequantised, transposed embedding');
  }
  return { product, weight: { embedding: transpose.input[0]!, scale: dequantised.input[1]!, zeroPoint: dequantised.input[2]! } };
}

/** The uint8 matrix `tensor` transposed, as a new initializer. */
function transposedBytes(tensor: TensorProto, name: string): TensorProto {
  const [rows, columns] = tensor.dims.map(toNumber);
  if (tensor.dataType !== DataType.UINT8 || rows === undefined || columns === undefined || tensor.dims.length !== 2 || tensor.rawData.length !== rows * columns) {
    throw new Error(`Unexpected decoder graph: ${tensor.name} is not a uint8 matrix stored raw`);
  }
  const transposed = new Uint8Array(rows * columns);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) transposed[column * rows + row] = tensor.rawData[row * columns + column]!;
  }
  return { name, dims: [columns, rows], dataType: DataType.UINT8, rawData: transposed, floatData: [], int32Data: [] };
}

function replaceProduct(graph: GraphProto, product: NodeProto, weight: QuantisedWeight): void {
  const hidden = product.input[0]!;
  const name = (suffix: string) => `${PREFIX}/${suffix}`;
  graph.node.splice(
    graph.node.indexOf(product),
    1,
    node('DynamicQuantizeLinear', [hidden], [name('hidden_quantized'), name('hidden_scale'), name('hidden_zero_point')], name('DynamicQuantizeLinear')),
    node('MatMulInteger', [name('hidden_quantized'), WEIGHT, name('hidden_zero_point'), weight.zeroPoint], [name('product_quantized')], name('MatMulInteger')),
    node('Cast', [name('product_quantized')], [name('product_unscaled')], name('Cast'), [intAttribute('to', DataType.FLOAT)]),
    node('Mul', [name('hidden_scale'), weight.scale], [name('scale')], name('Mul_scales')),
    node('Mul', [name('product_unscaled'), name('scale')], ['logits'], name('Mul')),
  );
}
