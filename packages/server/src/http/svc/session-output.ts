/**
 * The svc status's output of a finished session (PROTOCOL §4.6): each template it was asked for as an item whose `value`
 * is base64 of the template's UTF-8 JSON document, rendered from the session's stored result; or, for a session finished
 * before templates were rendered on read, the items it kept then, as they were.
 */
import type { Static } from '@sinclair/typebox';
import type { SessionRecord } from '../../adapters/db/store.js';
import { templateOf } from '../../domain/templates.js';
import type { RenderedTemplate } from '../../services/session-render.js';
import { renderStoredNoteTemplate, renderStoredTemplate, storedRendering } from '../../services/stored-result.js';
import type { OutputItem } from './sessions.schema.js';

export type SvcOutputItem = Static<typeof OutputItem>;

const toBase64Json = (document: unknown) => Buffer.from(JSON.stringify(document), 'utf8').toString('base64');

/** A template as an item of the output: its document as base64 JSON, empty when it failed. */
function outputItem(template: { id: string; name: string }, lang: string, rendered: RenderedTemplate<unknown>): SvcOutputItem {
  const { status, errors, warnings } = rendered;
  const value = rendered.status === 'failure' ? '' : toBase64Json(rendered.document);
  return { template_id: template.id, type: 'json', name: template.name, lang, value, status, errors: [...errors], warnings: [...warnings] };
}

/**
 * A finished session's output: the catalogue's templates in the order they were asked for, then its note templates, in
 * the version the session used; empty when it keeps neither items nor a result to render them from (one not finished).
 * `redacted`: from the session's redacted transcript (it must have asked for redaction).
 */
export function sessionOutput(session: SessionRecord, redacted = false): SvcOutputItem[] {
  if (session.output && !redacted) return session.output;
  const stored = storedRendering(session, redacted);
  if (!stored) return [];
  const { request } = stored;
  const lang = request.outputLanguage ?? request.languages[0] ?? '';
  return [
    ...request.templates.map(({ templateId, codificationNeeded }) => outputItem(templateOf(templateId), lang, renderStoredTemplate(stored, templateId, codificationNeeded))),
    ...(request.noteTemplates ?? []).map((template) => outputItem(template, lang, renderStoredNoteTemplate(stored, template))),
  ];
}
