import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storeContract } from '../store.contract.js';
import { SqliteStore } from './sqlite-store.js';

storeContract(async () => SqliteStore.open(':memory:'));

describe.skipIf(process.platform === 'win32')('SqliteStore on disk', () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-sqlite-'));
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

  it('makes its folder 0700 and its files 0600, whatever the umask', async () => {
    const previous = process.umask(0o022);
    try {
      const file = path.join(parent, 'data', 'scribe.db');
      const store = SqliteStore.open(file);
      await store.signingKeys.insert({ kid: 'k', createdAt: new Date(0), sealedPrivateJwk: 'sealed' });
      const mode = (p: string) => (fs.statSync(p).mode & 0o777).toString(8);
      expect([mode(path.dirname(file)), mode(file), mode(`${file}-wal`), mode(`${file}-shm`)]).toEqual(['700', '600', '600', '600']);
      await store.close();
    } finally {
      process.umask(previous);
    }
  });
});
