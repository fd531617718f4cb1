import { describe, expect, it } from 'vitest';
import { isQuestion } from './questions.js';

describe('what asks and what says, in speech without punctuation', () => {
  it('reads the doctor saying what the plan is as a statement', () => {
    expect(isQuestion("what we can do for you first i'm gonna prescribe you some ibuprofen")).toBe(false);
    expect(isQuestion("so what i'm going to do is prescribe some meloxicam")).toBe(false);
    expect(isQuestion('what i want you to do is continue your bumex two milligrams once daily')).toBe(false);
  });

  it('reads "what i\'d like to do is …" and "what we\'re going to do is …" as the plan told, not asked (issue 28)', () => {
    expect(isQuestion("what i'd like to do is increase your dose of lasix from twenty milligrams to sixty milligrams for the next four days i'm gon na have you check your weights everyday")).toBe(false);
    expect(isQuestion('what we would recommend for you is physical therapy twice a week')).toBe(false);
    expect(isQuestion('what do you do for work')).toBe(true);
  });

  it('reads a question broken off by the doctor\'s own statement ("are you we\'re gon na do an ultrasound") as the statement (issue 28)', () => {
    expect(isQuestion("are you we're gon na do an arterial ultrasound i'm going to go ahead and order an arterial ultrasound of your lower extremities")).toBe(false);
    expect(isQuestion("do you i'll send you for an x-ray of the knee")).toBe(false);
    expect(isQuestion('are you taking the lisinopril every day')).toBe(true);
  });

  it('reads "why don\'t we …" as a suggestion, not a question', () => {
    expect(isQuestion("alright so why do n't we go ahead and do a quick physical exam on you here your vital signs look good")).toBe(false);
    expect(isQuestion('why did you stop the metformin')).toBe(true);
  });

  it('reads "why don\'t you call us …" as an instruction, even with a mark, and "why don\'t you tell me …" as asking (issue 28)', () => {
    expect(isQuestion("and if it doesn't get better , why don't you call us and come back at that point ?")).toBe(false);
    expect(isQuestion("why don't you schedule a follow up with me in two weeks ?")).toBe(false);
    expect(isQuestion("why don't you tell me what happened ?")).toBe(true);
  });

  it('reads a "when" clause with its subject as a statement: "when you were fourteen …", "when i pushed on it, it hurt"', () => {
    expect(isQuestion("when you were fourteen i'm gon na prescribe you some medications the medications are meloxicam fifteen milligrams")).toBe(false);
    expect(isQuestion('when i push on the inside of your knee you have pain')).toBe(false);
    expect(isQuestion('when did you first notice the swelling')).toBe(true);
    expect(isQuestion('when you bend over does it hurt')).toBe(true);
    // The examiner's "if I push …" opens a clause the question follows (issue 28, train D2N057); "if it gets worse" opens advice.
    expect(isQuestion('okay if i push in between your big toe and your second toe here does that hurt')).toBe(true);
    expect(isQuestion('if i press here it hurts')).toBe(false);
    expect(isQuestion('if it gets worse you call us')).toBe(false);
  });

  it('reads "what" with its own subject as the start of a statement: "what you told me …", "what that all means …"', () => {
    expect(isQuestion('what you told me and reviewing the mri your symptoms are consistent with patellofemoral pain syndrome')).toBe(false);
    expect(isQuestion('what i want to tell you is that i think you have a knee sprain from overuse')).toBe(false);
    expect(isQuestion('what that all means for my impression and plan your first problem is right foot pain')).toBe(false);
    expect(isQuestion('what you are taking for the pain does it help')).toBe(true);
    expect(isQuestion('what i want you to watch for is those infections that do not stop or diarrhea')).toBe(true);
  });

  it('reads "what i\'m looking for (there) is …" as the doctor saying what a test is for, not asking (issue 28)', () => {
    expect(isQuestion("what i'm looking for there is that there is no areas of narrowing in the blood vessels of your kidneys that would be the cause of your hypertension in addition to that i'm gon na order some morning aldosterone levels")).toBe(false);
    expect(isQuestion("what we're checking for is whether you have a blood clot")).toBe(false);
    expect(isQuestion("what i'm worried about is that this could be an infection")).toBe(false);
    // The patient's "what concerns me is …" says what they fear (train D2N056).
    expect(isQuestion('what concerns me is that i i tend to get pneumonia a lot')).toBe(false);
    expect(isQuestion('what worries me the most is the swelling')).toBe(false);
    expect(isQuestion('what are you looking for in a doctor')).toBe(true);
  });

  it('reads the doctor asking the plan of themselves, and saying where they stand, as statements', () => {
    expect(isQuestion("where are we gon na go from here i would like to order a a study it's called an emg")).toBe(false);
    expect(isQuestion('so what are we going to do about it i want to start you on some meloxicam')).toBe(false);
    expect(isQuestion("where i'm at i think your your diagnosis is beginning to have some bilateral carpal tunnel syndrome")).toBe(false);
    expect(isQuestion('where do you feel the pain')).toBe(true);
    expect(isQuestion('where does it hurt the most')).toBe(true);
  });

  it('reads "what looks like …" as the doctor describing, not asking', () => {
    expect(isQuestion('what looks like cellulitis around the area as well as erythema')).toBe(false);
    expect(isQuestion('what looks like cellulitis?')).toBe(true);
    expect(isQuestion('which will help confirm the diagnosis as well a pulmonary function test')).toBe(false);
    expect(isQuestion('which one hurts more the left or the right')).toBe(true);
  });

  it('reads an "any" after a contracted negation as said: "i don\'t appreciate any lymphadenopathy"', () => {
    expect(isQuestion("now on your neck exam i don't appreciate any lymphadenopathy swollen lymph glands and then let me press on your belly")).toBe(false);
    expect(isQuestion("let's talk about other symptoms any joint pain fever")).toBe(true);
  });

  it('still reads an unpunctuated wh-opening as asking otherwise', () => {
    expect(isQuestion('what brings you in today')).toBe(true);
    expect(isQuestion('what medications are you taking right now')).toBe(true);
  });

  it('reads the doctor checking a denial as asking: "just want to make sure you\'re not having any chest pain" (issue 28)', () => {
    expect(isQuestion("so lem me take a look at your knee and before i do just want to make sure you're not having any chest pain today")).toBe(true);
    expect(isQuestion('no shortness of breath just wan na make sure')).toBe(true);
    expect(isQuestion("i want to make sure you're taking your medication every day")).toBe(false);
    expect(isQuestion('no shortness of breath on exam')).toBe(false);
  });

  it('reads a when-clause of the patient\'s own as a statement: "when my blood pressure gets really high i have …" (issue 28, train D2N039)', () => {
    expect(isQuestion('when my blood pressure gets really high i have some mild headaches')).toBe(false);
    expect(isQuestion('when the weather changes my knee aches')).toBe(false);
    expect(isQuestion('when the pain comes do you take anything for it')).toBe(true);
    expect(isQuestion('when did the pain start')).toBe(true);
  });
});
