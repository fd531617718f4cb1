import { describe, expect, it } from 'vitest';
import { copiedWords, duplicateStatements, transcriptRuns } from './copies.js';

describe('copiedWords', () => {
  const turns = [
    "Zero being none, ten being the worst pain you've ever had, where is it?",
    'It is about a six out of ten today.',
  ];
  const runs = transcriptRuns(turns);

  it('finds 8 consecutive transcript words, whatever the case and punctuation', () => {
    expect(copiedWords('Zero being none ten being the worst pain and.', runs)).toBe('zero being none ten being the worst pain');
  });

  it('merges overlapping runs into the longest copied stretch', () => {
    expect(copiedWords('Pain: zero being none, ten being the worst pain you ve ever had.', runs)).toBe(
      'zero being none ten being the worst pain you ve ever had',
    );
  });

  it('does not count 7 words, or a run across two turns', () => {
    expect(copiedWords('Being the worst pain you ve ever.', runs)).toBeUndefined();
    expect(copiedWords('Ever had where is it it is about a six.', runs)).toBeUndefined();
    expect(copiedWords('Pain 6/10.', runs)).toBeUndefined();
  });
});

describe('duplicateStatements', () => {
  it('finds a sentence equal to an earlier one (the later counts) or contained in another', () => {
    expect(
      duplicateStatements(['He denies fever and chills.', 'Denies fever and chills.', 'Knee pain.', 'knee pain', 'Hypertension.', 'Right knee pain.']),
    ).toEqual([
      { text: 'Denies fever and chills.', of: 'He denies fever and chills.' },
      { text: 'Knee pain.', of: 'Right knee pain.' },
      { text: 'knee pain', of: 'Knee pain.' },
    ]);
  });

  it('matches whole tokens only, and skips sentences without words', () => {
    expect(duplicateStatements(['Pain.', 'Painful swelling.', '-', '-'])).toEqual([]);
  });
});
