/** The jobs of the queue: their names and payloads. Each has exactly one handler (`jobs/*.job.ts`). */

export const PROCESS_SESSION = 'process-session';
export interface ProcessSessionPayload {
  clientId: string;
  txnId: string;
}

export const DELIVER_WEBHOOK = 'deliver-webhook';
export interface DeliverWebhookPayload {
  deliveryId: string;
}
