import path from 'node:path';
import type { Config } from '../../config/config.js';
import type { BlobStore } from './blob-store.js';
import { LocalDiskBlobStore } from './local-disk.js';

/**
 * The configured blob store: the bucket of SCRIBE_S3_BUCKET (checked before anything starts, see open-s3.ts), else
 * the data folder. The AWS SDK is loaded only for a bucket: a clinic's `npm start` never loads it.
 */
export async function openBlobStore(config: Pick<Config, 'dataDir' | 's3'>): Promise<BlobStore> {
  if (config.s3 === undefined) return new LocalDiskBlobStore(path.join(config.dataDir, 'blobs'));
  const { openS3BlobStore } = await import('./open-s3.js');
  return openS3BlobStore(config.s3);
}
