import { describe, expect, it } from 'vitest';
import { relativesNamed, relativesWith, whoseCondition } from './family-relatives.js';

/** The relatives said with `condition` in `sentence`. */
const relativesOf = (sentence: string, condition: string) => {
  const start = sentence.indexOf(condition);
  return relativesWith(sentence, { start, end: start + condition.length });
};

describe('the relatives said with a family condition', () => {
  it.each([
    ['my father had a heart attack at 50 .', 'heart attack', ['father']],
    ['my mom and her sister , i think they both had melanoma .', 'melanoma', ['mother', 'maternal aunt']],
    ['yeah my dad and his brother both have high blood pressure', 'high blood pressure', ['father', 'paternal uncle']],
    ['my grandma had diabetes and so did my grandpa', 'diabetes', ['grandmother']],
    ["my mom's dad passed away from a stroke", 'stroke', ['maternal grandfather']],
    ["my aunt on my dad's side had breast cancer", 'breast cancer', ['paternal aunt']],
    ['my maternal grandmother had ovarian cancer', 'ovarian cancer', ['maternal grandmother']],
    ['both my parents have type 2 diabetes', 'type 2 diabetes', ['mother', 'father']],
    ['i have two sisters with asthma', 'asthma', ['sisters']],
  ])('%s → %s', (sentence, condition, relatives) => {
    expect(relativesOf(sentence, condition)).toEqual(relatives);
  });

  it('gives each condition of a sentence the relatives said with it', () => {
    const sentence = 'my mom had lymphoma and my dad had prostate cancer and heart disease';
    expect(relativesOf(sentence, 'lymphoma')).toEqual(['mother']);
    expect(relativesOf(sentence, 'prostate cancer')).toEqual(['father']);
    expect(relativesOf(sentence, 'heart disease')).toEqual(['father']);
  });

  it('reads the relatives named after the condition they have', () => {
    expect(relativesOf('there is a family history of melanoma in her mother and maternal aunt .', 'melanoma')).toEqual(['mother', 'maternal aunt']);
    expect(relativesOf('diabetes in both parents', 'diabetes')).toEqual(['mother', 'father']);
  });

  it("keeps a relative's relative as said unless clearly the mother's or father's", () => {
    expect(relativesOf('my sister and her son both have eczema', 'eczema')).toEqual(['sister', "sister's son"]);
    // Said of the patient by the doctor, "her" is the patient's: her mother and her sister.
    expect(relativesOf('her mother and her sister have hypertension', 'hypertension')).toEqual(['mother', 'sister']);
  });

  it('names no relative when none was said, nor a side of the family', () => {
    expect(relativesOf('skin cancer does run in my family', 'skin cancer')).toEqual([]);
    expect(relativesOf("there's diabetes on my mom's side", 'diabetes')).toEqual([]);
    expect(relativesOf('my sister-in-law has lupus', 'lupus')).toEqual([]);
  });
});

describe('the relatives a sentence names', () => {
  it('reads everyday words as a note writes them', () => {
    expect(relativesNamed("i'm almost 40 and my mom was almost 45")).toEqual(['mother']);
    expect(relativesNamed('yes , my daddy and my granny')).toEqual(['father', 'grandmother']);
    expect(relativesNamed('no , nobody')).toEqual([]);
  });
});

describe('whose a condition is', () => {
  const whose = (sentence: string, condition: string, subject: 'patient' | 'family' = 'patient') => {
    const start = sentence.indexOf(condition);
    return whoseCondition(sentence, { start, end: start + condition.length }, subject);
  };

  it('reads "they" as the relatives just named, however many words lie between', () => {
    expect(whose('my mom and her sister , i think they both had melanoma .', 'melanoma')).toEqual({ subject: 'family', relatives: ['mother', 'maternal aunt'] });
    expect(whose('my grandparents on both sides , as far as i remember they all had high blood pressure', 'high blood pressure')).toEqual({
      subject: 'family',
      relatives: ['grandparents'],
    });
  });

  it('reads no relative into a condition not said of them, nor of children who may be the patient', () => {
    expect(whose('my mom and her sister came with me and i think i have melanoma .', 'melanoma')).toEqual({ subject: 'patient' });
    expect(whose('they told me i had melanoma', 'melanoma')).toEqual({ subject: 'patient' });
    expect(whose('my son and my daughter , they both have asthma', 'asthma')).toEqual({ subject: 'patient' });
  });

  it("keeps the concept context's family, with the relatives said", () => {
    expect(whose('my dad had prostate cancer', 'prostate cancer', 'family')).toEqual({ subject: 'family', relatives: ['father'] });
    expect(whose('diabetes runs in the family', 'diabetes', 'family')).toEqual({ subject: 'family' });
  });
});
