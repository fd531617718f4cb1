import type { Schemas } from '../http/wire.js';

type EncryptedEnvelope = Schemas['EncryptedEnvelope'];

/** A client's shared JWE key, as `scribe keys create` prints it. */
export interface JweKey {
  /** The key's id, sent with every encrypted request. */
  kid: string;
  /** The 16-character shared key. */
  sharedKey: string;
}

/**
 * An encrypted request body (PROTOCOL §7): JWE JSON serialization, `dir` + `A128CBC-HS256`, binary parts base64url.
 * Wire type: `#/components/schemas/EncryptedEnvelope`, whose `kid` the SDK always sends.
 */
export interface RequestEnvelope extends EncryptedEnvelope {
  kid: string;
}

/** An encrypted response: no protected header, so the AAD is empty. Wire type: `#/components/schemas/EncryptedResponse`. */
export type ResponseEnvelope = Schemas['EncryptedResponse'];
