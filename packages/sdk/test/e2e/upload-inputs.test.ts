import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScribeClient, findTemplate, type SessionFinished } from '../../src/index.js';
import { AUDIO_DIR, audio, startScribe, type ScribeServer } from '../helpers/scribe-server.js';

/** Audio as Node code holds it (a Buffer, a stream), sent by the SDK to the real server (issue 13, defect 10). */
describe('Node.js inputs against the real server', () => {
  let scribe: ScribeServer;
  let client: ScribeClient;

  beforeAll(async () => {
    scribe = await startScribe();
    client = new ScribeClient({ baseUrl: scribe.baseUrl, ...(await scribe.credentials()) });
  });
  afterAll(() => scribe.stop());

  it('transcribes a Buffer as it is read from disk', async () => {
    const { text } = await client.transcribe(audio('fever-cough.wav'));
    expect(text.toLowerCase()).toContain('fever');
  });

  it('transcribes a file stream', async () => {
    const { text } = await client.transcribe(fs.createReadStream(path.join(AUDIO_DIR, 'dictation-metformin.wav')));
    expect(text.toLowerCase()).toContain('metformin');
  });

  it('runs a session from a Buffer and a stream', async () => {
    const txnId = await client.sessions.upload({
      files: [audio('fever-cough.wav'), { name: 'plan.wav', data: Readable.from([audio('dictation-metformin.wav')]) }],
      outputFormat: { input_language: ['en-IN'], output_template: [{ template_id: 'transcript_template' }] },
    });
    const result = (await client.sessions.waitForResult(txnId, { intervalMs: 100 })) as SessionFinished;
    const transcript = findTemplate(result, 'transcript_template')!.value!;
    expect([...new Set(transcript.segments.map((s) => s.file))]).toEqual(['audio-1.wav', 'plan.wav']);
    expect(transcript.transcript.toLowerCase()).toContain('fever');
    expect(transcript.transcript.toLowerCase()).toContain('metformin');
  });
});
