import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { BlobNotFoundError, BlobTooLargeError, InvalidBlobKeyError, assertBlobKey, type BlobStore, type ByteRange, type PutOptions } from './blob-store.js';

const OWNER_ONLY_DIR = 0o700;
const OWNER_ONLY_FILE = 0o600;

/**
 * Where a put writes before renaming over its key: `.<name>.<12 hex>.tmp` beside it. A leading dot can never be a key
 * segment, so a temporary file never collides with a key.
 */
const temporaryPathFor = (target: string): string => path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
const TEMPORARY_FILE = /^\..+\.[0-9a-f]{12}\.tmp$/;

const isErrno = (error: unknown, code: string): boolean => (error as NodeJS.ErrnoException | undefined)?.code === code;

/**
 * The embedded blob store: one file per key under a root directory. A put writes a temporary file
 * beside its final place, fsyncs it and renames it over the key, so a reader never sees a partial
 * file and a failed upload leaves nothing behind.
 */
export class LocalDiskBlobStore implements BlobStore {
  private readonly root: string;
  /** The temporary files of this store's puts in flight: never an interrupted put, however long their client pauses. */
  private readonly writing = new Set<string>();

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<{ bytes: number }> {
    const target = this.pathOf(key);
    const dir = path.dirname(target);
    // Recordings and documents of patients: the folders and files are the server's user's alone.
    await mkdir(dir, { recursive: true, mode: OWNER_ONLY_DIR });
    const temp = temporaryPathFor(target);
    const file = await open(temp, 'wx', OWNER_ONLY_FILE);
    this.writing.add(temp);
    let bytes = 0;
    try {
      try {
        for await (const chunk of body as AsyncIterable<Uint8Array | string>) {
          const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
          bytes += data.byteLength;
          if (bytes > options.maxBytes) throw new BlobTooLargeError(options.maxBytes);
          await file.write(data);
        }
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temp, target);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    } finally {
      this.writing.delete(temp);
    }
    await syncDirectory(dir);
    return { bytes };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const target = this.pathOf(key);
    try {
      // Opened here rather than lazily by the stream, so a missing blob rejects instead of erroring mid-response.
      const file = await open(target, 'r');
      return file.createReadStream(range && { start: range.start, end: range.end });
    } catch (error) {
      if (isErrno(error, 'ENOENT')) throw new BlobNotFoundError();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (!isErrno(error, 'ENOENT')) throw error;
    }
  }

  async removeInterruptedPuts(idleSince: Date): Promise<number> {
    let removed = 0;
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
      if (isErrno(error, 'ENOENT')) return [];
      throw error;
    });
    for (const entry of entries) {
      if (!entry.isFile() || !TEMPORARY_FILE.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      if (this.writing.has(file)) continue;
      try {
        if ((await stat(file)).mtime >= idleSince) continue;
        await unlink(file);
        removed += 1;
      } catch (error) {
        // Renamed or removed by its put since the listing.
        if (!isErrno(error, 'ENOENT')) throw error;
      }
    }
    return removed;
  }

  private pathOf(key: string): string {
    assertBlobKey(key);
    const target = path.resolve(this.root, key);
    // The key syntax already rules out traversal; this keeps the guarantee if that syntax is ever widened.
    if (!target.startsWith(this.root + path.sep)) throw new InvalidBlobKeyError();
    return target;
  }
}

/**
 * Makes a rename durable: the new directory entry survives a power loss only once the directory
 * itself is synced. Best effort: the blob is already complete under its key, and some platforms
 * and file systems cannot sync a directory.
 */
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    await handle.sync().finally(() => handle.close());
  } catch {
    // Durability of the entry is not guaranteed here; correctness of the contents still is.
  }
}
