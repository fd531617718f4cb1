import type { RequestBody, ResponseBody, Schemas } from '../http/wire.js';

/**
 * The MedScribeAlliance protocol v0.1 (`client.medscribe`), in its own wire form: the names and fields of its
 * specification, unchanged, as the server's `/openapi.json` describes them.
 */

/** What a session is created with (06-sessions.md §6.2): `templates` and `upload_type` at least. */
export type MedscribeCreateOptions = RequestBody<'createMedscribeSession'>;
/** Every template a session may ask for (`GET {base}/templates`). */
export type MedscribeTemplateList = ResponseBody<'listMedscribeTemplates', 200>;
/** A note template's definition: what `templates.create` and `templates.update` send. */
export type MedscribeNoteTemplateDefinition = RequestBody<'createMedscribeNoteTemplate'>;
/** A note template as stored: its definition, `version`, and whether it is built in. */
export type MedscribeNoteTemplate = ResponseBody<'getMedscribeNoteTemplate', 200>;
/** A created session: its `session_id`, `expires_at`, and the `upload_url` its audio goes to. */
export type MedscribeCreatedSession = ResponseBody<'createMedscribeSession', 201>;
/** An audio file received: the files so far. */
export type MedscribeAudioReceived = ResponseBody<'uploadMedscribeAudio', 200>;
/** An ended session: processing has started. */
export type MedscribeEndedSession = ResponseBody<'endMedscribeSession', 202>;

/** Still taking audio (`created`, `initialized`) or being processed (`processing`): HTTP 202. */
export type MedscribeSessionInProgress = Schemas['MsaSessionInProgress'];
/** Completed, or failed with nothing made: HTTP 200. */
export type MedscribeSessionFinished = Schemas['MsaSessionFinished'];
/** Finished with some results, and `processing_errors`: HTTP 206. */
export type MedscribeSessionPartial = Schemas['MsaSessionPartial'];
/** Not ended in time: HTTP 410. */
export type MedscribeSessionExpired = Schemas['MsaSessionExpired'];

/** `GET {base}/sessions/{id}`, whichever state it is in: tell them apart by `status`. */
export type MedscribeSession = MedscribeSessionInProgress | MedscribeSessionFinished | MedscribeSessionPartial | MedscribeSessionExpired;
/** A session that will not change any more. */
export type MedscribeSessionDone = MedscribeSessionFinished | MedscribeSessionPartial | MedscribeSessionExpired;

export interface MedscribeUploadOptions {
  /**
   * The chunk's place in the recording (0, 1, 2 …): the file is then sent as `audio_<n>.<ext>`, the name a chunked
   * session needs (`{base}_{n}.{ext}`). Without it, the file's own name is sent.
   */
  sequence?: number;
  signal?: AbortSignal;
}

/** The events of 10-webhooks.md §10.4. */
export type MedscribeWebhookEvent = Schemas['MsaWebhookPayload']['event'];

export interface MedscribeWebhookOptions {
  /** An https URL on a public address (the server may allow http and private addresses for development). */
  url: string;
  /** Default: every event. */
  events?: MedscribeWebhookEvent[];
  /** Signs every notification (verify with `verifyWebhook`); without one, notifications are sent unsigned. */
  secret?: string;
}

/** A registered webhook (never with its secret). */
export type MedscribeWebhook = Schemas['MsaWebhook'];

/** What a notification POSTs: `{event, timestamp, session_id}`, no clinical data. */
export type MedscribeWebhookPayload = Schemas['MsaWebhookPayload'];

/** The server's MedScribeAlliance discovery document (04-discovery.md): its languages, models, endpoints. */
export type MedscribeDiscovery = Schemas['MsaDiscoveryDocument'];

/** A template a session may ask for: the protocol's, the server's own, a built-in note template or one of your clinic's (`kind`). */
export type MedscribeTemplateSummary = ResponseBody<'listMedscribeTemplates', 200>['templates'][number];
