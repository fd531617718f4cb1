import type pg from 'pg';
import { signedNoteFromRow, toMs, userFromRow, type Row } from '../rows.js';
import type { SessionKey, SignedNoteRecord, SignedNoteRepository, UserRecord, UserRepository } from '../store.js';

export class PgUsers implements UserRepository {
  constructor(private readonly pool: pg.Pool) {}

  async insert(u: UserRecord): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO users (id, client_id, email, password_hash, created_at, disabled_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (email) DO NOTHING`,
      [u.id, u.clientId, u.email, u.passwordHash, u.createdAt.getTime(), toMs(u.disabledAt)],
    );
    return rowCount === 1;
  }

  async findById(id: string): Promise<UserRecord | undefined> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM users WHERE id = $1', [id]);
    return rows[0] && userFromRow(rows[0]);
  }

  async findByEmail(email: string): Promise<UserRecord | undefined> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM users WHERE email = $1', [email]);
    return rows[0] && userFromRow(rows[0]);
  }

  async list(clientId?: string): Promise<UserRecord[]> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM users WHERE $1::text IS NULL OR client_id = $1 ORDER BY created_at, seq', [clientId ?? null]);
    return rows.map(userFromRow);
  }

  async disable(id: string, at: Date): Promise<boolean> {
    return (await this.pool.query('UPDATE users SET disabled_at = $1 WHERE id = $2 AND disabled_at IS NULL', [at.getTime(), id])).rowCount === 1;
  }
}

export class PgSignedNotes implements SignedNoteRepository {
  constructor(private readonly pool: pg.Pool) {}

  async insert(n: SignedNoteRecord): Promise<boolean> {
    // INSERT … SELECT writes nothing when the session is gone, rather than failing on the foreign key.
    const { rowCount } = await this.pool.query(
      `INSERT INTO signed_notes (id, client_id, txn_id, signed_by, signed_at, content)
       SELECT $1, client_id, txn_id, $2, $3, $4 FROM sessions WHERE client_id = $5 AND txn_id = $6`,
      [n.id, n.signedBy, n.signedAt.getTime(), n.content, n.clientId, n.txnId],
    );
    return rowCount === 1;
  }

  async list(key: SessionKey): Promise<SignedNoteRecord[]> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM signed_notes WHERE client_id = $1 AND txn_id = $2 ORDER BY signed_at DESC, seq DESC', [
      key.clientId,
      key.txnId,
    ]);
    return rows.map(signedNoteFromRow);
  }
}
