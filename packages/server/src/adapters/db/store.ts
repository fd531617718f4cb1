/**
 * The persistence port. Services see only these interfaces; the embedded default is SQLite
 * (`sqlite/`), PostgreSQL (`postgres/`) the shared one of a scaled-out deployment, and both keep
 * the promises of `store.contract.ts` — which is why every method is async although better-sqlite3 is synchronous.
 */
import type { EnrolmentState } from '../../domain/abha-enrolment.js';
import type { DocumentMediaType, DocumentType } from '../../domain/documents.js';
import type { NoteTemplate, NoteTemplateDefinition } from '../../domain/note-templates.js';
import type { Scope } from '../../domain/scopes.js';
import type { AnyWebhookEvent, OutputMessage, SessionProgress, SessionRequest, SessionResult, SessionState, TemplateStatus } from '../../domain/sessions.js';
import type { TemplateId } from '../../domain/templates.js';
import type { JobQueue, NewJob } from '../queue/job-queue.js';

export interface ClientRecord {
  id: string;
  name: string;
  secretHash: string;
  scopes: Scope[];
  redirectUrl: string;
  createdAt: Date;
  revokedAt: Date | null;
}

export interface RefreshTokenRecord {
  tokenHash: string;
  clientId: string;
  /** The clinician a web-app login issued it to; null for a client's own login. */
  userId: string | null;
  /** Every token descended from one login shares a family; reuse of any spent one revokes it all. */
  familyId: string;
  expiresAt: Date;
  createdAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

/** A clinician who signs in to the web app: a person under a client (the tenant), never a client itself. */
export interface UserRecord {
  id: string;
  clientId: string;
  /** Lower-cased; unique across the deployment, since sign-in names no client. */
  email: string;
  /** `scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>`: never the password. */
  passwordHash: string;
  createdAt: Date;
  disabledAt: Date | null;
}

export interface UserRepository {
  /** False when a user with this e-mail exists already (nothing is written). */
  insert(user: UserRecord): Promise<boolean>;
  findById(id: string): Promise<UserRecord | undefined>;
  findByEmail(email: string): Promise<UserRecord | undefined>;
  /** Oldest first; every client's users when no client is named. */
  list(clientId?: string): Promise<UserRecord[]>;
  /** Returns false when the user does not exist or was already disabled. */
  disable(id: string, at: Date): Promise<boolean>;
}

/** A clinician's signed version of a session's documents: what was signed, by whom and when. Never changed once written. */
export interface SignedNoteRecord extends SessionKey {
  id: string;
  /** The user who signed. */
  signedBy: string;
  signedAt: Date;
  /** The signed documents as the clinician left them (JSON text, as the web app sent it). */
  content: string;
}

export interface SignedNoteRepository {
  /** False when the session does not exist (nothing is written). */
  insert(note: SignedNoteRecord): Promise<boolean>;
  /** The session's signed versions, newest first. */
  list(key: SessionKey): Promise<SignedNoteRecord[]>;
}

/** A client's shared JWE key (PROTOCOL §7). The key itself is only ever stored sealed under the master key. */
export interface ClientKeyRecord {
  kid: string;
  clientId: string;
  sealedKey: string;
  createdAt: Date;
  revokedAt: Date | null;
}

export interface ClientRepository {
  insert(client: ClientRecord): Promise<void>;
  findById(id: string): Promise<ClientRecord | undefined>;
  findByName(name: string): Promise<ClientRecord[]>;
  list(): Promise<ClientRecord[]>;
  /** Returns false when the client does not exist or was already revoked. */
  revoke(id: string, at: Date): Promise<boolean>;
}

export interface RefreshTokenRepository {
  insert(token: RefreshTokenRecord): Promise<void>;
  findByHash(tokenHash: string): Promise<RefreshTokenRecord | undefined>;
  /** Marks the token spent. False when it was already spent (a concurrent refresh won). */
  markUsed(tokenHash: string, at: Date): Promise<boolean>;
  revokeFamily(familyId: string, at: Date): Promise<void>;
  revokeClient(clientId: string, at: Date): Promise<void>;
}

/** A client's uploaded medical document; its bytes live in the blob store under `blobKey`. */
export interface DocumentRecord {
  id: string;
  clientId: string;
  blobKey: string;
  documentType: DocumentType;
  /** `YYYY-MM-DD`, as the client gave it. */
  documentDate: string | null;
  title: string | null;
  /** The client's opaque patient identifier: personal data, never logged. */
  patientReference: string | null;
  mediaType: DocumentMediaType;
  sizeBytes: number;
  sha256: string;
  createdAt: Date;
}

/** Every read and delete is scoped to the owning client: another client's id behaves as a missing one. */
export interface DocumentRepository {
  insert(document: DocumentRecord): Promise<void>;
  findOwned(clientId: string, id: string): Promise<DocumentRecord | undefined>;
  /** Newest first. */
  listOwned(clientId: string, page: { limit: number; offset: number }): Promise<{ documents: DocumentRecord[]; total: number }>;
  /** Returns false when the client owns no document with this id. */
  deleteOwned(clientId: string, id: string): Promise<boolean>;
}

export interface ClientKeyRepository {
  insert(key: ClientKeyRecord): Promise<void>;
  findByKid(kid: string): Promise<ClientKeyRecord | undefined>;
  /** Oldest first; every client's keys when no client is named. */
  list(clientId?: string): Promise<ClientKeyRecord[]>;
  /** Returns false when the key does not exist or was already revoked. */
  revoke(kid: string, at: Date): Promise<boolean>;
  revokeClient(clientId: string, at: Date): Promise<void>;
}

/** Transaction ids are namespaced per client: a session is named by both. */
export interface SessionKey {
  clientId: string;
  txnId: string;
}

/**
 * An svc output item as sessions finished by earlier versions keep them in their `output` column: the svc status's
 * entry (PROTOCOL §4.6) as written at finish, `value` base64 of a UTF-8 JSON document. The store no longer writes it (a
 * session's templates are rendered from its `result` when read); the front-ends read it as it is, to answer those
 * sessions exactly as before.
 */
export interface LegacyOutputItem {
  template_id: TemplateId;
  value: string;
  type: 'json';
  name: string;
  status: TemplateStatus;
  errors: OutputMessage[];
  warnings: OutputMessage[];
  lang: string;
}

export interface SessionRecord extends SessionKey {
  /**
   * The user whose token made the session, set by the server (never by the client); null when the client's own token
   * made it, and for sessions made before sessions had owners.
   */
  ownerId: string | null;
  state: SessionState;
  /** `<client>/<txn_id>/<YYYYMMDD_HHMMSS>/`: the key prefix of the session's uploads. */
  folderPath: string;
  /** The client's `extra_data` from the upload URL request. */
  extraData: Record<string, unknown>;
  /**
   * What the front-end that made the session keeps of it for itself (JSON, opaque here: MedScribeAlliance's settings
   * of a session); null for a session of the svc API, and for sessions made before the column (whose front-end kept
   * them in `extraData`).
   */
  protocolSettings: unknown;
  /** Set when the session is started (init or manifest). */
  request: SessionRequest | null;
  batchId: string | null;
  /** The svc output items an earlier version wrote when it finished; null for a session finished since (`finish` does not write it). */
  output: LegacyOutputItem[] | null;
  /** The FHIR R4 document Bundle of a finished session (JSON), for the v1 status; null when none could be made. */
  fhir: string | null;
  /** What processing made of it (transcripts, clinical model, how each template went), to render templates from later; null until it finishes. */
  result: SessionResult | null;
  failureReason: string | null;
  /** While it is processing, how far it has gone (see `setProgress`); null before. */
  progress: SessionProgress | null;
  createdAt: Date;
  queuedAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** An uploaded file of a session; its bytes live in the blob store under `blobKey`. */
export interface SessionFileRecord extends SessionKey {
  /** The name within the session's folder, as the client gave it. */
  name: string;
  blobKey: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: Date;
}

/** A webhook notification to send: `body` is the exact bytes, signed and re-sent unchanged on every attempt. */
export interface NewDelivery {
  /** The Standard Webhooks `webhook-id`, the same across retries. */
  id: string;
  subscriptionId: string;
  event: AnyWebhookEvent;
  txnId: string;
  body: string;
}

/** The webhook notifications of one move of a session, and the jobs that send them: written in the move's transaction. */
export interface Notifications {
  deliveries: readonly NewDelivery[];
  jobs: readonly NewJob[];
}

export type StartResult = 'started' | 'already_started' | 'not_found';

export interface SessionListFilter {
  clientId?: string;
  /** Only the sessions this user owns. */
  ownerId?: string;
  state?: SessionState;
  createdFrom?: Date;
  createdBefore?: Date;
  limit: number;
}

/** How a session finished, as `finish` writes it. */
export interface SessionOutcome {
  state: 'completed' | 'partial' | 'failed';
  /** The FHIR R4 document Bundle (JSON), for the v1 status; null when none could be made. */
  fhir: string | null;
  result: SessionResult | null;
  failureReason: string | null;
  at: Date;
}

export interface SessionRepository {
  /** Inserts a new session, with the notifications of its creation; false when the client already has one with this id (nothing is written). */
  create(session: SessionRecord, notifications?: Notifications): Promise<boolean>;
  /** With `ownerId`, only a session that user owns: another's, or one no user owns, is not found. */
  find(key: SessionKey, ownerId?: string): Promise<SessionRecord | undefined>;
  /** Newest first; each filter given narrows the query (`createdFrom` inclusive, `createdBefore` exclusive). */
  list(filter: SessionListFilter): Promise<SessionRecord[]>;
  /**
   * Records an uploaded file while the session is still `created` (a file uploaded again under the
   * same name replaces the first). `replacedBlobKey` names the blob that became garbage.
   */
  addFile(file: SessionFileRecord): Promise<{ added: false } | { added: true; replacedBlobKey: string | null }>;
  /** In upload order. */
  files(key: SessionKey): Promise<SessionFileRecord[]>;
  /** `created` → `queued` with its request, and `job` (and the notifications) enqueued in the same transaction: a session starts once. */
  start(key: SessionKey, start: { request: SessionRequest; batchId: string; at: Date }, job: NewJob, notifications?: Notifications): Promise<StartResult>;
  /**
   * Records, once, that an init was answered for a session its manifest had started (PROTOCOL §4.5: the first such
   * init is 201, any later one 409); true for the first call only, also across processes.
   */
  claimInitAfterManifest(key: SessionKey, at: Date): Promise<boolean>;
  /** Marks the session `processing`; false when it has finished already. */
  markProcessing(key: SessionKey, at: Date): Promise<boolean>;
  /** Records how far a `processing` session has gone; false (nothing written) when it is not processing. */
  setProgress(key: SessionKey, progress: SessionProgress): Promise<boolean>;
  /**
   * Finishes a session once, in one transaction with its webhook deliveries and the jobs that send
   * them, so that no event is lost or sent for a session that did not finish. False when it had
   * finished already (nothing is written).
   */
  finish(
    key: SessionKey,
    outcome: SessionOutcome,
    deliveries: readonly NewDelivery[],
    jobs: readonly NewJob[],
  ): Promise<boolean>;
  /** Removes the session and its files' rows; resolves to the blob keys to delete, or undefined when unknown. */
  delete(key: SessionKey): Promise<string[] | undefined>;
  /** Sessions still `created` that were created before `before`, oldest first. */
  unstartedBefore(before: Date, limit: number): Promise<SessionRecord[]>;
  /** A session still `created` becomes `expired`, with the notifications of it, in one transaction; false when it was not `created` any more. */
  expire(key: SessionKey, at: Date, notifications: Notifications): Promise<boolean>;
  /** Sessions that finished (or expired) before `before`, oldest first: due for deletion under the retention period. */
  finishedBefore(before: Date, limit: number): Promise<SessionKey[]>;
}

/** The front-end a subscription was registered through: each lists and deletes only its own. */
export type WebhookApi = 'svc' | 'medscribealliance';

export interface WebhookSubscriptionRecord {
  id: string;
  clientId: string;
  api: WebhookApi;
  eventNames: AnyWebhookEvent[];
  endpoint: string;
  protocol: string;
  /** The client's signing key, sealed under the master key; null when it gave none. */
  sealedSigningKey: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Set when the endpoint answered 410 Gone: nothing more is sent to it. */
  disabledAt: Date | null;
  disabledReason: string | null;
}

export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'abandoned';

export interface WebhookDeliveryRecord extends NewDelivery {
  state: DeliveryState;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface WebhookAttemptRecord {
  deliveryId: string;
  attempt: number;
  attemptedAt: Date;
  status: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookRepository {
  insert(subscription: WebhookSubscriptionRecord): Promise<void>;
  /** The client's subscriptions registered through `api`, oldest first. */
  list(clientId: string, api: WebhookApi): Promise<WebhookSubscriptionRecord[]>;
  find(id: string): Promise<WebhookSubscriptionRecord | undefined>;
  /** Removes a subscription with its delivery log; false when the client has none with this id registered through `api`. */
  deleteOwned(clientId: string, id: string, api: WebhookApi): Promise<boolean>;
  /** The client's enabled subscriptions to `event` (the front-ends' event names are distinct). */
  subscribers(clientId: string, event: AnyWebhookEvent): Promise<WebhookSubscriptionRecord[]>;
  disable(id: string, reason: string, at: Date): Promise<void>;
  findDelivery(id: string): Promise<WebhookDeliveryRecord | undefined>;
  /** Logs one attempt and moves the delivery to `state`. */
  recordAttempt(attempt: WebhookAttemptRecord, state: DeliveryState): Promise<void>;
  /** A subscription's deliveries, newest first, each with its attempts. */
  deliveries(
    subscriptionId: string,
    page: { limit: number; offset: number },
  ): Promise<{ deliveries: (WebhookDeliveryRecord & { log: WebhookAttemptRecord[] })[]; total: number }>;
}

/** An S3-style multipart upload of one large session file (PROTOCOL §4.3), until completed or aborted. */
export interface MultipartUploadRecord extends SessionKey {
  id: string;
  /** The file's name within the session folder once completed. */
  name: string;
  contentType: string;
  createdAt: Date;
  /**
   * The object store's id of the upload when its parts go straight to the store (S3's UploadId), or null when they
   * come through this server and are kept as parts' rows and blobs.
   */
  storeUploadId: string | null;
}

export interface MultipartPartRecord {
  uploadId: string;
  partNumber: number;
  blobKey: string;
  sizeBytes: number;
  /** Quoted hex MD5 of the part's bytes, as S3 answers. */
  etag: string;
  uploadedAt: Date;
}

export interface MultipartUploadRepository {
  insert(upload: MultipartUploadRecord): Promise<void>;
  find(id: string): Promise<MultipartUploadRecord | undefined>;
  /** Records a part (a part uploaded again replaces the first); resolves to the replaced part's blob key, if any. */
  putPart(part: MultipartPartRecord): Promise<string | null>;
  /** By part number. */
  parts(uploadId: string): Promise<MultipartPartRecord[]>;
  /** Removes the upload and its parts' rows; resolves to the parts' blob keys (to delete), or undefined when unknown. */
  delete(id: string): Promise<string[] | undefined>;
  /** Uploads started before `before`: abandoned, to be cleaned up. */
  startedBefore(before: Date): Promise<MultipartUploadRecord[]>;
}

/** An access-token signing key, shared by every process of the deployment. */
export interface SigningKeyRecord {
  kid: string;
  createdAt: Date;
  /** The private JWK (JSON), sealed under the master key with the kid as context: never stored in clear. */
  sealedPrivateJwk: string;
}

export interface SigningKeyRepository {
  /**
   * Inserts `keys` when the store holds none yet, atomically: of processes starting together on an empty store
   * exactly one writes its first key (or the keys it imports), and the others find them. True when these were written.
   */
  insertIfEmpty(keys: readonly SigningKeyRecord[]): Promise<boolean>;
  insert(key: SigningKeyRecord): Promise<void>;
  /** Newest first. */
  list(): Promise<SigningKeyRecord[]>;
}

/** A single-use ticket that opens a live stream, redeemable on any server of the deployment. */
export interface StreamTicketRecord {
  /** SHA-256 of the ticket: the ticket itself is never stored. */
  ticketHash: string;
  /** The holder (JSON text). */
  principal: string;
  expiresAt: Date;
}

export interface StreamTicketRepository {
  insert(ticket: StreamTicketRecord): Promise<void>;
  /** Removes the ticket and resolves to its principal when it was still valid at `at`; once, across processes. */
  redeem(ticketHash: string, at: Date): Promise<string | undefined>;
  /** Removes tickets expired at `at`; resolves to how many. */
  purgeExpired(at: Date): Promise<number>;
}

/** An ABHA enrolment of a client's patient (`domain/abha-enrolment.ts`): never the Aadhaar number itself. */
export interface AbhaEnrolmentRecord {
  /** Ours, handed to the client as `txn_id`. */
  id: string;
  clientId: string;
  /** ABDM's transaction id, as its last answer named it. */
  abdmTxnId: string;
  /** HMAC-SHA-256 of the Aadhaar number under a key derived from the master key (hex). */
  aadhaarHash: string;
  aadhaarLast4: string;
  state: EnrolmentState;
  /** ABDM's 14-digit number (`NN-NNNN-NNNN-NNNN`) once the OTP is verified. */
  abhaNumber: string | null;
  abhaAddress: string | null;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
}

/** The enrolment's move to its next step, and what the step learnt. */
export interface AbhaEnrolmentStep {
  state: EnrolmentState;
  abdmTxnId: string;
  abhaNumber?: string;
  abhaAddress?: string;
  at: Date;
}

/** Every read and change is scoped to the owning client: another client's enrolment behaves as a missing one. */
export interface AbhaEnrolmentRepository {
  insert(enrolment: AbhaEnrolmentRecord): Promise<void>;
  findOwned(clientId: string, id: string): Promise<AbhaEnrolmentRecord | undefined>;
  /**
   * Moves the enrolment from `from` to the step's state, with what the step learnt (fields not given are kept); false
   * when it is not in `from` any more (a concurrent request moved it first), and nothing is written.
   */
  advance(clientId: string, id: string, from: EnrolmentState, step: AbhaEnrolmentStep): Promise<boolean>;
}

/** A version of a client's note template (domain/note-templates.ts), as written. */
export interface NoteTemplateRecord {
  clientId: string;
  template: NoteTemplate;
  createdAt: Date;
}

/**
 * A client's note templates, each a series of versions: every write adds the next version, and none is ever changed,
 * so a session that used one can name it. Every read and write is scoped to the owning client: another client's
 * template behaves as a missing one.
 */
export interface NoteTemplateRepository {
  /**
   * Writes version 1 of a template, or after a delete the next version of its id; `exists` when the client has a
   * template of this id already (nothing is written).
   */
  create(clientId: string, definition: NoteTemplateDefinition, at: Date): Promise<NoteTemplateRecord | 'exists'>;
  /** Writes the next version of a template; `missing` when the client has none of this id (nothing is written). */
  update(clientId: string, definition: NoteTemplateDefinition, at: Date): Promise<NoteTemplateRecord | 'missing'>;
  /** The latest version of a template the client has (not deleted); with `version`, that version, deleted or not. */
  find(clientId: string, templateId: string, version?: number): Promise<NoteTemplateRecord | undefined>;
  /** The latest version of each of the client's templates (not deleted), by id. */
  list(clientId: string): Promise<NoteTemplateRecord[]>;
  /** The template is no longer the client's (its versions stay, for the sessions that used them); false when it had none. */
  delete(clientId: string, templateId: string, at: Date): Promise<boolean>;
}

export interface Store {
  readonly clients: ClientRepository;
  readonly refreshTokens: RefreshTokenRepository;
  readonly clientKeys: ClientKeyRepository;
  readonly documents: DocumentRepository;
  readonly sessions: SessionRepository;
  readonly webhooks: WebhookRepository;
  readonly multipartUploads: MultipartUploadRepository;
  readonly users: UserRepository;
  /** Deleted with their session. */
  readonly signedNotes: SignedNoteRepository;
  readonly signingKeys: SigningKeyRepository;
  readonly streamTickets: StreamTicketRepository;
  readonly abhaEnrolments: AbhaEnrolmentRepository;
  readonly noteTemplates: NoteTemplateRepository;
  /** The durable job queue, in the same database so that a state change and its next job commit together. */
  readonly jobs: JobQueue;
  /** Throws when the database cannot answer (readiness probe). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
