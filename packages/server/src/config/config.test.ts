import path from 'node:path';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, checkServeConfig, listenFailure, loadConfig, startupFailureLine } from './config.js';

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

  it('shares the cores among the speech workers, two threads at most each, unless SCRIBE_ASR_THREADS says otherwise', () => {
    const cores = availableParallelism();
    expect(loadConfig({}).asr).toMatchObject({ workers: 1, threads: Math.min(2, cores) });
    expect(loadConfig({ SCRIBE_ASR_WORKERS: '64' }).asr).toMatchObject({ workers: 64, threads: 1 });
    expect(() => loadConfig({ SCRIBE_ASR_WORKERS: '65' })).toThrow(/SCRIBE_ASR_WORKERS/);
    expect(loadConfig({ SCRIBE_ASR_WORKERS: '2', SCRIBE_ASR_THREADS: '3' }).asr).toMatchObject({ workers: 2, threads: 3 });
    expect(() => loadConfig({ SCRIBE_ASR_WORKERS: '0' })).toThrow(/SCRIBE_ASR_WORKERS/);
    expect(() => loadConfig({ SCRIBE_ASR_THREADS: 'two' })).toThrow(/SCRIBE_ASR_THREADS/);
  });

  it('reads SCRIBE_ABDM_* all together or not at all, refusing a partial set by the names missing', () => {
    const abdm = {
      SCRIBE_ABDM_GATEWAY_URL: 'https://dev.abdm.gov.in/',
      SCRIBE_ABDM_ABHA_URL: 'https://abhasbx.abdm.gov.in/abha/api',
      SCRIBE_ABDM_CLIENT_ID: 'SBX_0001',
      SCRIBE_ABDM_CLIENT_SECRET: 'secret',
      SCRIBE_ABDM_CM_ID: 'sbx',
    };
    expect(loadConfig({}).abdm).toEqual({ gateway: undefined, otpPerClientPerMinute: 5 });
    expect(loadConfig(abdm).abdm.gateway).toEqual({
      gatewayUrl: 'https://dev.abdm.gov.in',
      abhaUrl: 'https://abhasbx.abdm.gov.in/abha/api',
      clientId: 'SBX_0001',
      clientSecret: 'secret',
      cmId: 'sbx',
    });
    expect(() => loadConfig({ ...abdm, SCRIBE_ABDM_CLIENT_SECRET: '', SCRIBE_ABDM_CM_ID: ' ' })).toThrow(
      'SCRIBE_ABDM_CLIENT_SECRET, SCRIBE_ABDM_CM_ID must be set too: ABHA registration needs all of SCRIBE_ABDM_GATEWAY_URL, SCRIBE_ABDM_ABHA_URL, SCRIBE_ABDM_CLIENT_ID, SCRIBE_ABDM_CLIENT_SECRET, SCRIBE_ABDM_CM_ID, or none of them',
    );
    expect(() => loadConfig({ SCRIBE_ABDM_CLIENT_ID: 'SBX_0001' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...abdm, SCRIBE_ABDM_ABHA_URL: 'abhasbx.abdm.gov.in' })).toThrow(/SCRIBE_ABDM_ABHA_URL must be an absolute http\(s\) URL/);
    expect(() => loadConfig({ SCRIBE_ABDM_OTP_PER_CLIENT_PER_MINUTE: '0' })).toThrow(/SCRIBE_ABDM_OTP_PER_CLIENT_PER_MINUTE/);
  });

  it('reads SCRIBE_TRUST_PROXY as a number of proxies or their addresses, none by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ SCRIBE_TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ SCRIBE_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ SCRIBE_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,uniquelocal' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'uniquelocal']);
    for (const wrong of ['yes', '10.0.0.0/33', '10.0.0.1/8/1', '300.1.1.1', 'caddy']) {
      expect(() => loadConfig({ SCRIBE_TRUST_PROXY: wrong }), wrong).toThrow(/SCRIBE_TRUST_PROXY/);
    }
  });

  it('reads SCRIBE_MASTER_KEY as 32 bytes of base64 and refuses anything else', () => {
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ SCRIBE_MASTER_KEY: key.toString('base64') }).masterKey).toEqual(key);
    expect(loadConfig({}).masterKey).toBeUndefined();
    expect(() => loadConfig({ SCRIBE_MASTER_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/SCRIBE_MASTER_KEY/);
  });

  it('refuses to serve in production without SCRIBE_MASTER_KEY, saying how to make one; development and tests need none', () => {
    expect(() => checkServeConfig(loadConfig({ NODE_ENV: 'production' }))).toThrow(ConfigError);
    expect(() => checkServeConfig(loadConfig({ NODE_ENV: 'production' }))).toThrow(/SCRIBE_MASTER_KEY.*openssl rand -base64 32/);
    expect(() => checkServeConfig(loadConfig({ NODE_ENV: 'production', SCRIBE_MASTER_KEY: Buffer.alloc(32, 1).toString('base64') }))).not.toThrow();
    expect(() => checkServeConfig(loadConfig({}))).not.toThrow();
    expect(() => checkServeConfig(loadConfig({ NODE_ENV: 'test' }))).not.toThrow();
  });

  it('chooses PostgreSQL and S3 only when configured, refusing a malformed setting by name', () => {
    expect(loadConfig({})).toMatchObject({ databaseUrl: undefined, s3: undefined, metricsToken: undefined });
    expect(loadConfig({ SCRIBE_DATABASE_URL: 'postgres://u:p@db:5432/scribe?sslmode=require' }).databaseUrl).toBe('postgres://u:p@db:5432/scribe?sslmode=require');
    expect(() => loadConfig({ SCRIBE_DATABASE_URL: 'mysql://db/scribe' })).toThrow(/SCRIBE_DATABASE_URL/);
    expect(() => loadConfig({ SCRIBE_DATABASE_URL: 'db:5432' })).toThrow(/SCRIBE_DATABASE_URL/);
    expect(loadConfig({ SCRIBE_S3_BUCKET: 'scribe-audio', SCRIBE_S3_ENDPOINT: 'http://minio:9000/', SCRIBE_S3_FORCE_PATH_STYLE: '1' }).s3).toEqual({
      bucket: 'scribe-audio',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      directUploads: true,
      publicEndpoint: undefined,
    });
    expect(loadConfig({ SCRIBE_S3_BUCKET: 'scribe', SCRIBE_S3_DIRECT_UPLOADS: '0', SCRIBE_S3_PUBLIC_ENDPOINT: 'https://s3.example.org' }).s3).toMatchObject({
      directUploads: false,
      publicEndpoint: 'https://s3.example.org',
    });
    expect(() => loadConfig({ SCRIBE_S3_BUCKET: 'Bad_Bucket' })).toThrow(/SCRIBE_S3_BUCKET/);
    expect(() => loadConfig({ SCRIBE_S3_ENDPOINT: 'http://minio:9000' })).toThrow(/SCRIBE_S3_BUCKET/);
    const key = Buffer.alloc(32, 1).toString('base64');
    const shared = { SCRIBE_DATABASE_URL: 'postgres://db/scribe', SCRIBE_PUBLIC_URL: 'https://scribe.example.org' };
    expect(() => checkServeConfig(loadConfig(shared))).toThrow(/SCRIBE_MASTER_KEY must be set when SCRIBE_DATABASE_URL/);
    expect(() => checkServeConfig(loadConfig({ ...shared, SCRIBE_MASTER_KEY: key }))).not.toThrow();
    // Tokens name their issuer: servers on a shared database must agree on it, and PORT need not be shared.
    expect(() => checkServeConfig(loadConfig({ SCRIBE_DATABASE_URL: 'postgres://db/scribe', SCRIBE_MASTER_KEY: key }))).toThrow(/SCRIBE_ISSUER \(or SCRIBE_PUBLIC_URL\)/);
    expect(loadConfig(shared).auth.issuer).toBe('https://scribe.example.org');
    expect(loadConfig({ ...shared, SCRIBE_ISSUER: 'https://id.example.org' }).auth.issuer).toBe('https://id.example.org');
    expect(loadConfig({ PORT: '9000' }).auth).toMatchObject({ issuer: 'http://localhost:9000', issuerFromPort: true });
    expect(loadConfig({ SCRIBE_METRICS_TOKEN: ' t0ken ' }).metricsToken).toBe('t0ken');
  });

  it('names PORT or HOST when listening fails for a reason they explain', () => {
    const at = { port: 8080, host: '0.0.0.0' };
    expect(listenFailure(Object.assign(new Error('x'), { code: 'EADDRINUSE' }), at)?.message).toMatch(/^PORT 8080 on HOST 0\.0\.0\.0 is already in use/);
    expect(listenFailure(Object.assign(new Error('x'), { code: 'EADDRNOTAVAIL' }), at)?.message).toMatch(/^HOST 0\.0\.0\.0/);
    expect(listenFailure(new Error('other'), at)).toBeUndefined();
    expect(startupFailureLine(new Error('a\n  b'))).toBe('scribe: a b');
  });

  it('reads SCRIBE_SESSION_ACTIONS as comma-separated action names, svc-scribe-v2 by default', () => {
    expect(loadConfig({}).sessions.actions).toEqual(['svc-scribe-v2']);
    expect(loadConfig({ SCRIBE_SESSION_ACTIONS: ' ' }).sessions.actions).toEqual(['svc-scribe-v2']);
    expect(loadConfig({ SCRIBE_SESSION_ACTIONS: 'svc-scribe-v2, ekascribe-v2,ekascribe-v2' }).sessions.actions).toEqual(['svc-scribe-v2', 'ekascribe-v2']);
    expect(() => loadConfig({ SCRIBE_SESSION_ACTIONS: 'svc-scribe-v2,,x' })).toThrow(/SCRIBE_SESSION_ACTIONS/);
    expect(() => loadConfig({ SCRIBE_SESSION_ACTIONS: 'a b' })).toThrow(/SCRIBE_SESSION_ACTIONS/);
  });

  it('configures the notes LLM only with a URL and a model', () => {
    expect(loadConfig({}).notes.llm).toBeUndefined();
    expect(loadConfig({ SCRIBE_NOTES_LLM_URL: 'http://gpu:8000/v1/', SCRIBE_NOTES_LLM_MODEL: 'medllm' }).notes.llm).toEqual({
      url: 'http://gpu:8000/v1',
      model: 'medllm',
      apiKey: undefined,
      timeoutMs: 60_000,
      redact: true,
    });
    const llm = loadConfig({ SCRIBE_NOTES_LLM_URL: 'https://llm.lan/v1', SCRIBE_NOTES_LLM_MODEL: 'm', SCRIBE_NOTES_LLM_API_KEY: 'k', SCRIBE_NOTES_LLM_TIMEOUT_MS: '5000', SCRIBE_NOTES_LLM_REDACT: 'off' }).notes.llm;
    expect(llm).toMatchObject({ apiKey: 'k', timeoutMs: 5000, redact: false });
    expect(() => loadConfig({ SCRIBE_NOTES_LLM_URL: 'http://gpu:8000/v1' })).toThrow(/SCRIBE_NOTES_LLM_MODEL/);
    expect(() => loadConfig({ SCRIBE_NOTES_LLM_URL: 'gpu:8000', SCRIBE_NOTES_LLM_MODEL: 'm' })).toThrow(/SCRIBE_NOTES_LLM_URL/);
    expect(() => loadConfig({ SCRIBE_NOTES_LLM_URL: 'http://gpu/v1', SCRIBE_NOTES_LLM_MODEL: 'm', SCRIBE_NOTES_LLM_TIMEOUT_MS: '0' })).toThrow(/SCRIBE_NOTES_LLM_TIMEOUT_MS/);
  });

  describe('SCRIBE_ASR_BACKENDS', () => {
    const backends = (value: unknown) => loadConfig({ SCRIBE_ASR_BACKENDS: typeof value === 'string' ? value : JSON.stringify(value) }).asr.backends;

    it('serves en-IN and en-US with the local model by default', () => {
      expect(loadConfig({}).asr.backends).toEqual({ 'en-IN': { type: 'local' }, 'en-US': { type: 'local' } });
      expect(loadConfig({}).asr.openAiMaxUploadBytes).toBe(26_214_400);
    });

    it('replaces the default with the languages it lists, filling the remote defaults', () => {
      const config = backends({ hi: { type: 'openai', url: 'http://gpu:8000/v1/', model: 'whisper-large-v3', apiKey: 'k' }, 'en-IN': { type: 'local' } });
      expect(config).toEqual({
        hi: {
          type: 'openai',
          url: 'http://gpu:8000/v1',
          model: 'whisper-large-v3',
          apiKey: 'k',
          language: undefined,
          timeoutMs: 120_000,
          concurrency: 4,
          breakerFailures: 5,
          breakerCooldownMs: 30_000,
        },
        'en-IN': { type: 'local' },
      });
      expect(Object.isFrozen(config)).toBe(true);
      const tuned = backends({ ta: { type: 'openai', url: 'https://asr.lan/v1', model: 'm', language: 'ta', timeoutMs: 500, concurrency: 1, breakerFailures: 1, breakerCooldownMs: 0 } });
      expect(tuned.ta).toMatchObject({ language: 'ta', timeoutMs: 500, concurrency: 1, breakerFailures: 1, breakerCooldownMs: 0 });
    });

    it('refuses what it cannot serve, naming the language and field', () => {
      const remote = { type: 'openai', url: 'http://gpu:8000/v1', model: 'm' };
      const refusals: [unknown, RegExp][] = [
        ['{not json', /SCRIBE_ASR_BACKENDS is not JSON/],
        [['hi'], /must be a JSON object of language code/],
        [{}, /at least one language/],
        [{ fr: remote }, /"fr" is not a language code of the interface \(en-IN, en-US, hi/],
        [{ hi: { type: 'local' } }, /SCRIBE_ASR_BACKENDS\.hi: the local backend serves only en-IN and en-US/],
        [{ hi: 'openai' }, /SCRIBE_ASR_BACKENDS\.hi must be an object/],
        [{ hi: { ...remote, type: 'whisper' } }, /SCRIBE_ASR_BACKENDS\.hi\.type must be "local" or "openai"/],
        [{ hi: { ...remote, url: 'gpu/v1' } }, /SCRIBE_ASR_BACKENDS\.hi\.url must be an absolute http/],
        [{ hi: { ...remote, url: 'ftp://gpu/v1' } }, /SCRIBE_ASR_BACKENDS\.hi\.url must be http or https/],
        [{ hi: { type: 'openai', url: 'http://gpu/v1' } }, /SCRIBE_ASR_BACKENDS\.hi\.model must be a non-empty string/],
        [{ hi: { ...remote, modle: 'x' } }, /SCRIBE_ASR_BACKENDS\.hi has an unknown field "modle"/],
        [{ hi: { ...remote, timeoutMs: '5000' } }, /SCRIBE_ASR_BACKENDS\.hi\.timeoutMs must be an integer ≥ 1/],
        [{ hi: { ...remote, concurrency: 0 } }, /SCRIBE_ASR_BACKENDS\.hi\.concurrency must be an integer ≥ 1/],
        [{ 'en-US': { type: 'local', url: 'x' } }, /SCRIBE_ASR_BACKENDS\.en-US has an unknown field "url"/],
      ];
      for (const [value, message] of refusals) {
        expect(() => backends(value), JSON.stringify(value)).toThrow(ConfigError);
        expect(() => backends(value), JSON.stringify(value)).toThrow(message);
      }
    });
  });
});
