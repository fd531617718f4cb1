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
];
