/**
 * ONNX model files read and written with protobufjs over the ONNX project's schema (data/onnx/onnx.proto), and the
 * few graph operations the edits of this folder share. Only the fields the edits touch are typed here; decoding and
 * encoding go through the whole schema, so everything else in a file is written back as it was read.
 */

import { fileURLToPath } from 'node:url';
import protobuf from 'protobufjs';

const SCHEMA = fileURLToPath(new URL('../../../../../data/onnx/onnx.proto', import.meta.url));

/** protobufjs reads an int64 as a Long (exact past 2^53); one written by an edit may be a plain number. */
export type Int64 = number | protobuf.Long;

/** TensorProto.DataType values the edits use. */
export const DataType = { FLOAT: 1, UINT8: 2, INT32: 6, INT64: 7 } as const;

export interface TensorProto {
  name: string;
  dims: Int64[];
  dataType: number;
  rawData: Uint8Array;
  floatData: number[];
  int32Data: number[];
}

export interface AttributeProto {
  name: string;
  type: number;
  i?: Int64;
  ints: Int64[];
  t?: TensorProto | null;
  g?: GraphProto | null;
}

export interface NodeProto {
  input: string[];
  output: string[];
  name: string;
  opType: string;
  domain: string;
  attribute: AttributeProto[];
}

export interface Dimension {
  dimValue?: Int64;
  dimParam?: string;
}

export interface ValueInfoProto {
  name: string;
  type?: { tensorType?: { elemType: number; shape?: { dim: Dimension[] } | null } | null } | null;
}

export interface GraphProto {
  node: NodeProto[];
  initializer: TensorProto[];
  input: ValueInfoProto[];
  output: ValueInfoProto[];
  valueInfo: ValueInfoProto[];
}

export interface ModelProto {
  graph: GraphProto;
}

let modelType: protobuf.Type | undefined;
const ModelType = (): protobuf.Type => (modelType ??= protobuf.loadSync(SCHEMA).lookupType('onnx.ModelProto'));

export function readModel(bytes: Uint8Array): ModelProto {
  return ModelType().decode(bytes) as unknown as ModelProto;
}

/** Serialises `model`; the same model gives the same bytes. */
export function writeModel(model: ModelProto): Uint8Array {
  return ModelType().encode(model as unknown as protobuf.Message).finish();
}

export const toNumber = (value: Int64): number => (typeof value === 'number' ? value : protobuf.util.LongBits.from(value).toNumber(value.unsigned));

/** AttributeProto.AttributeType values the edits use. */
const AttributeType = { INT: 2 } as const;

export function intAttribute(name: string, value: number): AttributeProto {
  return { name, type: AttributeType.INT, i: value, ints: [] };
}

export function node(opType: string, input: string[], output: string[], name: string, attribute: AttributeProto[] = []): NodeProto {
  return { input, output, name, opType, domain: '', attribute };
}

export function attribute(of: NodeProto, name: string): AttributeProto | undefined {
  return of.attribute.find((candidate) => candidate.name === name);
}

/** The node of `graph` that writes `value`, if one does (an initializer or an outer value has none). */
export function producer(graph: GraphProto, value: string): NodeProto | undefined {
  return graph.node.find((candidate) => candidate.output.includes(value));
}

/** The nodes of `graph` that read `value`. */
export function consumers(graph: GraphProto, value: string): NodeProto[] {
  return graph.node.filter((candidate) => candidate.input.includes(value));
}

/** The one node that reads `value`, which must be of type `opType`; anything else is a graph the edit does not know. */
export function soleConsumer(graph: GraphProto, value: string, opType: string): NodeProto {
  const readers = consumers(graph, value);
  if (readers.length !== 1 || readers[0]!.opType !== opType) {
    throw new Error(`Unexpected graph: ${value} is read by ${readers.map((reader) => reader.opType).join(', ') || 'nothing'}, not by one ${opType}`);
  }
  return readers[0]!;
}

/** A scalar float initializer's value. */
export function scalarFloat(tensor: TensorProto): number {
  if (tensor.dataType !== DataType.FLOAT || tensor.dims.length !== 0) throw new Error(`${tensor.name} is not a float scalar`);
  return tensor.floatData.length > 0 ? tensor.floatData[0]! : new DataView(tensor.rawData.buffer, tensor.rawData.byteOffset).getFloat32(0, true);
}

/**
 * Drops the nodes of `graph` whose outputs nothing reads (in this graph or among its outputs), over and over, and the
 * shapes recorded for values no node writes any more. For graphs without subgraphs of their own, like the branches of
 * the Moonshine decoder.
 */
export function pruneGraph(graph: GraphProto): void {
  if (graph.node.some((candidate) => candidate.attribute.some((a) => a.g))) throw new Error('pruneGraph() takes graphs without subgraphs');
  const outputs = new Set(graph.output.map((value) => value.name));
  for (;;) {
    const read = new Set(graph.node.flatMap((candidate) => candidate.input));
    const kept = graph.node.filter((candidate) => candidate.output.some((value) => read.has(value) || outputs.has(value)));
    if (kept.length === graph.node.length) break;
    graph.node = kept;
  }
  const written = new Set(graph.node.flatMap((candidate) => candidate.output));
  graph.valueInfo = graph.valueInfo.filter((value) => written.has(value.name));
}

/** Drops the initializers of `model`'s main graph that no node of it or of its subgraphs reads. */
export function pruneInitializers(model: ModelProto): void {
  const read = new Set<string>();
  const visit = (graph: GraphProto): void => {
    for (const candidate of graph.node) {
      candidate.input.forEach((value) => read.add(value));
      candidate.attribute.forEach((a) => a.g && visit(a.g));
    }
  };
  visit(model.graph);
  model.graph.initializer = model.graph.initializer.filter((tensor) => read.has(tensor.name));
}
