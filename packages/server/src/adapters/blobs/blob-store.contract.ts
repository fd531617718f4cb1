import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BlobNotFoundError, BlobTooLargeError, InvalidBlobKeyError, type BlobStore } from './blob-store.js';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A stream of `bytes` delivered in `chunkSize` pieces, so limits are crossed mid-stream. */
function chunked(bytes: Buffer, chunkSize = 1000): Readable {
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) pieces.push(bytes.subarray(i, i + chunkSize));
  return Readable.from(pieces, { objectMode: false });
}

/** A stream that delivers `bytes` and then fails, like a client that disconnects mid-upload. */
function failingAfter(bytes: Buffer, error: Error): Readable {
  return Readable.from(
    (async function* () {
      yield bytes;
      throw error;
    })(),
    { objectMode: false },
  );
}

const sample = (size: number, seed = 7): Buffer => Buffer.from(Array.from({ length: size }, (_, i) => (i * 31 + seed) % 256));

export interface ContractOptions {
  /**
   * Why the backend under test cannot show `removeInterruptedPuts` at work (a test server that lacks the listing
   * it needs); the case is then skipped, under this reason, rather than passed by a store that finds nothing.
   */
  interruptedPutsUnprovable?: string;
}

/**
 * The behaviour every `BlobStore` implementation promises. Each implementation's test calls this
 * with a factory that returns a fresh, empty store.
 */
export function blobStoreContract(makeStore: () => Promise<BlobStore>, options: ContractOptions = {}): void {
  const unprovable = options.interruptedPutsUnprovable;
  const interruptedPutsCase = unprovable === undefined ? it : it.skip;
  const interruptedPutsNote = unprovable === undefined ? '' : ` (skipped: ${unprovable})`;
  describe('BlobStore contract', () => {
    it('stores a streamed blob and returns the same bytes and its size', async () => {
      const store = await makeStore();
      const bytes = sample(10_500);
      expect(await store.put('documents/a1', chunked(bytes), { maxBytes: 1_000_000 })).toEqual({ bytes: 10_500 });
      expect((await readAll(await store.get('documents/a1'))).equals(bytes)).toBe(true);
    });

    it('stores an empty blob and a blob of exactly maxBytes', async () => {
      const store = await makeStore();
      expect(await store.put('empty', chunked(Buffer.alloc(0)), { maxBytes: 10 })).toEqual({ bytes: 0 });
      expect((await readAll(await store.get('empty'))).length).toBe(0);
      expect(await store.put('exact', chunked(sample(4000)), { maxBytes: 4000 })).toEqual({ bytes: 4000 });
    });

    it('replaces the blob under an existing key', async () => {
      const store = await makeStore();
      await store.put('k', chunked(sample(100, 1)), { maxBytes: 1000 });
      await store.put('k', chunked(sample(50, 2)), { maxBytes: 1000 });
      expect((await readAll(await store.get('k'))).equals(sample(50, 2))).toBe(true);
    });

    it('rejects an upload over maxBytes while streaming and stores nothing', async () => {
      const store = await makeStore();
      await expect(store.put('big', chunked(sample(5001)), { maxBytes: 5000 })).rejects.toBeInstanceOf(BlobTooLargeError);
      await expect(store.get('big')).rejects.toBeInstanceOf(BlobNotFoundError);
    });

    it('never reads much past the limit: an endless source is cut off', async () => {
      const store = await makeStore();
      let produced = 0;
      const endless = new Readable({
        read() {
          produced += 1024;
          this.push(Buffer.alloc(1024, 1));
        },
      });
      await expect(store.put('endless', endless, { maxBytes: 8 * 1024 })).rejects.toBeInstanceOf(BlobTooLargeError);
      expect(produced).toBeLessThan(1024 * 1024);
      await expect(store.get('endless')).rejects.toBeInstanceOf(BlobNotFoundError);
    });

    it('passes on the error of a failing source and stores nothing', async () => {
      const store = await makeStore();
      const failure = new Error('client went away');
      await expect(store.put('broken', failingAfter(sample(3000), failure), { maxBytes: 10_000 })).rejects.toBe(failure);
      await expect(store.get('broken')).rejects.toBeInstanceOf(BlobNotFoundError);
    });

    it('keeps the previous blob when a replacing upload fails', async () => {
      const store = await makeStore();
      await store.put('kept', chunked(sample(100)), { maxBytes: 1000 });
      await expect(store.put('kept', chunked(sample(2000)), { maxBytes: 1000 })).rejects.toBeInstanceOf(BlobTooLargeError);
      expect((await readAll(await store.get('kept'))).equals(sample(100))).toBe(true);
    });

    it('answers BlobNotFoundError for a key that holds nothing', async () => {
      const store = await makeStore();
      await expect(store.get('documents/missing')).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(store.get('documents/missing', { start: 0, end: 9 })).rejects.toBeInstanceOf(BlobNotFoundError);
    });

    it('reads a byte range of a blob, both ends included: the first bytes, a middle stretch, the last byte', async () => {
      const store = await makeStore();
      const bytes = sample(10_500);
      await store.put('sessions/a/b/audio', chunked(bytes), { maxBytes: 1_000_000 });
      expect((await readAll(await store.get('sessions/a/b/audio', { start: 0, end: 9 }))).equals(bytes.subarray(0, 10))).toBe(true);
      expect((await readAll(await store.get('sessions/a/b/audio', { start: 4096, end: 8191 }))).equals(bytes.subarray(4096, 8192))).toBe(true);
      expect((await readAll(await store.get('sessions/a/b/audio', { start: 10_499, end: 10_499 }))).equals(bytes.subarray(10_499))).toBe(true);
    });

    it('deletes a blob, and deleting a missing key is not an error', async () => {
      const store = await makeStore();
      await store.put('gone', chunked(sample(10)), { maxBytes: 100 });
      await store.delete('gone');
      await expect(store.get('gone')).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(store.delete('gone')).resolves.toBeUndefined();
    });

    interruptedPutsCase(`never removes a stored blob or a put still streaming when clearing interrupted puts${interruptedPutsNote}`, async () => {
      const store = await makeStore();
      await store.put('sessions/c/t/kept', chunked(sample(100)), { maxBytes: 1000 });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const slowBody = Readable.from(
        (async function* () {
          yield sample(500);
          await released;
          yield sample(500, 9);
        })(),
        { objectMode: false },
      );
      const streaming = store.put('sessions/c/t/streaming', slowBody, { maxBytes: 10_000 });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await store.removeInterruptedPuts(new Date(Date.now() - 60_000))).toBe(0);
      release();
      expect(await streaming).toEqual({ bytes: 1000 });
      expect(await store.removeInterruptedPuts(new Date(Date.now() + 60_000))).toBe(0);
      expect((await readAll(await store.get('sessions/c/t/kept'))).equals(sample(100))).toBe(true);
      expect((await readAll(await store.get('sessions/c/t/streaming'))).length).toBe(1000);
    });

    it('rejects keys that could escape the store or are not plain segments', async () => {
      const store = await makeStore();
      const bad = ['', '../x', 'a/../../b', '/etc/passwd', 'a//b', 'a/', '.hidden', 'a/./b', 'a\\b', 'a b', 'x'.repeat(513)];
      for (const key of bad) {
        await expect(store.put(key, chunked(sample(1)), { maxBytes: 10 }), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.delete(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      }
    });
  });
}
