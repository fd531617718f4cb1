import { UploadError } from '../errors.js';
import { contentTypeOf } from './content-type.js';

/**
 * A Node.js readable stream (`fs.createReadStream`, an HTTP response, `Readable.from` …), described by
 * the little the SDK uses of it, so that the SDK needs no Node.js types. Its chunks must be bytes.
 */
export interface NodeReadableStream extends AsyncIterable<unknown> {
  pipe(...args: never[]): unknown;
  /** Set by `fs.createReadStream`: the file is then named after it. */
  readonly path?: unknown;
}

/**
 * Where a file's bytes come from: a `Blob` or `File`; bytes in memory (a `Uint8Array`, which a
 * Node.js `Buffer` is, any other typed array or `DataView`, an `ArrayBuffer`); a readable stream of
 * bytes (Node.js or web); or, as a string, a path on disk (Node.js only). A stream is read whole into
 * memory before it is sent (a retry or a multipart upload needs its bytes again): give large files as
 * paths, which are read from disk as they are sent.
 */
export type UploadSource = Blob | ArrayBuffer | ArrayBufferView | ReadableStream<Uint8Array> | NodeReadableStream | string;

/**
 * A file to send: an {@link UploadSource}, or one with the name to store it under. Without a name a
 * file takes its `File` name or its path's last part, else `audio` (`audio-1`, `audio-2` … in a
 * session) with the extension its first bytes show (`.wav`, `.mp3`, `.ogg`, `.flac`, `.m4a`, `.webm`).
 */
export type UploadFile = UploadSource | { name: string; data: Exclude<UploadSource, string> };

/** A file ready to send: its name, and its bytes typed by its extension. */
export interface NamedBlob {
  name: string;
  blob: Blob;
}

const ACCEPTED =
  'a Blob or File, bytes (a Uint8Array or a Node.js buffer, another typed array or DataView, an ArrayBuffer), ' +
  'a readable stream of bytes (Node.js or web), a file path (Node.js only), or { name, data } with one of these but a path';

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value === 'string' ? 'a string' : String(typeof value);
  const constructorName = (value as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof constructorName === 'string' && constructorName !== '' && constructorName !== 'Object' ? `a ${constructorName}` : 'an object';
}

const notAccepted = (value: unknown, what = 'a file') => new TypeError(`${what} must be ${ACCEPTED}; got ${describe(value)}`);

const isArrayBuffer = (value: unknown): value is ArrayBuffer =>
  value instanceof ArrayBuffer || Object.prototype.toString.call(value) === '[object ArrayBuffer]';

const isWebStream = (value: unknown): value is ReadableStream<Uint8Array> =>
  (typeof ReadableStream !== 'undefined' && value instanceof ReadableStream) ||
  (typeof value === 'object' && value !== null && typeof (value as ReadableStream).getReader === 'function' && typeof (value as ReadableStream).tee === 'function');

const isNodeStream = (value: unknown): value is NodeReadableStream =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as NodeReadableStream).pipe === 'function' &&
  typeof (value as NodeReadableStream)[Symbol.asyncIterator] === 'function';

const baseName = (path: string) => path.split(/[\\/]/).pop() ?? path;

/** The extension the first bytes of an audio file show, or '' when they show none the SDK knows. */
function sniffExtension(head: Uint8Array): string {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return '.wav';
  if (ascii(0, 4) === 'OggS') return '.ogg';
  if (ascii(0, 4) === 'fLaC') return '.flac';
  if (ascii(4, 8) === 'ftyp') return '.m4a';
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return '.webm';
  // ID3 tag, or an MPEG audio frame header (sync bits, and a layer: ADTS AAC has none).
  if (ascii(0, 3) === 'ID3' || (head[0] === 0xff && head[1] !== undefined && (head[1] & 0xe0) === 0xe0 && (head[1] & 0x06) !== 0)) return '.mp3';
  return '';
}

/** Typed by the extension (or kept as typed when the extension says nothing): `slice` re-labels the bytes without copying them. */
function typed(name: string, blob: Blob): NamedBlob {
  const fromName = contentTypeOf(name);
  const type = fromName === 'application/octet-stream' && blob.type !== '' ? blob.type : fromName;
  return { name, blob: blob.type === type ? blob : blob.slice(0, blob.size, type) };
}

async function readNodeStream(stream: NodeReadableStream, what: string): Promise<Blob> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) {
    // Text chunks (a stream with an encoding set) cannot be turned back into the file's bytes.
    if (!(chunk instanceof Uint8Array)) throw notAccepted(stream, `${what} (its stream gave ${describe(chunk)}, not bytes)`);
    chunks.push(chunk);
  }
  return new Blob(chunks as BlobPart[]);
}

/** The bytes of any source but a path, as a Blob; undefined when the value is none of them. */
async function blobOf(value: unknown, what: string): Promise<Blob | undefined> {
  if (value instanceof Blob) return value;
  if (isArrayBuffer(value) || ArrayBuffer.isView(value)) return new Blob([value as BlobPart]);
  if (isWebStream(value)) return new Response(value).blob();
  if (isNodeStream(value)) return readNodeStream(value, what);
  return undefined;
}

/**
 * Any {@link UploadFile} as a named, typed Blob. `defaultStem` names a file that has no name of its
 * own (`audio`, `audio-2` …), with the extension its first bytes show. Anything else is a TypeError
 * naming what is accepted; a path that cannot be read is an {@link UploadError}.
 */
export async function toNamedBlob(input: unknown, defaultStem: string): Promise<NamedBlob> {
  if (typeof input === 'string') return fromPath(input);
  let given: string | undefined;
  let source: unknown = input;
  if (typeof input === 'object' && input !== null && 'data' in input && !(input instanceof Blob) && !isNodeStream(input) && !isWebStream(input)) {
    const { name, data } = input as { name?: unknown; data?: unknown };
    if (typeof name !== 'string') throw notAccepted(input, 'a file given as { name, data } needs a string name, and data');
    if (typeof data === 'string') throw notAccepted(data, `the data of ${name}`);
    given = name;
    source = data;
  }
  const what = given ?? 'a file';
  const blob = await blobOf(source, what);
  if (!blob) throw notAccepted(source, given === undefined ? what : `the data of ${given}`);
  const name =
    given ??
    (source instanceof Blob && typeof (source as File).name === 'string' && (source as File).name !== '' ? (source as File).name : undefined) ??
    (isNodeStream(source) && typeof source.path === 'string' ? baseName(source.path) : undefined) ??
    `${defaultStem}${sniffExtension(new Uint8Array(await blob.slice(0, 12).arrayBuffer()))}`;
  return typed(name, blob);
}

/** A variable, not a literal: bundlers then leave the import alone and browser bundles stay free of Node modules. */
const NODE_FS = 'node:fs';

interface NodeFs {
  openAsBlob(path: string, options?: { type?: string }): Promise<Blob>;
}

/** A file on disk, in Node only: a Blob read from disk as it is sent, never held in memory whole. */
export async function fromPath(path: string): Promise<NamedBlob> {
  const name = baseName(path);
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
