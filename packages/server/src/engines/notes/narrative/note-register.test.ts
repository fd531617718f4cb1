import { describe, expect, it } from 'vitest';
import { asExamFinding, inNoteRegister } from './note-register.js';

describe("the doctor's dictated sentence in a note's register, without its first person (issue 28)", () => {
  it('drops the doctor as the subject of what was done: "I reviewed …" → "Reviewed …"', () => {
    expect(inNoteRegister("Also note that I reviewed the dermatologist's photo of the lesion.")).toBe("Also reviewed the dermatologist's photo of the lesion.");
    expect(inNoteRegister('I recommended an ultrasound to rule out metastatic disease.')).toBe('Recommended an ultrasound to rule out metastatic disease.');
    expect(inNoteRegister('We also reviewed the principles of sun avoidance and skin self-examination.')).toBe('Also reviewed the principles of sun avoidance and skin self-examination.');
    expect(inNoteRegister("I've ordered an alkaline phosphatase and again a gt.")).toBe('Ordered an alkaline phosphatase and again a gt.');
    expect(inNoteRegister('I explained the risks of injection.')).toBe('Explained the risks of injection.');
  });

  it('writes what the doctor will do without the doctor: "We will perform …" → "Will perform …"', () => {
    expect(inNoteRegister('We will perform mmr titer today.')).toBe('Will perform mmr titer today.');
    expect(inNoteRegister("We'll print out her prescriptions.")).toBe('Will print out her prescriptions.');
    expect(inNoteRegister("I'm going to set him up for a cervical mri, and we'll tentatively plan for a left c7-t1 epidural afterwards.")).toBe(
      'Will set him up for a cervical mri, and will tentatively plan for a left c7-t1 epidural afterwards.',
    );
    expect(inNoteRegister('His exhalation phase is low on exam, and I\'ve ordered pfts today for further evaluation.')).toBe('His exhalation phase is low on exam, and ordered pfts today for further evaluation.');
  });

  it('writes what the doctor suspects as suspected, and a follow-up without "with me"', () => {
    expect(inNoteRegister('I suspect that this is a flare of cervical radiculopathy.')).toBe('Suspect this is a flare of cervical radiculopathy.');
    expect(inNoteRegister('She will follow up with me in 3 months for another injection if needed.')).toBe('She will follow up in 3 months for another injection if needed.');
  });

  it('leaves a first person it cannot rewrite as said', () => {
    expect(inNoteRegister('He takes all his pills from me.')).toBe('He takes all his pills from me.');
    expect(inNoteRegister('The knee is swollen.')).toBe('The knee is swollen.');
    expect(inNoteRegister("She would like a colonoscopy, which we'll try to have done next month.")).toBe("She would like a colonoscopy, which we'll try to have done next month.");
    expect(inNoteRegister('The rash, which we suspect is eczema, is spreading.')).toBe('The rash, which we suspect is eczema, is spreading.');
    expect(inNoteRegister('I need you to come back in two weeks.')).toBe('I need you to come back in two weeks.');
  });
});

describe('a dictated examination sentence as a finding (issue 28: train D2N026, D2N027)', () => {
  it('drops the patient as subject and the lead-in the doctor dictates with', () => {
    expect(asExamFinding('He is non-tender over his cervical spine')).toBe('Non-tender over the cervical spine');
    expect(asExamFinding('He does have mildly restricted cervical extension')).toBe('Mildly restricted cervical extension');
    expect(asExamFinding('Physical exams show the well-nourished female, who is slightly fussy when examined')).toBe('Well-nourished female, who is slightly fussy when examined');
    expect(asExamFinding('She has mild hypotonia of the lower extremities')).toBe('Mild hypotonia of the lower extremities');
  });

  it('drops the words to whoever types the note, and writes "clear to oscillation" as the auscultation it is', () => {
    expect(asExamFinding('Used my general physical exam template for respiratory notate: pursed lip breathing, low exhalation phase, clear to oscillation, no wheezing')).toBe(
      'Pursed lip breathing, low exhalation phase, clear to auscultation, no wheezing',
    );
    expect(asExamFinding('Genitalia notate: left testicle, normal; no hernia')).toBe('Left testicle, normal; no hernia');
  });

  it('leaves a finding said as a finding', () => {
    expect(asExamFinding('Spurling maneuver is benign')).toBe('Spurling maneuver is benign');
    expect(asExamFinding('He has a limp')).toBe('Limp');
    expect(asExamFinding('He is alert and oriented')).toBe('Alert and oriented');
    expect(asExamFinding('He is tender when I palpate her')).toBe('Tender when I palpate her');
  });
});

