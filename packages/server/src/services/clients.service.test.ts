import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteStore } from '../adapters/db/sqlite/sqlite-store.js';
import { DomainError } from '../domain/errors.js';
import { verifySecret } from '../lib/secrets.js';
import { ClientsService } from './clients.service.js';

describe('ClientsService', () => {
  let store: SqliteStore;
  let clients: ClientsService;
  beforeEach(() => {
    store = SqliteStore.open(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'clients-')), 'db.sqlite'));
    clients = new ClientsService({ store, now: () => new Date() });
  });
  afterEach(() => store.close());

  it('keeps only a hash of the secret', async () => {
    const { clientId, clientSecret } = await clients.create({ name: 'clinic', scopes: ['transcription'] });
    const record = await store.clients.findById(clientId);
    expect(record?.secretHash).not.toContain(clientSecret);
    expect(await verifySecret(clientSecret, record!.secretHash)).toBe(true);
    expect(await verifySecret(`${clientSecret}x`, record!.secretHash)).toBe(false);
    expect(record?.scopes).toEqual(['transcription']);
  });

  it('rejects unknown scopes and empty names', async () => {
    await expect(clients.create({ name: 'x', scopes: ['admin'] })).rejects.toThrow(DomainError);
    await expect(clients.create({ name: '  ' })).rejects.toThrow(/name/);
  });

  it('makes the dev client once', async () => {
    const first = await clients.ensureDevClient();
    expect(first?.clientId).toBeTypeOf('string');
    expect(await clients.ensureDevClient()).toBeUndefined();
    expect((await clients.list()).map((c) => c.name)).toEqual(['dev']);
  });

  it('revokes a client once and reports an unknown one', async () => {
    const { clientId } = await clients.create({ name: 'gone' });
    await clients.revoke(clientId);
    await expect(clients.revoke(clientId)).rejects.toMatchObject({ kind: 'not_found' });
    expect((await clients.list())[0]?.revokedAt).toBeInstanceOf(Date);
  });
});
