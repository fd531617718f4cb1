import { describe, expect, it } from 'vitest';
import { isHistoryFragment } from './history-fragments.js';

describe('history fragments', () => {
  it('counts sentences with no subject', () => {
    for (const fragment of ['Worse with bending.', 'Tried ibuprofen without relief.', 'Joint instability, no pop.', 'Pain 6/10.', 'Dizziness for 5 weeks, described as occasional.', 'Occurs daily.', 'Does not radiate.'])
      expect(isHistoryFragment(fragment), fragment).toBe(true);
  });

  it('does not count sentences that open on their subject, after an opener, or on a name and its verb', () => {
    for (const sentence of [
      'He reports dizziness for 5 weeks.',
      'The pain is worse with bending.',
      'Regarding his diabetes, he checks his sugars every morning.',
      'Initially, she was not able to bear weight.',
      'Martha Collins is a 52-year-old female who presents today.',
      'Anna reports that the pain began 2 weeks ago.',
      'There is no history of trauma.',
      'Sometimes she feels slightly dizzy.',
      '20 years ago he broke his ankle.',
      'Regarding his diabetes, the diets were less than stellar.',
    ])
      expect(isHistoryFragment(sentence), sentence).toBe(false);
  });

  it('leaves labelled lines to the lists they are', () => {
    expect(isHistoryFragment('Past medical history: none.')).toBe(false);
    expect(isHistoryFragment('Current medications: lisinopril 20 mg daily.')).toBe(false);
  });
});
