import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthError, ScribeClient } from '../../src/index.js';
import { recordingFetch } from '../helpers/recording-fetch.js';
import { startScribe, type ScribeServer } from '../helpers/scribe-server.js';

const TTL_S = 2;
const LOGIN = '/connect-auth/v1/account/login';
const REFRESH = '/connect-auth/v1/account/refresh';
const SUBSCRIPTIONS = '/notification/v1/connect/webhook/subscriptions';

/** Tokens against the real server, whose access tokens here live two seconds. */
describe('authentication against the real server', () => {
  let scribe: ScribeServer;
  beforeAll(async () => {
    scribe = await startScribe({ SCRIBE_ACCESS_TOKEN_TTL_S: String(TTL_S) });
  });
  afterAll(() => scribe.stop());

  it('logs in on first use, refreshes before expiry, and logs in again after a refused token', async () => {
    const { fetch, exchanges } = recordingFetch();
    const client = new ScribeClient({ baseUrl: scribe.baseUrl, ...(await scribe.credentials()), fetch });
    expect(exchanges).toEqual([]);
    await client.webhooks.list();
    await client.webhooks.list();
    expect(exchanges.map((e) => [e.path, e.status])).toEqual([[LOGIN, 200], [SUBSCRIPTIONS, 200], [SUBSCRIPTIONS, 200]]);

    // Past the token's lifetime: the client refreshes first instead of being refused.
    await sleep(TTL_S * 1000);
    exchanges.length = 0;
    await client.webhooks.list();
    expect(exchanges.map((e) => [e.path, e.status])).toEqual([[REFRESH, 200], [SUBSCRIPTIONS, 200]]);

    // A token the server refuses is renewed once; without a refresh token for it, by logging in.
    client.setAccessToken('not.a-valid.token');
    exchanges.length = 0;
    await client.webhooks.list();
    expect(exchanges.map((e) => [e.path, e.status])).toEqual([[SUBSCRIPTIONS, 401], [LOGIN, 200], [SUBSCRIPTIONS, 200]]);
  });

  it('refreshes a token pair obtained elsewhere, and fails with AuthError once it cannot', async () => {
    const credentials = await scribe.credentials();
    const login = await fetch(`${scribe.baseUrl}${LOGIN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: credentials.clientId, client_secret: credentials.clientSecret }),
    });
    const pair = (await login.json()) as { access_token: string; refresh_token: string };
    const { fetch: recording, exchanges } = recordingFetch();
    const client = new ScribeClient({ baseUrl: scribe.baseUrl, accessToken: pair.access_token, refreshToken: pair.refresh_token, fetch: recording });
    await sleep(TTL_S * 1000);
    await client.webhooks.list();
    expect(exchanges.map((e) => [e.path, e.status])).toEqual([[REFRESH, 200], [SUBSCRIPTIONS, 200]]);

    // An expired token and no way to renew it: the server's 401, as an AuthError.
    const stranded = new ScribeClient({ baseUrl: scribe.baseUrl, accessToken: pair.access_token });
    const error = await stranded.webhooks.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ status: 401, body: { error: { message: 'Unauthorized' } } });
  });

  it('throws AuthError with the server answer for wrong credentials', async () => {
    const { clientId } = await scribe.credentials();
    const client = new ScribeClient({ baseUrl: scribe.baseUrl, clientId, clientSecret: 'wrong' });
    const error = await client.webhooks.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ status: 401, body: { code: 401, error: expect.any(String) } });
  });
});
