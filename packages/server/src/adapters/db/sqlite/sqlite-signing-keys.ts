import type Database from 'better-sqlite3';
import { signingKeyFromRow, type Row } from '../rows.js';
import type { SigningKeyRecord, SigningKeyRepository } from '../store.js';

export class SqliteSigningKeys implements SigningKeyRepository {
  constructor(private readonly db: Database.Database) {}

  async insertIfEmpty(keys: readonly SigningKeyRecord[]): Promise<boolean> {
    // IMMEDIATE takes the write lock before the emptiness check, so two processes cannot both find the table empty.
    return this.db
      .transaction(() => {
        if (this.db.prepare('SELECT 1 FROM signing_keys LIMIT 1').get()) return false;
        for (const key of keys) this.insertRow(key);
        return true;
      })
      .immediate();
  }

  async insert(key: SigningKeyRecord): Promise<void> {
    this.insertRow(key);
  }

  async list(): Promise<SigningKeyRecord[]> {
    return (this.db.prepare('SELECT * FROM signing_keys ORDER BY created_at DESC, kid').all() as Row[]).map(signingKeyFromRow);
  }

  private insertRow(key: SigningKeyRecord): void {
    this.db
      .prepare('INSERT INTO signing_keys (kid, created_at, sealed_private_jwk) VALUES (?, ?, ?)')
      .run(key.kid, key.createdAt.getTime(), key.sealedPrivateJwk);
  }
}
