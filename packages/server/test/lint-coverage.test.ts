import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every TypeScript source of the packages (`.ts` and the web app's `.tsx`), tests aside: what runs in a server or a browser. */
function sources(): string[] {
  return fs
    .readdirSync(path.join(ROOT, 'packages'))
    .flatMap((pkg) => {
      const src = path.join(ROOT, 'packages', pkg, 'src');
      return fs.existsSync(src) ? fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).map((file) => path.join(src, file)) : [];
    })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
}

describe('eslint.config.js', () => {
  it('checks every source file for floating promises, the web app\'s .tsx included', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const files = sources();
    expect(files.some((file) => file.endsWith('.tsx'))).toBe(true);
    const unchecked: string[] = [];
    for (const file of files) {
      const config = (await eslint.calculateConfigForFile(file)) as { rules?: Record<string, unknown> } | undefined;
      const rule = config?.rules?.['@typescript-eslint/no-floating-promises'];
      if (!Array.isArray(rule) || rule[0] !== 2) unchecked.push(path.relative(ROOT, file));
    }
    expect(unchecked).toEqual([]);
  });
});
