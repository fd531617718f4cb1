/** What an access token may do. A client gets every scope unless created with fewer. */
export const SCOPES = ['transcription', 'sessions', 'webhooks', 'records'] as const;

export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/**
 * The scopes a user's token may carry (of its client's): what a clinician in the web app needs. Documents (`records`)
 * and webhook subscriptions (`webhooks`) are the integration's, per client and not per user, so a user of the client
 * would reach every other user's documents and sessions' events through them.
 */
export const USER_SCOPES: readonly Scope[] = ['transcription', 'sessions'];

/** The client's scopes a user of it holds, in the client's order. */
export function userScopes(clientScopes: readonly Scope[]): Scope[] {
  return clientScopes.filter((scope) => USER_SCOPES.includes(scope));
}
