import { describe, expect, it } from 'vitest';
import { careCoordinationOf } from './coordination.js';

describe('care coordination', () => {
  it("writes the doctor's contacting the patient's other clinicians, and what for when it is clearance (issue 28, train D2N051)", () => {
    expect(careCoordinationOf("sure understood alright and for your last issue your coronary artery disease continue with your statin and i will talk to your cardiologist in case you need a procedure to see if you're cleared from a medical standpoint okay")).toEqual([
      "The patient's cardiologist will be contacted for medical clearance",
    ]);
    expect(careCoordinationOf('and then for your next problem your diabetes i wan na go ahead and talk to your primary care physician we need to get your diabetes better controlled')).toEqual([
      "The patient's primary care physician will be contacted",
    ]);
    expect(careCoordinationOf("we'll send a copy of my note to your oncologist .")).toEqual(["The patient's oncologist will be contacted"]);
    expect(careCoordinationOf("i'm going to reach out to dr. lewis about the echo .")).toEqual(['Dr. Lewis will be contacted']);
  });

  it('writes the patient told to contact them (train D2N028)', () => {
    expect(careCoordinationOf('i would recommend calling your primary care and discuss that with him since he follows you for your blood pressure and cholesterol .')).toEqual([
      'Contact the primary care physician',
    ]);
    expect(careCoordinationOf('i want you to talk to your pcp about your blood pressure medicine .')).toEqual(['Contact the primary care physician']);
  });

  it('reads nothing from a question, what was done before, or the clinic contacting the patient', () => {
    expect(careCoordinationOf('have you talked to your cardiologist about that ?')).toEqual([]);
    expect(careCoordinationOf('i talked to your cardiologist last week .')).toEqual([]);
    expect(careCoordinationOf("i'll call you with the results .")).toEqual([]);
    expect(careCoordinationOf('your primary care doctor sent you to me .')).toEqual([]);
    expect(careCoordinationOf('did you want me to call your husband ?')).toEqual([]);
  });
});
