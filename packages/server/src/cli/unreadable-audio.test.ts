import { describe, expect, it } from 'vitest';
import { AudioDecodeError } from '../engines/speech/speech-errors.js';
import { ACCEPTED_AUDIO, unreadableAudioMessage } from './unreadable-audio.js';

const failed = new AudioDecodeError('Could not decode the audio: Unknown audio format');
const message = (bytes: number[] | string) => unreadableAudioMessage('a.wav', typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : new Uint8Array(bytes), failed);

describe('unreadableAudioMessage', () => {
  it('names what the file is by its signature, with its first bytes and the formats read', () => {
    expect(message('%PDF-1.7\n')).toBe(`a.wav is a PDF document, not audio; it starts 25 50 44 46 2d 31 2e 37 0a "%PDF-1.7.". Accepted: ${ACCEPTED_AUDIO}`);
    expect(message([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])).toMatch(/^a\.wav is a PNG image, not audio; /);
    expect(message('Doctor: any fever?\nPatient: no.')).toMatch(/^a\.wav is text, not audio; it starts 44 6f 63 74 6f 72 3a 20 61 6e 79 20 66 65 76 65 … "Doctor: any feve"\./);
    expect(message([0x00, 0x01, 0x02])).toMatch(/^a\.wav is in no audio format svc-scribe reads; it starts 00 01 02 "\.\.\."/);
  });

  it("gives the decoder's reason when the file looks like audio", () => {
    expect(message('RIFF\x24\x00\x00\x00WAVEfmt ')).toMatch(/^a\.wav looks like WAV but holds no audio that decodes \(Could not decode the audio: Unknown audio format\); /);
    expect(message('OggS\x00\x02')).toMatch(/^a\.wav looks like Ogg but /);
  });

  it('says an empty file is empty', () => {
    expect(message([])).toBe(`a.wav is empty: expected audio (${ACCEPTED_AUDIO})`);
  });
});
