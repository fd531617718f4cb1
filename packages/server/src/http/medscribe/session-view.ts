import type { SessionRecord } from '../../adapters/db/store.js';
import { DomainError } from '../../domain/errors.js';
import type { NoteTemplate } from '../../domain/note-templates.js';
import { storedRendering } from '../../services/stored-result.js';
import { outputTemplates } from './output-templates.js';
import { resultTemplates } from './result-templates.js';
import type { MsaSessionSettings } from './session-settings.js';
import type { FinishedResults } from './template-results.js';
import { transcriptText } from './transcript-text.js';

/** A protocol session as `GET {base}/sessions/{id}` reads it. */
export interface SessionView {
  session: SessionRecord;
  settings: MsaSessionSettings;
  /** The note templates among `settings.templates`, in the version to answer with. */
  noteTemplates: ReadonlyMap<string, NoteTemplate>;
  /** The uploaded files' names, in upload order. */
  files: string[];
  /** When a session not ended by then expires. */
  expiresAt: Date;
  now: Date;
  /** Answer from the redacted transcript (the session must have asked for redaction). */
  redacted?: boolean;
}

/** Not ended before `expires_at`: expired, whether or not the once-a-minute sweep has marked it yet. */
export const hasExpired = (view: Pick<SessionView, 'session' | 'expiresAt' | 'now'>): boolean =>
  view.session.state === 'expired' || (view.session.state === 'created' && view.now >= view.expiresAt);

/** The codes of the errors the pipeline records for a file it could not process. */
const FILE_ERRORS = new Set(['file_missing', 'audio_unreadable']);

/** A finished session's templates and transcript: rendered from its stored result, else what its outputs hold. */
function finishedResults(session: SessionRecord, templateIds: readonly string[], noteTemplates: ReadonlyMap<string, NoteTemplate>, redacted: boolean): FinishedResults {
  const stored = storedRendering(session, redacted);
  // A redacted answer comes from the stored result alone: the outputs kept of old were never redacted.
  if (!stored && redacted) throw new DomainError('conflict', `session ${session.txnId} keeps no redacted result`, { code: 'not_redacted' });
  return stored ? resultTemplates(stored, templateIds, noteTemplates) : outputTemplates(session, templateIds, new Set(noteTemplates.keys()));
}

/**
 * The status code and body of 06-sessions.md §6.3/§6.5: 202 while it takes audio or is processed (`created`, then
 * `initialized` once audio came: the schema's name for §6.1's `recording`), 200 completed or failed, 206 partial, 410
 * expired.
 */
export function sessionView(view: SessionView): { statusCode: 200 | 202 | 206 | 410; body: Record<string, unknown> } {
  const { session, settings, files } = view;
  const common = {
    session_id: session.txnId,
    created_at: session.createdAt.toISOString(),
    audio_files_received: files.length,
    audio_files: files,
    additional_data: settings.additionalData,
  };
  if (hasExpired(view)) {
    // It expired at `expires_at`; the sweep that marks it may come a minute later.
    const expired = { status: 'expired', expired_at: view.expiresAt.toISOString(), message: 'Session expired before it was ended' };
    return { statusCode: 410, body: { ...common, ...expired, templates: {}, transcript: null } };
  }
  if (session.state === 'created' || session.state === 'queued' || session.state === 'processing') {
    const status = session.state === 'created' ? (files.length === 0 ? 'created' : 'initialized') : 'processing';
    // The transcript comes with the templates, at the end: none while processing.
    return { statusCode: 202, body: { ...common, status, expires_at: view.expiresAt.toISOString(), transcript: '' } };
  }
  const { templates, transcript, errors } = finishedResults(session, settings.templates, view.noteTemplates, view.redacted ?? false);
  const finished = {
    ...common,
    status: session.state,
    completed_at: session.finishedAt?.toISOString(),
    model_used: settings.model,
    language_detected: settings.language.slice(0, 2),
    templates,
    ...(transcript === undefined ? {} : { transcript: transcriptText(transcript) }),
  };
  if (session.state === 'completed') return { statusCode: 200, body: finished };
  if (session.state === 'partial') {
    const requested = session.request?.files.length ?? files.length;
    return {
      statusCode: 206,
      body: {
        ...finished,
        audio_files_processed: requested - errors.filter((error) => FILE_ERRORS.has(error.code)).length,
        processing_errors: errors.map((error) => ({ type: error.code, message: error.msg })),
      },
    };
  }
  // 09-extraction.md §9.7: nothing came out.
  const cause = session.failureReason ?? errors[0]?.msg ?? 'no template could be made from the audio';
  return { statusCode: 200, body: { ...finished, error: { code: 'processing_failed', message: cause } } };
}
