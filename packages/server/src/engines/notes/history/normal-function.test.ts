import { describe, expect, it } from 'vitest';
import { symptomsDeniedAsNormal, symptomsDeniedInAnswer } from './normal-function.js';

describe('a function said to be fine (issue 31)', () => {
  it('denies the symptom of its failing', () => {
    expect(symptomsDeniedAsNormal('My appetite is fine.')).toEqual(['anorexia']);
    expect(symptomsDeniedAsNormal('Appetite fine, sleep is good.')).toEqual(['anorexia', 'sleep disturbance']);
    expect(symptomsDeniedAsNormal('my vision has been pretty good')).toEqual(['blurred vision']);
    expect(symptomsDeniedAsNormal("breathing's okay")).toEqual(['dyspnoea']);
  });

  it('denies nothing said not fine, improving, or of someone else', () => {
    expect(symptomsDeniedAsNormal('my appetite is not good')).toEqual([]);
    expect(symptomsDeniedAsNormal('sleep is better now')).toEqual([]);
    expect(symptomsDeniedAsNormal("my wife's appetite is fine")).toEqual([]);
    expect(symptomsDeniedAsNormal('I lost my appetite')).toEqual([]);
  });

  it('denies the symptom of the function a question asks about, answered "fine"', () => {
    expect(symptomsDeniedInAnswer("how's your appetite?", 'Fine.')).toEqual(['anorexia']);
    expect(symptomsDeniedInAnswer('and your sleep?', "yeah, it's pretty good")).toEqual(['sleep disturbance']);
    expect(symptomsDeniedInAnswer("how's your appetite?", 'not good')).toEqual([]);
    expect(symptomsDeniedInAnswer('any fever?', 'fine')).toEqual([]);
  });
});
