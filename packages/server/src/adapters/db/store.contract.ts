import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_MOVES, canMove, moveEnd, type SessionMove } from '../../domain/session/transitions.js';
import { SESSION_STATES, type SessionRequest, type SessionResult, type SessionState } from '../../domain/sessions.js';
import type {
  AbhaEnrolmentRecord,
  ClientRecord,
  DocumentRecord,
  LegacyOutputItem,
  NewDelivery,
  SessionKey,
  SessionRecord,
  Store,
  UserRecord,
  WebhookSubscriptionRecord,
} from './store.js';

const T0 = Date.UTC(2025, 0, 1);
/** `s` seconds after T0. */
const at = (s: number): Date => new Date(T0 + s * 1000);

const client = (id: string, createdAt = at(0)): ClientRecord => ({
  id,
  name: `clinic ${id}`,
  secretHash: `hash-${id}`,
  scopes: ['transcription', 'sessions'],
  redirectUrl: '',
  createdAt,
  revokedAt: null,
});

const session = (clientId: string, txnId: string, createdAt = at(0), ownerId: string | null = null): SessionRecord => ({
  clientId,
  txnId,
  ownerId,
  state: 'created',
  folderPath: `${clientId}/${txnId}/20250101_000000/`,
  extraData: { ward: 'B', nested: { n: 1.5, list: [true, null] } },
  protocolSettings: null,
  request: null,
  batchId: null,
  output: null,
  fhir: null,
  result: null,
  failureReason: null,
  progress: null,
  createdAt,
  queuedAt: null,
  startedAt: null,
  finishedAt: null,
});

const subscription = (id: string, clientId = 'c1', overrides: Partial<WebhookSubscriptionRecord> = {}): WebhookSubscriptionRecord => ({
  id,
  clientId,
  api: 'svc',
  eventNames: ['v2rx.completed'],
  endpoint: `https://emr.test/${id}`,
  protocol: 'https',
  sealedSigningKey: null,
  createdAt: at(0),
  updatedAt: at(0),
  disabledAt: null,
  disabledReason: null,
  ...overrides,
});

const user = (id: string, clientId = 'c1', createdAt = at(0)): UserRecord => ({
  id,
  clientId,
  email: `${id}@clinic.test`,
  passwordHash: `scrypt$${id}`,
  createdAt,
  disabledAt: null,
});

/** The repositories keep requests, outputs and results whole, as JSON: their shape is the services' business. */
const request = { source: 'init', mode: 'dictation', languages: ['en-IN'], files: ['a.wav'], templates: [] } as unknown as SessionRequest;
/** The svc outputs a session finished by an older version kept (the store no longer writes them). */
const legacyOutput = [{ template_id: 'transcript', value: '{"text":"fever"}', status: 'success' }] as unknown as LegacyOutputItem[];
const result = { version: 1, files: [], fileErrors: [] } as SessionResult;
/** Stored text must come back byte for byte: odd spacing, key order and non-ASCII included. */
const FHIR = '{ "resourceType":"Bundle",  "entry":[], "note":"fièvre — 39 °C ✓" }\n';
const BODY = '{"type":"v2rx.completed","data":{ "txn_id":"t1","ñ":"ü"}}';

const delivery = (id: string, txnId = 't1', subscriptionId = 'wh1'): NewDelivery => ({ id, subscriptionId, event: 'v2rx.completed', txnId, body: BODY });
const job = (n: number) => ({ kind: 'deliver', payload: { n }, maxAttempts: 3 });
const key = (txnId: string, clientId = 'c1'): SessionKey => ({ clientId, txnId });

/**
 * The behaviour every `Store` implementation promises: the same results, orderings and transactions on each
 * backend. Each implementation's test calls this with a factory that returns a fresh, empty store.
 */
export function storeContract(makeStore: () => Promise<Store>): void {
  describe('Store contract', () => {
    const opened: Store[] = [];
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close()));
    });

    /** A fresh store with clients c1 and c2. */
    async function open(): Promise<Store> {
      const store = await makeStore();
      opened.push(store);
      await store.clients.insert(client('c1'));
      await store.clients.insert(client('c2', at(1)));
      return store;
    }

    /** A fresh store with session c1/t1, started, and subscription wh1 of c1. */
    async function openWithStartedSession(): Promise<Store> {
      const store = await open();
      await store.sessions.create(session('c1', 't1'));
      await store.webhooks.insert(subscription('wh1'));
      expect(await store.sessions.start(key('t1'), { request, batchId: 'b1', at: at(10) }, { kind: 'process', payload: key('t1'), maxAttempts: 3 })).toBe('started');
      return store;
    }

    it('answers a ping', async () => {
      await expect((await open()).ping()).resolves.toBeUndefined();
    });

    describe('clients, refresh tokens and client keys', () => {
      it('finds, lists (oldest first) and revokes clients once', async () => {
        const store = await open();
        await store.clients.insert({ ...client('c3', at(2)), name: 'clinic c1' });
        expect(await store.clients.findById('c1')).toEqual(client('c1'));
        expect(await store.clients.findById('nope')).toBeUndefined();
        expect((await store.clients.findByName('clinic c1')).map((c) => c.id)).toEqual(['c1', 'c3']);
        expect((await store.clients.list()).map((c) => c.id)).toEqual(['c1', 'c2', 'c3']);
        expect(await store.clients.revoke('c2', at(5))).toBe(true);
        expect(await store.clients.revoke('c2', at(6))).toBe(false);
        expect(await store.clients.revoke('nope', at(6))).toBe(false);
        expect((await store.clients.findById('c2'))?.revokedAt).toEqual(at(5));
      });

      it('spends a refresh token once and revokes a family or a client\'s tokens', async () => {
        const store = await open();
        await store.users.insert(user('u1'));
        const token = (tokenHash: string, familyId: string, clientId = 'c1', userId: string | null = null) => ({
          tokenHash,
          clientId,
          userId,
          familyId,
          expiresAt: at(3600),
          createdAt: at(0),
          usedAt: null,
          revokedAt: null,
        });
        for (const t of [token('h1', 'f1', 'c1', 'u1'), token('h2', 'f1'), token('h3', 'f2'), token('h4', 'f3', 'c2')]) await store.refreshTokens.insert(t);
        expect(await store.refreshTokens.findByHash('h1')).toEqual(token('h1', 'f1', 'c1', 'u1'));
        expect(await store.refreshTokens.findByHash('nope')).toBeUndefined();
        expect(await store.refreshTokens.markUsed('h1', at(1))).toBe(true);
        expect(await store.refreshTokens.markUsed('h1', at(2))).toBe(false);
        expect((await store.refreshTokens.findByHash('h1'))?.usedAt).toEqual(at(1));

        await store.refreshTokens.revokeFamily('f1', at(3));
        await store.refreshTokens.revokeFamily('f1', at(4));
        expect((await store.refreshTokens.findByHash('h2'))?.revokedAt).toEqual(at(3));
        expect((await store.refreshTokens.findByHash('h3'))?.revokedAt).toBeNull();
        await store.refreshTokens.revokeClient('c1', at(5));
        expect((await store.refreshTokens.findByHash('h3'))?.revokedAt).toEqual(at(5));
        expect((await store.refreshTokens.findByHash('h2'))?.revokedAt).toEqual(at(3));
        expect((await store.refreshTokens.findByHash('h4'))?.revokedAt).toBeNull();
      });

      it('lists client keys oldest first (in insertion order at the same instant) and revokes them', async () => {
        const store = await open();
        const clientKey = (kid: string, clientId: string, createdAt = at(0)) => ({ kid, clientId, sealedKey: `sealed-${kid}`, createdAt, revokedAt: null });
        for (const k of [clientKey('k-z', 'c1'), clientKey('k-a', 'c1'), clientKey('k-0', 'c2', at(-1)), clientKey('k-m', 'c1', at(2))]) await store.clientKeys.insert(k);
        expect(await store.clientKeys.findByKid('k-z')).toEqual(clientKey('k-z', 'c1'));
        expect(await store.clientKeys.findByKid('nope')).toBeUndefined();
        expect((await store.clientKeys.list('c1')).map((k) => k.kid)).toEqual(['k-z', 'k-a', 'k-m']);
        expect((await store.clientKeys.list()).map((k) => k.kid)).toEqual(['k-0', 'k-z', 'k-a', 'k-m']);
        expect(await store.clientKeys.list('nope')).toEqual([]);
        expect(await store.clientKeys.revoke('k-a', at(3))).toBe(true);
        expect(await store.clientKeys.revoke('k-a', at(4))).toBe(false);
        await store.clientKeys.revokeClient('c1', at(5));
        expect((await store.clientKeys.list('c1')).map((k) => k.revokedAt)).toEqual([at(5), at(3), at(5)]);
        expect((await store.clientKeys.findByKid('k-0'))?.revokedAt).toBeNull();
      });
    });

    describe('documents', () => {
      const document = (id: string, clientId: string, createdAt: Date): DocumentRecord => ({
        id,
        clientId,
        blobKey: `documents/${id}`,
        documentType: 'lab_report',
        documentDate: '2024-12-31',
        title: 'CBC',
        patientReference: 'p-1',
        mediaType: 'application/pdf',
        sizeBytes: 5_000_000_000,
        sha256: 'abc',
        createdAt,
      });

      it('reads, lists (newest first, paged, with the total) and deletes only the owner\'s documents', async () => {
        const store = await open();
        const docs = [document('d1', 'c1', at(1)), document('d2', 'c1', at(2)), document('d3', 'c1', at(2)), document('x1', 'c2', at(3))];
        for (const d of docs) await store.documents.insert(d);
        await store.documents.insert({ ...document('d0', 'c1', at(0)), documentDate: null, title: null, patientReference: null });
        expect(await store.documents.findOwned('c1', 'd1')).toEqual(docs[0]);
        expect(await store.documents.findOwned('c2', 'd1')).toBeUndefined();
        expect(await store.documents.listOwned('c1', { limit: 2, offset: 0 })).toEqual({ documents: [docs[2], docs[1]], total: 4 });
        expect((await store.documents.listOwned('c1', { limit: 10, offset: 2 })).documents.map((d) => d.id)).toEqual(['d1', 'd0']);
        expect((await store.documents.findOwned('c1', 'd0'))?.title).toBeNull();
        expect(await store.documents.deleteOwned('c2', 'd1')).toBe(false);
        expect(await store.documents.deleteOwned('c1', 'd1')).toBe(true);
        expect(await store.documents.deleteOwned('c1', 'd1')).toBe(false);
        expect((await store.documents.listOwned('c1', { limit: 10, offset: 0 })).total).toBe(3);
      });
    });

    describe('sessions', () => {
      it('creates a session once per client and id, with the notifications of its creation', async () => {
        const store = await open();
        await store.webhooks.insert(subscription('wh1'));
        const notifications = { deliveries: [delivery('d-created')], jobs: [job(1)] };
        expect(await store.sessions.create(session('c1', 't1'), notifications)).toBe(true);
        expect(await store.sessions.create(session('c2', 't1'))).toBe(true);
        expect(await store.sessions.create({ ...session('c1', 't1'), folderPath: 'other/' }, { deliveries: [delivery('d-again')], jobs: [job(2)] })).toBe(false);
        expect(await store.sessions.find(key('t1'))).toEqual(session('c1', 't1'));
        expect(await store.sessions.find(key('nope'))).toBeUndefined();
        expect((await store.webhooks.deliveries('wh1', { limit: 10, offset: 0 })).deliveries.map((d) => d.id)).toEqual(['d-created']);
        expect((await store.jobs.counts()).pending).toBe(1);
      });

      it("keeps a front-end's own settings of a session whole, apart from the client's extra_data, through its moves", async () => {
        const store = await open();
        const protocolSettings = { medscribealliance: { templates: ['soap'], model: 'pro', additionalData: { emr: 'é', n: 2.5, none: null } } };
        await store.sessions.create({ ...session('c1', 'msa'), extraData: {}, protocolSettings });
        await store.sessions.create(session('c1', 'svc'));
        expect(await store.sessions.find(key('msa'))).toEqual({ ...session('c1', 'msa'), extraData: {}, protocolSettings });
        expect((await store.sessions.find(key('svc')))?.protocolSettings).toBeNull();
        await store.sessions.start(key('msa'), { request, batchId: 'b', at: at(5) }, job(0));
        await store.sessions.finish(key('msa'), { state: 'completed', fhir: null, result, failureReason: null, at: at(9) }, [], []);
        expect((await store.sessions.list({ clientId: 'c1', limit: 10 })).map((s) => [s.txnId, s.protocolSettings])).toEqual([
          ['msa', protocolSettings],
          ['svc', null],
        ]);
      });

      it('lists sessions newest first (then by id), by client and state, up to the limit', async () => {
        const store = await open();
        for (const [c, t, s] of [['c1', 'b', 1], ['c1', 'a', 1], ['c1', 'c', 0], ['c2', 'd', 2]] as const) await store.sessions.create(session(c, t, at(s)));
        await store.sessions.start(key('c'), { request, batchId: 'b', at: at(5) }, job(0));
        const ids = async (filter: Parameters<Store['sessions']['list']>[0]) => (await store.sessions.list(filter)).map((s) => s.txnId);
        expect(await ids({ limit: 10 })).toEqual(['d', 'a', 'b', 'c']);
        expect(await ids({ clientId: 'c1', limit: 2 })).toEqual(['a', 'b']);
        expect(await ids({ state: 'queued', limit: 10 })).toEqual(['c']);
        expect(await ids({ clientId: 'c2', state: 'created', limit: 10 })).toEqual(['d']);
      });

      it("keeps a session's owner, and finds or lists (by creation time) only a user's own when asked, whatever the limit", async () => {
        const store = await open();
        for (const id of ['u1', 'u2']) await store.users.insert(user(id));
        await store.sessions.create(session('c1', 'mine', at(1), 'u1'));
        // More sessions of others, and newer, than the limit: the owner's are found by the query, not among the newest.
        for (let i = 0; i < 5; i++) await store.sessions.create(session('c1', `theirs-${i}`, at(10 + i), 'u2'));
        await store.sessions.create(session('c1', 'clients', at(20)));
        await store.sessions.create(session('c1', 'mine-2', at(30), 'u1'));
        expect(await store.sessions.find(key('mine'), 'u1')).toEqual(session('c1', 'mine', at(1), 'u1'));
        expect(await store.sessions.find(key('mine'), 'u2')).toBeUndefined();
        expect(await store.sessions.find(key('clients'), 'u1')).toBeUndefined();
        expect(await store.sessions.find(key('clients'))).toEqual(session('c1', 'clients', at(20)));
        const ids = async (filter: Parameters<Store['sessions']['list']>[0]) => (await store.sessions.list(filter)).map((s) => s.txnId);
        expect(await ids({ clientId: 'c1', ownerId: 'u1', limit: 2 })).toEqual(['mine-2', 'mine']);
        expect(await ids({ clientId: 'c1', ownerId: 'u2', limit: 2 })).toEqual(['theirs-4', 'theirs-3']);
        // From inclusive, before exclusive.
        expect(await ids({ clientId: 'c1', ownerId: 'u1', createdFrom: at(1), createdBefore: at(30), limit: 10 })).toEqual(['mine']);
        expect(await ids({ clientId: 'c1', createdFrom: at(12), createdBefore: at(14), limit: 10 })).toEqual(['theirs-3', 'theirs-2']);
        expect(await ids({ clientId: 'c2', ownerId: 'u1', limit: 10 })).toEqual([]);
      });

      it('adds files while the session is created, a file uploaded again replacing the first in its place', async () => {
        const store = await open();
        await store.sessions.create(session('c1', 't1'));
        const file = (name: string, blobKey: string, s: number) => ({ ...key('t1'), name, blobKey, contentType: 'audio/wav', sizeBytes: 3_000_000_000, uploadedAt: at(s) });
        expect(await store.sessions.addFile(file('a.wav', 'blob-a1', 1))).toEqual({ added: true, replacedBlobKey: null });
        expect(await store.sessions.addFile(file('b.wav', 'blob-b', 2))).toEqual({ added: true, replacedBlobKey: null });
        expect(await store.sessions.addFile(file('a.wav', 'blob-a2', 3))).toEqual({ added: true, replacedBlobKey: 'blob-a1' });
        expect(await store.sessions.files(key('t1'))).toEqual([file('a.wav', 'blob-a2', 3), file('b.wav', 'blob-b', 2)]);
        expect(await store.sessions.addFile({ ...file('c.wav', 'blob-c', 4), txnId: 'nope' })).toEqual({ added: false });
        await store.sessions.start(key('t1'), { request, batchId: 'b', at: at(5) }, job(0));
        expect(await store.sessions.addFile(file('c.wav', 'blob-c', 6))).toEqual({ added: false });
        expect(await store.sessions.files(key('t1'))).toHaveLength(2);
      });

      it('starts a session once, with its job and notifications in the same transaction', async () => {
        const store = await open();
        await store.sessions.create(session('c1', 't1'));
        await store.webhooks.insert(subscription('wh1'));
        const notifications = { deliveries: [delivery('d-queued')], jobs: [job(1)] };
        const processing = { kind: 'process', payload: key('t1'), maxAttempts: 3 };
        expect(await store.sessions.start(key('t1'), { request, batchId: 'b1', at: at(10) }, processing, notifications)).toBe('started');
        expect(await store.sessions.start(key('t1'), { request, batchId: 'b2', at: at(11) }, processing, notifications)).toBe('already_started');
        expect(await store.sessions.start(key('nope'), { request, batchId: 'b3', at: at(11) }, processing)).toBe('not_found');
        expect(await store.sessions.find(key('t1'))).toMatchObject({ state: 'queued', request, batchId: 'b1', queuedAt: at(10) });
        expect(await store.jobs.counts('process')).toEqual({ pending: 1, running: 0, done: 0, failed: 0 });
        expect(await store.jobs.counts('deliver')).toMatchObject({ pending: 1 });
        expect((await store.webhooks.deliveries('wh1', { limit: 10, offset: 0 })).total).toBe(1);
        // Due at the start's time: a worker whose clock reads it claims the job.
        expect((await store.jobs.claim('w', ['process'], 1000))?.payload).toEqual(key('t1'));
      });

      it('starts a session once when servers start it at the same moment', async () => {
        const store = await open();
        await store.sessions.create(session('c1', 't1'));
        const starts = await Promise.all(Array.from({ length: 5 }, (_, i) => store.sessions.start(key('t1'), { request, batchId: `b${i}`, at: at(10) }, job(i))));
        expect(starts.filter((s) => s === 'started')).toHaveLength(1);
        expect((await store.jobs.counts()).pending).toBe(1);
      });

      it('claims an init after the manifest once, and marks a session processing until it finishes', async () => {
        const store = await openWithStartedSession();
        expect(await store.sessions.claimInitAfterManifest(key('t1'), at(11))).toBe(true);
        expect(await store.sessions.claimInitAfterManifest(key('t1'), at(12))).toBe(false);
        expect(await store.sessions.claimInitAfterManifest(key('nope'), at(12))).toBe(false);
        expect(await store.sessions.markProcessing(key('t1'), at(13))).toBe(true);
        expect(await store.sessions.markProcessing(key('t1'), at(14))).toBe(true);
        expect(await store.sessions.find(key('t1'))).toMatchObject({ state: 'processing', startedAt: at(14) });
        await store.sessions.finish(key('t1'), { state: 'failed', fhir: null, result: null, failureReason: 'no audio', at: at(15) }, [], []);
        expect(await store.sessions.markProcessing(key('t1'), at(16))).toBe(false);
      });

      it("records a processing session's progress, and only while it is processing", async () => {
        const store = await openWithStartedSession();
        expect(await store.sessions.setProgress(key('t1'), { stage: 'transcribing', fraction: 0.5 })).toBe(false);
        expect((await store.sessions.find(key('t1')))?.progress).toBeNull();
        await store.sessions.markProcessing(key('t1'), at(13));
        expect(await store.sessions.setProgress(key('t1'), { stage: 'transcribing', fraction: 0.5 })).toBe(true);
        expect((await store.sessions.find(key('t1')))?.progress).toEqual({ stage: 'transcribing', fraction: 0.5 });
        expect(await store.sessions.setProgress(key('t1'), { stage: 'writing_note', fraction: 0 })).toBe(true);
        expect((await store.sessions.list({ clientId: 'c1', limit: 10 }))[0]?.progress).toEqual({ stage: 'writing_note', fraction: 0 });
        await store.sessions.finish(key('t1'), { state: 'failed', fhir: null, result: null, failureReason: 'no audio', at: at(15) }, [], []);
        expect(await store.sessions.setProgress(key('t1'), { stage: 'transcribing', fraction: 1 })).toBe(false);
        expect(await store.sessions.setProgress(key('nope'), { stage: 'transcribing', fraction: 1 })).toBe(false);
      });

      it('finishes a session once, with its deliveries and their jobs; a second finish writes nothing', async () => {
        const store = await openWithStartedSession();
        const outcome = { state: 'completed' as const, fhir: FHIR, result, failureReason: null, at: at(20) };
        expect(await store.sessions.finish(key('t1'), outcome, [delivery('d1')], [job(1)])).toBe(true);
        expect(await store.sessions.finish(key('t1'), { ...outcome, state: 'failed', at: at(21) }, [delivery('d2')], [job(2)])).toBe(false);
        expect(await store.sessions.find(key('t1'))).toMatchObject({ state: 'completed', output: null, fhir: FHIR, result, failureReason: null, finishedAt: at(20) });
        const { deliveries, total } = await store.webhooks.deliveries('wh1', { limit: 10, offset: 0 });
        expect(total).toBe(1);
        expect(deliveries[0]).toEqual({ ...delivery('d1'), state: 'pending', attempts: 0, lastStatus: null, lastError: null, createdAt: at(20), updatedAt: at(20), log: [] });
        expect(await store.jobs.counts('deliver')).toMatchObject({ pending: 1 });
      });

      it('reads the svc outputs a session finished by an older version kept, whole, as it wrote them', async () => {
        const store = await open();
        const finished = { ...session('c1', 'old'), state: 'completed' as const, request, output: legacyOutput, finishedAt: at(9) };
        await store.sessions.create(finished);
        expect(await store.sessions.find(key('old'))).toEqual(finished);
      });

      it('commits nothing of a finish whose delivery cannot be written', async () => {
        const store = await openWithStartedSession();
        const outcome = { state: 'completed' as const, fhir: FHIR, result, failureReason: null, at: at(20) };
        // A delivery to a subscription that does not exist breaks its foreign key, after the session's row was updated.
        await expect(store.sessions.finish(key('t1'), outcome, [delivery('d1', 't1', 'no-such-subscription')], [job(1)])).rejects.toThrow();
        expect(await store.sessions.find(key('t1'))).toMatchObject({ state: 'queued', output: null, finishedAt: null });
        expect(await store.jobs.counts('deliver')).toMatchObject({ pending: 0 });
        expect(await store.sessions.finish(key('t1'), outcome, [delivery('d1')], [job(1)])).toBe(true);
      });

      it('expires sessions never started, with their notifications, and lists those due', async () => {
        const store = await open();
        await store.webhooks.insert(subscription('wh1'));
        for (const [t, s] of [['t3', 3], ['t1', 1], ['t2', 2], ['t0', 1]] as const) await store.sessions.create(session('c1', t, at(s)));
        await store.sessions.start(key('t2'), { request, batchId: 'b', at: at(4) }, job(0));
        expect((await store.sessions.unstartedBefore(at(3), 10)).map((s) => s.txnId)).toEqual(['t0', 't1']);
        expect((await store.sessions.unstartedBefore(at(10), 1)).map((s) => s.txnId)).toEqual(['t0']);

        expect(await store.sessions.expire(key('t0'), at(5), { deliveries: [delivery('d-exp', 't0')], jobs: [job(1)] })).toBe(true);
        expect(await store.sessions.expire(key('t0'), at(6), { deliveries: [delivery('d-exp2', 't0')], jobs: [job(2)] })).toBe(false);
        expect(await store.sessions.expire(key('t2'), at(6), { deliveries: [], jobs: [] })).toBe(false);
        expect(await store.sessions.find(key('t0'))).toMatchObject({ state: 'expired', finishedAt: at(5) });
        expect((await store.webhooks.deliveries('wh1', { limit: 10, offset: 0 })).deliveries.map((d) => d.id)).toEqual(['d-exp']);

        expect(await store.sessions.expire(key('t1'), at(7), { deliveries: [], jobs: [] })).toBe(true);
        expect((await store.sessions.find(key('t1')))?.state).toBe('expired');
        expect((await store.sessions.find(key('t3')))?.state).toBe('created');
        await store.sessions.finish(key('t2'), { state: 'completed', fhir: null, result, failureReason: null, at: at(6) }, [], []);
        expect(await store.sessions.finishedBefore(at(7), 10)).toEqual([key('t0'), key('t2')]);
        expect(await store.sessions.finishedBefore(at(8), 10)).toEqual([key('t0'), key('t2'), key('t1')]);
        expect(await store.sessions.finishedBefore(at(8), 1)).toEqual([key('t0')]);
      });

      it('makes every move from the states the domain allows it from, refuses it from any other, and lists those that may expire', async () => {
        const store = await open();
        /** A new session c1/`txnId`, brought to `state` by the store's own moves. */
        const sessionIn = async (txnId: string, state: SessionState): Promise<void> => {
          await store.sessions.create(session('c1', txnId));
          if (state === 'expired') await store.sessions.expire(key(txnId), at(1), { deliveries: [], jobs: [] });
          if (state !== 'created' && state !== 'expired') await store.sessions.start(key(txnId), { request, batchId: 'b', at: at(1) }, job(0));
          if (state === 'processing') await store.sessions.markProcessing(key(txnId), at(2));
          if (state === 'completed' || state === 'partial' || state === 'failed') {
            await store.sessions.finish(key(txnId), { state, fhir: null, result, failureReason: null, at: at(2) }, [], []);
          }
          expect((await store.sessions.find(key(txnId)))?.state).toBe(state);
        };
        /** Whether the store made the move. */
        const made: Record<SessionMove, (txnId: string) => Promise<boolean>> = {
          addFile: async (txnId) => (await store.sessions.addFile({ ...key(txnId), name: 'a.wav', blobKey: `blob-${txnId}`, contentType: 'audio/wav', sizeBytes: 1, uploadedAt: at(3) })).added,
          queue: async (txnId) => (await store.sessions.start(key(txnId), { request, batchId: 'b2', at: at(3) }, job(1))) === 'started',
          startProcessing: async (txnId) => store.sessions.markProcessing(key(txnId), at(3)),
          finish: async (txnId) => store.sessions.finish(key(txnId), { state: 'partial', fhir: null, result, failureReason: null, at: at(3) }, [], []),
          expire: async (txnId) => store.sessions.expire(key(txnId), at(3), { deliveries: [], jobs: [] }),
        };
        const moves = Object.keys(SESSION_MOVES) as SessionMove[];
        const answers = [];
        for (const state of SESSION_STATES) {
          for (const move of moves) {
            const txnId = `${state}-${move}`;
            await sessionIn(txnId, state);
            answers.push({ state, move, made: await made[move](txnId), now: (await store.sessions.find(key(txnId)))?.state });
          }
        }
        // A refused move leaves the session where it was; `finish` ends it as the outcome says.
        const domain = SESSION_STATES.flatMap((state) =>
          moves.map((move) => {
            const allowed = canMove(move, state);
            return { state, move, made: allowed, now: allowed ? (move === 'finish' ? 'partial' : moveEnd(move)) : state };
          }),
        );
        expect(answers).toEqual(domain);
        // The housekeeping lists the sessions that may expire, and only those.
        const sessions = await store.sessions.list({ clientId: 'c1', limit: 100 });
        const expirable = sessions.filter((s) => canMove('expire', s.state)).map((s) => s.txnId);
        expect(expirable.length).toBeGreaterThan(0);
        expect(expirable.length).toBeLessThan(sessions.length);
        expect((await store.sessions.unstartedBefore(at(10), 100)).map((s) => s.txnId).sort()).toEqual(expirable.sort());
      });

      it('deletes a session with its files, uploads, parts and signed notes, answering the blobs to delete', async () => {
        const store = await open();
        await store.sessions.create(session('c1', 't1'));
        await store.sessions.create(session('c1', 't2'));
        await store.sessions.addFile({ ...key('t1'), name: 'a.wav', blobKey: 'blob-a', contentType: 'audio/wav', sizeBytes: 1, uploadedAt: at(1) });
        await store.multipartUploads.insert({ ...key('t1'), id: 'up1', name: 'big.wav', contentType: 'audio/wav', createdAt: at(1), storeUploadId: null });
        await store.multipartUploads.putPart({ uploadId: 'up1', partNumber: 1, blobKey: 'part-1', sizeBytes: 1, etag: '"e"', uploadedAt: at(2) });
        await store.users.insert(user('u1'));
        await store.signedNotes.insert({ ...key('t1'), id: 'n1', signedBy: 'u1', signedAt: at(3), content: '{}' });

        expect((await store.sessions.delete(key('t1')))?.sort()).toEqual(['blob-a', 'part-1']);
        expect(await store.sessions.delete(key('t1'))).toBeUndefined();
        expect(await store.sessions.find(key('t1'))).toBeUndefined();
        expect(await store.sessions.files(key('t1'))).toEqual([]);
        expect(await store.multipartUploads.find('up1')).toBeUndefined();
        expect(await store.multipartUploads.parts('up1')).toEqual([]);
        expect(await store.signedNotes.list(key('t1'))).toEqual([]);
        expect(await store.sessions.find(key('t2'))).toBeDefined();
      });
    });

    describe('webhooks', () => {
      it('lists, finds and deletes a client\'s subscriptions per front-end', async () => {
        const store = await open();
        const svc = subscription('wh-b', 'c1', { sealedSigningKey: 'sealed', createdAt: at(1) });
        const msa = subscription('wh-a', 'c1', { api: 'medscribealliance', eventNames: ['session.completed'], createdAt: at(1) });
        for (const s of [svc, subscription('wh-a0', 'c1', { createdAt: at(1) }), msa, subscription('wh-c', 'c2')]) await store.webhooks.insert(s);
        expect(await store.webhooks.find('wh-b')).toEqual(svc);
        expect(await store.webhooks.find('nope')).toBeUndefined();
        expect((await store.webhooks.list('c1', 'svc')).map((s) => s.id)).toEqual(['wh-a0', 'wh-b']);
        expect(await store.webhooks.list('c1', 'medscribealliance')).toEqual([msa]);
        expect(await store.webhooks.deleteOwned('c2', 'wh-b', 'svc')).toBe(false);
        expect(await store.webhooks.deleteOwned('c1', 'wh-b', 'medscribealliance')).toBe(false);
        expect(await store.webhooks.deleteOwned('c1', 'wh-b', 'svc')).toBe(true);
        expect(await store.webhooks.deleteOwned('c1', 'wh-b', 'svc')).toBe(false);
      });

      it('finds the enabled subscribers to an event, by exact name', async () => {
        const store = await open();
        await store.webhooks.insert(subscription('wh1', 'c1', { eventNames: ['v2rx.completed', 'v2rx.failed'] }));
        await store.webhooks.insert(subscription('wh2', 'c1', { eventNames: ['v2rx.failed'], createdAt: at(1) }));
        await store.webhooks.insert(subscription('wh3', 'c2', { eventNames: ['v2rx.failed'] }));
        await store.webhooks.insert(subscription('wh4', 'c1', { api: 'medscribealliance', eventNames: ['session.completed'] }));
        expect((await store.webhooks.subscribers('c1', 'v2rx.failed')).map((s) => s.id)).toEqual(['wh1', 'wh2']);
        expect((await store.webhooks.subscribers('c1', 'session.completed')).map((s) => s.id)).toEqual(['wh4']);
        await store.webhooks.disable('wh1', 'gone (410)', at(5));
        await store.webhooks.disable('wh1', 'again', at(6));
        expect(await store.webhooks.find('wh1')).toMatchObject({ disabledAt: at(5), disabledReason: 'gone (410)', updatedAt: at(5) });
        expect((await store.webhooks.subscribers('c1', 'v2rx.failed')).map((s) => s.id)).toEqual(['wh2']);
      });

      it('logs attempts (the last word on a repeated one standing), moves the delivery on, and pages deliveries newest first', async () => {
        const store = await openWithStartedSession();
        await store.sessions.create(session('c1', 't2'));
        await store.sessions.start(key('t2'), { request, batchId: 'b', at: at(10) }, job(0));
        await store.sessions.finish(key('t1'), { state: 'completed', fhir: null, result, failureReason: null, at: at(20) }, [delivery('d1')], []);
        await store.sessions.finish(key('t2'), { state: 'completed', fhir: null, result, failureReason: null, at: at(30) }, [delivery('d2', 't2')], []);

        const attempt = (n: number, status: number | null, error: string | null) => ({ deliveryId: 'd1', attempt: n, attemptedAt: at(40 + n), status, error, durationMs: 12 });
        await store.webhooks.recordAttempt(attempt(1, null, 'timeout'), 'failed');
        await store.webhooks.recordAttempt(attempt(2, 500, 'server error'), 'failed');
        await store.webhooks.recordAttempt(attempt(2, 200, null), 'delivered');
        await store.webhooks.recordAttempt(attempt(1, 503, null), 'delivered');
        await store.webhooks.recordAttempt({ ...attempt(1, 200, null), deliveryId: 'nope' }, 'delivered');
        expect(await store.webhooks.findDelivery('d1')).toMatchObject({ state: 'delivered', attempts: 2, lastStatus: 503, lastError: null, updatedAt: at(41), body: BODY });
        expect(await store.webhooks.findDelivery('nope')).toBeUndefined();

        const page = await store.webhooks.deliveries('wh1', { limit: 1, offset: 1 });
        expect(page.total).toBe(2);
        expect(page.deliveries.map((d) => d.id)).toEqual(['d1']);
        expect(page.deliveries[0]!.log).toEqual([attempt(1, 503, null), attempt(2, 200, null)]);
        expect((await store.webhooks.deliveries('wh1', { limit: 10, offset: 0 })).deliveries.map((d) => [d.id, d.log.length])).toEqual([['d2', 0], ['d1', 2]]);

        // Deleting the subscription takes its deliveries and their log with it.
        expect(await store.webhooks.deleteOwned('c1', 'wh1', 'svc')).toBe(true);
        expect(await store.webhooks.findDelivery('d1')).toBeUndefined();
      });
    });

    describe('multipart uploads', () => {
      it('keeps parts by number, a part uploaded again replacing the first, and deletes an upload with its parts', async () => {
        const store = await open();
        await store.sessions.create(session('c1', 't1'));
        const upload = (id: string, s: number) => ({ ...key('t1'), id, name: `${id}.wav`, contentType: 'audio/wav', createdAt: at(s), storeUploadId: null });
        const part = (partNumber: number, blobKey: string) => ({ uploadId: 'up1', partNumber, blobKey, sizeBytes: 5_242_880, etag: `"${blobKey}"`, uploadedAt: at(partNumber) });
        await store.multipartUploads.insert(upload('up2', 2));
        await store.multipartUploads.insert(upload('up1', 1));
        await store.multipartUploads.insert(upload('up3', 3));
        expect(await store.multipartUploads.find('up1')).toEqual(upload('up1', 1));
        expect(await store.multipartUploads.find('nope')).toBeUndefined();
        expect(await store.multipartUploads.putPart(part(2, 'p2'))).toBeNull();
        expect(await store.multipartUploads.putPart(part(1, 'p1'))).toBeNull();
        expect(await store.multipartUploads.putPart(part(2, 'p2b'))).toBe('p2');
        expect(await store.multipartUploads.parts('up1')).toEqual([part(1, 'p1'), part(2, 'p2b')]);
        expect((await store.multipartUploads.startedBefore(at(3))).map((u) => u.id)).toEqual(['up1', 'up2']);
        expect((await store.multipartUploads.delete('up1'))?.sort()).toEqual(['p1', 'p2b']);
        expect(await store.multipartUploads.delete('up1')).toBeUndefined();
        expect(await store.multipartUploads.parts('up1')).toEqual([]);
        expect(await store.multipartUploads.delete('up2')).toEqual([]);
      });

      it("keeps the object store's id of an upload sent straight to it", async () => {
        const store = await open();
        await store.sessions.create(session('c1', 't1'));
        const direct = { ...key('t1'), id: 'up1', name: 'big.wav', contentType: 'audio/wav', createdAt: at(1), storeUploadId: 's3-upload-id~1' };
        await store.multipartUploads.insert(direct);
        expect(await store.multipartUploads.find('up1')).toEqual(direct);
        expect(await store.multipartUploads.startedBefore(at(2))).toEqual([direct]);
        expect(await store.multipartUploads.delete('up1')).toEqual([]);
      });
    });

    describe('users and signed notes', () => {
      it('keeps one user per e-mail, lists users oldest first and disables once', async () => {
        const store = await open();
        expect(await store.users.insert(user('u2'))).toBe(true);
        expect(await store.users.insert({ ...user('u9'), email: 'u2@clinic.test' })).toBe(false);
        expect(await store.users.insert(user('u1'))).toBe(true);
        expect(await store.users.insert(user('u0', 'c2', at(-1)))).toBe(true);
        expect(await store.users.findById('u2')).toEqual(user('u2'));
        expect(await store.users.findById('u9')).toBeUndefined();
        expect(await store.users.findByEmail('u1@clinic.test')).toEqual(user('u1'));
        expect(await store.users.findByEmail('nobody@clinic.test')).toBeUndefined();
        expect((await store.users.list('c1')).map((u) => u.id)).toEqual(['u2', 'u1']);
        expect((await store.users.list()).map((u) => u.id)).toEqual(['u0', 'u2', 'u1']);
        expect(await store.users.list('nope')).toEqual([]);
        expect(await store.users.disable('u1', at(2))).toBe(true);
        expect(await store.users.disable('u1', at(3))).toBe(false);
        expect(await store.users.disable('nope', at(3))).toBe(false);
        expect((await store.users.findById('u1'))?.disabledAt).toEqual(at(2));
      });

      it('keeps every signed version of a session, newest first, and none for a session that does not exist', async () => {
        const store = await open();
        await store.sessions.create(session('c1', 't1'));
        await store.users.insert(user('u1'));
        const note = (id: string, s: number, content: string) => ({ ...key('t1'), id, signedBy: 'u1', signedAt: at(s), content });
        expect(await store.signedNotes.insert(note('s1', 2, '{"v":1}'))).toBe(true);
        expect(await store.signedNotes.insert(note('s2', 3, '{ "v":2, "é":"✓" }'))).toBe(true);
        expect(await store.signedNotes.insert(note('s3', 3, '{"v":3}'))).toBe(true);
        expect(await store.signedNotes.insert({ ...note('s4', 4, '{}'), txnId: 'missing' })).toBe(false);
        expect(await store.signedNotes.list(key('t1'))).toEqual([note('s3', 3, '{"v":3}'), note('s2', 3, '{ "v":2, "é":"✓" }'), note('s1', 2, '{"v":1}')]);
        expect(await store.signedNotes.list(key('missing'))).toEqual([]);
      });
    });

    describe('signing keys and stream tickets', () => {
      it('writes the first signing keys only into an empty store, and lists keys newest first', async () => {
        const store = await open();
        const signingKey = (kid: string, s: number) => ({ kid, createdAt: at(s), sealedPrivateJwk: `sealed-${kid}` });
        expect(await store.signingKeys.list()).toEqual([]);
        expect(await store.signingKeys.insertIfEmpty([signingKey('k1', 1), signingKey('k0', 0)])).toBe(true);
        expect(await store.signingKeys.insertIfEmpty([signingKey('k9', 9)])).toBe(false);
        await store.signingKeys.insert(signingKey('k2', 2));
        expect(await store.signingKeys.list()).toEqual([signingKey('k2', 2), signingKey('k1', 1), signingKey('k0', 0)]);
      });

      it('writes one process\'s first key when several find the store empty at the same moment', async () => {
        const store = await open();
        const written = await Promise.all(['a', 'b', 'c', 'd'].map((kid) => store.signingKeys.insertIfEmpty([{ kid, createdAt: at(0), sealedPrivateJwk: kid }])));
        expect(written.filter(Boolean)).toHaveLength(1);
        expect(await store.signingKeys.list()).toHaveLength(1);
      });

      it('redeems a stream ticket once while it is valid, and purges expired ones', async () => {
        const store = await open();
        const principal = JSON.stringify({ clientId: 'c1', scopes: ['transcription'] });
        await store.streamTickets.insert({ ticketHash: 'h1', principal, expiresAt: at(60) });
        await store.streamTickets.insert({ ticketHash: 'h2', principal, expiresAt: at(60) });
        await store.streamTickets.insert({ ticketHash: 'h3', principal, expiresAt: at(120) });
        const redeemed = await Promise.all([store.streamTickets.redeem('h1', at(59)), store.streamTickets.redeem('h1', at(59))]);
        expect(redeemed.sort()).toEqual([principal, undefined]);
        expect(await store.streamTickets.redeem('h2', at(60))).toBeUndefined();
        expect(await store.streamTickets.redeem('nope', at(0))).toBeUndefined();
        expect(await store.streamTickets.purgeExpired(at(60))).toBe(1);
        expect(await store.streamTickets.purgeExpired(at(60))).toBe(0);
        expect(await store.streamTickets.redeem('h3', at(61))).toBe(principal);
      });
    });

    describe('ABHA enrolments', () => {
      const enrolment = (id: string, clientId = 'c1'): AbhaEnrolmentRecord => ({
        id,
        clientId,
        abdmTxnId: `abdm-${id}`,
        aadhaarHash: `hash-${id}`,
        aadhaarLast4: '0019',
        state: 'otp_sent',
        abhaNumber: null,
        abhaAddress: null,
        createdAt: at(0),
        updatedAt: at(0),
        expiresAt: at(1800),
      });

      it("finds an enrolment only under its own client", async () => {
        const store = await open();
        await store.abhaEnrolments.insert(enrolment('e1'));
        expect(await store.abhaEnrolments.findOwned('c1', 'e1')).toEqual(enrolment('e1'));
        expect(await store.abhaEnrolments.findOwned('c2', 'e1')).toBeUndefined();
        expect(await store.abhaEnrolments.findOwned('c1', 'missing')).toBeUndefined();
      });

      it('advances an enrolment from the state it is in, keeping what a step does not name, once across concurrent requests', async () => {
        const store = await open();
        await store.abhaEnrolments.insert(enrolment('e1'));
        const toMobile = { state: 'mobile_otp_sent', abdmTxnId: 'abdm-2', abhaNumber: '91-1234-5678-9012', at: at(10) } as const;
        const moved = await Promise.all([store.abhaEnrolments.advance('c1', 'e1', 'otp_sent', toMobile), store.abhaEnrolments.advance('c1', 'e1', 'otp_sent', toMobile)]);
        expect(moved.sort()).toEqual([false, true]);
        expect(await store.abhaEnrolments.advance('c2', 'e1', 'mobile_otp_sent', { ...toMobile, state: 'address_pending' })).toBe(false);
        expect(await store.abhaEnrolments.advance('c1', 'e1', 'mobile_otp_sent', { state: 'completed', abdmTxnId: 'abdm-3', abhaAddress: 'asha.verma@sbx', at: at(20) })).toBe(true);
        expect(await store.abhaEnrolments.findOwned('c1', 'e1')).toEqual({
          ...enrolment('e1'),
          state: 'completed',
          abdmTxnId: 'abdm-3',
          abhaNumber: '91-1234-5678-9012',
          abhaAddress: 'asha.verma@sbx',
          updatedAt: at(20),
        });
      });
    });

    describe('note templates', () => {
      const definition = (id: string, heading = 'Plan') => ({ id, name: `Template ${id}`, description: '', sections: [{ heading, sources: ['plan' as const] }] });

      it('writes version 1, then one more at each update, keeping every version', async () => {
        const store = await open();
        expect(await store.noteTemplates.create('c1', definition('opd'), at(1))).toEqual({ clientId: 'c1', template: { ...definition('opd'), version: 1 }, createdAt: at(1) });
        expect(await store.noteTemplates.create('c1', definition('opd', 'Other'), at(2))).toBe('exists');
        expect(await store.noteTemplates.update('c1', definition('opd', 'Management'), at(3))).toEqual({
          clientId: 'c1',
          template: { ...definition('opd', 'Management'), version: 2 },
          createdAt: at(3),
        });
        expect((await store.noteTemplates.find('c1', 'opd'))?.template).toEqual({ ...definition('opd', 'Management'), version: 2 });
        expect((await store.noteTemplates.find('c1', 'opd', 1))?.template).toEqual({ ...definition('opd'), version: 1 });
        expect(await store.noteTemplates.find('c1', 'opd', 3)).toBeUndefined();
        expect(await store.noteTemplates.update('c1', definition('missing'), at(4))).toBe('missing');
      });

      it("keeps each client's templates to itself", async () => {
        const store = await open();
        await store.noteTemplates.create('c1', definition('opd'), at(1));
        expect(await store.noteTemplates.find('c2', 'opd')).toBeUndefined();
        expect(await store.noteTemplates.find('c2', 'opd', 1)).toBeUndefined();
        expect(await store.noteTemplates.update('c2', definition('opd'), at(2))).toBe('missing');
        expect(await store.noteTemplates.delete('c2', 'opd', at(2))).toBe(false);
        expect(await store.noteTemplates.create('c2', definition('opd', 'Theirs'), at(3))).toMatchObject({ template: { version: 1 } });
        expect((await store.noteTemplates.list('c1')).map((r) => r.template)).toEqual([{ ...definition('opd'), version: 1 }]);
      });

      it('lists the latest version of each template not deleted, by id; a deleted one keeps its versions and its id continues them', async () => {
        const store = await open();
        await store.noteTemplates.create('c1', definition('zeta'), at(1));
        await store.noteTemplates.create('c1', definition('alpha'), at(2));
        await store.noteTemplates.update('c1', definition('zeta', 'Second'), at(3));
        expect((await store.noteTemplates.list('c1')).map((r) => [r.template.id, r.template.version])).toEqual([['alpha', 1], ['zeta', 2]]);
        expect(await store.noteTemplates.delete('c1', 'zeta', at(4))).toBe(true);
        expect(await store.noteTemplates.delete('c1', 'zeta', at(5))).toBe(false);
        expect(await store.noteTemplates.find('c1', 'zeta')).toBeUndefined();
        expect(await store.noteTemplates.update('c1', definition('zeta'), at(6))).toBe('missing');
        expect((await store.noteTemplates.find('c1', 'zeta', 2))?.template).toEqual({ ...definition('zeta', 'Second'), version: 2 });
        expect((await store.noteTemplates.list('c1')).map((r) => r.template.id)).toEqual(['alpha']);
        expect(await store.noteTemplates.create('c1', definition('zeta', 'Again'), at(7))).toMatchObject({ template: { version: 3 } });
        expect((await store.noteTemplates.list('c1')).map((r) => [r.template.id, r.template.version])).toEqual([['alpha', 1], ['zeta', 3]]);
      });

      it('gives concurrent updates a version each', async () => {
        const store = await open();
        await store.noteTemplates.create('c1', definition('opd'), at(1));
        const written = await Promise.all([1, 2, 3].map((n) => store.noteTemplates.update('c1', definition('opd', `Heading ${n}`), at(1 + n))));
        expect(written.map((w) => (w === 'missing' ? 0 : w.template.version)).sort()).toEqual([2, 3, 4]);
      });
    });
  });
}
