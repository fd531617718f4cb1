/** Runs the real, built server as a child process so the bench measures what a deployment would serve. */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '../../packages/server/test/helpers/scribe-process.js';

const run = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_MAIN = join(REPO_ROOT, 'packages/server/dist/main.js');
const CLI = join(REPO_ROOT, 'packages/server/bin/scribe.js');
/** Loading the speech model on a busy 2-core machine can take a while. */
const READY_TIMEOUT_MS = 180_000;

export interface ScribeServer {
  readonly baseUrl: string;
  readonly pid: number;
  /** The freshly created client, and the `Authorization` header value of its access token. */
  readonly clientId: string;
  readonly authorization: string;
  /** Runs the `scribe` CLI on the server's data dir and environment; resolves to its stdout. */
  cli(...args: string[]): Promise<string>;
  /** Starts a `scribe worker` process on the server's data dir and environment; stopped with the server. */
  startWorker(): void;
  /** From spawning the server process to its first `GET /readyz` 200 (speech engine loaded; polled every 250 ms), in ms. */
  readonly readyMs: number;
  /** Peak resident set size of the server process so far (`VmHWM`), in bytes. */
  peakRssBytes(): Promise<number>;
  /** Current resident set size of the server process (`VmRSS`), in bytes. */
  rssBytes(): Promise<number>;
  /** Resets the peak (`VmHWM`) to the current RSS (Linux ≥ 4.0, `/proc/<pid>/clear_refs`), so a later peak is that of what ran since. */
  resetPeakRss(): Promise<void>;
  stop(): Promise<void>;
}

/** Compiles the server (`npm run build`), since the bench runs from sources but the server from dist/. */
export async function buildServer(): Promise<void> {
  try {
    await run('npm', ['run', 'build', '--silent'], { cwd: REPO_ROOT });
  } catch (error) {
    // tsc reports compile errors on stdout, which the error's message leaves out.
    const { stdout } = error as { stdout?: string };
    throw new Error(`npm run build failed\n${stdout ?? ''}`, { cause: error });
  }
}

/** Starts the server on a free port with an empty data dir, creates a client, logs in and waits for /readyz. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<ScribeServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'scribe-bench-'));
  const env = {
    ...process.env,
    ...extraEnv,
    SCRIBE_DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Production needs one for client encryption keys (`scribe keys create`); a throwaway one per run.
    SCRIBE_MASTER_KEY: randomBytes(32).toString('base64'),
  };
  const cli = async (...args: string[]) => (await run(process.execPath, [CLI, ...args], { env, cwd: REPO_ROOT })).stdout;
  const credentials = JSON.parse(await cli('clients', 'create', '--name', 'bench', '--json')) as { client_id: string; client_secret: string };

  const port = await freePort();
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The tail of the server's output (its logs are on stdout), to explain a failed start.
  let output = '';
  const keepTail = (chunk: string) => (output = (output + chunk).slice(-4000));
  child.stdout?.setEncoding('utf8').on('data', keepTail);
  child.stderr?.setEncoding('utf8').on('data', keepTail);
  const workers: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all([child, ...workers].map(terminate));
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntilReady(baseUrl, child);
    const readyMs = performance.now() - spawnedAt;
    const authorization = `Bearer ${await login(baseUrl, credentials)}`;
    const pid = child.pid;
    if (pid === undefined) throw new Error('server process has no pid');
    return {
      baseUrl,
      pid,
      readyMs,
      clientId: credentials.client_id,
      authorization,
      cli,
      startWorker: () => {
        const worker = spawn(process.execPath, [CLI, 'worker'], { env, cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
        worker.stderr?.setEncoding('utf8').on('data', keepTail);
        workers.push(worker);
      },
      peakRssBytes: () => statusBytes(pid, 'VmHWM'),
      rssBytes: () => statusBytes(pid, 'VmRSS'),
      resetPeakRss: () => writeFile(`/proc/${pid}/clear_refs`, '5'),
      stop,
    };
  } catch (error) {
    await stop();
    throw new Error(`server did not start: ${error instanceof Error ? error.message : String(error)}\n${output}`, { cause: error });
  }
}

async function waitUntilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const status = await fetch(`${baseUrl}/readyz`).then((response) => response.status, () => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET /readyz was not 200 within ${READY_TIMEOUT_MS / 1000} s`);
}

async function login(baseUrl: string, credentials: { client_id: string; client_secret: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/connect-auth/v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  const { access_token: accessToken } = (await response.json()) as { access_token?: unknown };
  if (typeof accessToken !== 'string') throw new Error('login response has no access_token');
  return accessToken;
}

/** A `kB` field of `/proc/<pid>/status` (`VmHWM`, `VmRSS`…), in bytes. */
async function statusBytes(pid: number, field: string): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, 'm').exec(status)?.[1];
  if (kib === undefined) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(kib) * 1024;
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
