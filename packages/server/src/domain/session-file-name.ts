import { CONTROL_CHARACTERS } from '../lib/upload-policy.js';

/** The longest session file name: what file systems and object stores take as one name. */
export const MAX_FILE_NAME_LENGTH = 255;

const CONTROL_CHARACTERS_ALL = new RegExp(`[${CONTROL_CHARACTERS}]`, 'gu');

/** A client's file name (a multipart part's, a `Content-Disposition`'s) cleaned: its last path segment, without control characters. */
export const cleanedFileName = (filename: string): string => (filename.split(/[\\/]/).at(-1) ?? '').replace(CONTROL_CHARACTERS_ALL, '');

/** The name a session keeps a client's file under: cleaned, and cut to `MAX_FILE_NAME_LENGTH`; `audio` when nothing is left. */
export function storedFileName(filename: string): string {
  const name = cleanedFileName(filename).slice(0, MAX_FILE_NAME_LENGTH);
  return name.length > 0 ? name : 'audio';
}
