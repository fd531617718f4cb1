import type { Transport } from '../http/transport.js';
import type { ResponseBody, Schemas } from '../http/wire.js';
import { fromBase64Json } from '../lib/encoding.js';
import { sessionStatus, type WireStatus } from './decode.js';
import type { FhirBundle } from './documents.js';
import type { AudioOptions, ExtraData, FhirStatus, HistoryOptions, SessionAudio, SessionFailed, SessionFinished, SessionStatus, SessionSummary, SignedNote, UploadOptions, WaitOptions } from './types.js';
import { createSession, uploadSession } from './upload.js';
import { waitForResult } from './wait.js';

type WireFhirStatus = ResponseBody<'getTransactionStatusV1', 200>;

/** A finished session's status answers 500 with this code when every template failed: a result, not a fault to retry. */
const isOutputNotAvailable = (body: unknown): boolean => (body as Partial<Schemas['CodeMsgError']> | undefined)?.error?.code === 'output_not_available';

const txnPath = (prefix: string, txnId: string) => `${prefix}/${encodeURIComponent(txnId)}`;

/** Asynchronous transcription sessions (PROTOCOL §4): upload and start, status and results, FHIR, delete. */
export class Sessions {
  /** @internal */
  constructor(
    private readonly transport: Transport,
    private readonly clientId: string | undefined,
  ) {}

  /**
   * Uploads the files into a new session and starts it. Files over the multipart threshold go in
   * parallel parts. Resolves to the txn id once the session is queued.
   */
  upload(options: UploadOptions): Promise<string> {
    return uploadSession(this.transport, this.clientId, options);
  }

  /**
   * Creates an empty session, to be filled by a live stream (`client.stream(audio, { session: { txnId } })`) rather
   * than by uploads. Resolves to its txn id.
   */
  async create(options: { txnId?: string; extraData?: ExtraData; signal?: AbortSignal } = {}): Promise<string> {
    const txnId = options.txnId ?? globalThis.crypto.randomUUID();
    await createSession(this.transport, { txnId, extraData: options.extraData ?? {}, signal: options.signal });
    return txnId;
  }

  /** Your sessions, newest first: a signed-in user's own (those their token made), a client's all. */
  async list(options: HistoryOptions = {}): Promise<SessionSummary[]> {
    const { body } = await this.transport.request<ResponseBody<'listTransactions', 200>>({
      method: 'GET',
      url: '/voice/api/v2/transactions',
      query: { created_from: options.createdFrom?.toISOString(), created_before: options.createdBefore?.toISOString() },
      signal: options.signal,
    });
    return body.sessions;
  }

  /**
   * The session's recorded audio (your own sessions only: another's is `ApiError` 404), whole or a byte range
   * (`ApiError` 416 when the range starts past the end). Not encrypted, whatever the client's key.
   */
  async audio(txnId: string, options: AudioOptions = {}): Promise<SessionAudio> {
    const { range } = options;
    const { headers, body } = await this.transport.request<Blob>({
      method: 'GET',
      url: `${txnPath('/voice/api/v2/transactions', txnId)}/audio`,
      query: { file: options.file === undefined ? undefined : String(options.file) },
      headers: range ? { range: `bytes=${range.start}-${range.end ?? ''}` } : undefined,
      responseType: 'blob',
      signal: options.signal,
    });
    return { audio: body, contentRange: headers.get('content-range') };
  }

  /**
   * One of your sessions as the history lists it: its state, label, patient reference, chief complaints once finished
   * and, while processing, its stage and progress. An unknown txn (or another user's) throws `ApiError` 404.
   */
  async summary(txnId: string, options: { signal?: AbortSignal } = {}): Promise<SessionSummary> {
    const { body } = await this.transport.request<SessionSummary>({ method: 'GET', url: txnPath('/voice/api/v2/transactions', txnId), signal: options.signal });
    return body;
  }

  /** Signs the documents as the clinician corrected them (a signed-in user only: `AuthError` 403 otherwise; `ApiError` 409 before results). */
  async sign(txnId: string, content: Record<string, unknown>, options: { signal?: AbortSignal } = {}): Promise<SignedNote> {
    const { body } = await this.transport.request<SignedNote>({
      method: 'POST',
      url: txnPath('/voice/api/v2/signed-notes', txnId),
      json: { content },
      signal: options.signal,
    });
    return body;
  }

  /** The session's signed versions, newest first. */
  async signedNotes(txnId: string, options: { signal?: AbortSignal } = {}): Promise<SignedNote[]> {
    const { body } = await this.transport.request<ResponseBody<'listSignedNotes', 200>>({
      method: 'GET',
      url: txnPath('/voice/api/v2/signed-notes', txnId),
      signal: options.signal,
    });
    return body.signed_notes;
  }

  /**
   * The session's status; a finished session's template values come decoded. An unknown txn throws `ApiError` 400.
   * `redacted`: the templates made from the redacted transcript of a session started with `redact: true` (PHI
   * redaction; any other session throws `ApiError` 409 `not_redacted`).
   */
  async status(txnId: string, options: { signal?: AbortSignal; redacted?: boolean } = {}): Promise<SessionStatus> {
    const { status, body } = await this.transport.request<WireStatus>({
      method: 'GET',
      url: txnPath('/voice/api/v3/status', txnId),
      ...(options.redacted && { query: { redacted: 'true' } }),
      accept: (code, answer) => code === 200 || code === 202 || code === 206 || (code === 500 && isOutputNotAvailable(answer)),
      signal: options.signal,
    });
    return sessionStatus(txnId, status, body);
  }

  /** Polls the status until the session has finished (see {@link WaitOptions}). */
  waitForResult(txnId: string, options: WaitOptions = {}): Promise<SessionFinished | SessionFailed> {
    return waitForResult((signal) => this.status(txnId, { signal }), txnId, options);
  }

  /** The v1 status, with the session's FHIR R4 document Bundle decoded. An unknown txn throws `ApiError` 404. */
  async fhir(txnId: string, options: { signal?: AbortSignal } = {}): Promise<FhirStatus> {
    const { body } = await this.transport.request<WireFhirStatus>({
      method: 'GET',
      url: txnPath('/voice-record/api/status', txnId),
      signal: options.signal,
    });
    const { data, ...status } = body;
    return { ...status, bundle: data.output.fhir ? fromBase64Json<FhirBundle>(data.output.fhir) : null };
  }

  /** Deletes the session's audio and results at once. `ApiError` 409 while it is being processed, 404 when unknown. */
  async delete(txnId: string, options: { signal?: AbortSignal } = {}): Promise<void> {
    await this.transport.request({ method: 'DELETE', url: txnPath('/voice/api/v2/transaction', txnId), signal: options.signal });
  }
}
