import type Database from 'better-sqlite3';
import type { AnyWebhookEvent } from '../../../domain/sessions.js';
import type {
  DeliveryState,
  WebhookApi,
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookRepository,
  WebhookSubscriptionRecord,
} from '../store.js';
import { toDate, type Row } from './rows.js';

function subscriptionFromRow(row: Row): WebhookSubscriptionRecord {
  return {
    id: row.id as string,
    clientId: row.client_id as string,
    api: row.api as WebhookApi,
    eventNames: JSON.parse(row.event_names as string) as AnyWebhookEvent[],
    endpoint: row.endpoint as string,
    protocol: row.protocol as string,
    sealedSigningKey: (row.sealed_signing_key as string | null) ?? null,
    createdAt: new Date(row.created_at as number),
    updatedAt: new Date(row.updated_at as number),
    disabledAt: toDate(row.disabled_at),
    disabledReason: (row.disabled_reason as string | null) ?? null,
  };
}

function deliveryFromRow(row: Row): WebhookDeliveryRecord {
  return {
    id: row.id as string,
    subscriptionId: row.subscription_id as string,
    event: row.event as AnyWebhookEvent,
    txnId: row.txn_id as string,
    body: row.body as string,
    state: row.state as DeliveryState,
    attempts: row.attempts as number,
    lastStatus: (row.last_status as number | null) ?? null,
    lastError: (row.last_error as string | null) ?? null,
    createdAt: new Date(row.created_at as number),
    updatedAt: new Date(row.updated_at as number),
  };
}

function attemptFromRow(row: Row): WebhookAttemptRecord {
  return {
    deliveryId: row.delivery_id as string,
    attempt: row.attempt as number,
    attemptedAt: new Date(row.attempted_at as number),
    status: (row.status as number | null) ?? null,
    error: (row.error as string | null) ?? null,
    durationMs: row.duration_ms as number,
  };
}

/** Webhook subscriptions, their deliveries (written by the session that finishes) and each delivery's attempts. */
export class SqliteWebhooks implements WebhookRepository {
  constructor(private readonly db: Database.Database) {}

  async insert(s: WebhookSubscriptionRecord): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO webhook_subscriptions (id, client_id, api, event_names, endpoint, protocol, sealed_signing_key,
                                            created_at, updated_at, disabled_at, disabled_reason)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        s.id,
        s.clientId,
        s.api,
        JSON.stringify(s.eventNames),
        s.endpoint,
        s.protocol,
        s.sealedSigningKey,
        s.createdAt.getTime(),
        s.updatedAt.getTime(),
        s.disabledAt?.getTime() ?? null,
        s.disabledReason,
      );
  }

  async list(clientId: string, api: WebhookApi): Promise<WebhookSubscriptionRecord[]> {
    const rows = this.db
      .prepare('SELECT * FROM webhook_subscriptions WHERE client_id = ? AND api = ? ORDER BY created_at, id')
      .all(clientId, api) as Row[];
    return rows.map(subscriptionFromRow);
  }

  async find(id: string): Promise<WebhookSubscriptionRecord | undefined> {
    const row = this.db.prepare('SELECT * FROM webhook_subscriptions WHERE id = ?').get(id) as Row | undefined;
    return row && subscriptionFromRow(row);
  }

  async deleteOwned(clientId: string, id: string, api: WebhookApi): Promise<boolean> {
    return this.db.prepare('DELETE FROM webhook_subscriptions WHERE client_id = ? AND id = ? AND api = ?').run(clientId, id, api).changes === 1;
  }

  async subscribers(clientId: string, event: AnyWebhookEvent): Promise<WebhookSubscriptionRecord[]> {
    const rows = this.db
      .prepare(
        `SELECT * FROM webhook_subscriptions
         WHERE client_id = ? AND disabled_at IS NULL AND EXISTS (SELECT 1 FROM json_each(event_names) WHERE value = ?)
         ORDER BY created_at, id`,
      )
      .all(clientId, event) as Row[];
    return rows.map(subscriptionFromRow);
  }

  async disable(id: string, reason: string, at: Date): Promise<void> {
    this.db
      .prepare('UPDATE webhook_subscriptions SET disabled_at = ?, disabled_reason = ?, updated_at = ? WHERE id = ? AND disabled_at IS NULL')
      .run(at.getTime(), reason, at.getTime(), id);
  }

  async findDelivery(id: string): Promise<WebhookDeliveryRecord | undefined> {
    const row = this.db.prepare('SELECT * FROM webhook_deliveries WHERE id = ?').get(id) as Row | undefined;
    return row && deliveryFromRow(row);
  }

  async recordAttempt(a: WebhookAttemptRecord, state: DeliveryState): Promise<void> {
    this.db.transaction(() => {
      // The subscription (and its deliveries) may have been deleted while the attempt was on its way.
      if (!this.db.prepare('SELECT 1 FROM webhook_deliveries WHERE id = ?').get(a.deliveryId)) return;
      // A retried job may log the same attempt twice (its worker died after logging): the last word stands.
      this.db
        .prepare(
          `INSERT OR REPLACE INTO webhook_attempts (delivery_id, attempt, attempted_at, status, error, duration_ms)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(a.deliveryId, a.attempt, a.attemptedAt.getTime(), a.status, a.error, a.durationMs);
      this.db
        .prepare(
          `UPDATE webhook_deliveries SET state = ?, attempts = MAX(attempts, ?), last_status = ?, last_error = ?, updated_at = ?
           WHERE id = ?`,
        )
        .run(state, a.attempt, a.status, a.error, a.attemptedAt.getTime(), a.deliveryId);
    })();
  }

  async deliveries(
    subscriptionId: string,
    page: { limit: number; offset: number },
  ): Promise<{ deliveries: (WebhookDeliveryRecord & { log: WebhookAttemptRecord[] })[]; total: number }> {
    const total = (this.db.prepare('SELECT COUNT(*) AS n FROM webhook_deliveries WHERE subscription_id = ?').get(subscriptionId) as Row)
      .n as number;
    const rows = this.db
      .prepare('SELECT * FROM webhook_deliveries WHERE subscription_id = ? ORDER BY created_at DESC, id LIMIT ? OFFSET ?')
      .all(subscriptionId, page.limit, page.offset) as Row[];
    const attempts = this.db.prepare('SELECT * FROM webhook_attempts WHERE delivery_id = ? ORDER BY attempt');
    return {
      total,
      deliveries: rows.map((row) => ({
        ...deliveryFromRow(row),
        log: (attempts.all(row.id) as Row[]).map(attemptFromRow),
      })),
    };
  }
}
