import { describe, expect, it } from 'vitest';
import type { TranscriptDocument } from '../../services/session-outputs.js';
import { transcriptText } from './transcript-text.js';

const document = (segments: [speaker: string, text: string][]): TranscriptDocument => ({
  transcript: segments.map(([, text]) => text).join(' '),
  language: 'en-IN',
  mode: 'consultation',
  duration_s: 10,
  segments: segments.map(([speaker, text], i) => ({ id: `seg_${i + 1}`, file: 'audio_0.wav', start: i, end: i + 1, speaker, text, confidence: 0.9 })),
});

describe("the protocol's transcript text (09-extraction.md §9.5)", () => {
  it('is a line per turn, consecutive segments of one speaker joined', () => {
    const text = transcriptText(document([['doctor', 'Good morning.'], ['doctor', 'What brings you in?'], ['patient', 'A cough.'], ['speaker_2', 'Hm.']]));
    expect(text).toBe('Doctor: Good morning. What brings you in?\nPatient: A cough.\nSpeaker 2: Hm.');
  });

  it('is plain text when one voice spoke', () => {
    expect(transcriptText(document([['speaker_1', 'Patient has a fever.'], ['speaker_1', 'Start paracetamol.']]))).toBe('Patient has a fever. Start paracetamol.');
  });
});
