import { describe, expect, it } from 'vitest';
import { loadLexicon } from '../../../lexicon/lexicon.js';
import { isAdviceFor, isFor, INDICATIONS } from './indications.js';

describe('what a drug is given for', () => {
  it('knows a drug by its class of indications', () => {
    expect(isFor('losartan', ['I10'])).toBe(true);
    expect(isFor('losartan', ['I50.0'])).toBe(true);
    expect(isFor('polyethylene glycol', ['K59.0'])).toBe(true);
    expect(isFor('polyethylene glycol', ['S80.0'])).toBe(false);
    expect(isFor('adrenaline', ['M77.1'])).toBe(false);
    expect(isFor('adrenaline', ['T78.2'])).toBe(true);
    expect(isFor('naproxen', ['I10'])).toBe(false);
    expect(isFor('naproxen', ['S93.4'])).toBe(true);
    // A sore throat is a pain an NSAID is for; chest pain, in the same category, is not (issue 28).
    expect(isFor('ibuprofen', ['R07.0'])).toBe(true);
    expect(isFor('ibuprofen', ['R07.4'])).toBe(false);
  });

  it('takes a combination by any of its parts, and knows nothing of a drug or problem not in the table', () => {
    expect(isFor('budesonide + formoterol', ['J45.9'])).toBe(true);
    expect(isFor('mupirocin', ['L01.0'])).toBeUndefined();
    expect(isFor('losartan', [])).toBeUndefined();
  });

  it('knows advice by what it is given for: salt for the blood pressure, the heart and swelling, ice for an injury (issue 28, train D2N016)', () => {
    expect(isAdviceFor('Decrease the salt intake', ['I10'])).toBe(true);
    expect(isAdviceFor('Decrease the salt intake', ['F32.9'])).toBe(false);
    expect(isAdviceFor('Weigh daily', ['I50.9'])).toBe(true);
    expect(isAdviceFor('Check the weights daily', ['I50.9'])).toBe(true);
    expect(isAdviceFor('Lose weight', ['E11.9'])).toBeUndefined();
    expect(isAdviceFor('Check the blood sugars daily', ['E11.9'])).toBe(true);
    expect(isAdviceFor('Ice the knee', ['S83.4'])).toBe(true);
    expect(isAdviceFor('Ice the knee', ['I10'])).toBe(false);
    expect(isAdviceFor('Take it easy', ['I10'])).toBeUndefined();
    // An activity forbidden is forbidden for an injury (issue 28, train D2N061).
    expect(isAdviceFor('No basketball for 7 days', ['S83.4'])).toBe(true);
    expect(isAdviceFor('No basketball for 7 days', ['E11.9'])).toBe(false);
  });

  it('knows an image of a limb, a joint or the back as for what hurts or was injured there (issue 28, train D2N061)', () => {
    expect(isFor('MRI', ['S83.4'], 'knee')).toBe(true);
    expect(isFor('MRI', ['E11.9'], 'knee')).toBe(false);
    expect(isFor('X-ray', ['M54.5'], 'lumbar spine')).toBe(true);
    expect(isFor('MRI', ['E11.9'])).toBeUndefined();
  });

  it('knows a test by what it is ordered for', () => {
    expect(isFor('thyroid profile', ['E03.9'])).toBe(true);
    expect(isFor('thyroid profile', ['M17.1'])).toBe(false);
    expect(isFor('HbA1c', ['E11'])).toBe(true);
  });

  it('names every drug, test and procedure by its name in the lexicon', async () => {
    const lexicon = await loadLexicon();
    const known = new Set(lexicon.filter((entry) => ['drug', 'lab', 'imaging', 'procedure'].includes(entry.kind)).map((entry) => entry.term));
    expect(Object.keys(INDICATIONS).filter((name) => !known.has(name))).toEqual([]);
  });
});
