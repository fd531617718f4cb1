import { describe, expect, it } from 'vitest';
import { causeOf } from './reasoning.js';

describe('the cause the doctor gives for a problem', () => {
  it.each<[string, string]>([
    ['so for your first problem for your congestive heart failure it sounds like this was caused by dietary indiscretion and some uncontrolled hypertension so i want you to continue', 'likely caused by dietary indiscretion and uncontrolled hypertension'],
    ['so my impression of you , you know , you have this hyperglycemia , which is probably related to some infections going on in your body', 'likely related to infections going on in the body'],
    ['that could be related to severe hypertension or it could be related to some heart disease', 'possibly related to severe hypertension or heart disease'],
    ['uh , more than likely , this seems like it would be coming from your neck', 'likely arising from the neck'],
    ['now this could be related to your liver but most likely related to your bone health', 'likely related to bone health'],
    ["i think it's more related to tightness in your muscles in your neck now for your second problem", 'likely related to tightness in the muscles in the neck'],
    ['most likely due to a rotator cuff tendinopathy so this means that you injured tendon', 'likely due to rotator cuff tendinopathy'],
    // The cause ends where the doctor goes on: "… that you know we talked about".
    ['i think this is caused by overuse of those tendons', 'likely caused by overuse of the tendons'],
    ['i think this was caused by your diet and the blood pressure that you know we talked about last time', 'likely caused by diet and the blood pressure'],
    // The problem named with what it came from (train D2N045, D2N008).
    ['okay well so what i want to tell you is that i think you have a knee sprain from overuse and we see that sometimes in runners', 'likely due to overuse'],
    ["so it's probably from the salt intake , okay ?", 'likely due to salt intake'],
    ['i think this is a sprain , you probably have a sprain from the fall', 'likely due to the fall'],
  ])('%s', (text, expected) => {
    expect(causeOf(text)).toBe(expected);
  });

  it.each([
    "i don't think it's related to your blood pressure .",
    'you must be due to see her again some time soon',
    'putting you at a higher chance of needing to come off due to blood thickness',
    'is that related to lyme disease ?',
    'you ca n\'t take some of those anti-inflammatory medications because of your kidney transplant',
    // What the diagnosis was made from is no cause (train D2N015); nor a time it ran from.
    'i think you do have copd from your pulmonary function tests , your x-ray',
    'i think you have had this from last week',
    // "From" of anything but a cause (the review of the change).
    'i think you have osteoarthritis from looking at your x-ray',
    'i think you have rotator cuff tendinitis from the looks of it',
    'so you have asthma from your history and the exam today',
    'you probably have had asthma from childhood',
    'you have eczema from head to toe',
    'i think you have carpal tunnel syndrome from your wrist down to your fingers',
    'it sounds like you have gout from what you describe',
  ])('gives none in: %s', (text) => {
    expect(causeOf(text)).toBeUndefined();
  });
});
