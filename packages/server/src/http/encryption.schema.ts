import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import type { FastifySchema } from 'fastify';

const base64url = (description: string) => Type.String({ pattern: '^[A-Za-z0-9_-]*$', description: `${description}, base64url without padding.` });

export const EncryptedEnvelope = Type.Object(
  {
    protected: base64url('The JSON header `{"alg":"dir","enc":"A128CBC-HS256"}` (it may hold the `kid` too); its ASCII is the AAD'),
    iv: base64url('16 random bytes, fresh for every request'),
    ciphertext: base64url('AES-128-CBC (PKCS#7 padding) of the JSON body the endpoint takes'),
    tag: base64url('The 16-byte HMAC-SHA-256 authentication tag'),
    kid: Type.Optional(Type.String({ description: 'Names the shared key; required here unless the protected header carries it.' })),
  },
  {
    $id: 'EncryptedEnvelope',
    additionalProperties: false,
    description:
      'JWE JSON serialization (RFC 7516), `alg: dir`, `enc: A128CBC-HS256`: sent with `X-Encryption: JWE` instead of the plain body.',
  },
);

export const EncryptedResponse = Type.Object(
  {
    ciphertext: base64url('The encrypted JSON response'),
    iv: base64url('16 random bytes, fresh for every response'),
    tag: base64url('The 16-byte HMAC-SHA-256 authentication tag, over an empty AAD'),
  },
  { $id: 'EncryptedResponse', description: 'Any response to an encrypted request, with the same status and `X-Encryption: JWE`.' },
);

const ENCRYPTION_HEADERS = {
  'X-Encryption': Type.Optional(
    Type.Literal('JWE', { description: 'The body is an `EncryptedEnvelope` (if any); the response is an `EncryptedResponse`.' }),
  ),
  'X-Encryption-Kid': Type.Optional(
    Type.String({
      description:
        "Bodiless requests only: the key for the encrypted response. Without it, the caller's oldest active key; " +
        'on endpoints without a bearer token it is required.',
    }),
  ),
};

export const ENCRYPTION_OVERVIEW = [
  '**Encrypted payloads.** Every endpoint that takes a JSON body also accepts it encrypted: send `X-Encryption: JWE` and an',
  '`EncryptedEnvelope` whose key is `UTF-8(shared key) ‖ UTF-8(shared key)` (the 16-character key written twice: 32 bytes).',
  'Shared keys (`kid`) are made with `scribe keys create <client_id>`; the key must belong to the caller: the bearer token\'s',
  'client, or on login and refresh the `client_id` of the body or path (on the legacy refresh, the refresh token\'s client).',
  'The response, errors included, is an `EncryptedResponse` under the same key. A bodiless request with `X-Encryption: JWE`',
  'gets an encrypted response too (key: `X-Encryption-Kid`). Any envelope failure answers 400 `{"message":"Invalid encrypted payload"}`,',
  "in plaintext; an envelope over the endpoint's body limit (1 MiB unless it says otherwise) answers 413 before any decryption.",
].join(' ');

/**
 * A route's schema as the OpenAPI document shows it: the encryption headers, and on routes taking a JSON body the
 * envelope as an alternative body and `EncryptedResponse` as an alternative of each JSON response. `sharedSchema`
 * finds a referenced schema's description, which names the response when the route gives none.
 */
export function documentEncryption(schema: FastifySchema, sharedSchema: (id: string) => unknown): FastifySchema {
  const headers = schema.headers as TObject | undefined;
  return {
    ...schema,
    headers: Type.Object({ ...headers?.properties, ...ENCRYPTION_HEADERS }),
    ...(schema.body === undefined
      ? {}
      : {
          body: Type.Union([schema.body as TSchema, Type.Ref(EncryptedEnvelope)]),
          ...(schema.response === undefined ? {} : { response: orEncryptedResponses(schema.response, sharedSchema) }),
        }),
  };
}

/** Each JSON response, or the same encrypted (bodiless and multi-media responses are left as they are). */
function orEncryptedResponses(responses: unknown, sharedSchema: (id: string) => unknown): Record<string, unknown> {
  const documented: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(responses as Record<string, TSchema & { content?: unknown; headers?: unknown }>)) {
    if (response.type === 'null' || response.content !== undefined) {
      documented[status] = response;
      continue;
    }
    const referenced = typeof response.$ref === 'string' ? (sharedSchema(response.$ref) as { description?: string } | undefined) : undefined;
    const description: string | undefined = response.description ?? referenced?.description;
    // Response headers stay on the response, not on one of its alternatives.
    const { headers, ...body } = response;
    documented[status] = Type.Union([body as TSchema, Type.Ref(EncryptedResponse)], {
      ...(description === undefined ? {} : { description }),
      ...(headers === undefined ? {} : { headers }),
    });
  }
  return documented;
}
