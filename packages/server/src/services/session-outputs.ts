import type { ClinicalExtractor } from '../engines/notes/clinical-model.js';
import { modelWarnings } from '../engines/notes/render/model-warnings.js';
import { transcriptDocument, type FileTranscript } from '../engines/notes/render/transcript.js';
import type { OutputItem, OutputMessage, SessionRequest, TemplateRequest } from '../domain/sessions.js';
import { templateOf } from '../domain/templates.js';
import { TEMPLATE_RENDERERS } from '../engines/notes/render/templates.js';
import { extractNotesModel } from './session-notes.js';

// Where the session's processing, the front-ends and the tests read a session's transcript from.
export type { FileTranscript, TranscriptDocument } from '../engines/notes/render/transcript.js';

export interface SessionOutputs {
  items: OutputItem[];
  /** The FHIR document Bundle (JSON text), or null when there was nothing to make it from. */
  fhir: string | null;
}

const toBase64Json = (document: unknown) => Buffer.from(JSON.stringify(document), 'utf8').toString('base64');

type Outcome = Pick<OutputItem, 'value' | 'status' | 'errors' | 'warnings'>;

const failure = (errors: OutputMessage[]): Outcome => ({ value: '', status: 'failure', errors, warnings: [] });

function item(template: TemplateRequest, lang: string, outcome: Outcome): OutputItem {
  return { template_id: template.templateId, type: 'json', name: templateOf(template.templateId).name, lang, ...outcome };
}


/**
 * Every requested template of a session, and its FHIR document, from the file transcripts: the
 * transcript directly, the notes templates and FHIR from one clinical model extracted once. A
 * problem with one template fails that item only; the files that could not be read make the
 * others `partial_success`.
 */
export async function renderOutputs(args: {
  request: SessionRequest;
  transcripts: readonly FileTranscript[];
  fileErrors: readonly OutputMessage[];
  extractor: ClinicalExtractor;
  sessionId: string;
  now: Date;
}): Promise<SessionOutputs> {
  const { request, transcripts, fileErrors } = args;
  const lang = request.outputLanguage ?? request.languages[0] ?? '';
  if (transcripts.length === 0) return { items: request.templates.map((t) => item(t, lang, failure([...fileErrors]))), fhir: null };
  const document = transcriptDocument(request, transcripts);
  const notes = await extractNotesModel(args.extractor, {
    segments: document.segments,
    mode: request.mode,
    language: request.languages[0] ?? '',
    ...(request.speciality === undefined ? {} : { speciality: request.speciality }),
    additionalData: request.additionalData,
  });
  const model = 'model' in notes ? notes.model : undefined;
  // PROTOCOL §5: in consultation mode a segment's speaker is the doctor or the patient when the words tell.
  if (model && request.mode === 'consultation') {
    const speakers = new Map(model.speakers.map((s) => [s.segmentId, s.speaker]));
    for (const segment of document.segments) {
      const speaker = speakers.get(segment.id);
      if (speaker === 'doctor' || speaker === 'patient') segment.speaker = speaker;
    }
  }
  const status = fileErrors.length > 0 ? ('partial_success' as const) : ('success' as const);
  const items = request.templates.map((requested): OutputItem => {
    const renderer = TEMPLATE_RENDERERS[requested.templateId];
    if (renderer.needs === 'transcript') {
      const warnings = document.segments.length === 0 ? [{ code: 'no_speech', msg: 'no speech was recognised in the audio' }] : [];
      return item(requested, lang, { value: toBase64Json(renderer.render(document)), status, errors: [...fileErrors], warnings });
    }
    if ('error' in notes) return item(requested, lang, failure([notes.error]));
    const rendered = renderer.render(notes.model, { codify: requested.codificationNeeded, sessionId: args.sessionId, now: args.now });
    return item(requested, lang, { value: toBase64Json(rendered), status, errors: [...fileErrors], warnings: modelWarnings(notes.model) });
  });
  // The v1 status's FHIR document: coded when any template asked for codes (or for the voice upload, whose result it is).
  const codify = request.source === 'voice_upload' || request.templates.some((t) => t.codificationNeeded);
  const fhir = model ? JSON.stringify(TEMPLATE_RENDERERS.fhir.render(model, { codify, sessionId: args.sessionId, now: args.now })) : null;
  return { items, fhir };
}
