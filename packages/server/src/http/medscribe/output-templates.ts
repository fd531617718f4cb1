import type { LegacyOutputItem, SessionRecord } from '../../adapters/db/store.js';
import type { TemplateId } from '../../domain/templates.js';
import type { ClinicalNotesDocument } from '../../engines/notes/render/clinical-notes.js';
import { medicationsOf } from '../../engines/notes/render/medications.js';
import type { SoapDocument } from '../../engines/notes/render/soap.js';
import type { TranscriptDocument } from '../../services/session-outputs.js';
import { templateById } from './template-registry.js';
import { distinctErrors, failed, failedWith, soapData, unknownTemplate, type FinishedResults, type MsaTemplateResult, type TemplateData } from './template-results.js';

/** A stored item's document: its `value` is base64 of UTF-8 JSON. */
const decoded = <T>(item: LegacyOutputItem): T => JSON.parse(Buffer.from(item.value, 'base64').toString('utf8')) as T;

/** Its result keeps no clinical model to render a template from: what was not made at finish cannot be made now. */
const notMade = (id: string) => failed('extraction_failed', `Template '${id}' was not made when this session finished, and it keeps nothing to make it from now`);

function fromItem(id: string, item: LegacyOutputItem | undefined, data: (item: LegacyOutputItem) => TemplateData): MsaTemplateResult {
  if (!item) return notMade(id);
  return item.status === 'failure' ? failedWith(item.errors, item.name) : { status: 'success', data: data(item) };
}

/** One asked template, read from what the session's processing kept in the svc API's outputs; a note template never is. */
function result(id: string, items: ReadonlyMap<TemplateId, LegacyOutputItem>, fhir: string | null, noteTemplateIds: ReadonlySet<string>): MsaTemplateResult {
  const source = templateById(id)?.source;
  if (source === undefined && noteTemplateIds.has(id)) return notMade(id);
  switch (source?.kind) {
    case 'svc-template':
      return fromItem(id, items.get(source.templateId), (item) => (source.templateId === 'soap' ? soapData(decoded<SoapDocument>(item)) : decoded(item)));
    case 'clinical-notes-medications':
      return fromItem(id, items.get('clinical_notes_template'), (item) => medicationsOf(decoded<ClinicalNotesDocument>(item)));
    case 'fhir-bundle':
      return fhir === null
        ? failed('extraction_failed', 'no clinical notes were made from this session, so no FHIR document either')
        : { status: 'success', data: JSON.parse(fhir) as Record<string, unknown> };
    default:
      return unknownTemplate(id);
  }
}

/**
 * The answer of a session whose result keeps no clinical model (it finished before results kept one, or its model is of
 * an older version, or it has no result): what its svc outputs hold, made when it finished. Nothing is extracted.
 */
export function outputTemplates(session: SessionRecord, ids: readonly string[], noteTemplateIds: ReadonlySet<string>): FinishedResults {
  const output = session.output ?? [];
  const items = new Map(output.map((item) => [item.template_id, item]));
  const transcript = items.get('transcript_template');
  return {
    templates: Object.fromEntries(ids.map((id) => [id, result(id, items, session.fhir, noteTemplateIds)])),
    transcript: transcript && transcript.status !== 'failure' ? decoded<TranscriptDocument>(transcript) : undefined,
    errors: distinctErrors(output.flatMap((item) => item.errors)),
  };
}
