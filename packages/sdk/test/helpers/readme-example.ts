/** Running a README's code example as a user would: taken from between its markers, type-checked, bundled and run. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';

export const SDK_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The ```ts block between `<!-- example:<name> -->` and `<!-- /example:<name> -->` of `readme`, read now. */
export function readmeExample(readme: string, name: string): string {
  const marked = new RegExp(`<!-- example:${name} -->\\s*\`\`\`ts\\n([\\s\\S]*?)\\n\`\`\`\\s*<!-- /example:${name} -->`).exec(fs.readFileSync(readme, 'utf8'));
  if (!marked) throw new Error(`${readme} has no \`\`\`ts block between <!-- example:${name} --> and <!-- /example:${name} -->`);
  return marked[1]!;
}

/**
 * The type errors of `code` as a file `file` of the SDK's folder would have them. With `fromSources`, the SDK is
 * its sources (its dist may be older); else '@svc-scribe/sdk' resolves as a user's would (dist/index.d.ts).
 */
export function typeErrors(code: string, file: string, options: { fromSources?: boolean } = {}): string[] {
  const compilerOptions: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['node'],
    typeRoots: [path.resolve(SDK_DIR, '../../node_modules/@types')],
    ...(options.fromSources ? { baseUrl: SDK_DIR, paths: { '@svc-scribe/sdk': ['src/index.ts'] }, allowImportingTsExtensions: true } : {}),
  };
  const host = ts.createCompilerHost(compilerOptions);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => path.resolve(name) === file || fileExists.call(host, name);
  host.readFile = (name) => (path.resolve(name) === file ? code : readFile.call(host, name));
  host.getSourceFile = (name, languageVersion, ...rest) =>
    path.resolve(name) === file ? ts.createSourceFile(name, code, languageVersion, true) : getSourceFile.call(host, name, languageVersion, ...rest);
  const program = ts.createProgram([file], compilerOptions, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** `code` bundled for Node with the SDK from its sources (the example imports it by its package name), written to `script`. */
export async function bundleExample(code: string, sourcefile: string, script: string): Promise<string[]> {
  const bundled = await build({
    stdin: { contents: code, resolveDir: SDK_DIR, sourcefile, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    alias: { '@svc-scribe/sdk': path.join(SDK_DIR, 'src/index.ts') },
  });
  if (bundled.errors.length === 0) fs.writeFileSync(script, bundled.outputFiles[0]!.text);
  return bundled.errors.map((error) => error.text);
}

/**
 * Runs `file` with node to its end (the test timeout bounds it; a script still running then is killed): its exit,
 * output, and `context`, all of it as one text for assertion messages.
 */
export async function runNode(file: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [file], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  try {
    const { code, signal } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code, signal) => resolve({ code, signal }));
    });
    return { code, signal, stdout, stderr, context: `exit ${code} ${signal ?? ''}\n--- stdout\n${stdout}\n--- stderr\n${stderr}` };
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill();
  }
}
