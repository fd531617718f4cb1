import type { UploadFile } from '../files/upload-file.js';
import type { ClinicalNotesDocument, EmrDocument, FhirBundle, SoapDocument, TranscriptDocument } from './documents.js';

/** The language codes of the protocol: English (India, US) and nine Indian languages. */
export type LanguageCode = 'en-IN' | 'en-US' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'bn' | 'gu' | 'mr' | 'pa';
export type Mode = 'dictation' | 'consultation';
export type ModelType = 'pro' | 'lite';
/** The three templates of the protocol, and `soap`: the narrative note a clinician signs (the MedScribeAlliance name). */
export type TemplateId = 'transcript_template' | 'clinical_notes_template' | 'svc_emr_template' | 'soap';

/**
 * The session's `extra_data`. Every key also goes into the init body (or the manifest), so the
 * init's optional fields (`additional_data`, `speciality`, `Section`, `output_language` …) go here.
 */
export interface ExtraData {
  /** Default `dictation`. */
  mode?: Mode;
  /** Default `pro`. */
  model_type?: ModelType;
  [key: string]: unknown;
}

export interface OutputFormat {
  /** The spoken languages; the first is the one recognised. */
  input_language: LanguageCode[];
  output_template: { template_id: TemplateId; codification_needed?: boolean }[];
}

export interface UploadProgress {
  bytesUploaded: number;
  bytesTotal: number;
  filesUploaded: number;
  filesTotal: number;
  /** The file the last bytes belonged to. */
  fileName: string;
}

export interface UploadOptions {
  /**
   * The audio, in the order it is to be transcribed: each a `File` or `Blob`, bytes (a Node.js
   * buffer, `Uint8Array`, `ArrayBuffer`), a readable stream, a path (Node only) or `{ name, data }`.
   */
  files?: UploadFile[];
  /** Audio files on disk, after `files` (Node only); paths may go in `files` too. */
  filePaths?: string[];
  /** Your id for the session: a letter or digit, then letters, digits, `.`, `_` or `-`, at most 100 characters. Default: a random UUID. */
  txnId?: string;
  action?: 'svc-scribe-v2';
  extraData?: ExtraData;
  outputFormat: OutputFormat;
  /** How the session is started once the files are up: the init call (default) or the manifest file. */
  start?: 'init' | 'manifest';
  /** Called after each file, and after each part of a multipart upload. */
  onProgress?: (progress: UploadProgress) => void;
  /** Files larger than this go as multipart uploads. Default 100 MiB (and never more than the server's presigned POST takes). */
  multipartThresholdBytes?: number;
  /** The size of a multipart upload's parts; the server wants at least 5 MiB but for the last. Default 8 MiB. */
  partSizeBytes?: number;
  /** Parts sent at the same time. Default 4. */
  concurrency?: number;
  signal?: AbortSignal;
}

export type TemplateStatus = 'success' | 'partial_success' | 'failure';

export interface OutputMessage {
  code: string;
  msg: string;
}

export interface OutputItemOf<T extends TemplateId, D> {
  template_id: T;
  /** The template's display name. */
  name: string;
  type: 'json';
  status: TemplateStatus;
  errors: OutputMessage[];
  warnings: OutputMessage[];
  lang: string;
  /** The document, decoded from base64 and parsed; null when the template failed. */
  value: D | null;
}

/** One requested template's result, its `value` decoded; narrow on `template_id`. */
export type OutputItem =
  | OutputItemOf<'transcript_template', TranscriptDocument>
  | OutputItemOf<'clinical_notes_template', ClinicalNotesDocument>
  | OutputItemOf<'svc_emr_template', EmrDocument>
  | OutputItemOf<'soap', SoapDocument>;

export interface SessionInProgress {
  status: 'in-progress';
  txnId: string;
  additionalData: Record<string, unknown>;
}

/** Every template succeeded (`completed`, HTTP 200) or some failed (`partial`, HTTP 206). */
export interface SessionFinished {
  status: 'completed' | 'partial';
  txnId: string;
  output: OutputItem[];
  additionalData: Record<string, unknown>;
}

/** Every template failed (HTTP 500 `output_not_available`). */
export interface SessionFailed {
  status: 'failed';
  txnId: string;
  error: { code: string; msg: string };
}

export type SessionStatus = SessionInProgress | SessionFinished | SessionFailed;

export interface WaitOptions {
  signal?: AbortSignal;
  /** Give up with a `TimeoutError` after this long. Default 15 minutes. */
  timeoutMs?: number;
  /** Between polls. Default 2 s. */
  intervalMs?: number;
}

/** The v1 status (PROTOCOL §4.7), whose result is a FHIR document. */
export interface FhirStatus {
  status: 'queued' | 'inprogress' | 'completed' | 'partial_completed' | 'error';
  error: { code: string; message: string }[];
  warning: { code: string; message: string }[];
  /** Decoded; null until the session has finished, or when it produced none. */
  bundle: FhirBundle | null;
}
