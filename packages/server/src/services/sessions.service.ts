import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { BlobNotFoundError, BlobTooLargeError, type BlobStore, type DirectUploads, type UploadedObject } from '../adapters/blobs/blob-store.js';
import type { Notifications, SessionFileRecord, SessionKey, SessionListFilter, SessionRecord, Store } from '../adapters/db/store.js';
import { DomainError } from '../domain/errors.js';
import { canMove } from '../domain/session/transitions.js';
import { fileNameBytes, MAX_FILE_NAME_LENGTH, storedFileName } from '../domain/session-file-name.js';
import { TXN_ID_MAX_LENGTH, TXN_ID_PATTERN, type SessionRequest } from '../domain/sessions.js';
import { contentTypeOf } from '../lib/content-type-of.js';
import { UploadPolicyError, formKey, hasControlCharacters, signUploadPolicy, verifyUploadPolicy } from '../lib/upload-policy.js';
import { PROCESS_SESSION, type ProcessSessionPayload } from '../jobs/job-kinds.js';
import type { Mode } from '../domain/sessions.js';
import type { NoteTemplatesService } from './note-templates.service.js';
import { requestFrom, requestFromVoiceUpload, type AskedTemplate, type DomainRequest, type RequestContext, type RequestInput } from './session-request.js';
import type { SessionCaller, SessionVisibility } from './session-visibility.js';

/** A front-end's reading of a manifest file: its text, and the `extraData` given when the session was opened. */
export type ManifestReader = (text: string, extraData: Record<string, unknown>) => RequestInput;

/** Where a session's files go: the form's URL and fields, and the folder their keys lie in. */
export interface UploadTarget {
  uploadData: { url: string; fields: Record<string, string> };
  folderPath: string;
  txnId: string;
}

export interface SessionsSettings {
  uploadUrlTtlS: number;
  maxPostBytes: number;
  /** Attempts of the processing job before the session is failed. */
  processingAttempts: number;
  /** SCRIBE_SESSION_ACTIONS: the `action` names upload, init and status accept. */
  actions: readonly string[];
}

const MAX_MANIFEST_BYTES = 1024 * 1024;
const PURGE_BATCH = 100;

const forbidden = (message: string) => new DomainError('forbidden', message);
const alreadyStarted = () => new DomainError('conflict', 'Transaction already initialized');
const notFound = () => new DomainError('not_found', 'transaction not found');
const TXN_ID = new RegExp(TXN_ID_PATTERN);

/** `YYYYMMDD_HHMMSS` in UTC: the timestamp segment of a folder path. */
function folderStamp(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '')}_${iso.slice(11, 19).replaceAll(':', '')}`;
}

/**
 * The file name an uploaded key gives in the session's folder (PROTOCOL §4.2: `folderPath + <file name>`), or why it
 * is refused: one rule for a file posted to the storage endpoint and for one a client posted straight to the bucket.
 */
function fileNameInFolder(key: string | undefined, folderPath: string): { name: string } | { refusal: DomainError } {
  // The key (the file part's name included, through `${filename}`) becomes the file's stored name.
  if (key !== undefined && hasControlCharacters(key)) return { refusal: new DomainError('invalid_request', 'the key must not contain control characters') };
  if (!key?.startsWith(folderPath)) return { refusal: forbidden('the key is outside the upload folder') };
  const name = key.slice(folderPath.length);
  if (name.length === 0 || fileNameBytes(name) > MAX_FILE_NAME_LENGTH || name.includes('/')) return { refusal: forbidden('the key must name one file in the upload folder') };
  return { name };
}

/** PROTOCOL §4.4: the manifest's file name in the session's folder. */
const manifestName = (session: SessionKey): string => `${session.txnId}.json`;

/** `<client>/<txn_id>/<stamp>/`: client ids are UUIDs and txn ids have no `/`, so the folder names its session. */
function sessionOfFolder(folderPath: string): SessionKey | undefined {
  const match = /^([^/]+)\/([^/]+)\/\d{8}_\d{6}\/$/.exec(folderPath);
  return match ? { clientId: match[1]!, txnId: match[2]! } : undefined;
}

/** Where a file of a session is kept: under the session's prefix, by an id of its own (never the client's file name). */
export function sessionBlobKey(session: SessionKey, id: string = randomUUID()): string {
  return `sessions/${session.clientId}/${session.txnId}/${id}`;
}

/**
 * Asynchronous transcription sessions (PROTOCOL §4): upload URLs, the storage endpoint's uploads,
 * the start (init or manifest, once), and reading a session back. Processing is `SessionProcessor`'s.
 */
export class SessionsService {
  constructor(
    private readonly d: {
      store: Store;
      blobs: BlobStore;
      now: () => Date;
      /** Which sessions each caller reaches. */
      visibility: SessionVisibility;
      /** The key that signs upload policies. */
      policyKey: () => Buffer;
      /** The languages a backend serves, for the start's checks. */
      installedLanguages: () => Promise<readonly string[]>;
      /** The note templates a start may name. */
      noteTemplates: Pick<NoteTemplatesService, 'resolve'>;
      settings: SessionsSettings;
      /** Called after a session was queued, so an in-process worker picks it up without waiting for its next poll. */
      onQueued?: () => void;
      /** The webhook notifications of a session's creation and of its start (`WebhooksService.notificationsFor`). */
      notifications?: (session: SessionRecord, transition: 'started' | 'ended') => Promise<Notifications>;
    },
  ) {}

  /** An `action` the client sent must be one of SCRIBE_SESSION_ACTIONS; none at all is fine (PROTOCOL §4.1: optional). */
  checkAction(action: string | undefined): void {
    if (action === undefined || this.d.settings.actions.includes(action)) return;
    throw new DomainError('invalid_request', `unknown action ${JSON.stringify(action.slice(0, 100))}; this server accepts ${this.d.settings.actions.join(', ')}`, {
      code: 'invalid_action',
    });
  }

  /**
   * Creates the session on its first call; later calls (one per file, as uploaders do) re-sign the same folder. The
   * form posts to the bucket itself where the blob store takes direct uploads, else to this server's storage endpoint
   * (`storageUrl`, which the front-end serves).
   */
  async createUploadUrl(caller: SessionCaller, txnId: string | undefined, extraData: Record<string, unknown>, storageUrl: string): Promise<UploadTarget> {
    const session = await this.ensureSession(caller, txnId ?? randomUUID(), extraData);
    const sizes = { minBytes: 1, maxBytes: this.d.settings.maxPostBytes };
    const { uploadUrlTtlS } = this.d.settings;
    const direct = this.d.blobs.directUploads;
    const uploadData = direct
      ? await direct.presignedPost(session.folderPath, { ...sizes, expiresInS: uploadUrlTtlS })
      : {
          url: storageUrl,
          fields: signUploadPolicy(this.d.policyKey(), {
            keyPrefix: session.folderPath,
            ...sizes,
            expiresAt: new Date(this.d.now().getTime() + uploadUrlTtlS * 1000),
          }),
        };
    return { uploadData, folderPath: session.folderPath, txnId: session.txnId };
  }

  /**
   * The deprecated voice upload (PROTOCOL §3): the file becomes a session of its own, started at
   * once. Resolves to the stored file's name.
   */
  async voiceUpload(caller: SessionCaller, txnId: string, mode: Mode, file: { filename: string; contentType: string; content: Readable }): Promise<string> {
    const session = await this.ensureSession(caller, txnId, { mode });
    const name = storedFileName(file.filename);
    await this.storeAudio(session, name, file.contentType, file.content, { minBytes: 1, maxBytes: this.d.settings.maxPostBytes });
    const started = await this.start(session, requestFromVoiceUpload(mode, await this.requestContext(session, [])), randomUUID());
    if (started !== 'started') throw alreadyStarted();
    return name;
  }

  /**
   * A presigned POST (PROTOCOL §4.2): the policy must be this server's, unexpired, and name a key in
   * its folder. An audio file is streamed to storage; the manifest `<txn_id>.json` starts the session, read by the
   * front-end's `readManifest`.
   */
  async receiveUpload(
    fields: Partial<Record<string, string>>,
    file: { filename: string; contentType: string; content: Readable },
    readManifest: ManifestReader,
  ): Promise<void> {
    let policy;
    try {
      policy = verifyUploadPolicy(this.d.policyKey(), fields, this.d.now());
    } catch (error) {
      if (error instanceof UploadPolicyError) throw forbidden(error.message);
      throw error;
    }
    const checked = fileNameInFolder(formKey(fields, file.filename), policy.keyPrefix);
    if ('refusal' in checked) throw checked.refusal;
    const { name } = checked;
    const sessionKey = sessionOfFolder(policy.keyPrefix);
    const session = sessionKey && (await this.d.store.sessions.find(sessionKey));
    if (!session || session.folderPath !== policy.keyPrefix) throw forbidden('the upload folder belongs to no session');
    if (name === manifestName(session)) {
      const text = await this.manifestText(file.content);
      await this.startFromManifest(session, () => readManifest(text, session.extraData));
      return;
    }
    await this.storeAudio(session, name, file.contentType, file.content, policy);
  }

  /**
   * PROTOCOL §4.5. Resolves to the batch id. With direct uploads the files the client posted to the bucket become the
   * session's here (see `adoptDirectUploads`), and only init starts the session: the server never sees a manifest
   * posted to the bucket arrive.
   */
  async init(caller: SessionCaller, txnId: string, input: RequestInput): Promise<{ batchId: string }> {
    const session = await this.find(caller, txnId);
    if (!session) throw new DomainError('invalid_request', 'no audio has been uploaded for this transaction');
    if (!canMove('queue', session.state)) return this.initAfterManifest(session);
    const direct = this.d.blobs.directUploads;
    if (direct) await this.adoptDirectUploads(session, direct);
    const request = requestFrom(input, await this.requestContext(session, input.templates));
    const batchId = randomUUID();
    const started = await this.start(session, request, batchId);
    if (started === 'started') return { batchId };
    // The manifest may have started it while this init was on its way.
    const now = await this.d.store.sessions.find(session);
    if (!now) throw notFound();
    return this.initAfterManifest(now);
  }

  /**
   * PROTOCOL §4.5: a manifest then init is not an error. The first init after the manifest answers with the batch the
   * manifest started; any other init (a second one, or one after an init) is 409. The store records the answer, once.
   */
  private async initAfterManifest(session: SessionRecord): Promise<{ batchId: string }> {
    if (session.request?.source !== 'manifest' || session.batchId === null) throw alreadyStarted();
    if (!(await this.d.store.sessions.claimInitAfterManifest(session, this.d.now()))) throw alreadyStarted();
    return { batchId: session.batchId };
  }

  /**
   * A session whose audio comes through a front-end's own upload route (MedScribeAlliance's `upload_url`), not a
   * presigned POST, with the front-end's own settings of it (kept as they are, see `SessionRecord.protocolSettings`).
   */
  async open(caller: SessionCaller, txnId: string, protocolSettings: unknown): Promise<SessionRecord> {
    return this.ensureSession(caller, txnId, {}, protocolSettings);
  }

  /** One audio file of the caller's session, while it takes uploads; a file of the same name replaces the first. */
  async addAudio(caller: SessionCaller, txnId: string, file: { filename: string; contentType: string; content: Readable }): Promise<void> {
    const session = await this.find(caller, txnId);
    if (!session) throw notFound();
    await this.storeAudio(session, storedFileName(file.filename), file.contentType, file.content, { minBytes: 1, maxBytes: this.d.settings.maxPostBytes });
  }

  /** The uploaded files of a session the caller has found, in upload order. */
  async files(session: SessionKey): Promise<SessionFileRecord[]> {
    return this.d.store.sessions.files(session);
  }

  /** Starts the caller's session with a request a front-end built in domain terms, checked as init's is; once. */
  async startWith(caller: SessionCaller, txnId: string, input: DomainRequest): Promise<void> {
    const session = await this.find(caller, txnId);
    if (!session) throw notFound();
    if (!canMove('queue', session.state)) throw alreadyStarted();
    const started = await this.start(session, requestFrom(input, await this.requestContext(session, input.templates)), randomUUID());
    if (started !== 'started') throw alreadyStarted();
  }

  /** A session the caller reaches (see `SessionVisibility`): another client's txn id, or another user's, is unknown. */
  async find(caller: SessionCaller, txnId: string): Promise<SessionRecord | undefined> {
    return this.d.store.sessions.find({ clientId: caller.clientId, txnId }, this.d.visibility.ownerFilter(caller));
  }

  /** The sessions the caller reaches, newest first. */
  async list(caller: SessionCaller, filter: Pick<SessionListFilter, 'createdFrom' | 'createdBefore' | 'limit'>): Promise<SessionRecord[]> {
    return this.d.store.sessions.list({ ...filter, clientId: caller.clientId, ownerId: this.d.visibility.ownerFilter(caller) });
  }

  /**
   * The retention period's end: sessions finished before `before` are deleted with their audio and
   * results, a batch at a time. Resolves to how many went.
   */
  async purgeFinished(before: Date): Promise<number> {
    let purged = 0;
    for (;;) {
      const due = await this.d.store.sessions.finishedBefore(before, PURGE_BATCH);
      for (const key of due) await this.deleteWithFiles(key);
      purged += due.length;
      if (due.length < PURGE_BATCH) return purged;
    }
  }

  /** Deletes a session's audio and results at once (patient-data requests). A session being processed is refused. */
  async delete(caller: SessionCaller, txnId: string): Promise<void> {
    const session = await this.find(caller, txnId);
    if (!session) throw notFound();
    // Queued or processing: the job that will finish it reads its files.
    if (canMove('finish', session.state)) {
      throw new DomainError('conflict', 'the session is being processed; delete it once it has finished');
    }
    await this.deleteWithFiles({ clientId: caller.clientId, txnId });
  }

  private async deleteWithFiles(key: SessionKey): Promise<void> {
    const direct = this.d.blobs.directUploads;
    const session = direct && (await this.d.store.sessions.find(key));
    // What the client posted to the bucket and the session never adopted (its manifest, a file posted after the
    // start, a refused key) goes first: once the session's row is gone, nothing knows its folder.
    if (direct && session) await Promise.all((await direct.list(session.folderPath)).map((object) => direct.remove(object.key)));
    const blobKeys = (await this.d.store.sessions.delete(key)) ?? [];
    await Promise.all(blobKeys.map((blobKey) => this.d.blobs.delete(blobKey)));
  }

  /**
   * Makes the files the client posted to the bucket the session's, in upload order (to the second S3 keeps, then by
   * name): each is copied, inside the store, to a blob of its own, recorded, then removed from the folder, so an init
   * retried after a failure adopts only what is left. Left in the folder (and removed with the session): the manifest,
   * a key the storage endpoint would have refused, and a file outside the policy's sizes, which an S3-compatible server
   * that ignores POST policies lets in.
   */
  private async adoptDirectUploads(session: SessionRecord, direct: DirectUploads): Promise<void> {
    const uploaded = (await direct.list(session.folderPath)).sort((a, b) => a.uploadedAt.getTime() - b.uploadedAt.getTime());
    for (const object of uploaded) {
      const checked = fileNameInFolder(object.key, session.folderPath);
      if ('refusal' in checked || checked.name === manifestName(session) || !this.withinPostSizes(object)) continue;
      const blobKey = sessionBlobKey(session);
      try {
        await direct.adopt(object.key, blobKey);
      } catch (error) {
        // A concurrent init adopted it.
        if (error instanceof BlobNotFoundError) continue;
        throw error;
      }
      const file = { ...session, name: checked.name, blobKey, contentType: contentTypeOf(checked.name), sizeBytes: object.bytes, uploadedAt: object.uploadedAt };
      // Started meanwhile (a concurrent init): that start stands, and this init answers as one that came second.
      if (!(await this.recordFile(file))) return;
      await direct.remove(object.key);
    }
  }

  private withinPostSizes(object: UploadedObject): boolean {
    return object.bytes >= 1 && object.bytes <= this.d.settings.maxPostBytes;
  }

  /** Adds a stored blob to the session; false, with the blob deleted, when the session has started meanwhile. */
  private async recordFile(file: SessionFileRecord): Promise<boolean> {
    const added = await this.d.store.sessions.addFile(file);
    if (!added.added) {
      await this.d.blobs.delete(file.blobKey);
      return false;
    }
    if (added.replacedBlobKey) await this.d.blobs.delete(added.replacedBlobKey);
    return true;
  }

  /**
   * The caller's session of this id, created now (owned by the caller's user) if the client has none; one that has
   * started takes no more uploads, and one the caller does not reach is refused, not handed out.
   */
  private async ensureSession(caller: SessionCaller, txnId: string, extraData: Record<string, unknown>, protocolSettings: unknown = null): Promise<SessionRecord> {
    // The routes' schemas say the same; here too, so no caller can make a session whose files could not be stored.
    if (!TXN_ID.test(txnId)) {
      throw new DomainError(
        'invalid_request',
        `invalid txn_id: a letter or digit, then letters, digits, ".", "_" or "-", at most ${TXN_ID_MAX_LENGTH} characters`,
      );
    }
    const now = this.d.now();
    const key = { clientId: caller.clientId, txnId };
    const record: SessionRecord = {
      ...key,
      ownerId: caller.userId ?? null,
      state: 'created',
      folderPath: `${caller.clientId}/${txnId}/${folderStamp(now)}/`,
      extraData,
      protocolSettings,
      request: null,
      batchId: null,
      output: null,
      fhir: null,
      result: null,
      failureReason: null,
      progress: null,
      createdAt: now,
      queuedAt: null,
      startedAt: null,
      finishedAt: null,
    };
    // Written only if this call creates it: a second upload URL for the same session notifies nothing.
    await this.d.store.sessions.create(record, await this.d.notifications?.(record, 'started'));
    const session = await this.find(caller, txnId);
    if (!session) {
      // Taken, but whose is not said: elsewhere another user's session answers as unknown.
      if (await this.d.store.sessions.find(key)) throw new DomainError('conflict', `the txn_id ${txnId} is already in use`);
      throw new Error('session vanished after insert');
    }
    if (!canMove('addFile', session.state)) throw alreadyStarted();
    return session;
  }

  /** What a start is checked against: the session's files, the languages served, and the note templates among `asked`. */
  private async requestContext(session: SessionRecord, asked: readonly AskedTemplate[]): Promise<RequestContext> {
    const files = await this.d.store.sessions.files(session);
    return {
      folderPath: session.folderPath,
      uploaded: files.map((f) => f.name),
      installedLanguages: await this.d.installedLanguages(),
      noteTemplates: await this.d.noteTemplates.resolve(session.clientId, asked.map((t) => t.templateId)),
    };
  }

  private async start(session: SessionRecord, request: SessionRequest, batchId: string) {
    const payload: ProcessSessionPayload = { clientId: session.clientId, txnId: session.txnId };
    const result = await this.d.store.sessions.start(
      session,
      { request, batchId, at: this.d.now() },
      { kind: PROCESS_SESSION, payload, maxAttempts: this.d.settings.processingAttempts, dedupeKey: `session:${session.clientId}:${session.txnId}` },
      await this.d.notifications?.(session, 'ended'),
    );
    if (result === 'started') this.d.onQueued?.();
    return result;
  }

  private async manifestText(content: Readable): Promise<string> {
    let size = 0;
    const chunks: Buffer[] = [];
    for await (const chunk of content as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_MANIFEST_BYTES) throw new DomainError('too_large', 'Request Entity Too Large');
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  /** A manifest that arrives after init is not an error: the session started once, and that stands. */
  private async startFromManifest(session: SessionRecord, read: () => RequestInput): Promise<void> {
    if (!canMove('queue', session.state)) return;
    const input = read();
    const request = requestFrom(input, await this.requestContext(session, input.templates));
    await this.start(session, request, randomUUID());
  }

  private async storeAudio(
    session: SessionRecord,
    name: string,
    contentType: string,
    content: Readable,
    policy: { minBytes: number; maxBytes: number },
  ): Promise<void> {
    if (!canMove('addFile', session.state)) throw alreadyStarted();
    const blobKey = sessionBlobKey(session);
    let bytes: number;
    try {
      ({ bytes } = await this.d.blobs.put(blobKey, content, { maxBytes: policy.maxBytes }));
    } catch (error) {
      if (error instanceof BlobTooLargeError) throw new DomainError('too_large', 'Request Entity Too Large');
      throw error;
    }
    if (bytes < policy.minBytes) {
      await this.d.blobs.delete(blobKey);
      throw new DomainError('invalid_request', 'the file is empty');
    }
    // The session started while this file was on its way.
    if (!(await this.recordFile({ ...session, name, blobKey, contentType, sizeBytes: bytes, uploadedAt: this.d.now() }))) throw alreadyStarted();
  }
}
