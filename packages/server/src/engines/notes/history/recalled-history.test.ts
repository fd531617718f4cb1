import { describe, expect, it } from 'vitest';
import { recallsHistory } from './recalled-history.js';

describe('history the doctor recalls', () => {
  it('is what the doctor read or heard of the patient: "i see here that you had", "looks like your blood pressure was" (issue 28)', () => {
    expect(recallsHistory('so it looks like you you went into the er and looks like they said that your ankles were swelling')).toBe(true);
    expect(recallsHistory("okay yeah i know we've been talking through your hypertension looks like your blood pressure was two hundred over ninety")).toBe(true);
    expect(recallsHistory("i know you said i see you've had some kidney stones in the past")).toBe(true);
    expect(recallsHistory("i see here in the nurse's notes it looks like you hurt your left ankle")).toBe(true);
    expect(recallsHistory("i'm okay the the medical assistant told me that you had this ulcer on your foot that's been there for a couple of weeks")).toBe(true);
  });

  it("is not what the doctor wants, nor what the patient said before (talk of the visit)", () => {
    expect(recallsHistory('it looks like you need an x-ray')).toBe(false);
    expect(recallsHistory('i know you were mentioning a cough before')).toBe(false);
    expect(recallsHistory('i know you told doctor gutierrez')).toBe(false);
    expect(recallsHistory('how is the knee doing')).toBe(false);
    // What the doctor sees now is the examination's, not a recall.
    expect(recallsHistory('it looks like your knee is swollen and red')).toBe(false);
    expect(recallsHistory('the nurse told me that you had called with these complaints')).toBe(false);
  });
});
