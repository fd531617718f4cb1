import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../../server/src/config/config.js';
import { startServer, type RunningServer } from '../../../server/src/server.js';

export const AUDIO_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../server/test/fixtures/audio');

export const audio = (name: string): Buffer => fs.readFileSync(path.join(AUDIO_DIR, name));

export interface ScribeServer {
  baseUrl: string;
  server: RunningServer;
  /** A new client of the server's, with every scope. */
  credentials(): Promise<{ clientId: string; clientSecret: string }>;
  stop(): Promise<void>;
}

/** The real server, in this process, on a free port of 127.0.0.1 and a temporary data dir. */
export async function startScribe(env: Record<string, string> = {}): Promise<ScribeServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-sdk-'));
  const server = await startServer(
    loadConfig({
      NODE_ENV: 'test',
      SCRIBE_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SCRIBE_WEBHOOKS_ALLOW_INSECURE: '1',
      SCRIBE_JOB_POLL_MS: '50',
      ...env,
    }),
  );
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no TCP address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    server,
    credentials() {
      return server.container.clients.create({ name: 'sdk' });
    },
    async stop() {
      const stopping = server.stop();
      // A connection a client opened but never used (a request aborted while connecting) would hold
      // the close up until the server's headers timeout.
      server.app.server.closeAllConnections();
      await stopping;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
