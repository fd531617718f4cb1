import { TEMPLATES, type CatalogueId, type Template, type TemplateId } from '../../domain/templates.js';
import { HttpError } from '../http-error.js';

/**
 * What a session's template result is read from: a template the svc sessions render and keep, the session's FHIR
 * document Bundle, or the medications of its clinical notes.
 */
export type TemplateSource = { kind: 'svc-template'; templateId: TemplateId } | { kind: 'fhir-bundle' } | { kind: 'clinical-notes-medications' };

/** The catalogue's templates that a session keeps no output item of, and what each is read from. */
const DERIVED_SOURCES: Record<Exclude<CatalogueId, TemplateId>, TemplateSource> = {
  medications: { kind: 'clinical-notes-medications' },
  fhir: { kind: 'fhir-bundle' },
};

export interface MedscribeTemplate {
  /** The id a session asks for (08-templates.md §8.3's standard ids, then ours). */
  id: string;
  name: string;
  description: string;
  /** The catalogue's template it is. */
  catalogueId: CatalogueId;
  /**
   * Where the svc API's outputs keep it: what a session is processed with, and what a session whose result keeps no
   * clinical model (finished before results kept one) is answered from.
   */
  source: TemplateSource;
}

/** 08-templates.md §8.3's standard template ids, in its order: those of ours it names are listed first. */
const STANDARD_IDS = ['transcript', 'soap', 'medications', 'discharge_summary', 'referral_letter', 'hpi', 'vitals'];

/** Ours that the protocol names otherwise: the transcript is its `transcript` (§8.3). */
const PROTOCOL_NAMES: Partial<Record<CatalogueId, { id: string; name: string }>> = {
  transcript_template: { id: 'transcript', name: 'Full Transcript' },
};

/** Notes are extracted from English speech only; other languages get the transcript alone. */
const ENGLISH_ONLY = 'From English conversations (en-IN, en-US) only.';

function medscribeTemplate(template: Template): MedscribeTemplate {
  return {
    id: PROTOCOL_NAMES[template.id]?.id ?? template.id,
    name: PROTOCOL_NAMES[template.id]?.name ?? template.name,
    description: template.needs === 'clinical-model' ? `${template.description} ${ENGLISH_ONLY}` : template.description,
    catalogueId: template.id,
    source: template.sessionOutput ? { kind: 'svc-template', templateId: template.id } : DERIVED_SOURCES[template.id],
  };
}

const standardRank = (id: string) => (STANDARD_IDS.includes(id) ? STANDARD_IDS.indexOf(id) : STANDARD_IDS.length);

/** The protocol's templates this service lists (08-templates.md §8.2): the catalogue's, the protocol's standard ids first. */
export const MEDSCRIBE_TEMPLATES: readonly MedscribeTemplate[] = TEMPLATES.map(medscribeTemplate).sort((a, b) => standardRank(a.id) - standardRank(b.id));

export const templateById = (id: string): MedscribeTemplate | undefined => MEDSCRIBE_TEMPLATES.find((template) => template.id === id);

/**
 * Refuses templates asked for when one is not listed (the catalogue's, or `noteTemplateIds`: the client's note
 * templates): 400 `template_not_found` (the code 08-templates.md §8.6 and 09-extraction.md §9.6 give an unavailable
 * template), naming it and those there are.
 */
export function requireAvailableTemplates(ids: readonly string[], noteTemplateIds: readonly string[]): void {
  const available = [...MEDSCRIBE_TEMPLATES.map((template) => template.id), ...noteTemplateIds];
  const unknown = ids.find((id) => !available.includes(id));
  if (unknown === undefined) return;
  throw new HttpError(400, `Template '${unknown}' is not available`, {
    code: 'template_not_found',
    details: { template_id: unknown, available_templates: available },
  });
}
