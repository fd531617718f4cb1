import { describe, expect, it } from 'vitest';
import { statedDiagnosis } from './stated-diagnosis.js';

const named = (text: string) => {
  const stated = statedDiagnosis(text);
  return stated && { name: stated.name, words: text.slice(stated.start, stated.end) };
};

describe("the diagnosis the doctor states, in the doctor's words", () => {
  it.each<[string, string, string]>([
    ['well , my impression is that you probably have a contusion , but let us get an x-ray first .', 'contusion', 'contusion'],
    ['so for your first problem , i think you have an acute lumbar , um , strain .', 'acute lumbar strain', 'acute lumbar , um , strain'],
    ['so your diagnosis is a distal phalanx fracture of the middle finger .', 'distal phalanx fracture of the middle finger', 'distal phalanx fracture of the middle finger'],
    ['i believe this is a pituitary adenoma , which is pressing on the optic nerve .', 'pituitary adenoma', 'pituitary adenoma'],
    ['your blood work is consistent with iga deficiency .', 'iga deficiency', 'iga deficiency'],
    ["i think it's most likely a viral infection and it should settle .", 'viral infection', 'viral infection'],
    ['So you have what we call a rotator cuff tendinopathy.', 'rotator cuff tendinopathy', 'rotator cuff tendinopathy'],
    ["i think you've got a little contusion there .", 'contusion', 'contusion'],
    ["i think it's more of a muscular sprain than anything .", 'muscular sprain', 'muscular sprain'],
    ['so it looks like a stress fracture in your second toe or the third .', 'stress fracture of the second toe', 'stress fracture in your second toe'],
    ["i think you don't have any fractures .", 'fractures', 'fractures'],
    // A tag question asks nothing of the diagnosis (issue 28).
    ['so , the diagnosis would be a right hand , uh , index finger contusion on the tip of your finger , okay ?', 'right hand index finger contusion', 'right hand , uh , index finger contusion'],
    ["um , now this appears to be a benign pituitary adenoma , but there's no way to be sure .", 'benign pituitary adenoma', 'benign pituitary adenoma'],
  ])('%s', (text, name, words) => {
    expect(named(text)).toEqual({ name, words });
  });

  it.each([
    'i think you have a lot of pain in that knee .',
    'i think you have a good range of motion .',
    'you have a follow-up appointment with cardiology next week .',
    'i think this is a good plan for you .',
    'my impression is that you are doing well .',
    'so you had the x-ray done last week .',
    'do you think it could be a fracture ?',
    'i think you are at stage three a disease now .',
  ])('states none in: %s', (text) => {
    expect(statedDiagnosis(text)).toBeUndefined();
  });
});
