import { describe, expect, it } from 'vitest';
import { audioFixture } from '../../../../test/helpers/fixtures.js';
import { AudioDecodeError } from '../speech-errors.js';
import { SAMPLE_RATE } from '../speech-types.js';
import { decodeAudio } from './decode-audio.js';

/** Length of the spoken sentence in the sentence.* fixtures (espeak-ng output). */
const SENTENCE_SECONDS = 2.81;

function rms(samples: Float32Array): number {
  return Math.sqrt(samples.reduce((sum, value) => sum + value * value, 0) / samples.length);
}

function peak(samples: Float32Array): number {
  return samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
}

type SampleFormat = 'uint8' | 'int16' | 'int24' | 'int32' | 'float32';

/** A canonical WAV file of the given sample format holding `channels` (values in -1..1). */
function wav(format: SampleFormat, sampleRate: number, channels: readonly Float32Array[]): Uint8Array {
  const bytesPerSample = { uint8: 1, int16: 2, int24: 3, int32: 4, float32: 4 }[format];
  const frames = channels[0]!.length;
  const dataBytes = frames * channels.length * bytesPerSample;
  const file = Buffer.alloc(44 + dataBytes);
  file.write('RIFF', 0);
  file.writeUInt32LE(36 + dataBytes, 4);
  file.write('WAVEfmt ', 8);
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(format === 'float32' ? 3 : 1, 20);
  file.writeUInt16LE(channels.length, 22);
  file.writeUInt32LE(sampleRate, 24);
  file.writeUInt32LE(sampleRate * channels.length * bytesPerSample, 28);
  file.writeUInt16LE(channels.length * bytesPerSample, 32);
  file.writeUInt16LE(bytesPerSample * 8, 34);
  file.write('data', 36);
  file.writeUInt32LE(dataBytes, 40);
  let offset = 44;
  for (let frame = 0; frame < frames; frame++) {
    for (const channel of channels) {
      const value = channel[frame]!;
      if (format === 'uint8') file.writeUInt8(Math.round(value * 127) + 128, offset);
      if (format === 'int16') file.writeInt16LE(Math.round(value * 32_767), offset);
      if (format === 'int24') file.writeIntLE(Math.round(value * 8_388_607), offset, 3);
      if (format === 'int32') file.writeInt32LE(Math.round(value * 2_147_483_647), offset);
      if (format === 'float32') file.writeFloatLE(value, offset);
      offset += bytesPerSample;
    }
  }
  return file;
}

function sine(frequency: number, sampleRate: number, seconds: number, amplitude: number): Float32Array {
  return Float32Array.from({ length: Math.round(sampleRate * seconds) }, (_, n) => amplitude * Math.sin((2 * Math.PI * frequency * n) / sampleRate));
}

describe('decodeAudio', () => {
  it.each([
    ['sentence-16k-mono.wav', SENTENCE_SECONDS],
    ['sentence-44k-stereo.wav', 0.8],
    ['sentence.mp3', SENTENCE_SECONDS],
    ['sentence.m4a', SENTENCE_SECONDS],
    ['sentence.ogg', SENTENCE_SECONDS],
    ['sentence.webm', SENTENCE_SECONDS],
    ['sentence.flac', SENTENCE_SECONDS],
  ])('decodes %s to 16 kHz mono speech of the right length', async (name, seconds) => {
    const pcm = await decodeAudio(audioFixture(name));

    expect(pcm).toBeInstanceOf(Float32Array);
    expect(pcm.length / SAMPLE_RATE).toBeGreaterThan(seconds * 0.95);
    expect(pcm.length / SAMPLE_RATE).toBeLessThan(seconds * 1.05);
    expect(rms(pcm)).toBeGreaterThan(0.01);
  });

  it.each<SampleFormat>(['uint8', 'int16', 'int24', 'int32', 'float32'])(
    'decodes %s stereo WAV at 48 kHz, averaging the channels',
    async (format) => {
      const left = sine(500, 48_000, 0.5, 0.6);
      const right = sine(500, 48_000, 0.5, 0.2);

      const pcm = await decodeAudio(wav(format, 48_000, [left, right]));

      expect(pcm.length).toBe(8_000);
      // Away from the edges, the average of 0.6·sin and 0.2·sin peaks at 0.4.
      expect(Math.abs(peak(pcm.subarray(800, 7_200)) - 0.4)).toBeLessThan(0.01);
    },
  );

  it.each([
    ['a text file named .wav', audioFixture('not-audio.wav')],
    ['empty input', new Uint8Array(0)],
    ['an mp3 cut off before its first audio frame', audioFixture('truncated.mp3')],
    ['a WAV header without samples', audioFixture('sentence-16k-mono.wav').subarray(0, 44)],
    ['random bytes', Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251)],
  ])('rejects %s with AudioDecodeError', async (_, bytes) => {
    await expect(decodeAudio(bytes)).rejects.toBeInstanceOf(AudioDecodeError);
  });

  it('decodes what there is of a file cut off in the middle', async () => {
    const mp3 = audioFixture('sentence.mp3');

    const pcm = await decodeAudio(mp3.subarray(0, Math.floor(mp3.length / 2)));

    expect(pcm.length / SAMPLE_RATE).toBeGreaterThan(1);
    expect(pcm.length / SAMPLE_RATE).toBeLessThan(SENTENCE_SECONDS * 0.6);
  });
});
