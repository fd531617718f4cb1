/**
 * Text and binary encodings with the web platform alone (no Node `Buffer`), so that the SDK runs
 * in browsers and edge runtimes as it does in Node.
 */

export type Bytes = Uint8Array<ArrayBuffer>;

export const utf8 = (text: string): Bytes => new TextEncoder().encode(text);

export const fromUtf8 = (bytes: Uint8Array): string => new TextDecoder('utf-8', { fatal: true }).decode(bytes);

/** Standard base64 with padding. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: spreading a large array into one call overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Base64url without padding (JWE). */
export const toBase64Url = (bytes: Uint8Array): string => toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Either base64 alphabet, padded or not. Throws on anything else. */
export function fromBase64(text: string): Bytes {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Lowercase or uppercase hex. Throws on anything else. */
export function fromHex(text: string): Bytes {
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(text)) throw new SyntaxError('not hex');
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** A template value or FHIR document: base64 of UTF-8 JSON. */
export const fromBase64Json = <T>(text: string): T => JSON.parse(fromUtf8(fromBase64(text))) as T;
