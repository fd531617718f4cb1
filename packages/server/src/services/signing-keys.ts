import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import type { SigningKeyRecord, SigningKeyRepository } from '../adapters/db/store.js';
import { openSecret, sealSecret } from '../lib/sealed-secret.js';

export const SIGNING_ALG = 'ES256';

export interface SigningKey {
  kid: string;
  createdAt: Date;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

/** A key as it is generated, and as versions before the shared store kept it: one `<dataDir>/keys/*.jwk.json` file each. */
interface KeyFile {
  kid: string;
  createdAt: string;
  privateJwk: JWK;
}

/**
 * After a rotation by another process, this one keeps signing with the previous key for at most this long: harmless,
 * since that key stays valid and published. Short enough that a rotation takes effect everywhere within a minute.
 */
const CURRENT_MAX_AGE_MS = 30_000;
/** A token naming a kid this ring does not know reloads the ring, at most this often, so forged kids cannot hammer the store. */
const MISS_RELOAD_INTERVAL_MS = 1_000;

export interface SigningKeyRingOptions {
  keys: SigningKeyRepository;
  masterKey: () => Buffer;
  /** Key files of an earlier version, imported when the store has no key yet (SQLite upgrades), so their tokens stay valid. */
  legacyKeyDir?: string;
  /** How stale the ring may get; tests shorten them. */
  currentMaxAgeMs?: number;
  missReloadIntervalMs?: number;
}

/**
 * The access-token signing keys, kept in the store (private keys sealed under the master key) so that every API
 * server signs with the same keys and verifies the tokens of any other. The newest signs; older ones stay
 * published in the JWKS until every token they signed has expired.
 */
export class SigningKeyRing {
  private keys: SigningKey[] = [];
  /** `performance.now()` of the last load: a monotonic clock, as staleness is about this process, not the domain's time. */
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | undefined;

  private constructor(private readonly d: SigningKeyRingOptions) {}

  static async open(options: SigningKeyRingOptions): Promise<SigningKeyRing> {
    const ring = new SigningKeyRing(options);
    if ((await options.keys.list()).length === 0) {
      const imported = options.legacyKeyDir === undefined ? [] : readKeyFiles(options.legacyKeyDir);
      const first = imported.length > 0 ? imported : [await newKeyFile(new Date())];
      // Of processes started together on an empty store, one writes its keys; the others load those.
      await options.keys.insertIfEmpty(first.map((file) => ring.seal(file)));
    }
    await ring.reload();
    return ring;
  }

  /** The key to sign with, reloaded when older than CURRENT_MAX_AGE_MS so a rotation elsewhere takes effect here. */
  async current(): Promise<SigningKey> {
    if (this.age() >= (this.d.currentMaxAgeMs ?? CURRENT_MAX_AGE_MS)) await this.reload();
    const key = this.keys[0];
    if (!key) throw new Error('signing key ring is empty');
    return key;
  }

  /** Public keys of every key whose tokens may still be valid. */
  async jwks(now: Date, accessTokenTtlS: number): Promise<{ keys: JWK[] }> {
    await this.current();
    const published = this.keys.filter((key, i) => {
      const successor = this.keys[i - 1];
      return !successor || now.getTime() - successor.createdAt.getTime() < accessTokenTtlS * 1000;
    });
    return { keys: published.map((k) => k.publicJwk) };
  }

  /** The key named `kid`; one another process made since this ring loaded is found by reloading. */
  async find(kid: string): Promise<SigningKey | undefined> {
    const known = this.keys.find((k) => k.kid === kid);
    if (known || this.age() < (this.d.missReloadIntervalMs ?? MISS_RELOAD_INTERVAL_MS)) return known;
    await this.reload();
    return this.keys.find((k) => k.kid === kid);
  }

  /** Makes a new signing key; tokens signed by the old ones stay verifiable. Other processes sign with it within CURRENT_MAX_AGE_MS. */
  async rotate(now = new Date()): Promise<SigningKey> {
    const file = await newKeyFile(now);
    await this.d.keys.insert(this.seal(file));
    await this.reload();
    return this.keys.find((k) => k.kid === file.kid)!;
  }

  private age(): number {
    return performance.now() - this.loadedAt;
  }

  /** Concurrent callers share one load. */
  private reload(): Promise<void> {
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(): Promise<void> {
    const startedAt = performance.now();
    const records = await this.d.keys.list();
    // Keys loaded before are reused: only a new one is opened and imported.
    const loaded = new Map(this.keys.map((key) => [key.kid, key]));
    this.keys = await Promise.all(records.map((record) => loaded.get(record.kid) ?? this.open(record)));
    this.loadedAt = startedAt;
  }

  private seal(file: KeyFile): SigningKeyRecord {
    return { kid: file.kid, createdAt: new Date(file.createdAt), sealedPrivateJwk: sealSecret(this.d.masterKey(), JSON.stringify(file.privateJwk), file.kid) };
  }

  private async open(record: SigningKeyRecord): Promise<SigningKey> {
    const privateJwk = JSON.parse(openSecret(this.d.masterKey(), record.sealedPrivateJwk, record.kid)) as JWK;
    const { d: _private, ...publicPart } = privateJwk;
    const publicJwk: JWK = { ...publicPart, kid: record.kid, alg: SIGNING_ALG, use: 'sig' };
    return {
      kid: record.kid,
      createdAt: record.createdAt,
      privateKey: (await importJWK(privateJwk, SIGNING_ALG)) as CryptoKey,
      publicKey: (await importJWK(publicJwk, SIGNING_ALG)) as CryptoKey,
      publicJwk,
    };
  }
}

async function newKeyFile(now: Date): Promise<KeyFile> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  return { kid: randomUUID(), createdAt: now.toISOString(), privateJwk: await exportJWK(privateKey) };
}

/** The key files an earlier version wrote; none when the folder does not exist. */
function readKeyFiles(dir: string): KeyFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jwk.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as KeyFile);
}
