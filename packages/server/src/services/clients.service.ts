import { randomUUID } from 'node:crypto';
import type { ClientRecord, Store } from '../adapters/db/store.js';
import { DomainError } from '../domain/errors.js';
import { SCOPES, isScope, type Scope } from '../domain/scopes.js';
import { hashSecret, randomToken } from '../lib/secrets.js';

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** A client as listed: never its secret's hash. */
export type Client = Omit<ClientRecord, 'secretHash'>;

export const DEV_CLIENT_NAME = 'dev';

const withoutSecret = (c: ClientRecord): Client => ({ id: c.id, name: c.name, scopes: c.scopes, redirectUrl: c.redirectUrl, createdAt: c.createdAt, revokedAt: c.revokedAt });

/** API clients: created, listed and revoked by the operator's CLI. The secret is shown once, then only its hash is kept. */
export class ClientsService {
  constructor(private readonly d: { store: Store; now: () => Date }) {}

  async create(input: { name: string; scopes?: readonly string[]; redirectUrl?: string }): Promise<ClientCredentials> {
    const name = input.name.trim();
    if (!name) throw new DomainError('invalid_request', 'client name must not be empty');
    const scopes = input.scopes ?? SCOPES;
    const unknown = scopes.filter((s) => !isScope(s));
    if (unknown.length) throw new DomainError('invalid_request', `unknown scope(s): ${unknown.join(', ')}; known: ${SCOPES.join(', ')}`);
    const secret = randomToken();
    const client: ClientRecord = {
      id: randomUUID(),
      name,
      secretHash: await hashSecret(secret),
      scopes: [...new Set(scopes)] as Scope[],
      redirectUrl: input.redirectUrl ?? '',
      createdAt: this.d.now(),
      revokedAt: null,
    };
    await this.d.store.clients.insert(client);
    return { clientId: client.id, clientSecret: secret };
  }

  async list(): Promise<Client[]> {
    return (await this.d.store.clients.list()).map(withoutSecret);
  }

  /** Revokes the client, every refresh token and shared key it holds; its access tokens stop working at once. */
  async revoke(clientId: string): Promise<void> {
    const at = this.d.now();
    if (!(await this.d.store.clients.revoke(clientId, at))) {
      throw new DomainError('not_found', `no active client ${clientId}`);
    }
    await this.d.store.refreshTokens.revokeClient(clientId, at);
    await this.d.store.clientKeys.revokeClient(clientId, at);
  }

  /** Development convenience: a `dev` client on first start. Returns its credentials only when it was just made. */
  async ensureDevClient(): Promise<ClientCredentials | undefined> {
    const existing = await this.d.store.clients.findByName(DEV_CLIENT_NAME);
    if (existing.length > 0) return undefined;
    return this.create({ name: DEV_CLIENT_NAME });
  }
}
