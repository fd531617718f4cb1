/**
 * A consultation read as the service reads it (engines/notes/notes-extractor.ts): the rule-based extractor on the
 * service's vocabulary, every medication then checked against the strengths it is made in ("thyronorm fifty" is
 * 50 mcg, a dose not made is marked for review). Synchronous, so that a bench scores the note the user gets.
 */
import type { ClinicalModel, TranscriptSegment } from '../../packages/server/src/engines/notes/clinical-model.js';
import { markUnmadeDoses } from '../../packages/server/src/engines/notes/review/unmade-doses.js';
import { extractClinicalModel } from '../../packages/server/src/engines/notes/rule-based-extractor.js';
import { TermIndex } from '../../packages/server/src/engines/notes/term-index.js';
import { loadMedicalVocabulary } from '../../packages/server/src/lexicon/formulary/formulary.js';

export interface NotesReader {
  /** The service's vocabulary: the lexicon and the formulary's medicines. */
  index: TermIndex;
  read(segments: readonly TranscriptSegment[], language: string): ClinicalModel;
}

export async function loadNotesReader(): Promise<NotesReader> {
  const { entries, strengths } = await loadMedicalVocabulary();
  const index = new TermIndex(entries);
  return { index, read: (segments, language) => markUnmadeDoses(extractClinicalModel({ segments, mode: 'consultation', language }, index), strengths) };
}
