import { describe, expect, it } from 'vitest';
import { clientKeyView, clientView, createdKeyView, credentialsView, userView } from './views.js';

const created = new Date('2026-01-02T03:04:05.678Z');
const ended = new Date('2026-02-03T04:05:06.789Z');

/** The `--json` lines byte for byte, key order included: scripts parse them, and the operator's docs show them. */
describe('the CLI views', () => {
  it('writes a new client as client_id, client_secret', () => {
    expect(JSON.stringify(credentialsView({ clientId: 'c1', clientSecret: 's1' }))).toBe('{"client_id":"c1","client_secret":"s1"}');
  });

  it('writes a listed client with ISO times, null while active', () => {
    const client = { id: 'c1', name: 'clinic', scopes: ['transcription' as const], redirectUrl: '', createdAt: created, revokedAt: null };
    expect(JSON.stringify(clientView(client))).toBe(
      '{"client_id":"c1","name":"clinic","scopes":["transcription"],"redirect_url":"","created_at":"2026-01-02T03:04:05.678Z","revoked_at":null}',
    );
    expect(clientView({ ...client, revokedAt: ended }).revoked_at).toBe('2026-02-03T04:05:06.789Z');
  });

  it('writes a new key as kid, key, client_id, and a listed one without the key', () => {
    expect(JSON.stringify(createdKeyView({ kid: 'k1', clientId: 'c1', key: 'secret' }))).toBe('{"kid":"k1","key":"secret","client_id":"c1"}');
    expect(JSON.stringify(clientKeyView({ kid: 'k1', clientId: 'c1', createdAt: created, revokedAt: ended }))).toBe(
      '{"kid":"k1","client_id":"c1","created_at":"2026-01-02T03:04:05.678Z","revoked_at":"2026-02-03T04:05:06.789Z"}',
    );
  });

  it('writes a user as user_id, client_id, email, created_at, disabled_at', () => {
    expect(JSON.stringify(userView({ id: 'u1', clientId: 'c1', email: 'ada@clinic.example', createdAt: created, disabledAt: null }))).toBe(
      '{"user_id":"u1","client_id":"c1","email":"ada@clinic.example","created_at":"2026-01-02T03:04:05.678Z","disabled_at":null}',
    );
  });
});
