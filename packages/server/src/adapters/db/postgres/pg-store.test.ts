import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres } from '../../../../test/helpers/postgres-server.js';
import { ConfigError, loadConfig } from '../../../config/config.js';
import { openStore } from '../../../container.js';
import { SigningKeyRing } from '../../../services/signing-keys.js';
import { StreamTickets } from '../../../services/stream-tickets.js';
import { storeContract } from '../store.contract.js';
import type { Store } from '../store.js';
import { PG_MIGRATIONS, migrate } from './migrations.js';
import { PgStore } from './pg-store.js';

const PASSWORD = 'correct horse';
const server = await startPostgres({ password: PASSWORD });
afterAll(async () => server?.stop());

let databases = 0;
/** The URL of a new, empty database on the test server. */
async function freshDatabase(serverUrl: string): Promise<string> {
  const name = `store_${++databases}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return changed(serverUrl, (url) => (url.pathname = `/${name}`));
}

/** The URL on another database, password or port. */
function changed(serverUrl: string, change: (url: URL) => void): string {
  const url = new URL(serverUrl);
  change(url);
  return url.toString();
}

/** `openStore` as a server starts: resolves to the refusal's message. */
async function refusal(databaseUrl: string): Promise<string> {
  const config = loadConfig({ SCRIBE_DATABASE_URL: databaseUrl, SCRIBE_MASTER_KEY: randomBytes(32).toString('base64') });
  const error = await openStore(config).then(
    async (store) => {
      await store.close();
      throw new Error('opened');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return (error as Error).message;
}

if (!server) {
  describe.skip("PgStore: no PostgreSQL binaries (initdb, pg_ctl) here; install Debian's postgresql to run it", () => {
    it('runs the Store contract on PostgreSQL', () => undefined);
  });
} else {
  const serverUrl = server.url;
  storeContract(async () => PgStore.open(await freshDatabase(serverUrl)));

  describe('PgStore on a shared database', () => {
    const opened: Store[] = [];
    afterAll(async () => Promise.all(opened.map((store) => store.close())));
    const openAll = async (url: string, count: number) => {
      const stores = await Promise.all(Array.from({ length: count }, () => PgStore.open(url)));
      opened.push(...stores);
      return stores;
    };

    it('migrates once when processes open an empty database at the same moment', async () => {
      const url = await freshDatabase(serverUrl);
      const [store] = await openAll(url, 6);
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      try {
        const { rows } = await check.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
        expect(rows.map((row) => row.version)).toEqual(PG_MIGRATIONS.map((m) => m.version));
      } finally {
        await check.end();
      }
      await expect(store!.ping()).resolves.toBeUndefined();
    });

    /** A store opened (and so migrated) on a database that `seed` filled under the migrations before `version`, with client c1. */
    async function storeUpgradedTo(version: number, seed: (pool: pg.Pool) => Promise<void>): Promise<Store> {
      const url = await freshDatabase(serverUrl);
      const pool = new pg.Pool({ connectionString: url });
      try {
        await migrate(pool, PG_MIGRATIONS.filter((m) => m.version < version));
        await pool.query(`INSERT INTO clients (id, name, secret_hash, scopes, created_at) VALUES ('c1', 'c', 'h', '[]', 0)`);
        await seed(pool);
      } finally {
        await pool.end();
      }
      const [store] = await openAll(url, 1);
      return store!;
    }

    it('gives the sessions made before migration 3 no owner: the client reads them, no user does', async () => {
      const store = await storeUpgradedTo(3, async (pool) => {
        await pool.query(`INSERT INTO users (id, client_id, email, password_hash, created_at) VALUES ('u1', 'c1', 'u1@clinic.test', 'h', 0)`);
        await pool.query(`INSERT INTO sessions (client_id, txn_id, state, folder_path, extra_data, created_at) VALUES ('c1', 'old', 'created', 'c1/old/x/', $1, 0)`, [
          JSON.stringify({ clinician_id: 'u1' }),
        ]);
      });
      expect((await store.sessions.find({ clientId: 'c1', txnId: 'old' }))?.ownerId).toBeNull();
      expect(await store.sessions.find({ clientId: 'c1', txnId: 'old' }, 'u1')).toBeUndefined();
      expect(await store.sessions.list({ clientId: 'c1', ownerId: 'u1', limit: 10 })).toEqual([]);
    });

    it("gives the sessions made before migration 4 no front-end's settings, and leaves their extra_data (where MedScribeAlliance kept them) as it was", async () => {
      const extraData = { medscribealliance: { templates: ['soap'], model: 'lite', uploadType: 'chunked', language: 'en-IN', additionalData: {} } };
      const store = await storeUpgradedTo(4, async (pool) => {
        await pool.query(`INSERT INTO sessions (client_id, txn_id, state, folder_path, extra_data, created_at) VALUES ('c1', 'old', 'created', 'c1/old/x/', $1, 0)`, [
          JSON.stringify(extraData),
        ]);
      });
      expect(await store.sessions.find({ clientId: 'c1', txnId: 'old' })).toMatchObject({ extraData, protocolSettings: null });
    });

    it('shares one first signing key and the stream tickets between servers', async () => {
      const [a, b] = await openAll(await freshDatabase(serverUrl), 2);
      const masterKey = randomBytes(32);
      const rings = await Promise.all([a!, b!].map((store) => SigningKeyRing.open({ keys: store.signingKeys, masterKey: () => masterKey, missReloadIntervalMs: 0 })));
      expect((await rings[0]!.current()).kid).toBe((await rings[1]!.current()).kid);
      const rotated = await rings[1]!.rotate(new Date(Date.now() + 1000));
      expect((await rings[0]!.find(rotated.kid))?.publicJwk).toEqual(rotated.publicJwk);

      const now = () => new Date();
      const [onA, onB] = [a!, b!].map((store) => new StreamTickets({ tickets: store.streamTickets, now }));
      const principal = { clientId: 'c1', scopes: ['transcription' as const] };
      const { ticket } = await onA!.issue(principal);
      const redeemed = await Promise.all([onA!.redeem(ticket), onB!.redeem(ticket)]);
      expect(redeemed.filter((holder) => holder !== undefined)).toEqual([principal]);
    });
  });

  describe('PgStore refused at start', () => {
    it('names SCRIBE_DATABASE_URL and the reason, without the password: a wrong password, a missing database, TLS, nothing listening', async () => {
      const wrongPassword = await refusal(changed(serverUrl, (url) => (url.password = 'wrong')));
      expect(wrongPassword).toMatch(/^SCRIBE_DATABASE_URL postgres:\/\/scribe:\*\*\*@127\.0\.0\.1:\d+\/postgres cannot be used: password authentication failed/);
      expect(wrongPassword).not.toContain('wrong');
      expect(await refusal(changed(serverUrl, (url) => (url.pathname = '/no_such_db')))).toMatch(/cannot be used: database "no_such_db" does not exist/);
      // TLS is asked for through the URL, as libpq's parameters: this test server speaks none.
      expect(await refusal(`${serverUrl}?sslmode=verify-full`)).toMatch(/cannot be used: TLS failed: The server does not support SSL connections/);
      expect(await refusal(`${serverUrl}?sslmode=verify-full&sslrootcert=/no/such/ca.pem`)).toMatch(/cannot be used: a file it names cannot be read: .*\/no\/such\/ca\.pem/);
      const closed = await new Promise<number>((resolve) => {
        const probe = net.createServer().listen(0, '127.0.0.1', () => {
          const { port } = probe.address() as net.AddressInfo;
          probe.close(() => resolve(port));
        });
      });
      expect(await refusal(changed(serverUrl, (url) => (url.port = String(closed))))).toMatch(/cannot be used: connection refused/);
    });

    it('gives up on a server that never answers within the connection timeout, rather than hang', async () => {
      // Accepts the connection and says nothing: what a firewall that drops packets, or a wrong service, looks like.
      const silent = net.createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const started = Date.now();
      try {
        const port = (silent.address() as net.AddressInfo).port;
        expect(await refusal(changed(serverUrl, (url) => (url.port = String(port))))).toMatch(/cannot be used: no answer in time/);
        expect(Date.now() - started).toBeLessThan(8_000);
      } finally {
        silent.close();
      }
    }, 15_000);
  });
}
