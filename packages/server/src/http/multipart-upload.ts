import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { DomainError } from '../domain/errors.js';

/**
 * Reading a streamed multipart upload: one file in the part `file`, with any form fields sent
 * before it (fields after the file are not seen, because the file is consumed as it arrives).
 */
export async function fileUpload(request: FastifyRequest, limits: { maxFileBytes: number; maxFields: number }): Promise<MultipartFile> {
  const part = await request.file({
    limits: { fileSize: limits.maxFileBytes, files: 1, fields: limits.maxFields, parts: limits.maxFields + 1 },
  });
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
    for await (const chunk of file) {
      // Set by the parser when it cut the part off, possibly before this stream was even read.
      if (file.truncated) throw tooLarge();
      yield chunk as Buffer;
    }
    if (file.truncated) throw tooLarge();
  }
  return Readable.from(checked(), { objectMode: false });
}
