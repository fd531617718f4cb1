import { describe, expect, it } from 'vitest';
import { contactInstructions } from './contact.js';

describe('contact instructions', () => {
  it('says when to call, in the note\'s words', () => {
    expect(contactInstructions('uh , call us if you have any questions or worsening symptoms .')).toEqual(['Call the clinic for questions or worsening symptoms']);
    expect(contactInstructions('please call if you think of any questions .')).toEqual(['Call the clinic for questions']);
    expect(contactInstructions("and if it does n't get better , why do n't you call us and come back at that point ?")).toEqual(['Call the clinic if not improving']);
  });

  it('says to call if it worsens, or to come back if it does not improve', () => {
    expect(contactInstructions('if your symptoms get worse , just give me a call , okay ?')).toEqual(['Call the clinic if symptoms worsen']);
    expect(contactInstructions('and if the swelling worsens , call us right away .')).toEqual(['Call the clinic if the swelling worsens']);
    expect(contactInstructions("if it's not getting better , of course , come on back and see me .")).toEqual(['Call the clinic if not improving']);
  });

  it('says that the results will be called through, and follow-up as needed', () => {
    expect(contactInstructions("i'll call you with the results .")).toEqual(['The clinic will contact the patient with the results']);
    expect(contactInstructions("um , i'm gon na be in touch with you after we get your test results , and we'll go from there , okay ?")).toEqual([
      'The clinic will contact the patient with the results',
    ]);
    expect(contactInstructions('follow up with me as needed for any other gi complaints .')).toEqual(['Follow up as needed']);
  });

  it('reads nothing from a question or other talk of calling', () => {
    expect(contactInstructions('did you call the office ?')).toEqual([]);
    expect(contactInstructions('my daughter will call me if she needs anything .')).toEqual([]);
    expect(contactInstructions('if the pain gets worse at night , i take some tylenol .')).toEqual([]);
  });
});
