import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { audioFixture } from '../helpers/fixtures.js';
import { TRANSCRIPT_ONLY, sessionsClient } from '../helpers/sessions-client.js';
import { startTestServer } from '../helpers/test-server.js';

const POSIX_MODES = process.platform !== 'win32';

/** Every entry under `root` with its permission bits, relative paths sorted. */
function modes(root: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      found[path.relative(root, full)] = (fs.statSync(full).mode & 0o777).toString(8);
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(root);
  return found;
}

/** Issue 13, defect 12: the data folder holds medical recordings and secrets; only its owner may read it, whatever the umask. */
describe.skipIf(!POSIX_MODES)('the data folder is 0700 and its files 0600', () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-modes-'));
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

  it('creates the database (with its -wal and -shm), blobs and master key for the owner only', async () => {
    const previous = process.umask(0o022);
    const dataDir = path.join(parent, 'data');
    try {
      const s = await startTestServer({}, dataDir);
      try {
        const { access_token } = await s.login();
        const c = sessionsClient(s.app, access_token);
        const target = await c.target('modes-1');
        expect((await c.post(target, { name: 'a.wav', bytes: audioFixture('fever-cough.wav') })).statusCode).toBe(204);
        // A webhook subscription seals its signing key with the master key (made on first use outside production).
        const hook = await s.app.inject({
          method: 'POST',
          url: '/notification/v1/connect/webhook/subscriptions',
          headers: c.bearer,
          payload: { event_names: ['v2rx.completed'], endpoint: 'https://1.1.1.1/hook', protocol: 'https', signing_key: 'k' },
        });
        expect(hook.statusCode).toBe(201);
        expect((await c.init('modes-1', TRANSCRIPT_ONLY)).statusCode).toBe(201);

        const found = modes(dataDir);
        const names = Object.keys(found);
        for (const expected of ['scribe.db', 'scribe.db-wal', 'scribe.db-shm', 'master.key', 'blobs']) expect(names).toContain(expected);
        expect(names.some((name) => name.startsWith(`blobs${path.sep}`) && fs.statSync(path.join(dataDir, name)).isFile())).toBe(true);
        const wanted = Object.fromEntries(names.map((name) => [name, fs.statSync(path.join(dataDir, name)).isDirectory() ? '700' : '600']));
        expect({ '.': (fs.statSync(dataDir).mode & 0o777).toString(8), ...found }).toEqual({ '.': '700', ...wanted });
      } finally {
        await s.close({ removeData: false });
      }
    } finally {
      process.umask(previous);
    }
  });

  it('takes an existing database made 0644 by an older version down to 0600', async () => {
    const dataDir = path.join(parent, 'data');
    for (const file of ['scribe.db', 'scribe.db-wal', 'scribe.db-shm']) {
      if (fs.existsSync(path.join(dataDir, file))) fs.chmodSync(path.join(dataDir, file), 0o644);
    }
    fs.chmodSync(path.join(dataDir, 'scribe.db'), 0o644);
    const s = await startTestServer({}, dataDir);
    try {
      for (const file of ['scribe.db', 'scribe.db-wal', 'scribe.db-shm']) {
        expect([file, (fs.statSync(path.join(dataDir, file)).mode & 0o777).toString(8)]).toEqual([file, '600']);
      }
    } finally {
      await s.close();
    }
  });
});
