import type { AudioDecodeError } from '../engines/speech/speech-errors.js';

/** What the decoder reads (engines/speech/audio/decode-audio.ts), which it tells from the bytes, never from the name. */
export const ACCEPTED_AUDIO = 'WAV, MP3, M4A (AAC), Ogg (Opus, Vorbis, FLAC), WebM/Matroska and FLAC';

/** File signatures: the audio containers the decoder reads, and what else people most often pass by mistake. */
const SIGNATURES: { name: string; audio: boolean; matches: (b: Uint8Array) => boolean }[] = [
  { name: 'WAV', audio: true, matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE' },
  { name: 'MP3', audio: true, matches: (b) => ascii(b, 0, 3) === 'ID3' || (b[0] === 0xff && (b[1]! & 0xe0) === 0xe0) },
  { name: 'MP4/M4A', audio: true, matches: (b) => ascii(b, 4, 8) === 'ftyp' },
  { name: 'Ogg', audio: true, matches: (b) => ascii(b, 0, 4) === 'OggS' },
  { name: 'WebM/Matroska', audio: true, matches: (b) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3 },
  { name: 'FLAC', audio: true, matches: (b) => ascii(b, 0, 4) === 'fLaC' },
  { name: 'a PDF document', audio: false, matches: (b) => ascii(b, 0, 5) === '%PDF-' },
  { name: 'a PNG image', audio: false, matches: (b) => b[0] === 0x89 && ascii(b, 1, 4) === 'PNG' },
  { name: 'a JPEG image', audio: false, matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { name: 'a ZIP archive', audio: false, matches: (b) => ascii(b, 0, 4) === 'PK\x03\x04' },
];

const HEAD_BYTES = 16;

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** Printable ASCII and white space throughout the head: text (a transcript, a note) rather than binary data. */
function isText(head: Uint8Array): boolean {
  return head.every((byte) => (byte >= 0x20 && byte < 0x7f) || byte === 0x09 || byte === 0x0a || byte === 0x0d);
}

/** The first bytes, in hex and as characters (dots for the unprintable): what the file holds when its type is unknown. */
function headOf(bytes: Uint8Array): string {
  const head = bytes.subarray(0, HEAD_BYTES);
  const hex = [...head].map((byte) => byte.toString(16).padStart(2, '0')).join(' ');
  const chars = [...head].map((byte) => (byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '.')).join('');
  return `${hex}${bytes.length > HEAD_BYTES ? ' …' : ''} "${chars}"`;
}

/**
 * Why `bytes` could not be decoded, in a line that says what the file holds instead (by its signature, else its first
 * bytes) and which formats are read.
 */
export function unreadableAudioMessage(file: string, bytes: Uint8Array, error: AudioDecodeError): string {
  if (bytes.length === 0) return `${file} is empty: expected audio (${ACCEPTED_AUDIO})`;
  const signature = SIGNATURES.find((s) => s.matches(bytes));
  const found = signature
    ? signature.audio
      ? `looks like ${signature.name} but holds no audio that decodes (${error.message})`
      : `is ${signature.name}, not audio`
    : isText(bytes.subarray(0, HEAD_BYTES))
      ? 'is text, not audio'
      : 'is in no audio format svc-scribe reads';
  return `${file} ${found}; it starts ${headOf(bytes)}. Accepted: ${ACCEPTED_AUDIO}`;
}
