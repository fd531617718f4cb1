import { describe, expect, it } from 'vitest';
import type { SessionProgress } from '../domain/sessions.js';
import { ProgressReporter } from './progress-reporter.js';

const at = (fraction: number): SessionProgress => ({ stage: 'transcribing', fraction });

describe('ProgressReporter', () => {
  it('writes what is reported one at a time, in order, however long each write takes', async () => {
    const written: number[] = [];
    let writing = 0;
    const reporter = new ProgressReporter(async (progress) => {
      writing += 1;
      expect(writing).toBe(1);
      // The first write is the slowest: a reporter that did not wait would write the others first.
      for (let turn = progress.fraction === 0 ? 5 : 1; turn > 0; turn--) await new Promise((resolve) => setImmediate(resolve));
      written.push(progress.fraction);
      writing -= 1;
    });
    for (const fraction of [0, 0.5, 1]) reporter.report(at(fraction));
    await reporter.settled();
    expect(written).toEqual([0, 0.5, 1]);
  });

  it('keeps writing after a failed write, and fails settled with the first failure', async () => {
    const written: number[] = [];
    const reporter = new ProgressReporter(async (progress) => {
      if (progress.fraction < 1) throw new Error(`store down at ${progress.fraction}`);
      written.push(progress.fraction);
    });
    for (const fraction of [0, 0.5, 1]) reporter.report(at(fraction));
    await expect(reporter.settled()).rejects.toThrow('store down at 0');
    expect(written).toEqual([1]);
  });
});
