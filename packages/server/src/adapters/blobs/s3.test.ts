import { buffer } from 'node:stream/consumers';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  NoSuchUpload,
  S3Client,
  S3ServiceException,
  type MultipartUpload,
  type Part,
} from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { S3RVER_CREDENTIALS, startS3Server, type S3Server } from '../../../test/helpers/s3-server.js';
import { ConfigError } from '../../config/config.js';
import { BlobNotFoundError, BlobTooLargeError } from './blob-store.js';
import { blobStoreContract } from './blob-store.contract.js';
import { LocalDiskBlobStore } from './local-disk.js';
import { openBlobStore } from './open-blob-store.js';
import { S3BlobStore } from './s3.js';

const MiB = 1024 * 1024;

let server: S3Server;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(async () => {
  await server?.stop();
});

/** `size` bytes in 64 KiB pieces, each piece's bytes telling its position. */
function sizedBody(size: number): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < size; at += 64 * 1024) yield Buffer.alloc(Math.min(64 * 1024, size - at), at / (64 * 1024));
    })(),
    { objectMode: false },
  );
}

describe('S3BlobStore on s3rver', () => {
  blobStoreContract(async () => new S3BlobStore(server.client, (await server.createBucket()).bucket), {
    interruptedPutsUnprovable: 's3rver implements neither ListMultipartUploads nor ListParts nor AbortMultipartUpload; see the stubbed tests below',
  });

  it('stores a blob of several parts (a multipart upload) whole', async () => {
    const store = new S3BlobStore(server.client, (await server.createBucket()).bucket);
    expect(await store.put('big', sizedBody(11 * MiB), { maxBytes: 12 * MiB })).toEqual({ bytes: 11 * MiB });
    expect((await buffer(await store.get('big'))).equals(await buffer(sizedBody(11 * MiB)))).toBe(true);
  });

  it('stores nothing when a multipart upload passes maxBytes after its first parts', async () => {
    const store = new S3BlobStore(server.client, (await server.createBucket()).bucket);
    // s3rver cannot abort the multipart upload: the limit's error is still the one reported.
    await expect(store.put('big', sizedBody(13 * MiB), { maxBytes: 12 * MiB })).rejects.toBeInstanceOf(BlobTooLargeError);
    await expect(store.get('big')).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it('passes on the error of an upload the server refuses, and lets go of the body', async () => {
    const store = new S3BlobStore(server.client, 'no-such-bucket');
    const endless = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
      },
    });
    await expect(store.put('k', endless, { maxBytes: 100 * MiB })).rejects.toMatchObject({ name: 'NoSuchBucket' });
    // The pipeline that fed the upload tears the body down (a moment after the rejection).
    await vi.waitFor(() => expect(endless.destroyed).toBe(true));
  });
});

/**
 * `removeInterruptedPuts` against a client whose commands are answered here, in place of a server: s3rver has none of
 * the three operations it uses.
 */
describe('S3BlobStore.removeInterruptedPuts', () => {
  const hour = 3600 * 1000;
  const now = Date.now();
  const horizon = new Date(now - hour);

  /** Answers the listing in `pages`, each page but the last marked truncated and pointing at its last upload. */
  function storeAnswering(pages: MultipartUpload[][] | 'NotImplemented', parts: Record<string, Part[]> = {}) {
    const aborted: string[] = [];
    const listedAfter: (string | undefined)[] = [];
    const client = new S3Client({ region: 'us-east-1', credentials: { ...S3RVER_CREDENTIALS } });
    client.middlewareStack.add(
      (_next, context) => async (args) => {
        const input = args.input as { UploadId?: string; KeyMarker?: string; UploadIdMarker?: string };
        const answer = (output: object) => ({ output: { $metadata: {}, ...output }, response: {} });
        switch (context.commandName) {
          case ListMultipartUploadsCommand.name: {
            if (pages === 'NotImplemented') throw new S3ServiceException({ name: 'NotImplemented', $fault: 'server', $metadata: { httpStatusCode: 501 } });
            listedAfter.push(input.UploadIdMarker);
            const page = pages[listedAfter.length - 1]!;
            const last = page.at(-1)!;
            const truncated = listedAfter.length < pages.length;
            return answer({ Uploads: page, IsTruncated: truncated, ...(truncated && { NextKeyMarker: last.Key, NextUploadIdMarker: last.UploadId }) });
          }
          case ListPartsCommand.name:
            if (input.UploadId === 'gone') throw new NoSuchUpload({ message: 'completed meanwhile', $metadata: { httpStatusCode: 404 } });
            return answer({ Parts: parts[input.UploadId!] ?? [] });
          case AbortMultipartUploadCommand.name:
            aborted.push(input.UploadId!);
            return answer({});
          default:
            throw new Error(`unexpected command ${context.commandName}`);
        }
      },
      { step: 'initialize', name: 'answerHere' },
    );
    return { store: new S3BlobStore(client, 'bucket'), aborted, listedAfter };
  }

  it('aborts the uploads started and last given a part before the horizon, and only those, on every page of the listing', async () => {
    const upload = (id: string, initiatedAgo: number): MultipartUpload => ({ Key: `sessions/c/t/${id}`, UploadId: id, Initiated: new Date(now - initiatedAgo) });
    const { store, aborted, listedAfter } = storeAnswering(
      [
        [upload('stale', 3 * hour), upload('stale-parts', 3 * hour)],
        [upload('still-sending', 3 * hour), upload('recent', hour / 2), upload('gone', 3 * hour)],
      ],
      {
        'stale-parts': [{ PartNumber: 1, LastModified: new Date(now - 2 * hour) }],
        'still-sending': [
          { PartNumber: 1, LastModified: new Date(now - 2 * hour) },
          { PartNumber: 2, LastModified: new Date(now - 60_000) },
        ],
      },
    );
    expect(await store.removeInterruptedPuts(horizon)).toBe(2);
    expect(aborted).toEqual(['stale', 'stale-parts']);
    expect(listedAfter).toEqual([undefined, 'stale-parts']);
  });

  it('finds nothing, without failing, on a server that cannot list multipart uploads', async () => {
    const { store, aborted } = storeAnswering('NotImplemented');
    expect(await store.removeInterruptedPuts(horizon)).toBe(0);
    expect(aborted).toEqual([]);
  });
});

describe('openBlobStore', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  /** The credentials of the standard AWS chain, set here rather than taken from the developer's environment. */
  const useCredentials = (accessKeyId: string, secretAccessKey: string): void => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', secretAccessKey);
    vi.stubEnv('AWS_SESSION_TOKEN', '');
  };

  it('keeps blobs in the data folder when no bucket is configured', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-open-'));
    try {
      const store = await openBlobStore({ dataDir, s3: undefined });
      expect(store).toBeInstanceOf(LocalDiskBlobStore);
      await store.put('k', Readable.from([Buffer.from('x')]), { maxBytes: 10 });
      expect(fs.existsSync(path.join(dataDir, 'blobs', 'k'))).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('opens the configured bucket once it answers', async () => {
    useCredentials(S3RVER_CREDENTIALS.accessKeyId, S3RVER_CREDENTIALS.secretAccessKey);
    const store = await openBlobStore({ dataDir: '/nonexistent', s3: await server.createBucket() });
    expect(store).toBeInstanceOf(S3BlobStore);
    await store.put('k', Readable.from([Buffer.from('stored')]), { maxBytes: 10 });
    expect((await buffer(await store.get('k'))).toString()).toBe('stored');
  });

  it('refuses a bucket that does not exist, naming SCRIBE_S3_BUCKET', async () => {
    useCredentials(S3RVER_CREDENTIALS.accessKeyId, S3RVER_CREDENTIALS.secretAccessKey);
    const s3 = { ...(await server.createBucket()), bucket: 'no-such-bucket' };
    await expect(openBlobStore({ dataDir: '/nonexistent', s3 })).rejects.toThrow(new ConfigError(`SCRIBE_S3_BUCKET: bucket "no-such-bucket" at ${server.endpoint} does not exist; create it or name an existing one`));
  });

  it('refuses credentials the server does not know, naming the AWS credential variables', async () => {
    useCredentials('NOT-S3RVER', 'wrong');
    const error = await openBlobStore({ dataDir: '/nonexistent', s3: await server.createBucket() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/);
  });

  it('refuses an endpoint where nothing listens, naming SCRIBE_S3_ENDPOINT', async () => {
    useCredentials(S3RVER_CREDENTIALS.accessKeyId, S3RVER_CREDENTIALS.secretAccessKey);
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const error = await openBlobStore({ dataDir: '/nonexistent', s3: { bucket: 'scribe', endpoint, region: 'us-east-1', forcePathStyle: true, directUploads: true, publicEndpoint: undefined } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(`SCRIBE_S3_ENDPOINT: cannot reach ${endpoint} (ECONNREFUSED); check the URL and that the server is running`);
  });

  it('gives up on an endpoint that never answers within seconds, naming SCRIBE_S3_ENDPOINT', async () => {
    useCredentials(S3RVER_CREDENTIALS.accessKeyId, S3RVER_CREDENTIALS.secretAccessKey);
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
    try {
      const started = Date.now();
      const error = await openBlobStore({ dataDir: '/nonexistent', s3: { bucket: 'scribe', endpoint, region: 'us-east-1', forcePathStyle: true, directUploads: true, publicEndpoint: undefined } }).catch((e: unknown) => e);
      expect((error as Error).message).toBe(`SCRIBE_S3_ENDPOINT: cannot reach ${endpoint} (no answer within 3 s); check the URL and that the server is running`);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      silent.close();
    }
  });
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
