import { toNamedBlob } from '../files/upload-file.js';
import type { UploadFile } from '../files/upload-file.js';
import type { Transport } from '../http/transport.js';
import type { ResponseBody } from '../http/wire.js';
import type { WaitOptions } from '../sessions/types.js';
import { pollUntil } from '../sessions/wait.js';
import type {
  MedscribeAudioReceived,
  MedscribeCreateOptions,
  MedscribeCreatedSession,
  MedscribeDiscovery,
  MedscribeEndedSession,
  MedscribeNoteTemplate,
  MedscribeNoteTemplateDefinition,
  MedscribeSession,
  MedscribeSessionDone,
  MedscribeTemplateList,
  MedscribeUploadOptions,
  MedscribeWebhook,
  MedscribeWebhookEvent,
  MedscribeWebhookOptions,
} from './types.js';

const BASE = '/medscribealliance';
const ALL_EVENTS: MedscribeWebhookEvent[] = ['session.started', 'session.ended', 'session.completed', 'session.partial', 'session.failed', 'session.expired'];
/** The answers of `GET {base}/sessions/{id}` that are a session's state, not an error (06-sessions.md §6.3). */
const SESSION_STATUSES = [200, 202, 206, 410];

const sessionPath = (sessionId: string, rest = '') => `${BASE}/sessions/${encodeURIComponent(sessionId)}${rest}`;

/** A chunk's name from its sequence number: `audio_<n>` and the extension of the file's own name. */
function chunkName(name: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 0) throw new RangeError(`sequence must be a whole number from 0; got ${sequence}`);
  const extension = /\.[A-Za-z0-9]+$/.exec(name)?.[0] ?? '';
  return `audio_${sequence}${extension}`;
}

/** The protocol's webhooks (10-webhooks.md): your registrations, of your sessions' events. */
export class MedscribeWebhooks {
  /** @internal */
  constructor(private readonly transport: Transport) {}

  async register(options: MedscribeWebhookOptions): Promise<MedscribeWebhook> {
    const { body } = await this.transport.request<ResponseBody<'createMedscribeWebhook', 201>>({
      method: 'POST',
      url: `${BASE}/webhooks`,
      json: { url: options.url, events: options.events ?? ALL_EVENTS, ...(options.secret === undefined ? {} : { secret: options.secret }) },
    });
    return body;
  }

  async list(options: { signal?: AbortSignal } = {}): Promise<MedscribeWebhook[]> {
    const { body } = await this.transport.request<ResponseBody<'listMedscribeWebhooks', 200>>({ method: 'GET', url: `${BASE}/webhooks`, signal: options.signal });
    return body.webhooks;
  }

  /** Nothing more is sent to it. `ApiError` 404 (`webhook_not_found`) when unknown. */
  async delete(webhookId: string): Promise<void> {
    await this.transport.request({ method: 'DELETE', url: `${BASE}/webhooks/${encodeURIComponent(webhookId)}` });
  }
}

const templatePath = (templateId: string) => `${BASE}/templates/${encodeURIComponent(templateId)}`;

/**
 * The templates a session may ask for (08-templates.md) and, an extension, your own note templates: created from a
 * definition (sections in order, what each draws from the clinical model, prose or bullets …), versioned on each
 * change. A session asks for one by its id in `templates`, as for the built-in ones.
 */
export class MedscribeTemplates {
  /** @internal */
  constructor(private readonly transport: Transport) {}

  /** Every template: the protocol's, this server's, the built-in note templates and yours (`kind`). */
  async list(options: { signal?: AbortSignal } = {}): Promise<MedscribeTemplateList['templates']> {
    const { body } = await this.transport.request<MedscribeTemplateList>({ method: 'GET', url: `${BASE}/templates`, signal: options.signal });
    return body.templates;
  }

  /** A note template of yours, version 1. `ApiError` 409 (`template_exists`) when its id is taken, 400 when the definition is invalid. */
  async create(definition: MedscribeNoteTemplateDefinition, options: { signal?: AbortSignal } = {}): Promise<MedscribeNoteTemplate> {
    const { body } = await this.transport.request<MedscribeNoteTemplate>({ method: 'POST', url: `${BASE}/templates`, json: definition, signal: options.signal });
    return body;
  }

  /** A note template, built in or yours: its latest version, or `version`. `ApiError` 404 when unknown. */
  async get(templateId: string, options: { version?: number; signal?: AbortSignal } = {}): Promise<MedscribeNoteTemplate> {
    const { body } = await this.transport.request<MedscribeNoteTemplate>({
      method: 'GET',
      url: templatePath(templateId),
      ...(options.version !== undefined && { query: { version: String(options.version) } }),
      signal: options.signal,
    });
    return body;
  }

  /** Your template's next version; sessions started before keep theirs. `ApiError` 409 for a built-in one. */
  async update(templateId: string, definition: MedscribeNoteTemplateDefinition, options: { signal?: AbortSignal } = {}): Promise<MedscribeNoteTemplate> {
    const { body } = await this.transport.request<MedscribeNoteTemplate>({ method: 'PUT', url: templatePath(templateId), json: definition, signal: options.signal });
    return body;
  }

  /** Deletes your template (sessions that used it keep rendering it). `ApiError` 404 when unknown, 409 for a built-in one. */
  async delete(templateId: string, options: { signal?: AbortSignal } = {}): Promise<void> {
    await this.transport.request({ method: 'DELETE', url: templatePath(templateId), signal: options.signal });
  }
}

/**
 * The MedScribeAlliance protocol v0.1 (its `{base}` is `/medscribealliance`): create a session, send its audio to
 * `upload_url` in chunks, end it, then poll it (or be told by a webhook). Errors are `ApiError`s whose `body` is the
 * protocol's `{error: {code, message, details}}`.
 */
export class Medscribe {
  /** Webhooks of session events. */
  readonly webhooks: MedscribeWebhooks;
  /** The templates, and your own note templates. */
  readonly templates: MedscribeTemplates;

  /** @internal */
  constructor(private readonly transport: Transport) {
    this.webhooks = new MedscribeWebhooks(transport);
    this.templates = new MedscribeTemplates(transport);
  }

  /** The public discovery document (no token needed): the languages this server serves now, its models and endpoints. */
  async discovery(options: { signal?: AbortSignal } = {}): Promise<MedscribeDiscovery> {
    const { body } = await this.transport.request<MedscribeDiscovery>({ method: 'GET', url: '/.well-known/medscribealliance', auth: false, signal: options.signal });
    return body;
  }

  async create(options: MedscribeCreateOptions, requestOptions: { signal?: AbortSignal } = {}): Promise<MedscribeCreatedSession> {
    const { body } = await this.transport.request<MedscribeCreatedSession>({ method: 'POST', url: `${BASE}/sessions`, json: options, signal: requestOptions.signal });
    return body;
  }

  /**
   * Sends one audio file to a session's `upload_url` (or to the session of this id), as a multipart `file`. The same name
   * again replaces the file, so it is retried like any idempotent call.
   */
  async uploadChunk(session: string | Pick<MedscribeCreatedSession, 'upload_url'>, file: UploadFile, options: MedscribeUploadOptions = {}): Promise<MedscribeAudioReceived> {
    const url = typeof session === 'string' ? sessionPath(session, '/audio') : session.upload_url;
    const named = await toNamedBlob(file, 'audio');
    const name = options.sequence === undefined ? named.name : chunkName(named.name, options.sequence);
    const { body } = await this.transport.request<MedscribeAudioReceived>({
      method: 'POST',
      url,
      form: () => {
        const form = new FormData();
        form.append('file', named.blob, name);
        return form;
      },
      idempotent: true,
      signal: options.signal,
    });
    return body;
  }

  /** Ends the session: no more audio, processing starts. `audioFilesSent`: how many files you sent. */
  async end(sessionId: string, audioFilesSent: number, options: { signal?: AbortSignal } = {}): Promise<MedscribeEndedSession> {
    const { body } = await this.transport.request<MedscribeEndedSession>({
      method: 'POST',
      url: sessionPath(sessionId, '/end'),
      json: { audio_files_sent: audioFilesSent },
      signal: options.signal,
    });
    return body;
  }

  /**
   * The session's state, and its results once processed (`status`: created … completed, partial, failed, expired).
   * `redacted`: the results made from the redacted transcript of a session created with `redact: true` (PHI redaction;
   * any other session throws `ApiError` 409 `not_redacted`).
   */
  async get(sessionId: string, options: { signal?: AbortSignal; redacted?: boolean } = {}): Promise<MedscribeSession> {
    const { body } = await this.transport.request<MedscribeSession>({
      method: 'GET',
      url: sessionPath(sessionId),
      ...(options.redacted && { query: { redacted: 'true' } }),
      accept: (status) => SESSION_STATUSES.includes(status),
      signal: options.signal,
    });
    return body;
  }

  /** Polls the session until it is completed, partial, failed or expired (see {@link WaitOptions}). */
  wait(sessionId: string, options: WaitOptions = {}): Promise<MedscribeSessionDone> {
    return pollUntil((signal) => this.get(sessionId, { signal }), isDone, `session ${sessionId}`, options);
  }
}

const isDone = (session: MedscribeSession): session is MedscribeSessionDone =>
  session.status === 'completed' || session.status === 'partial' || session.status === 'failed' || session.status === 'expired';
