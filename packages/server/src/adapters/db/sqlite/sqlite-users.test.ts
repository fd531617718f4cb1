import { describe, expect, it } from 'vitest';
import { SqliteStore } from './sqlite-store.js';

const at = new Date(1_000);

async function storeWithSession(): Promise<SqliteStore> {
  const store = SqliteStore.open(':memory:');
  await store.clients.insert({ id: 'c1', name: 'clinic', secretHash: 'h', scopes: [], redirectUrl: '', createdAt: at, revokedAt: null });
  await store.sessions.create({
    clientId: 'c1',
    txnId: 't1',
    state: 'completed',
    folderPath: 'c1/t1/x/',
    extraData: {},
    request: null,
    batchId: null,
    output: null,
    fhir: null,
    result: null,
    failureReason: null,
    createdAt: at,
    queuedAt: null,
    startedAt: null,
    finishedAt: null,
  });
  return store;
}

describe('clinician users and signed notes (migration 11)', () => {
  it('keeps one user per e-mail, lists a client\'s users and disables once', async () => {
    const store = await storeWithSession();
    const user = { id: 'u1', clientId: 'c1', email: 'dr@clinic.test', passwordHash: 'scrypt$x', createdAt: at, disabledAt: null };
    expect(await store.users.insert(user)).toBe(true);
    expect(await store.users.insert({ ...user, id: 'u2' })).toBe(false);
    expect(await store.users.findByEmail('dr@clinic.test')).toEqual(user);
    expect(await store.users.list('c1')).toEqual([user]);
    expect(await store.users.list('other')).toEqual([]);
    expect(await store.users.disable('u1', new Date(2_000))).toBe(true);
    expect(await store.users.disable('u1', new Date(3_000))).toBe(false);
    expect((await store.users.findById('u1'))?.disabledAt).toEqual(new Date(2_000));
  });

  it('keeps every signed version of a session, newest first, and deletes them with the session', async () => {
    const store = await storeWithSession();
    await store.users.insert({ id: 'u1', clientId: 'c1', email: 'dr@clinic.test', passwordHash: 'h', createdAt: at, disabledAt: null });
    const key = { clientId: 'c1', txnId: 't1' };
    expect(await store.signedNotes.insert({ ...key, id: 's1', signedBy: 'u1', signedAt: new Date(2_000), content: '{"v":1}' })).toBe(true);
    expect(await store.signedNotes.insert({ ...key, id: 's2', signedBy: 'u1', signedAt: new Date(3_000), content: '{"v":2}' })).toBe(true);
    expect(await store.signedNotes.insert({ clientId: 'c1', txnId: 'missing', id: 's3', signedBy: 'u1', signedAt: at, content: '{}' })).toBe(false);
    expect((await store.signedNotes.list(key)).map((note) => note.content)).toEqual(['{"v":2}', '{"v":1}']);
    await store.sessions.delete(key);
    expect(await store.signedNotes.list(key)).toEqual([]);
  });
});
