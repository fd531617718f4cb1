import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/config/config.js';
import { buildContainer, type Container, type ContainerOptions } from '../../src/container.js';
import { buildApp } from '../../src/http/app.js';
import { FakeSpeech } from './fake-speech-engine.js';

/** A clock tests can move forward to expire tokens. */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}

export interface TestServer {
  app: FastifyInstance;
  container: Container;
  config: Config;
  clock: TestClock;
  /** The fake speech engine's record of what it recognised; undefined with the real model. */
  speech: FakeSpeech | undefined;
  createClient(options?: { name?: string; scopes?: string[] }): Promise<{ client_id: string; client_secret: string }>;
  /** Creates a client and logs it in; returns the token pair and its credentials. */
  login(options?: { scopes?: string[] }): Promise<{ client_id: string; access_token: string; refresh_token: string }>;
  /** Closes the app and container and removes the data dir (kept with `removeData: false`, to restart on it). */
  close(options?: { removeData?: boolean }): Promise<void>;
}

export function makeDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-test-'));
}

export interface TestServerOptions {
  /**
   * The speech engine: `fake` (the default) decodes and chunks the audio for real and reads each chunk as the real model
   * read the fixture it comes from (`fake-speech-engine.ts`); `real` loads the model, for tests whose subject is
   * recognition (the real-model tier: test/e2e and `*.int.test.ts`).
   */
  speech?: 'fake' | 'real';
  /** Loads the notes extractor (default: the configured one, as the server loads it). */
  notesExtractor?: ContainerOptions['notesExtractor'];
}

/**
 * The real server (real store, keys and notes engine; the fake speech engine unless asked for the real model) on a
 * temporary data dir, driven through `app.inject`.
 */
export async function startTestServer(env: Record<string, string> = {}, dataDir = makeDataDir(), options: TestServerOptions = {}): Promise<TestServer> {
  const config = loadConfig({ NODE_ENV: 'test', SCRIBE_DATA_DIR: dataDir, ...env });
  const clock = new TestClock();
  const speech = options.speech === 'real' ? undefined : new FakeSpeech();
  const container = await buildContainer(config, {
    now: clock.now,
    ...(speech && { speechEngine: speech.start }),
    ...(options.notesExtractor && { notesExtractor: options.notesExtractor }),
  });
  const app = buildApp(container);
  await app.ready();

  // As a client holds them: the login body's credentials.
  const createClient: TestServer['createClient'] = async (options = {}) => {
    const { clientId, clientSecret } = await container.clients.create({ name: options.name ?? 'test', scopes: options.scopes });
    return { client_id: clientId, client_secret: clientSecret };
  };

  return {
    app,
    container,
    config,
    clock,
    speech,
    createClient,
    async login(options = {}) {
      const credentials = await createClient({ scopes: options.scopes });
      const response = await app.inject({ method: 'POST', url: '/connect-auth/v1/account/login', payload: credentials });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      const pair = response.json() as { access_token: string; refresh_token: string };
      return { client_id: credentials.client_id, ...pair };
    },
    async close(options = {}) {
      await app.close();
      await container.close();
      if (options.removeData !== false) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
