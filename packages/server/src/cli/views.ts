import type { ClientKey, SharedKey } from '../services/client-keys.service.js';
import type { Client, ClientCredentials } from '../services/clients.service.js';
import type { ClientNoteTemplate } from '../services/note-templates.service.js';
import type { User } from '../services/users.service.js';

/**
 * What `scribe clients|keys|users|templates` print with `--json`: the operator's snake_case output, written here from the
 * services' camelCase types. Key order is the output's: scripts read these lines.
 */

const iso = (at: Date | null): string | null => at?.toISOString() ?? null;

export const credentialsView = (c: ClientCredentials) => ({ client_id: c.clientId, client_secret: c.clientSecret });

export const clientView = (c: Client) => ({
  client_id: c.id,
  name: c.name,
  scopes: c.scopes,
  redirect_url: c.redirectUrl,
  created_at: c.createdAt.toISOString(),
  revoked_at: iso(c.revokedAt),
});

export const createdKeyView = (k: SharedKey) => ({ kid: k.kid, key: k.key, client_id: k.clientId });

export const clientKeyView = (k: ClientKey) => ({
  kid: k.kid,
  client_id: k.clientId,
  created_at: k.createdAt.toISOString(),
  revoked_at: iso(k.revokedAt),
});

export const userView = (u: User) => ({
  user_id: u.id,
  client_id: u.clientId,
  email: u.email,
  created_at: u.createdAt.toISOString(),
  disabled_at: iso(u.disabledAt),
});

/** A note template as `scribe templates` lists it (`show` prints the definition itself). */
export function noteTemplateView({ template, builtIn, createdAt }: ClientNoteTemplate) {
  return { id: template.id, name: template.name, version: template.version, built_in: builtIn, created_at: iso(createdAt) };
}
