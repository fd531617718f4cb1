import { templateOf } from '../../domain/templates.js';
import type { NoteTemplate } from '../../domain/note-templates.js';
import { renderStoredNoteTemplate, renderStoredTemplate, type StoredRendering } from '../../services/stored-result.js';
import type { RenderedTemplate } from '../../services/session-render.js';
import { MSA_CODIFIES, svcTemplates } from './template-plan.js';
import { templateById } from './template-registry.js';
import { distinctErrors, failedWith, soapData, unknownTemplate, type FinishedResults, type MsaTemplateResult, type TemplateData } from './template-results.js';

function answer<Document>(rendered: RenderedTemplate<Document>, name: string, data: (document: Document) => TemplateData): MsaTemplateResult {
  return rendered.status === 'failure' ? failedWith(rendered.errors, name) : { status: 'success', data: data(rendered.document) };
}

/** One asked template, rendered from the session's stored result. */
function templateResult(stored: StoredRendering, id: string, noteTemplates: ReadonlyMap<string, NoteTemplate>): MsaTemplateResult {
  const template = templateById(id);
  const note = noteTemplates.get(id);
  if (!template) return note ? answer(renderStoredNoteTemplate(stored, note), note.name, (document) => document) : unknownTemplate(id);
  const { name } = templateOf(template.catalogueId);
  if (template.catalogueId === 'soap') return answer(renderStoredTemplate(stored, 'soap', MSA_CODIFIES), name, soapData);
  return answer(renderStoredTemplate(stored, template.catalogueId, MSA_CODIFIES), name, (document) => document);
}

/**
 * A finished session's answer rendered from its stored result (its transcripts and clinical model): any template, asked
 * for at creation or afterwards (a note template in the version `noteTemplates` gives), without recognising or
 * extracting again.
 */
export function resultTemplates(stored: StoredRendering, ids: readonly string[], noteTemplates: ReadonlyMap<string, NoteTemplate>): FinishedResults {
  const transcript = renderStoredTemplate(stored, 'transcript_template', false);
  // The errors of what a session of these templates makes, as its processing found them.
  const made = svcTemplates(ids).map((template) => renderStoredTemplate(stored, template.templateId, template.codificationNeeded));
  return {
    templates: Object.fromEntries(ids.map((id) => [id, templateResult(stored, id, noteTemplates)])),
    transcript: transcript.status === 'failure' ? undefined : transcript.document,
    errors: distinctErrors(made.flatMap((rendered) => rendered.errors)),
  };
}
