import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_PAGE, renderConfigurationPage } from '../scripts/config-docs.js';
import { SETTINGS } from '../src/config/settings.js';
import { isExternal, markdownLinks, pageAnchors } from './helpers/markdown-links.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The files below `dir` (relative to the root) whose names `keep` accepts, as root-relative paths. */
function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  if (!fs.existsSync(path.join(ROOT, dir))) return [];
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => !file.split(path.sep).includes('node_modules') && keep(file));
}

/**
 * The pages a reader is sent through: the README, docs/ (the vendored specification included), each package's README,
 * and bench/ (its README, the corpora's, the results' history and reviews).
 */
function pages(): string[] {
  const packages = fs.readdirSync(path.join(ROOT, 'packages')).map((pkg) => path.join('packages', pkg, 'README.md'));
  const markdown = (file: string) => file.endsWith('.md');
  return ['README.md', ...packages, ...filesUnder('docs', markdown), ...filesUnder('bench', markdown)].filter((file) => fs.existsSync(path.join(ROOT, file)));
}

describe('docs/configuration.md', () => {
  it('is what `npm run docs:config` writes from the settings today', () => {
    const committed = fs.existsSync(CONFIGURATION_PAGE) ? fs.readFileSync(CONFIGURATION_PAGE, 'utf8') : '';
    // A plain boolean first, so that the failure says what to do rather than only diffing the page.
    const upToDate = committed === renderConfigurationPage();
    expect(upToDate, 'docs/configuration.md is stale: packages/server/src/config/settings.ts changed. Run `npm run docs:config` and commit the page.').toBe(true);
  });

  it('lists every environment variable the server and its CLI name, and each one it lists is read', () => {
    const sources = filesUnder('packages/server/src', (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.contract.ts'));
    const named = new Set(sources.flatMap((file) => [...read(file).matchAll(/\bSCRIBE_[A-Z0-9_]*[A-Z0-9]\b/g)].map((match) => match[0])));
    expect([...named].filter((name) => !(name in SETTINGS)).sort()).toEqual([]);
    // A setting of the server is read by config.ts; one of the CLI's by the CLI.
    const config = read('packages/server/src/config/config.ts');
    const cli = filesUnder('packages/server/src/cli', (file) => file.endsWith('.ts') && !file.endsWith('.test.ts')).map(read).join('\n');
    const unread = Object.entries(SETTINGS)
      .filter(([name, setting]) => !new RegExp(`\\b${name}\\b`).test(setting.section === 'cli' ? cli : config))
      .map(([name]) => name);
    expect(unread).toEqual([]);
  });
});

describe('links', () => {
  it('of the README, docs/ and bench/ lead to files of the repository, and to headings that exist', () => {
    const broken: string[] = [];
    const files = pages();
    expect(files).toContain('README.md');
    expect(files).toContain('docs/configuration.md');
    expect(files).toContain('bench/README.md');
    for (const page of files) {
      for (const { line, target } of markdownLinks(read(page))) {
        if (isExternal(target)) continue;
        const [file = '', anchor] = target.split('#');
        const resolved = file === '' ? page : path.normalize(path.join(path.dirname(page), decodeURIComponent(file)));
        const where = `${page}:${line}: ${target}`;
        if (resolved.startsWith('..') || path.isAbsolute(resolved)) {
          broken.push(`${where} (outside the repository)`);
        } else if (!fs.existsSync(path.join(ROOT, resolved))) {
          broken.push(`${where} (no such file)`);
        } else if (anchor !== undefined && anchor !== '' && resolved.endsWith('.md') && !pageAnchors(read(resolved)).has(decodeURIComponent(anchor))) {
          broken.push(`${where} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
