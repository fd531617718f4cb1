import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface LockedPackage {
  engines?: { node?: string } | string[];
  dev?: boolean;
  hasInstallScript?: boolean;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as T;
const root = readJson<{ engines: { node: string }; allowScripts?: Record<string, boolean> }>('package.json');
const lock = readJson<{ packages: Record<string, LockedPackage> }>('package-lock.json');

/** The packages of the lock file that are installed here (an optional one for another platform is not), by folder. */
const installed = Object.entries(lock.packages).filter(([folder]) => folder !== '' && fs.existsSync(path.join(ROOT, folder, 'package.json')));
const nameOf = (folder: string): string => folder.slice(folder.lastIndexOf('node_modules/') + 'node_modules/'.length);
/** The Node.js ranges a package declares (an old package.json may hold an array of strings, which npm ignores). */
const nodeRange = (pkg: LockedPackage): string | undefined => (Array.isArray(pkg.engines) ? undefined : pkg.engines?.node);
const refusing = (node: string, packages: Array<[string, LockedPackage]>): string[] =>
  packages.flatMap(([folder, pkg]) => {
    const range = nodeRange(pkg);
    return range !== undefined && !semver.satisfies(node, range) ? [`${nameOf(folder)} wants node ${range}`] : [];
  });

describe('installing', () => {
  // npm ci warns EBADENGINE for each; and a runtime dependency wanting more than the project states would break users on it.
  it('installs nothing that refuses the Node.js running it, nor a runtime dependency that refuses the lowest the project accepts', () => {
    expect(refusing(process.version, installed)).toEqual([]);
    const lowest = semver.minVersion(root.engines.node)!.version;
    expect(refusing(lowest, installed.filter(([, pkg]) => !pkg.dev))).toEqual([]);
  });

  // npm runs a dependency's install script only after review (allowScripts); an unreviewed one is a warning on every install.
  it('reviewed every install script: allowScripts names each package that has one', () => {
    const withScripts = new Set(installed.filter(([, pkg]) => pkg.hasInstallScript).map(([folder]) => nameOf(folder)));
    expect([...withScripts].filter((name) => root.allowScripts?.[name] === undefined)).toEqual([]);
  });

  // npm 11 warns about every setting of a project .npmrc it does not know, on every npm and npx call.
  it('gives npm no setting it warns about', async () => {
    const { stderr } = await promisify(execFile)('npm', ['config', 'get', 'registry'], { cwd: ROOT });
    expect(stderr).not.toMatch(/npm warn/i);
  });

  // better-sqlite3's install script tries a prebuilt binary from GitHub before compiling: .prebuild-installrc says
  // compile, so that nothing but the npm registry is downloaded from (on a machine that reaches GitHub too).
  it('has better-sqlite3 compile from its registry tarball, never download a binary from GitHub', async () => {
    const settings = "const rc = require('prebuild-install/rc')(require('./package.json')); process.stdout.write(String(rc.buildFromSource))";
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', settings], { cwd: path.join(ROOT, 'node_modules/better-sqlite3') });
    expect(stdout).toBe('true');
  });

  it('resolves a tree npm ls finds whole (overrides applied, nothing missing or invalid)', async () => {
    await expect(promisify(execFile)('npm', ['ls', '--all'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 })).resolves.toBeDefined();
  });
});
