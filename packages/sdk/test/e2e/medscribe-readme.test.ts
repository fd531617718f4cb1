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
const README = path.resolve(SDK_DIR, '../../README.md');

/** The ```ts block between `<!-- example:medscribe -->` and `<!-- /example:medscribe -->` of the repository's README. */
function readmeExample(): string {
  const readme = fs.readFileSync(README, 'utf8');
  const marked = /<!-- example:medscribe -->\s*```ts\n([\s\S]*?)\n```\s*<!-- \/example:medscribe -->/.exec(readme);
  if (!marked) throw new Error('README.md has no ```ts block between <!-- example:medscribe --> and <!-- /example:medscribe -->');
  return marked[1]!;
}

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
    const file = path.join(SDK_DIR, 'test/e2e/medscribe-readme.virtual.ts');
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
      // The SDK's sources, as the example imports it by its package name (its dist may be older than the sources).
      baseUrl: SDK_DIR,
      paths: { '@svc-scribe/sdk': ['src/index.ts'] },
      allowImportingTsExtensions: true,
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

  it('runs to completion: webhook, chunks out of order, end, wait, soap and medications, the events in order', async () => {
    const bundled = await build({
      stdin: { contents: readmeExample(), resolveDir: SDK_DIR, sourcefile: 'README.md#example:medscribe', loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      logLevel: 'silent',
      alias: { '@svc-scribe/sdk': path.join(SDK_DIR, 'src/index.ts') },
    });
    expect(bundled.errors).toEqual([]);
    const script = path.join(tmpDir, 'medscribe-example.mjs');
    fs.writeFileSync(script, bundled.outputFiles[0]!.text);

    const { clientId, clientSecret } = await scribe.credentials();
    const port = await freePort();
    const { child, exited } = runNode(script, {
      SCRIBE_URL: scribe.baseUrl,
      SCRIBE_CLIENT_ID: clientId,
      SCRIBE_CLIENT_SECRET: clientSecret,
      WEBHOOK_PUBLIC_URL: `http://127.0.0.1:${port}/msa-events`,
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
