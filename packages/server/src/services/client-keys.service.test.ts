import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteStore } from '../adapters/db/sqlite/sqlite-store.js';
import { DomainError } from '../domain/errors.js';
import { SHARED_KEY_ALPHABET } from '../lib/secrets.js';
import { ClientKeysService } from './client-keys.service.js';
import { ClientsService } from './clients.service.js';

describe('ClientKeysService', () => {
  let store: SqliteStore;
  let clients: ClientsService;
  let keys: ClientKeysService;
  const masterKey = randomBytes(32);
  let clock = 0;
  const now = () => new Date(1_700_000_000_000 + clock++ * 1000);
  beforeEach(() => {
    store = SqliteStore.open(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'client-keys-')), 'db.sqlite'));
    clients = new ClientsService({ store, now });
    keys = new ClientKeysService({ store, now, masterKey: () => masterKey });
  });
  afterEach(() => store.close());

  it('makes 16-character keys from the unambiguous alphabet, and stores them only sealed', async () => {
    const { clientId } = await clients.create({ name: 'clinic' });
    const created = await keys.create(clientId);
    expect(created.clientId).toBe(clientId);
    expect(created.key).toMatch(new RegExp(`^[${SHARED_KEY_ALPHABET}]{16}$`));
    expect(created.key).not.toMatch(/[0O1lI]/);
    expect(created.kid).toMatch(/^[0-9a-f]{24}$/);
    const record = await store.clientKeys.findByKid(created.kid);
    expect(record?.sealedKey).not.toContain(created.key);
    expect(await keys.resolve(created.kid)).toEqual({ kid: created.kid, clientId, key: created.key });
  });

  it('does not open its keys under another master key', async () => {
    const { clientId } = await clients.create({ name: 'clinic' });
    const { kid } = await keys.create(clientId);
    const stranger = new ClientKeysService({ store, now, masterKey: () => randomBytes(32) });
    await expect(stranger.resolve(kid)).rejects.toThrow(/master key/);
  });

  it('keeps several active keys per client, lists them without the keys, and revokes one at a time', async () => {
    const a = await clients.create({ name: 'a' });
    const b = await clients.create({ name: 'b' });
    const first = await keys.create(a.clientId);
    const second = await keys.create(a.clientId);
    await keys.create(b.clientId);
    expect((await keys.list()).length).toBe(3);
    const listed = await keys.list(a.clientId);
    expect(listed.map((k) => k.kid)).toEqual([first.kid, second.kid]);
    expect(JSON.stringify(listed)).not.toContain(first.key);
    expect(Object.keys(listed[0]!)).toEqual(['kid', 'clientId', 'createdAt', 'revokedAt']);

    expect((await keys.defaultFor(a.clientId))?.kid).toBe(first.kid);
    await keys.revoke(first.kid);
    expect(await keys.resolve(first.kid)).toBeUndefined();
    expect((await keys.resolve(second.kid))?.key).toBe(second.key);
    expect((await keys.defaultFor(a.clientId))?.kid).toBe(second.kid);
    expect((await keys.list(a.clientId))[0]?.revokedAt).toBeInstanceOf(Date);
    await expect(keys.revoke(first.kid)).rejects.toThrow(DomainError);
    await expect(keys.revoke('no-such-kid')).rejects.toThrow(/no active key/);
  });

  it('refuses unknown and revoked clients, and revoking a client revokes its keys', async () => {
    await expect(keys.create('no-such-client')).rejects.toThrow(/no active client/);
    await expect(keys.list('no-such-client')).rejects.toThrow(/no client/);
    const { clientId } = await clients.create({ name: 'leaving' });
    const { kid } = await keys.create(clientId);
    await clients.revoke(clientId);
    expect(await keys.resolve(kid)).toBeUndefined();
    await expect(keys.create(clientId)).rejects.toThrow(DomainError);
  });
});
