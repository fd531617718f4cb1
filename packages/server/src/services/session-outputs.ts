import type { Transcript, Word } from '../engines/speech/speech-types.js';
import type { ClinicalExtractor } from '../engines/notes/clinical-model.js';
import { modelWarnings } from '../engines/notes/render/model-warnings.js';
import { renderFhirBundle } from '../engines/notes/render/fhir-bundle.js';
import { TEMPLATE_NAMES, type OutputItem, type OutputMessage, type SessionRequest, type TemplateRequest } from '../domain/sessions.js';
import { extractNotesModel, renderNotesTemplate } from './session-notes.js';

/** PROTOCOL §5: the decoded `value` of `transcript_template`. */
export interface TranscriptDocument {
  transcript: string;
  language: string;
  mode: string;
  duration_s: number;
  segments: TranscriptDocumentSegment[];
}

export interface TranscriptDocumentSegment {
  id: string;
  file: string;
  start: number;
  end: number;
  speaker: string;
  text: string;
  confidence: number;
  /** When the backend scores words (the local model): each word's confidence and its estimated time. */
  words?: Word[];
}

export interface FileTranscript {
  file: string;
  transcript: Transcript;
}

export interface SessionOutputs {
  items: OutputItem[];
  /** The FHIR document Bundle (JSON text), or null when there was nothing to make it from. */
  fhir: string | null;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
const toBase64Json = (document: unknown) => Buffer.from(JSON.stringify(document), 'utf8').toString('base64');

/** One transcript over every file, each file's segment times offset by the length of the files before it. */
export function transcriptDocument(request: Pick<SessionRequest, 'languages' | 'mode'>, files: readonly FileTranscript[]): TranscriptDocument {
  let offset = 0;
  const segments: TranscriptDocument['segments'] = [];
  for (const { file, transcript } of files) {
    for (const segment of transcript.segments) {
      segments.push({
        id: `seg_${segments.length + 1}`,
        file,
        start: round(offset + segment.start),
        end: round(offset + segment.end),
        // The voice the recogniser told apart in a consultation; else one speaker, unless the words tell (below).
        speaker: segment.speaker ?? 'speaker_1',
        text: segment.text,
        confidence: round(segment.confidence),
        ...(segment.words && {
          words: segment.words.map((word) => ({
            ...word,
            start: round(offset + word.start),
            end: round(offset + word.end),
            confidence: round(word.confidence),
          })),
        }),
      });
    }
    offset += transcript.durationS;
  }
  return {
    transcript: segments.map((s) => s.text).join(' '),
    language: request.languages[0] ?? '',
    mode: request.mode,
    duration_s: round(offset),
    segments,
  };
}

type Outcome = Pick<OutputItem, 'value' | 'status' | 'errors' | 'warnings'>;

const failure = (errors: OutputMessage[]): Outcome => ({ value: '', status: 'failure', errors, warnings: [] });

function item(template: TemplateRequest, lang: string, outcome: Outcome): OutputItem {
  return { template_id: template.templateId, type: 'json', name: TEMPLATE_NAMES[template.templateId], lang, ...outcome };
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
  const items = request.templates.map((template): OutputItem => {
    if (template.templateId === 'transcript_template') {
      const warnings = document.segments.length === 0 ? [{ code: 'no_speech', msg: 'no speech was recognised in the audio' }] : [];
      return item(template, lang, { value: toBase64Json(document), status, errors: [...fileErrors], warnings });
    }
    if ('error' in notes) return item(template, lang, failure([notes.error]));
    const rendered = renderNotesTemplate(template.templateId, notes.model, template.codificationNeeded);
    return item(template, lang, { value: toBase64Json(rendered), status, errors: [...fileErrors], warnings: modelWarnings(notes.model) });
  });
  // The v1 status's FHIR document: coded when any template asked for codes (or for the voice upload, whose result it is).
  const codify = request.source === 'voice_upload' || request.templates.some((t) => t.codificationNeeded);
  const fhir = model ? JSON.stringify(renderFhirBundle(model, { codify, sessionId: args.sessionId, now: args.now })) : null;
  return { items, fhir };
}
