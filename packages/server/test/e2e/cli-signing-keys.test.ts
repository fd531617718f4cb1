import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { openSigningKeys, openStore } from '../../src/container.js';
import { startPostgres } from '../helpers/postgres-server.js';
import { SCRIBE_CLI } from '../helpers/scribe-cli.js';
import { makeDataDir } from '../helpers/test-server.js';

const run = promisify(execFile);
const postgres = await startPostgres();
afterAll(async () => postgres?.stop());

/** The environment of each backend: the data folder's SQLite, and PostgreSQL when its binaries are here. */
const backends: [string, (() => Record<string, string>) | undefined][] = [
  ['SQLite', () => ({ SCRIBE_DATA_DIR: makeDataDir() })],
  [
    postgres ? 'PostgreSQL' : 'PostgreSQL (skipped: no PostgreSQL binaries here)',
    postgres && (() => ({ SCRIBE_DATA_DIR: makeDataDir(), SCRIBE_DATABASE_URL: postgres.url, SCRIBE_MASTER_KEY: randomBytes(32).toString('base64') })),
  ],
];

describe('scribe signing-keys rotate', () => {
  for (const [backend, environment] of backends) {
    it.skipIf(!environment)(`adds a newer signing key to the store and keeps the old one published (${backend})`, async () => {
      const env = environment!();
      const config = loadConfig(env);
      const store = await openStore(config);
      try {
        const before = await (await openSigningKeys(config, store)).current();
        const { stdout } = await run(process.execPath, [SCRIBE_CLI, 'signing-keys', 'rotate'], { env: { ...process.env, ...env } });
        const [rotated] = await store.signingKeys.list();
        expect(stdout).toContain(rotated!.kid);
        expect(rotated!.kid).not.toBe(before.kid);
        const after = await openSigningKeys(config, store);
        expect((await after.current()).kid).toBe(rotated!.kid);
        expect((await after.jwks(new Date(), 3600)).keys.map((k) => k.kid)).toEqual([rotated!.kid, before.kid]);
      } finally {
        await store.close();
      }
    });
  }
});
