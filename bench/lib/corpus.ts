/** Reading the committed ASR corpora: their manifests and the format of their wav files. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Synthetic dictations read by espeak-ng (bench/corpus/asr/README.md); holds the latency clip. */
export const CORPUS_DIR = fileURLToPath(new URL('../corpus/asr/', import.meta.url));
/** Synthetic dictations read by flite and festival's HTS voice (bench/corpus/asr-voices/README.md). */
export const VOICES_CORPUS_DIR = fileURLToPath(new URL('../corpus/asr-voices/', import.meta.url));
/** Prescriptions of medicines only the formulary has, read by flite and festival's HTS voice; rows `held-*` and `fresh-*` are kept out of tuning (bench/corpus/asr-formulary/README.md). */
export const FORMULARY_CORPUS_DIR = fileURLToPath(new URL('../corpus/asr-formulary/', import.meta.url));
/** Vitals said as clinicians say them ("one forty over ninety", "BP 140 by 90"), read by the same voices (bench/corpus/asr-vitals/README.md). */
export const VITALS_CORPUS_DIR = fileURLToPath(new URL('../corpus/asr-vitals/', import.meta.url));
/** Real human speech, 32 LJ Speech clips, not medical (bench/corpus/ljspeech/README.md). */
export const LJSPEECH_CORPUS_DIR = fileURLToPath(new URL('../corpus/ljspeech/', import.meta.url));

/** The ~30 s dictation sent through the HTTP endpoint for the latency figures. */
export const LATENCY_CLIP_ID = 'long-01';

/** One row of a corpus's manifest.json (written by its generate.sh or import.sh). */
export interface ClipEntry {
  id: string;
  /** File name inside the corpus directory. */
  file: string;
  /** Synthesiser voice (espeak-ng voice with its `+variant`; `flite-slt`, `festival-hts-slt` …), or the speaker. */
  voice: string;
  /** Words per minute: the speed espeak-ng was asked for; elsewhere words spoken / audio duration. */
  speed: number;
  /** The text the synthesiser read (numbers and units spelled out), or the human reader's transcript. */
  spoken: string;
  /** The written transcript a clinician expects. */
  reference: string;
  /** Medical terms of the reference, scored by term recall. */
  terms: string[];
}

export async function loadManifest(dir = CORPUS_DIR): Promise<ClipEntry[]> {
  const parsed: unknown = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'));
  if (!Array.isArray(parsed) || !parsed.every(isClipEntry)) {
    throw new Error(`${join(dir, 'manifest.json')} does not match the ClipEntry shape`);
  }
  return parsed;
}

function isClipEntry(value: unknown): value is ClipEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    ['id', 'file', 'voice', 'spoken', 'reference'].every((key) => typeof entry[key] === 'string') &&
    typeof entry.speed === 'number' &&
    Array.isArray(entry.terms) &&
    entry.terms.every((term) => typeof term === 'string')
  );
}

export interface WavFormat {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  durationS: number;
}

/** Reads the format of a PCM wav file from its `fmt ` and `data` chunks. */
export function wavFormat(bytes: Uint8Array): WavFormat {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a RIFF/WAVE file');
  let format: Omit<WavFormat, 'durationS'> | undefined;
  for (let offset = 12; offset + 8 <= bytes.byteLength; ) {
    const size = view.getUint32(offset + 4, true);
    if (tag(offset) === 'fmt ') {
      format = {
        channels: view.getUint16(offset + 10, true),
        sampleRate: view.getUint32(offset + 12, true),
        bitsPerSample: view.getUint16(offset + 22, true),
      };
    } else if (tag(offset) === 'data') {
      if (!format) throw new Error('wav data chunk before its fmt chunk');
      const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8);
      return { ...format, durationS: size / bytesPerSecond };
    }
    offset += 8 + size + (size % 2); // chunks are padded to an even length
  }
  throw new Error('wav file has no data chunk');
}
