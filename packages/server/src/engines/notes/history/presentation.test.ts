import { describe, expect, it } from 'vitest';
import { presentationFacts } from './presentation.js';

describe('the presentation', () => {
  it('reads the follow-up a patient was called in for, and cuts a long reason where a phrase ends (issue 28, HPI labels: train D2N025)', () => {
    expect(presentationFacts('patient was called for a follow-up with me for chronic congestive heart failure with diastolic dysfunction .').reason).toBe(
      'follow-up for chronic congestive heart failure',
    );
    expect(presentationFacts('patient is here for a follow-up for chronic congestive heart failure with diastolic dysfunction .').reason).toBe(
      'follow-up for chronic congestive heart failure',
    );
  });

  it('names problems with a part of the body as a note does: "right hip problems" (issue 28, train D2N032)', () => {
    expect(presentationFacts("so you've been having some problems with your right hip ?").reason).toBe('right hip problems');
    expect(presentationFacts("you've been having some trouble with your left knee").reason).toBe('left knee problems');
  });

  it('reads a new patient come to establish care as coming for the establishment of care (issue 28, train D2N031)', () => {
    expect(presentationFacts("this is a new patient visit . she's here to establish care for a history of dcis .").reason).toBe('establishment of care for history of DCIS');
    expect(presentationFacts('he is here to establish care').reason).toBe('establishment of care');
  });

  it('reads a summary of a patient "post" a procedure as a visit to follow it up (issue 28, train D2N024)', () => {
    expect(presentationFacts("she's a 36-year-old female post bilateral reduction mammoplasty on 10-10 20-20 .")).toEqual({ age: 36, reason: 'follow-up after bilateral reduction mammoplasty' });
    expect(presentationFacts('he is a 60 year old male status post right knee replacement .').reason).toBe('follow-up after right knee replacement');
    // "Post" that follows no summary of who the patient is says nothing of why they came.
    expect(presentationFacts('i will post the results to the portal').reason).toBeUndefined();
  });

  it("reads the age and the reason from the doctor's summary", () => {
    expect(presentationFacts('logan is a 58 year old male with a past medical history of hypertension who presents today with back pain .')).toEqual({
      age: 58,
      reason: 'back pain',
    });
  });

  it('reads the reason another doctor sent the patient for (issue 28)', () => {
    expect(presentationFacts('hi , come on in . so your primary care doctor sent you over for stomach pain . how are you feeling ?').reason).toBe('stomach pain');
    expect(presentationFacts('dr. smith referred you to us for a changing mole on your back').reason).toBe('changing mole on the back');
  });

  it('reads the reason past a filler ("coming in and for …") and up to where the sentence turns', () => {
    expect(
      presentationFacts("so i understand you've got a past medical history of type two diabetes and you're coming in and for evaluation of a newly diagnosed ovarian cancer so how are you doing today").reason,
    ).toBe('newly diagnosed ovarian cancer');
  });

  it('reads a condition newly diagnosed as the reason, where no other is said (issue 28)', () => {
    expect(presentationFacts('this is a 52-year-old male with dia- newly diagnosed pituitary lesion .')).toEqual({ age: 52, reason: 'newly diagnosed pituitary lesion' });
    expect(presentationFacts('she is a 60-year-old female with a recent diagnosis of breast cancer .').reason).toBe('recently diagnosed breast cancer');
    expect(presentationFacts('he is a 45-year-old male with a past medical history of hypertension .').reason).toBeUndefined();
    // "a 3 -year-old", and a run-on sentence cut before the next one, however long the reason (issue 28: train D2N055).
    expect(
      presentationFacts('karen nelson is a 3 -year-old female with no significant past medical history who comes in for evaluation of a new right eye twitch karen is accompanied by her father hi karen how are you'),
    ).toEqual({ age: 3, reason: 'new right eye twitch' });
  });

  it('reads a stay in hospital as a follow-up after it', () => {
    expect(presentationFacts('well hello christina so how are you doing i was notified you were in the hospital for some heart failure what happened').reason).toBe(
      'follow-up after hospitalization for heart failure',
    );
  });

  it('reads a visit to the emergency department as a follow-up after it (issue 28)', () => {
    expect(presentationFacts('alright david so you were just in the emergency department hopefully you can hear me okay through the zoom meeting what happened').reason).toBe(
      'follow-up after an emergency department visit',
    );
    expect(presentationFacts('so you were in the er for some chest pain , what happened ?').reason).toBe('follow-up after an emergency room visit for chest pain');
  });

  it('reads a chief complaint dictated, and the complaint the doctor opens with', () => {
    expect(presentationFacts('dictating on donald clark . date of birth , 03/04/1937 . chief complaint is left arm pain . hello , how are you ?').reason).toBe('left arm pain');
    expect(presentationFacts("okay raymond it looks like you've been having some difficulty swallowing over for a period of time could you tell me like what's going on").reason).toBe(
      'difficulty swallowing',
    );
  });

  it('leaves off the yes a run-on answer adds', () => {
    expect(presentationFacts('so you are here for knee pain yes').reason).toBe('knee pain');
  });

  it('writes a follow-up after a visit elsewhere as one', () => {
    expect(presentationFacts('a 58-year-old male who presents for follow up from an emergency room visit .').reason).toBe('follow-up after an emergency room visit');
    expect(presentationFacts('a 65-year-old male who presents for hospital follow up after an anterior stemi .').reason).toBe('follow-up after hospitalization for anterior STEMI');
  });

  it('writes the reason without the possessive said with it, and a follow-up by one spelling (issue 28)', () => {
    expect(presentationFacts("so you're here for your right knee pain .").reason).toBe('right knee pain');
    expect(presentationFacts('a 58-year-old male who presents for follow up of his chronic problems .').reason).toBe('follow-up of chronic problems');
    expect(presentationFacts('a 62-year-old female who presents for a followup of her chronic medical conditions .').reason).toBe('follow-up of chronic medical conditions');
    expect(presentationFacts('he is here for a second opinion regarding his index finger .').reason).toBe('second opinion regarding the index finger');
  });
});
