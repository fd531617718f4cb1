import { beforeAll, describe, expect, it } from 'vitest';
import { loadLexicon } from '../../../lexicon/lexicon.js';
import { segmentsFromText } from '../dialogue/transcript-text.js';
import { renderSoap } from '../render/soap.js';
import { extractClinicalModel } from '../rule-based-extractor.js';
import { TermIndex } from '../term-index.js';

let index: TermIndex;
beforeAll(async () => {
  index = new TermIndex(await loadLexicon());
});

const read = (transcript: string) => extractClinicalModel({ segments: segmentsFromText(transcript), mode: 'consultation', language: 'en-US' }, index);
const social = (transcript: string) =>
  renderSoap(read(transcript))
    .sections.find((s) => s.key === 'social_history')
    ?.sentences.map((s) => s.text) ?? [];

describe('the smoking history', () => {
  it('is told whole from the questions asked of it one by one (issue 28)', () => {
    const transcript = `[doctor] she is a 61 year old female here for a cough .
[doctor] do you smoke or have you ever smoked ?
[patient] i used to , but i have n't had a cigarette in a long time .
[doctor] when did you quit ?
[patient] maybe six or so years ago .
[doctor] and how many packs a day did you smoke back then ?
[patient] about one and a half .
[doctor] for how many years ?
[patient] oh , thirty plus years .`;
    expect(read(transcript).smoking).toMatchObject({ status: 'former', amount: 'about 1.5 packs a day', duration: '30+ years', quit: 'about 6 years ago' });
    expect(social(transcript)).toEqual(['She is a former smoker, about 1.5 packs a day for 30+ years; she quit about 6 years ago.']);
  });

  // Probe p02 (tuning set): the quitting said by the doctor, its time by the patient.
  it('reads when a smoker quit from the answer to "and you quit smoking a long time ago?"', () => {
    const transcript = `[doctor] he is a 68 year old male here for his atrial fibrillation.
[doctor] and you quit smoking a long time ago?
[patient] twenty years ago now.`;
    expect(read(transcript).smoking).toMatchObject({ status: 'former', quit: 'about 20 years ago' });
  });

  it('tells a current smoker and one who never smoked', () => {
    const current = `[doctor] he is a 45 year old male here for a checkup .
[doctor] do you smoke ?
[patient] yeah , about ten cigarettes a day .`;
    expect(read(current).smoking).toMatchObject({ status: 'current', amount: 'about 10 cigarettes a day' });
    const never = `[doctor] he is a 45 year old male here for a checkup .
[doctor] any tobacco use ?
[patient] no , never .`;
    expect(social(never)).toEqual(['He has never smoked.']);
  });

  // Probe p27 (tuning set): Indian outpatient English, a smoker now and then, counted by the week.
  it('tells an occasional smoker counted by the week', () => {
    const occasional = `[doctor] he is a 22 year old male here for cough .
[doctor] smoking?
[patient] sometimes, with friends. three-four cigarettes in a week.`;
    expect(read(occasional).smoking).toMatchObject({ status: 'current', amount: '3-4 cigarettes a week' });
    expect(social(occasional)).toEqual(['He smokes 3-4 cigarettes a week.']);
  });
});
