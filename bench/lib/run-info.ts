/** Where and on what a bench ran, recorded beside its figures. */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname } from 'node:path';

/** The checked-out commit, and whether the working tree had changes (the figures then describe uncommitted code). */
export function gitCommit(): { commit: string; dirty: boolean } | null {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return { commit: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain').length > 0 };
  } catch {
    return null;
  }
}

export function machine(loadAtStart: number | undefined) {
  const list = cpus();
  return {
    cpus: list.length,
    model: list[0]?.model ?? 'unknown',
    totalMemoryMiB: Math.round(totalmem() / (1024 * 1024)),
    loadAverage1m: { start: loadAtStart, end: loadavg()[0] },
  };
}

/** The head of every bench report: when, on which commit, on what machine and Node. */
export function runHeader(host: ReturnType<typeof machine>) {
  return { date: new Date().toISOString(), git: gitCommit(), machine: host, node: process.version };
}

/** Writes a bench's report as JSON (numbers to 4 decimals), to be committed, and says where. */
export async function writeResults(file: string, report: unknown): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const rounded = (_key: string, value: unknown) => (typeof value === 'number' ? Number(value.toFixed(4)) : value);
  await writeFile(file, `${JSON.stringify(report, rounded, 2)}\n`);
  console.log(`\nwrote ${file}`);
}
