import type { ClinicalExtractor, ClinicalModel } from '../engines/notes/clinical-model.js';
import type { FileTranscript } from '../engines/notes/render/transcript.js';
import type { OutputMessage, SessionRequest, SessionResultV2 } from '../domain/sessions.js';
import { sessionNotes } from './session-notes.js';
import { redactedFiles, type RedactTexts } from './session-redaction.js';
import { renderNoteTemplate, renderTemplate, type RenderSource } from './session-render.js';

// Where the session's processing, the front-ends and the tests read a session's transcript from.
export type { FileTranscript, TranscriptDocument } from '../engines/notes/render/transcript.js';

/**
 * What a session's processing makes of the files' transcripts: the clinical model, extracted once, and the result kept
 * with the session, with how each requested template came out (each front-end renders their documents from it when
 * asked); and the v1 status's FHIR document (JSON text), or null when there was nothing to make it from. A session that
 * asked for redaction has its model extracted from the redacted transcript (`redact`), which its result keeps too.
 */
export async function processedSession(args: {
  request: SessionRequest;
  transcripts: readonly FileTranscript[];
  fileErrors: readonly OutputMessage[];
  extractor: ClinicalExtractor;
  /** How identifiers are replaced; used (and needed) when the session asked for redaction. */
  redact?: RedactTexts;
  sessionId: string;
  at: Date;
}): Promise<{ result: SessionResultV2<ClinicalModel>; fhir: string | null }> {
  const { request } = args;
  if (request.redact && !args.redact) throw new Error('a session that asked for redaction is processed without a redactor');
  const redacted = request.redact && args.redact ? redactedFiles(args.transcripts, args.redact) : undefined;
  const notes = await sessionNotes(args.extractor, request, redacted ?? args.transcripts);
  const extracted = { files: args.transcripts, fileErrors: args.fileErrors, notes };
  const source: RenderSource = { request, result: extracted, sessionId: args.sessionId, at: args.at };
  const templates = request.templates.map(({ templateId, codificationNeeded }) => {
    const { status, errors, warnings } = renderTemplate(source, templateId, codificationNeeded);
    return { templateId, status, errors, warnings };
  });
  const noteTemplates = (request.noteTemplates ?? []).map((template) => {
    const { status, errors, warnings } = renderNoteTemplate(source, template);
    return { id: template.id, version: template.version, status, errors, warnings };
  });
  // The v1 status's FHIR document: coded when any template asked for codes (or for the voice upload, whose result it is).
  const codify = request.source === 'voice_upload' || request.templates.some((t) => t.codificationNeeded);
  const fhir = renderTemplate(source, 'fhir', codify);
  return {
    result: { version: 2, ...extracted, templates, ...(noteTemplates.length > 0 && { noteTemplates }), ...(redacted && { redactedFiles: redacted }) },
    fhir: fhir.status === 'failure' ? null : JSON.stringify(fhir.document),
  };
}
