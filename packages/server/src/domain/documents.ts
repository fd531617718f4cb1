/** Medical record documents: what kinds a client may file, and which file formats are accepted. No I/O. */

export const DOCUMENT_TYPES = ['lab_report', 'prescription', 'discharge_summary', 'imaging_report', 'other'] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DEFAULT_DOCUMENT_TYPE: DocumentType = 'other';

/** Accepted formats, recognised by their leading bytes; the file name and declared type are never trusted. */
const SIGNATURES = [
  { mediaType: 'application/pdf', magic: Buffer.from('%PDF-', 'latin1') },
  { mediaType: 'image/jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
  { mediaType: 'image/png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
] as const;

export type DocumentMediaType = (typeof SIGNATURES)[number]['mediaType'];

export const DOCUMENT_MEDIA_TYPES: readonly DocumentMediaType[] = SIGNATURES.map((s) => s.mediaType);

/** How many leading bytes `detectMediaType` needs to decide. */
export const SIGNATURE_LENGTH = Math.max(...SIGNATURES.map((s) => s.magic.length));

/** The format of a file from its first `SIGNATURE_LENGTH` bytes (fewer if the file is shorter), or undefined. */
export function detectMediaType(head: Uint8Array): DocumentMediaType | undefined {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  return SIGNATURES.find((s) => bytes.subarray(0, s.magic.length).equals(s.magic))?.mediaType;
}

export const FILE_EXTENSIONS: Record<DocumentMediaType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
