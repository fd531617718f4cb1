import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FATAL_FLUSH_TIMEOUT_MS, handleProcessFailures, type FailingProcess } from './process-failures.js';

/** A process to emit failures on, and a logger whose `flush` calls back when the test says the line is written. */
function harness() {
  const events: string[] = [];
  const target = Object.assign(new EventEmitter(), { exit: vi.fn((code: number) => void events.push(`exit ${code}`)) });
  let written: (() => void) | undefined;
  const log = {
    error: vi.fn(),
    fatal: vi.fn(() => void events.push('fatal')),
    flush: vi.fn((cb?: (err?: Error) => void) => {
      events.push('flush');
      written = () => cb?.();
    }),
  };
  handleProcessFailures(log as never, target as unknown as FailingProcess);
  return { target, log, events, written: () => written?.() };
}

describe('handleProcessFailures', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('on an uncaught exception, exits 1 only once the fatal line is flushed', () => {
    const h = harness();
    h.target.emit('uncaughtException', new Error('boom'));
    expect(h.log.fatal).toHaveBeenCalledWith({ err: new Error('boom') }, 'uncaught exception: exiting');
    // An asynchronous destination may still hold the line: no exit before it says it is written.
    expect(h.events).toEqual(['fatal', 'flush']);
    h.written();
    expect(h.events).toEqual(['fatal', 'flush', 'exit 1']);
  });

  it('exits 1 anyway when the flush never ends', () => {
    vi.useFakeTimers();
    const h = harness();
    h.target.emit('uncaughtException', new Error('boom'));
    vi.advanceTimersByTime(FATAL_FLUSH_TIMEOUT_MS - 1);
    expect(h.target.exit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(h.target.exit).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('logs an unhandled rejection and does not exit', () => {
    const h = harness();
    h.target.emit('unhandledRejection', new Error('a rejection'));
    expect(h.log.error).toHaveBeenCalledWith({ err: new Error('a rejection') }, 'unhandled promise rejection (a bug): the process carries on');
    expect(h.target.exit).not.toHaveBeenCalled();
  });
});
