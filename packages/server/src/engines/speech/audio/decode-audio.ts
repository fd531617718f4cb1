/**
 * Uploaded audio bytes → 16 kHz mono float32, in JavaScript/WASM only (no ffmpeg): wav (PCM 8/16/24/32-bit and
 * float), mp3, m4a (AAC), ogg (Opus, Vorbis, FLAC), webm/mkv and flac, through `audio-decode`, which detects the
 * format from the bytes themselves, never from a file name.
 *
 * A truncated file decodes as far as its data goes: a recording whose upload was cut off still holds the speech
 * before the cut. Bytes that yield no samples at all throw AudioDecodeError.
 */

import decode, { decodeChunked, type AudioData } from 'audio-decode';
import { AudioDecodeError } from '../speech-errors.js';
import { SAMPLE_RATE } from '../speech-types.js';
import { resample } from './resample.js';

/** Slice size for Matroska input (see decodeMatroska). */
const MATROSKA_SLICE_BYTES = 64 * 1024;

export async function decodeAudio(bytes: Uint8Array): Promise<Float32Array> {
  if (bytes.length === 0) throw new AudioDecodeError('The audio is empty');
  let decoded: MonoAudio;
  try {
    decoded = isMatroska(bytes) ? await decodeMatroska(bytes) : toMono(await decode(bytes));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AudioDecodeError(`Could not decode the audio: ${reason}`, { cause: error });
  }
  if (decoded.samples.length === 0 || !(decoded.sampleRate > 0)) {
    throw new AudioDecodeError('The file holds no decodable audio');
  }
  return resample(decoded.samples, Math.round(decoded.sampleRate), SAMPLE_RATE);
}

interface MonoAudio {
  samples: Float32Array;
  sampleRate: number;
}

/** Averages the channels into one; non-finite samples (from a damaged float file) become silence. */
function toMono({ channelData, sampleRate }: AudioData): MonoAudio {
  const length = channelData[0]?.length ?? 0;
  const samples = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    let sum = 0;
    for (const channel of channelData) sum += channel[i]!;
    const average = sum / channelData.length;
    samples[i] = Number.isFinite(average) ? average : 0;
  }
  return { samples, sampleRate };
}

/** EBML magic number: WebM and Matroska. */
function isMatroska(bytes: Uint8Array): boolean {
  return bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3;
}

/**
 * WebM is fed to the decoder in slices. Given the whole file at once, @audio/decode-webm 1.6 concatenates its
 * output frame by frame whenever a block carries DiscardPadding (ffmpeg writes one at the end of every Opus track),
 * which is quadratic: 5 minutes of Opus took about 6 minutes to decode whole, under a second in 64 KB slices.
 */
async function decodeMatroska(bytes: Uint8Array): Promise<MonoAudio> {
  async function* slices(): AsyncGenerator<Uint8Array> {
    for (let offset = 0; offset < bytes.length; offset += MATROSKA_SLICE_BYTES) {
      yield bytes.subarray(offset, offset + MATROSKA_SLICE_BYTES);
    }
  }
  const pieces: Float32Array[] = [];
  let sampleRate = 0;
  for await (const piece of decodeChunked(slices(), 'webm')) {
    const mono = toMono(piece);
    pieces.push(mono.samples);
    sampleRate ||= mono.sampleRate;
  }
  return { samples: concatenate(pieces), sampleRate };
}

function concatenate(pieces: readonly Float32Array[]): Float32Array {
  const joined = new Float32Array(pieces.reduce((length, piece) => length + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    joined.set(piece, offset);
    offset += piece.length;
  }
  return joined;
}
