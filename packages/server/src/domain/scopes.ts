/** What an access token may do. A client gets every scope unless created with fewer. */
export const SCOPES = ['transcription', 'sessions', 'webhooks', 'records'] as const;

export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}
