import { describe, expect, it } from 'vitest';
import { qualityAnswered } from './quality-answered.js';

describe('an answer that names how the symptom asked about feels', () => {
  it('reads the quality said on its own', () => {
    expect(qualityAnswered('slight cramps .')).toBe('cramps');
    expect(qualityAnswered('uh , just some pressure')).toBe('pressure');
    expect(qualityAnswered('more of a tightness .')).toBe('tightness');
  });

  it('reads nothing from an answer that says more, or something else', () => {
    expect(qualityAnswered('i get cramps in my legs at night .')).toBeUndefined();
    expect(qualityAnswered('no .')).toBeUndefined();
    expect(qualityAnswered('leg cramps .')).toBeUndefined();
  });
});
