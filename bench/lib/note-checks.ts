/**
 * How our note is written, sentence by sentence: register violations, sentences copied from the transcript and
 * statements made twice (bench/lib/register.ts, bench/lib/copies.ts), for one note and summed over a split.
 */
import { copiedWords, duplicateStatements, transcriptRuns, type Duplicate } from './copies.js';
import { statements, type NoteItem } from './note-items.js';
import { registerViolations, type RegisterKind, type RegisterViolation } from './register.js';

export interface NoteChecks {
  /** Sentences checked: every sentence and bullet of the note, problem headings left out. */
  sentences: number;
  register: { text: string; violations: RegisterViolation[] }[];
  verbatim: { text: string; copied: string }[];
  duplicates: Duplicate[];
}

export function checkNote(items: readonly NoteItem[], transcriptTurns: readonly string[]): NoteChecks {
  const sentences = statements(items).map((item) => item.text);
  const runs = transcriptRuns(transcriptTurns);
  return {
    sentences: sentences.length,
    register: sentences.map((text) => ({ text, violations: registerViolations(text) })).filter((s) => s.violations.length > 0),
    verbatim: sentences.flatMap((text) => {
      const copied = copiedWords(text, runs);
      return copied === undefined ? [] : [{ text, copied }];
    }),
    duplicates: duplicateStatements(sentences),
  };
}

const perNote = (notes: readonly NoteChecks[], count: (note: NoteChecks) => number) => {
  const total = notes.reduce((sum, note) => sum + count(note), 0);
  return { total, perNote: notes.length === 0 ? 0 : total / notes.length };
};

export function summariseNoteChecks(notes: readonly NoteChecks[]) {
  const kinds: RegisterKind[] = ['pronoun', 'filler', 'question', 'trailing_word'];
  return {
    sentences: notes.reduce((sum, note) => sum + note.sentences, 0),
    register: {
      ...perNote(notes, (note) => note.register.length),
      /** Sentences with each kind (a sentence may have several). */
      byKind: Object.fromEntries(kinds.map((kind) => [kind, perNote(notes, (note) => note.register.filter((s) => s.violations.some((v) => v.kind === kind)).length)])),
    },
    verbatim: perNote(notes, (note) => note.verbatim.length),
    duplicates: perNote(notes, (note) => note.duplicates.length),
  };
}
export type NoteChecksSummary = ReturnType<typeof summariseNoteChecks>;
