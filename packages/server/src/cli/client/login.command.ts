import { Command, Option } from 'commander';
import { ScribeClient, type Fetch } from '@svc-scribe/sdk';
import { credentialsPath, saveCredentials } from './credentials.js';
import { promptSecret } from './login-prompt.js';

const LOGIN_PATH = '/connect-auth/v1/account/login';

/** The scopes the access token grants, read from its (unverified) JWT payload: only for display. */
function scopesOf(accessToken: string): string {
  try {
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { scope?: unknown };
    return typeof payload.scope === 'string' ? payload.scope : '';
  } catch {
    return '';
  }
}

/**
 * Logs in through the SDK and answers the access token. The SDK logs in lazily and keeps its token
 * to itself, so the login answer is observed through its pluggable `fetch` while a cheap call runs.
 */
async function logIn(baseUrl: string, clientId: string, clientSecret: string): Promise<string> {
  let accessToken: string | undefined;
  const fetch: Fetch = async (input, init) => {
    const response = await globalThis.fetch(input, init);
    if (response.ok && String(input instanceof Request ? input.url : input).endsWith(LOGIN_PATH)) {
      accessToken = ((await response.clone().json()) as { access_token?: string }).access_token;
    }
    return response;
  };
  try {
    await new ScribeClient({ baseUrl, clientId, clientSecret, fetch }).webhooks.list();
  } catch (error) {
    // A client without the webhooks scope is refused that call after a successful login: still logged in.
    if (accessToken === undefined) throw error;
  }
  if (accessToken === undefined) throw new Error('the server answered without logging in');
  return accessToken;
}

/** `scribe login`: checks the client's credentials against the server and saves them for the other client commands. */
export function loginCommand(): Command {
  return new Command('login')
    .description('log in to a svc-scribe server and save the credentials for the client commands')
    .requiredOption('--url <baseUrl>', 'the server, e.g. https://scribe.clinic.example')
    .requiredOption('--client-id <id>', 'from `scribe clients create`')
    .addOption(
      new Option('--client-secret <secret>', 'the client secret (better from the environment, or typed at the prompt: out of the shell history)').env(
        'SCRIBE_CLIENT_SECRET',
      ),
    )
    .action(async (opts: { url: string; clientId: string; clientSecret?: string }) => {
      const baseUrl = opts.url.replace(/\/+$/, '');
      // Neither given: asked for, unechoed on a terminal; piped in, the first line of stdin.
      const clientSecret = opts.clientSecret || (await promptSecret('client secret: '));
      if (!clientSecret) throw new Error('no client secret: type it at the prompt, pipe it on stdin, or set SCRIBE_CLIENT_SECRET');
      const scopes = scopesOf(await logIn(baseUrl, opts.clientId, clientSecret));
      const file = credentialsPath();
      await saveCredentials(file, { baseUrl, clientId: opts.clientId, clientSecret });
      process.stdout.write(`logged in to ${baseUrl} as ${opts.clientId}${scopes ? ` (scopes: ${scopes})` : ''}\n`);
      process.stderr.write(`credentials saved to ${file}\n`);
    });
}
