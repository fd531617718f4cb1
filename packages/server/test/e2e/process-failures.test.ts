import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, waitUntilReady, watched, type ScribeProcess } from '../helpers/scribe-process.js';
import { makeDataDir } from '../helpers/test-server.js';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
const METRICS_TOKEN = 'metrics-token-for-the-test';

/**
 * The built server as `npm start` runs it, with a bug that SIGUSR2 sets off: a rejection or an exception nothing handles.
 * Set off once it is ready: an exit while the speech worker still loads the model aborts in onnxruntime, whatever ends it.
 * Or a rejection while it starts: `setImmediate` runs once the start is under way (it waits for the port check's socket).
 */
const SERVER_WITH_A_BUG = `
import { loadConfig } from ${JSON.stringify(pathToFileURL(path.join(DIST, 'config/config.js')).href)};
import { serveUntilSignalled } from ${JSON.stringify(pathToFileURL(path.join(DIST, 'server.js')).href)};
if (process.env.BUG === 'startup-rejection') setImmediate(() => Promise.reject(new Error('a rejection while starting')));
await serveUntilSignalled(loadConfig());
process.on('SIGUSR2', () => {
  if (process.env.BUG === 'rejection') Promise.reject(new Error('a rejection nothing handles'));
  else throw new Error('an exception nothing catches');
});
`;

describe('failures nothing handled, in the serving process', () => {
  const dataDirs: string[] = [];
  let server: ScribeProcess | undefined;

  afterEach(async () => {
    await server?.kill('SIGKILL');
    for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /**
   * The built server with its bug, once ready, and every line it wrote (`server.output()` keeps only the last 8,000
   * characters, which the readiness polls of a slow start push a start-up line out of).
   */
  async function start(bug: 'rejection' | 'exception' | 'startup-rejection'): Promise<{ port: number; server: ScribeProcess; lines: string[] }> {
    const dataDir = makeDataDir();
    dataDirs.push(dataDir);
    const port = await freePort();
    const env = { PATH: process.env.PATH ?? '', SCRIBE_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', SCRIBE_METRICS_TOKEN: METRICS_TOKEN, BUG: bug };
    // A file, not `--eval`: the speech worker thread would inherit `--input-type`, and fail on it.
    const script = path.join(dataDir, 'server-with-a-bug.mjs');
    fs.writeFileSync(script, SERVER_WITH_A_BUG);
    server = watched(spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', 'pipe'] }));
    const lines: string[] = [];
    createInterface({ input: server.child.stdout! }).on('line', (line) => lines.push(line));
    await waitUntilReady(`http://127.0.0.1:${port}/readyz`, server);
    if (bug !== 'startup-rejection') server.child.kill('SIGUSR2');
    return { port, server, lines };
  }

  it('logs an unhandled rejection, counts it on /metrics, and keeps serving', async () => {
    const { port, server, lines } = await start('rejection');
    const scrape = async () => {
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(metrics.status, server.output()).toBe(200);
      return metrics.text();
    };
    // The signal may arrive after a first scrape.
    await expect.poll(scrape, { timeout: 10_000 }).toMatch(/^scribe_unhandled_rejections_total 1$/m);
    // The log line may reach this side after the scrape.
    const logged = () => lines.filter((line) => line.includes('unhandled promise rejection'));
    await expect.poll(() => logged().length, { timeout: 5_000 }).toBe(1);
    expect(JSON.parse(logged()[0]!)).toMatchObject({ level: 50, err: { message: 'a rejection nothing handles' } });
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });

  it('logs a rejection while it starts, and starts: the handlers are installed before the start', async () => {
    const { port, lines } = await start('startup-rejection');
    const logged = () => lines.filter((line) => line.includes('unhandled promise rejection'));
    expect(logged()).toHaveLength(1);
    expect(JSON.parse(logged()[0]!)).toMatchObject({ level: 50, err: { message: 'a rejection while starting' } });
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(await metrics.text()).toMatch(/^scribe_unhandled_rejections_total 1$/m);
  });

  it('logs an uncaught exception in the server log format and exits 1', async () => {
    const { server, lines } = await start('exception');
    // 'close', not 'exit': the output is read to its end.
    const [code] = (await once(server.child, 'close')) as [number | null];
    expect(code, server.output()).toBe(1);
    const logged = lines.filter((line) => line.includes('uncaught exception'));
    expect(logged, server.output()).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ level: 60, err: { message: 'an exception nothing catches' } });
  });
});
