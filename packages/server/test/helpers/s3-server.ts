/**
 * A throwaway S3-compatible server for tests: s3rver (pure JS, a devDependency) on a free loopback port, keeping its
 * objects in a temp dir, stopped and removed afterwards.
 *
 * What s3rver 3.7.1 lacks that this project uses: ListMultipartUploads (it answers 501 NotImplemented), ListParts and
 * AbortMultipartUpload (405 MethodNotAllowed): parts of an aborted multipart upload stay in its folder. It does not
 * check SigV4 signatures (nor checksums signed into a URL), and CompleteMultipartUpload does not check the part list:
 * a wrong one is a 500 InternalError, not S3's 400 InvalidPart, InvalidPartOrder or EntityTooSmall.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { vi } from 'vitest';
import type { S3Config } from '../../src/config/config.js';
import { startTestServer, type TestServer } from './test-server.js';

/** The only key pair s3rver accepts. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** The part of s3rver's API used here (it ships no types). */
interface S3rver {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: { address: string; port: number; directory: string; silent: boolean }) => S3rver;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

export interface S3Server {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  /** A client with s3rver's credentials. */
  client: S3Client;
  /** Creates a new, empty bucket and answers the configuration that names it. */
  createBucket(): Promise<S3Config>;
  stop(): Promise<void>;
}

export async function startS3Server(): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { ...S3RVER_CREDENTIALS } });
  let buckets = 0;
  return {
    endpoint,
    client,
    async createBucket() {
      buckets += 1;
      const bucket = `bucket-${buckets}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return { bucket, endpoint, region: 'us-east-1', forcePathStyle: true, directUploads: true, publicEndpoint: undefined };
    },
    async stop() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A test server whose blobs are in a fresh bucket of a fresh s3rver, with s3rver's credentials in the environment
 * (the server's S3 client takes them from the standard AWS chain). `close` stops both and restores the environment.
 */
export async function startTestServerOnS3(env: Record<string, string> = {}): Promise<{ s3: S3Server; bucket: string; server: TestServer; close(): Promise<void> }> {
  const s3 = await startS3Server();
  const { bucket } = await s3.createBucket();
  vi.stubEnv('AWS_ACCESS_KEY_ID', S3RVER_CREDENTIALS.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', S3RVER_CREDENTIALS.secretAccessKey);
  vi.stubEnv('AWS_SESSION_TOKEN', '');
  const server = await startTestServer({
    SCRIBE_S3_BUCKET: bucket,
    SCRIBE_S3_ENDPOINT: s3.endpoint,
    SCRIBE_S3_FORCE_PATH_STYLE: '1',
    SCRIBE_MASTER_KEY: randomBytes(32).toString('base64'),
    ...env,
  });
  return {
    s3,
    bucket,
    server,
    async close() {
      await server.close();
      await s3.stop();
      vi.unstubAllEnvs();
    },
  };
}
