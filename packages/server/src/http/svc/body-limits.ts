/** Room for the other JSON fields of an upload (title ≤ 200 characters and the like, even fully `\u`-escaped) and punctuation. */
export const METADATA_ALLOWANCE = 16 * 1024;
/** AES-CBC pads the plaintext by 1 to 16 bytes. */
const CIPHER_PADDING = 16;
/** The envelope's `protected` header, `iv`, `tag`, `kid` and punctuation. */
const ENVELOPE_ALLOWANCE = 4 * 1024;

const base64Length = (bytes: number): number => 4 * Math.ceil(bytes / 3);

/**
 * The body limit of a route taking a file as base64 in JSON, for files of up to `maxFileBytes`.
 * The largest legitimate body is the encrypted form (PROTOCOL §7), where the JSON travels twice
 * encoded: the file as base64 inside `{"file": …, …metadata}`, and that JSON encrypted and then
 * base64url-encoded into the envelope's `ciphertext`. So about 16/9 of the file size (25 MiB of
 * file → ≈ 46.6 MB of body). The decoded file is checked against `maxFileBytes` afterwards; this
 * limit only stops bodies no legitimate upload can produce before they are read into memory.
 */
export function base64UploadBodyLimit(maxFileBytes: number): number {
  const plainJson = base64Length(maxFileBytes) + METADATA_ALLOWANCE;
  return base64Length(plainJson + CIPHER_PADDING) + ENVELOPE_ALLOWANCE;
}
