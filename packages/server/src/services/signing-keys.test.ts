import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, exportJWK, generateKeyPair, jwtVerify } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteStore } from '../adapters/db/sqlite/sqlite-store.js';
import { openSecret } from '../lib/sealed-secret.js';
import { SIGNING_ALG, SigningKeyRing, type SigningKeyRingOptions } from './signing-keys.js';

const masterKey = randomBytes(32);
const dirs: string[] = [];
const stores: SqliteStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signing-keys-'));
  dirs.push(dir);
  return dir;
}

/** A connection to one database file, as each process sharing it has its own. */
function connection(file: string): SqliteStore {
  const store = SqliteStore.open(file);
  stores.push(store);
  return store;
}

const ring = (store: SqliteStore, options: Partial<SigningKeyRingOptions> = {}) => SigningKeyRing.open({ keys: store.signingKeys, masterKey: () => masterKey, ...options });

async function sign(ring: SigningKeyRing): Promise<string> {
  const key = await ring.current();
  return new SignJWT({}).setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid }).setSubject('c1').sign(key.privateKey);
}

async function verifies(ring: SigningKeyRing, token: string): Promise<boolean> {
  const kid = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).kid as string;
  const key = await ring.find(kid);
  return key !== undefined && (await jwtVerify(token, key.publicKey)).payload.sub === 'c1';
}

describe('SigningKeyRing', () => {
  it('creates one key on first open, keeps it sealed in the store, and reloads the same key', async () => {
    const file = path.join(tempDir(), 'scribe.db');
    const first = await ring(connection(file));
    const [stored, ...others] = await connection(file).signingKeys.list();
    expect(others).toEqual([]);
    expect(stored?.kid).toBe((await first.current()).kid);
    // Sealed under the master key: the private part opens with it, and is nowhere in the stored text.
    const privateD = (JSON.parse(openSecret(masterKey, stored!.sealedPrivateJwk, stored!.kid)) as { d: string }).d;
    expect(privateD).toMatch(/^[\w-]{43}$/);
    expect(stored!.sealedPrivateJwk).not.toContain(privateD);
    expect((await (await ring(connection(file))).current()).kid).toBe(stored?.kid);
  });

  it('gives processes that open an empty store at the same time one shared first key', async () => {
    const file = path.join(tempDir(), 'scribe.db');
    const rings = await Promise.all([ring(connection(file)), ring(connection(file)), ring(connection(file))]);
    expect(new Set(await Promise.all(rings.map(async (r) => (await r.current()).kid))).size).toBe(1);
    expect(await connection(file).signingKeys.list()).toHaveLength(1);
  });

  it('signs with the newest key and publishes the old one until its tokens have expired', async () => {
    const keys = await ring(connection(':memory:'));
    const old = await keys.current();
    const rotatedAt = new Date(Date.now() + 1000);
    const fresh = await keys.rotate(rotatedAt);
    expect((await keys.current()).kid).toBe(fresh.kid);

    const kids = async (at: Date) => (await keys.jwks(at, 3600)).keys.map((k) => k.kid);
    expect(await kids(new Date(rotatedAt.getTime() + 3599_000))).toEqual([fresh.kid, old.kid]);
    expect(await kids(new Date(rotatedAt.getTime() + 3600_000))).toEqual([fresh.kid]);
    expect((await keys.jwks(rotatedAt, 3600)).keys.every((k) => k.d === undefined)).toBe(true);
  });

  it('verifies on one server a token another signed, also with a key the other rotated in since', async () => {
    const file = path.join(tempDir(), 'scribe.db');
    const a = await ring(connection(file), { missReloadIntervalMs: 0 });
    const b = await ring(connection(file), { currentMaxAgeMs: 0 });
    expect(await verifies(a, await sign(b))).toBe(true);

    const rotated = await b.rotate(new Date(Date.now() + 1000));
    const token = await sign(b);
    expect(await verifies(a, token)).toBe(true);
    expect((await a.current()).kid).toBe(rotated.kid);
    expect(await verifies(b, await sign(a))).toBe(true);
  });

  it('does not reload for an unknown kid more often than its interval allows', async () => {
    const file = path.join(tempDir(), 'scribe.db');
    const a = await ring(connection(file));
    const rotated = await (await ring(connection(file))).rotate();
    // Just loaded: a miss is answered from memory, so tokens with made-up kids cannot hammer the store.
    expect(await a.find(rotated.kid)).toBeUndefined();
  });

  it('imports the key files of an earlier version once, so the tokens they signed stay valid', async () => {
    const dir = tempDir();
    const legacyKeyDir = path.join(dir, 'keys');
    fs.mkdirSync(legacyKeyDir);
    const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const old = { kid: 'legacy-kid', createdAt: new Date(1_000).toISOString(), privateJwk: await exportJWK(privateKey) };
    fs.writeFileSync(path.join(legacyKeyDir, '0-first.jwk.json'), JSON.stringify(old));

    const file = path.join(dir, 'scribe.db');
    const keys = await ring(connection(file), { legacyKeyDir });
    expect((await keys.current()).kid).toBe('legacy-kid');
    const token = await new SignJWT({}).setProtectedHeader({ alg: SIGNING_ALG, kid: 'legacy-kid' }).setSubject('c1').sign(privateKey);
    expect(await verifies(keys, token)).toBe(true);

    // A file appearing later is not imported: the store, not the folder, holds the keys now.
    fs.writeFileSync(path.join(legacyKeyDir, 'late.jwk.json'), JSON.stringify({ ...old, kid: 'late' }));
    const reopened = await ring(connection(file), { legacyKeyDir, missReloadIntervalMs: 0 });
    expect(await reopened.find('late')).toBeUndefined();
    expect((await connection(file).signingKeys.list()).map((k) => k.kid)).toEqual(['legacy-kid']);
  });
});
