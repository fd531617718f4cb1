/**
 * Deterministic ids for the FHIR document: name-based (version 5) UUIDs, so rendering the same
 * session again gives the same Bundle, entry fullUrls and references.
 */
import { createHash } from 'node:crypto';

/** svc-scribe's namespace for FHIR ids. Changing it changes every id ever rendered. */
export const FHIR_ID_NAMESPACE = '257aef61-076e-46ad-b731-ba54d3aeefc9';

/** RFC 4122 §4.3 name-based UUID, SHA-1 (version 5). */
export function uuidV5(name: string, namespace: string = FHIR_ID_NAMESPACE): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function urnUuid(uuid: string): string {
  return `urn:uuid:${uuid}`;
}
