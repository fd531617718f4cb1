import { describe, expect, it } from 'vitest';
import { toSrt, toVtt } from './subtitles.js';

const segments = [
  { start: 0, end: 2.5, text: 'Patient has fever.', confidence: 0.9 },
  { start: 3661.0004, end: 3662.1236, text: 'Start paracetamol\n650 mg.', confidence: 0.8 },
];

describe('subtitles', () => {
  it('writes SubRip cues numbered from 1 with comma milliseconds', () => {
    expect(toSrt(segments)).toBe(
      '1\n00:00:00,000 --> 00:00:02,500\nPatient has fever.\n\n2\n01:01:01,000 --> 01:01:02,124\nStart paracetamol 650 mg.\n\n',
    );
  });

  it('writes WebVTT with its header and dot milliseconds', () => {
    expect(toVtt(segments)).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:02.500\nPatient has fever.\n\n01:01:01.000 --> 01:01:02.124\nStart paracetamol 650 mg.\n\n',
    );
    expect(toVtt([])).toBe('WEBVTT\n\n');
  });
});
