import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { SCRIBE_CLI } from './scribe-cli.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A `scribe serve` or `scribe worker` process of the built CLI, as an operator runs them. */
export interface ScribeProcess {
  child: ChildProcess;
  /** Its output so far, to explain a failure. */
  output(): string;
  /** Kills it with `signal` and waits until it has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export function spawnScribe(args: string[], env: Record<string, string>): ScribeProcess {
  return watched(spawn(process.execPath, [SCRIBE_CLI, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }));
}

/** A spawned server process, its output kept to explain a failure. */
export function watched(child: ChildProcess): ScribeProcess {
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    child,
    output: () => output,
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
}

/** Runs a `scribe` CLI command to the end, with `input` on its stdin; resolves to its stdout, rejects with its stderr. */
export function scribeCli(args: string[], env: Record<string, string>, input = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [SCRIBE_CLI, ...args], { env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      error ? reject(new Error(`scribe ${args.join(' ')} failed: ${stderr}`, { cause: error })) : resolve(stdout),
    );
    child.stdin!.end(input);
  });
}

/** Polls `url` until it answers 200 (a server's /readyz), or fails when the process exits first. */
export async function waitUntilReady(url: string, process: ScribeProcess): Promise<void> {
  for (;;) {
    if (process.child.exitCode !== null) throw new Error(`process exited early:\n${process.output()}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(100);
  }
}
