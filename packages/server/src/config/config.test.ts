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
    expect(config.docs.maxBytes).toBe(26_214_400);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads the environment and rejects nonsense with the variable name', () => {
    expect(loadConfig({ PORT: '9000', NODE_ENV: 'production' })).toMatchObject({ port: 9000, env: 'production' });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ SCRIBE_ACCESS_TOKEN_TTL_S: '0' })).toThrow(/SCRIBE_ACCESS_TOKEN_TTL_S/);
    expect(loadConfig({ SCRIBE_DOCS_MAX_BYTES: '4096' }).docs.maxBytes).toBe(4096);
    expect(() => loadConfig({ SCRIBE_DOCS_MAX_BYTES: '0' })).toThrow(/SCRIBE_DOCS_MAX_BYTES/);
  });

  it('reads SCRIBE_MASTER_KEY as 32 bytes of base64 and refuses anything else', () => {
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ SCRIBE_MASTER_KEY: key.toString('base64') }).masterKey).toEqual(key);
    expect(loadConfig({}).masterKey).toBeUndefined();
    expect(() => loadConfig({ SCRIBE_MASTER_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/SCRIBE_MASTER_KEY/);
  });

  it('configures the notes LLM only with a URL and a model', () => {
    expect(loadConfig({}).notes.llm).toBeUndefined();
    expect(loadConfig({ SCRIBE_NOTES_LLM_URL: 'http://gpu:8000/v1/', SCRIBE_NOTES_LLM_MODEL: 'medllm' }).notes.llm).toEqual({
      url: 'http://gpu:8000/v1',
      model: 'medllm',
      apiKey: undefined,
      timeoutMs: 60_000,
    });
    const llm = loadConfig({ SCRIBE_NOTES_LLM_URL: 'https://llm.lan/v1', SCRIBE_NOTES_LLM_MODEL: 'm', SCRIBE_NOTES_LLM_API_KEY: 'k', SCRIBE_NOTES_LLM_TIMEOUT_MS: '5000' }).notes.llm;
    expect(llm).toMatchObject({ apiKey: 'k', timeoutMs: 5000 });
    expect(() => loadConfig({ SCRIBE_NOTES_LLM_URL: 'http://gpu:8000/v1' })).toThrow(/SCRIBE_NOTES_LLM_MODEL/);
    expect(() => loadConfig({ SCRIBE_NOTES_LLM_URL: 'gpu:8000', SCRIBE_NOTES_LLM_MODEL: 'm' })).toThrow(/SCRIBE_NOTES_LLM_URL/);
    expect(() => loadConfig({ SCRIBE_NOTES_LLM_URL: 'http://gpu/v1', SCRIBE_NOTES_LLM_MODEL: 'm', SCRIBE_NOTES_LLM_TIMEOUT_MS: '0' })).toThrow(/SCRIBE_NOTES_LLM_TIMEOUT_MS/);
  });
});
