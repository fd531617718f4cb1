/**
 * Transcription sessions (PROTOCOL §4): the states, the request a session is processed with, and
 * what processing produces. No I/O.
 */
import type { Transcript } from './transcript.js';
import type { LanguageCode } from './languages.js';
import type { NoteTemplate } from './note-templates.js';
import type { TemplateId } from './templates.js';

/** `created` (upload URL issued) → `queued` (init or manifest) → `processing` → a finished state; `expired` when never started (the moves: session/transitions.ts). */
export const SESSION_STATES = ['created', 'queued', 'processing', 'completed', 'partial', 'failed', 'expired'] as const;
export type SessionState = (typeof SESSION_STATES)[number];

/**
 * The one rule for transaction ids (PROTOCOL §4.1's charset, ids namespaced per client): a letter or digit, then letters,
 * digits, `.`, `_` and `-`, at most 100 characters. It starts with a letter or digit so that no id is `.`, `..`, hidden or
 * an option, and it stops at 100 because every `/…/{txn_id}` path parameter does (Fastify's maxParamLength): an id
 * accepted at creation can always be started, read and deleted.
 */
export const TXN_ID_MAX_LENGTH = 100;
export const TXN_ID_PATTERN = `^[A-Za-z0-9][A-Za-z0-9._-]{0,${TXN_ID_MAX_LENGTH - 1}}$`;

/** What a `processing` session is doing: recognising its audio, then writing its notes from the transcript. */
export const PROCESSING_STAGES = ['transcribing', 'writing_note'] as const;
export type ProcessingStage = (typeof PROCESSING_STAGES)[number];

/** How far a `processing` session has gone: its stage, and the share of the stage done (0 to 1). */
export interface SessionProgress {
  stage: ProcessingStage;
  fraction: number;
}

export const MODES = ['dictation', 'consultation'] as const;
export type Mode = (typeof MODES)[number];
export const MODEL_TYPES = ['pro', 'lite'] as const;
export type ModelType = (typeof MODEL_TYPES)[number];

export interface TemplateRequest {
  templateId: TemplateId;
  codificationNeeded: boolean;
}

/** How the client asked for a session to be processed, from init or from the manifest. */
export interface SessionRequest {
  source: 'init' | 'manifest' | 'voice_upload' | 'medscribealliance' | 'stream';
  mode: Mode;
  modelType: ModelType;
  /** The spoken languages, the first being the one recognised. */
  languages: LanguageCode[];
  templates: TemplateRequest[];
  /**
   * The note templates asked for (a clinic's, or built-in), each as it was when the session started: the version a
   * session used renders it whatever the clinic changes later. Absent when none was asked for.
   */
  noteTemplates?: NoteTemplate[];
  /** File names within the session's folder, in the order they are transcribed. */
  files: string[];
  /**
   * How many audio files the client says it sent (the MedScribeAlliance end's `audio_files_sent`): when `files` holds
   * another number, some went missing, and the session cannot be complete.
   */
  filesSent?: number;
  additionalData: Record<string, unknown>;
  speciality?: string;
  section?: string;
  outputLanguage?: string;
  /**
   * PHI redaction asked for (issue 33): the notes are made from the transcript with its identifiers replaced by typed
   * tags (so nothing identifying reaches the notes engine or an operator's language model), and the redacted transcript
   * is kept beside the original, which stays the owner's to read. Absent: not asked.
   */
  redact?: true;
}

export interface OutputMessage {
  code: string;
  msg: string;
}

export type TemplateStatus = 'success' | 'partial_success' | 'failure';

/** A finished session's state follows from how its templates came out: all succeeded, all failed, or something in between. */
export function finishedState(templates: ReadonlyArray<Pick<TemplateOutcome, 'status'>>): 'completed' | 'partial' | 'failed' {
  if (templates.length > 0 && templates.every((template) => template.status === 'success')) return 'completed';
  if (templates.every((template) => template.status === 'failure')) return 'failed';
  return 'partial';
}

/**
 * The moves of a session a front-end may notify its webhooks of: created (`started`), its processing queued (`ended`),
 * and each final state. Each front-end words them as its own events (its `WebhookFormat`), or notifies none.
 */
export const SESSION_TRANSITIONS = ['started', 'ended', 'completed', 'partial', 'failed', 'expired'] as const;
export type SessionTransition = (typeof SESSION_TRANSITIONS)[number];

/** An event name a subscription or a delivery carries: the front-end's own word for a move, which the core only matches. */
export type AnyWebhookEvent = string;

/** How a template of a session came out: `value`-less, so that any front-end can answer it in its own words. */
export interface TemplateOutcome {
  readonly status: TemplateStatus;
  readonly errors: readonly OutputMessage[];
  readonly warnings: readonly OutputMessage[];
}

/**
 * A clinical model as the domain sees it: the notes engine's, whose shape its `version` names (the domain reads no
 * further; the notes engine's renderers read the version they know).
 */
export interface VersionedModel {
  readonly version: number;
}

/** The clinical model extracted from a session's transcript, or why there is none. */
export type NotesOutcome<Model extends VersionedModel = VersionedModel> = { readonly model: Model } | { readonly error: OutputMessage };

/**
 * What processing made of a finished session, written once when it finishes, so that any template can be rendered from it
 * later, for any front-end, without recognising or extracting again: each file's timed, scored transcript, why files
 * were not transcribed, the clinical model as extracted (or why there is none: null when no file was transcribed), and
 * how each template the session asked for came out.
 */
export interface SessionResultV2<Model extends VersionedModel = VersionedModel> {
  readonly version: 2;
  readonly files: ReadonlyArray<{ readonly file: string; readonly transcript: Transcript }>;
  /** A file unreadable or gone, fewer files than the client sent; or, with no file at all, the processing given up. */
  readonly fileErrors: readonly OutputMessage[];
  readonly notes: NotesOutcome<Model> | null;
  readonly templates: ReadonlyArray<{ readonly templateId: TemplateId } & TemplateOutcome>;
  /** How each note template the session asked for came out; absent when it asked for none. */
  readonly noteTemplates?: ReadonlyArray<{ readonly id: string; readonly version: number } & TemplateOutcome>;
  /** The files' transcripts with their identifiers replaced (their words left out), when the session asked for redaction. */
  readonly redactedFiles?: SessionResultV2['files'];
}

/** How every template a finished session asked for came out: the catalogue's and the note templates. */
export const templateOutcomes = (result: Pick<SessionResultV2, 'templates' | 'noteTemplates'>): readonly TemplateOutcome[] => [
  ...result.templates,
  ...(result.noteTemplates ?? []),
];

/** What sessions finished before the clinical model was kept hold: the transcripts and file errors alone. */
export interface SessionResultV1 {
  readonly version: 1;
  readonly files: SessionResultV2['files'];
  readonly fileErrors: readonly OutputMessage[];
}

/** A session's stored result, of either shape; `version` changes when the shape does. */
export type SessionResult = SessionResultV1 | SessionResultV2;
