import type pg from 'pg';
import { moveEnd } from '../../../domain/session/transitions.js';
import type { SessionProgress, SessionRequest } from '../../../domain/sessions.js';
import type { NewJob } from '../../queue/job-queue.js';
import { insertJob } from '../../queue/pg-job-queue.js';
import { SESSION_COLUMNS, sessionFileFromRow, sessionFromRow, sessionValues, type Row } from '../rows.js';
import { sessionListConditions } from '../session-list-filter.js';
import { stateGuard } from '../state-guard.js';
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
import { inTransaction } from './pg-pool.js';

/** PostgreSQL's parameters are numbered: a guard's come after the `n` parameters before it. */
const after = (n: number) => (i: number) => `$${n + 1 + i}`;

/**
 * Sessions, their files, and the transactions that move a session on together with its jobs and webhook deliveries.
 * Where SQLite's single writer serialises a read and the write that depends on it, these lock the session's row
 * (`FOR UPDATE`) so that a concurrent start, upload or deletion on another server waits its turn.
 */
export class PgSessions implements SessionRepository {
  constructor(private readonly pool: pg.Pool) {}

  async create(s: SessionRecord, notifications?: Notifications): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      const { rowCount } = await client.query(
        `INSERT INTO sessions (${SESSION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) ON CONFLICT (client_id, txn_id) DO NOTHING`,
        sessionValues(s),
      );
      const created = rowCount === 1;
      if (created && notifications) await writeNotifications(client, notifications, s.createdAt);
      return created;
    });
  }

  async find(key: SessionKey, ownerId?: string): Promise<SessionRecord | undefined> {
    const { rows } = await (ownerId === undefined
      ? this.pool.query<Row>('SELECT * FROM sessions WHERE client_id = $1 AND txn_id = $2', [key.clientId, key.txnId])
      : this.pool.query<Row>('SELECT * FROM sessions WHERE client_id = $1 AND txn_id = $2 AND owner_id = $3', [key.clientId, key.txnId, ownerId]));
    return rows[0] && sessionFromRow(rows[0]);
  }

  async list({ limit, ...filter }: SessionListFilter): Promise<SessionRecord[]> {
    const conditions = sessionListConditions(filter);
    const where = conditions.length === 0 ? '' : `WHERE ${conditions.map((c, i) => `${c.sql} $${i + 1}`).join(' AND ')}`;
    const { rows } = await this.pool.query<Row>(`SELECT * FROM sessions ${where} ORDER BY created_at DESC, txn_id LIMIT $${conditions.length + 1}`, [
      ...conditions.map((c) => c.value),
      limit,
    ]);
    return rows.map(sessionFromRow);
  }

  async addFile(f: SessionFileRecord): Promise<{ added: false } | { added: true; replacedBlobKey: string | null }> {
    return inTransaction(this.pool, async (client) => {
      const guard = stateGuard('addFile', after(2));
      const takesFiles = await client.query(`SELECT 1 FROM sessions WHERE client_id = $1 AND txn_id = $2 AND ${guard.sql} FOR UPDATE`, [
        f.clientId,
        f.txnId,
        ...guard.values,
      ]);
      if (!takesFiles.rowCount) return { added: false as const };
      const previous = await client.query<Row>('SELECT blob_key FROM session_files WHERE client_id = $1 AND txn_id = $2 AND name = $3', [
        f.clientId,
        f.txnId,
        f.name,
      ]);
      // A replaced file keeps its place in the upload order.
      await client.query(
        `INSERT INTO session_files (client_id, txn_id, name, blob_key, content_type, size_bytes, uploaded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (client_id, txn_id, name) DO UPDATE SET
           blob_key = excluded.blob_key, content_type = excluded.content_type,
           size_bytes = excluded.size_bytes, uploaded_at = excluded.uploaded_at`,
        [f.clientId, f.txnId, f.name, f.blobKey, f.contentType, f.sizeBytes, f.uploadedAt.getTime()],
      );
      return { added: true as const, replacedBlobKey: (previous.rows[0]?.blob_key as string | undefined) ?? null };
    });
  }

  async files(key: SessionKey): Promise<SessionFileRecord[]> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM session_files WHERE client_id = $1 AND txn_id = $2 ORDER BY id', [key.clientId, key.txnId]);
    return rows.map(sessionFileFromRow);
  }

  async claimInitAfterManifest(key: SessionKey, at: Date): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'UPDATE sessions SET init_after_manifest_at = $1 WHERE client_id = $2 AND txn_id = $3 AND init_after_manifest_at IS NULL',
      [at.getTime(), key.clientId, key.txnId],
    );
    return rowCount === 1;
  }

  async start(key: SessionKey, start: { request: SessionRequest; batchId: string; at: Date }, job: NewJob, notifications?: Notifications): Promise<StartResult> {
    return inTransaction(this.pool, async (client): Promise<StartResult> => {
      const guard = stateGuard('queue', after(6));
      const { rowCount } = await client.query(
        `UPDATE sessions SET state = $1, request = $2, batch_id = $3, queued_at = $4
         WHERE client_id = $5 AND txn_id = $6 AND ${guard.sql}`,
        [moveEnd('queue'), JSON.stringify(start.request), start.batchId, start.at.getTime(), key.clientId, key.txnId, ...guard.values],
      );
      if (rowCount === 1) {
        await insertJob(client, job, start.at);
        if (notifications) await writeNotifications(client, notifications, start.at);
        return 'started';
      }
      const exists = await client.query('SELECT 1 FROM sessions WHERE client_id = $1 AND txn_id = $2', [key.clientId, key.txnId]);
      return exists.rowCount ? 'already_started' : 'not_found';
    });
  }

  async markProcessing(key: SessionKey, at: Date): Promise<boolean> {
    const guard = stateGuard('startProcessing', after(4));
    const { rowCount } = await this.pool.query(`UPDATE sessions SET state = $1, started_at = $2 WHERE client_id = $3 AND txn_id = $4 AND ${guard.sql}`, [
      moveEnd('startProcessing'),
      at.getTime(),
      key.clientId,
      key.txnId,
      ...guard.values,
    ]);
    return rowCount === 1;
  }

  async setProgress(key: SessionKey, progress: SessionProgress): Promise<boolean> {
    const { rowCount } = await this.pool.query(`UPDATE sessions SET progress = $1 WHERE client_id = $2 AND txn_id = $3 AND state = 'processing'`, [
      JSON.stringify(progress),
      key.clientId,
      key.txnId,
    ]);
    return rowCount === 1;
  }

  async finish(
    key: SessionKey,
    outcome: SessionOutcome,
    deliveries: readonly NewDelivery[],
    jobs: readonly NewJob[],
  ): Promise<boolean> {
    const guard = stateGuard('finish', after(7));
    return inTransaction(this.pool, async (client) => {
      const { rowCount } = await client.query(
        `UPDATE sessions SET state = $1, fhir = $2, result = $3, failure_reason = $4, finished_at = $5
         WHERE client_id = $6 AND txn_id = $7 AND ${guard.sql}`,
        [
          outcome.state,
          outcome.fhir,
          outcome.result && JSON.stringify(outcome.result),
          outcome.failureReason,
          outcome.at.getTime(),
          key.clientId,
          key.txnId,
          ...guard.values,
        ],
      );
      if (rowCount !== 1) return false;
      await writeNotifications(client, { deliveries, jobs }, outcome.at);
      return true;
    });
  }

  async delete(key: SessionKey): Promise<string[] | undefined> {
    return inTransaction(this.pool, async (client) => {
      // Locked first, so no file is added between listing the blobs and deleting the rows.
      const session = await client.query('SELECT 1 FROM sessions WHERE client_id = $1 AND txn_id = $2 FOR UPDATE', [key.clientId, key.txnId]);
      if (!session.rowCount) return undefined;
      // The files, and the parts of multipart uploads never completed: their rows go with the session.
      const { rows } = await client.query<{ blob_key: string }>(
        `SELECT blob_key FROM session_files WHERE client_id = $1 AND txn_id = $2
         UNION ALL
         SELECT p.blob_key FROM multipart_parts p JOIN multipart_uploads u ON u.id = p.upload_id
         WHERE u.client_id = $1 AND u.txn_id = $2`,
        [key.clientId, key.txnId],
      );
      await client.query('DELETE FROM sessions WHERE client_id = $1 AND txn_id = $2', [key.clientId, key.txnId]);
      return rows.map((row) => row.blob_key);
    });
  }

  async unstartedBefore(before: Date, limit: number): Promise<SessionRecord[]> {
    const guard = stateGuard('expire', after(2));
    const { rows } = await this.pool.query<Row>(`SELECT * FROM sessions WHERE ${guard.sql} AND created_at < $1 ORDER BY created_at, txn_id LIMIT $2`, [
      before.getTime(),
      limit,
      ...guard.values,
    ]);
    return rows.map(sessionFromRow);
  }

  async expire(key: SessionKey, at: Date, notifications: Notifications): Promise<boolean> {
    const guard = stateGuard('expire', after(4));
    return inTransaction(this.pool, async (client) => {
      const { rowCount } = await client.query(`UPDATE sessions SET state = $1, finished_at = $2 WHERE client_id = $3 AND txn_id = $4 AND ${guard.sql}`, [
        moveEnd('expire'),
        at.getTime(),
        key.clientId,
        key.txnId,
        ...guard.values,
      ]);
      if (rowCount !== 1) return false;
      await writeNotifications(client, notifications, at);
      return true;
    });
  }

  async finishedBefore(before: Date, limit: number): Promise<SessionKey[]> {
    const { rows } = await this.pool.query<Row>('SELECT client_id, txn_id FROM sessions WHERE finished_at < $1 ORDER BY finished_at LIMIT $2', [
      before.getTime(),
      limit,
    ]);
    return rows.map((row) => ({ clientId: row.client_id as string, txnId: row.txn_id as string }));
  }
}

/** Webhook deliveries and the jobs that send them, on the client of the transaction of the move they notify. */
async function writeNotifications(client: pg.PoolClient, { deliveries, jobs }: Notifications, at: Date): Promise<void> {
  for (const d of deliveries) {
    await client.query(
      `INSERT INTO webhook_deliveries (id, subscription_id, event, txn_id, body, state, attempts, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', 0, $6, $6)`,
      [d.id, d.subscriptionId, d.event, d.txnId, d.body, at.getTime()],
    );
  }
  for (const job of jobs) await insertJob(client, job, at);
}
