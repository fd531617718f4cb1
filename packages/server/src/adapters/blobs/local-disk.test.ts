import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { BlobTooLargeError } from './blob-store.js';
import { blobStoreContract } from './blob-store.contract.js';
import { LocalDiskBlobStore } from './local-disk.js';

const roots: string[] = [];
const freshRoot = (): string => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-blobs-'));
  roots.push(root);
  return root;
};
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** Every file under `dir`, relative to it, temporary ones included. */
const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));

describe('LocalDiskBlobStore', () => {
  blobStoreContract(async () => new LocalDiskBlobStore(freshRoot()));

  it('keeps each blob as one file under its key and leaves no temporary file behind', async () => {
    const root = freshRoot();
    const store = new LocalDiskBlobStore(root);
    await store.put('documents/abc', Readable.from([Buffer.from('hello')]), { maxBytes: 100 });
    await expect(store.put('documents/big', Readable.from([Buffer.alloc(200)]), { maxBytes: 100 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(filesUnder(root)).toEqual([path.join('documents', 'abc')]);
    expect(fs.readFileSync(path.join(root, 'documents', 'abc'), 'utf8')).toBe('hello');
  });

  it('removes the temporary files of puts a crash cut short once idle past the horizon, and only those', async () => {
    const root = freshRoot();
    const store = new LocalDiskBlobStore(root);
    await store.put('sessions/c/t/abc', Readable.from([Buffer.from('whole')]), { maxBytes: 100 });
    const folder = path.join(root, 'sessions', 'c', 't');
    // What a SIGKILL mid-put leaves: a temporary file beside the key it was to become.
    const stale = path.join(folder, '.def.0123456789ab.tmp');
    const recent = path.join(folder, '.ghi.ba9876543210.tmp');
    fs.writeFileSync(stale, 'half a recording');
    fs.writeFileSync(recent, 'another half');
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
    fs.utimesSync(stale, dayAgo, dayAgo);
    // Names that merely look temporary but are no put's.
    fs.writeFileSync(path.join(folder, '.def.tmp'), 'x');
    fs.utimesSync(path.join(folder, '.def.tmp'), dayAgo, dayAgo);

    expect(await store.removeInterruptedPuts(new Date(Date.now() - 3600 * 1000))).toBe(1);
    expect(filesUnder(root).sort()).toEqual([path.join('sessions', 'c', 't', '.def.tmp'), path.join('sessions', 'c', 't', '.ghi.ba9876543210.tmp'), path.join('sessions', 'c', 't', 'abc')]);
    expect(await new LocalDiskBlobStore(freshRoot()).removeInterruptedPuts(new Date())).toBe(0);
  });

  it('never removes the temporary file of a put of its own still streaming, however long it has been idle', async () => {
    const root = freshRoot();
    const store = new LocalDiskBlobStore(root);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const stalled = Readable.from(
      (async function* () {
        yield Buffer.from('first half');
        await released;
        yield Buffer.from(', second half');
      })(),
    );
    const put = store.put('sessions/c/t/slow', stalled, { maxBytes: 100 });
    const folder = path.join(root, 'sessions', 'c', 't');
    while (!fs.existsSync(folder) || fs.readdirSync(folder).length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    // A client that stopped sending two hours ago, on a connection still open.
    const [temporary] = fs.readdirSync(folder);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000);
    fs.utimesSync(path.join(folder, temporary!), twoHoursAgo, twoHoursAgo);

    expect(await store.removeInterruptedPuts(new Date())).toBe(0);
    release();
    expect(await put).toEqual({ bytes: 'first half, second half'.length });
    // Another process's store (one started after a crash) does not know that put: an idle temporary file is one a crash left.
    fs.writeFileSync(path.join(folder, '.left.0123456789ab.tmp'), 'half');
    fs.utimesSync(path.join(folder, '.left.0123456789ab.tmp'), twoHoursAgo, twoHoursAgo);
    expect(await new LocalDiskBlobStore(root).removeInterruptedPuts(new Date())).toBe(1);
    expect(filesUnder(root)).toEqual([path.join('sessions', 'c', 't', 'slow')]);
  });
});
