import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidEncryptedPayloadError, decryptEnvelope, encryptResponse, parseEnvelope, rejectEnvelope } from '../../lib/jwe.js';
import type { ClientKeysService, SharedKey } from '../../services/client-keys.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once an encrypted request's key is established; the response is then encrypted with that key. */
    encryption: { kid: string; clientId: string } | null;
  }
}

const ENCRYPTION_HEADER = 'x-encryption';
/** Names the key for the response to a bodiless request (a body carries its own kid). */
const ENCRYPTION_KID_HEADER = 'x-encryption-kid';

type JsonParser = (request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) => void;

const stringMember = (value: unknown, name: string): string | undefined => {
  const member = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
  return typeof member === 'string' ? member : undefined;
};

/**
 * The client a request speaks for, which must own the key: the bearer token's subject; on the
 * public routes, the `client_id` of the path (refresh) or of the decrypted body (login). Undefined
 * when the request names no client (JWKS, probes, the legacy refresh, which binds the key's client itself).
 * `principal` is null, or undecorated on public routes: `?.` covers both.
 */
function requestingClient(request: FastifyRequest, body?: unknown): string | undefined {
  return request.principal?.clientId ?? stringMember(request.params, 'client_id') ?? stringMember(body, 'client_id');
}

function assertOwner(key: SharedKey, clientId: string | undefined): void {
  if (clientId !== undefined && clientId !== key.clientId) rejectEnvelope('foreign_kid');
}

/** True when the request asks for encryption; a scheme other than JWE is refused rather than answered in plaintext. */
function isEncrypted(request: FastifyRequest): boolean {
  const scheme = request.headers[ENCRYPTION_HEADER];
  if (scheme === undefined) return false;
  if (typeof scheme !== 'string' || scheme.toUpperCase() !== 'JWE') rejectEnvelope('unsupported_scheme');
  return true;
}

const hasPayload = (request: FastifyRequest): boolean =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * PROTOCOL §7 for every route, public or authenticated: an `X-Encryption: JWE` request's envelope is
 * decrypted before schema validation (the route validates and sees the plain JSON), and its response —
 * errors included — is encrypted with the same key. Every refusal throws `InvalidEncryptedPayloadError`,
 * which the error handler answers with one plain body whatever the cause.
 */
export const jwePlugin = fp<{ clientKeys: ClientKeysService }>(
  async (app: FastifyInstance, { clientKeys }) => {
    // The key stays off the request object, so nothing that serializes or logs a request can reach it.
    const keyOf = new WeakMap<FastifyRequest, string>();
    app.decorateRequest('encryption', null);

    // Fastify's own JSON parser (same poisoning rules), except that an encrypted request whose body is not
    // JSON at all gets the envelope refusal. The body limit is enforced before any parser runs: 413 first.
    const parseJson = app.getDefaultJsonParser(
      app.initialConfig.onProtoPoisoning ?? 'error',
      app.initialConfig.onConstructorPoisoning ?? 'error',
    ) as JsonParser;
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      parseJson(request, body as string, (error, value) =>
        done(error && request.headers[ENCRYPTION_HEADER] !== undefined ? new InvalidEncryptedPayloadError('not_json') : error, value),
      );
    });
    const parsePlaintext = (request: FastifyRequest, plaintext: Buffer) =>
      new Promise<unknown>((resolve, fail) =>
        parseJson(request, plaintext.toString('utf8'), (error, value) =>
          error ? fail(new InvalidEncryptedPayloadError('plaintext_not_json')) : resolve(value),
        ),
      );

    async function openEnvelope(request: FastifyRequest): Promise<SharedKey> {
      const envelope = parseEnvelope(request.body);
      const key = (await clientKeys.resolve(envelope.kid)) ?? rejectEnvelope('unknown_kid');
      const body = await parsePlaintext(request, decryptEnvelope(envelope, key.key));
      assertOwner(key, requestingClient(request, body));
      request.body = body;
      return key;
    }

    /** A bodiless request names its key in `X-Encryption-Kid`, or leaves it to the default key of the client it speaks for. */
    async function keyForBodiless(request: FastifyRequest): Promise<SharedKey> {
      const kid = request.headers[ENCRYPTION_KID_HEADER];
      const clientId = requestingClient(request);
      let key: SharedKey | undefined;
      if (typeof kid === 'string') key = await clientKeys.resolve(kid);
      else if (clientId !== undefined) key = await clientKeys.defaultFor(clientId);
      else rejectEnvelope('missing_kid');
      if (!key) rejectEnvelope('unknown_kid');
      assertOwner(key, clientId);
      return key;
    }

    // preValidation: the body is parsed by then, and the route's schema has not looked at it yet.
    app.addHook('preValidation', async (request) => {
      if (!isEncrypted(request)) return;
      let key: SharedKey;
      if (request.body !== undefined) key = await openEnvelope(request);
      // A multipart or other non-JSON body: encryption was asked for but the body is plaintext.
      else if (hasPayload(request)) rejectEnvelope('unexpected_body');
      else key = await keyForBodiless(request);
      keyOf.set(request, key.key);
      request.encryption = { kid: key.kid, clientId: key.clientId };
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = keyOf.get(request);
      if (key === undefined) return payload;
      let plaintext: string | Buffer;
      if (payload instanceof Readable) {
        // A file download: its bytes travel as `{"file": "<base64>", "content_type"}`, the mirror of an encrypted upload.
        const bytes = await readAll(payload);
        plaintext = JSON.stringify({ file: bytes.toString('base64'), content_type: String(reply.getHeader('content-type')) });
        reply.removeHeader('content-length').removeHeader('content-disposition');
      } else if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
        plaintext = payload;
      } else {
        return payload;
      }
      reply.header(ENCRYPTION_HEADER, 'JWE').type('application/json; charset=utf-8');
      return JSON.stringify(encryptResponse(plaintext, key));
    });
  },
  { name: 'jwe' },
);
