import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { credentialsPath, loadCredentials, saveCredentials } from './credentials.js';

describe('CLI credentials file', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-credentials-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const saved = { baseUrl: 'https://scribe.example', clientId: 'c1', clientSecret: 's3cret' };

  it('is $SCRIBE_CLI_CONFIG, else under ~/.config/svc-scribe', () => {
    expect(credentialsPath({ SCRIBE_CLI_CONFIG: '/x/creds.json' })).toBe('/x/creds.json');
    expect(credentialsPath({})).toBe(path.join(os.homedir(), '.config', 'svc-scribe', 'credentials.json'));
  });

  it('is saved for its owner only, also over a wider file, and read back', async () => {
    const file = path.join(dir, 'nested', 'credentials.json');
    fs.mkdirSync(path.dirname(file), { mode: 0o700 });
    fs.writeFileSync(file, '{}', { mode: 0o644 });
    await saveCredentials(file, saved);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(await loadCredentials(file)).toEqual(saved);
  });

  it('creates its directory readable by its owner only', async () => {
    const file = path.join(dir, 'new', 'credentials.json');
    await saveCredentials(file, saved);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  });

  it('says to log in when absent, and again when not credentials', async () => {
    await expect(loadCredentials(path.join(dir, 'absent.json'))).rejects.toThrow(/^not logged in .*scribe login/);
    const file = path.join(dir, 'bad.json');
    fs.writeFileSync(file, '{"baseUrl": 1}');
    await expect(loadCredentials(file)).rejects.toThrow(`${file} is not a credentials file`);
  });
});
