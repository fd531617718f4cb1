/**
 * Every transcript the notes engine is checked over: the committed notes gold corpus (as the engine's segments) and
 * every ACI-BENCH train and valid dialogue, for tests that hold a property of every document the engine writes.
 */
import { loadAciSplit } from '../../../../bench/lib/aci.js';
import { loadGold, segmentId } from '../../../../bench/lib/notes-score.js';
import type { TranscriptSegment } from '../../src/engines/notes/clinical-model.js';

export interface NoteTranscript {
  id: string;
  mode: 'consultation' | 'dictation';
  segments: TranscriptSegment[];
}

export async function loadNoteTranscripts(): Promise<NoteTranscript[]> {
  const gold = (await loadGold()).map((g) => ({
    id: g.id,
    mode: g.mode,
    segments: g.lines.map((line, i) => ({ id: segmentId(i + 1), text: line.text, start: i, end: i + 1, speaker: line.speaker })),
  }));
  const aci = [...(await loadAciSplit('train')), ...(await loadAciSplit('valid'))].map((e) => ({ id: e.id, mode: 'consultation' as const, segments: e.segments }));
  return [...gold, ...aci];
}
