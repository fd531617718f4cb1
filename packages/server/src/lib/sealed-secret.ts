import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;

/**
 * Secrets the server must read back (the clients' shared keys) are stored encrypted under the
 * master key with AES-256-GCM, as `<iv>.<ciphertext>.<tag>` in base64url. `context` (the kid) is
 * the AAD, so a sealed value copied onto another row does not open.
 */
export function sealSecret(masterKey: Buffer, secret: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', masterKey, iv).setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

export function openSecret(masterKey: Buffer, sealed: string, context: string): string {
  const [iv = '', ciphertext = '', tag = ''] = sealed.split('.');
  try {
    const decipher = createDecipheriv('aes-256-gcm', masterKey, Buffer.from(iv, 'base64url'))
      .setAAD(Buffer.from(context, 'utf8'))
      .setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new Error(`the stored key ${context} does not open with this master key (was SCRIBE_MASTER_KEY changed?)`);
  }
}
