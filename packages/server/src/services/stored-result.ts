/**
 * A finished session's templates read from its stored result, for any front-end: nothing is recognised or extracted
 * again, so that a template asked for later says what the session's processing understood.
 */
import { Value } from '@sinclair/typebox/value';
import type { SessionRecord } from '../adapters/db/store.js';
import { DomainError } from '../domain/errors.js';
import type { NotesOutcome, SessionResultV2, VersionedModel } from '../domain/sessions.js';
import type { NoteTemplate } from '../domain/note-templates.js';
import type { CatalogueId } from '../domain/templates.js';
import { ClinicalModelSchema, type ClinicalModel } from '../engines/notes/clinical-model.js';
import type { NoteDocument } from '../engines/notes/render/note-template.js';
import { failedTemplate, renderNoteTemplate, renderSessionId, renderTemplate, type DocumentOf, type RenderedTemplate, type RenderSource } from './session-render.js';

/** A stored result the templates can be rendered from now. */
export interface StoredRendering extends RenderSource {
  result: SessionResultV2<ClinicalModel>;
}

/** The stored notes as the renderers read them; undefined for a model of another shape (an older version's). */
function currentNotes(notes: NotesOutcome<VersionedModel> | null): NotesOutcome<ClinicalModel> | null | undefined {
  if (notes === null || 'error' in notes) return notes;
  return Value.Check(ClinicalModelSchema, notes.model) ? { model: notes.model } : undefined;
}

/**
 * What a finished session's templates render from: its result, when it keeps one to render from (a legacy version 1
 * result keeps no clinical model, and a model of an older version has another shape), dated when it finished.
 * `redacted`: from its redacted transcript (its notes were made from that already); a session that did not ask for
 * redaction has none, and is refused.
 */
export function storedRendering(session: SessionRecord, redacted = false): StoredRendering | undefined {
  if (redacted && session.request?.redact !== true) {
    throw new DomainError('conflict', `session ${session.txnId} was not created with redact: true, so it keeps no redacted transcript`, { code: 'not_redacted' });
  }
  const { request, result, finishedAt } = session;
  if (request === null || finishedAt === null || result?.version !== 2) return undefined;
  const notes = currentNotes(result.notes);
  if (notes === undefined) return undefined;
  const files = redacted ? (result.redactedFiles ?? []) : result.files;
  return { request, result: { ...result, files, notes }, sessionId: renderSessionId(session), at: finishedAt };
}

/**
 * A template of a finished session: one that failed at finish fails as it did then (its files gone, its job given up);
 * any other is rendered from the stored transcripts and model, as it was at finish.
 */
export function renderStoredTemplate<Id extends CatalogueId>(stored: StoredRendering, id: Id, codify: boolean): RenderedTemplate<DocumentOf<Id>> {
  const processed = stored.result.templates.find((template) => template.templateId === id);
  return processed?.status === 'failure' ? failedTemplate(processed.errors) : renderTemplate(stored, id, codify);
}

/**
 * A note template of a finished session: the version the session used fails as it did then; any other template, or a
 * version asked for later, is rendered from the stored model.
 */
export function renderStoredNoteTemplate(stored: StoredRendering, template: NoteTemplate): RenderedTemplate<NoteDocument> {
  const processed = stored.result.noteTemplates?.find((t) => t.id === template.id && t.version === template.version);
  return processed?.status === 'failure' ? failedTemplate(processed.errors) : renderNoteTemplate(stored, template);
}
