/**
 * Where the Moonshine base files are: the ones shipped in the npm package `@usefulsensors/moonshine-js`, and the
 * decoder the build edits from them (`graph/`, run by `npm run build`) with the manifest that says which shipped file
 * it was made from.
 */

import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ENCODER_FILE = 'encoder_model.onnx';
export const DECODER_FILE = 'decoder_model_merged.onnx';
export const MANIFEST_FILE = 'manifest.json';

/** The build's output folder for the edited model: `packages/server/dist/models/moonshine-base`. */
export const OPTIMISED_MODEL_DIR = fileURLToPath(new URL('../../../../dist/models/moonshine-base', import.meta.url));

export interface OptimisedModelManifest {
  /** The shipped decoder the edited one was made from. */
  readonly source: { readonly file: string; readonly sha256: string };
  /** The edits made, in order. */
  readonly edits: readonly string[];
}

/** The weights ship inside the npm package, which exports only its browser bundle: find its folder on disk instead of resolving it. */
export function shippedModelDir(): string {
  const relative = join('node_modules', '@usefulsensors', 'moonshine-js', 'dist', 'model', 'base', 'quantized');
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const candidate = join(dir, relative);
    if (existsSync(join(candidate, ENCODER_FILE))) return candidate;
    if (dirname(dir) === dir) throw new Error(`Moonshine weights not found: no ${relative} above ${fileURLToPath(import.meta.url)}`);
  }
}

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The edited decoder in `optimisedDir` if it was made from the decoder in `sourceDir` as it is now (its manifest
 * names that file's content hash), else undefined: the caller loads the shipped one.
 */
export async function currentOptimisedDecoder(sourceDir: string, optimisedDir: string): Promise<string | undefined> {
  const decoder = join(optimisedDir, DECODER_FILE);
  let manifest: OptimisedModelManifest;
  try {
    manifest = JSON.parse(await readFile(join(optimisedDir, MANIFEST_FILE), 'utf8')) as OptimisedModelManifest;
  } catch {
    return undefined;
  }
  if (!existsSync(decoder) || manifest.source?.sha256 !== (await sha256File(join(sourceDir, DECODER_FILE)))) return undefined;
  return decoder;
}
