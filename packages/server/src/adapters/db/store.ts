/**
 * The persistence port. Services see only these interfaces; the embedded default is SQLite
 * (`sqlite/`), and a PostgreSQL implementation can sit beside it without touching services —
 * which is why every method is async although better-sqlite3 is synchronous.
 */
import type { Scope } from '../../domain/scopes.js';

export interface ClientRecord {
  id: string;
  name: string;
  secretHash: string;
  scopes: Scope[];
  redirectUrl: string;
  createdAt: Date;
  revokedAt: Date | null;
}

export interface RefreshTokenRecord {
  tokenHash: string;
  clientId: string;
  /** Every token descended from one login shares a family; reuse of any spent one revokes it all. */
  familyId: string;
  expiresAt: Date;
  createdAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

export interface ClientRepository {
  insert(client: ClientRecord): Promise<void>;
  findById(id: string): Promise<ClientRecord | undefined>;
  findByName(name: string): Promise<ClientRecord[]>;
  list(): Promise<ClientRecord[]>;
  /** Returns false when the client does not exist or was already revoked. */
  revoke(id: string, at: Date): Promise<boolean>;
}

export interface RefreshTokenRepository {
  insert(token: RefreshTokenRecord): Promise<void>;
  findByHash(tokenHash: string): Promise<RefreshTokenRecord | undefined>;
  /** Marks the token spent. False when it was already spent (a concurrent refresh won). */
  markUsed(tokenHash: string, at: Date): Promise<boolean>;
  revokeFamily(familyId: string, at: Date): Promise<void>;
  revokeClient(clientId: string, at: Date): Promise<void>;
}

export interface Store {
  readonly clients: ClientRepository;
  readonly refreshTokens: RefreshTokenRepository;
  /** Throws when the database cannot answer (readiness probe). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
