import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type {
  AbhaEnrolmentRepository,
  ClientKeyRecord,
  ClientKeyRepository,
  ClientRecord,
  ClientRepository,
  DocumentRepository,
  MultipartUploadRepository,
  NoteTemplateRepository,
  RefreshTokenRecord,
  RefreshTokenRepository,
  SessionRepository,
  SignedNoteRepository,
  SigningKeyRepository,
  Store,
  StreamTicketRepository,
  UserRepository,
  WebhookRepository,
} from '../store.js';
import type { JobQueue } from '../../queue/job-queue.js';
import { SqliteJobQueue } from '../../queue/sqlite-job-queue.js';
import { SQLITE_MIGRATIONS, type Migration } from './migrations.js';
import { SqliteAbhaEnrolments } from './sqlite-abha-enrolments.js';
import { SqliteNoteTemplates } from './sqlite-note-templates.js';
import { SqliteDocuments } from './sqlite-documents.js';
import { SqliteMultipartUploads } from './sqlite-multipart-uploads.js';
import { SqliteSessions } from './sqlite-sessions.js';
import { SqliteSignedNotes, SqliteUsers } from './sqlite-users.js';
import { SqliteSigningKeys } from './sqlite-signing-keys.js';
import { SqliteStreamTickets } from './sqlite-stream-tickets.js';
import { SqliteWebhooks } from './sqlite-webhooks.js';
import { clientFromRow, clientKeyFromRow, refreshTokenFromRow, toMs, type Row } from '../rows.js';

class SqliteClients implements ClientRepository {
  constructor(private readonly db: Database.Database) {}

  async insert(c: ClientRecord): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO clients (id, name, secret_hash, scopes, redirect_url, created_at, revoked_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(c.id, c.name, c.secretHash, JSON.stringify(c.scopes), c.redirectUrl, c.createdAt.getTime(), toMs(c.revokedAt));
  }

  async findById(id: string): Promise<ClientRecord | undefined> {
    const row = this.db.prepare('SELECT * FROM clients WHERE id = ?').get(id) as Row | undefined;
    return row && clientFromRow(row);
  }

  async findByName(name: string): Promise<ClientRecord[]> {
    return (this.db.prepare('SELECT * FROM clients WHERE name = ? ORDER BY created_at').all(name) as Row[]).map(clientFromRow);
  }

  async list(): Promise<ClientRecord[]> {
    return (this.db.prepare('SELECT * FROM clients ORDER BY created_at').all() as Row[]).map(clientFromRow);
  }

  async revoke(id: string, at: Date): Promise<boolean> {
    const result = this.db.prepare('UPDATE clients SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(at.getTime(), id);
    return result.changes === 1;
  }
}

class SqliteRefreshTokens implements RefreshTokenRepository {
  constructor(private readonly db: Database.Database) {}

  async insert(t: RefreshTokenRecord): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO refresh_tokens (token_hash, client_id, user_id, family_id, expires_at, created_at, used_at, revoked_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(t.tokenHash, t.clientId, t.userId, t.familyId, t.expiresAt.getTime(), t.createdAt.getTime(), toMs(t.usedAt), toMs(t.revokedAt));
  }

  async findByHash(tokenHash: string): Promise<RefreshTokenRecord | undefined> {
    const row = this.db.prepare('SELECT * FROM refresh_tokens WHERE token_hash = ?').get(tokenHash) as Row | undefined;
    return row && refreshTokenFromRow(row);
  }

  async markUsed(tokenHash: string, at: Date): Promise<boolean> {
    const result = this.db
      .prepare('UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL')
      .run(at.getTime(), tokenHash);
    return result.changes === 1;
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    this.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL').run(at.getTime(), familyId);
  }

  async revokeClient(clientId: string, at: Date): Promise<void> {
    this.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE client_id = ? AND revoked_at IS NULL').run(at.getTime(), clientId);
  }
}

class SqliteClientKeys implements ClientKeyRepository {
  constructor(private readonly db: Database.Database) {}

  async insert(k: ClientKeyRecord): Promise<void> {
    this.db
      .prepare('INSERT INTO client_keys (kid, client_id, sealed_key, created_at, revoked_at) VALUES (?, ?, ?, ?, ?)')
      .run(k.kid, k.clientId, k.sealedKey, k.createdAt.getTime(), toMs(k.revokedAt));
  }

  async findByKid(kid: string): Promise<ClientKeyRecord | undefined> {
    const row = this.db.prepare('SELECT * FROM client_keys WHERE kid = ?').get(kid) as Row | undefined;
    return row && clientKeyFromRow(row);
  }

  async list(clientId?: string): Promise<ClientKeyRecord[]> {
    const rows =
      clientId === undefined
        ? this.db.prepare('SELECT * FROM client_keys ORDER BY created_at, rowid').all()
        : this.db.prepare('SELECT * FROM client_keys WHERE client_id = ? ORDER BY created_at, rowid').all(clientId);
    return (rows as Row[]).map(clientKeyFromRow);
  }

  async revoke(kid: string, at: Date): Promise<boolean> {
    const result = this.db.prepare('UPDATE client_keys SET revoked_at = ? WHERE kid = ? AND revoked_at IS NULL').run(at.getTime(), kid);
    return result.changes === 1;
  }

  async revokeClient(clientId: string, at: Date): Promise<void> {
    this.db.prepare('UPDATE client_keys SET revoked_at = ? WHERE client_id = ? AND revoked_at IS NULL').run(at.getTime(), clientId);
  }
}

/** The database holds patients' transcripts and notes: readable by the server's user only. */
const OWNER_ONLY_FILE = 0o600;
const OWNER_ONLY_DIR = 0o700;

/** chmod 0600 when the file exists; a file this user does not own (another user's process made it) is left to its owner. */
function restrictToOwner(file: string): void {
  try {
    fs.chmodSync(file, OWNER_ONLY_FILE);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'EPERM') throw error;
  }
}

export function migrate(db: Database.Database, migrations: readonly Migration[] = SQLITE_MIGRATIONS): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
  const applied = new Set((db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version));
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, Date.now());
    })();
  }
}

/** The embedded store: one SQLite file in the data directory, WAL mode so readers never block the writer. */
export class SqliteStore implements Store {
  readonly clients: ClientRepository;
  readonly refreshTokens: RefreshTokenRepository;
  readonly clientKeys: ClientKeyRepository;
  readonly documents: DocumentRepository;
  readonly sessions: SessionRepository;
  readonly webhooks: WebhookRepository;
  readonly multipartUploads: MultipartUploadRepository;
  readonly users: UserRepository;
  readonly signedNotes: SignedNoteRepository;
  readonly signingKeys: SigningKeyRepository;
  readonly streamTickets: StreamTicketRepository;
  readonly abhaEnrolments: AbhaEnrolmentRepository;
  readonly noteTemplates: NoteTemplateRepository;
  readonly jobs: JobQueue;

  private constructor(
    private readonly db: Database.Database,
    now: () => Date,
  ) {
    this.clients = new SqliteClients(db);
    this.refreshTokens = new SqliteRefreshTokens(db);
    this.clientKeys = new SqliteClientKeys(db);
    this.documents = new SqliteDocuments(db);
    this.sessions = new SqliteSessions(db);
    this.webhooks = new SqliteWebhooks(db);
    this.multipartUploads = new SqliteMultipartUploads(db);
    this.users = new SqliteUsers(db);
    this.signedNotes = new SqliteSignedNotes(db);
    this.signingKeys = new SqliteSigningKeys(db);
    this.streamTickets = new SqliteStreamTickets(db);
    this.abhaEnrolments = new SqliteAbhaEnrolments(db);
    this.noteTemplates = new SqliteNoteTemplates(db);
    this.jobs = new SqliteJobQueue(db, now);
  }

  /** `now`: the clock of the job queue (leases, due times), so tests can move time. */
  static open(file: string, now: () => Date = () => new Date()): SqliteStore {
    const onDisk = file !== ':memory:' && file !== '';
    if (onDisk) {
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: OWNER_ONLY_DIR });
      // Made before SQLite opens it, for the owner only: SQLite gives the -wal and -shm files the database's mode.
      fs.closeSync(fs.openSync(file, 'a', OWNER_ONLY_FILE));
    }
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    // Several processes (server, CLI, workers) share the file: wait for a lock rather than fail.
    db.pragma('busy_timeout = 5000');
    migrate(db);
    // Whatever the umask, and for files an older version made 0644.
    if (onDisk) for (const suffix of ['', '-wal', '-shm', '-journal']) restrictToOwner(`${file}${suffix}`);
    return new SqliteStore(db, now);
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
