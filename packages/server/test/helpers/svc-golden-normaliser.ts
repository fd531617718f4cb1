/**
 * The golden svc bodies' normaliser (`test/http/svc-golden.test.ts`): replaces only what differs between two runs of the
 * same calls, so that everything else compares byte for byte.
 * - Secrets minted per run (access and refresh tokens, the upload policy's and the part URLs' signatures): `<secret>`.
 * - UUIDs (client, session, batch, upload, document and FHIR resource ids): `<uuid-N>`, numbered by first appearance
 *   in the body, so that two places naming one id still show it.
 * - ISO times and the folder stamp `YYYYMMDD_HHMMSS`: `<time>`, `<stamp>`; a part URL's `expires=<epoch s>`: `<epoch>`.
 * - Base64 JSON of the body's own members (a template's `value`, the v1 `fhir`, the upload `policy`): decoded, the same
 *   rules applied to the text, and encoded again; the rest of the document stays as it was, byte for byte.
 */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g;
const FOLDER_STAMP = /\/\d{8}_\d{6}\//g;
const PART_URL_EXPIRY = /expires=\d+&signature=[0-9a-f]+/g;
const SECRET = /"(access_token|refresh_token|x-scribe-signature)":"[^"]*"/g;
const BASE64_JSON = /"(value|fhir|policy)":"([A-Za-z0-9+/]+={0,2})"/g;

export function normaliseBody(body: string): string {
  const uuids = new Map<string, string>();
  const plain = (text: string) =>
    text
      .replace(UUID, (uuid) => uuids.get(uuid) ?? uuids.set(uuid, `<uuid-${uuids.size + 1}>`).get(uuid)!)
      .replace(ISO_TIME, '<time>')
      .replace(FOLDER_STAMP, '/<stamp>/')
      .replace(PART_URL_EXPIRY, 'expires=<epoch>&signature=<secret>');
  const decoded = body.replace(BASE64_JSON, (_, key: string, base64: string) => {
    const text = plain(Buffer.from(base64, 'base64').toString('utf8'));
    return `"${key}":"${Buffer.from(text, 'utf8').toString('base64')}"`;
  });
  return plain(decoded.replace(SECRET, '"$1":"<secret>"'));
}
