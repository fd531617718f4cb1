import { describe, expect, it } from 'vitest';
import { chunkSequence, transcriptionOrder, uploadedFileName } from './audio-files.js';

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
    expect(uploadedFileName('chunked', ['audio_0.wav'], 'audio_1.wav')).toEqual({ name: 'audio_1.wav' });
    expect(uploadedFileName('chunked', ['audio_0.wav'], 'audio_0.wav')).toEqual({ name: 'audio_0.wav' });
    expect(uploadedFileName('chunked', [], 'audio.wav')).toEqual({ refusal: expect.stringMatching(/not named/) });
    expect(uploadedFileName('chunked', ['audio_0.wav'], 'chunk_0.wav')).toEqual({ refusal: 'sequence number 0 was uploaded already, as audio_0.wav' });
    expect(uploadedFileName('single', [], 'visit.wav')).toEqual({ name: 'visit.wav' });
    expect(uploadedFileName('single', ['visit.wav'], 'visit.wav')).toEqual({ name: 'visit.wav' });
    expect(uploadedFileName('single', ['visit.wav'], 'other.wav')).toEqual({ refusal: 'a single upload session takes one file, and has visit.wav' });
  });

  it('checks and answers the stored name: the last path segment, without control characters; a chunk name past 255 bytes is refused', () => {
    expect(uploadedFileName('chunked', ['audio_0.wav'], 'C:\\rec\\audio\u0007_0.wav')).toEqual({ name: 'audio_0.wav' });
    expect(uploadedFileName('chunked', [], `${'a'.repeat(249)}_1.wav`)).toEqual({ name: `${'a'.repeat(249)}_1.wav` });
    expect(uploadedFileName('chunked', [], `${'a'.repeat(250)}_1.wav`)).toEqual({ refusal: expect.stringMatching(/at most 255 bytes/) });
    expect(uploadedFileName('single', [], `${'a'.repeat(300)}.wav`)).toEqual({ name: 'a'.repeat(255) });
  });

  it('measures a chunk name in UTF-8 bytes, as the stored name is cut: a multi-byte name that would lose its sequence number is refused', () => {
    // 'é' is 2 bytes: 124 of them and `_1.wav` are 254 bytes in 130 characters; 125 are 256 bytes.
    expect(uploadedFileName('chunked', [], `${'é'.repeat(124)}_1.wav`)).toEqual({ name: `${'é'.repeat(124)}_1.wav` });
    expect(uploadedFileName('chunked', [], `${'é'.repeat(125)}_1.wav`)).toEqual({ refusal: expect.stringMatching(/at most 255 bytes/) });
    expect(uploadedFileName('chunked', [], `${'😀'.repeat(70)}_1.wav`)).toEqual({ refusal: expect.stringMatching(/at most 255 bytes/) });
  });
});
