import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Creates `file` (mode 0600) with `contents` unless it already exists. The contents are written to a temp file
 * beside it and hard-linked into place, so no concurrent process (server, CLI, workers) ever reads half a file,
 * and of several processes creating the same file at once exactly one wins: the others keep its version.
 */
export function createFileOnce(file: string, contents: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, contents, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
