import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECODER_FILE, ENCODER_FILE, shippedModelDir } from '../model-files.js';
import { node, pruneGraph, pruneInitializers, readModel, writeModel, type GraphProto, type ModelProto } from './onnx-model.js';

const graph = (nodes: GraphProto['node'], outputs: string[]): GraphProto => ({
  node: nodes,
  initializer: [],
  input: [],
  output: outputs.map((name) => ({ name })),
  valueInfo: ['a', 'b', 'c', 'd'].map((name) => ({ name })),
});

describe('ONNX model files', () => {
  it.each([ENCODER_FILE, DECODER_FILE])('reads and writes the shipped %s back byte for byte: nothing in it is unknown to the schema', async (file) => {
    const bytes = await readFile(join(shippedModelDir(), file));
    expect(Buffer.from(writeModel(readModel(bytes))).equals(bytes)).toBe(true);
  });

  it('prunes the nodes nothing reads, chains of them too, and the shapes of the values they wrote', () => {
    const pruned = graph([node('Relu', ['x'], ['a'], 'kept'), node('Neg', ['x'], ['b'], 'dead'), node('Abs', ['b'], ['c'], 'dead too'), node('Exp', ['a'], ['d'], 'output')], ['d']);
    pruneGraph(pruned);
    expect(pruned.node.map((kept) => kept.name)).toEqual(['kept', 'output']);
    expect(pruned.valueInfo.map((value) => value.name)).toEqual(['a', 'd']);
  });

  it('prunes the initializers no graph reads, subgraphs included', () => {
    const tensor = (name: string) => ({ name, dims: [], dataType: 1, rawData: new Uint8Array(4), floatData: [], int32Data: [] });
    const branch = graph([node('Add', ['x', 'in branch'], ['y'], 'add')], ['y']);
    const model: ModelProto = {
      graph: {
        ...graph([{ ...node('If', ['cond'], ['y'], 'if'), attribute: [{ name: 'then_branch', type: 5, ints: [], g: branch }] }], ['y']),
        initializer: [tensor('in branch'), tensor('unread')],
      },
    };
    pruneInitializers(model);
    expect(model.graph.initializer.map((kept) => kept.name)).toEqual(['in branch']);
  });
});
