import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SQLITE_MIGRATIONS } from './migrations.js';
import { SqliteStore, migrate } from './sqlite-store.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A store opened (and so migrated) on a database that `seed` filled under the migrations before `version`. */
function storeUpgradedTo(version: number, seed: (old: Database.Database) => void): SqliteStore {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-upgrade-'));
  dirs.push(dir);
  const file = path.join(dir, 'scribe.db');
  const old = new Database(file);
  migrate(old, SQLITE_MIGRATIONS.filter((m) => m.version < version));
  old.prepare(`INSERT INTO clients (id, name, secret_hash, scopes, created_at) VALUES ('c1', 'c', 'h', '[]', 0)`).run();
  seed(old);
  old.close();
  return SqliteStore.open(file);
}

describe('session owners (migration 14)', () => {
  it('gives the sessions made before it no owner: the client reads them, no user does', async () => {
    const store = storeUpgradedTo(14, (old) => {
      old.prepare(`INSERT INTO users (id, client_id, email, password_hash, created_at) VALUES ('u1', 'c1', 'u1@clinic.test', 'h', 0)`).run();
      old
        .prepare(`INSERT INTO sessions (client_id, txn_id, state, folder_path, extra_data, created_at) VALUES ('c1', 'old', 'created', 'c1/old/x/', ?, 0)`)
        .run(JSON.stringify({ clinician_id: 'u1' }));
    });
    try {
      expect((await store.sessions.find({ clientId: 'c1', txnId: 'old' }))?.ownerId).toBeNull();
      expect(await store.sessions.find({ clientId: 'c1', txnId: 'old' }, 'u1')).toBeUndefined();
      expect(await store.sessions.list({ clientId: 'c1', ownerId: 'u1', limit: 10 })).toEqual([]);
    } finally {
      await store.close();
    }
  });
});

describe("a front-end's settings of a session (migration 15)", () => {
  it('gives the sessions made before it none, and leaves their extra_data (where MedScribeAlliance kept its settings) as it was', async () => {
    const extraData = { medscribealliance: { templates: ['soap'], model: 'lite', uploadType: 'chunked', language: 'en-IN', additionalData: {} } };
    const store = storeUpgradedTo(15, (old) => {
      old
        .prepare(`INSERT INTO sessions (client_id, txn_id, state, folder_path, extra_data, created_at) VALUES ('c1', 'old', 'created', 'c1/old/x/', ?, 0)`)
        .run(JSON.stringify(extraData));
    });
    try {
      expect(await store.sessions.find({ clientId: 'c1', txnId: 'old' })).toMatchObject({ extraData, protocolSettings: null });
    } finally {
      await store.close();
    }
  });
});
