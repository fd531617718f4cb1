import type Database from 'better-sqlite3';
import type { SessionKey, SignedNoteRecord, SignedNoteRepository, UserRecord, UserRepository } from '../store.js';
import { signedNoteFromRow, toMs, userFromRow, type Row } from '../rows.js';

export class SqliteUsers implements UserRepository {
  constructor(private readonly db: Database.Database) {}

  async insert(u: UserRecord): Promise<boolean> {
    const result = this.db
      .prepare(
        `INSERT INTO users (id, client_id, email, password_hash, created_at, disabled_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (email) DO NOTHING`,
      )
      .run(u.id, u.clientId, u.email, u.passwordHash, u.createdAt.getTime(), toMs(u.disabledAt));
    return result.changes === 1;
  }

  async findById(id: string): Promise<UserRecord | undefined> {
    const row = this.db.prepare('SELECT * FROM users WHERE id = ?').get(id) as Row | undefined;
    return row && userFromRow(row);
  }

  async findByEmail(email: string): Promise<UserRecord | undefined> {
    const row = this.db.prepare('SELECT * FROM users WHERE email = ?').get(email) as Row | undefined;
    return row && userFromRow(row);
  }

  async list(clientId?: string): Promise<UserRecord[]> {
    const rows =
      clientId === undefined
        ? this.db.prepare('SELECT * FROM users ORDER BY created_at, rowid').all()
        : this.db.prepare('SELECT * FROM users WHERE client_id = ? ORDER BY created_at, rowid').all(clientId);
    return (rows as Row[]).map(userFromRow);
  }

  async disable(id: string, at: Date): Promise<boolean> {
    return this.db.prepare('UPDATE users SET disabled_at = ? WHERE id = ? AND disabled_at IS NULL').run(at.getTime(), id).changes === 1;
  }
}

export class SqliteSignedNotes implements SignedNoteRepository {
  constructor(private readonly db: Database.Database) {}

  async insert(n: SignedNoteRecord): Promise<boolean> {
    // INSERT … SELECT writes nothing when the session is gone, rather than failing on the foreign key.
    const result = this.db
      .prepare(
        `INSERT INTO signed_notes (id, client_id, txn_id, signed_by, signed_at, content)
         SELECT ?, client_id, txn_id, ?, ?, ? FROM sessions WHERE client_id = ? AND txn_id = ?`,
      )
      .run(n.id, n.signedBy, n.signedAt.getTime(), n.content, n.clientId, n.txnId);
    return result.changes === 1;
  }

  async list(key: SessionKey): Promise<SignedNoteRecord[]> {
    const rows = this.db
      .prepare('SELECT * FROM signed_notes WHERE client_id = ? AND txn_id = ? ORDER BY signed_at DESC, rowid DESC')
      .all(key.clientId, key.txnId) as Row[];
    return rows.map(signedNoteFromRow);
  }
}
