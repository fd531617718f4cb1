import { DomainError, type ErrorDetail } from '../domain/errors.js';
import { isLanguageCode, type LanguageCode } from '../domain/languages.js';
import type { NoteTemplate } from '../domain/note-templates.js';
import type { Mode, ModelType, SessionRequest, TemplateRequest } from '../domain/sessions.js';
import { isTemplateId } from '../domain/templates.js';

/**
 * A session's start, read by a front-end from its wire (`RequestInput`), made into one `SessionRequest` with the same
 * checks whichever way it came: languages a backend serves, known templates, and files that were uploaded.
 */

export interface RequestContext {
  folderPath: string;
  /** Names of the session's uploaded audio files, in upload order. */
  uploaded: readonly string[];
  installedLanguages: readonly string[];
  /** The note templates the client may ask for, of those the start names: its own and the built-in ones, by id. */
  noteTemplates: ReadonlyMap<string, NoteTemplate>;
}

/** A template a start names: the catalogue's (`soap` …) or a note template, by id. */
export interface AskedTemplate {
  templateId: string;
  codificationNeeded: boolean;
}

const unprocessable = (message: string, details: ErrorDetail[]) => new DomainError('unprocessable', message, { details });

/** A file named by the client: a bare name, or an `s3://bucket/<key>` URI whose key lies in the session's folder. */
function fileName(reference: string, folderPath: string): string | undefined {
  const uri = /^s3:\/\/[^/]+\/(.+)$/.exec(reference);
  const name = uri ? (uri[1]!.startsWith(folderPath) ? uri[1]!.slice(folderPath.length) : undefined) : reference;
  return name && !name.includes('/') ? name : undefined;
}

/** Each catalogue template once: a later request of the same template wins. */
function templates(requested: readonly AskedTemplate[]): TemplateRequest[] {
  const seen = new Map<string, TemplateRequest>();
  for (const { templateId, codificationNeeded } of requested) if (isTemplateId(templateId)) seen.set(templateId, { templateId, codificationNeeded });
  return [...seen.values()];
}

/** A start as a front-end reads it from its wire, before it is checked against the session. */
export interface RequestInput {
  source: SessionRequest['source'];
  mode?: Mode;
  modelType?: ModelType;
  languages: readonly string[];
  templates: readonly AskedTemplate[];
  files?: readonly string[];
  filesSent?: number;
  additionalData?: Record<string, unknown>;
  speciality?: string;
  section?: string;
  outputLanguage?: string;
  redact?: boolean;
}

/**
 * The fields of a start its checks find at fault, by their names here (an `ErrorDetail`'s `field`, with the item's
 * `index`): each front-end names them on its own wire.
 */
export type RequestField = keyof Pick<RequestInput, 'languages' | 'templates' | 'files'>;

/** The request of a start, checked against the session: languages a backend serves, known templates, uploaded files. */
export function requestFrom(input: RequestInput, context: RequestContext): SessionRequest {
  if (context.uploaded.length === 0) throw new DomainError('invalid_request', 'no audio has been uploaded for this transaction');
  const details: (ErrorDetail & { field: RequestField })[] = [];
  const languages = input.languages.filter(isLanguageCode) as LanguageCode[];
  const primary = languages[0];
  if (!primary || !context.installedLanguages.includes(primary)) {
    details.push({
      field: 'languages',
      index: 0,
      message: `language ${String(input.languages[0])} is not installed on this server; installed: ${context.installedLanguages.join(', ')}`,
    });
  }
  const noteTemplates: NoteTemplate[] = [];
  for (const [index, { templateId }] of input.templates.entries()) {
    const template = context.noteTemplates.get(templateId);
    if (template) {
      if (!noteTemplates.some((t) => t.id === templateId)) noteTemplates.push(template);
    } else if (!isTemplateId(templateId)) {
      details.push({ field: 'templates', index, message: `template ${templateId} is not available: neither the catalogue's nor a note template of this client` });
    }
  }
  const files: string[] = [];
  for (const [index, reference] of (input.files?.length ? input.files : context.uploaded).entries()) {
    const name = fileName(reference, context.folderPath);
    if (name === undefined || !context.uploaded.includes(name)) {
      details.push({ field: 'files', index, message: `no uploaded file ${reference} in ${context.folderPath}` });
    } else if (!files.includes(name)) {
      files.push(name);
    }
  }
  if (details.length > 0) throw unprocessable(details.map((d) => d.message).join('; '), details);
  return {
    source: input.source,
    mode: input.mode ?? 'dictation',
    modelType: input.modelType ?? 'pro',
    languages,
    templates: templates(input.templates),
    ...(noteTemplates.length > 0 && { noteTemplates }),
    files,
    ...(input.filesSent !== undefined && { filesSent: input.filesSent }),
    additionalData: input.additionalData ?? {},
    ...(input.speciality !== undefined && { speciality: input.speciality }),
    ...(input.section !== undefined && { section: input.section }),
    ...(input.outputLanguage !== undefined && { outputLanguage: input.outputLanguage }),
    ...(input.redact === true && { redact: true as const }),
  };
}

/** The deprecated voice upload (PROTOCOL §3): one file, English, and the transcript (the FHIR document needs the notes engine). */
export function requestFromVoiceUpload(mode: Mode, context: RequestContext): SessionRequest {
  return requestFrom(
    { source: 'voice_upload', mode, languages: ['en-IN'], templates: [{ templateId: 'transcript_template', codificationNeeded: false }] },
    context,
  );
}

/**
 * A start a front-end built in domain terms with its files named (the MedScribeAlliance end: its files in sequence
 * order, the count the client sent; the live stream: its recording).
 */
export type DomainRequest = RequestInput & { files: readonly string[] };
