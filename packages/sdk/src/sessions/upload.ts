import { ScribeError, UploadError } from '../errors.js';
import { fromPath, toNamedBlob, type NamedBlob } from '../files/upload-file.js';
import type { Transport } from '../http/transport.js';
import { uploadMultipart } from './multipart.js';
import { postFile, postLimit, type UploadTarget } from './presigned-post.js';
import { initBody, manifest } from './start.js';
import type { ExtraData, UploadOptions, UploadProgress } from './types.js';

const ACTION = 'svc-scribe-v2';
const MiB = 1024 * 1024;
const DEFAULT_MULTIPART_THRESHOLD = 100 * MiB;
const DEFAULT_PART_SIZE = 8 * MiB;
const DEFAULT_CONCURRENCY = 4;

async function resolveFiles(options: UploadOptions): Promise<NamedBlob[]> {
  // Unnamed files are audio-1, audio-2 … by their place among all the files.
  const given = options.files ?? [];
  const files = [
    ...(await Promise.all(given.map((file, index) => toNamedBlob(file, `audio-${index + 1}`)))),
    ...(await Promise.all((options.filePaths ?? []).map(fromPath))),
  ];
  if (files.length === 0) throw new ScribeError('a session needs at least one file');
  const seen = new Set<string>();
  for (const { name } of files) {
    // Each file is stored under its name in the session's folder: a second one would replace the first.
    if (seen.has(name)) throw new UploadError(`two files are named ${name}`, name);
    if (name === '' || name.includes('/')) throw new UploadError(`a file name must be a plain name, not "${name}"`, name);
    seen.add(name);
  }
  return files;
}

function progressReporter(files: readonly NamedBlob[], onProgress: UploadOptions['onProgress']) {
  const progress: UploadProgress = {
    bytesUploaded: 0,
    bytesTotal: files.reduce((sum, file) => sum + file.blob.size, 0),
    filesUploaded: 0,
    filesTotal: files.length,
    fileName: '',
  };
  return (fileName: string, bytes: number, fileDone: boolean) => {
    progress.bytesUploaded += bytes;
    if (fileDone) progress.filesUploaded += 1;
    onProgress?.({ ...progress, fileName });
  };
}

/**
 * Asks for the session's upload folder, which creates the session (PROTOCOL §4). The txn id is the caller's, so that
 * asking again is safe to retry.
 */
export async function createSession(
  transport: Transport,
  options: { txnId: string; action?: string; extraData: ExtraData; signal?: AbortSignal },
): Promise<UploadTarget> {
  const { body } = await transport.request<UploadTarget>({
    method: 'POST',
    url: '/v1/file-upload',
    query: { txn_id: options.txnId, action: options.action ?? ACTION },
    json: options.extraData,
    idempotent: true,
    signal: options.signal,
  });
  return body;
}

/**
 * The uploader of PROTOCOL §4: one presigned folder for the session, each file by presigned POST or,
 * when large, by multipart upload, then the start (init or manifest). Resolves to the txn id.
 */
export async function uploadSession(transport: Transport, clientId: string | undefined, options: UploadOptions): Promise<string> {
  const files = await resolveFiles(options);
  // Chosen here rather than by the server, so that asking for the upload URL again is safe to retry.
  const txnId = options.txnId ?? globalThis.crypto.randomUUID();
  const extraData = options.extraData ?? {};
  const { signal } = options;
  const target = await createSession(transport, { txnId, action: options.action, extraData, signal });
  const threshold = Math.min(options.multipartThresholdBytes ?? DEFAULT_MULTIPART_THRESHOLD, postLimit(target) ?? Infinity);
  const report = progressReporter(files, options.onProgress);
  for (const file of files) {
    try {
      if (file.blob.size > threshold) {
        await uploadMultipart(transport, file, {
          txnId,
          partSizeBytes: options.partSizeBytes ?? DEFAULT_PART_SIZE,
          concurrency: options.concurrency ?? DEFAULT_CONCURRENCY,
          signal,
          onPart: (bytes) => report(file.name, bytes, false),
        });
        report(file.name, 0, true);
      } else {
        await postFile(transport, target, file, { idempotent: true, signal });
        report(file.name, file.blob.size, true);
      }
    } catch (cause) {
      if (signal?.aborted) throw signal.reason;
      throw new UploadError(`${file.name} was not uploaded: ${cause instanceof Error ? cause.message : String(cause)}`, file.name, { cause });
    }
  }
  const names = files.map((file) => file.name);
  if (options.start === 'manifest') {
    const document = manifest(txnId, clientId, extraData, options.outputFormat, names);
    const blob = new Blob([JSON.stringify(document)], { type: 'application/json' });
    await postFile(transport, target, { name: `${txnId}.json`, blob }, { idempotent: false, signal });
  } else {
    await transport.request({
      method: 'POST',
      url: `/voice/api/v2/transaction/init/${encodeURIComponent(txnId)}`,
      json: initBody(extraData, options.outputFormat, names),
      signal,
    });
  }
  return txnId;
}
