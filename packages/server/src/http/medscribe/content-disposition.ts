/**
 * The file name of a `Content-Disposition` header (RFC 6266), as 07-audio-ingestion.md §7.2's raw-body upload names
 * its chunk: parsed by `content-disposition` (jshttp), which prefers `filename*` (RFC 5987) to `filename`.
 * A header it cannot parse names no file.
 */
import { parse } from 'content-disposition';

export function dispositionFilename(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  try {
    const { parameters } = parse(header);
    return parameters['filename*'] ?? parameters.filename;
  } catch {
    return undefined;
  }
}
