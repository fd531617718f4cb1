import { ScribeError } from '../errors.js';
import type { NamedBlob } from '../files/upload-file.js';
import type { Transport } from '../http/transport.js';
import type { RequestBody, ResponseBody } from '../http/wire.js';
import { mapLimit } from '../lib/pool.js';

/** S3's largest part count. */
const MAX_PARTS = 10_000;

type InitiatedUpload = ResponseBody<'createMultipartUpload', 200>;
type InitiateBody = RequestBody<'createMultipartUpload'>;
type CompletedUpload = ResponseBody<'completeMultipartUpload', 200>;
type CompleteBody = RequestBody<'completeMultipartUpload'>;

export interface MultipartOptions {
  txnId: string;
  partSizeBytes: number;
  concurrency: number;
  signal: AbortSignal | undefined;
  /** Called as each part is stored, with its size. */
  onPart: (bytes: number) => void;
}

/**
 * PROTOCOL §4.3 as this server exposes it: initiate, PUT the parts to their presigned URLs in
 * parallel (each retried on its own), complete with the ordered ETags. On any failure the upload is
 * aborted so that its parts do not linger on the server.
 */
export async function uploadMultipart(transport: Transport, file: NamedBlob, options: MultipartOptions): Promise<void> {
  const size = file.blob.size;
  const partSize = Math.max(options.partSizeBytes, Math.ceil(size / MAX_PARTS));
  const { body: upload } = await transport.request<InitiatedUpload>({
    method: 'POST',
    url: '/v1/file-upload/multipart',
    json: { txn_id: options.txnId, file_name: file.name, content_type: file.blob.type, parts: Math.max(1, Math.ceil(size / partSize)) } satisfies InitiateBody,
    signal: options.signal,
  });
  const uploadPath = `/v1/file-upload/multipart/${encodeURIComponent(upload.upload_id)}`;
  // Stops the other parts in flight once one has failed.
  const parts = new AbortController();
  const onAbort = () => parts.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const etags = await mapLimit(upload.part_urls, options.concurrency, async ({ part_number, url }) => {
      const bytes = file.blob.slice((part_number - 1) * partSize, part_number * partSize);
      const { headers } = await transport.request({ method: 'PUT', url, auth: false, blob: bytes, signal: parts.signal });
      const etag = headers.get('etag');
      // A browser sees the header only when the server's CORS policy exposes it.
      if (!etag) throw new ScribeError(`part ${part_number} was stored but its ETag is not readable`);
      options.onPart(bytes.size);
      return { part_number, etag };
    });
    const { body: completed } = await transport.request<CompletedUpload>({
      method: 'POST',
      url: `${uploadPath}/complete`,
      json: { parts: etags } satisfies CompleteBody,
      signal: options.signal,
    });
    if (completed.size_bytes !== size) throw new ScribeError(`the server joined ${completed.size_bytes} bytes of ${size}`);
  } catch (error) {
    parts.abort(error);
    // Best effort: the server aborts forgotten uploads after 24 h anyway.
    await transport.request({ method: 'DELETE', url: uploadPath, idempotent: false }).catch(() => undefined);
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
}
