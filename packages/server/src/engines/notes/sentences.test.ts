import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.js';

const sentencesOf = (text: string) => splitSentences([{ id: 'seg_1', speaker: 'doctor', text, start: 0, end: 1 }], 'consultation').map((s) => s.text);

describe('sentences as meant', () => {
  it('reads no word cut off to start again (issue 28, train D2N017)', () => {
    expect(sentencesOf('okay . well , my impression is that you- you probably have a contusion .')).toEqual(['okay .', 'well , my impression is that you probably have a contusion .']);
    expect(sentencesOf('i hurt my- the- my- top part of my right leg here .')).toEqual(['i hurt top part of my right leg here .']);
  });
});

describe('sentences of a transcript without punctuation', () => {
  it('starts a sentence after "any questions about that" where the plan goes on (issue 28, train D2N047)', () => {
    expect(sentencesOf('i want to make sure that we are not missing anything do you have any questions about that and i wan na go ahead and order a urinalysis and a urine culture')).toEqual([
      'i want to make sure that we are not missing anything',
      'do you have any questions about that',
      'and i wan na go ahead and order a urinalysis and a urine culture',
    ]);
  });

  it('starts no question at a modal before a past tense, a restart; reads "the right hand side" as a side (issue 28, train D2N050)', () => {
    expect(sentencesOf('well when i had it it would it radiated almost down to my groin and it was bad')).toHaveLength(1);
    // "Well, when I had it, …" tells when; it asks nothing.
    expect(sentencesOf('so you had the pain on the right hand side')).toEqual(['so you had the pain on the right side']);
  });

  it('starts no question at "you do have you …", a restart (issue 28, train D2N057)', () => {
    expect(sentencesOf('so taking a look at your x-ray and you do have you you have a large spur there on the top of your big toe joint')).toHaveLength(1);
    expect(sentencesOf('we talked about your knee last time have you been doing the exercises')).toEqual(['we talked about your knee last time', 'have you been doing the exercises']);
    expect(sentencesOf('what did you do for it have you been taking anything for it')).toContain('have you been taking anything for it');
  });

  it('starts no question at "when i swallow" said after the symptom it times (issue 28, train D2N062)', () => {
    expect(sentencesOf("it's been hard for me to swallow certain foods and i also have pain when i swallow down in my chest")).toEqual([
      "it's been hard for me to swallow certain foods and i also have pain when i swallow down in my chest",
    ]);
    expect(sentencesOf('my knee has been bothering me for a while and it hurts when i walk up the stairs')).toHaveLength(1);
    expect(sentencesOf('okay so you have been having some pain in your knee when did that start')).toContain('when did that start');
  });

  it('starts no question at "where it was …", a clause of the sentence before (issue 28)', () => {
    expect(sentencesOf('well i had a couple of spells where it was kind of fluttering and racing')).toEqual(['well i had a couple of spells where it was kind of fluttering and racing']);
    expect(sentencesOf('i see you had some swelling in your knee a while ago where is the pain now')).toContain('where is the pain');
  });

  it('starts no sentence at a "so" of degree or of "or so" (issue 28, train D2N053)', () => {
    // "suffering with for so long now", "dandruff so much like all over me", "six months or so": no sentence opens there.
    expect(sentencesOf("yeah it's still quite a problem you know something i've been suffering with for so long now it's still quite itchy")).toEqual([
      "yeah it's still quite a problem you know something i've been suffering with for so long",
      "now it's still quite itchy",
    ]);
    expect(sentencesOf("it's really embarrassing too because i'll have dandruff so much like all over me but i just can't stop itching")).toHaveLength(1);
    expect(sentencesOf("i wan na say it's been a while but probably worsening in the past like six months or so")).toHaveLength(1);
    // An opening "so" still opens one.
    expect(sentencesOf('i have been taking the tylenol for the pain every day so your knee has been hurting for a week')).toEqual([
      'i have been taking the tylenol for the pain every day',
      'so your knee has been hurting for a week',
    ]);
  });

  it('starts a question at "has there been any" (issue 28, train D2N053)', () => {
    expect(sentencesOf('a lot of times we can see this with high levels of stress has there been any new mental or emotional stressors at work or at home')).toEqual([
      'a lot of times we can see this with high levels of stress',
      'has there been any new mental or emotional stressors at work or at home',
    ]);
  });

  it('starts no sentence at "great" of "the left great toe" (issue 28)', () => {
    expect(sentencesOf('he has had two flares since then both of them in the left great toe and it is swollen today')).toHaveLength(1);
  });

  it('starts no question at "was you know" (issue 28, train D2N066)', () => {
    expect(sentencesOf("okay we checked your hemoglobin a1c last time i'm looking at your records in epic and it showed that it was you know seven . one")).toEqual([
      "okay we checked your hemoglobin a1c last time i'm looking at your records in epic and it showed that it was you know seven point one",
    ]);
  });
});

describe('sentences of a punctuated transcript', () => {
  it('ends no sentence at a title written with a space before its stop: "mr . ward" (issue 28)', () => {
    expect(sentencesOf('mr . ward is a pleasant 52 year old male . he is here today .')).toEqual(['mr. ward is a pleasant 52 year old male .', 'he is here today .']);
    expect(sentencesOf('he has ms . he takes his medicine .')).toEqual(['he has ms .', 'he takes his medicine .']);
  });
});
