import type { SessionSummary } from '@svc-scribe/sdk';

/** The day a session was made, as a clinician reads it: "5 Dec 2026". */
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * What a session is called in the review and in History: the clinician's visit label; else its chief complaints and
 * date ("Fever, Cough · 5 Dec 2026"); before it has any, what it is and its date. Never its id.
 */
export function sessionTitle(summary: Pick<SessionSummary, 'visit_label' | 'chief_complaint' | 'mode' | 'created_at'>): string {
  if (summary.visit_label) return summary.visit_label;
  const what = summary.chief_complaint ?? (summary.mode === 'dictation' ? 'Dictation' : 'Consultation');
  return `${what} · ${day(summary.created_at)}`;
}
