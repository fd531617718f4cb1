import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { freePort, scribeCli, spawnScribe, waitUntilReady, type ScribeProcess } from '../helpers/scribe-process.js';
import { makeDataDir } from '../helpers/test-server.js';

/** Debian's Chromium (`apt-get install chromium`), driven by playwright-core, which downloads no browser of its own. */
export const CHROMIUM = '/usr/bin/chromium';
export const chromiumMissing = fs.existsSync(CHROMIUM) ? undefined : `${CHROMIUM} is missing (apt-get install chromium)`;

export interface ScribeApp {
  /** `http://localhost:<port>`: a secure context for the browser, where it keeps `Secure` cookies over plain HTTP. */
  baseUrl: string;
  email: string;
  password: string;
  dataDir: string;
  /** The clinic (the client) the clinician belongs to. */
  clientId: string;
  /** Runs `scribe <args>` on the server's data, as its operator would. */
  cli(args: string[]): Promise<string>;
  close(): Promise<void>;
}

/** A fresh `scribe serve` on a free port, as an operator starts it, with a clinician account made by `scribe users create`. */
export async function startScribeApp(): Promise<ScribeApp> {
  const dataDir = makeDataDir();
  const port = await freePort();
  const env = { NODE_ENV: 'test', SCRIBE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', SCRIBE_JOB_POLL_MS: '100' };
  const { client_id } = JSON.parse(await scribeCli(['clients', 'create', '--name', 'clinic', '--json'], env)) as { client_id: string };
  const email = 'clinician@clinic.example';
  const password = 'a long clinic password';
  await scribeCli(['users', 'create', '--client', client_id, '--email', email, '--password-stdin'], env, `${password}\n`);
  const server: ScribeProcess = spawnScribe(['serve'], { ...env, PORT: String(port), HOST: '127.0.0.1' });
  await waitUntilReady(`http://127.0.0.1:${port}/readyz`, server);
  return {
    baseUrl: `http://localhost:${port}`,
    email,
    password,
    dataDir,
    clientId: client_id,
    cli: (args) => scribeCli(args, env),
    async close() {
      await server.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Chromium with a fake microphone that plays `microphoneWav` in a loop, and the permission prompt answered yes. */
export function launchChromium(microphoneWav: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${microphoneWav}`,
    ],
  });
}

/** What the page logs as an error, or throws uncaught: a test ends by expecting none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
