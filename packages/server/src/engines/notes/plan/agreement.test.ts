import { describe, expect, it } from 'vitest';
import type { Sentence } from '../sentences.js';
import { planAgreement } from './agreement.js';

const said = (...turns: [Sentence['speaker'], string][]): Sentence[] => turns.map(([speaker, text], i) => ({ speaker, text, segmentId: `seg_${i}` }));

describe('planAgreement: the patient agreeing to the plan, as the patient said it', () => {
  it('is the patient assenting once the doctor has set out the plan', () => {
    const sentences = said(['doctor', "let's start you on meloxicam 15 mg once a day ."], ['patient', 'okay .'], ['patient', 'sounds good .'], ['doctor', 'any questions ?'], ['patient', 'no .']);
    expect(planAgreement(sentences, 0)).toEqual({ evidence: ['seg_2'], text: 'sounds good .' });
  });

  it('reads the ways patients assent', () => {
    for (const assent of ['all right , sounds like a plan .', 'okay , i think that sounds great .', "that's fine .", 'perfect .', "okay . i'll do whatever you think i should .", 'well i guess we have to do it regardless', 'yeah that works for me', "okay let's do it"]) {
      expect(planAgreement(said(['doctor', "i'd like you to wear a brace ."], ['patient', assent]), 0), assent).toBeDefined();
    }
  });

  it('is none before the plan, nor a bare okay, nor the doctor assenting', () => {
    expect(planAgreement(said(['doctor', 'can i examine your knee ?'], ['patient', 'sounds good .'], ['doctor', "let's get an x-ray ."], ['patient', 'okay .']), 2)).toBeUndefined();
    expect(planAgreement(said(['doctor', "let's get an x-ray ."], ['doctor', 'sounds good .']), 0)).toBeUndefined();
    expect(planAgreement(said(['patient', 'sounds good .'], ['doctor', "let's get an x-ray ."]), -1)).toBeUndefined();
  });

  it('is none when the patient turns something down after assenting', () => {
    const sentences = said(['doctor', 'we can start insulin .'], ['patient', 'sounds good .'], ['doctor', 'and a statin .'], ['patient', "no , i don't want to take a statin ."]);
    expect(planAgreement(sentences, 0)).toBeUndefined();
  });

  it('is not the assent to something other than the plan', () => {
    expect(planAgreement(said(['doctor', "let's get an x-ray ."], ['patient', 'sounds good , but what about my diet ?']), 0)).toBeUndefined();
    expect(planAgreement(said(['doctor', "let's get an x-ray ."], ['patient', "that's fine , i'm not worried about that ."]), 0)).toBeDefined();
  });
});
