import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  INVALID_PAYLOAD,
  handmadeEnvelope,
  joseEnvelope,
  openResponse,
  openResponseWithJose,
  type EncryptedResponse,
  type Envelope,
  type SharedKey,
} from '../helpers/jwe-client.js';
import { buildApp } from '../../src/http/app.js';
import { audioPart, multipartForm } from '../helpers/multipart.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const LOGIN = '/connect-auth/v1/account/login';
const refreshUrl = (clientId: string) => `/connect-auth/v1/oidc-client/${clientId}/refresh`;
const LEGACY_REFRESH = '/connect-auth/v1/account/refresh';
const ASR = '/voice/get-asr?language=en-IN';
const JWKS = '/.well-known/jwks.json';
const JWE = { 'x-encryption': 'JWE' };

type Credentials = { client_id: string; client_secret: string };

function expectEncrypted(response: LightMyRequestResponse, status: number, key: SharedKey): unknown {
  expect([response.statusCode, response.headers['x-encryption']]).toEqual([status, 'JWE']);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const envelope = response.json() as EncryptedResponse;
  expect(Object.keys(envelope)).toEqual(['ciphertext', 'iv', 'tag']);
  return openResponse(envelope, key.key);
}

function expectRefused(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(400);
  expect(response.headers['x-encryption']).toBeUndefined();
  expect(response.json()).toEqual(INVALID_PAYLOAD);
}

const flipBit = (base64url: string, bit: number): string => {
  const bytes = Buffer.from(base64url, 'base64url');
  bytes[(bit >> 3) % bytes.length]! ^= 1 << (bit & 7);
  return bytes.toString('base64url');
};

describe('encrypted payloads (PROTOCOL §7)', () => {
  let s: TestServer;
  let clinic: Credentials;
  let clinicKey: SharedKey;
  let other: Credentials;
  let otherKey: SharedKey;

  const newKey = async (clientId: string): Promise<SharedKey> => {
    const { kid, key } = await s.container.clientKeys.create(clientId);
    return { kid, key };
  };
  const send = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...JWE, ...headers } });
  const loginEnvelope = (key = clinicKey, body: object = clinic) => joseEnvelope(body, key);

  beforeAll(async () => {
    // Login is rate limited per IP, and every request here comes from the same one.
    s = await startTestServer({ SCRIBE_LOGIN_RATE_LIMIT_PER_MINUTE: '1000000' });
    clinic = await s.createClient({ name: 'clinic' });
    clinicKey = await newKey(clinic.client_id);
    other = await s.createClient({ name: 'other' });
    otherKey = await newKey(other.client_id);
  });
  afterAll(() => s.close());

  describe('accepted', () => {
    it('logs in with a jose-made envelope and answers with an envelope that node:crypto and jose both open', async () => {
      const first = await send(LOGIN, await loginEnvelope());
      const pair = expectEncrypted(first, 200, clinicKey) as Record<string, unknown>;
      expect(Object.keys(pair)).toEqual(['access_token', 'expires_in', 'redirect_url', 'refresh_token', 'refresh_token_expires_in']);
      const second = await send(LOGIN, await loginEnvelope());
      expect(await openResponseWithJose(second.json(), clinicKey.key)).toMatchObject({ expires_in: 3600 });
      expect(second.json().iv).not.toBe(first.json().iv);
    });

    it('takes the kid from the protected header as well', async () => {
      const response = await send(LOGIN, await joseEnvelope(clinic, clinicKey, { kidInHeader: true }));
      expect(expectEncrypted(response, 200, clinicKey)).toHaveProperty('access_token');
    });

    it('refreshes encrypted on the client path and the legacy path; the legacy path binds the token to the key', async () => {
      const { refresh_token } = expectEncrypted(await send(LOGIN, await loginEnvelope()), 200, clinicKey) as { refresh_token: string };
      const refreshed = await send(refreshUrl(clinic.client_id), await joseEnvelope({ refresh_token }, clinicKey));
      const next = expectEncrypted(refreshed, 200, clinicKey) as { refresh_token: string };

      // Another client's key on the legacy path: its client does not own the token (and the token is not spent).
      const foreign = await send(LEGACY_REFRESH, await joseEnvelope({ refresh_token: next.refresh_token }, otherKey));
      expect(expectEncrypted(foreign, 401, otherKey)).toEqual({ code: 401, error: 'Unauthorized' });
      const legacy = await send(LEGACY_REFRESH, await joseEnvelope({ refresh_token: next.refresh_token }, clinicKey));
      expect(expectEncrypted(legacy, 200, clinicKey)).toHaveProperty('refresh_token');
    });

    it("encrypts the error answers to a valid envelope, in the route's own error shape", async () => {
      const wrongSecret = await send(LOGIN, await loginEnvelope(clinicKey, { ...clinic, client_secret: 'nope' }));
      expect(expectEncrypted(wrongSecret, 401, clinicKey)).toEqual({ code: 401, error: 'Unauthorized' });
      // The decrypted body goes through the route's schema like a plain one.
      const malformed = await send(LOGIN, await loginEnvelope(clinicKey, { client_id: clinic.client_id }));
      expect(expectEncrypted(malformed, 400, clinicKey)).toMatchObject({ code: 400, error: expect.stringMatching(/client_secret/) });
    });

    it('on an authenticated route, decrypts an envelope of the caller and encrypts the answer', async () => {
      const { access_token, client_id } = await s.login();
      const callerKey = await newKey(client_id);
      const bearer = { authorization: `Bearer ${access_token}` };
      // The route takes multipart: the decrypted JSON reaches it and is refused, under encryption.
      const response = await send(ASR, await joseEnvelope({ file: 'AAAA' }, callerKey), bearer);
      expect(expectEncrypted(response, 400, callerKey)).toEqual({ message: expect.any(String) });

      expectRefused(await send(ASR, await joseEnvelope({ file: 'AAAA' }, clinicKey), bearer));
      // No valid token: refused before the envelope is looked at, in plaintext.
      const anonymous = await send(ASR, await joseEnvelope({ file: 'AAAA' }, callerKey));
      expect([anonymous.statusCode, anonymous.headers['x-encryption'], anonymous.json()]).toEqual([401, undefined, { message: 'Unauthorized' }]);
      // A plaintext (multipart) body under `X-Encryption: JWE` is refused, never processed as if encrypted.
      const form = multipartForm([audioPart(Buffer.from('RIFF'), 'a.wav')]);
      expectRefused(await send(ASR, form.payload, { ...bearer, ...form.headers }));
    });

    it("answers a bodiless request under X-Encryption-Kid, or the caller's oldest active key", async () => {
      const { access_token, client_id } = await s.login();
      const oldest = await newKey(client_id);
      const newest = await newKey(client_id);
      const bearer = { authorization: `Bearer ${access_token}` };
      const bodiless = (headers: Record<string, string>) => s.app.inject({ method: 'POST', url: ASR, headers: { ...JWE, ...headers } });

      expect(expectEncrypted(await bodiless(bearer), 400, oldest)).toHaveProperty('message');
      expect(expectEncrypted(await bodiless({ ...bearer, 'x-encryption-kid': newest.kid }), 400, newest)).toHaveProperty('message');
      expectRefused(await bodiless({ ...bearer, 'x-encryption-kid': clinicKey.kid }));

      // On a public route there is no caller, so the key must be named.
      const jwks = await s.app.inject({ method: 'GET', url: JWKS, headers: { ...JWE, 'x-encryption-kid': clinicKey.kid } });
      expect(expectEncrypted(jwks, 200, clinicKey)).toEqual({ keys: [expect.objectContaining({ kty: 'EC' })] });
      expectRefused(await s.app.inject({ method: 'GET', url: JWKS, headers: JWE }));
      expectRefused(await s.app.inject({ method: 'GET', url: JWKS, headers: { ...JWE, 'x-encryption-kid': 'no-such-kid' } }));
    });

    it('documents the envelope, the headers and the encrypted alternative of each JSON body in OpenAPI', async () => {
      const doc = (await s.app.inject({ method: 'GET', url: '/openapi.json' })).json();
      const component = (title: string) => {
        const entry = Object.entries(doc.components.schemas as Record<string, { title?: string }>).find(([, schema]) => schema.title === title);
        return { ref: `#/components/schemas/${entry?.[0]}`, schema: entry?.[1] as Record<string, unknown> };
      };
      expect(component('EncryptedEnvelope').schema.required).toEqual(['protected', 'iv', 'ciphertext', 'tag']);
      expect(Object.keys(component('EncryptedResponse').schema.properties as object)).toEqual(['ciphertext', 'iv', 'tag']);
      expect(doc.info.description).toContain('Invalid encrypted payload');
      const login = doc.paths[LOGIN].post;
      const alternatives = login.requestBody.content['application/json'].schema.anyOf;
      expect(alternatives).toContainEqual({ $ref: component('EncryptedEnvelope').ref });
      for (const operation of [login, doc.paths[JWKS].get, doc.paths['/voice/get-asr'].post]) {
        const headers = operation.parameters.filter((p: { in: string }) => p.in === 'header').map((p: { name: string }) => p.name);
        expect(headers).toEqual(expect.arrayContaining(['X-Encryption', 'X-Encryption-Kid']));
      }
      expect(Object.keys(doc.paths['/voice/get-asr'].post.requestBody.content)).toEqual(['multipart/form-data']);
    });
  });

  describe('refused with one plain 400 for every cause', () => {
    const refreshTokenCount = () => {
      const db = new Database(path.join(s.config.dataDir, 'scribe.db'), { readonly: true });
      try {
        return (db.prepare('SELECT COUNT(*) AS n FROM refresh_tokens').get() as { n: number }).n;
      } finally {
        db.close();
      }
    };

    it('refuses every item of the bad-input list, and stores nothing', async () => {
      const before = refreshTokenCount();
      const valid = await loginEnvelope();
      const revoked = await newKey(clinic.client_id);
      await s.container.clientKeys.revoke(revoked.kid);
      const plaintext = Buffer.from(JSON.stringify(clinic));
      const without = (name: keyof Envelope) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== name));
      const ciphertext = Buffer.from(valid.ciphertext, 'base64url');
      const badPadding = Buffer.concat([plaintext, Buffer.alloc(16 - (plaintext.length % 16), 0x00)]);

      const cases: Record<string, unknown> = {
        'unknown kid': { ...valid, kid: 'no-such-kid' },
        'revoked kid': await loginEnvelope(revoked),
        "another client's kid": await loginEnvelope(otherKey),
        'conflicting kids': await joseEnvelope(clinic, clinicKey, { header: { kid: otherKey.kid } }),
        'wrong alg': handmadeEnvelope(plaintext, clinicKey, { header: { alg: 'A128KW', enc: 'A128CBC-HS256' } }),
        'wrong enc': handmadeEnvelope(plaintext, clinicKey, { header: { alg: 'dir', enc: 'A256GCM' } }),
        'no protected': without('protected'),
        'no iv': without('iv'),
        'no ciphertext': without('ciphertext'),
        'no tag': without('tag'),
        'no kid': without('kid'),
        'padded base64': { ...valid, iv: `${valid.iv}==` },
        'base64 alphabet': { ...valid, ciphertext: valid.ciphertext.replace(/.{4}$/, '+/+/') },
        'stray characters': { ...valid, tag: `${valid.tag.slice(0, 10)} ${valid.tag.slice(10)}` },
        'flipped ciphertext bit': { ...valid, ciphertext: flipBit(valid.ciphertext, 77) },
        'flipped iv bit': { ...valid, iv: flipBit(valid.iv, 3) },
        'flipped tag bit': { ...valid, tag: flipBit(valid.tag, 127) },
        'flipped protected bit': { ...valid, protected: flipBit(valid.protected, 9) },
        'ciphertext missing its last block': { ...valid, ciphertext: ciphertext.subarray(0, -16).toString('base64url') },
        'ciphertext cut mid-block': { ...valid, ciphertext: ciphertext.subarray(0, -3).toString('base64url') },
        'bad padding under a valid tag': handmadeEnvelope(badPadding, clinicKey, { padded: false }),
        'plaintext that is not JSON': handmadeEnvelope(Buffer.from('client_id=x'), clinicKey),
        'an array': [valid],
        'a JSON string': JSON.stringify(JSON.stringify(valid)),
        'an extra member': { ...valid, aad: 'eA' },
      };
      for (const [name, envelope] of Object.entries(cases)) {
        const response = await send(LOGIN, envelope, { 'content-type': 'application/json' });
        expect([name, response.statusCode, response.body]).toEqual([name, 400, JSON.stringify(INVALID_PAYLOAD)]);
      }
      for (const raw of ['{"protected":', '']) {
        expectRefused(await send(LOGIN, raw, { 'content-type': 'application/json' }));
      }
      expectRefused(await send(LOGIN, valid, { 'x-encryption': 'AES' }));
      expect(refreshTokenCount()).toBe(before);
    });

    it('logs one line per refusal with its reason, and no key, IV, tag, ciphertext or plaintext', async () => {
      const lines: string[] = [];
      const app = buildApp(s.container, { level: 'info', stream: { write: (line: string) => lines.push(line) } });
      await app.ready();
      try {
        const valid = await loginEnvelope();
        const forged = { ...valid, tag: flipBit(valid.tag, 0) };
        expectRefused(await app.inject({ method: 'POST', url: LOGIN, payload: forged, headers: JWE }));
        const refusals = lines.filter((line) => line.includes('invalid encrypted payload'));
        expect(refusals.map((line) => JSON.parse(line))).toEqual([expect.objectContaining({ level: 40, reason: 'bad_tag' })]);
        const everything = lines.join('\n');
        for (const secret of [clinicKey.key, forged.iv, forged.tag, forged.ciphertext, clinic.client_secret]) {
          expect(everything).not.toContain(secret);
        }
      } finally {
        await app.close();
      }
    });

    it('answers 413 to a 64 MB envelope before decrypting anything', async () => {
      const valid = await loginEnvelope();
      const huge = JSON.stringify({ ...valid, ciphertext: 'A'.repeat(64 * 1024 * 1024) });
      const response = await send(LOGIN, huge, { 'content-type': 'application/json' });
      expect(response.statusCode).toBe(413);
      expect(response.headers['x-encryption']).toBeUndefined();
      expect(response.json()).toEqual({ code: 413, error: 'Request Entity Too Large' });
    });

    it('refuses thousands of random mutations of a valid envelope with exactly the same body, and stays healthy', async () => {
      const valid = await loginEnvelope();
      const raw = JSON.stringify(valid);
      // A seeded generator (mulberry32), so a failure can be replayed.
      let seed = 0x5eed;
      const random = () => {
        seed = (seed + 0x6d2b79f5) | 0;
        let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
      const binary = ['protected', 'iv', 'ciphertext', 'tag'] as const;
      const members = [...binary, 'kid'] as const;
      const randomBase64url = () => Buffer.from(Array.from({ length: Math.floor(random() * 64) }, () => Math.floor(random() * 256))).toString('base64url');

      const mutations: (() => unknown)[] = [
        () => {
          const name = pick(binary);
          return { ...valid, [name]: flipBit(valid[name], Math.floor(random() * 8 * Buffer.from(valid[name], 'base64url').length)) };
        },
        () => {
          const name = pick(members);
          const value = valid[name]!;
          return { ...valid, [name]: value.slice(0, Math.floor(random() * value.length)) };
        },
        () => {
          const [a, b] = [pick(members), pick(members)];
          return a === b ? { ...valid, [a]: `${valid[a]}A` } : { ...valid, [a]: valid[b], [b]: valid[a] };
        },
        () => ({ ...valid, [pick(members)]: randomBase64url() }),
        () => {
          const name = pick(binary);
          return Object.fromEntries(Object.entries(valid).filter(([member]) => member !== name));
        },
        () => {
          const bytes = Buffer.from(raw);
          const bit = Math.floor(random() * bytes.length * 8);
          bytes[bit >> 3]! ^= 1 << (bit & 7);
          return bytes;
        },
      ];

      const accepted: unknown[] = [];
      const started = Date.now();
      for (let i = 0; i < 3000; i++) {
        const mutated = pick(mutations)();
        const response = await send(LOGIN, mutated, { 'content-type': 'application/json' });
        if (response.statusCode !== 400 || response.body !== JSON.stringify(INVALID_PAYLOAD)) {
          accepted.push({ mutated, status: response.statusCode, body: response.body });
        }
      }
      expect(accepted).toEqual([]);
      expect(Date.now() - started).toBeLessThan(20_000);
      expect((await s.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect(expectEncrypted(await send(LOGIN, valid), 200, clinicKey)).toHaveProperty('access_token');
    });
  });
});
