import { beforeAll, describe, expect, it } from 'vitest';
import { soapSectionReader } from '../render/soap-sections.test-support.js';

let sectionOf: Awaited<ReturnType<typeof soapSectionReader>>;
beforeAll(async () => {
  sectionOf = await soapSectionReader();
});
const examOf = (transcript: string) => sectionOf(transcript, 'physical_examination').join(' ');
const historyOf = (transcript: string) => sectionOf(transcript, 'history_of_present_illness').join(' ');

// Probe p06 (tuning set): an urgent-care doctor reads the vitals, says "let me listen" and gives the findings in short
// sentences, never announcing an examination; the visit stayed in the history, where a sentence under five words is
// dropped, so the note kept two of eight findings.
describe('an examination the doctor does without announcing it (issue 28, probes)', () => {
  const visit = `[doctor] how long have you had the cough?
[patient] about five days, and now i get a sharp pain on the left when i breathe in.
[doctor] okay. your temperature is one hundred point four, heart rate one hundred. let me have a listen. your throat looks a little red, no exudate. on the left lower back i hear some crackles. the right side is clear. no wheezing today. heart is regular. no leg swelling.
[patient] is it catching?
[doctor] it could be, so wash your hands.`;

  it('writes the short findings said after "let me have a listen"', () => {
    const exam = examOf(visit);
    expect(exam).toMatch(/No wheezing/);
    expect(exam).toMatch(/Regular rate and rhythm/);
    expect(exam).toMatch(/No (?:leg )?swelling/);
    expect(exam).toMatch(/Crackles/);
  });

  it('keeps the patient account before it in the history', () => {
    expect(historyOf(visit)).toMatch(/cough/i);
  });

  it('goes to the examination at the first finding the doctor hears, unannounced', () => {
    const exam = examOf(`[doctor] any fever at home?
[patient] no, just the cough.
[doctor] okay. i hear some wheezing on both sides. heart is regular. no ankle swelling.`);
    expect(exam).toMatch(/wheezing/i);
    expect(exam).toMatch(/Regular rate and rhythm/);
    expect(exam).toMatch(/No (?:ankle )?swelling/);
  });

  // Probes p03 and p09: "let me check your feet" after the labs were read; "let me check you" before the findings.
  it('examines after "let me check you" or "let me check your feet", even once the results were read', () => {
    const feet = examOf(`[doctor] your a1c came back at eight point two.
[patient] that's higher than last time.
[doctor] it is. let me check your feet. skin looks intact, no sores. pulses are good on both feet.`);
    expect(feet).toMatch(/Good pulses bilaterally/);
    const checked = examOf(`[patient] the fever comes every evening.
[doctor] let me check you. no rash on the skin. throat is normal. chest is clear.`);
    expect(checked).toMatch(/No rash/);
    expect(checked).toMatch(/Throat normal/);
  });

  it('does not examine on "let me check your sugar"', () => {
    const transcript = `[doctor] let me check your sugar log. you've been high in the mornings.
[patient] yes, and i'm always thirsty and my feet are swelling in the evenings.`;
    expect(historyOf(transcript)).toMatch(/thirst/i);
  });

  // Probe p25: a child weighed and examined with no word of an examination, in findings no examination cue names.
  it('examines after the doctor weighs or measures, in whatever words the findings come', () => {
    const exam = examOf(`[patient] he has had loose motions for two days.
[doctor] okay, let me weigh him. temperature ninety eight point six, normal. eyes are not sunken. tongue is little dry. chest is clear.`);
    expect(exam).toMatch(/Eyes are not sunken/);
    expect(exam).toMatch(/Tongue is little dry/);
    expect(exam).toMatch(/Chest clear/);
  });

  it('takes "i hear you have had …" for hearsay, not an examination', () => {
    const transcript = `[doctor] hi there. i hear you've had some swelling in your ankles.
[patient] yes, it started after my long flight to delhi last month.`;
    expect(historyOf(transcript)).toMatch(/flight/i);
  });

  it('does not take a question said without its mark, after the vitals, for a finding (raw recogniser output)', () => {
    const transcript = `[doctor] bp is one forty by ninety any swelling in your legs
[patient] yes my feet are swelling by evening since one month
[doctor] okay and do you get breathless walking
[patient] yes when i climb stairs i get breathless`;
    expect(examOf(transcript)).not.toMatch(/swelling/i);
    expect(historyOf(transcript)).toMatch(/breathless/i);
  });

  it('does not take a question or the patient\u2019s denial as a finding', () => {
    const transcript = `[doctor] any leg swelling?
[patient] no.
[doctor] any wheezing?
[patient] no wheezing.
[doctor] and the chest pain, is it worse when you lie down?
[patient] yes, it is.`;
    expect(examOf(transcript)).toBe('');
  });
});
