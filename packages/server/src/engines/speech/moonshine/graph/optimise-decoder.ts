/**
 * The build step's work: reads the shipped Moonshine decoder, makes the edits of this folder, and writes the edited
 * decoder with a manifest naming the shipped file's content hash (model-files.ts loads it only while that matches).
 * Deterministic: the same shipped file gives the same bytes.
 */

import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DECODER_FILE, MANIFEST_FILE, type OptimisedModelManifest } from '../model-files.js';
import { CROSS_ATTENTION_KEYS, cacheCrossAttentionKeysTransposed } from './cross-attention-keys.js';
import { INT8_OUTPUT_PROJECTION, quantiseOutputProjection } from './int8-output-projection.js';
import { readModel, writeModel, type ModelProto } from './onnx-model.js';

export interface DecoderEdit {
  /** How `MOONSHINE_EDITS` names it. */
  readonly id: string;
  readonly name: string;
  readonly apply: (model: ModelProto) => void;
}

/** The edits the build can make, in order (docs/speech-engine.md has what each buys). */
export const DECODER_EDITS: readonly DecoderEdit[] = [
  { id: 'cross-attention-keys', name: CROSS_ATTENTION_KEYS, apply: cacheCrossAttentionKeysTransposed },
  { id: 'int8-output-projection', name: INT8_OUTPUT_PROJECTION, apply: quantiseOutputProjection },
];

/**
 * The edits a build makes unless `MOONSHINE_EDITS` says otherwise. The int8 output projection is measured but not
 * made by default: its logits move by up to 0.16, and on the corrected path of `bench:asr` that cost 11 words of 3,091
 * and 2.2 points on the held-out drug names, more than the "unchanged within noise" allows.
 */
const DEFAULT_EDITS = ['cross-attention-keys'];

/**
 * The edits named in `list` (comma-separated ids, as `MOONSHINE_EDITS` gives them to the build, for measuring
 * each on its own), in the build's order; the default ones when `list` is undefined, none when it is empty or "none".
 */
export function decoderEdits(list: string | undefined): DecoderEdit[] {
  if (list === undefined) return DECODER_EDITS.filter((edit) => DEFAULT_EDITS.includes(edit.id));
  const ids = list.split(',').map((id) => id.trim()).filter((id) => id !== '' && id !== 'none');
  const unknown = ids.filter((id) => !DECODER_EDITS.some((edit) => edit.id === id));
  if (unknown.length > 0) throw new Error(`Unknown Moonshine decoder edit ${unknown.join(', ')}: the edits are ${DECODER_EDITS.map((edit) => edit.id).join(', ')}`);
  return DECODER_EDITS.filter((edit) => ids.includes(edit.id));
}

/** The shipped decoder's bytes with `edits` made. */
export function editDecoder(shipped: Uint8Array, edits: readonly DecoderEdit[]): Uint8Array {
  const model = readModel(shipped);
  for (const edit of edits) edit.apply(model);
  return writeModel(model);
}

/** Writes the edited decoder of `sourceDir` and its manifest into `outDir` (the manifest last, so a half-done build is never current). */
export async function optimiseDecoder(sourceDir: string, outDir: string, edits: readonly DecoderEdit[] = decoderEdits(undefined)): Promise<OptimisedModelManifest> {
  const source = join(sourceDir, DECODER_FILE);
  const shipped = await readFile(source).catch((error: NodeJS.ErrnoException) => {
    throw new Error(`The Moonshine decoder to edit is missing: ${source} (${error.code ?? error.message}); run npm ci`);
  });
  const manifest: OptimisedModelManifest = { source: { file: DECODER_FILE, sha256: createHash('sha256').update(shipped).digest('hex') }, edits: edits.map((edit) => edit.name) };
  await mkdir(outDir, { recursive: true });
  const manifestPath = join(outDir, MANIFEST_FILE);
  await rm(manifestPath, { force: true });
  await writeFile(join(outDir, DECODER_FILE), editDecoder(shipped, edits));
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
