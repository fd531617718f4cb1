import { webhookRetryDelayMs } from '../domain/webhook-retry.js';
import type { WebhooksService } from '../services/webhooks.service.js';
import type { JobHandler } from './job-handler.js';
import { DELIVER_WEBHOOK, type DeliverWebhookPayload } from './job-kinds.js';

export function deliverWebhookJob(webhooks: WebhooksService, concurrency: number): JobHandler {
  return {
    kind: DELIVER_WEBHOOK,
    concurrency,
    run: (job) => webhooks.deliver((job.payload as DeliverWebhookPayload).deliveryId, job.attempt),
    retryDelayMs: (failedAttempts) => webhookRetryDelayMs(failedAttempts),
    giveUp: (job, reason) => webhooks.abandon((job.payload as DeliverWebhookPayload).deliveryId, reason),
  };
}
