import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

export function audioFixture(name: string): Buffer {
  return fs.readFileSync(path.join(FIXTURES_DIR, 'audio', name));
}

/** A valid 16 kHz mono 16-bit WAV of `bytes` total size, filled with a quiet tone. */
export function wavOfSize(bytes: number): Buffer {
  const dataBytes = bytes - 44;
  const wav = Buffer.alloc(bytes);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(bytes - 8, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(16_000, 24);
  wav.writeUInt32LE(32_000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < dataBytes / 2; i++) wav.writeInt16LE(Math.round(1000 * Math.sin((2 * Math.PI * 440 * i) / 16_000)), 44 + 2 * i);
  return wav;
}

export function documentFixture(name: string): Buffer {
  return fs.readFileSync(path.join(FIXTURES_DIR, 'documents', name));
}
