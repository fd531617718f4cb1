import { beforeAll, describe, expect, it } from 'vitest';
import { soapSectionReader } from './soap-sections.test-support.js';

let historyOf: (transcript: string) => string;
beforeAll(async () => {
  const sectionOf = await soapSectionReader();
  historyOf = (transcript) => sectionOf(transcript, 'history_of_present_illness').join(' ');
});

// The HPI labels (train D2N010, D2N013, D2N020, D2N029): a problem found at this visit written as past history.
describe('a diagnosis made at this visit is not past medical history (issue 28, HPI labels)', () => {
  it('takes the past history of the opening from the summary sentence only, not the rest of the turn', () => {
    const history = historyOf(`[doctor] so john is a 55-year-old male with a past medical history significant for anxiety and epilepsy who presents with an abnormal lab finding . so , john , um , i , uh , was notified by the emergency room that you , um , had a really high blood sugar and you were in there with , uh ... they had to treat you for that , what was going on ?
[patient] i was just really thirsty and tired .`);
    expect(history).toContain('He has a past medical history of anxiety disorder and epilepsy.');
    expect(history).not.toMatch(/hyperglyc/i);
  });

  it('does not make the reason for the visit, said in other words, a past condition', () => {
    const history = historyOf(`[doctor] so keith is a 58-year-old male here for evaluation of high blood sugar .
[patient] yeah , my sugars have been running in the three hundreds .`);
    expect(history).not.toMatch(/past medical history/i);
  });

  it('does not make a newly diagnosed condition a past one', () => {
    const history = historyOf(`[doctor] so john is a 55-year-old male who presents with an abnormal lab finding .
[doctor] your hemoglobin a1c is 8 .
[doctor] so for your first problem , this newly diagnosed diabetes , i want to start metformin 500 mg twice a day .`);
    expect(history).not.toMatch(/past medical history/i);
  });
});
