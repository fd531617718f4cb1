import { fromBase64Json } from '../lib/encoding.js';

/**
 * When a JWT expires and when it was issued (ms since the epoch), read from its claims without
 * verifying them: only to know when to refresh, never to trust it.
 */
export function jwtLifetime(token: string): { expiresAt: number; issuedAt: number | undefined } | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const { exp, iat } = fromBase64Json<{ exp?: unknown; iat?: unknown }>(payload);
    if (typeof exp !== 'number') return undefined;
    return { expiresAt: exp * 1000, issuedAt: typeof iat === 'number' ? iat * 1000 : undefined };
  } catch {
    return undefined;
  }
}
