/** Admits a bounded number of recognitions at a time and lets a bounded number wait, so load cannot exhaust memory. */

import { RecognitionQueueFullError } from './speech-errors.js';

export interface RecognitionQueueOptions {
  /** Recognitions run at the same time (default 1: one model recognises one piece at a time). */
  maxConcurrent?: number;
  /** Requests that may wait for their turn (default 8); past that `run` throws RecognitionQueueFullError. */
  maxQueued?: number;
}

export class RecognitionQueue {
  private readonly maxConcurrent: number;
  private readonly maxQueued: number;
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly idleWaiters: Array<() => void> = [];

  constructor({ maxConcurrent = 1, maxQueued = 8 }: RecognitionQueueOptions = {}) {
    this.maxConcurrent = maxConcurrent;
    this.maxQueued = maxQueued;
    if (!(maxConcurrent >= 1) || !(maxQueued >= 0)) throw new RangeError('maxConcurrent must be ≥ 1 and maxQueued ≥ 0');
  }

  /** Runs `task` when a slot is free; throws RecognitionQueueFullError at once when too many are already waiting. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.maxConcurrent) {
      this.running++;
    } else {
      if (this.waiting.length >= this.maxQueued) throw new RecognitionQueueFullError(this.maxQueued);
      // The finishing task hands its slot over, so `running` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  /** Resolves once nothing runs or waits. */
  idle(): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next !== undefined) return next();
    this.running--;
    if (this.running === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}
