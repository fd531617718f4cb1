import { describe, expect, it } from 'vitest';
import { noteItems, referenceAsMarkdown, splitSentences, statements } from './note-items.js';

const NOTE = [
  '> **Check before signing:** the patient\'s sex is not stated.',
  '',
  '## CHIEF COMPLAINT',
  '',
  'Right knee pain.',
  '',
  '## HISTORY OF PRESENT ILLNESS',
  '',
  'She twisted her knee. Took ibuprofen 2.5 mg? No relief.',
  '',
  '## ASSESSMENT AND PLAN',
  '',
  '**Knee sprain**',
  '',
  '- Ice and rest. Motrin 800 mg.',
  '- Follow-up: 1 week.',
].join('\n');

describe('noteItems', () => {
  it('reads sections, sentences, bullets and problem headings; leaves out the warning quote', () => {
    expect(noteItems(NOTE)).toEqual([
      { section: 'CHIEF COMPLAINT', text: 'Right knee pain.', kind: 'sentence' },
      { section: 'HISTORY OF PRESENT ILLNESS', text: 'She twisted her knee.', kind: 'sentence' },
      { section: 'HISTORY OF PRESENT ILLNESS', text: 'Took ibuprofen 2.5 mg?', kind: 'sentence' },
      { section: 'HISTORY OF PRESENT ILLNESS', text: 'No relief.', kind: 'sentence' },
      { section: 'ASSESSMENT AND PLAN', text: 'Knee sprain', kind: 'heading' },
      { section: 'ASSESSMENT AND PLAN', text: 'Ice and rest.', kind: 'bullet' },
      { section: 'ASSESSMENT AND PLAN', text: 'Motrin 800 mg.', kind: 'bullet' },
      { section: 'ASSESSMENT AND PLAN', text: 'Follow-up: 1 week.', kind: 'bullet' },
    ]);
  });

  it('statements leave out the problem headings', () => {
    expect(statements(noteItems(NOTE)).map((item) => item.text)).not.toContain('Knee sprain');
  });
});

describe('splitSentences', () => {
  it('splits after . ! ? and a closing quote, not inside a number', () => {
    expect(splitSentences('Says "it hurts." Then left. Dose 0.5 mg daily!  Ok')).toEqual(['Says "it hurts."', 'Then left.', 'Dose 0.5 mg daily!', 'Ok']);
    expect(splitSentences('Mr. Smith saw Dr. Jones, i.e. the surgeon. Done.')).toEqual(['Mr. Smith saw Dr. Jones, i.e. the surgeon.', 'Done.']);
  });
});

describe('referenceAsMarkdown', () => {
  it('marks the capitalised lines of a reference as headings', () => {
    const markdown = referenceAsMarkdown('CHIEF COMPLAINT\n\nKnee pain.\n\nVITALS REVIEWED\n• Blood Pressure: 120/80 mmHg.');
    expect(markdown).toBe('## CHIEF COMPLAINT\n\nKnee pain.\n\n## VITALS REVIEWED\n• Blood Pressure: 120/80 mmHg.');
    expect(noteItems(markdown).map((item) => [item.section, item.text, item.kind])).toEqual([
      ['CHIEF COMPLAINT', 'Knee pain.', 'sentence'],
      ['VITALS REVIEWED', 'Blood Pressure: 120/80 mmHg.', 'bullet'],
    ]);
  });
});
