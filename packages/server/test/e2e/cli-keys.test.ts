import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { joseEnvelope, openResponse } from '../helpers/jwe-client.js';
import { SCRIBE_CLI } from '../helpers/scribe-cli.js';
import { makeDataDir, startTestServer } from '../helpers/test-server.js';

const exec = promisify(execFile);

describe('scribe keys (through the built bin)', () => {
  const dataDirs: string[] = [];
  afterEach(() => {
    for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A CLI bound to a fresh data dir and exactly the environment given (no inherited NODE_ENV or master key). */
  function cliOn(env: Record<string, string> = {}) {
    const dataDir = makeDataDir();
    dataDirs.push(dataDir);
    const scribe = async (...args: string[]) =>
      (await exec(process.execPath, [SCRIBE_CLI, ...args], { env: { PATH: process.env.PATH ?? '', SCRIBE_DATA_DIR: dataDir, ...env } })).stdout;
    const createClient = async () => (JSON.parse(await scribe('clients', 'create', '--name', 'clinic', '--json')) as { client_id: string }).client_id;
    return { dataDir, scribe, createClient };
  }

  it('creates a key shown once, lists keys without it, and revokes by kid', async () => {
    const { dataDir, scribe, createClient } = cliOn();
    const clientId = await createClient();
    const created = JSON.parse(await scribe('keys', 'create', clientId, '--json'));
    expect(Object.keys(created)).toEqual(['kid', 'key', 'client_id']);
    expect(created).toMatchObject({ client_id: clientId, key: expect.stringMatching(/^[2-9A-HJ-NP-Za-km-z]{16}$/) });
    // Development: the master key was generated into the data dir, readable by its owner only.
    expect(fs.statSync(path.join(dataDir, 'master.key')).mode & 0o777).toBe(0o600);

    const second = JSON.parse(await scribe('keys', 'create', clientId, '--json'));
    const listed = JSON.parse(await scribe('keys', 'list', clientId, '--json'));
    expect(listed.map((k: { kid: string }) => k.kid)).toEqual([created.kid, second.kid]);
    const text = await scribe('keys', 'list');
    for (const output of [JSON.stringify(listed), text]) {
      expect(output).not.toContain(created.key);
      expect(output).not.toContain(second.key);
    }
    expect(text).toContain(`${created.kid}  ${clientId}`);

    expect(await scribe('keys', 'revoke', created.kid)).toBe(`revoked ${created.kid}\n`);
    const after = JSON.parse(await scribe('keys', 'list', '--json'));
    expect(after.map((k: { revoked_at: string | null }) => k.revoked_at !== null)).toEqual([true, false]);
    await expect(scribe('keys', 'revoke', created.kid)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('no active key') });
    await expect(scribe('keys', 'create', 'no-such-client')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('no active client') });
  });

  it('in production, refuses to create a key without SCRIBE_MASTER_KEY and leaves everything else working', async () => {
    const { dataDir, scribe, createClient } = cliOn({ NODE_ENV: 'production' });
    const clientId = await createClient();
    await expect(scribe('keys', 'create', clientId)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('SCRIBE_MASTER_KEY is not set'),
    });
    expect(fs.existsSync(path.join(dataDir, 'master.key'))).toBe(false);
    expect(JSON.parse(await scribe('keys', 'list', '--json'))).toEqual([]);
  });

  it('makes keys a server on the same data dir and master key accepts', async () => {
    const masterKey = randomBytes(32).toString('base64');
    const { dataDir, scribe } = cliOn({ NODE_ENV: 'production', SCRIBE_MASTER_KEY: masterKey });
    const credentials = JSON.parse(await scribe('clients', 'create', '--name', 'clinic', '--json'));
    const shared = JSON.parse(await scribe('keys', 'create', credentials.client_id, '--json'));

    const s = await startTestServer({ SCRIBE_MASTER_KEY: masterKey }, dataDir);
    try {
      const response = await s.app.inject({
        method: 'POST',
        url: '/connect-auth/v1/account/login',
        headers: { 'x-encryption': 'JWE' },
        payload: await joseEnvelope(credentials, shared),
      });
      expect(response.statusCode).toBe(200);
      expect(openResponse(response.json(), shared.key)).toHaveProperty('access_token');
    } finally {
      await s.close({ removeData: false });
    }
  });
});
