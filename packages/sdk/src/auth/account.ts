import { AuthError } from '../errors.js';
import type { Transport } from '../http/transport.js';
import type { ResponseBody } from '../http/wire.js';
import type { TokenStore } from './token-store.js';
import type { SignedInUser } from './types.js';

const BASE = '/connect-auth/v1/users';

type UserTokens = ResponseBody<'loginUser', 200>;

/**
 * A clinician's sign-in to the web app (a client made with `userSession: true`, in a browser on the server's origin):
 * e-mail and password give an access token for the user; the refresh token stays in an HttpOnly cookie that the
 * browser sends to the refresh route only, so no script ever holds it.
 */
export class Account {
  private signedIn: SignedInUser | undefined;

  /** @internal */
  constructor(
    private readonly transport: Transport,
    private readonly tokens: TokenStore,
  ) {}

  /** The user signed in, once `signIn` or `resume` has succeeded. */
  get user(): SignedInUser | undefined {
    return this.signedIn;
  }

  /** `AuthError` 401 for a wrong e-mail or password or a disabled account; `ApiError` 429 after too many attempts. */
  async signIn(email: string, password: string, options: { signal?: AbortSignal } = {}): Promise<SignedInUser> {
    const { body } = await this.transport.request<UserTokens>({ method: 'POST', url: `${BASE}/login`, json: { email, password }, auth: false, signal: options.signal });
    this.tokens.accept(body);
    return (this.signedIn = body.user);
  }

  /** The session the browser's cookie still holds (after a reload), or undefined when there is none: signed out, expired, disabled. */
  async resume(): Promise<SignedInUser | undefined> {
    try {
      await this.tokens.signInNow();
      return this.signedIn;
    } catch (error) {
      if (error instanceof AuthError) return undefined;
      throw error;
    }
  }

  /** Revokes the cookie's sign-in and forgets the token. */
  async signOut(): Promise<void> {
    await this.transport.request({ method: 'POST', url: `${BASE}/logout`, auth: false });
    this.tokens.clear();
    this.signedIn = undefined;
  }

  /** @internal The token store's sign-in for a user: the cookie refresh, which rotates the cookie. */
  async refresh(): Promise<UserTokens> {
    const { body } = await this.transport.request<UserTokens>({ method: 'POST', url: `${BASE}/refresh`, auth: false });
    this.signedIn = body.user;
    return body;
  }
}
