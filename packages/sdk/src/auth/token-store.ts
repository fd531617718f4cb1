import { AuthError } from '../errors.js';
import type { TokenSource } from '../http/transport.js';
import { jwtLifetime } from './jwt-lifetime.js';
import type { ClientCredentials, IssuedToken, SetAccessTokenOptions, TokenPair } from './types.js';

const LOGIN_PATH = '/connect-auth/v1/account/login';
const REFRESH_PATH = '/connect-auth/v1/account/refresh';

/** Refresh this long before expiry: a tenth of the lifetime, at most a minute. */
const MAX_MARGIN_MS = 60_000;

interface CurrentToken {
  token: string;
  /** When to refresh it (ms since the epoch); undefined when its expiry is unknown. */
  refreshAt: number | undefined;
}

/** POSTs a login or refresh body without a bearer token, answering the token pair. */
export type TokenExchange = (path: string, body: Record<string, string>) => Promise<TokenPair>;

/** How a client gets a new token without a refresh token: a client logs in again; a signed-in user refreshes through its cookie. */
export type SignIn = () => Promise<IssuedToken>;

/** A client's sign-in: its credentials, at the login route. */
export const clientSignIn =
  (exchange: TokenExchange, { clientId, clientSecret }: ClientCredentials): SignIn =>
  () =>
    exchange(LOGIN_PATH, { client_id: clientId, client_secret: clientSecret });

/** When to refresh a token that expires at `expiresAt`; without its lifetime, a minute before. */
const refreshAt = (expiresAt: number, lifetimeMs: number | undefined): number =>
  expiresAt - (lifetimeMs === undefined ? MAX_MARGIN_MS : Math.min(MAX_MARGIN_MS, lifetimeMs / 10));

/**
 * The client's access token: logs in lazily, refreshes before expiry, and renews once when the
 * server refuses a token. Concurrent callers share one login or refresh.
 */
export class TokenStore implements TokenSource {
  private current: CurrentToken | undefined;
  private refreshToken: string | undefined;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly exchange: TokenExchange,
    private readonly signIn: SignIn | undefined,
  ) {}

  set(token: string, options: SetAccessTokenOptions = {}): void {
    if (options.expiresIn !== undefined) {
      const lifetimeMs = options.expiresIn * 1000;
      this.current = { token, refreshAt: refreshAt(Date.now() + lifetimeMs, lifetimeMs) };
    } else {
      const claims = jwtLifetime(token);
      const lifetimeMs = claims?.issuedAt === undefined ? undefined : claims.expiresAt - claims.issuedAt;
      this.current = { token, refreshAt: claims && refreshAt(claims.expiresAt, lifetimeMs) };
    }
    this.refreshToken = options.refreshToken;
  }

  private get renewable(): boolean {
    return this.refreshToken !== undefined || this.signIn !== undefined;
  }

  async token(): Promise<string> {
    const current = this.current;
    if (current && (current.refreshAt === undefined || Date.now() < current.refreshAt || !this.renewable)) return current.token;
    return this.obtainOnce();
  }

  async renew(stale: string): Promise<string | undefined> {
    // Another caller already replaced it.
    if (this.current && this.current.token !== stale) return this.current.token;
    if (!this.renewable) return undefined;
    this.current = undefined;
    return this.obtainOnce();
  }

  /** Signs in now, sharing a renewal already under way: a signed-in user's cookie must never be presented twice at once. */
  signInNow(): Promise<string> {
    this.current = undefined;
    return this.obtainOnce();
  }

  /** Uses a token just issued (a user's sign-in). */
  accept(issued: IssuedToken): void {
    this.store(issued);
  }

  /** Forgets the token (signed out). */
  clear(): void {
    this.current = undefined;
    this.refreshToken = undefined;
  }

  private obtainOnce(): Promise<string> {
    this.pending ??= this.obtain().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async obtain(): Promise<string> {
    const refreshToken = this.refreshToken;
    if (refreshToken !== undefined) {
      // Single use: whatever the answer, this one is spent.
      this.refreshToken = undefined;
      try {
        return this.store(await this.exchange(REFRESH_PATH, { refresh_token: refreshToken }));
      } catch (error) {
        // An expired or revoked refresh token: sign in again when the client can.
        if (!(error instanceof AuthError) || !this.signIn) throw error;
      }
    }
    // Reached when a refresh failed (say, on the network) and there is no way to sign in again.
    if (!this.signIn) throw new AuthError(401, { message: 'the access token cannot be renewed: no refresh token and no client credentials' });
    return this.store(await this.signIn());
  }

  private store(pair: IssuedToken): string {
    const lifetimeMs = pair.expires_in * 1000;
    this.current = { token: pair.access_token, refreshAt: refreshAt(Date.now() + lifetimeMs, lifetimeMs) };
    this.refreshToken = pair.refresh_token;
    return pair.access_token;
  }
}
