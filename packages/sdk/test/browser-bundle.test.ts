import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const SDK_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NODE_IMPORT = /\bfrom\s*["']node:|\bimport\s*\(\s*["']node:|\brequire\s*\(\s*["']node:|\bimport\s*["']node:/;

const bundle = (options: { entryPoints: string[] } | { stdin: { contents: string; resolveDir: string; loader: 'ts' } }) =>
  build({ ...options, absWorkingDir: SDK_DIR, bundle: true, platform: 'browser', format: 'esm', write: false, metafile: true, logLevel: 'silent' });

/** The SDK as a browser app bundles it: nothing from Node, nothing from the server, and only what is imported. */
describe('browser bundle', () => {
  it('bundles the whole SDK for the browser without a Node module', async () => {
    const result = await bundle({ entryPoints: [path.join(SDK_DIR, 'src/index.ts')] });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    const code = result.outputFiles[0]!.text;
    expect(code).not.toMatch(NODE_IMPORT);
    expect(code).not.toMatch(/\bBuffer\b|\bprocess\./);
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.every((input) => input.startsWith('src/'))).toBe(true);
  });

  it('keeps only what is imported (webhook verification alone leaves the client out)', async () => {
    const result = await bundle({ stdin: { contents: "export { verifyWebhook } from './src/index.ts';", resolveDir: SDK_DIR, loader: 'ts' } });
    expect(result.errors).toEqual([]);
    const code = result.outputFiles[0]!.text;
    expect(code).toContain('svc-webhook-signature');
    expect(code).not.toMatch(/ScribeClient|connect-auth|file-upload/);
  });
});
