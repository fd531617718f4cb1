import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionRecord } from '../store.js';
import { SQLITE_MIGRATIONS } from './migrations.js';
import { SqliteStore, migrate } from './sqlite-store.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function dbFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-webhooks-'));
  dirs.push(dir);
  return path.join(dir, 'scribe.db');
}

describe('webhook subscriptions of two front-ends (migration 9)', () => {
  it('keeps a subscription made before migration 9 as the svc API\'s, and lists and deletes each front-end\'s apart', async () => {
    const file = dbFile();
    const old = new Database(file);
    migrate(old, SQLITE_MIGRATIONS.filter((m) => m.version <= 8));
    old.prepare(`INSERT INTO clients (id, name, secret_hash, scopes, created_at) VALUES ('c1', 'c', 'h', '[]', 0)`).run();
    old
      .prepare(
        `INSERT INTO webhook_subscriptions (id, client_id, event_names, endpoint, protocol, created_at, updated_at)
         VALUES ('svc-1', 'c1', '["v2rx.completed"]', 'https://emr.test/hook', 'https', 0, 0)`,
      )
      .run();
    old.close();

    const store = SqliteStore.open(file);
    try {
      const at = new Date(1000);
      await store.webhooks.insert({
        id: 'wh_1',
        clientId: 'c1',
        api: 'medscribealliance',
        eventNames: ['session.completed'],
        endpoint: 'https://emr.test/msa',
        protocol: 'https',
        sealedSigningKey: null,
        createdAt: at,
        updatedAt: at,
        disabledAt: null,
        disabledReason: null,
      });
      expect((await store.webhooks.list('c1', 'svc')).map((s) => [s.id, s.api])).toEqual([['svc-1', 'svc']]);
      expect((await store.webhooks.list('c1', 'medscribealliance')).map((s) => s.id)).toEqual(['wh_1']);
      expect((await store.webhooks.subscribers('c1', 'session.completed')).map((s) => s.id)).toEqual(['wh_1']);
      expect((await store.webhooks.subscribers('c1', 'v2rx.completed')).map((s) => s.id)).toEqual(['svc-1']);
      expect(await store.webhooks.deleteOwned('c1', 'wh_1', 'svc')).toBe(false);
      expect(await store.webhooks.deleteOwned('c1', 'svc-1', 'medscribealliance')).toBe(false);
      expect(await store.webhooks.deleteOwned('c1', 'wh_1', 'medscribealliance')).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('writes a move\'s notifications with the move only: a session created twice, or expired twice, notifies once', async () => {
    const store = SqliteStore.open(dbFile());
    try {
      const at = new Date(1000);
      await store.clients.insert({ id: 'c1', name: 'c', secretHash: 'h', scopes: [], redirectUrl: '', createdAt: at, revokedAt: null });
      await store.webhooks.insert({
        id: 'wh_1',
        clientId: 'c1',
        api: 'medscribealliance',
        eventNames: ['session.started', 'session.expired'],
        endpoint: 'https://emr.test/msa',
        protocol: 'https',
        sealedSigningKey: null,
        createdAt: at,
        updatedAt: at,
        disabledAt: null,
        disabledReason: null,
      });
      const notify = (id: string, event: 'session.started' | 'session.expired') => ({
        deliveries: [{ id, subscriptionId: 'wh_1', event, txnId: 'ses_1', body: `{"event":"${event}"}` }],
        jobs: [{ kind: 'deliver-webhook', payload: { deliveryId: id }, maxAttempts: 1, dedupeKey: `webhook:${id}` }],
      });
      const session: SessionRecord = {
        clientId: 'c1',
        txnId: 'ses_1',
        ownerId: null,
        state: 'created',
        folderPath: 'c1/ses_1/20260101_000000/',
        extraData: {},
        protocolSettings: null,
        request: null,
        batchId: null,
        output: null,
        fhir: null,
        result: null,
        failureReason: null,
        progress: null,
        createdAt: at,
        queuedAt: null,
        startedAt: null,
        finishedAt: null,
      };
      expect(await store.sessions.create(session, notify('msg_1', 'session.started'))).toBe(true);
      expect(await store.sessions.create(session, notify('msg_2', 'session.started'))).toBe(false);
      expect(await store.sessions.unstartedBefore(new Date(2000), 10)).toHaveLength(1);
      expect(await store.sessions.expire(session, new Date(3000), notify('msg_3', 'session.expired'))).toBe(true);
      expect(await store.sessions.expire(session, new Date(4000), notify('msg_4', 'session.expired'))).toBe(false);
      expect(await store.sessions.unstartedBefore(new Date(5000), 10)).toEqual([]);
      expect((await store.sessions.find(session))?.state).toBe('expired');
      const { deliveries } = await store.webhooks.deliveries('wh_1', { limit: 10, offset: 0 });
      expect(deliveries.map((d) => d.id).sort()).toEqual(['msg_1', 'msg_3']);
      // And their jobs, as many.
      const claimed: unknown[] = [];
      for (let job = await store.jobs.claim('w', ['deliver-webhook'], 60_000); job; job = await store.jobs.claim('w', ['deliver-webhook'], 60_000)) {
        claimed.push(job.payload);
      }
      expect(claimed).toEqual([{ deliveryId: 'msg_1' }, { deliveryId: 'msg_3' }]);
    } finally {
      await store.close();
    }
  });
});
