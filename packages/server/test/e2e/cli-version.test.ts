import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SCRIBE_CLI } from '../helpers/scribe-cli.js';

const run = promisify(execFile);
const PACKAGE_JSON = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json');

describe('scribe --version', () => {
  it('prints the package version, with -V too, and exits 0', async () => {
    const { version } = JSON.parse(fs.readFileSync(PACKAGE_JSON, 'utf8')) as { version: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    for (const flag of ['--version', '-V']) {
      const { stdout, stderr } = await run(process.execPath, [SCRIBE_CLI, flag]);
      expect([flag, stdout.trim(), stderr]).toEqual([flag, version, '']);
    }
  });
});
