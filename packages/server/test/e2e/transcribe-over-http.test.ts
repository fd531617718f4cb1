import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { audioFixture } from '../helpers/fixtures.js';
import { SCRIBE_CLI } from '../helpers/scribe-cli.js';
import { makeDataDir } from '../helpers/test-server.js';

const run = promisify(execFile);

/**
 * What a new user does: create a client with the CLI, start the server, log in over HTTP and
 * transcribe a committed medical dictation through a real socket.
 */
describe('end to end: CLI client → login → /voice/get-asr over HTTP', () => {
  const dataDir = makeDataDir();
  let server: RunningServer;
  let baseUrl: string;

  beforeAll(async () => {
    server = await startServer(loadConfig({ NODE_ENV: 'production', SCRIBE_DATA_DIR: dataDir, SCRIBE_MASTER_KEY: randomBytes(32).toString('base64'), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' }));
    const address = server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('server has no TCP address');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('transcribes a dictated prescription with the drug, dose and diagnosis right', async () => {
    const { stdout } = await run(process.execPath, [SCRIBE_CLI, 'clients', 'create', '--name', 'e2e', '--json'], {
      env: { ...process.env, SCRIBE_DATA_DIR: dataDir },
    });
    const credentials = JSON.parse(stdout) as { client_id: string; client_secret: string };
    expect(Object.keys(credentials)).toEqual(['client_id', 'client_secret']);

    const login = await fetch(`${baseUrl}/connect-auth/v1/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(audioFixture('dictation-metformin.wav'))], { type: 'audio/wav' }), 'dictation.wav');
    const response = await fetch(`${baseUrl}/voice/get-asr?language=en-IN`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    const { text } = (await response.json()) as { text: string };
    const words = text.toLowerCase();
    expect(words).toContain('metformin');
    expect(words).toContain('500 mg');
    expect(words).toContain('diabetes');
    expect(words).toMatch(/twice/);
  });

  it('never creates a dev client in production', async () => {
    const { stdout } = await run(process.execPath, [SCRIBE_CLI, 'clients', 'list', '--json'], {
      env: { ...process.env, SCRIBE_DATA_DIR: dataDir },
    });
    const names = (JSON.parse(stdout) as { name: string }[]).map((c) => c.name);
    expect(names).not.toContain('dev');
  });
});
