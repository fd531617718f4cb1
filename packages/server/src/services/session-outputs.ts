import type { ClinicalExtractor, ClinicalModel } from '../engines/notes/clinical-model.js';
import type { FileTranscript } from '../engines/notes/render/transcript.js';
import type { OutputItem, OutputMessage, SessionRequest, SessionResultV2 } from '../domain/sessions.js';
import { templateOf, type TemplateId } from '../domain/templates.js';
import { sessionNotes } from './session-notes.js';
import { renderTemplate, type RenderedTemplate, type RenderSource } from './session-render.js';

// Where the session's processing, the front-ends and the tests read a session's transcript from.
export type { FileTranscript, TranscriptDocument } from '../engines/notes/render/transcript.js';

export interface SessionOutputs {
  items: OutputItem[];
  /** The FHIR document Bundle (JSON text), or null when there was nothing to make it from. */
  fhir: string | null;
}

const toBase64Json = (document: unknown) => Buffer.from(JSON.stringify(document), 'utf8').toString('base64');

/** A template as an item of the svc API's output: its document as base64 JSON, empty when it failed. */
export function outputItem(templateId: TemplateId, lang: string, rendered: RenderedTemplate<unknown>): OutputItem {
  const { status, errors, warnings } = rendered;
  const value = rendered.status === 'failure' ? '' : toBase64Json(rendered.document);
  return { template_id: templateId, type: 'json', name: templateOf(templateId).name, lang, value, status, errors: [...errors], warnings: [...warnings] };
}

/**
 * What a session's processing makes of the files' transcripts: the clinical model, extracted once; the result kept with
 * the session, with how each requested template came out; and the svc API's outputs, rendered from that result.
 */
export async function processedSession(args: {
  request: SessionRequest;
  transcripts: readonly FileTranscript[];
  fileErrors: readonly OutputMessage[];
  extractor: ClinicalExtractor;
  sessionId: string;
  at: Date;
}): Promise<{ result: SessionResultV2<ClinicalModel>; outputs: SessionOutputs }> {
  const { request } = args;
  const extracted = { files: args.transcripts, fileErrors: args.fileErrors, notes: await sessionNotes(args.extractor, request, args.transcripts) };
  const source: RenderSource = { request, result: extracted, sessionId: args.sessionId, at: args.at };
  const rendered = request.templates.map((template) => ({ templateId: template.templateId, rendered: renderTemplate(source, template.templateId, template.codificationNeeded) }));
  const lang = request.outputLanguage ?? request.languages[0] ?? '';
  // The v1 status's FHIR document: coded when any template asked for codes (or for the voice upload, whose result it is).
  const codify = request.source === 'voice_upload' || request.templates.some((t) => t.codificationNeeded);
  const fhir = renderTemplate(source, 'fhir', codify);
  return {
    result: {
      version: 2,
      ...extracted,
      templates: rendered.map(({ templateId, rendered: { status, errors, warnings } }) => ({ templateId, status, errors, warnings })),
    },
    outputs: {
      items: rendered.map(({ templateId, rendered: template }) => outputItem(templateId, lang, template)),
      fhir: fhir.status === 'failure' ? null : JSON.stringify(fhir.document),
    },
  };
}
