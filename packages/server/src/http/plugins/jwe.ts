import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import fp from 'fastify-plugin';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  InvalidEncryptedPayloadError,
  RequestEnvelopeReader,
  encryptResponse,
  openEnvelope,
  rejectEnvelope,
  type RequestEnvelope,
} from '../../lib/jwe.js';
import { requestChunks } from '../request-chunks.js';
import type { ClientKeysService, SharedKey } from '../../services/client-keys.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set once an encrypted request's envelope is authenticated; the response is then encrypted with
     * its key. Cleared by an `InvalidEncryptedPayloadError`, which is always answered in plaintext.
     */
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

const isJson = (request: FastifyRequest): boolean =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * A body that is not JSON, on a request that asked for encryption: an empty body where the envelope
 * should be, or the plaintext of an authentic envelope.
 */
export function jsonSyntaxError(request: FastifyRequest, error: Error): Error {
  if (request.headers[ENCRYPTION_HEADER] === undefined) return error;
  return new InvalidEncryptedPayloadError(request.encryption ? 'plaintext_not_json' : 'not_json');
}

/**
 * Reads the envelope as it arrives, under the route's body limit (413 before anything else). The
 * request is left open on a refusal, so that the answer still reaches the client.
 */
async function readEnvelope(request: FastifyRequest, payload: Readable, limit: number): Promise<{ envelope: RequestEnvelope; bytes: number }> {
  const declared = Number(request.headers['content-length']);
  if (declared > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  const reader = new RequestEnvelopeReader(Number.isNaN(declared) ? 0 : declared);
  let bytes = 0;
  for await (const chunk of requestChunks(payload)) {
    bytes += chunk.length;
    if (bytes > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    reader.write(chunk);
  }
  return { envelope: reader.end(), bytes };
}

/** The plaintext as the stream the route's body parser reads; its length check sees the envelope's length. */
function plaintextStream(plaintext: Iterable<Buffer>, envelopeBytes: number): Readable {
  return Object.assign(Readable.from(plaintext, { objectMode: false }), { receivedEncodedLength: envelopeBytes });
}

/**
 * PROTOCOL §7 for every route, public or authenticated: an `X-Encryption: JWE` request's envelope is
 * read and decrypted as it streams in, before the body parser, so that the route parses, validates
 * and handles the plain JSON as if it had been sent so; its response — errors included — is
 * encrypted with the same key. Every refusal throws `InvalidEncryptedPayloadError`, which the error
 * handler answers with one plain body whatever the cause.
 */
export const jwePlugin = fp<{ clientKeys: ClientKeysService }>(
  async (app: FastifyInstance, { clientKeys }) => {
    // Keys stay off the request object, so nothing that serializes or logs a request can reach them.
    const keyOf = new WeakMap<FastifyRequest, SharedKey>();
    app.decorateRequest('encryption', null);

    // Fastify's own JSON parser (same poisoning rules), with the envelope refusal for a plaintext that is not JSON.
    const parseJson = app.getDefaultJsonParser(
      app.initialConfig.onProtoPoisoning ?? 'error',
      app.initialConfig.onConstructorPoisoning ?? 'error',
    ) as JsonParser;
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      parseJson(request, body as string, (error, value) => done(error && jsonSyntaxError(request, error), value));
    });

    app.addHook('preParsing', async (request, reply, payload) => {
      if (!hasPayload(request) || !isEncrypted(request)) return payload;
      try {
        // A multipart or other body: encryption was asked for but the body is not an envelope.
        if (!isJson(request)) rejectEnvelope('unexpected_body');
        const { envelope, bytes } = await readEnvelope(request, payload, request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit);
        const key = (await clientKeys.resolve(envelope.kid)) ?? rejectEnvelope('unknown_kid');
        const plaintext = openEnvelope(envelope, key.key);
        keyOf.set(request, key);
        request.encryption = { kid: key.kid, clientId: key.clientId };
        return plaintextStream(plaintext, bytes);
      } catch (error) {
        // The rest of a refused body is not read: the connection cannot serve another request.
        reply.header('connection', 'close');
        throw error;
      }
    });

    /** A bodiless request names its key in `X-Encryption-Kid`, or leaves it to the default key of the client it speaks for. */
    async function keyForBodiless(request: FastifyRequest): Promise<SharedKey> {
      const kid = request.headers[ENCRYPTION_KID_HEADER];
      const clientId = requestingClient(request);
      let key: SharedKey | undefined;
      if (typeof kid === 'string') key = await clientKeys.resolve(kid);
      else if (clientId !== undefined) key = await clientKeys.defaultFor(clientId);
      else rejectEnvelope('missing_kid');
      return key ?? rejectEnvelope('unknown_kid');
    }

    // preValidation: the body is parsed by then (the client it names is known), and the route's schema has not looked at it yet.
    app.addHook('preValidation', async (request) => {
      if (!isEncrypted(request)) return;
      let key = keyOf.get(request);
      if (!key) {
        key = await keyForBodiless(request);
        keyOf.set(request, key);
        request.encryption = { kid: key.kid, clientId: key.clientId };
      }
      assertOwner(key, requestingClient(request, request.body));
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.encryption && keyOf.get(request);
      if (!key) return payload;
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
      return JSON.stringify(encryptResponse(plaintext, key.key));
    });
  },
  { name: 'jwe' },
);
