/**
 * How our note is written, sentence by sentence: register violations, sentences copied from the conversation and
 * statements made twice (bench/lib/register.ts, bench/lib/copies.ts), for one note and summed over a split. A sentence
 * written from what the doctor dictated for the record before or after the visit is counted apart: a dictation is a
 * note's words already, and a scribe writes it down.
 */
import { copiedWords, duplicateStatements, transcriptRuns, type Duplicate } from './copies.js';
import { regionOf } from './key-facts.js';
import { statements, type NoteItem } from './note-items.js';
import { isHistoryFragment, NARRATIVE_HISTORY } from './history-fragments.js';
import { REGISTER_KINDS, registerViolations, type RegisterViolation } from './register.js';

export interface NoteChecks {
  /** Sentences checked: every sentence and bullet of the note, problem headings left out. */
  sentences: number;
  register: { text: string; violations: RegisterViolation[] }[];
  /** Sentences of the history of present illness with no subject (history-fragments.ts). */
  fragments: string[];
  verbatim: { text: string; copied: string }[];
  /** Sentences that copy the doctor's dictation before or after the visit (and not the conversation). */
  fromDictation: { text: string; copied: string }[];
  /** Sentences that copy any turn at all, conversation or dictation: the verbatim count before the two were told apart. */
  copiesOfAnyTurn: number;
  /** Among the sentences below the chief complaint, which names what the history then tells (as clinicians write it). */
  duplicates: Duplicate[];
}

/** The transcript's turns: the conversation, and the doctor's turns before and after the patient spoke (bench/lib/aci.ts). */
export interface CheckedTurns {
  conversation: readonly string[];
  dictation: readonly string[];
}

export function checkNote(items: readonly NoteItem[], turns: CheckedTurns): NoteChecks {
  const sentences = statements(items).map((item) => item.text);
  const belowComplaint = statements(items).filter((item) => regionOf(item.section)?.region !== 'chief_complaint');
  const copies = (runs: ReadonlySet<string>, of: readonly string[]) =>
    of.flatMap((text) => {
      const copied = copiedWords(text, runs);
      return copied === undefined ? [] : [{ text, copied }];
    });
  const verbatim = copies(transcriptRuns(turns.conversation), sentences);
  const copiesConversation = new Set(verbatim.map((s) => s.text));
  const fromDictation = copies(
    transcriptRuns(turns.dictation),
    sentences.filter((text) => !copiesConversation.has(text)),
  );
  return {
    sentences: sentences.length,
    register: sentences.map((text) => ({ text, violations: registerViolations(text) })).filter((s) => s.violations.length > 0),
    fragments: items.filter((item) => item.kind === 'sentence' && NARRATIVE_HISTORY.test(item.section) && isHistoryFragment(item.text)).map((item) => item.text),
    verbatim,
    fromDictation,
    copiesOfAnyTurn: verbatim.length + fromDictation.length,
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
    fragments: perNote(notes, (note) => note.fragments.length),
    verbatim: perNote(notes, (note) => note.verbatim.length),
    fromDictation: perNote(notes, (note) => note.fromDictation.length),
    copiesOfAnyTurn: perNote(notes, (note) => note.copiesOfAnyTurn),
    duplicates: perNote(notes, (note) => note.duplicates.length),
  };
}
export type NoteChecksSummary = ReturnType<typeof summariseNoteChecks>;
