import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.env).toBe('development');
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.auth.accessTokenTtlS).toBe(3600);
    expect(config.auth.refreshTokenTtlS).toBe(2_592_000);
    expect(config.asr.maxUploadBytes).toBe(5_242_880);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads the environment and rejects nonsense with the variable name', () => {
    expect(loadConfig({ PORT: '9000', NODE_ENV: 'production' })).toMatchObject({ port: 9000, env: 'production' });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ SCRIBE_ACCESS_TOKEN_TTL_S: '0' })).toThrow(/SCRIBE_ACCESS_TOKEN_TTL_S/);
  });
});
