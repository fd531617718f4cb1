import type pg from 'pg';
import { signingKeyFromRow, type Row } from '../rows.js';
import type { SigningKeyRecord, SigningKeyRepository } from '../store.js';
import { inTransaction, type Queryable } from './pg-pool.js';

export class PgSigningKeys implements SigningKeyRepository {
  constructor(private readonly pool: pg.Pool) {}

  async insertIfEmpty(keys: readonly SigningKeyRecord[]): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      // Under READ COMMITTED two transactions could both find the table empty: the lock makes the others wait
      // for the first to commit, and then find its keys. It lets readers through (EXCLUSIVE, not ACCESS EXCLUSIVE).
      await client.query('LOCK TABLE signing_keys IN EXCLUSIVE MODE');
      if ((await client.query('SELECT 1 FROM signing_keys LIMIT 1')).rowCount) return false;
      for (const key of keys) await insertRow(client, key);
      return true;
    });
  }

  async insert(key: SigningKeyRecord): Promise<void> {
    await insertRow(this.pool, key);
  }

  async list(): Promise<SigningKeyRecord[]> {
    return (await this.pool.query<Row>('SELECT * FROM signing_keys ORDER BY created_at DESC, kid')).rows.map(signingKeyFromRow);
  }
}

async function insertRow(db: Queryable, key: SigningKeyRecord): Promise<void> {
  await db.query('INSERT INTO signing_keys (kid, created_at, sealed_private_jwk) VALUES ($1, $2, $3)', [key.kid, key.createdAt.getTime(), key.sealedPrivateJwk]);
}
