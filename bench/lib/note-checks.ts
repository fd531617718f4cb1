/**
 * How our note is written, sentence by sentence: register violations, sentences copied from the transcript and
 * statements made twice (bench/lib/register.ts, bench/lib/copies.ts), for one note and summed over a split.
 */
import { copiedWords, duplicateStatements, transcriptRuns, type Duplicate } from './copies.js';
import { regionOf } from './key-facts.js';
import { statements, type NoteItem } from './note-items.js';
import { REGISTER_KINDS, registerViolations, type RegisterViolation } from './register.js';

export interface NoteChecks {
  /** Sentences checked: every sentence and bullet of the note, problem headings left out. */
  sentences: number;
  register: { text: string; violations: RegisterViolation[] }[];
  verbatim: { text: string; copied: string }[];
  /** Among the sentences below the chief complaint, which names what the history then tells (as clinicians write it). */
  duplicates: Duplicate[];
}

export function checkNote(items: readonly NoteItem[], transcriptTurns: readonly string[]): NoteChecks {
  const sentences = statements(items).map((item) => item.text);
  const belowComplaint = statements(items).filter((item) => regionOf(item.section)?.region !== 'chief_complaint');
  const runs = transcriptRuns(transcriptTurns);
  return {
    sentences: sentences.length,
    register: sentences.map((text) => ({ text, violations: registerViolations(text) })).filter((s) => s.violations.length > 0),
    verbatim: sentences.flatMap((text) => {
      const copied = copiedWords(text, runs);
      return copied === undefined ? [] : [{ text, copied }];
    }),
    duplicates: duplicateStatements(belowComplaint.map((item) => item.text)),
  };
}

const perNote = (notes: readonly NoteChecks[], count: (note: NoteChecks) => number) => {
  const total = notes.reduce((sum, note) => sum + count(note), 0);
  return { total, perNote: notes.length === 0 ? 0 : total / notes.length };
};

export function summariseNoteChecks(notes: readonly NoteChecks[]) {
  return {
    sentences: notes.reduce((sum, note) => sum + note.sentences, 0),
    register: {
      ...perNote(notes, (note) => note.register.length),
      /** Sentences with each kind (a sentence may have several). */
      byKind: Object.fromEntries(REGISTER_KINDS.map((kind) => [kind, perNote(notes, (note) => note.register.filter((s) => s.violations.some((v) => v.kind === kind)).length)])),
    },
    verbatim: perNote(notes, (note) => note.verbatim.length),
    duplicates: perNote(notes, (note) => note.duplicates.length),
  };
}
export type NoteChecksSummary = ReturnType<typeof summariseNoteChecks>;
