/**
 * The Prometheus metrics of one server or worker (`GET /metrics`, prom-client). Each container has a registry of its
 * own, so two servers in one process (the tests) neither share nor collide on a series. The process's own metrics
 * (CPU, memory, event loop, GC) live in one registry per process, collected once: there is one process to describe,
 * and every collector started would stay started (prom-client cannot stop them).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sameSecret } from './secrets.js';

/**
 * Whether a request's `Authorization` header may read the metrics: `not_served` while SCRIBE_METRICS_TOKEN is unset
 * (the metrics are then as unknown as any other path), `refused` without `Bearer <that token>`.
 */
export function metricsAccess(authorization: string | undefined, token: string | undefined): 'allowed' | 'not_served' | 'refused' {
  if (token === undefined) return 'not_served';
  const given = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1];
  return given !== undefined && sameSecret(given, token) ? 'allowed' : 'refused';
}

/** What became of one run of a job. */
export type JobOutcome = 'completed' | 'retried' | 'given_up';

/**
 * What became of one webhook delivery attempt: `gone` the endpoint answered 410 (its subscription is disabled),
 * `subscription_disabled` the subscription already was (nothing sent), `given_up` the queue gave the job up (its
 * workers kept dying).
 */
export type WebhookOutcome = 'delivered' | 'will_retry' | 'failed' | 'gone' | 'subscription_disabled' | 'given_up';

/** Jobs of one kind waiting for a worker, and held by one. */
export interface QueueDepth {
  kind: string;
  pending: number;
  running: number;
}

/** A request to a transcription of several minutes still falls in a bucket of its own. */
const HTTP_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
/** Webhook deliveries take milliseconds; a session of an hour of audio, minutes. */
const JOB_SECONDS_BUCKETS = [0.01, 0.05, 0.25, 1, 5, 15, 30, 60, 120, 300, 600, 1800];
/** Around the local model's 0.05–0.1 on two cores (`npm run bench:asr`), and beyond 1 where it falls behind. */
const REAL_TIME_FACTOR_BUCKETS = [0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2];
/** Around issue 32's goal of a final within a second of the end of speech. */
const STREAM_STAGE_SECONDS_BUCKETS = [0.01, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10];

interface ProcessMetrics {
  registry: Registry;
  unhandledRejections: Counter;
}

let processMetricsOnce: ProcessMetrics | undefined;

function processMetrics(): ProcessMetrics {
  if (processMetricsOnce === undefined) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const unhandledRejections = new Counter({
      name: 'scribe_unhandled_rejections_total',
      help: 'Promise rejections nothing handled (each a bug: the log has it); the process kept serving',
      registers: [registry],
    });
    processMetricsOnce = { registry, unhandledRejections };
  }
  return processMetricsOnce;
}

/** Counts a promise rejection nothing handled in this process (`process-failures.ts`). */
export function countUnhandledRejection(): void {
  processMetrics().unhandledRejections.inc();
}

export class Metrics {
  private readonly registry = new Registry();
  private readonly httpRequestSeconds = new Histogram({
    name: 'scribe_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_SECONDS_BUCKETS,
    registers: [this.registry],
  });
  private readonly jobSeconds = new Histogram({
    name: 'scribe_job_duration_seconds',
    help: 'Runs of queued jobs by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    buckets: JOB_SECONDS_BUCKETS,
    registers: [this.registry],
  });
  private readonly realTimeFactor = new Histogram({
    name: 'scribe_recognition_real_time_factor',
    help: 'Seconds a recognition took (waiting for the model included) per second of audio, by backend, language and pass (full, or draft: a live partial)',
    labelNames: ['backend', 'language', 'pass'] as const,
    buckets: REAL_TIME_FACTOR_BUCKETS,
    registers: [this.registry],
  });
  private readonly streamFinalStageSeconds = new Histogram({
    name: 'scribe_stream_final_stage_seconds',
    help: "Live stream finals: where the time from the end of a segment's speech to its final went, by stage",
    labelNames: ['stage'] as const,
    buckets: STREAM_STAGE_SECONDS_BUCKETS,
    registers: [this.registry],
  });
  private readonly webhookOutcomes = new Counter({
    name: 'scribe_webhook_delivery_outcomes_total',
    help: 'Webhook delivery attempts by outcome',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  /** `queueDepth` is asked on every scrape: the queue is shared by every process, so any one of them can tell. */
  constructor(queueDepth: () => Promise<QueueDepth[]>) {
    new Gauge({
      name: 'scribe_job_queue_depth',
      help: 'Jobs by kind and state (pending: waiting for a worker; running: held by one), read from the queue at scrape',
      labelNames: ['kind', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        // A queue that does not answer leaves the gauge without series (and /readyz says why), rather than failing
        // the scrape and hiding every other metric with it.
        const depths = await queueDepth().catch(() => []);
        for (const { kind, pending, running } of depths) {
          this.set({ kind, state: 'pending' }, pending);
          this.set({ kind, state: 'running' }, running);
        }
      },
    });
  }

  /** `route` is the route's pattern (`/voice/api/v3/status/:txn_id`), never the path: no ids in labels. */
  observeHttpRequest(request: { method: string; route: string; statusCode: number; seconds: number }): void {
    this.httpRequestSeconds.observe({ method: request.method, route: request.route, status_code: String(request.statusCode) }, request.seconds);
  }

  observeJob(run: { kind: string; outcome: JobOutcome; seconds: number }): void {
    this.jobSeconds.observe({ kind: run.kind, outcome: run.outcome }, run.seconds);
  }

  observeRecognition(recognition: { backend: string; language: string; draft: boolean; seconds: number; audioS: number }): void {
    // Audio without a sample has no rate to speak of.
    if (recognition.audioS <= 0) return;
    const labels = { backend: recognition.backend, language: recognition.language, pass: recognition.draft ? 'draft' : 'full' };
    this.realTimeFactor.observe(labels, recognition.seconds / recognition.audioS);
  }

  /** One live final's stages, in seconds (`LiveTranscription`'s FinalTimings: endpoint, queued, recognition, confirm). */
  observeStreamFinal(stages: Readonly<Record<string, number>>): void {
    for (const [stage, seconds] of Object.entries(stages)) this.streamFinalStageSeconds.observe({ stage }, seconds);
  }

  countWebhookOutcome(outcome: WebhookOutcome): void {
    this.webhookOutcomes.inc({ outcome });
  }

  /** The Content-Type of `exposition()`. */
  get contentType(): string {
    return this.registry.contentType;
  }

  /** This container's metrics and the process's, in the Prometheus text format. */
  exposition(): Promise<string> {
    return Registry.merge([processMetrics().registry, this.registry]).metrics();
  }
}
