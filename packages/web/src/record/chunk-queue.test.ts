import { describe, expect, it } from 'vitest';
import { ChunkQueue } from './chunk-queue.js';

async function read(queue: ChunkQueue): Promise<number[]> {
  const got: number[] = [];
  for await (const chunk of queue) got.push(...chunk);
  return got;
}

describe('ChunkQueue', () => {
  it('hands over the chunks in order, then ends', async () => {
    const queue = new ChunkQueue();
    const reading = read(queue);
    queue.push(Uint8Array.of(1, 2));
    queue.push(Uint8Array.of(3));
    queue.end();
    await expect(reading).resolves.toEqual([1, 2, 3]);
  });

  it('fails its reader, waiting or not, after the chunks pushed before the failure', async () => {
    const queue = new ChunkQueue();
    const got: number[] = [];
    const reading = (async () => {
      for await (const chunk of queue) got.push(...chunk);
    })();
    queue.push(Uint8Array.of(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    queue.fail(new Error('a chunk could not be read'));
    await expect(reading).rejects.toThrow('a chunk could not be read');
    expect(got).toEqual([1]);
  });
});
