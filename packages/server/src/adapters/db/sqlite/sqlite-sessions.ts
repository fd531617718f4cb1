import type Database from 'better-sqlite3';
import { moveEnd } from '../../../domain/session/transitions.js';
import type { SessionProgress, SessionRequest } from '../../../domain/sessions.js';
import type { NewJob } from '../../queue/job-queue.js';
import { insertJobRow } from '../../queue/sqlite-job-queue.js';
import type {
  NewDelivery,
  Notifications,
  SessionFileRecord,
  SessionKey,
  SessionListFilter,
  SessionOutcome,
  SessionRecord,
  SessionRepository,
  StartResult,
} from '../store.js';
import { SESSION_COLUMNS, sessionFileFromRow, sessionFromRow, sessionValues, type Row } from '../rows.js';
import { sessionListConditions } from '../session-list-filter.js';
import { stateGuard } from '../state-guard.js';

/** SQLite's parameters go by position. */
const param = () => '?';

/** Sessions, their files, and the transactions that move a session on together with its jobs and webhook deliveries. */
export class SqliteSessions implements SessionRepository {
  constructor(private readonly db: Database.Database) {}

  async create(s: SessionRecord, notifications?: Notifications): Promise<boolean> {
    return this.db.transaction(() => {
      const created = this.insertSession(s);
      if (created && notifications) this.writeNotifications(notifications, s.createdAt);
      return created;
    })();
  }

  private insertSession(s: SessionRecord): boolean {
    const result = this.db
      .prepare(`INSERT INTO sessions (${SESSION_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (client_id, txn_id) DO NOTHING`)
      .run(...sessionValues(s));
    return result.changes === 1;
  }

  async find(key: SessionKey, ownerId?: string): Promise<SessionRecord | undefined> {
    const row = (
      ownerId === undefined
        ? this.db.prepare('SELECT * FROM sessions WHERE client_id = ? AND txn_id = ?').get(key.clientId, key.txnId)
        : this.db.prepare('SELECT * FROM sessions WHERE client_id = ? AND txn_id = ? AND owner_id = ?').get(key.clientId, key.txnId, ownerId)
    ) as Row | undefined;
    return row && sessionFromRow(row);
  }

  async list({ limit, ...filter }: SessionListFilter): Promise<SessionRecord[]> {
    const conditions = sessionListConditions(filter);
    const where = conditions.length === 0 ? '' : `WHERE ${conditions.map((c) => `${c.sql} ?`).join(' AND ')}`;
    const rows = this.db
      .prepare(`SELECT * FROM sessions ${where} ORDER BY created_at DESC, txn_id LIMIT ?`)
      .all(...conditions.map((c) => c.value), limit) as Row[];
    return rows.map(sessionFromRow);
  }

  async addFile(f: SessionFileRecord): Promise<{ added: false } | { added: true; replacedBlobKey: string | null }> {
    return this.db.transaction(() => {
      const guard = stateGuard('addFile', param);
      const takesFiles = this.db
        .prepare(`SELECT 1 FROM sessions WHERE client_id = ? AND txn_id = ? AND ${guard.sql}`)
        .get(f.clientId, f.txnId, ...guard.values);
      if (!takesFiles) return { added: false as const };
      const previous = this.db
        .prepare('SELECT blob_key FROM session_files WHERE client_id = ? AND txn_id = ? AND name = ?')
        .get(f.clientId, f.txnId, f.name) as Row | undefined;
      // A replaced file keeps its place in the upload order.
      this.db
        .prepare(
          `INSERT INTO session_files (client_id, txn_id, name, blob_key, content_type, size_bytes, uploaded_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (client_id, txn_id, name) DO UPDATE SET
             blob_key = excluded.blob_key, content_type = excluded.content_type,
             size_bytes = excluded.size_bytes, uploaded_at = excluded.uploaded_at`,
        )
        .run(f.clientId, f.txnId, f.name, f.blobKey, f.contentType, f.sizeBytes, f.uploadedAt.getTime());
      return { added: true as const, replacedBlobKey: (previous?.blob_key as string | undefined) ?? null };
    })();
  }

  async files(key: SessionKey): Promise<SessionFileRecord[]> {
    const rows = this.db
      .prepare('SELECT * FROM session_files WHERE client_id = ? AND txn_id = ? ORDER BY id')
      .all(key.clientId, key.txnId) as Row[];
    return rows.map(sessionFileFromRow);
  }

  async claimInitAfterManifest(key: SessionKey, at: Date): Promise<boolean> {
    const changed = this.db
      .prepare('UPDATE sessions SET init_after_manifest_at = ? WHERE client_id = ? AND txn_id = ? AND init_after_manifest_at IS NULL')
      .run(at.getTime(), key.clientId, key.txnId).changes;
    return changed === 1;
  }

  async start(
    key: SessionKey,
    start: { request: SessionRequest; batchId: string; at: Date },
    job: NewJob,
    notifications?: Notifications,
  ): Promise<StartResult> {
    return this.db.transaction((): StartResult => {
      const guard = stateGuard('queue', param);
      const changed = this.db
        .prepare(
          `UPDATE sessions SET state = ?, request = ?, batch_id = ?, queued_at = ?
           WHERE client_id = ? AND txn_id = ? AND ${guard.sql}`,
        )
        .run(moveEnd('queue'), JSON.stringify(start.request), start.batchId, start.at.getTime(), key.clientId, key.txnId, ...guard.values).changes;
      if (changed === 1) {
        insertJobRow(this.db, job, start.at);
        if (notifications) this.writeNotifications(notifications, start.at);
        return 'started';
      }
      const exists = this.db.prepare('SELECT 1 FROM sessions WHERE client_id = ? AND txn_id = ?').get(key.clientId, key.txnId);
      return exists ? 'already_started' : 'not_found';
    })();
  }

  async markProcessing(key: SessionKey, at: Date): Promise<boolean> {
    const guard = stateGuard('startProcessing', param);
    const result = this.db
      .prepare(`UPDATE sessions SET state = ?, started_at = ? WHERE client_id = ? AND txn_id = ? AND ${guard.sql}`)
      .run(moveEnd('startProcessing'), at.getTime(), key.clientId, key.txnId, ...guard.values);
    return result.changes === 1;
  }

  async setProgress(key: SessionKey, progress: SessionProgress): Promise<boolean> {
    const result = this.db
      .prepare(`UPDATE sessions SET progress = ? WHERE client_id = ? AND txn_id = ? AND state = 'processing'`)
      .run(JSON.stringify(progress), key.clientId, key.txnId);
    return result.changes === 1;
  }

  async finish(
    key: SessionKey,
    outcome: SessionOutcome,
    deliveries: readonly NewDelivery[],
    jobs: readonly NewJob[],
  ): Promise<boolean> {
    const at = outcome.at.getTime();
    const guard = stateGuard('finish', param);
    return this.db.transaction(() => {
      const changed = this.db
        .prepare(
          `UPDATE sessions SET state = ?, fhir = ?, result = ?, failure_reason = ?, finished_at = ?
           WHERE client_id = ? AND txn_id = ? AND ${guard.sql}`,
        )
        .run(
          outcome.state,
          outcome.fhir,
          outcome.result && JSON.stringify(outcome.result),
          outcome.failureReason,
          at,
          key.clientId,
          key.txnId,
          ...guard.values,
        ).changes;
      if (changed !== 1) return false;
      this.writeNotifications({ deliveries, jobs }, outcome.at);
      return true;
    })();
  }

  /** Webhook deliveries and the jobs that send them; called inside the transaction of the move they notify. */
  private writeNotifications({ deliveries, jobs }: Notifications, at: Date): void {
    const insertDelivery = this.db.prepare(
      `INSERT INTO webhook_deliveries (id, subscription_id, event, txn_id, body, state, attempts, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
    );
    for (const d of deliveries) insertDelivery.run(d.id, d.subscriptionId, d.event, d.txnId, d.body, at.getTime(), at.getTime());
    for (const job of jobs) insertJobRow(this.db, job, at);
  }

  async delete(key: SessionKey): Promise<string[] | undefined> {
    return this.db.transaction(() => {
      // The files, and the parts of multipart uploads never completed: their rows go with the session.
      const blobKeys = (
        this.db
          .prepare(
            `SELECT blob_key FROM session_files WHERE client_id = @clientId AND txn_id = @txnId
             UNION ALL
             SELECT p.blob_key FROM multipart_parts p JOIN multipart_uploads u ON u.id = p.upload_id
             WHERE u.client_id = @clientId AND u.txn_id = @txnId`,
          )
          .all(key) as Row[]
      ).map((row) => row.blob_key as string);
      const deleted = this.db.prepare('DELETE FROM sessions WHERE client_id = ? AND txn_id = ?').run(key.clientId, key.txnId).changes;
      return deleted === 1 ? blobKeys : undefined;
    })();
  }

  async unstartedBefore(before: Date, limit: number): Promise<SessionRecord[]> {
    const guard = stateGuard('expire', param);
    const rows = this.db
      .prepare(`SELECT * FROM sessions WHERE ${guard.sql} AND created_at < ? ORDER BY created_at, txn_id LIMIT ?`)
      .all(...guard.values, before.getTime(), limit) as Row[];
    return rows.map(sessionFromRow);
  }

  async expire(key: SessionKey, at: Date, notifications: Notifications): Promise<boolean> {
    const guard = stateGuard('expire', param);
    return this.db.transaction(() => {
      const changed = this.db
        .prepare(`UPDATE sessions SET state = ?, finished_at = ? WHERE client_id = ? AND txn_id = ? AND ${guard.sql}`)
        .run(moveEnd('expire'), at.getTime(), key.clientId, key.txnId, ...guard.values).changes;
      if (changed !== 1) return false;
      this.writeNotifications(notifications, at);
      return true;
    })();
  }

  async finishedBefore(before: Date, limit: number): Promise<SessionKey[]> {
    const rows = this.db
      .prepare('SELECT client_id, txn_id FROM sessions WHERE finished_at < ? ORDER BY finished_at LIMIT ?')
      .all(before.getTime(), limit) as Row[];
    return rows.map((row) => ({ clientId: row.client_id as string, txnId: row.txn_id as string }));
  }
}
