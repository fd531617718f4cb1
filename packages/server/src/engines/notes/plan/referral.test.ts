import { describe, expect, it } from 'vitest';
import { referralOf } from './referral.js';

describe('referral', () => {
  it('names the service the patient is referred to', () => {
    expect(referralOf("i'm gon na refer you to urology and we're actually")).toBe('urology');
    expect(referralOf('i wan na refer you back to the gastroenterologist for another evaluation')).toBe('gastroenterology');
    expect(referralOf("i'm going to refer you to cardiac rehab so for you to get some education")).toBe('cardiac rehabilitation');
    expect(referralOf("i'm gon na put in a referral to nutrition to a dietitian")).toBe('nutrition');
    expect(referralOf('we will refer him to a urologist for further evaluation')).toBe('urology');
    // Sent to see a service, or to follow up with it (issue 28).
    expect(referralOf('and i also want you to see a nutritionist to give you some education about what foods you can eat')).toBe('nutrition');
    expect(referralOf('i also recommend that you follow up with cardiology , i think dr. sanchez would be a great fit')).toBe('cardiology');
    expect(referralOf('you should see a dermatologist once a year')).toBe('dermatology');
    // A consult ordered names the service as a referral does (issue 28).
    expect(referralOf("and then i'm gon na go ahead and order a podiatry consult because i want them to see this wound")).toBe('podiatry');
    expect(referralOf("i'm gon na write you a consult to nutrition")).toBe('nutrition');
    expect(referralOf("we'll get a cardiology consultation before the procedure")).toBe('cardiology');
    // To be evaluated by a service, or to start seeing one (issue 28, train D2N027, D2N059).
    expect(referralOf('now the nodule in your right testicle should be evaluated by urology , and we will place that referral today , also .')).toBe('urology');
    expect(referralOf("okay let's consider having you start seeing a therapist i think that would be a good place to start")).toBe('counseling');
    // Genetic counselling, which the patient is sent to undergo (issue 28, train D2N046).
    expect(referralOf('and then i want you to undergo genetic counseling and testing to see if you have a genetic predisposition for developing ovarian cancer')).toBe('genetic counseling');
    // A specialist brought onto the care team (issue 28, train D2N030).
    expect(referralOf("um , but the only extra that i could po- , uh , potentially do , is we could get a breast specialist on the team and have you start to follow with them .")).toBe('breast specialist');
  });

  it('reads no referral from other talk', () => {
    expect(referralOf('your dermatologist referred you to me')).toBeUndefined();
    expect(referralOf('i prefer to sleep on my side')).toBeUndefined();
    expect(referralOf("i'll refer you to my colleague")).toBeUndefined();
    expect(referralOf('did you see a cardiologist last year')).toBeUndefined();
    expect(referralOf('i want you to see how it goes')).toBeUndefined();
    expect(referralOf('the podiatry consult last year was helpful')).toBeUndefined();
    expect(referralOf('the breast specialist on the team saw you last year')).toBeUndefined();
    expect(referralOf('did you have a cardiology consult')).toBeUndefined();
    expect(referralOf('you were evaluated by urology last year')).toBeUndefined();
  });
});
