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
import { SUBSCRIPTION_COLUMNS, attemptFromRow, deliveryFromRow, subscriptionFromRow, subscriptionValues, type Row } from '../rows.js';

/** Webhook subscriptions, their deliveries (written by the session that finishes) and each delivery's attempts. */
export class SqliteWebhooks implements WebhookRepository {
  constructor(private readonly db: Database.Database) {}

  async insert(s: WebhookSubscriptionRecord): Promise<void> {
    this.db
      .prepare(`INSERT INTO webhook_subscriptions (${SUBSCRIPTION_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(...subscriptionValues(s));
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
