import type { UploadFile } from '../files/upload-file.js';
import type { RequestBody, ResponseBody, Schemas } from '../http/wire.js';
import type { FhirBundle, SessionTemplateId, TemplateDocuments } from './documents.js';

/** The init body (`initTransaction`), as the server's OpenAPI document describes it. */
type InitBody = RequestBody<'initTransaction'>;
/** A template requested in the init body. */
type InitTemplate = InitBody['output_format_template'][number];

/** The language codes of the protocol: English (India, US) and nine Indian languages. */
export type LanguageCode = InitBody['input_language'][number];
export type Mode = NonNullable<InitBody['mode']>;
export type ModelType = NonNullable<InitBody['model_type']>;
/**
 * The server's catalogue templates a session may be asked for: the three of the protocol, and the service's own. (A
 * session may also ask for a note template by its id, which `output_template` takes as any string.)
 */
export type TemplateId = SessionTemplateId;

/**
 * The session's `extra_data`. Every key also goes into the init body (or the manifest), so the
 * init's optional fields (`additional_data`, `speciality`, `Section`, `output_language` …) go here.
 */
export interface ExtraData {
  /** Default `dictation`. */
  mode?: Mode;
  /** Default `pro`. */
  model_type?: ModelType;
  /**
   * PHI redaction: the notes are made from the transcript with its identifiers replaced by typed tags (`[NAME]` …), and
   * the redacted transcript is kept beside the original; `status(txnId, { redacted: true })` answers it.
   */
  redact?: boolean;
  [key: string]: unknown;
}

/** The manifest's `output_format`; the init body takes the same as `input_language` and `output_format_template`. */
export interface OutputFormat {
  /** The spoken languages; the first is the one recognised. */
  input_language: LanguageCode[];
  output_template: Pick<InitTemplate, 'template_id' | 'codification_needed'>[];
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

/** A template item as the v3 status sends it (`#/components/schemas/SessionStatus`): `value` is base64 of UTF-8 JSON. */
type WireOutputItem = Schemas['SessionStatus']['data']['output'][number];

export type TemplateStatus = WireOutputItem['status'];

export type OutputMessage = WireOutputItem['errors'][number];

/** A template item with its `value` decoded: the wire item's other fields as they are. */
export interface OutputItemOf<T extends TemplateId, D> extends Omit<WireOutputItem, 'template_id' | 'value'> {
  template_id: T;
  /** The document, decoded from base64 and parsed; null when the template failed. */
  value: D | null;
}

/** One requested template's result, its `value` decoded; narrow on `template_id`. */
export type OutputItem = { [T in TemplateId]: OutputItemOf<T, TemplateDocuments[T]> }[TemplateId];

/** The v3 status's `additional_data`: the init's, as it was sent. */
type AdditionalData = Schemas['SessionStatus']['data']['additional_data'];

export interface SessionInProgress {
  status: 'in-progress';
  txnId: string;
  additionalData: AdditionalData;
}

/** Every template succeeded (`completed`, HTTP 200) or some failed (`partial`, HTTP 206). */
export interface SessionFinished {
  status: 'completed' | 'partial';
  txnId: string;
  output: OutputItem[];
  additionalData: AdditionalData;
}

/** Every template failed (HTTP 500 `output_not_available`). */
export interface SessionFailed {
  status: 'failed';
  txnId: string;
  error: Schemas['CodeMsgError']['error'];
}

export type SessionStatus = SessionInProgress | SessionFinished | SessionFailed;

export interface WaitOptions {
  signal?: AbortSignal;
  /** Give up with a `TimeoutError` after this long. Default 15 minutes. */
  timeoutMs?: number;
  /** Between polls. Default 2 s. */
  intervalMs?: number;
}

/** The v1 status as the server sends it (`getTransactionStatusV1`): the FHIR document is base64 in `data.output.fhir`. */
type WireFhirStatus = ResponseBody<'getTransactionStatusV1', 200>;

/** The v1 status (PROTOCOL §4.7), whose result is a FHIR document. */
export interface FhirStatus extends Omit<WireFhirStatus, 'data'> {
  /** Decoded; null until the session has finished, or when it produced none. */
  bundle: FhirBundle | null;
}

/** A session in your history (`listTransactions`). */
export type SessionSummary = Schemas['SessionSummary'];
/** How far a processing session has gone: `transcribing` (with the share of the audio recognised), then `writing_note`. */
export type SessionProgress = Schemas['SessionProgress'];

export interface HistoryOptions {
  /** Only sessions created at or after this instant. */
  createdFrom?: Date;
  /** Only sessions created before this instant. */
  createdBefore?: Date;
  signal?: AbortSignal;
}

export interface AudioOptions {
  /** Which of the session's audio files, zero-based, in the order they are transcribed. Default 0. */
  file?: number;
  /** Only bytes `start` to `end` (both included; to the end of the file when `end` is absent). */
  range?: { start: number; end?: number };
  signal?: AbortSignal;
}

/** A session's audio as the server answered it: the whole file, or the range asked for. */
export interface SessionAudio {
  audio: Blob;
  /** Of a range, `bytes first-last/size`; null for the whole file. */
  contentRange: string | null;
}

/** A signed version of a session's documents: what, who and when. */
export type SignedNote = Schemas['SignedNote'];
