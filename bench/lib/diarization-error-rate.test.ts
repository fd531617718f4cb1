import { describe, expect, it } from 'vitest';
import { diarizationErrorRate } from './diarization-error-rate.js';

const reference = [
  { start: 0, end: 4, speaker: 'doctor' },
  { start: 4.5, end: 6, speaker: 'patient' },
  { start: 6, end: 10, speaker: 'doctor' },
];

describe('diarizationErrorRate', () => {
  it('is 0 for a perfect hypothesis, whatever its labels are called', () => {
    const hypothesis = reference.map((turn) => ({ ...turn, speaker: turn.speaker === 'doctor' ? 1 : 0 }));
    const result = diarizationErrorRate(reference, hypothesis);
    expect(result.der).toBe(0);
    expect(result.speech).toBeCloseTo(9.5, 6);
    expect(result.mapping.get('1')).toBe('doctor');
  });

  it('counts missed speech, false alarm and confusion', () => {
    const hypothesis = [
      { start: 0, end: 3, speaker: 0 }, // 3–3.5: 0.5 s of the doctor missed
      { start: 3.5, end: 6, speaker: 1 }, // 3.5–4: the doctor taken for the patient; 4–4.5: speech in the pause
      { start: 6, end: 10, speaker: 0 },
    ];
    const result = diarizationErrorRate(reference, hypothesis);
    expect(result.missed).toBeCloseTo(0.5, 6);
    expect(result.falseAlarm).toBeCloseTo(0.5, 6);
    expect(result.confusion).toBeCloseTo(0.5, 6);
    expect(result.der).toBeCloseTo(1.5 / 9.5, 6);
  });

  it('counts everything as one speaker\'s when the hypothesis has one label', () => {
    const result = diarizationErrorRate(reference, [{ start: 0, end: 10, speaker: 0 }]);
    expect(result.confusion).toBeCloseTo(1.5, 6);
    expect(result.falseAlarm).toBeCloseTo(0.5, 6);
  });

  it('leaves the collar around reference boundaries unscored', () => {
    const hypothesis = [
      { start: 0, end: 4.2, speaker: 0 },
      { start: 4.2, end: 6, speaker: 1 },
      { start: 6, end: 10, speaker: 0 },
    ];
    expect(diarizationErrorRate(reference, hypothesis).der).toBeGreaterThan(0);
    expect(diarizationErrorRate(reference, hypothesis, 0.25).der).toBe(0);
  });
});
