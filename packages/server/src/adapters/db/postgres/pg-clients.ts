/** Clients, their refresh tokens and their shared JWE keys on PostgreSQL: the same statements as SQLite's, in $n form. */
import type pg from 'pg';
import { clientFromRow, clientKeyFromRow, refreshTokenFromRow, toMs, type Row } from '../rows.js';
import type {
  ClientKeyRecord,
  ClientKeyRepository,
  ClientRecord,
  ClientRepository,
  RefreshTokenRecord,
  RefreshTokenRepository,
} from '../store.js';

export class PgClients implements ClientRepository {
  constructor(private readonly pool: pg.Pool) {}

  async insert(c: ClientRecord): Promise<void> {
    await this.pool.query(
      `INSERT INTO clients (id, name, secret_hash, scopes, redirect_url, created_at, revoked_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [c.id, c.name, c.secretHash, JSON.stringify(c.scopes), c.redirectUrl, c.createdAt.getTime(), toMs(c.revokedAt)],
    );
  }

  async findById(id: string): Promise<ClientRecord | undefined> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM clients WHERE id = $1', [id]);
    return rows[0] && clientFromRow(rows[0]);
  }

  async findByName(name: string): Promise<ClientRecord[]> {
    return (await this.pool.query<Row>('SELECT * FROM clients WHERE name = $1 ORDER BY created_at', [name])).rows.map(clientFromRow);
  }

  async list(): Promise<ClientRecord[]> {
    return (await this.pool.query<Row>('SELECT * FROM clients ORDER BY created_at')).rows.map(clientFromRow);
  }

  async revoke(id: string, at: Date): Promise<boolean> {
    const { rowCount } = await this.pool.query('UPDATE clients SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL', [at.getTime(), id]);
    return rowCount === 1;
  }
}

export class PgRefreshTokens implements RefreshTokenRepository {
  constructor(private readonly pool: pg.Pool) {}

  async insert(t: RefreshTokenRecord): Promise<void> {
    await this.pool.query(
      `INSERT INTO refresh_tokens (token_hash, client_id, user_id, family_id, expires_at, created_at, used_at, revoked_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [t.tokenHash, t.clientId, t.userId, t.familyId, t.expiresAt.getTime(), t.createdAt.getTime(), toMs(t.usedAt), toMs(t.revokedAt)],
    );
  }

  async findByHash(tokenHash: string): Promise<RefreshTokenRecord | undefined> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM refresh_tokens WHERE token_hash = $1', [tokenHash]);
    return rows[0] && refreshTokenFromRow(rows[0]);
  }

  async markUsed(tokenHash: string, at: Date): Promise<boolean> {
    const { rowCount } = await this.pool.query('UPDATE refresh_tokens SET used_at = $1 WHERE token_hash = $2 AND used_at IS NULL', [at.getTime(), tokenHash]);
    return rowCount === 1;
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    await this.pool.query('UPDATE refresh_tokens SET revoked_at = $1 WHERE family_id = $2 AND revoked_at IS NULL', [at.getTime(), familyId]);
  }

  async revokeClient(clientId: string, at: Date): Promise<void> {
    await this.pool.query('UPDATE refresh_tokens SET revoked_at = $1 WHERE client_id = $2 AND revoked_at IS NULL', [at.getTime(), clientId]);
  }
}

export class PgClientKeys implements ClientKeyRepository {
  constructor(private readonly pool: pg.Pool) {}

  async insert(k: ClientKeyRecord): Promise<void> {
    await this.pool.query('INSERT INTO client_keys (kid, client_id, sealed_key, created_at, revoked_at) VALUES ($1, $2, $3, $4, $5)', [
      k.kid,
      k.clientId,
      k.sealedKey,
      k.createdAt.getTime(),
      toMs(k.revokedAt),
    ]);
  }

  async findByKid(kid: string): Promise<ClientKeyRecord | undefined> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM client_keys WHERE kid = $1', [kid]);
    return rows[0] && clientKeyFromRow(rows[0]);
  }

  async list(clientId?: string): Promise<ClientKeyRecord[]> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM client_keys WHERE $1::text IS NULL OR client_id = $1 ORDER BY created_at, seq', [clientId ?? null]);
    return rows.map(clientKeyFromRow);
  }

  async revoke(kid: string, at: Date): Promise<boolean> {
    const { rowCount } = await this.pool.query('UPDATE client_keys SET revoked_at = $1 WHERE kid = $2 AND revoked_at IS NULL', [at.getTime(), kid]);
    return rowCount === 1;
  }

  async revokeClient(clientId: string, at: Date): Promise<void> {
    await this.pool.query('UPDATE client_keys SET revoked_at = $1 WHERE client_id = $2 AND revoked_at IS NULL', [at.getTime(), clientId]);
  }
}
