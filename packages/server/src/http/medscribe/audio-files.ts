import { MAX_FILE_NAME_LENGTH, cleanedFileName, fileNameBytes, storedFileName } from '../../domain/session-file-name.js';

/**
 * 07-audio-ingestion.md §7.2: a chunk is named `{base_name}_{sequence_number}.{extension}`, the number zero-based and not
 * zero-padded (`audio_01.webm` is wrong), and the chunks are transcribed in that order whatever order they arrived in.
 */
const CHUNK_NAME = /^([^/\\]+)_(0|[1-9][0-9]*)\.([A-Za-z0-9]+)$/;

/** The sequence number of a chunk's file name, or undefined when the name does not follow the convention. */
export function chunkSequence(name: string): number | undefined {
  const match = CHUNK_NAME.exec(name);
  return match ? Number(match[2]) : undefined;
}

/**
 * The name an upload to a session with these files (in upload order) is stored under (`storedFileName`), which is also
 * the name the answer gives and the checks see; or why it is refused. A chunk name too long to keep is refused, since
 * cutting it would cut its sequence number.
 */
export function uploadedFileName(uploadType: 'chunked' | 'single', uploaded: readonly string[], filename: string): { name: string } | { refusal: string } {
  const name = storedFileName(filename);
  // A file sent again under its name replaces the first (a retried upload).
  const others = uploaded.filter((other) => other !== name);
  if (uploadType === 'single') {
    return others.length > 0 ? { refusal: `a single upload session takes one file, and has ${others[0]}` } : { name };
  }
  // The measure `storedFileName` cuts by: UTF-8 bytes.
  if (fileNameBytes(cleanedFileName(filename)) > MAX_FILE_NAME_LENGTH) {
    return { refusal: `a chunk name must be at most ${MAX_FILE_NAME_LENGTH} bytes (UTF-8), its sequence number included` };
  }
  const sequence = chunkSequence(name);
  if (sequence === undefined) return { refusal: `chunk ${name} is not named {base_name}_{sequence_number}.{extension}, as audio_0.webm` };
  const clash = others.find((other) => chunkSequence(other) === sequence);
  return clash === undefined ? { name } : { refusal: `sequence number ${sequence} was uploaded already, as ${clash}` };
}

/** The files in the order they are transcribed: a chunked session's by sequence number, a single upload's one file. */
export const transcriptionOrder = (uploaded: readonly string[]): string[] =>
  [...uploaded].sort((a, b) => (chunkSequence(a) ?? 0) - (chunkSequence(b) ?? 0));
