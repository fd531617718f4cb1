/**
 * The persistence port. Services see only these interfaces; the embedded default is SQLite
 * (`sqlite/`), and a PostgreSQL implementation can sit beside it without touching services —
 * which is why every method is async although better-sqlite3 is synchronous.
 */
import type { DocumentMediaType, DocumentType } from '../../domain/documents.js';
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

/** A client's shared JWE key (PROTOCOL §7). The key itself is only ever stored sealed under the master key. */
export interface ClientKeyRecord {
  kid: string;
  clientId: string;
  sealedKey: string;
  createdAt: Date;
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

/** A client's uploaded medical document; its bytes live in the blob store under `blobKey`. */
export interface DocumentRecord {
  id: string;
  clientId: string;
  blobKey: string;
  documentType: DocumentType;
  /** `YYYY-MM-DD`, as the client gave it. */
  documentDate: string | null;
  title: string | null;
  /** The client's opaque patient identifier: personal data, never logged. */
  patientReference: string | null;
  mediaType: DocumentMediaType;
  sizeBytes: number;
  sha256: string;
  createdAt: Date;
}

/** Every read and delete is scoped to the owning client: another client's id behaves as a missing one. */
export interface DocumentRepository {
  insert(document: DocumentRecord): Promise<void>;
  findOwned(clientId: string, id: string): Promise<DocumentRecord | undefined>;
  /** Newest first. */
  listOwned(clientId: string, page: { limit: number; offset: number }): Promise<{ documents: DocumentRecord[]; total: number }>;
  /** Returns false when the client owns no document with this id. */
  deleteOwned(clientId: string, id: string): Promise<boolean>;
}

export interface ClientKeyRepository {
  insert(key: ClientKeyRecord): Promise<void>;
  findByKid(kid: string): Promise<ClientKeyRecord | undefined>;
  /** Oldest first; every client's keys when no client is named. */
  list(clientId?: string): Promise<ClientKeyRecord[]>;
  /** Returns false when the key does not exist or was already revoked. */
  revoke(kid: string, at: Date): Promise<boolean>;
  revokeClient(clientId: string, at: Date): Promise<void>;
}

export interface Store {
  readonly clients: ClientRepository;
  readonly refreshTokens: RefreshTokenRepository;
  readonly clientKeys: ClientKeyRepository;
  readonly documents: DocumentRepository;
  /** Throws when the database cannot answer (readiness probe). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
