import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MASTER_KEY_FILE, decodeMasterKey, masterKeySource } from './master-key.js';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'master-key-'));

describe('masterKeySource', () => {
  it('outside production, generates <dataDir>/master.key once (mode 0600) and reuses it', () => {
    const dataDir = tempDir();
    const first = masterKeySource({ configured: undefined, production: false, dataDir });
    expect(fs.existsSync(path.join(dataDir, MASTER_KEY_FILE))).toBe(false);
    const key = first();
    expect(key).toHaveLength(32);
    const file = path.join(dataDir, MASTER_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(masterKeySource({ configured: undefined, production: false, dataDir })()).toEqual(key);
    expect(fs.readdirSync(dataDir)).toEqual([MASTER_KEY_FILE]);
  });

  it('prefers the configured key and never touches the disk for it', () => {
    const dataDir = tempDir();
    const configured = randomBytes(32);
    expect(masterKeySource({ configured, production: true, dataDir })()).toBe(configured);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('in production without SCRIBE_MASTER_KEY, fails only when a key is needed, and says why', () => {
    const dataDir = tempDir();
    const source = masterKeySource({ configured: undefined, production: true, dataDir });
    expect(() => source()).toThrow(/SCRIBE_MASTER_KEY is not set/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a key file that does not hold 32 bytes of base64', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, MASTER_KEY_FILE), 'short\n');
    expect(() => masterKeySource({ configured: undefined, production: false, dataDir })()).toThrow(/32-byte/);
  });

  it('decodes only 32-byte base64', () => {
    expect(decodeMasterKey(randomBytes(32).toString('base64'))).toHaveLength(32);
    expect(decodeMasterKey(randomBytes(16).toString('base64'))).toBeUndefined();
    expect(decodeMasterKey('x'.repeat(44))).toBeUndefined();
  });
});
