/**
 * How each template of the catalogue (`domain/templates.ts`) is rendered, and its document's JSON Schema: one renderer
 * per catalogue entry, of the kind its `needs` says, each returning what its schema describes (the compiler checks all
 * three). The SDK's document types are generated from these schemas.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { CatalogueId, Template } from '../../../domain/templates.js';
import type { ClinicalModel } from '../clinical-model.js';
import { ClinicalNotesDocumentSchema, renderClinicalNotes } from './clinical-notes.js';
import { EmrDocumentSchema, renderEmrPrescription } from './emr-prescription.js';
import { FhirBundleSchema, renderFhirBundle } from './fhir-bundle.js';
import { MedicationsDocumentSchema, renderMedications } from './medications.js';
import { renderSoap, SoapDocumentSchema } from './soap.js';
import { TranscriptDocumentSchema, type TranscriptDocument } from './transcript.js';

export interface RenderOptions {
  /** Add ICD-10 / SNOMED CT / LOINC / RxNorm codes where known: a codifiable template's switch, which the others ignore. */
  codify: boolean;
  /** The session the document is of (the FHIR document's ids derive from it), and when it is made. */
  sessionId: string;
  now: Date;
}

/** A template made from the session's transcript alone. */
export interface TranscriptRenderer<Document extends TSchema = TSchema> {
  needs: 'transcript';
  /** The rendered document's JSON Schema. */
  document: Document;
  render(transcript: TranscriptDocument): Static<Document>;
}

/** A template made from the clinical model. */
export interface ModelRenderer<Document extends TSchema = TSchema> {
  needs: 'clinical-model';
  /** The rendered document's JSON Schema. */
  document: Document;
  render(model: ClinicalModel, options: RenderOptions): Static<Document>;
}

const fromTranscript = <Document extends TSchema>(document: Document, render: (transcript: TranscriptDocument) => Static<Document>): TranscriptRenderer<Document> => ({
  needs: 'transcript',
  document,
  render,
});

const fromModel = <Document extends TSchema>(document: Document, render: (model: ClinicalModel, options: RenderOptions) => Static<Document>): ModelRenderer<Document> => ({
  needs: 'clinical-model',
  document,
  render,
});

/** A renderer for every catalogue template, and none for anything else, of the kind its entry needs. */
type Renderers = { [Id in CatalogueId]: Extract<Template, { id: Id }>['needs'] extends 'transcript' ? TranscriptRenderer : ModelRenderer };

export const TEMPLATE_RENDERERS = {
  transcript_template: fromTranscript(TranscriptDocumentSchema, (transcript) => transcript),
  clinical_notes_template: fromModel(ClinicalNotesDocumentSchema, renderClinicalNotes),
  svc_emr_template: fromModel(EmrDocumentSchema, renderEmrPrescription),
  soap: fromModel(SoapDocumentSchema, renderSoap),
  medications: fromModel(MedicationsDocumentSchema, renderMedications),
  fhir: fromModel(FhirBundleSchema, renderFhirBundle),
} satisfies Renderers;
