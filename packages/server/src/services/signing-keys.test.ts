import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SigningKeyRing } from './signing-keys.js';

describe('SigningKeyRing', () => {
  it('creates one key on first open, persists it privately and reloads the same key', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-'));
    const first = await SigningKeyRing.open(dir);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(fs.statSync(path.join(dir, files[0]!)).mode & 0o777).toBe(0o600);
    const again = await SigningKeyRing.open(dir);
    expect(again.current.kid).toBe(first.current.kid);
  });

  it('gives processes that open an empty dir at the same time one shared first key', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-'));
    const rings = await Promise.all([SigningKeyRing.open(dir), SigningKeyRing.open(dir), SigningKeyRing.open(dir)]);
    expect(new Set(rings.map((ring) => ring.current.kid)).size).toBe(1);
    expect(fs.readdirSync(dir)).toHaveLength(1);
  });

  it('signs with the newest key and publishes the old one until its tokens have expired', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-'));
    const ring = await SigningKeyRing.open(dir);
    const old = ring.current;
    const rotatedAt = new Date(Date.now() + 1000);
    const fresh = await ring.rotate(rotatedAt);
    expect(ring.current.kid).toBe(fresh.kid);

    const kids = (at: Date) => ring.jwks(at, 3600).keys.map((k) => k.kid);
    expect(kids(new Date(rotatedAt.getTime() + 3599_000))).toEqual([fresh.kid, old.kid]);
    expect(kids(new Date(rotatedAt.getTime() + 3600_000))).toEqual([fresh.kid]);
    expect(ring.jwks(rotatedAt, 3600).keys.every((k) => k.d === undefined)).toBe(true);
  });
});
