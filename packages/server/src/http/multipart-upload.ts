import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { DomainError } from '../domain/errors.js';

const BUSBOY_NO_BOUNDARY = /^Multipart: Boundary not found$|^Boundary required$|^The needle /;
const BUSBOY_CUT_OFF = /^Unexpected end of multipart data$|terminated early due to unexpected end of multipart data$/;

/**
 * A failure of reading a multipart body as the client's 400: the parser's own errors (plain `Error`s known by their
 * message) for a Content-Type without a usable boundary or a form cut off before its closing boundary, and the
 * premature close of a part whose request ended early. Anything else is passed on as it is. Only for errors met
 * while reading the request's form, where a stream closing early can only be the request's.
 */
export function asMultipartReadError(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof DomainError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ERR_STREAM_PREMATURE_CLOSE' || ((error.constructor === Error || error.constructor === TypeError) && BUSBOY_CUT_OFF.test(error.message))) {
    return new DomainError('invalid_request', 'malformed multipart/form-data: the body ends before the form does');
  }
  if ((error.constructor === Error || error.constructor === TypeError) && BUSBOY_NO_BOUNDARY.test(error.message)) {
    return new DomainError('invalid_request', 'malformed multipart/form-data: no usable boundary in the Content-Type');
  }
  return error;
}

/**
 * Reading a streamed multipart upload: one file in the part `file`, with any form fields sent
 * before it (fields after the file are not seen, because the file is consumed as it arrives).
 */
export async function fileUpload(request: FastifyRequest, limits: { maxFileBytes: number; maxFields: number }): Promise<MultipartFile> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({
      limits: { fileSize: limits.maxFileBytes, files: 1, fields: limits.maxFields, parts: limits.maxFields + 1 },
    });
  } catch (error) {
    throw asMultipartReadError(error);
  }
  if (!part || part.fieldname !== 'file') throw new DomainError('invalid_request', 'missing multipart part "file"');
  return part;
}

/** The text form fields sent before the file; a repeated field counts with its first value. */
export function formFields(part: MultipartFile): Partial<Record<string, string>> {
  const fields: Partial<Record<string, string>> = {};
  for (const [name, entry] of Object.entries(part.fields)) {
    const first = Array.isArray(entry) ? entry[0] : entry;
    if (first?.type === 'field' && typeof first.value === 'string') fields[name] = first.value;
  }
  return fields;
}

/**
 * The file's bytes as a stream that fails with 413 once the part passes its size limit. Left
 * alone, the multipart parser ends the stream quietly truncated at the limit, which a consumer
 * that streams to storage would take for the whole file.
 */
export function limitedFileStream(part: MultipartFile): Readable {
  const file = part.file;
  const tooLarge = () => new DomainError('too_large', 'Request Entity Too Large');
  async function* checked(): AsyncGenerator<Buffer> {
    try {
      for await (const chunk of file) {
        // Set by the parser when it cut the part off, possibly before this stream was even read.
        if (file.truncated) throw tooLarge();
        yield chunk as Buffer;
      }
    } catch (error) {
      throw asMultipartReadError(error);
    }
    if (file.truncated) throw tooLarge();
  }
  return Readable.from(checked(), { objectMode: false });
}

/** The whole file in memory; 413 once it passes the part's size limit, 400 when the form is cut off inside it. */
export async function fileBytes(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    throw asMultipartReadError(error);
  }
}

const BOUNDARY = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i;

/**
 * Watches a multipart body for its closing delimiter `--<boundary>--`. The multipart plugin takes a form cut off
 * between two parts for a finished one (its iterator just ends), which would silently drop the fields after the cut;
 * a route reading the whole form calls `assertComplete` once it is done, and `stop` in any case. Call it before the
 * form is read: the request is paused so that the tap misses nothing, and the parser's pipe resumes it.
 */
export function watchFormEnd(request: FastifyRequest): { assertComplete(): void; stop(): void } {
  const match = BOUNDARY.exec(request.headers['content-type'] ?? '');
  const boundary = match?.[1] ?? match?.[2];
  // Without a boundary the parser refuses the form itself.
  if (!boundary) return { assertComplete: () => undefined, stop: () => undefined };
  const closing = Buffer.from(`--${boundary}--`);
  const raw = request.raw;
  let carried = Buffer.alloc(0);
  let closed = false;
  const tap = (chunk: Buffer) => {
    if (closed) return;
    const window = Buffer.concat([carried, chunk]);
    closed = window.includes(closing);
    carried = window.subarray(Math.max(0, window.length - closing.length + 1));
  };
  raw.pause();
  raw.on('data', tap);
  const stop = () => {
    raw.removeListener('data', tap);
  };
  return {
    assertComplete() {
      stop();
      if (!closed) throw new DomainError('invalid_request', 'malformed multipart/form-data: the body ends before the form does');
    },
    stop,
  };
}
