/**
 * The file name of a `Content-Disposition` header (RFC 6266): `filename*=UTF-8''…` (percent-encoded) before
 * `filename="…"` or a bare `filename=…`, as 07-audio-ingestion.md §7.2's raw-body upload names its chunk.
 */
export function dispositionFilename(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)'[^']*'([^;\s]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!);
    } catch {
      return undefined;
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return quoted[1]!.replace(/\\(.)/g, '$1');
  return /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1];
}
