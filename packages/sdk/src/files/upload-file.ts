import { UploadError } from '../errors.js';
import { contentTypeOf } from './content-type.js';

/** A file to send: a `File` (a browser's file input, or Node's `File`), or bytes with a name. */
export type UploadFile = File | { name: string; data: Blob | ArrayBuffer | ArrayBufferView };

/** A file ready to send: its name, and its bytes typed by its extension. */
export interface NamedBlob {
  name: string;
  blob: Blob;
}

/** Typed by the extension: `slice` re-labels the bytes without copying them. */
const typed = (name: string, blob: Blob): NamedBlob => ({ name, blob: blob.slice(0, blob.size, contentTypeOf(name)) });

export function fromUploadFile(file: UploadFile): NamedBlob {
  if (file instanceof Blob) return typed(file.name, file);
  const { name, data } = file;
  return typed(name, data instanceof Blob ? data : new Blob([data as ArrayBuffer]));
}

/** A variable, not a literal: bundlers then leave the import alone and browser bundles stay free of Node modules. */
const NODE_FS = 'node:fs';

interface NodeFs {
  openAsBlob(path: string, options?: { type?: string }): Promise<Blob>;
}

/** A file on disk, in Node only: a Blob read from disk as it is sent, never held in memory whole. */
export async function fromPath(path: string): Promise<NamedBlob> {
  const name = path.split(/[\\/]/).pop() ?? path;
  let fs: NodeFs;
  try {
    fs = (await import(/* webpackIgnore: true */ /* @vite-ignore */ NODE_FS)) as NodeFs;
  } catch (cause) {
    throw new UploadError('file paths need Node.js; pass the files themselves elsewhere', name, { cause });
  }
  try {
    return { name, blob: await fs.openAsBlob(path, { type: contentTypeOf(name) }) };
  } catch (cause) {
    throw new UploadError(`cannot read ${path}: ${String(cause)}`, name, { cause });
  }
}
