/**
 * The production files of `deploy/` against the server's configuration: no container engine or systemd runs here, so
 * this is what checks them. A setting the server does not know would be ignored in silence; one it refuses would stop
 * every process at start.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkServeConfig, loadConfig } from '../../src/config/config.js';
import { base64UploadBodyLimit } from '../../src/http/svc/body-limits.js';

const read = (path: string) => fs.readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8');

const CONFIG_SOURCE = read('packages/server/src/config/config.ts');
/** The variables the server reads, besides its SCRIBE_ ones. */
const GENERAL_SETTINGS = ['PORT', 'HOST', 'NODE_ENV', 'LOG_LEVEL'];

/** The server's settings among `names` that config.ts never mentions: misspelt, or settings it does not have. */
function unknownSettings(names: readonly string[]): string[] {
  return names
    .filter((name) => name.startsWith('SCRIBE_') || GENERAL_SETTINGS.includes(name))
    .filter((name) => !new RegExp(`\\b${name}\\b`).test(CONFIG_SOURCE));
}

/** What an operator fills in: the secrets and the public address. */
const OPERATOR_VALUES: Record<string, string> = {
  SCRIBE_MASTER_KEY: randomBytes(32).toString('base64'),
  SCRIBE_PUBLIC_URL: 'https://scribe.example.org',
  SCRIBE_METRICS_TOKEN: 'metrics-token',
  AWS_ACCESS_KEY_ID: 'access-key',
  AWS_SECRET_ACCESS_KEY: 'secret-key',
};

/** Compose's `${NAME}`, `${NAME:?message}` and `${NAME:-default}`, from `values`. */
const INTERPOLATION = /\$\{([A-Z0-9_]+)(?::[?-][^}]*)?\}/g;

function interpolate(text: string, values: Record<string, string>): string {
  return text.replace(INTERPOLATION, (_match, name: string) => values[name] ?? 'test-secret');
}

/** `KEY=VALUE` lines, as systemd's EnvironmentFile= and Compose's .env read them (comments and blank lines skipped). */
function envLines(text: string): Record<string, string> {
  const lines = text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

interface ComposeService {
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
}

describe('deploy/compose.yaml', () => {
  const composeText = read('deploy/compose.yaml');
  const compose = parse(composeText, { merge: true }) as { services: Record<string, ComposeService> };
  const { api, worker } = compose.services;
  /** A service's environment as its container gets it, from an operator's deploy/.env. */
  const environmentOf = (service: ComposeService | undefined) =>
    Object.fromEntries(Object.entries(service?.environment ?? {}).map(([name, value]) => [name, interpolate(value, OPERATOR_VALUES)]));

  it('runs the API server without jobs, and `scribe worker` beside it', () => {
    expect(api?.command).toEqual(['serve']);
    expect(api?.environment?.SCRIBE_WORKER).toBe('off');
    expect(worker?.command).toEqual(['worker']);
    expect(api?.healthcheck?.test.join(' ')).toContain('http://127.0.0.1:8080/readyz');
  });

  it('sets only settings the server knows, and settings it accepts for a shared deployment', () => {
    for (const [name, service] of Object.entries({ api, worker })) {
      const environment = environmentOf(service);
      expect(unknownSettings(Object.keys(environment)), name).toEqual([]);
      const config = loadConfig(environment);
      expect(() => checkServeConfig(config), name).not.toThrow();
      expect(config.env).toBe('production');
      expect(config.databaseUrl, name).toMatch(/^postgres:\/\/scribe:test-secret@postgres:5432\/scribe$/);
      // MinIO is not published, so uploads go through the API servers.
      expect(config.s3, name).toEqual({ bucket: 'scribe', endpoint: 'http://minio:9000', region: 'us-east-1', forcePathStyle: true, directUploads: false, publicEndpoint: undefined });
    }
    expect(loadConfig(environmentOf(api)).worker.inProcess).toBe(false);
  });

  it('takes every value it interpolates from deploy/.env, whose example lists them all', () => {
    const interpolated = new Set([...composeText.matchAll(INTERPOLATION)].map((match) => match[1]!));
    const example = Object.keys(envLines(read('deploy/.env.example')));
    expect([...interpolated].sort()).toEqual([...example].sort());
  });
});

describe('deploy/systemd', () => {
  const environmentFile = envLines(read('deploy/scribe.env.example'));
  const units = ['scribe-api', 'scribe-worker'].map((name) => ({ name, text: read(`deploy/systemd/${name}.service`) }));

  it('runs `scribe serve` and `scribe worker` as an unprivileged user, with the settings of the example EnvironmentFile', () => {
    for (const { name, text } of units) {
      expect(text, name).toMatch(/^EnvironmentFile=\/etc\/svc-scribe\/scribe\.env$/m);
      expect(text, name).toMatch(/^User=scribe$/m);
      expect(text, name).toMatch(/^ProtectSystem=strict$/m);
      expect(text, name).toMatch(new RegExp(`^ReadWritePaths=${environmentFile.SCRIBE_DATA_DIR}$`, 'm'));
    }
    expect(units[0]!.text).toMatch(/^ExecStart=\/usr\/bin\/node \/opt\/svc-scribe\/packages\/server\/bin\/scribe\.js serve$/m);
    expect(units[0]!.text).toMatch(/^Environment=SCRIBE_WORKER=off$/m);
    expect(units[1]!.text).toMatch(/^ExecStart=\/usr\/bin\/node \/opt\/svc-scribe\/packages\/server\/bin\/scribe\.js worker$/m);
    expect(fs.existsSync(new URL('../../bin/scribe.js', import.meta.url))).toBe(true);
  });

  it('sets only settings the server knows, and settings it accepts once the secrets are filled in', () => {
    expect(unknownSettings([...Object.keys(environmentFile), 'SCRIBE_WORKER'])).toEqual([]);
    const filled = Object.fromEntries(Object.entries(environmentFile).map(([name, value]) => [name, value === '' ? (OPERATOR_VALUES[name] ?? value) : value]));
    const config = loadConfig({ ...filled, SCRIBE_WORKER: 'off' });
    expect(() => checkServeConfig(config)).not.toThrow();
    expect(new URL(config.databaseUrl!).searchParams.get('sslmode')).toBe('verify-full');
  });
});

describe('deploy/Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile');
  /** Caddy's sizes as the file writes them (`101MiB`, `5GiB`). */
  const bytes = (size: string) => Number(/^(\d+)([MG])iB$/.exec(size)![1]) * (size.endsWith('GiB') ? 1024 ** 3 : 1024 ** 2);
  const limits = [...caddyfile.matchAll(/max_size (\S+)/g)].map((match) => bytes(match[1]!));

  it("lets through the largest bodies the server's defaults accept, and no much larger ones", () => {
    const defaults = loadConfig({});
    const [parts, others] = limits;
    expect(limits).toHaveLength(2);
    expect(parts).toBe(defaults.multipart.maxPartBytes);
    expect(others).toBeGreaterThan(defaults.sessions.maxPostBytes);
    expect(others).toBeGreaterThan(base64UploadBodyLimit(defaults.docs.maxBytes));
    expect(others).toBeLessThan(defaults.sessions.maxPostBytes * 1.05);
  });

  it('routes to ready servers only, and keeps /metrics off the public address', () => {
    expect(caddyfile).toMatch(/health_uri \/readyz/);
    expect(caddyfile).toMatch(/handle \/metrics \{\s*respond 404\s*\}/);
  });
});
