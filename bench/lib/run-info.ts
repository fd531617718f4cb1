/** Where and on what a bench ran, recorded beside its figures. */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';

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
