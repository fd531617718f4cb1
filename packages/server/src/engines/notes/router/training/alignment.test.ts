import { describe, expect, it } from 'vitest';
import { alignTurns, contentIdf, contentWords, dialogueTurns, noteSentences, sectionOfHeading } from './alignment.js';

const note = `CHIEF COMPLAINT

Back pain.

REVIEW OF SYSTEMS

• Constitutional: Denies fever or chills.

Results:

X-ray lumbar spine is unremarkable with good bony alignment.

PHYSICAL EXAMINATION

Lungs clear to auscultation bilaterally.`;

describe('noteSentences', () => {
  it('reads capital headings and a known heading with a colon', () => {
    expect(noteSentences(note).map((s) => s.section)).toEqual(['history', 'review_of_systems', 'results', 'examination']);
  });

  it('maps the reference headings to the five sections', () => {
    expect(sectionOfHeading('HISTORY OF PRESENT ILLNESS')).toBe('history');
    expect(sectionOfHeading('CURRENT MEDICATIONS')).toBe('history');
    expect(sectionOfHeading('VITALS REVIEWED')).toBe('examination');
    expect(sectionOfHeading('ASSESSMENT AND PLAN')).toBe('assessment_and_plan');
    expect(sectionOfHeading('INSTRUCTIONS')).toBe('assessment_and_plan');
    expect(sectionOfHeading('HIV')).toBeUndefined();
  });
});

describe('contentWords', () => {
  it('drops fillers and function words, folds plurals and number words', () => {
    expect([...contentWords('um , okay , any fevers or chills for two days ?')]).toEqual(['fever', 'chill', '2', 'day']);
  });
});

describe('alignTurns', () => {
  const turns = dialogueTurns(`[doctor] hi , how are you ?
[patient] good , thanks .
[doctor] any fevers or chills ?
[patient] no .
[doctor] your lungs are clear to auscultation bilaterally .
[patient] mm-hmm .`);
  const idf = contentIdf(noteSentences(note).map((s) => s.text));

  it('labels each turn with the section of the note sentence it matches, or none', () => {
    expect(alignTurns(turns, note, idf).map((a) => a.route)).toEqual([
      'none',
      'none',
      'review_of_systems',
      // A short answer is matched with the question before it.
      'review_of_systems',
      'examination',
      // An acknowledgement of a statement is not.
      'none',
    ]);
  });
});
