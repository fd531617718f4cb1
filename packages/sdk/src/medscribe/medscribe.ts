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
  MedscribeSession,
  MedscribeSessionDone,
  MedscribeTemplateSummary,
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

/**
 * The MedScribeAlliance protocol v0.1 (its `{base}` is `/medscribealliance`): create a session, send its audio to
 * `upload_url` in chunks, end it, then poll it (or be told by a webhook). Errors are `ApiError`s whose `body` is the
 * protocol's `{error: {code, message, details}}`.
 */
export class Medscribe {
  /** Webhooks of session events. */
  readonly webhooks: MedscribeWebhooks;

  /** @internal */
  constructor(private readonly transport: Transport) {
    this.webhooks = new MedscribeWebhooks(transport);
  }

  /** The public discovery document (no token needed): the languages this server serves now, its models and endpoints. */
  async discovery(options: { signal?: AbortSignal } = {}): Promise<MedscribeDiscovery> {
    const { body } = await this.transport.request<MedscribeDiscovery>({ method: 'GET', url: '/.well-known/medscribealliance', auth: false, signal: options.signal });
    return body;
  }

  /** The templates your sessions may ask for: the protocol's, the server's own, the built-in note templates and your clinic's. */
  async templates(options: { signal?: AbortSignal } = {}): Promise<MedscribeTemplateSummary[]> {
    const { body } = await this.transport.request<ResponseBody<'listMedscribeTemplates', 200>>({ method: 'GET', url: `${BASE}/templates`, signal: options.signal });
    return body.templates;
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

  /** The session's state, and its results once processed (`status`: created … completed, partial, failed, expired). */
  async get(sessionId: string, options: { signal?: AbortSignal } = {}): Promise<MedscribeSession> {
    const { body } = await this.transport.request<MedscribeSession>({
      method: 'GET',
      url: sessionPath(sessionId),
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
