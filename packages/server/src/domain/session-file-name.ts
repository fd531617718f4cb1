import { CONTROL_CHARACTERS } from '../lib/upload-policy.js';

/** The longest session file name, in UTF-8 bytes: what file systems (255 bytes, not characters) and object stores take as one name. */
export const MAX_FILE_NAME_LENGTH = 255;

const CONTROL_CHARACTERS_ALL = new RegExp(`[${CONTROL_CHARACTERS}]`, 'gu');

/** A client's file name (a multipart part's, a `Content-Disposition`'s) cleaned: its last path segment, without control characters. */
export const cleanedFileName = (filename: string): string => (filename.split(/[\\/]/).at(-1) ?? '').replace(CONTROL_CHARACTERS_ALL, '');

/** A name's length as a file system counts it: UTF-8 bytes. */
export const fileNameBytes = (name: string): number => Buffer.byteLength(name, 'utf8');

/** `name` cut to at most `MAX_FILE_NAME_LENGTH` UTF-8 bytes, between two code points (never inside a surrogate pair). */
function cutToMaxBytes(name: string): string {
  let bytes = 0;
  let end = 0;
  for (const codePoint of name) {
    bytes += fileNameBytes(codePoint);
    if (bytes > MAX_FILE_NAME_LENGTH) break;
    end += codePoint.length;
  }
  return name.slice(0, end);
}

/** The name a session keeps a client's file under: cleaned, and cut to `MAX_FILE_NAME_LENGTH` bytes; `audio` when nothing is left. */
export function storedFileName(filename: string): string {
  const name = cutToMaxBytes(cleanedFileName(filename));
  return name.length > 0 ? name : 'audio';
}
