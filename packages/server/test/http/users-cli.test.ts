import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scribeCli } from '../helpers/scribe-process.js';
import { makeDataDir, startTestServer } from '../helpers/test-server.js';

/** `scribe users …` on a data dir, then sign-in through the server that runs on it. */
describe('scribe users create, list and disable', () => {
  const dataDir = makeDataDir();
  const env = { NODE_ENV: 'test', SCRIBE_DATA_DIR: dataDir };
  const scribe = (args: string[], stdin = '') => scribeCli(args, env, stdin);
  let clientId: string;
  beforeAll(async () => {
    clientId = (JSON.parse(await scribe(['clients', 'create', '--name', 'clinic', '--json'])) as { client_id: string }).client_id;
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates accounts with the password from stdin, refuses a duplicate, a short password and an unknown client', async () => {
    const created = JSON.parse(await scribe(['users', 'create', '--client', clientId, '--email', 'Ada@Clinic.example', '--password-stdin', '--json'], 'first password\n'));
    expect(created).toMatchObject({ client_id: clientId, email: 'ada@clinic.example', disabled_at: null });
    await scribe(['users', 'create', '--client', clientId, '--email', 'bob@clinic.example', '--password-stdin'], 'second password');
    await expect(scribe(['users', 'create', '--client', clientId, '--email', 'ada@clinic.example', '--password-stdin'], 'another one\n')).rejects.toThrow(/exists already/);
    await expect(scribe(['users', 'create', '--client', clientId, '--email', 'cleo@clinic.example', '--password-stdin'], 'short\n')).rejects.toThrow(/8 to 1024 characters/);
    await expect(scribe(['users', 'create', '--client', 'no-such-client', '--email', 'dan@clinic.example', '--password-stdin'], 'long enough\n')).rejects.toThrow(/no active client/);
  });

  it('lists them without their passwords and disables one by e-mail, which can then no longer sign in', async () => {
    await scribe(['users', 'disable', 'bob@clinic.example']);
    const listed = JSON.parse(await scribe(['users', 'list', '--client', clientId, '--json'])) as { email: string; disabled_at: string | null }[];
    expect(listed.map((u) => [u.email, u.disabled_at === null])).toEqual([
      ['ada@clinic.example', true],
      ['bob@clinic.example', false],
    ]);
    expect(JSON.stringify(listed)).not.toMatch(/scrypt|password/);
    expect(await scribe(['users', 'list'])).toMatch(/bob@clinic\.example .* disabled /);

    const server = await startTestServer({}, dataDir);
    try {
      const login = (email: string, password: string) => server.app.inject({ method: 'POST', url: '/connect-auth/v1/users/login', payload: { email, password } });
      // The line end that closed the piped password is not part of it.
      expect((await login('ada@clinic.example', 'first password')).statusCode).toBe(200);
      expect((await login('bob@clinic.example', 'second password')).statusCode).toBe(401);
    } finally {
      await server.close({ removeData: false });
    }
  });
});
