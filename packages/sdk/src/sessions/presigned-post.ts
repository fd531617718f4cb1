import type { NamedBlob } from '../files/upload-file.js';
import type { Transport } from '../http/transport.js';
import type { Schemas } from '../http/wire.js';
import { fromBase64Json } from '../lib/encoding.js';

/** The answer of `POST /v1/file-upload` (PROTOCOL §4.1): an S3-style presigned POST for the session's folder. */
export type UploadTarget = Schemas['UploadUrl'];

/** The largest file the presigned POST takes: its policy's `content-length-range`, when the policy says. */
export function postLimit(target: UploadTarget): number | undefined {
  try {
    const { conditions } = fromBase64Json<{ conditions?: unknown[] }>(target.uploadData.fields.policy ?? '');
    const range = conditions?.find((condition): condition is unknown[] => Array.isArray(condition) && condition[0] === 'content-length-range');
    return typeof range?.[2] === 'number' ? range[2] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PROTOCOL §4.2: every policy field, `key` set to the file's place in the folder, then the file
 * last. Success is exactly 204. Repeating it stores the same key again, so it is retried unless it
 * starts the session (`idempotent: false` for the manifest).
 */
export async function postFile(
  transport: Transport,
  target: UploadTarget,
  file: NamedBlob,
  options: { idempotent: boolean; signal: AbortSignal | undefined },
): Promise<void> {
  await transport.request({
    method: 'POST',
    url: target.uploadData.url,
    auth: false,
    idempotent: options.idempotent,
    accept: (status) => status === 204,
    signal: options.signal,
    form: () => {
      const form = new FormData();
      for (const [name, value] of Object.entries(target.uploadData.fields)) form.append(name, name === 'key' ? `${target.folderPath}${file.name}` : value);
      form.append('file', file.blob, file.name);
      return form;
    },
  });
}
