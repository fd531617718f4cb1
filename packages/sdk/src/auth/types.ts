import type { Schemas } from '../http/wire.js';

/** The answer of login and refresh (PROTOCOL §1); both lifetimes in seconds. Wire type: `#/components/schemas/TokenPair`. */
export type TokenPair = Schemas['TokenPair'];

/** An access token as a login answers it; a user's comes without a refresh token (that one stays in the browser's cookie). */
export interface IssuedToken {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
}

/** A clinician account of the web app, as its sign-in answers it. Wire type: `#/components/schemas/UserAccount`. */
export type SignedInUser = Schemas['UserAccount'];

/** A client's credentials, as `scribe clients create` prints them. */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

export interface SetAccessTokenOptions {
  /** Lets the client refresh this token instead of failing once it expires. */
  refreshToken?: string;
  /** Seconds until the token expires. Default: read from the JWT's `exp` claim when it has one. */
  expiresIn?: number;
}
