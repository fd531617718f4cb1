import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SigningKeyRing } from '../../src/services/signing-keys.js';
import { SCRIBE_CLI } from '../helpers/scribe-cli.js';
import { makeDataDir } from '../helpers/test-server.js';

const run = promisify(execFile);

describe('scribe signing-keys rotate', () => {
  it('adds a newer signing key and keeps the old one published', async () => {
    const dataDir = makeDataDir();
    const before = await SigningKeyRing.open(path.join(dataDir, 'keys'));
    const { stdout } = await run(process.execPath, [SCRIBE_CLI, 'signing-keys', 'rotate'], { env: { ...process.env, SCRIBE_DATA_DIR: dataDir } });
    const after = await SigningKeyRing.open(path.join(dataDir, 'keys'));
    expect(stdout).toContain(after.current.kid);
    expect(after.current.kid).not.toBe(before.current.kid);
    expect(after.jwks(new Date(), 3600).keys.map((k) => k.kid)).toEqual([after.current.kid, before.current.kid]);
  });
});
