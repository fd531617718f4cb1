import { concat } from './bytes.js';
import type { Bytes } from './encoding.js';

/** HMAC-SHA-256 with Web Crypto, which browsers, edge runtimes and Node all have. */
export async function hmacSha256(key: Uint8Array<ArrayBuffer>, ...message: readonly Uint8Array[]): Promise<Bytes> {
  const cryptoKey = await globalThis.crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', cryptoKey, concat(...message)));
}
