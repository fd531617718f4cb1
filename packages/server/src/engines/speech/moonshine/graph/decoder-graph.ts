/**
 * The layout of the merged Moonshine decoder (`decoder_model_merged.onnx`): its main graph is one `If` on
 * `use_cache_branch`, whose two branches are whole decoders sharing the main graph's initializers. The first pass over
 * a piece of audio takes the `else` branch, which computes the cross-attention cache from the encoder's output; every
 * later pass takes the `then` branch, which is fed that cache.
 */

import { attribute, type GraphProto, type ModelProto } from './onnx-model.js';

export const LAYERS = 8;

export interface DecoderBranches {
  /** `else`: computes the cross-attention cache. */
  readonly first: GraphProto;
  /** `then`: is fed it. */
  readonly cached: GraphProto;
}

export function decoderBranches(model: ModelProto): DecoderBranches {
  const [branch, ...others] = model.graph.node;
  const graph = (name: string): GraphProto => {
    const subgraph = branch && attribute(branch, name)?.g;
    if (!subgraph) throw new Error(`Unexpected decoder graph: no ${name} of a single If node`);
    return subgraph;
  };
  if (branch?.opType !== 'If' || others.length > 0) throw new Error('Unexpected decoder graph: its main graph is not one If node');
  return { first: graph('else_branch'), cached: graph('then_branch') };
}

