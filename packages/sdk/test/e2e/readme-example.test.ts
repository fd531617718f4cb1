import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScribeClient } from '../../src/index.js';
import { freePort } from '../../../server/test/helpers/scribe-process.js';
import { bundleExample, readmeExample, runNode, SDK_DIR, typeErrors } from '../helpers/readme-example.js';
import { AUDIO_DIR, startScribe, type ScribeServer } from '../helpers/scribe-server.js';

const README = path.join(SDK_DIR, 'README.md');
const example = () => readmeExample(README, 'session');

/** Issue 5: the README's session example, as written, runs against the real server. */
describe('the README example', () => {
  let scribe: ScribeServer;
  let tmpDir: string;

  beforeAll(async () => {
    scribe = await startScribe({ SCRIBE_WEBHOOKS_ALLOW_INSECURE: '1', SCRIBE_JOB_POLL_MS: '50' });
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-readme-'));
  });
  afterAll(async () => {
    await scribe?.stop();
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('type-checks against the published types of @svc-scribe/sdk', () => {
    // A file of its own in the package's directory, so that '@svc-scribe/sdk' resolves as a user's would (dist/index.d.ts).
    expect(typeErrors(example(), path.join(SDK_DIR, 'test/e2e/readme-example.virtual.ts'))).toEqual([]);
  });

  it('runs to completion: uploads with progress, verifies the webhook, reads every template and the FHIR document, deletes', async () => {
    const script = path.join(tmpDir, 'readme-example.mjs');
    expect(await bundleExample(example(), 'README.md#example:session', script)).toEqual([]);

    const { clientId, clientSecret } = await scribe.credentials();
    const port = await freePort();
    const run = await runNode(script, {
      SCRIBE_URL: scribe.baseUrl,
      SCRIBE_CLIENT_ID: clientId,
      SCRIBE_CLIENT_SECRET: clientSecret,
      SCRIBE_WEBHOOK_KEY: `whsec_${Buffer.from('the clinic webhook secret').toString('base64')}`,
      WEBHOOK_PUBLIC_URL: `http://127.0.0.1:${port}/scribe-events`,
      PORT: String(port),
      RECORDINGS: [path.join(AUDIO_DIR, 'fever-cough.wav'), path.join(AUDIO_DIR, 'dictation-metformin.wav')].join(','),
    });
    const { context } = run;
    expect(run.code, context).toBe(0);
    const lines = run.stdout.split('\n');

    // Upload progress, up to both files.
    expect(lines.some((line) => /^Uploaded \d+\/\d+ bytes, 1\/2 files$/.test(line)), context).toBe(true);
    expect(lines.some((line) => /^Uploaded (\d+)\/\1 bytes, 2\/2 files$/.test(line)), context).toBe(true);
    // The transcript covers both recordings.
    const transcript = lines.find((line) => line.startsWith('Transcript: '))?.toLowerCase() ?? '';
    expect(transcript, context).toContain('fever');
    expect(transcript, context).toContain('metformin');
    // The notes' Markdown, with its headings.
    expect(lines.filter((line) => /^#{1,6} \S/.test(line)).length, context).toBeGreaterThan(0);
    // The EMR prescription.
    const medications = lines.filter((line) => line.startsWith('Medication: '));
    expect(medications.some((line) => /metformin/i.test(line)), context).toBe(true);
    expect(medications.find((line) => /metformin/i.test(line)), context).toMatch(/500 mg/);
    // The FHIR document.
    const fhir = /^FHIR: (\d+) resources$/m.exec(run.stdout);
    expect(fhir, context).not.toBeNull();
    expect(Number(fhir![1])).toBeGreaterThan(1);
    expect(run.stderr, context).toBe('');

    // It tidied up: its subscription is gone.
    const client = new ScribeClient({ baseUrl: scribe.baseUrl, clientId, clientSecret });
    expect(await client.webhooks.list()).toEqual([]);
  });
});
