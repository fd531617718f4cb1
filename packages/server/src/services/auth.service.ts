import { randomUUID } from 'node:crypto';
import { SignJWT, decodeProtectedHeader, jwtVerify, errors as joseErrors } from 'jose';
import type { ClientRecord, RefreshTokenRecord, Store, UserRecord } from '../adapters/db/store.js';
import { DomainError } from '../domain/errors.js';
import { isScope, userScopes, type Scope } from '../domain/scopes.js';
import { randomToken, sameSecret, sha256, verifySecret } from '../lib/secrets.js';
import { SIGNING_ALG, type SigningKeyRing } from './signing-keys.js';

/** A client's token pair, with the lifetimes (seconds) of each token and the client's redirect URL. */
export interface TokenPair {
  accessToken: string;
  expiresIn: number;
  redirectUrl: string;
  refreshToken: string;
  refreshTokenExpiresIn: number;
}

/** Who is calling, as established from a verified access token. */
export interface Principal {
  clientId: string;
  scopes: readonly Scope[];
  /** The clinician, when the token was issued to a user of the web app rather than to the client itself. */
  userId?: string;
}

/** A user's access token; its refresh token travels apart (the web app's HttpOnly cookie), never in a body. */
export interface UserTokens {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  refreshTokenExpiresIn: number;
  user: UserRecord;
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

/**
 * The claim that names a user's tenant: RFC 9068's `client_id`. A client's own token has none (its subject is the client);
 * a user's names the client whose sessions, scopes and keys the user works under.
 */
const TENANT_CLAIM = 'client_id';

/** Client-credential login, refresh-token rotation with reuse detection, and access-token verification (PROTOCOL §1). */
export class AuthService {
  constructor(
    private readonly d: { store: Store; keys: SigningKeyRing; settings: AuthSettings; now: () => Date },
  ) {}

  async login(input: { clientId: string; clientSecret: string; apiKey?: string }): Promise<TokenPair> {
    const { loginApiKey } = this.d.settings;
    if (loginApiKey !== undefined && (input.apiKey === undefined || !sameSecret(input.apiKey, loginApiKey))) throw badCredentials();
    const client = await this.d.store.clients.findById(input.clientId);
    // Verify against a dummy hash when the client is unknown, so timing does not reveal which ids exist.
    const ok = await verifySecret(input.clientSecret, client?.secretHash ?? DUMMY_SECRET_HASH);
    if (!client || !ok || client.revokedAt) throw badCredentials();
    return this.issue(client, randomUUID());
  }

  /** Exchanges a client's refresh token for a new pair (single use: see `spend`). */
  async refresh(input: { refreshToken: string; clientId?: string }): Promise<TokenPair> {
    const token = await this.spend(input.refreshToken, (found) => found.userId === null && (input.clientId === undefined || found.clientId === input.clientId));
    const client = await this.activeClient(token.clientId, badRefreshToken);
    return this.issue(client, token.familyId);
  }

  /** A user's first tokens, once `UsersService.verifyCredentials` has checked the password: a new refresh-token family. */
  async loginUser(user: UserRecord): Promise<UserTokens> {
    const client = await this.activeClient(user.clientId, badCredentials);
    return this.issueForUser(user, client, randomUUID());
  }

  /** As `refresh`, for a user's refresh token: single use, reuse revokes the family; a disabled user gets nothing. */
  async refreshUser(refreshToken: string): Promise<UserTokens> {
    const token = await this.spend(refreshToken, (found) => found.userId !== null);
    const user = await this.d.store.users.findById(token.userId!);
    if (!user || user.disabledAt) throw badRefreshToken();
    const client = await this.activeClient(user.clientId, badRefreshToken);
    return this.issueForUser(user, client, token.familyId);
  }

  /**
   * A user signing out: the refresh token's family is revoked. An unknown token, or a client's (which the sign-out cookie
   * never holds), is nothing to revoke here. Access tokens run out on their own.
   */
  async revokeUserRefreshToken(refreshToken: string): Promise<void> {
    const token = await this.d.store.refreshTokens.findByHash(sha256(refreshToken));
    if (token && token.userId !== null) await this.d.store.refreshTokens.revokeFamily(token.familyId, this.d.now());
  }

  /**
   * Marks a refresh token spent and returns it. Each works once; presenting a spent one means it was stolen or replayed,
   * so its whole family (every token since that login) is revoked. `belongs` tells a client's tokens from a user's: neither refreshes through the other's route.
   */
  private async spend(refreshToken: string, belongs: (token: RefreshTokenRecord) => boolean): Promise<RefreshTokenRecord> {
    const now = this.d.now();
    const token = await this.d.store.refreshTokens.findByHash(sha256(refreshToken));
    if (!token || !belongs(token) || token.revokedAt) throw badRefreshToken();
    if (token.usedAt || !(await this.d.store.refreshTokens.markUsed(token.tokenHash, now))) {
      await this.d.store.refreshTokens.revokeFamily(token.familyId, now);
      throw badRefreshToken();
    }
    if (token.expiresAt.getTime() <= now.getTime()) throw badRefreshToken();
    return token;
  }

  private async activeClient(clientId: string, refusal: () => DomainError): Promise<ClientRecord> {
    const client = await this.d.store.clients.findById(clientId);
    if (!client || client.revokedAt) throw refusal();
    return client;
  }

  /** Verifies a bearer token: signature, issuer, audience, expiry, and that its client (and user, for a user's token) is still active. */
  async authenticate(accessToken: string): Promise<Principal> {
    let kid: string | undefined;
    try {
      kid = decodeProtectedHeader(accessToken).kid;
    } catch {
      throw badAccessToken();
    }
    const key = kid === undefined ? undefined : await this.d.keys.find(kid);
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
    const scopes = String(payload.scope ?? '')
      .split(' ')
      .filter(isScope);
    const tenant = payload[TENANT_CLAIM];
    if (tenant === undefined) return this.stillActive({ clientId: payload.sub as string, scopes });
    if (typeof tenant !== 'string') throw badAccessToken();
    return this.stillActive({ clientId: tenant, scopes, userId: payload.sub as string });
  }

  /**
   * The principal, while its client is not revoked and its user (if any) is not disabled and still the client's: checked
   * on every request, and again when a credential issued earlier is redeemed (a stream ticket).
   */
  async stillActive(principal: Principal): Promise<Principal> {
    const client = await this.activeClient(principal.clientId, badAccessToken);
    if (principal.userId === undefined) return { clientId: client.id, scopes: principal.scopes };
    const user = await this.d.store.users.findById(principal.userId);
    if (!user || user.disabledAt || user.clientId !== client.id) throw badAccessToken();
    // Again here, for tokens issued before users' scopes were narrowed.
    return { clientId: client.id, scopes: userScopes(principal.scopes), userId: user.id };
  }

  private async issue(client: ClientRecord, familyId: string): Promise<TokenPair> {
    const { accessTokenTtlS, refreshTokenTtlS } = this.d.settings;
    const accessToken = await this.signAccessToken(client.id, { scope: client.scopes.join(' ') });
    const refreshToken = await this.storeRefreshToken(client.id, null, familyId);
    return {
      accessToken,
      expiresIn: accessTokenTtlS,
      redirectUrl: client.redirectUrl,
      refreshToken,
      refreshTokenExpiresIn: refreshTokenTtlS,
    };
  }

  /** The same access token as a client's, with the user as its subject, the client named as the tenant, and those of the client's scopes a user may hold. */
  private async issueForUser(user: UserRecord, client: ClientRecord, familyId: string): Promise<UserTokens> {
    const { accessTokenTtlS, refreshTokenTtlS } = this.d.settings;
    return {
      accessToken: await this.signAccessToken(user.id, { scope: userScopes(client.scopes).join(' '), [TENANT_CLAIM]: client.id }),
      expiresIn: accessTokenTtlS,
      refreshToken: await this.storeRefreshToken(client.id, user.id, familyId),
      refreshTokenExpiresIn: refreshTokenTtlS,
      user,
    };
  }

  private async signAccessToken(subject: string, claims: Record<string, string>): Promise<string> {
    const { issuer, audience, accessTokenTtlS } = this.d.settings;
    const iat = Math.floor(this.d.now().getTime() / 1000);
    const key = await this.d.keys.current();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt(iat)
      .setExpirationTime(iat + accessTokenTtlS)
      .setJti(randomUUID())
      .sign(key.privateKey);
  }

  private async storeRefreshToken(clientId: string, userId: string | null, familyId: string): Promise<string> {
    const now = this.d.now();
    const refreshToken = randomToken();
    await this.d.store.refreshTokens.insert({
      tokenHash: sha256(refreshToken),
      clientId,
      userId,
      familyId,
      expiresAt: new Date(now.getTime() + this.d.settings.refreshTokenTtlS * 1000),
      createdAt: now,
      usedAt: null,
      revokedAt: null,
    });
    return refreshToken;
  }
}

// scrypt hash of a random value nobody knows; only used to spend the same time on unknown client ids.
const DUMMY_SECRET_HASH = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
