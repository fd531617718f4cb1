import type { ClientKeyRecord, Store } from '../adapters/db/store.js';
import { DomainError } from '../domain/errors.js';
import { openSecret, sealSecret } from '../lib/sealed-secret.js';
import { randomKid, randomSharedKey } from '../lib/secrets.js';

/** A key as listed: never the key itself. */
export type ClientKey = Omit<ClientKeyRecord, 'sealedKey'>;

/** An active key, opened for use. */
export interface SharedKey {
  kid: string;
  clientId: string;
  key: string;
}

const withoutKey = (k: ClientKeyRecord): ClientKey => ({ kid: k.kid, clientId: k.clientId, createdAt: k.createdAt, revokedAt: k.revokedAt });

/**
 * The clients' shared JWE keys (PROTOCOL §7): several active per client so they can rotate,
 * created and revoked by the operator's CLI, kept sealed under the master key.
 */
export class ClientKeysService {
  constructor(private readonly d: { store: Store; now: () => Date; masterKey: () => Buffer }) {}

  /** The new key, opened: the only time the key itself is returned. */
  async create(clientId: string): Promise<SharedKey> {
    const client = await this.d.store.clients.findById(clientId);
    if (!client || client.revokedAt) throw new DomainError('not_found', `no active client ${clientId}`);
    const kid = randomKid();
    const key = randomSharedKey();
    await this.d.store.clientKeys.insert({
      kid,
      clientId,
      sealedKey: sealSecret(this.d.masterKey(), key, kid),
      createdAt: this.d.now(),
      revokedAt: null,
    });
    return { kid, clientId, key };
  }

  /** Every client's keys, or one client's; oldest first. Never the keys themselves. */
  async list(clientId?: string): Promise<ClientKey[]> {
    if (clientId !== undefined && !(await this.d.store.clients.findById(clientId))) {
      throw new DomainError('not_found', `no client ${clientId}`);
    }
    return (await this.d.store.clientKeys.list(clientId)).map(withoutKey);
  }

  async revoke(kid: string): Promise<void> {
    if (!(await this.d.store.clientKeys.revoke(kid, this.d.now()))) throw new DomainError('not_found', `no active key ${kid}`);
  }

  /** The active key named `kid`; undefined when it is unknown or revoked. */
  async resolve(kid: string): Promise<SharedKey | undefined> {
    const record = await this.d.store.clientKeys.findByKid(kid);
    return record && !record.revokedAt ? this.open(record) : undefined;
  }

  /**
   * The key for responses to a client's bodiless requests that name none: its oldest active key,
   * the one its deployed installations hold while a newer key is being rolled out.
   */
  async defaultFor(clientId: string): Promise<SharedKey | undefined> {
    const oldest = (await this.d.store.clientKeys.list(clientId)).find((k) => !k.revokedAt);
    return oldest && this.open(oldest);
  }

  private open(record: ClientKeyRecord): SharedKey {
    return { kid: record.kid, clientId: record.clientId, key: openSecret(this.d.masterKey(), record.sealedKey, record.kid) };
  }
}
