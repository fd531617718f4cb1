import { describe, expect, it } from 'vitest';
import { checkNote, summariseNoteChecks } from './note-checks.js';
import { noteItems } from './note-items.js';

const TURNS = { conversation: ['so i want you to weigh yourself every single day and call me', 'okay i will do that'], dictation: [] };
const NOTE = [
  '## CHIEF COMPLAINT',
  '',
  'Fatigue.',
  '',
  '## HISTORY OF PRESENT ILLNESS',
  '',
  'He denies fever. He reports fatigue.',
  '',
  '## ASSESSMENT AND PLAN',
  '',
  '**Heart failure**',
  '',
  '- I want you to weigh yourself every single day and.',
  '- Denies fever.',
].join('\n');

describe('checkNote', () => {
  const checks = checkNote(noteItems(NOTE), TURNS);

  it('checks every sentence but the problem headings', () => {
    expect(checks.sentences).toBe(5);
  });

  it('lists the register violations, the copies and the duplicates (the chief complaint may name what the history tells)', () => {
    expect(checks.register).toEqual([
      {
        text: 'I want you to weigh yourself every single day and.',
        violations: [
          { kind: 'first_person', words: 'I' },
          { kind: 'second_person', words: 'you, yourself' },
          { kind: 'trailing_word', words: 'and.' },
        ],
      },
    ]);
    expect(checks.verbatim).toEqual([{ text: 'I want you to weigh yourself every single day and.', copied: 'i want you to weigh yourself every single day and' }]);
    expect(checks.duplicates).toEqual([{ text: 'Denies fever.', of: 'He denies fever.' }]);
  });
});

describe('checkNote with a dictation after the visit', () => {
  it("counts a sentence written from the doctor's dictation apart from a copy of the conversation", () => {
    const dictated = '## PHYSICAL EXAMINATION\n\nElderly man in a wheelchair in no apparent distress today.\n\nI want you to weigh yourself every single day and.';
    const checks = checkNote(noteItems(dictated), { ...TURNS, dictation: ['physical exam , elderly man in a wheelchair in no apparent distress today .'] });
    expect(checks.verbatim.map((s) => s.text)).toEqual(['I want you to weigh yourself every single day and.']);
    expect(checks.fromDictation).toEqual([{ text: 'Elderly man in a wheelchair in no apparent distress today.', copied: 'elderly man in a wheelchair in no apparent distress today' }]);
  });
});

describe('summariseNoteChecks', () => {
  it('gives totals and means per note', () => {
    const summary = summariseNoteChecks([checkNote(noteItems(NOTE), TURNS), checkNote(noteItems('## PLAN\n\nRest.'), TURNS)]);
    expect(summary.sentences).toBe(6);
    expect(summary.register.total).toBe(1);
    expect(summary.register.perNote).toBe(0.5);
    expect(summary.register.byKind).toEqual({
      first_person: { total: 1, perNote: 0.5 },
      second_person: { total: 1, perNote: 0.5 },
      filler: { total: 0, perNote: 0 },
      question: { total: 0, perNote: 0 },
      trailing_word: { total: 1, perNote: 0.5 },
    });
    expect(summary.verbatim).toEqual({ total: 1, perNote: 0.5 });
    expect(summary.duplicates).toEqual({ total: 1, perNote: 0.5 });
    expect(summary.fromDictation).toEqual({ total: 0, perNote: 0 });
  });
});
