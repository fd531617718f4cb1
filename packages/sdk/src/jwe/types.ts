/** A client's shared JWE key, as `scribe keys create` prints it. */
export interface JweKey {
  /** The key's id, sent with every encrypted request. */
  kid: string;
  /** The 16-character shared key. */
  sharedKey: string;
}

/** An encrypted request body (PROTOCOL §7): JWE JSON serialization, `dir` + `A128CBC-HS256`, binary parts base64url. */
export interface RequestEnvelope {
  /** Base64url of the JSON header `{"alg":"dir","enc":"A128CBC-HS256"}`; its ASCII is the AAD. */
  protected: string;
  iv: string;
  ciphertext: string;
  tag: string;
  kid: string;
}

/** An encrypted response: no protected header, so the AAD is empty. */
export interface ResponseEnvelope {
  ciphertext: string;
  iv: string;
  tag: string;
}
