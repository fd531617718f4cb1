import { beforeAll, describe, expect, it } from 'vitest';
import { loadLexicon } from '../../../lexicon/lexicon.js';
import { segmentsFromText } from '../dialogue/transcript-text.js';
import { extractClinicalModel } from '../rule-based-extractor.js';
import { TermIndex } from '../term-index.js';
import { relativeAddressed } from './relative-answers.js';

let index: TermIndex;
beforeAll(async () => {
  index = new TermIndex(await loadLexicon());
});

const read = (transcript: string) => extractClinicalModel({ segments: segmentsFromText(transcript), mode: 'consultation', language: 'en-IN' }, index);

// Probe p27 (tuning set): the doctor turns to the patient's mother, and her answer comes on the patient's line.
describe("a relative's own answer, asked by name", () => {
  const VISIT = `[doctor] tell me, what is the problem?
[patient] doctor, breathing problem and cough at night, since one month.
[doctor] okay. and what are you using now?
[patient] asthalin inhaler, my mother's one.
[doctor] mother, you also have asthma?
[patient] yes doctor, i have asthma from long time. i use foracort.
[doctor] okay. how old are you?
[patient] twenty two.`;

  it("is the relative's history, not the patient's", () => {
    const model = read(VISIT);
    expect(model.diagnoses.filter((d) => d.name === 'bronchial asthma').map((d) => ({ subject: d.subject, relatives: d.relatives }))).toEqual([{ subject: 'family', relatives: ['mother'] }]);
    expect(model.medications.map((m) => m.brand ?? m.name)).not.toContainEqual(expect.stringMatching(/foracort/i));
    expect(model.history.map((h) => h.told ?? h.text).join(' ')).not.toMatch(/asthma from long time/);
  });

  it('knows the relative by the name the doctor calls them', () => {
    expect(relativeAddressed('mother, you also have asthma?')).toBe('mother');
    expect(relativeAddressed('and papa, do you have sugar?')).toBe('father');
    expect(relativeAddressed('mother had asthma?')).toBeUndefined();
    expect(relativeAddressed('okay, mother, thank you.')).toBeUndefined();
  });
});
