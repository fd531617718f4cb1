import type pg from 'pg';
import type { AnyWebhookEvent } from '../../../domain/sessions.js';
import { SUBSCRIPTION_COLUMNS, attemptFromRow, deliveryFromRow, subscriptionFromRow, subscriptionValues, type Row } from '../rows.js';
import type {
  DeliveryState,
  WebhookApi,
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookRepository,
  WebhookSubscriptionRecord,
} from '../store.js';
import { inTransaction } from './pg-pool.js';

/** Webhook subscriptions, their deliveries (written by the session that finishes) and each delivery's attempts. */
export class PgWebhooks implements WebhookRepository {
  constructor(private readonly pool: pg.Pool) {}

  async insert(s: WebhookSubscriptionRecord): Promise<void> {
    await this.pool.query(`INSERT INTO webhook_subscriptions (${SUBSCRIPTION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`, subscriptionValues(s));
  }

  async list(clientId: string, api: WebhookApi): Promise<WebhookSubscriptionRecord[]> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM webhook_subscriptions WHERE client_id = $1 AND api = $2 ORDER BY created_at, id', [clientId, api]);
    return rows.map(subscriptionFromRow);
  }

  async find(id: string): Promise<WebhookSubscriptionRecord | undefined> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM webhook_subscriptions WHERE id = $1', [id]);
    return rows[0] && subscriptionFromRow(rows[0]);
  }

  async deleteOwned(clientId: string, id: string, api: WebhookApi): Promise<boolean> {
    return (await this.pool.query('DELETE FROM webhook_subscriptions WHERE client_id = $1 AND id = $2 AND api = $3', [clientId, id, api])).rowCount === 1;
  }

  async subscribers(clientId: string, event: AnyWebhookEvent): Promise<WebhookSubscriptionRecord[]> {
    // event_names is a JSON array kept as text, as in SQLite: read as jsonb to ask whether it holds the event.
    const { rows } = await this.pool.query<Row>(
      `SELECT * FROM webhook_subscriptions WHERE client_id = $1 AND disabled_at IS NULL AND event_names::jsonb ? $2 ORDER BY created_at, id`,
      [clientId, event],
    );
    return rows.map(subscriptionFromRow);
  }

  async disable(id: string, reason: string, at: Date): Promise<void> {
    await this.pool.query('UPDATE webhook_subscriptions SET disabled_at = $1, disabled_reason = $2, updated_at = $1 WHERE id = $3 AND disabled_at IS NULL', [
      at.getTime(),
      reason,
      id,
    ]);
  }

  async findDelivery(id: string): Promise<WebhookDeliveryRecord | undefined> {
    const { rows } = await this.pool.query<Row>('SELECT * FROM webhook_deliveries WHERE id = $1', [id]);
    return rows[0] && deliveryFromRow(rows[0]);
  }

  async recordAttempt(a: WebhookAttemptRecord, state: DeliveryState): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      // The subscription (and its deliveries) may have been deleted while the attempt was on its way; the row lock
      // keeps a deletion from landing between this check and the insert.
      if (!(await client.query('SELECT 1 FROM webhook_deliveries WHERE id = $1 FOR UPDATE', [a.deliveryId])).rowCount) return;
      // A retried job may log the same attempt twice (its worker died after logging): the last word stands.
      await client.query(
        `INSERT INTO webhook_attempts (delivery_id, attempt, attempted_at, status, error, duration_ms) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (delivery_id, attempt) DO UPDATE SET
           attempted_at = excluded.attempted_at, status = excluded.status, error = excluded.error, duration_ms = excluded.duration_ms`,
        [a.deliveryId, a.attempt, a.attemptedAt.getTime(), a.status, a.error, a.durationMs],
      );
      await client.query(
        `UPDATE webhook_deliveries SET state = $1, attempts = GREATEST(attempts, $2), last_status = $3, last_error = $4, updated_at = $5 WHERE id = $6`,
        [state, a.attempt, a.status, a.error, a.attemptedAt.getTime(), a.deliveryId],
      );
    });
  }

  async deliveries(
    subscriptionId: string,
    page: { limit: number; offset: number },
  ): Promise<{ deliveries: (WebhookDeliveryRecord & { log: WebhookAttemptRecord[] })[]; total: number }> {
    const counted = await this.pool.query<{ n: number }>('SELECT COUNT(*) AS n FROM webhook_deliveries WHERE subscription_id = $1', [subscriptionId]);
    const { rows } = await this.pool.query<Row>(
      'SELECT * FROM webhook_deliveries WHERE subscription_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3',
      [subscriptionId, page.limit, page.offset],
    );
    const attempts = await this.pool.query<Row>('SELECT * FROM webhook_attempts WHERE delivery_id = ANY($1::text[]) ORDER BY attempt', [rows.map((row) => row.id)]);
    return {
      total: counted.rows[0]!.n,
      deliveries: rows.map((row) => ({
        ...deliveryFromRow(row),
        log: attempts.rows.filter((attempt) => attempt.delivery_id === row.id).map(attemptFromRow),
      })),
    };
  }
}
