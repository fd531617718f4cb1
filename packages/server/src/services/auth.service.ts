import { randomUUID } from 'node:crypto';
import { SignJWT, decodeProtectedHeader, jwtVerify, errors as joseErrors } from 'jose';
import type { ClientRecord, Store } from '../adapters/db/store.js';
import { DomainError } from '../domain/errors.js';
import { isScope, type Scope } from '../domain/scopes.js';
import { randomToken, sha256, verifySecret } from '../lib/secrets.js';
import { SIGNING_ALG, type SigningKeyRing } from './signing-keys.js';

export interface TokenPair {
  access_token: string;
  expires_in: number;
  redirect_url: string;
  refresh_token: string;
  refresh_token_expires_in: number;
}

/** Who is calling, as established from a verified access token. */
export interface Principal {
  clientId: string;
  scopes: readonly Scope[];
}

export interface AuthSettings {
  issuer: string;
  audience: string;
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  loginApiKey: string | undefined;
}

const badCredentials = () => new DomainError('unauthenticated', 'invalid client credentials');
const badRefreshToken = () => new DomainError('unauthenticated', 'invalid refresh token');
const badAccessToken = () => new DomainError('unauthenticated', 'Unauthorized');

/** Client-credential login, refresh-token rotation with reuse detection, and access-token verification (PROTOCOL §1). */
export class AuthService {
  constructor(
    private readonly d: { store: Store; keys: SigningKeyRing; settings: AuthSettings; now: () => Date },
  ) {}

  async login(input: { clientId: string; clientSecret: string; apiKey?: string }): Promise<TokenPair> {
    const { loginApiKey } = this.d.settings;
    if (loginApiKey !== undefined && input.apiKey !== loginApiKey) throw badCredentials();
    const client = await this.d.store.clients.findById(input.clientId);
    // Verify against a dummy hash when the client is unknown, so timing does not reveal which ids exist.
    const ok = await verifySecret(input.clientSecret, client?.secretHash ?? DUMMY_SECRET_HASH);
    if (!client || !ok || client.revokedAt) throw badCredentials();
    return this.issue(client, randomUUID());
  }

  /**
   * Exchanges a refresh token for a new pair. Each refresh token works once; presenting a spent one
   * means it was stolen or replayed, so its whole family (every token since that login) is revoked.
   */
  async refresh(input: { refreshToken: string; clientId?: string }): Promise<TokenPair> {
    const now = this.d.now();
    const token = await this.d.store.refreshTokens.findByHash(sha256(input.refreshToken));
    if (!token) throw badRefreshToken();
    if (input.clientId !== undefined && token.clientId !== input.clientId) throw badRefreshToken();
    if (token.revokedAt) throw badRefreshToken();
    if (token.usedAt || !(await this.d.store.refreshTokens.markUsed(token.tokenHash, now))) {
      await this.d.store.refreshTokens.revokeFamily(token.familyId, now);
      throw badRefreshToken();
    }
    if (token.expiresAt.getTime() <= now.getTime()) throw badRefreshToken();
    const client = await this.d.store.clients.findById(token.clientId);
    if (!client || client.revokedAt) throw badRefreshToken();
    return this.issue(client, token.familyId);
  }

  /** Verifies a bearer token: signature, issuer, audience, expiry, and that its client is still active. */
  async authenticate(accessToken: string): Promise<Principal> {
    let kid: string | undefined;
    try {
      kid = decodeProtectedHeader(accessToken).kid;
    } catch {
      throw badAccessToken();
    }
    const key = kid === undefined ? undefined : this.d.keys.find(kid);
    if (!key) throw badAccessToken();
    const { issuer, audience } = this.d.settings;
    let payload;
    try {
      ({ payload } = await jwtVerify(accessToken, key.publicKey, {
        issuer,
        audience,
        algorithms: [SIGNING_ALG],
        currentDate: this.d.now(),
        requiredClaims: ['sub', 'exp', 'iat', 'jti'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw badAccessToken();
      throw error;
    }
    const client = await this.d.store.clients.findById(payload.sub as string);
    if (!client || client.revokedAt) throw badAccessToken();
    const scopes = String(payload.scope ?? '')
      .split(' ')
      .filter(isScope);
    return { clientId: client.id, scopes };
  }

  private async issue(client: ClientRecord, familyId: string): Promise<TokenPair> {
    const { issuer, audience, accessTokenTtlS, refreshTokenTtlS } = this.d.settings;
    const now = this.d.now();
    const iat = Math.floor(now.getTime() / 1000);
    const key = this.d.keys.current;
    const accessToken = await new SignJWT({ scope: client.scopes.join(' ') })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(client.id)
      .setIssuedAt(iat)
      .setExpirationTime(iat + accessTokenTtlS)
      .setJti(randomUUID())
      .sign(key.privateKey);
    const refreshToken = randomToken();
    await this.d.store.refreshTokens.insert({
      tokenHash: sha256(refreshToken),
      clientId: client.id,
      userId: null,
      familyId,
      expiresAt: new Date(now.getTime() + refreshTokenTtlS * 1000),
      createdAt: now,
      usedAt: null,
      revokedAt: null,
    });
    return {
      access_token: accessToken,
      expires_in: accessTokenTtlS,
      redirect_url: client.redirectUrl,
      refresh_token: refreshToken,
      refresh_token_expires_in: refreshTokenTtlS,
    };
  }
}

// scrypt hash of a random value nobody knows; only used to spend the same time on unknown client ids.
const DUMMY_SECRET_HASH = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
