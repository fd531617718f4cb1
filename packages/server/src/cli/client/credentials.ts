import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ScribeClient } from '@svc-scribe/sdk';

/** What `scribe login` saves and the other client commands log in with. */
export interface StoredCredentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

/** `$SCRIBE_CLI_CONFIG`, else `~/.config/svc-scribe/credentials.json`. */
export function credentialsPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.SCRIBE_CLI_CONFIG || path.join(os.homedir(), '.config', 'svc-scribe', 'credentials.json');
}

/** Writes the file readable by its owner only: it holds the client secret. */
export async function saveCredentials(file: string, credentials: StoredCredentials): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await fs.writeFile(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  // The mode above applies only to a new file: one left by an earlier login may have wider rights.
  await fs.chmod(file, 0o600);
}

const isCredentials = (value: unknown): value is StoredCredentials =>
  typeof value === 'object' &&
  value !== null &&
  ['baseUrl', 'clientId', 'clientSecret'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

export async function loadCredentials(file: string): Promise<StoredCredentials> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(`not logged in (no ${file}): run \`scribe login --url <baseUrl> --client-id <id>\` first`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!isCredentials(parsed)) throw new Error(`${file} is not a credentials file: run \`scribe login\` again`);
  return parsed;
}

/** An SDK client logged in with the saved credentials. */
export async function savedClient(): Promise<ScribeClient> {
  const { baseUrl, clientId, clientSecret } = await loadCredentials(credentialsPath());
  return new ScribeClient({ baseUrl, clientId, clientSecret });
}
