/**
 * Rows to records, the same for both backends: each stores timestamps as epoch milliseconds and JSON as text
 * (PostgreSQL's BIGINT is read as a number, see `postgres/pg-pool.ts`), so a row of either maps alike.
 */
import type { EnrolmentState } from '../../domain/abha-enrolment.js';
import type { DocumentMediaType, DocumentType } from '../../domain/documents.js';
import type { NoteTemplateDefinition } from '../../domain/note-templates.js';
import type { Scope } from '../../domain/scopes.js';
import type { AnyWebhookEvent, SessionProgress, SessionRequest, SessionResult, SessionState } from '../../domain/sessions.js';
import type {
  AbhaEnrolmentRecord,
  ClientKeyRecord,
  ClientRecord,
  DeliveryState,
  DocumentRecord,
  LegacyOutputItem,
  MultipartPartRecord,
  MultipartUploadRecord,
  NoteTemplateRecord,
  RefreshTokenRecord,
  SessionFileRecord,
  SessionRecord,
  SignedNoteRecord,
  SigningKeyRecord,
  UserRecord,
  WebhookApi,
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookSubscriptionRecord,
} from './store.js';

/** A row as the driver returns it. */
export type Row = Record<string, unknown>;

export const toMs = (date: Date | null): number | null => (date ? date.getTime() : null);
const toDate = (ms: unknown): Date | null => (typeof ms === 'number' ? new Date(ms) : null);
const date = (ms: unknown): Date => new Date(ms as number);
const text = (value: unknown): string | null => (value as string | null) ?? null;
const parsed = <T>(json: unknown): T | null => (typeof json === 'string' ? (JSON.parse(json) as T) : null);

export function clientFromRow(row: Row): ClientRecord {
  return {
    id: row.id as string,
    name: row.name as string,
    secretHash: row.secret_hash as string,
    scopes: JSON.parse(row.scopes as string) as Scope[],
    redirectUrl: row.redirect_url as string,
    createdAt: date(row.created_at),
    revokedAt: toDate(row.revoked_at),
  };
}

export function refreshTokenFromRow(row: Row): RefreshTokenRecord {
  return {
    tokenHash: row.token_hash as string,
    clientId: row.client_id as string,
    userId: text(row.user_id),
    familyId: row.family_id as string,
    expiresAt: date(row.expires_at),
    createdAt: date(row.created_at),
    usedAt: toDate(row.used_at),
    revokedAt: toDate(row.revoked_at),
  };
}

export function clientKeyFromRow(row: Row): ClientKeyRecord {
  return {
    kid: row.kid as string,
    clientId: row.client_id as string,
    sealedKey: row.sealed_key as string,
    createdAt: date(row.created_at),
    revokedAt: toDate(row.revoked_at),
  };
}

export function documentFromRow(row: Row): DocumentRecord {
  return {
    id: row.id as string,
    clientId: row.client_id as string,
    blobKey: row.blob_key as string,
    documentType: row.document_type as DocumentType,
    documentDate: text(row.document_date),
    title: text(row.title),
    patientReference: text(row.patient_reference),
    mediaType: row.media_type as DocumentMediaType,
    sizeBytes: row.size_bytes as number,
    sha256: row.sha256 as string,
    createdAt: date(row.created_at),
  };
}

/** The result versions this code reads. */
const RESULT_VERSIONS: ReadonlySet<unknown> = new Set<SessionResult['version']>([1, 2]);

/**
 * A session's stored result, of any version this code reads (a session finished before the clinical model was kept
 * has a version 1 result); null for one it does not, as a newer version's written by another process of a rolling
 * upgrade, which is then answered as a session without a result.
 */
function sessionResult(json: unknown): SessionResult | null {
  const result = parsed<SessionResult>(json);
  return result && RESULT_VERSIONS.has(result.version) ? result : null;
}

export function sessionFromRow(row: Row): SessionRecord {
  return {
    clientId: row.client_id as string,
    txnId: row.txn_id as string,
    ownerId: text(row.owner_id),
    state: row.state as SessionState,
    folderPath: row.folder_path as string,
    extraData: JSON.parse(row.extra_data as string) as Record<string, unknown>,
    protocolSettings: parsed<unknown>(row.protocol_settings),
    request: parsed<SessionRequest>(row.request),
    batchId: text(row.batch_id),
    output: parsed<LegacyOutputItem[]>(row.output),
    fhir: text(row.fhir),
    result: sessionResult(row.result),
    failureReason: text(row.failure_reason),
    progress: parsed<SessionProgress>(row.progress),
    createdAt: date(row.created_at),
    queuedAt: toDate(row.queued_at),
    startedAt: toDate(row.started_at),
    finishedAt: toDate(row.finished_at),
  };
}

/** A session's columns in insert order, shared by both backends' `INSERT INTO sessions`. */
export const SESSION_COLUMNS =
  'client_id, txn_id, owner_id, state, folder_path, extra_data, protocol_settings, request, batch_id, output, failure_reason, created_at, queued_at, started_at, finished_at';

export function sessionValues(s: SessionRecord): unknown[] {
  return [
    s.clientId,
    s.txnId,
    s.ownerId,
    s.state,
    s.folderPath,
    JSON.stringify(s.extraData),
    s.protocolSettings === null ? null : JSON.stringify(s.protocolSettings),
    s.request && JSON.stringify(s.request),
    s.batchId,
    s.output && JSON.stringify(s.output),
    s.failureReason,
    s.createdAt.getTime(),
    toMs(s.queuedAt),
    toMs(s.startedAt),
    toMs(s.finishedAt),
  ];
}

export function sessionFileFromRow(row: Row): SessionFileRecord {
  return {
    clientId: row.client_id as string,
    txnId: row.txn_id as string,
    name: row.name as string,
    blobKey: row.blob_key as string,
    contentType: row.content_type as string,
    sizeBytes: row.size_bytes as number,
    uploadedAt: date(row.uploaded_at),
  };
}

export function subscriptionFromRow(row: Row): WebhookSubscriptionRecord {
  return {
    id: row.id as string,
    clientId: row.client_id as string,
    api: row.api as WebhookApi,
    eventNames: JSON.parse(row.event_names as string) as AnyWebhookEvent[],
    endpoint: row.endpoint as string,
    protocol: row.protocol as string,
    sealedSigningKey: text(row.sealed_signing_key),
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
    disabledAt: toDate(row.disabled_at),
    disabledReason: text(row.disabled_reason),
  };
}

/** A subscription's columns in insert order, shared by both backends' `INSERT INTO webhook_subscriptions`. */
export const SUBSCRIPTION_COLUMNS =
  'id, client_id, api, event_names, endpoint, protocol, sealed_signing_key, created_at, updated_at, disabled_at, disabled_reason';

export function subscriptionValues(s: WebhookSubscriptionRecord): unknown[] {
  return [
    s.id,
    s.clientId,
    s.api,
    JSON.stringify(s.eventNames),
    s.endpoint,
    s.protocol,
    s.sealedSigningKey,
    s.createdAt.getTime(),
    s.updatedAt.getTime(),
    toMs(s.disabledAt),
    s.disabledReason,
  ];
}

export function deliveryFromRow(row: Row): WebhookDeliveryRecord {
  return {
    id: row.id as string,
    subscriptionId: row.subscription_id as string,
    event: row.event as AnyWebhookEvent,
    txnId: row.txn_id as string,
    body: row.body as string,
    state: row.state as DeliveryState,
    attempts: row.attempts as number,
    lastStatus: (row.last_status as number | null) ?? null,
    lastError: text(row.last_error),
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
}

export function attemptFromRow(row: Row): WebhookAttemptRecord {
  return {
    deliveryId: row.delivery_id as string,
    attempt: row.attempt as number,
    attemptedAt: date(row.attempted_at),
    status: (row.status as number | null) ?? null,
    error: text(row.error),
    durationMs: row.duration_ms as number,
  };
}

export function uploadFromRow(row: Row): MultipartUploadRecord {
  return {
    id: row.id as string,
    clientId: row.client_id as string,
    txnId: row.txn_id as string,
    name: row.name as string,
    contentType: row.content_type as string,
    createdAt: date(row.created_at),
    storeUploadId: text(row.store_upload_id),
  };
}

export function partFromRow(row: Row): MultipartPartRecord {
  return {
    uploadId: row.upload_id as string,
    partNumber: row.part_number as number,
    blobKey: row.blob_key as string,
    sizeBytes: row.size_bytes as number,
    etag: row.etag as string,
    uploadedAt: date(row.uploaded_at),
  };
}

export function userFromRow(row: Row): UserRecord {
  return {
    id: row.id as string,
    clientId: row.client_id as string,
    email: row.email as string,
    passwordHash: row.password_hash as string,
    createdAt: date(row.created_at),
    disabledAt: toDate(row.disabled_at),
  };
}

export function signedNoteFromRow(row: Row): SignedNoteRecord {
  return {
    id: row.id as string,
    clientId: row.client_id as string,
    txnId: row.txn_id as string,
    signedBy: row.signed_by as string,
    signedAt: date(row.signed_at),
    content: row.content as string,
  };
}

export function signingKeyFromRow(row: Row): SigningKeyRecord {
  return { kid: row.kid as string, createdAt: date(row.created_at), sealedPrivateJwk: row.sealed_private_jwk as string };
}

export function abhaEnrolmentFromRow(row: Row): AbhaEnrolmentRecord {
  return {
    id: row.id as string,
    clientId: row.client_id as string,
    abdmTxnId: row.abdm_txn_id as string,
    aadhaarHash: row.aadhaar_hash as string,
    aadhaarLast4: row.aadhaar_last4 as string,
    state: row.state as EnrolmentState,
    abhaNumber: text(row.abha_number),
    abhaAddress: text(row.abha_address),
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
    expiresAt: date(row.expires_at),
  };
}

/** The columns `abha_enrolments` is written with, in order. */
export const ABHA_ENROLMENT_COLUMNS =
  'id, client_id, abdm_txn_id, aadhaar_hash, aadhaar_last4, state, abha_number, abha_address, created_at, updated_at, expires_at';

export function abhaEnrolmentValues(e: AbhaEnrolmentRecord): unknown[] {
  return [
    e.id,
    e.clientId,
    e.abdmTxnId,
    e.aadhaarHash,
    e.aadhaarLast4,
    e.state,
    e.abhaNumber,
    e.abhaAddress,
    e.createdAt.getTime(),
    e.updatedAt.getTime(),
    e.expiresAt.getTime(),
  ];
}

export function noteTemplateFromRow(row: Row): NoteTemplateRecord {
  const definition = JSON.parse(row.definition as string) as NoteTemplateDefinition;
  return { clientId: row.client_id as string, template: { ...definition, version: row.version as number }, createdAt: date(row.created_at) };
}

