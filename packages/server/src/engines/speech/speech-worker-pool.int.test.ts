import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFixture } from '../../../test/helpers/fixtures.js';
import { SpeechWorkerPool } from './speech-worker-pool.js';

/** Two real workers, one thread each: two recognitions at once, each as one worker alone would give it. */
describe('SpeechWorkerPool with two workers', () => {
  let pool: SpeechWorkerPool;

  beforeAll(async () => {
    pool = await SpeechWorkerPool.start({ workers: 2, threads: 1, maxQueued: 0 });
  });
  afterAll(() => pool.close());

  it('recognises two pieces side by side, and refuses a third when both workers are busy and nothing may wait', async () => {
    const [metformin, cough] = [audioFixture('dictation-metformin.wav'), audioFixture('fever-cough.wav')];
    const alone = [(await pool.transcribe(metformin, { language: 'en-IN' })).text, (await pool.transcribe(cough, { language: 'en-IN' })).text];
    const both = Promise.all([pool.transcribe(audioFixture('dictation-metformin.wav'), { language: 'en-IN' }), pool.transcribe(audioFixture('fever-cough.wav'), { language: 'en-IN' })]);
    await expect(pool.transcribe(audioFixture('fever-cough.wav'), { language: 'en-IN' })).rejects.toThrow(/queue is full/);
    expect((await both).map((transcript) => transcript.text)).toEqual(alone);
    expect(alone[0]!.toLowerCase()).toContain('metformin');
  });
});
