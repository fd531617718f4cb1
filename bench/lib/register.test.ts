import { describe, expect, it } from 'vitest';
import { registerViolations, type RegisterKind } from './register.js';

const kinds = (sentence: string): RegisterKind[] => registerViolations(sentence).map((v) => v.kind);

describe('registerViolations', () => {
  it('passes a sentence in the clinical register', () => {
    expect(kinds('Right knee pain for 2 weeks, worse on stairs.')).toEqual([]);
    expect(kinds('Denies fever and chills.')).toEqual([]);
    expect(kinds('Well developed, well nourished, in no acute distress.')).toEqual([]);
    expect(kinds('So far the swelling has improved.')).toEqual([]);
  });

  it('finds first- and second-person pronouns, whole words, any case', () => {
    expect(registerViolations('I want him to weigh himself every day.')).toEqual([{ kind: 'first_person', words: 'I' }]);
    expect(registerViolations("We'll see your results and call you.")).toEqual([
      { kind: 'first_person', words: 'We' },
      { kind: 'second_person', words: 'your, you' },
    ]);
    expect(kinds('On his lung exam, i do appreciate crackles.')).toEqual(['first_person']);
    expect(kinds('Mildly tender over the medial meniscus; mymeds unknown.')).toEqual([]);
  });

  it('does not take a Roman numeral, "i.e." or US (ultrasound) for a pronoun', () => {
    expect(kinds('Type I diabetes mellitus.')).toEqual([]);
    expect(kinds('Grade I-II ankle sprain.')).toEqual([]);
    expect(kinds('Stage I hypertension, i.e. mild.')).toEqual([]);
    expect(kinds('US of the abdomen ordered.')).toEqual([]);
    expect(kinds('Let us review it.')).toEqual(['first_person']);
  });

  it('ignores words inside double quotes', () => {
    expect(kinds('Describes the pain as "like my knee is on fire".')).toEqual([]);
    expect(kinds('States “I feel fine”.')).toEqual([]);
  });

  it('finds fillers, and So / Well only where a sentence opens with them', () => {
    expect(registerViolations('Um, the pain is okay now, you know.')).toEqual([
      { kind: 'second_person', words: 'you' },
      { kind: 'filler', words: 'Um, okay, you know' },
    ]);
    expect(kinds('So the plan is to start lisinopril.')).toEqual(['filler']);
    expect(kinds('Well, the knee is better.')).toEqual(['filler']);
    expect(kinds('The knee is doing well.')).toEqual([]);
    expect(kinds('Mm-hmm, yeah, alright.')).toEqual(['filler']);
  });

  it('finds a question mark', () => {
    expect(kinds('Any chest pain?')).toEqual(['question']);
  });

  it('finds a sentence ending on a conjunction, preposition or article', () => {
    expect(registerViolations('Jugular venous distention to.')).toEqual([{ kind: 'trailing_word', words: 'to.' }]);
    expect(kinds('Zero being none ten being the worst pain and.')).toEqual(['trailing_word']);
    expect(kinds('Pain in the knee with')).toEqual(['trailing_word']);
    expect(kinds('Hepatitis A.')).toEqual([]);
    expect(kinds('Takes vitamin D and fish oil.')).toEqual([]);
  });
});
