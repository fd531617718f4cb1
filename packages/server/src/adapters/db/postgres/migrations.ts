/**
 * Versioned schema of the PostgreSQL store, applied in order and recorded in `schema_migrations`, the SQLite
 * store's tables with the same columns (`../sqlite/migrations.ts`). Timestamps are BIGINT epoch milliseconds, as in
 * SQLite and the job queue: rows then map to records alike on both backends, and the caller's clock is the only
 * clock. JSON stays TEXT: webhook bodies and FHIR documents must come back byte for byte, and the rest is only
 * ever read whole. Identifiers that order listings are COLLATE "C", to sort as SQLite's bytes do.
 * Never edit a released migration: add the next one.
 */
import type pg from 'pg';
import { MIGRATION_LOCK, migrateJobQueue } from '../../queue/pg-job-queue.js';
import type { Migration } from '../sqlite/migrations.js';
import { inTransaction } from './pg-pool.js';

export const PG_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'the schema of SQLite migrations 1–12',
    sql: `
      CREATE TABLE clients (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        secret_hash TEXT NOT NULL,
        scopes TEXT NOT NULL,
        redirect_url TEXT NOT NULL DEFAULT '',
        created_at BIGINT NOT NULL,
        revoked_at BIGINT
      );
      CREATE INDEX clients_name ON clients (name);

      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        seq BIGSERIAL NOT NULL,
        client_id TEXT NOT NULL REFERENCES clients (id),
        email TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        disabled_at BIGINT
      );
      CREATE INDEX users_client ON users (client_id, created_at);

      CREATE TABLE refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        client_id TEXT NOT NULL REFERENCES clients (id),
        user_id TEXT REFERENCES users (id),
        family_id TEXT NOT NULL,
        expires_at BIGINT NOT NULL,
        created_at BIGINT NOT NULL,
        used_at BIGINT,
        revoked_at BIGINT
      );
      CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
      CREATE INDEX refresh_tokens_client ON refresh_tokens (client_id);

      CREATE TABLE client_keys (
        kid TEXT PRIMARY KEY,
        seq BIGSERIAL NOT NULL,
        client_id TEXT NOT NULL REFERENCES clients (id),
        sealed_key TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        revoked_at BIGINT
      );
      CREATE INDEX client_keys_client ON client_keys (client_id);

      CREATE TABLE documents (
        id TEXT COLLATE "C" PRIMARY KEY,
        client_id TEXT NOT NULL REFERENCES clients (id),
        blob_key TEXT NOT NULL UNIQUE,
        document_type TEXT NOT NULL,
        document_date TEXT,
        title TEXT,
        patient_reference TEXT,
        media_type TEXT NOT NULL,
        size_bytes BIGINT NOT NULL,
        sha256 TEXT NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX documents_client_created ON documents (client_id, created_at DESC, id DESC);

      CREATE TABLE sessions (
        client_id TEXT NOT NULL REFERENCES clients (id),
        txn_id TEXT COLLATE "C" NOT NULL,
        state TEXT NOT NULL,
        folder_path TEXT NOT NULL,
        extra_data TEXT NOT NULL,
        request TEXT,
        batch_id TEXT,
        output TEXT,
        fhir TEXT,
        result TEXT,
        failure_reason TEXT,
        created_at BIGINT NOT NULL,
        queued_at BIGINT,
        started_at BIGINT,
        finished_at BIGINT,
        init_after_manifest_at BIGINT,
        PRIMARY KEY (client_id, txn_id)
      );
      CREATE INDEX sessions_state_created ON sessions (state, created_at);
      CREATE INDEX sessions_finished ON sessions (finished_at);
      CREATE INDEX sessions_created ON sessions (created_at DESC);

      CREATE TABLE session_files (
        id BIGSERIAL PRIMARY KEY,
        client_id TEXT NOT NULL,
        txn_id TEXT NOT NULL,
        name TEXT NOT NULL,
        blob_key TEXT NOT NULL UNIQUE,
        content_type TEXT NOT NULL,
        size_bytes BIGINT NOT NULL,
        uploaded_at BIGINT NOT NULL,
        UNIQUE (client_id, txn_id, name),
        FOREIGN KEY (client_id, txn_id) REFERENCES sessions (client_id, txn_id) ON DELETE CASCADE
      );

      CREATE TABLE webhook_subscriptions (
        id TEXT COLLATE "C" PRIMARY KEY,
        client_id TEXT NOT NULL REFERENCES clients (id),
        api TEXT NOT NULL DEFAULT 'svc',
        event_names TEXT NOT NULL,
        endpoint TEXT NOT NULL,
        protocol TEXT NOT NULL,
        sealed_signing_key TEXT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        disabled_at BIGINT,
        disabled_reason TEXT
      );
      CREATE INDEX webhook_subscriptions_client ON webhook_subscriptions (client_id, created_at);

      CREATE TABLE webhook_deliveries (
        id TEXT COLLATE "C" PRIMARY KEY,
        subscription_id TEXT NOT NULL REFERENCES webhook_subscriptions (id) ON DELETE CASCADE,
        event TEXT NOT NULL,
        txn_id TEXT NOT NULL,
        body TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed', 'abandoned')),
        attempts INTEGER NOT NULL DEFAULT 0,
        last_status INTEGER,
        last_error TEXT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      );
      CREATE INDEX webhook_deliveries_subscription ON webhook_deliveries (subscription_id, created_at DESC);

      CREATE TABLE webhook_attempts (
        delivery_id TEXT NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
        attempt INTEGER NOT NULL,
        attempted_at BIGINT NOT NULL,
        status INTEGER,
        error TEXT,
        duration_ms INTEGER NOT NULL,
        PRIMARY KEY (delivery_id, attempt)
      );

      CREATE TABLE multipart_uploads (
        id TEXT PRIMARY KEY,
        client_id TEXT NOT NULL,
        txn_id TEXT NOT NULL,
        name TEXT NOT NULL,
        content_type TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        FOREIGN KEY (client_id, txn_id) REFERENCES sessions (client_id, txn_id) ON DELETE CASCADE
      );
      CREATE INDEX multipart_uploads_created ON multipart_uploads (created_at);

      CREATE TABLE multipart_parts (
        upload_id TEXT NOT NULL REFERENCES multipart_uploads (id) ON DELETE CASCADE,
        part_number INTEGER NOT NULL,
        blob_key TEXT NOT NULL UNIQUE,
        size_bytes BIGINT NOT NULL,
        etag TEXT NOT NULL,
        uploaded_at BIGINT NOT NULL,
        PRIMARY KEY (upload_id, part_number)
      );

      CREATE TABLE signed_notes (
        id TEXT PRIMARY KEY,
        seq BIGSERIAL NOT NULL,
        client_id TEXT NOT NULL,
        txn_id TEXT NOT NULL,
        signed_by TEXT NOT NULL REFERENCES users (id),
        signed_at BIGINT NOT NULL,
        content TEXT NOT NULL,
        FOREIGN KEY (client_id, txn_id) REFERENCES sessions (client_id, txn_id) ON DELETE CASCADE
      );
      CREATE INDEX signed_notes_session ON signed_notes (client_id, txn_id, signed_at);

      CREATE TABLE signing_keys (
        kid TEXT COLLATE "C" PRIMARY KEY,
        created_at BIGINT NOT NULL,
        sealed_private_jwk TEXT NOT NULL
      );

      CREATE TABLE stream_tickets (
        ticket_hash TEXT PRIMARY KEY,
        principal TEXT NOT NULL,
        expires_at BIGINT NOT NULL
      );
      CREATE INDEX stream_tickets_expiry ON stream_tickets (expires_at);
    `,
  },
  {
    version: 2,
    name: 'SQLite migration 13: the object store\'s own id of a multipart upload sent straight to it',
    sql: `
      ALTER TABLE multipart_uploads ADD COLUMN store_upload_id TEXT;
    `,
  },
  {
    version: 3,
    name: 'SQLite migration 14: the user who owns a session (issue 27); sessions made before have none',
    sql: `
      ALTER TABLE sessions ADD COLUMN owner_id TEXT REFERENCES users (id);
      CREATE INDEX sessions_owner_created ON sessions (client_id, owner_id, created_at DESC);
    `,
  },
  {
    version: 4,
    name: "SQLite migration 15: a front-end's own settings of a session (issue 29), kept out of the client's extra_data; sessions made before have none",
    sql: `ALTER TABLE sessions ADD COLUMN protocol_settings TEXT;`,
  },
  {
    version: 5,
    name: 'SQLite migration 16: ABHA enrolments through ABDM (issue 34): ABDM\'s transaction, a hash and the last four digits of the Aadhaar number, never the number',
    sql: `
      CREATE TABLE abha_enrolments (
        id TEXT PRIMARY KEY,
        client_id TEXT NOT NULL REFERENCES clients (id),
        abdm_txn_id TEXT NOT NULL,
        aadhaar_hash TEXT NOT NULL,
        aadhaar_last4 TEXT NOT NULL,
        state TEXT NOT NULL,
        abha_number TEXT,
        abha_address TEXT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
      );
      CREATE INDEX abha_enrolments_client ON abha_enrolments (client_id, created_at);
    `,
  },
  {
    version: 6,
    name: "SQLite migration 17: clinics' note templates (issue 33): every version kept, a deleted template's too, for the sessions that used them",
    sql: `
      CREATE TABLE note_templates (
        client_id TEXT NOT NULL REFERENCES clients (id),
        template_id TEXT COLLATE "C" NOT NULL,
        version INTEGER NOT NULL,
        definition TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        deleted_at BIGINT,
        PRIMARY KEY (client_id, template_id, version)
      );
    `,
  },
  {
    version: 7,
    name: "SQLite migration 18: a processing session's progress (issue 33): its stage and the share of it done, for the web app's processing view",
    sql: `ALTER TABLE sessions ADD COLUMN progress TEXT;`,
  },
];

/**
 * Brings the database up to date: the job queue's table, then every migration not yet applied, each step in one
 * transaction under the advisory lock, so of processes starting together one migrates and the others, waiting
 * on the lock, find the work done.
 */
export async function migrate(pool: pg.Pool, migrations: readonly Migration[] = PG_MIGRATIONS): Promise<void> {
  await migrateJobQueue(pool);
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)');
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    for (const m of migrations) {
      if (applied.has(m.version)) continue;
      await client.query(m.sql);
      await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [m.version, m.name, Date.now()]);
    }
  });
}
