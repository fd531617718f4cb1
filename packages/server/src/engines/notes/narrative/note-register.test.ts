import { describe, expect, it } from 'vitest';
import { inNoteRegister } from './note-register.js';

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
