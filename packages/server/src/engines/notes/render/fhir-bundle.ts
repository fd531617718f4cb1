/**
 * The FHIR output of a session: an R4 document Bundle whose Composition follows India's
 * OPConsultRecord (PROTOCOL §5). Rendered from the clinical model alone, with ids derived from
 * the session id, so the same session renders the same document.
 */
import { Type } from '@sinclair/typebox';
import type { ClinicalModel } from '../clinical-model.js';
import { SNOMED } from './fhir-codes.js';
import { fhirContext, type FhirContext } from './fhir-context.js';
import { urnUuid } from './fhir-ids.js';
import { narrative, paragraph } from './fhir-narrative.js';
import { fillSections, SECTIONS, type FilledSection } from './fhir-sections.js';
import type { BundleEntry, Composition, CompositionSection, Encounter, FhirBundle, FhirResource, Patient, Practitioner } from './fhir-types.js';

export type { FhirBundle } from './fhir-types.js';

const FhirResourceSchema = Type.Object(
  { resourceType: Type.String(), id: Type.Optional(Type.String()) },
  { additionalProperties: true, description: 'A FHIR R4 resource: its type and id, the rest as the server wrote it.' },
);

/** The FHIR R4 document Bundle (India's OPConsultRecord), the Composition first: only what a reader needs to find its way. */
export const FhirBundleSchema = Type.Object(
  {
    resourceType: Type.Literal('Bundle'),
    id: Type.Optional(Type.String()),
    type: Type.String(),
    entry: Type.Optional(Type.Array(Type.Object({ fullUrl: Type.Optional(Type.String()), resource: FhirResourceSchema }))),
  },
  { additionalProperties: true },
);

export interface FhirOptions {
  /** PROTOCOL §5 `codification_needed`: add the lexicon's codes to names. */
  codify: boolean;
  /** Seeds every id of the document. */
  sessionId: string;
  /** The document's date. */
  now: Date;
  /** The clinic's reference for the patient, kept as the Patient's identifier. */
  patientReference?: string;
  practitionerName?: string;
}

export function renderFhirBundle(model: ClinicalModel, options: FhirOptions): FhirBundle {
  const ctx = fhirContext(options.sessionId, options.codify, options.now);
  const sections = fillSections(model, ctx);
  const resources: FhirResource[] = [
    // A document Bundle starts with its Composition (R4 bdl-11).
    composition(sections, ctx),
    patient(ctx, options.patientReference),
    practitioner(ctx, options.practitionerName),
    encounter(ctx),
    ...sections.flatMap((section) => section.entries.map((entry) => entry.resource)),
  ];
  const id = ctx.idOf('bundle');
  return {
    resourceType: 'Bundle',
    id,
    identifier: { system: 'urn:ietf:rfc:3986', value: urnUuid(id) },
    type: 'document',
    timestamp: options.now.toISOString(),
    entry: resources.map((resource): BundleEntry => ({ fullUrl: urnUuid(resource.id), resource })),
  };
}

function composition(sections: readonly FilledSection[], ctx: FhirContext): Composition {
  const result: Composition = {
    resourceType: 'Composition',
    id: ctx.idOf('composition'),
    status: 'final',
    type: {
      coding: [{ system: SNOMED, code: '371530004', display: 'Clinical consultation report' }],
      text: 'Clinical consultation report',
    },
    subject: ctx.patient,
    encounter: ctx.encounter,
    date: ctx.now.toISOString(),
    author: [ctx.practitioner],
    title: 'Consultation Note',
  };
  // Without sections the document would say nothing at all; it says so.
  if (sections.length === 0) result.text = paragraph('No clinical content was recognised.');
  else result.section = sections.map(compositionSection);
  return result;
}

function compositionSection({ key, entries }: FilledSection): CompositionSection {
  const { title, code } = SECTIONS[key];
  return {
    title,
    code: { coding: [code], text: title },
    // A section needs text, entries or sub-sections (R4 cmp-1); the text is what a reader sees.
    text: narrative(entries.map((entry) => entry.line)),
    entry: entries.map((entry) => ({ reference: urnUuid(entry.resource.id) })),
  };
}

function patient(ctx: FhirContext, reference: string | undefined): Patient {
  const id = ctx.idOf('patient');
  // Nothing about the patient is invented: no name, only the clinic's reference when given.
  return reference === undefined ? { resourceType: 'Patient', id } : { resourceType: 'Patient', id, identifier: [{ value: reference }] };
}

function practitioner(ctx: FhirContext, name: string | undefined): Practitioner {
  const id = ctx.idOf('practitioner');
  return name === undefined ? { resourceType: 'Practitioner', id } : { resourceType: 'Practitioner', id, name: [{ text: name }] };
}

function encounter(ctx: FhirContext): Encounter {
  return {
    resourceType: 'Encounter',
    id: ctx.idOf('encounter'),
    status: 'finished',
    class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB', display: 'ambulatory' },
    subject: ctx.patient,
    participant: [{ individual: ctx.practitioner }],
  };
}
