import { randomBytes } from 'node:crypto';

export interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand, so tests control every byte (part order, names, sizes). */
export function multipartForm(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----scribe-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const audioPart = (bytes: Buffer, filename: string, contentType = 'application/octet-stream'): FormPart => ({
  name: 'file',
  value: bytes,
  filename,
  contentType,
});
