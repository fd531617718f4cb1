import type { SessionRecord } from '../adapters/db/store.js';
import { chiefComplaintTexts } from '../engines/notes/render/clinical-notes.js';
import { storedRendering } from './stored-result.js';

/** At most this many complaints name a session: the first told. */
const MOST_COMPLAINTS = 3;

/**
 * What a finished session was about, to title it where the clinician gave it no label: its chief complaints as its
 * clinical notes list them ("Fever, Cough"), from its stored result; null before it finished, and when none was said.
 */
export function chiefComplaintOf(session: SessionRecord): string | null {
  const notes = session.state === 'completed' || session.state === 'partial' ? storedRendering(session)?.result.notes : undefined;
  if (!notes || 'error' in notes) return null;
  // The complaints alone, not the whole notes document: the history asks this of up to a thousand sessions at once.
  const complaints = chiefComplaintTexts(notes.model).slice(0, MOST_COMPLAINTS);
  return complaints.length > 0 ? complaints.join(', ') : null;
}

/** A short text the client gave at creation (`extra_data.visit_label`, `extra_data.patient_ref`), or null. */
export function extraText(session: SessionRecord, key: 'visit_label' | 'patient_ref'): string | null {
  const value = session.extraData[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
