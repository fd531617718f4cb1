import { describe, expect, it } from 'vitest';
import { BackgroundLoad } from './background-load.js';

describe('BackgroundLoad', () => {
  it('reports loading, then ready with the value', async () => {
    let finish!: (value: string) => void;
    const load = new BackgroundLoad(() => new Promise<string>((resolve) => (finish = resolve)));
    expect(load.state).toBe('loading');
    expect(load.value).toBeUndefined();
    finish('model');
    await expect(load.ready).resolves.toBe('model');
    expect(load.state).toBe('ready');
    expect(load.value).toBe('model');
  });

  it('reports a failure without an unhandled rejection', async () => {
    const load = new BackgroundLoad(() => Promise.reject(new Error('weights missing')));
    await expect(load.ready).rejects.toThrow('weights missing');
    expect(load.state).toBe('failed');
    expect(load.value).toBeUndefined();
  });
});
