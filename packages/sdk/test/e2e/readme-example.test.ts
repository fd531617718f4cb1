import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScribeClient } from '../../src/index.js';
import { freePort } from '../../../server/test/helpers/scribe-process.js';
import { AUDIO_DIR, startScribe, type ScribeServer } from '../helpers/scribe-server.js';

const SDK_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const README = path.join(SDK_DIR, 'README.md');

/** The ```ts block between `<!-- example:session -->` and `<!-- /example:session -->`, read from the README now. */
function readmeExample(): string {
  const readme = fs.readFileSync(README, 'utf8');
  const marked = /<!-- example:session -->\s*```ts\n([\s\S]*?)\n```\s*<!-- \/example:session -->/.exec(readme);
  if (!marked) throw new Error('README.md has no ```ts block between <!-- example:session --> and <!-- /example:session -->');
  return marked[1]!;
}

/** Runs `file` with node; resolves with its exit code and output (the test timeout bounds it). */
function runNode(file: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [file], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, exited };
}

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
    const file = path.join(SDK_DIR, 'test/e2e/readme-example.virtual.ts');
    const code = readmeExample();
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: ['node'],
      typeRoots: [path.resolve(SDK_DIR, '../../node_modules/@types')],
    };
    const host = ts.createCompilerHost(options);
    const { getSourceFile, fileExists, readFile } = host;
    host.fileExists = (name) => path.resolve(name) === file || fileExists.call(host, name);
    host.readFile = (name) => (path.resolve(name) === file ? code : readFile.call(host, name));
    host.getSourceFile = (name, languageVersion, ...rest) =>
      path.resolve(name) === file ? ts.createSourceFile(name, code, languageVersion, true) : getSourceFile.call(host, name, languageVersion, ...rest);
    const program = ts.createProgram([file], options, host);
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });

  it('runs to completion: uploads with progress, verifies the webhook, reads every template and the FHIR document, deletes', async () => {
    const bundled = await build({
      stdin: { contents: readmeExample(), resolveDir: SDK_DIR, sourcefile: 'README.md#example:session', loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      logLevel: 'silent',
      // The SDK from its sources, as the example imports it by its package name.
      alias: { '@svc-scribe/sdk': path.join(SDK_DIR, 'src/index.ts') },
    });
    expect(bundled.errors).toEqual([]);
    const script = path.join(tmpDir, 'readme-example.mjs');
    fs.writeFileSync(script, bundled.outputFiles[0]!.text);

    const { clientId, clientSecret } = await scribe.credentials();
    const port = await freePort();
    const { child, exited } = runNode(script, {
      SCRIBE_URL: scribe.baseUrl,
      SCRIBE_CLIENT_ID: clientId,
      SCRIBE_CLIENT_SECRET: clientSecret,
      SCRIBE_WEBHOOK_KEY: `whsec_${Buffer.from('the clinic webhook secret').toString('base64')}`,
      WEBHOOK_PUBLIC_URL: `http://127.0.0.1:${port}/scribe-events`,
      PORT: String(port),
      RECORDINGS: [path.join(AUDIO_DIR, 'fever-cough.wav'), path.join(AUDIO_DIR, 'dictation-metformin.wav')].join(','),
    });
    let run;
    try {
      run = await exited;
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill();
    }
    const context = `exit ${run.code} ${run.signal ?? ''}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`;
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
