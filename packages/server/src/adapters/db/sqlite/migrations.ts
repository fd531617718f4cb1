/**
 * Versioned schema of the SQLite store, applied in order and recorded in `schema_migrations`.
 * Never edit a released migration: add the next one.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const SQLITE_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'clients and refresh tokens',
    sql: `
      CREATE TABLE clients (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        secret_hash TEXT NOT NULL,
        scopes TEXT NOT NULL,
        redirect_url TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX clients_name ON clients (name);

      CREATE TABLE refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        client_id TEXT NOT NULL REFERENCES clients (id),
        family_id TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        used_at INTEGER,
        revoked_at INTEGER
      );
      CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
      CREATE INDEX refresh_tokens_client ON refresh_tokens (client_id);
    `,
  },
  {
    version: 2,
    name: 'client shared keys',
    sql: `
      CREATE TABLE client_keys (
        kid TEXT PRIMARY KEY,
        client_id TEXT NOT NULL REFERENCES clients (id),
        sealed_key TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX client_keys_client ON client_keys (client_id);
    `,
  },
  {
    version: 3,
    name: 'documents',
    sql: `
      CREATE TABLE documents (
        id TEXT PRIMARY KEY,
        client_id TEXT NOT NULL REFERENCES clients (id),
        blob_key TEXT NOT NULL UNIQUE,
        document_type TEXT NOT NULL,
        document_date TEXT,
        title TEXT,
        patient_reference TEXT,
        media_type TEXT NOT NULL,
        size_bytes INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX documents_client_created ON documents (client_id, created_at DESC, id DESC);
    `,
  },
  {
    version: 4,
    name: 'job queue',
    sql: `
      CREATE TABLE jobs (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        dedupe_key TEXT UNIQUE,
        state TEXT NOT NULL CHECK (state IN ('pending', 'running', 'done', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        max_attempts INTEGER NOT NULL,
        run_at INTEGER NOT NULL,
        lease_owner TEXT,
        lease_expires_at INTEGER,
        last_error TEXT,
        created_at INTEGER NOT NULL,
        finished_at INTEGER
      );
      CREATE INDEX jobs_due ON jobs (state, kind, run_at);
    `,
  },
  {
    version: 5,
    name: 'sessions and webhooks',
    sql: `
      CREATE TABLE sessions (
        client_id TEXT NOT NULL REFERENCES clients (id),
        txn_id TEXT NOT NULL,
        state TEXT NOT NULL,
        folder_path TEXT NOT NULL,
        extra_data TEXT NOT NULL,
        request TEXT,
        batch_id TEXT,
        output TEXT,
        failure_reason TEXT,
        created_at INTEGER NOT NULL,
        queued_at INTEGER,
        started_at INTEGER,
        finished_at INTEGER,
        PRIMARY KEY (client_id, txn_id)
      );
      CREATE INDEX sessions_state_created ON sessions (state, created_at);
      CREATE INDEX sessions_finished ON sessions (finished_at);
      CREATE INDEX sessions_created ON sessions (created_at DESC);

      CREATE TABLE session_files (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        client_id TEXT NOT NULL,
        txn_id TEXT NOT NULL,
        name TEXT NOT NULL,
        blob_key TEXT NOT NULL UNIQUE,
        content_type TEXT NOT NULL,
        size_bytes INTEGER NOT NULL,
        uploaded_at INTEGER NOT NULL,
        UNIQUE (client_id, txn_id, name),
        FOREIGN KEY (client_id, txn_id) REFERENCES sessions (client_id, txn_id) ON DELETE CASCADE
      );

      CREATE TABLE webhook_subscriptions (
        id TEXT PRIMARY KEY,
        client_id TEXT NOT NULL REFERENCES clients (id),
        event_names TEXT NOT NULL,
        endpoint TEXT NOT NULL,
        protocol TEXT NOT NULL,
        sealed_signing_key TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        disabled_at INTEGER,
        disabled_reason TEXT
      );
      CREATE INDEX webhook_subscriptions_client ON webhook_subscriptions (client_id, created_at);

      CREATE TABLE webhook_deliveries (
        id TEXT PRIMARY KEY,
        subscription_id TEXT NOT NULL REFERENCES webhook_subscriptions (id) ON DELETE CASCADE,
        event TEXT NOT NULL,
        txn_id TEXT NOT NULL,
        body TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed', 'abandoned')),
        attempts INTEGER NOT NULL DEFAULT 0,
        last_status INTEGER,
        last_error TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX webhook_deliveries_subscription ON webhook_deliveries (subscription_id, created_at DESC);

      CREATE TABLE webhook_attempts (
        delivery_id TEXT NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
        attempt INTEGER NOT NULL,
        attempted_at INTEGER NOT NULL,
        status INTEGER,
        error TEXT,
        duration_ms INTEGER NOT NULL,
        PRIMARY KEY (delivery_id, attempt)
      );
    `,
  },
  {
    version: 6,
    name: 'multipart uploads',
    sql: `
      CREATE TABLE multipart_uploads (
        id TEXT PRIMARY KEY,
        client_id TEXT NOT NULL,
        txn_id TEXT NOT NULL,
        name TEXT NOT NULL,
        content_type TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        FOREIGN KEY (client_id, txn_id) REFERENCES sessions (client_id, txn_id) ON DELETE CASCADE
      );
      CREATE INDEX multipart_uploads_created ON multipart_uploads (created_at);

      CREATE TABLE multipart_parts (
        upload_id TEXT NOT NULL REFERENCES multipart_uploads (id) ON DELETE CASCADE,
        part_number INTEGER NOT NULL,
        blob_key TEXT NOT NULL UNIQUE,
        size_bytes INTEGER NOT NULL,
        etag TEXT NOT NULL,
        uploaded_at INTEGER NOT NULL,
        PRIMARY KEY (upload_id, part_number)
      );
    `,
  },
  {
    version: 7,
    name: 'session FHIR document',
    sql: `ALTER TABLE sessions ADD COLUMN fhir TEXT;`,
  },
  {
    version: 8,
    name: 'session init answered after its manifest',
    sql: `ALTER TABLE sessions ADD COLUMN init_after_manifest_at INTEGER;`,
  },
  {
    version: 9,
    name: 'webhook subscriptions of the MedScribeAlliance protocol',
    sql: `ALTER TABLE webhook_subscriptions ADD COLUMN api TEXT NOT NULL DEFAULT 'svc';`,
  },
  {
    version: 10,
    name: 'session result, to render templates from without recognising again',
    sql: `ALTER TABLE sessions ADD COLUMN result TEXT;`,
  },
  {
    version: 11,
    name: 'clinician users of the web app, their refresh tokens, and signed notes',
    sql: `
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        client_id TEXT NOT NULL REFERENCES clients (id),
        email TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        disabled_at INTEGER
      );
      CREATE INDEX users_client ON users (client_id, created_at);

      ALTER TABLE refresh_tokens ADD COLUMN user_id TEXT REFERENCES users (id);

      CREATE TABLE signed_notes (
        id TEXT PRIMARY KEY,
        client_id TEXT NOT NULL,
        txn_id TEXT NOT NULL,
        signed_by TEXT NOT NULL REFERENCES users (id),
        signed_at INTEGER NOT NULL,
        content TEXT NOT NULL,
        FOREIGN KEY (client_id, txn_id) REFERENCES sessions (client_id, txn_id) ON DELETE CASCADE
      );
      CREATE INDEX signed_notes_session ON signed_notes (client_id, txn_id, signed_at);
    `,
  },
  {
    version: 12,
    name: 'access-token signing keys and stream tickets, shared by every process',
    sql: `
      CREATE TABLE signing_keys (
        kid TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        sealed_private_jwk TEXT NOT NULL
      );

      CREATE TABLE stream_tickets (
        ticket_hash TEXT PRIMARY KEY,
        principal TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX stream_tickets_expiry ON stream_tickets (expires_at);
    `,
  },
  {
    version: 13,
    name: "the object store's own id of a multipart upload sent straight to it",
    sql: `
      ALTER TABLE multipart_uploads ADD COLUMN store_upload_id TEXT;
    `,
  },
  {
    version: 14,
    name: 'the user who owns a session (issue 27); sessions made before have none',
    sql: `
      ALTER TABLE sessions ADD COLUMN owner_id TEXT REFERENCES users (id);
      CREATE INDEX sessions_owner_created ON sessions (client_id, owner_id, created_at DESC);
    `,
  },
  {
    version: 15,
    name: "a front-end's own settings of a session (issue 29), kept out of the client's extra_data; sessions made before have none",
    sql: `ALTER TABLE sessions ADD COLUMN protocol_settings TEXT;`,
  },
  {
    version: 16,
    name: 'ABHA enrolments through ABDM (issue 34): ABDM\'s transaction, a hash and the last four digits of the Aadhaar number, never the number',
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
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX abha_enrolments_client ON abha_enrolments (client_id, created_at);
    `,
  },
  {
    version: 17,
    name: "clinics' note templates (issue 33): every version kept, a deleted template's too, for the sessions that used them",
    sql: `
      CREATE TABLE note_templates (
        client_id TEXT NOT NULL REFERENCES clients (id),
        template_id TEXT NOT NULL,
        version INTEGER NOT NULL,
        definition TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        deleted_at INTEGER,
        PRIMARY KEY (client_id, template_id, version)
      );
    `,
  },
  {
    version: 18,
    name: "a processing session's progress (issue 33): its stage and the share of it done, for the web app's processing view",
    sql: `ALTER TABLE sessions ADD COLUMN progress TEXT;`,
  },
];
