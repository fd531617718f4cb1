import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { openStore } from '../../src/container.js';
import { DELIVER_WEBHOOK } from '../../src/jobs/job-kinds.js';
import { SCRIBE_CLI } from '../helpers/scribe-cli.js';
import { freePort, waitUntilReady, watched } from '../helpers/scribe-process.js';
import { makeDataDir } from '../helpers/test-server.js';

/** `npm start` runs this file (after the build). */
const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/main.js');

interface Exited {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs the built server with exactly `env` (nothing inherited but PATH) until it exits, or kills it after `timeoutMs`. */
async function runToExit(args: string[], env: Record<string, string>, options: { cwd?: string; timeoutMs?: number } = {}): Promise<Exited> {
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...env }, cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  clearTimeout(timer);
  return { code, signal, stdout, stderr };
}

/** A refusal to start: exit 1 and one line on stderr that names `setting`. */
function expectOneLineRefusal(exited: Exited, setting: RegExp): void {
  expect({ code: exited.code, signal: exited.signal }, exited.stderr).toEqual({ code: 1, signal: null });
  const lines = exited.stderr.trimEnd().split('\n');
  expect(lines, exited.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(setting);
  expect(exited.stderr).not.toMatch(/\n\s+at /);
}

describe('start-up failures (through the built server)', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = makeDataDir();
    dirs.push(dir);
    return dir;
  };
  let taken: Server;
  let takenPort: number;

  beforeAll(async () => {
    taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    takenPort = (taken.address() as { port: number }).port;
  });
  afterAll(() => taken.close());
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a port in use with one line naming PORT, exit 1, and claims no job before it listens', async () => {
    const dataDir = tempDir();
    // A job already queued: a worker started before `listen` would claim it, and die holding it.
    const store = await openStore(loadConfig({ SCRIBE_DATA_DIR: dataDir }));
    await store.jobs.enqueue({ kind: DELIVER_WEBHOOK, payload: { deliveryId: 'none' }, maxAttempts: 3 });
    await store.close();

    const env = { SCRIBE_DATA_DIR: dataDir, PORT: String(takenPort), HOST: '127.0.0.1', NODE_ENV: 'test', SCRIBE_JOB_POLL_MS: '10' };
    for (const args of [[SCRIBE_CLI, 'serve'], [MAIN]]) {
      const exited = await runToExit(args, env);
      expectOneLineRefusal(exited, /PORT/);
      expect(exited.stderr).toContain(String(takenPort));
    }
    const db = new Database(path.join(dataDir, 'scribe.db'), { readonly: true });
    try {
      expect(db.prepare('SELECT state, attempts, lease_owner FROM jobs').all()).toEqual([{ state: 'pending', attempts: 0, lease_owner: null }]);
    } finally {
      db.close();
    }
  });

  it("refuses a port in use before it makes anything: the dev client's credentials are printed by the start that serves", async () => {
    const dataDir = tempDir();
    // Development (NODE_ENV unset): a first start makes the `dev` client and prints its secret, the only time it does.
    for (const args of [[SCRIBE_CLI, 'serve'], [MAIN]]) {
      const refused = await runToExit(args, { SCRIBE_DATA_DIR: dataDir, PORT: String(takenPort), HOST: '127.0.0.1' });
      expectOneLineRefusal(refused, /PORT/);
      // Nothing made, nothing loaded, nothing logged.
      expect(refused.stdout).toBe('');
      expect(fs.readdirSync(dataDir)).toEqual([]);
    }
    const port = await freePort();
    const child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH ?? '', SCRIBE_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const server = watched(child);
    try {
      await waitUntilReady(`http://127.0.0.1:${port}/healthz`, server);
      expect(server.output()).toContain('Development client "dev" created');
    } finally {
      await server.kill('SIGTERM');
    }
  });

  it('refuses a SCRIBE_DATA_DIR that is a file, or under one, with one line naming it, exit 1', async () => {
    const file = path.join(tempDir(), 'not-a-dir');
    fs.writeFileSync(file, 'x');
    for (const dataDir of [file, path.join(file, 'data')]) {
      const env = { SCRIBE_DATA_DIR: dataDir, PORT: String(await freePort()), HOST: '127.0.0.1', NODE_ENV: 'test' };
      for (const args of [[SCRIBE_CLI, 'serve'], [MAIN], [SCRIBE_CLI, 'worker']]) {
        const exited = await runToExit(args, env);
        expectOneLineRefusal(exited, /SCRIBE_DATA_DIR/);
        expect(exited.stderr).toContain(dataDir);
      }
    }
  });

  it('refuses production without SCRIBE_MASTER_KEY at start, saying how to make one, before it is ever ready', async () => {
    for (const args of [[SCRIBE_CLI, 'serve'], [MAIN], [SCRIBE_CLI, 'worker']]) {
      const env = { SCRIBE_DATA_DIR: tempDir(), PORT: String(await freePort()), HOST: '127.0.0.1', NODE_ENV: 'production' };
      const exited = await runToExit(args, env);
      expectOneLineRefusal(exited, /SCRIBE_MASTER_KEY/);
      expect(exited.stderr).toContain('openssl rand -base64 32');
      expect(exited.stdout).not.toMatch(/listening/i);
    }
  });

  it('still starts with nothing set (development, embedded defaults), as `npm start` does on a fresh clone', async () => {
    const cwd = tempDir();
    const port = await freePort();
    // Nothing set but where to listen; the data folder is the default ./data of the working directory.
    const child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1' }, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const server = watched(child);
    try {
      await waitUntilReady(`http://127.0.0.1:${port}/healthz`, server);
      expect(server.output()).toContain('Development client "dev" created');
      expect(fs.existsSync(path.join(cwd, 'data', 'scribe.db'))).toBe(true);
    } finally {
      await server.kill('SIGTERM');
    }
    expect(child.exitCode, server.output()).toBe(0);
  });
});

