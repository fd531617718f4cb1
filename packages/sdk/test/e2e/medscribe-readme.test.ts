import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScribeClient } from '../../src/index.js';
import { freePort } from '../../../server/test/helpers/scribe-process.js';
import { bundleExample, readmeExample, runNode, SDK_DIR, typeErrors } from '../helpers/readme-example.js';
import { AUDIO_DIR, startScribe, type ScribeServer } from '../helpers/scribe-server.js';

/** The MedScribeAlliance page of the docs, whose SDK example this runs. */
const README = path.resolve(SDK_DIR, '../../docs/api/medscribealliance.md');
const example = () => readmeExample(README, 'medscribe');

/** Issue 14: the README's MedScribeAlliance example, as written, through `client.medscribe` against the real server. */
describe('the README\'s MedScribeAlliance SDK example', () => {
  let scribe: ScribeServer;
  let tmpDir: string;

  beforeAll(async () => {
    scribe = await startScribe();
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-medscribe-readme-'));
  });
  afterAll(async () => {
    await scribe?.stop();
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('type-checks against the SDK', () => {
    expect(typeErrors(example(), path.join(SDK_DIR, 'test/e2e/medscribe-readme.virtual.ts'), { fromSources: true })).toEqual([]);
  });

  it('runs to completion: webhook, chunks out of order, end, wait, soap and medications, the events in order', async () => {
    const script = path.join(tmpDir, 'medscribe-example.mjs');
    expect(await bundleExample(example(), 'docs/api/medscribealliance.md#example:medscribe', script)).toEqual([]);

    const { clientId, clientSecret } = await scribe.credentials();
    const port = await freePort();
    const run = await runNode(script, {
      SCRIBE_URL: scribe.baseUrl,
      SCRIBE_CLIENT_ID: clientId,
      SCRIBE_CLIENT_SECRET: clientSecret,
      WEBHOOK_PUBLIC_URL: `http://127.0.0.1:${port}/msa-events`,
      PORT: String(port),
      RECORDINGS: [path.join(AUDIO_DIR, 'fever-cough.wav'), path.join(AUDIO_DIR, 'dictation-metformin.wav')].join(','),
    });
    const { context } = run;
    expect(run.code, context).toBe(0);
    expect(run.stderr, context).toBe('');
    const lines = run.stdout.split('\n').filter((line) => line !== '');
    expect(lines[0], context).toBe('Status: completed');
    expect(lines.find((line) => line.startsWith('Plan: ')), context).toMatch(/metformin 500 mg/i);
    expect(lines.filter((line) => line.startsWith('Medication: ')), context).toEqual(['Medication: metformin 500 mg BD']);
    expect(lines.filter((line) => line.startsWith('Event: ')), context).toEqual([
      'Event: session.started this session',
      'Event: session.ended this session',
      'Event: session.completed this session',
    ]);

    // It tidied up: its webhook is gone.
    const client = new ScribeClient({ baseUrl: scribe.baseUrl, clientId, clientSecret });
    expect(await client.medscribe.webhooks.list()).toEqual([]);
  });
});
