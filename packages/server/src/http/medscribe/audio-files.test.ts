import { describe, expect, it } from 'vitest';
import { chunkSequence, refusedUpload, transcriptionOrder } from './audio-files.js';

describe('chunk names (07-audio-ingestion.md §7.2)', () => {
  it('reads the sequence number of {base_name}_{n}.{extension}, and nothing of other names', () => {
    expect(['audio_0.webm', 'chunk_12.wav', 'consultation_recording_2.ogg'].map(chunkSequence)).toEqual([0, 12, 2]);
    expect(['audio_01.webm', 'audio.webm', 'audio_first.webm', '1_audio.webm', 'dir/audio_0.wav', 'audio_0'].map(chunkSequence)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('orders chunks by sequence number, 10 after 9, whatever order they arrived in', () => {
    expect(transcriptionOrder(['audio_10.wav', 'audio_2.wav', 'audio_0.wav', 'audio_9.wav'])).toEqual(['audio_0.wav', 'audio_2.wav', 'audio_9.wav', 'audio_10.wav']);
  });

  it('refuses a misnamed chunk, a sequence number taken by another name, and a second file of a single upload; a retry replaces', () => {
    expect(refusedUpload('chunked', ['audio_0.wav'], 'audio_1.wav')).toBeUndefined();
    expect(refusedUpload('chunked', ['audio_0.wav'], 'audio_0.wav')).toBeUndefined();
    expect(refusedUpload('chunked', [], 'audio.wav')).toMatch(/not named/);
    expect(refusedUpload('chunked', ['audio_0.wav'], 'chunk_0.wav')).toBe('sequence number 0 was uploaded already, as audio_0.wav');
    expect(refusedUpload('single', [], 'visit.wav')).toBeUndefined();
    expect(refusedUpload('single', ['visit.wav'], 'visit.wav')).toBeUndefined();
    expect(refusedUpload('single', ['visit.wav'], 'other.wav')).toBe('a single upload session takes one file, and has visit.wav');
  });
});
