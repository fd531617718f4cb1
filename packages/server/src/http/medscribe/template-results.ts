import type { SessionRecord } from '../../adapters/db/store.js';
import type { OutputItem } from '../../domain/sessions.js';
import type { TemplateId } from '../../domain/templates.js';
import type { ClinicalNotesDocument } from '../../engines/notes/render/clinical-notes.js';
import { medicationsOf } from '../../engines/notes/render/medications.js';
import type { SoapDocument, SoapSentence } from '../../engines/notes/render/soap.js';
import { templateById } from './template-registry.js';

/** One entry of `templates` (the protocol's `TemplateResult`). */
type TemplateData = Record<string, unknown> | Record<string, unknown>[];

export type MsaTemplateResult =
  | { status: 'success'; data: TemplateData }
  | { status: 'failed'; error: { code: string; message: string } };

/** A stored item's document: its `value` is base64 of UTF-8 JSON. */
export const decoded = <T>(item: OutputItem): T => JSON.parse(Buffer.from(item.value, 'base64').toString('utf8')) as T;

const failed = (code: string, message: string): MsaTemplateResult => ({ status: 'failed', error: { code, message } });

/** An item that failed says why in its first error (09-extraction.md §9.6's codes where ours mean the same). */
const failedItem = (item: OutputItem): MsaTemplateResult =>
  failed(item.errors[0]?.code ?? 'extraction_failed', item.errors[0]?.msg ?? `${item.name} could not be made`);

/** A new paragraph, a bullet or a heading of the note starts a line of its own; a paragraph's sentences run on. */
const prose = (sentences: readonly SoapSentence[]) =>
  sentences.reduce((text, s, i) => (i === 0 ? s.text : `${text}${s.style === undefined ? ' ' : '\n'}${s.text}`), '');

/**
 * 08-templates.md §8.5's `soap`: `subjective`, `objective`, `assessment` and `plan` as text, as EMRs read them; the
 * note's sections (each sentence with the transcript segments it rests on), warnings and Markdown stay beside them.
 */
function soapData(note: SoapDocument): Record<string, unknown> {
  return {
    ...note,
    subjective: prose(note.subjective),
    objective: prose(note.objective),
    assessment: prose(note.assessment),
    plan: prose(note.plan),
  };
}

function fromItem(item: OutputItem | undefined, data: (item: OutputItem) => TemplateData): MsaTemplateResult {
  if (!item) return failed('extraction_failed', 'the session produced no result for this template');
  return item.status === 'failure' ? failedItem(item) : { status: 'success', data: data(item) };
}

/** One asked template's result, rendered from what the pipeline stored for the session. */
function result(id: string, items: ReadonlyMap<TemplateId, OutputItem>, fhir: string | null): MsaTemplateResult {
  const source = templateById(id)?.source;
  switch (source?.kind) {
    case 'svc-template':
      return fromItem(items.get(source.templateId), (item) => (source.templateId === 'soap' ? soapData(decoded<SoapDocument>(item)) : decoded(item)));
    case 'clinical-notes-medications':
      return fromItem(items.get('clinical_notes_template'), (item) => medicationsOf(decoded<ClinicalNotesDocument>(item)));
    case 'fhir-bundle':
      return fhir === null
        ? failed('extraction_failed', 'no clinical notes were made from this session, so no FHIR document either')
        : { status: 'success', data: JSON.parse(fhir) as Record<string, unknown> };
    default:
      return failed('template_not_found', `Template '${id}' is not available`);
  }
}

/** `templates.<id>` of a finished session, for every template it asked for. */
export function templateResults(session: SessionRecord, ids: readonly string[]): Record<string, MsaTemplateResult> {
  const items = new Map((session.output ?? []).map((item) => [item.template_id, item]));
  return Object.fromEntries(ids.map((id) => [id, result(id, items, session.fhir)]));
}
