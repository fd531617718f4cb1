import { Type } from '@sinclair/typebox';
import { MEDSCRIBE_TEMPLATES } from './template-registry.js';
import { FREE_FORM_JSON_LIMITS } from '../../lib/json-limits.js';

const StringEnum = <const T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description === undefined ? {} : { description }) });

const SessionId = Type.String({ description: '`ses_` and 24 letters or digits.' });
const Timestamp = (description: string) => Type.String({ format: 'date-time', description });
const AdditionalData = Type.Object({}, { additionalProperties: true, description: 'The `additional_data` of the creation, unchanged.' });
const FileNames = Type.Array(Type.String(), { description: 'The names of the audio files received, in the order they arrived.' });
/** The schema's list of ISO 639-1 codes, or the prose's one code. */
const LanguageCodes = (description: string) =>
  Type.Union([Type.String({ maxLength: 2 }), Type.Array(Type.String({ maxLength: 2 }), { maxItems: 11 })], { description });

/** 06-sessions.md §6.2 (`CreateSessionRequest`): what its schema requires but the prose makes optional is optional here. */
export const MsaCreateSessionRequest = Type.Object(
  {
    templates: Type.Array(Type.String(), {
      minItems: 1,
      maxItems: MEDSCRIBE_TEMPLATES.length,
      description: 'Template ids from `GET {base}/templates`. An unknown or unavailable one: 400 `template_not_found`.',
    }),
    model: Type.Optional(StringEnum(['pro', 'lite'], 'Absent: `lite`. The same engine serves both (see discovery).')),
    language_hint: Type.Optional(
      LanguageCodes('ISO 639-1 codes of the speech, the first recognised. Absent: `en`. One no backend serves: 422 `language_unsupported`.'),
    ),
    transcript_language: Type.Optional(LanguageCodes('The transcript is in the language spoken: only that language is accepted.')),
    upload_type: Type.Optional(StringEnum(['chunked', 'single', 'stream'], 'Absent: `chunked`. `stream` is not offered: 400.')),
    communication_protocol: Type.Optional(StringEnum(['websocket', 'http', 'rpc'], 'Only `http` is offered: anything else is 400.')),
    additional_data: Type.Optional(
      Type.Object({}, { additionalProperties: true, description: `Returned unchanged in every answer; never read. ${FREE_FORM_JSON_LIMITS}` }),
    ),
    redact: Type.Optional(
      Type.Boolean({
        description:
          'An extension (issue 33), PHI redaction: the notes are made from the transcript with its identifiers (names, phone, ' +
          'Aadhaar, ABHA, PAN, record numbers, e-mail, addresses, PIN/ZIP codes, dates of birth) replaced by typed tags such ' +
          "as `[NAME]`, so none reaches the notes engine or an operator's language model, and the redacted transcript is kept " +
          'beside the original. The session answers the original to its owner, and the redacted one with `?redacted=true`.',
      }),
    ),
  },
  { $id: 'MsaCreateSessionRequest', description: 'A new MedScribeAlliance session.' },
);

export const MsaCreatedSession = Type.Object(
  {
    session_id: SessionId,
    status: Type.Literal('created'),
    created_at: Timestamp('When it was created.'),
    expires_at: Timestamp('A session not ended by then expires.'),
    upload_url: Type.String({ format: 'uri', description: 'POST each audio file here, with the same bearer token.' }),
    templates: Type.Array(Type.String()),
    model: StringEnum(['pro', 'lite']),
    upload_type: StringEnum(['chunked', 'single']),
    additional_data: AdditionalData,
  },
  { $id: 'MsaCreatedSession', description: 'A MedScribeAlliance session, created (06-sessions.md §6.2).' },
);

export const MsaAudioReceived = Type.Object(
  {
    session_id: SessionId,
    file: Type.String({ description: 'The name the file is kept under.' }),
    audio_files_received: Type.Integer({ minimum: 0 }),
    audio_files: FileNames,
  },
  { $id: 'MsaAudioReceived', description: 'An audio file of a session, received (07-audio-ingestion.md).' },
);

export const MsaEndSessionRequest = Type.Object(
  { audio_files_sent: Type.Integer({ minimum: 0, description: 'How many files the client sent; another count than received makes the session partial.' }) },
  { $id: 'MsaEndSessionRequest', description: 'The end of a session (06-sessions.md §6.4).' },
);

export const MsaEndedSession = Type.Object(
  {
    session_id: SessionId,
    status: Type.Literal('processing'),
    message: Type.String(),
    audio_files_received: Type.Integer({ minimum: 0 }),
    audio_files: FileNames,
  },
  { $id: 'MsaEndedSession', description: 'A session ended, its processing started (06-sessions.md §6.4).' },
);

const TemplateResult = Type.Object({
  status: StringEnum(['success', 'failed', 'processing']),
  data: Type.Optional(Type.Unknown({ description: 'The template\'s document: an object, or a list for `medications`.' })),
  error: Type.Optional(Type.Object({ code: Type.String({ description: '`extraction_failed`, `language_not_supported`, `audio_unreadable` …' }), message: Type.String() })),
});
const TemplateResults = Type.Record(Type.String(), TemplateResult, { description: 'Each asked template\'s result, by its id.' });

/** After `session_id` and `status`, which each answer puts first. */
const Common = {
  created_at: Timestamp('When it was created.'),
  audio_files_received: Type.Integer({ minimum: 0 }),
  audio_files: FileNames,
  additional_data: AdditionalData,
};

export const MsaSessionInProgress = Type.Object(
  {
    session_id: SessionId,
    status: StringEnum(['created', 'initialized', 'processing'], '`created`: no audio yet; `initialized`: taking audio (§6.1\'s recording); `processing`: ended.'),
    ...Common,
    expires_at: Timestamp('A session not ended by then expires.'),
    transcript: Type.String({ description: 'Empty: the transcript comes with the templates.' }),
  },
  { $id: 'MsaSessionInProgress', description: 'A session taking audio or being processed (06-sessions.md §6.3).' },
);

const Finished = {
  ...Common,
  completed_at: Type.Optional(Timestamp('When processing ended.')),
  model_used: StringEnum(['pro', 'lite']),
  language_detected: Type.String({ description: 'The language recognised: the one asked for (no detection).' }),
  templates: TemplateResults,
  transcript: Type.Optional(Type.String({ description: '`Doctor: …` / `Patient: …` lines in a consultation whose voices were told apart; plain text otherwise.' })),
};

export const MsaSessionFinished = Type.Object(
  {
    session_id: SessionId,
    status: StringEnum(['completed', 'failed']),
    ...Finished,
    error: Type.Optional(Type.Object({ code: Type.Literal('processing_failed'), message: Type.String() }, { description: 'Failed: why (09-extraction.md §9.7).' })),
  },
  { $id: 'MsaSessionFinished', description: 'A session completed, or failed with nothing made (06-sessions.md §6.3, 09-extraction.md §9.7).' },
);

export const MsaSessionPartial = Type.Object(
  {
    session_id: SessionId,
    status: Type.Literal('partial'),
    ...Finished,
    audio_files_processed: Type.Integer({ minimum: 0 }),
    processing_errors: Type.Array(Type.Object({ type: Type.String(), message: Type.String() }), {
      description: '`audio_unreadable`, `file_missing`, `audio_files_missing` (fewer files than `audio_files_sent`), a template\'s failure …',
    }),
  },
  { $id: 'MsaSessionPartial', description: 'A session finished with some results (06-sessions.md §6.3).' },
);

export const MsaSessionExpired = Type.Object(
  {
    session_id: SessionId,
    status: Type.Literal('expired'),
    ...Common,
    expired_at: Timestamp('When it expired.'),
    message: Type.String(),
    templates: Type.Object({}, { description: 'Empty: a session expires only before it was ended.' }),
    transcript: Type.Null(),
  },
  { $id: 'MsaSessionExpired', description: 'A session not ended in time (06-sessions.md §6.5).' },
);

export const MSA_SESSION_SCHEMAS = [
  MsaCreateSessionRequest,
  MsaCreatedSession,
  MsaAudioReceived,
  MsaEndSessionRequest,
  MsaEndedSession,
  MsaSessionInProgress,
  MsaSessionFinished,
  MsaSessionPartial,
  MsaSessionExpired,
];

export const SessionParams = Type.Object({ session_id: Type.String({ maxLength: 100, description: 'The `session_id` of the creation.' }) });
