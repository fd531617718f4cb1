/** The answer of login and refresh (PROTOCOL §1); both lifetimes in seconds. */
export interface TokenPair {
  access_token: string;
  expires_in: number;
  redirect_url: string;
  refresh_token: string;
  refresh_token_expires_in: number;
}

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
