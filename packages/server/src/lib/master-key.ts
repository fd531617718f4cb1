import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createFileOnce } from './create-file-once.js';

export const MASTER_KEY_FILE = 'master.key';

/** A master key is 32 bytes, written in base64 (`openssl rand -base64 32`); anything else is undefined. */
export function decodeMasterKey(encoded: string): Buffer | undefined {
  return /^[A-Za-z0-9+/]{43}=?$/.test(encoded) ? Buffer.from(encoded, 'base64') : undefined;
}

function readOrCreateKeyFile(file: string): Buffer {
  if (!fs.existsSync(file)) createFileOnce(file, `${randomBytes(32).toString('base64')}\n`);
  const key = decodeMasterKey(fs.readFileSync(file, 'utf8').trim());
  if (!key) throw new Error(`${file} does not hold a 32-byte base64 master key`);
  return key;
}

/** Why production cannot go on without SCRIBE_MASTER_KEY, and how to make one: said at start and by key commands alike. */
export const MASTER_KEY_MISSING =
  'SCRIBE_MASTER_KEY is not set: production (NODE_ENV=production) requires it to sign upload URLs and to seal client keys and webhook signing keys; ' +
  'make one with `openssl rand -base64 32`, keep it safe, and set SCRIBE_MASTER_KEY to it';

function missingInProduction(): never {
  throw new Error(MASTER_KEY_MISSING);
}

/**
 * The server master key, which encrypts the clients' shared keys at rest, resolved on first use:
 * SCRIBE_MASTER_KEY when configured; otherwise, outside production, `<dataDir>/master.key`, generated
 * once (mode 0600). Production never generates one, so only key operations fail without it.
 */
export function masterKeySource(options: { configured: Buffer | undefined; production: boolean; dataDir: string }): () => Buffer {
  let key = options.configured;
  return () => (key ??= options.production ? missingInProduction() : readOrCreateKeyFile(path.join(options.dataDir, MASTER_KEY_FILE)));
}
