/** Decoded audio back to a file: 16-bit PCM WAV, the one format every speech API reads, and lossless at 16 kHz. */

import { SAMPLE_RATE } from '../speech-types.js';

const HEADER_BYTES = 44;

/** Mono float32 samples (−1..1, clipped beyond) → a WAV file of 16-bit little-endian PCM. */
export function encodeWav(pcm: Float32Array, sampleRate = SAMPLE_RATE): Uint8Array<ArrayBuffer> {
  const wav = new Uint8Array(HEADER_BYTES + pcm.length * 2);
  wav.set(wavHeader(pcm.length * 2, sampleRate));
  wav.set(pcm16Bytes(pcm), HEADER_BYTES);
  return wav;
}

/** Float32 samples (−1..1, clipped beyond) as 16-bit little-endian PCM bytes. */
export function pcm16Bytes(pcm: Float32Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(pcm.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < pcm.length; i++) view.setInt16(2 * i, Math.round(Math.max(-1, Math.min(1, pcm[i]!)) * 0x7fff), true);
  return bytes;
}

/** The 44-byte header of a mono 16-bit PCM WAV file of `dataBytes` bytes of samples, which follow it. */
export function wavHeader(dataBytes: number, sampleRate = SAMPLE_RATE): Uint8Array<ArrayBuffer> {
  const wav = new Uint8Array(HEADER_BYTES);
  const view = new DataView(wav.buffer);
  const ascii = (offset: number, text: string) => [...text].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, HEADER_BYTES - 8 + dataBytes, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  return wav;
}
