import type { TemplateRequest } from '../../domain/sessions.js';
import type { TemplateId } from '../../domain/templates.js';
import type { AskedTemplate } from '../../services/session-request.js';
import { templateById, type TemplateSource } from './template-registry.js';

/** The svc template a source is read from; none for the FHIR Bundle, made with every session that has clinical notes. */
function svcTemplateOf(source: TemplateSource): TemplateId | undefined {
  switch (source.kind) {
    case 'svc-template':
      return source.templateId;
    case 'clinical-notes-medications':
      return 'clinical_notes_template';
    default:
      return undefined;
  }
}

/** The protocol has no switch for codes: every template that takes them has them (`soap` takes none). */
export const MSA_CODIFIES = true;

/**
 * What a protocol session is started with: the svc templates it is processed with (`svcTemplates`), and the note
 * templates among those asked for, by id, which the start looks up (the version current then is the one used).
 */
export const sessionTemplates = (templateIds: readonly string[]): AskedTemplate[] => [
  ...svcTemplates(templateIds),
  ...templateIds.filter((id) => templateById(id) === undefined).map((templateId) => ({ templateId, codificationNeeded: false })),
];

/**
 * The svc templates a protocol session is processed with: the transcript always (every answer carries `transcript`),
 * then what each asked template is read from, with codes where known.
 */
export function svcTemplates(templateIds: readonly string[]): TemplateRequest[] {
  const ids = new Set<TemplateId>(['transcript_template']);
  for (const source of templateIds.flatMap((templateId) => templateById(templateId)?.source ?? [])) {
    const id = svcTemplateOf(source);
    if (id !== undefined) ids.add(id);
  }
  return [...ids].map((templateId) => ({ templateId, codificationNeeded: MSA_CODIFIES }));
}
