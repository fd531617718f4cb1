/**
 * Any template of the catalogue rendered from what a session's processing extracted (its files' transcripts and the
 * clinical model), with no extractor: how each template came out when it finishes, and every template a front-end
 * answers later, are rendered here alike.
 */
import type { Static } from '@sinclair/typebox';
import type { SessionKey } from '../adapters/db/store.js';
import type { OutputMessage, SessionRequest, SessionResultV2, TemplateOutcome } from '../domain/sessions.js';
import type { NoteTemplate } from '../domain/note-templates.js';
import type { CatalogueId } from '../domain/templates.js';
import type { ClinicalModel } from '../engines/notes/clinical-model.js';
import { modelWarnings } from '../engines/notes/render/model-warnings.js';
import { noteDocument, type NoteDocument } from '../engines/notes/render/note-template.js';
import { TEMPLATE_RENDERERS, type ModelRenderer, type TranscriptRenderer } from '../engines/notes/render/templates.js';
import { transcriptDocument, type TranscriptDocument } from '../engines/notes/render/transcript.js';

/** What a session's templates are rendered from: what its processing extracted, and the request it answers. */
export interface RenderSource {
  request: SessionRequest;
  result: Pick<SessionResultV2<ClinicalModel>, 'files' | 'fileErrors' | 'notes'>;
  /** The session (the FHIR document's ids derive from it), and when its documents are dated: when it finished. */
  sessionId: string;
  at: Date;
}

/** The document a catalogue template renders. */
export type DocumentOf<Id extends CatalogueId> = Static<(typeof TEMPLATE_RENDERERS)[Id]['document']>;

/** A template rendered: how it came out, and its document unless it failed. */
export type RenderedTemplate<Document> =
  | (TemplateOutcome & { status: 'failure' })
  | (TemplateOutcome & { status: 'success' | 'partial_success'; document: Document });

/** The id a session's documents are made under. */
export const renderSessionId = (key: SessionKey): string => `${key.clientId}/${key.txnId}`;

export const failedTemplate = (errors: readonly OutputMessage[]): RenderedTemplate<never> => ({ status: 'failure', errors: [...errors], warnings: [] });

const NO_SPEECH: OutputMessage = { code: 'no_speech', msg: 'no speech was recognised in the audio' };

/** One transcript over every file; in consultation mode a segment's speaker is the doctor or the patient when the words tell (PROTOCOL §5). */
export function sessionTranscript({ request, result }: Pick<RenderSource, 'request' | 'result'>): TranscriptDocument {
  const document = transcriptDocument(request, result.files);
  if (result.notes && 'model' in result.notes && request.mode === 'consultation') {
    const speakers = new Map(result.notes.model.speakers.map((s) => [s.segmentId, s.speaker]));
    for (const segment of document.segments) {
      const speaker = speakers.get(segment.id);
      if (speaker === 'doctor' || speaker === 'patient') segment.speaker = speaker;
    }
  }
  return document;
}

/** Every template's status: partial when files could not be read, and their errors. */
const outcomeOf = (result: RenderSource['result']) => ({ status: result.fileErrors.length > 0 ? ('partial_success' as const) : ('success' as const), errors: [...result.fileErrors] });

/**
 * A document made from the session's clinical model: it fails with the file errors when no file was read, or with why
 * there is no model; the files that could not be read make it `partial_success`.
 */
function fromModel<Document>(source: RenderSource, render: (model: ClinicalModel) => Document): RenderedTemplate<Document> {
  const { result } = source;
  if (result.files.length === 0 || result.notes === null) return failedTemplate(result.fileErrors);
  if ('error' in result.notes) return failedTemplate([result.notes.error]);
  const { model } = result.notes;
  return { ...outcomeOf(result), warnings: modelWarnings(model), document: render(model) };
}

/**
 * The template `id` of a session: the transcript from the files' transcripts, any other from the clinical model. With no
 * file read it fails with the file errors, and a model template fails with why there is no model; the files that could
 * not be read make the rest `partial_success`.
 */
export function renderTemplate<Id extends CatalogueId>(source: RenderSource, id: Id, codify: boolean): RenderedTemplate<DocumentOf<Id>> {
  const { result } = source;
  const renderer: TranscriptRenderer | ModelRenderer = TEMPLATE_RENDERERS[id];
  if (renderer.needs === 'clinical-model') {
    // `TEMPLATE_RENDERERS[id]` renders `DocumentOf<Id>` (its `satisfies` checks each entry); the compiler cannot follow `id` into the union.
    return fromModel(source, (model) => renderer.render(model, { codify, sessionId: source.sessionId, now: source.at }) as DocumentOf<Id>);
  }
  if (result.files.length === 0 || result.notes === null) return failedTemplate(result.fileErrors);
  const transcript = sessionTranscript(source);
  const document = renderer.render(transcript) as DocumentOf<Id>;
  return { ...outcomeOf(result), warnings: transcript.segments.length === 0 ? [NO_SPEECH] : [], document };
}

/** A note template of a session (a clinic's, or built in), from the clinical model as the catalogue's notes are. */
export const renderNoteTemplate = (source: RenderSource, template: NoteTemplate): RenderedTemplate<NoteDocument> =>
  fromModel(source, (model) => noteDocument(template, model));
