import { describe, expect, it } from 'vitest';
import { Metrics } from './metrics.js';

const noQueue = async () => [];

describe('Metrics', () => {
  it('records job runs, recognition real-time factors, live finals\' stages and webhook outcomes under their labels', async () => {
    const metrics = new Metrics(noQueue);
    metrics.observeJob({ kind: 'process-session', outcome: 'completed', seconds: 12 });
    metrics.observeJob({ kind: 'deliver-webhook', outcome: 'retried', seconds: 0.2 });
    metrics.observeRecognition({ backend: 'local', language: 'en-IN', draft: false, seconds: 3, audioS: 40 });
    metrics.observeRecognition({ backend: 'local', language: 'en-IN', draft: false, seconds: 1, audioS: 0 });
    metrics.observeRecognition({ backend: 'local', language: 'en-IN', draft: true, seconds: 1, audioS: 20 });
    metrics.observeStreamFinal({ endpoint: 0.2, queued: 0.05, recognition: 0.6, confirm: 0 });
    metrics.countWebhookOutcome('gone');
    metrics.countWebhookOutcome('gone');
    const text = await metrics.exposition();
    expect(text).toContain('scribe_job_duration_seconds_sum{kind="process-session",outcome="completed"} 12');
    expect(text).toContain('scribe_job_duration_seconds_count{kind="deliver-webhook",outcome="retried"} 1');
    // 3 s for 40 s of audio is 0.075; the empty audio is not a rate.
    expect(text).toContain('scribe_recognition_real_time_factor_bucket{le="0.075",backend="local",language="en-IN",pass="full"} 1');
    expect(text).toContain('scribe_recognition_real_time_factor_count{backend="local",language="en-IN",pass="full"} 1');
    expect(text).toContain('scribe_recognition_real_time_factor_count{backend="local",language="en-IN",pass="draft"} 1');
    expect(text).toContain('scribe_stream_final_stage_seconds_sum{stage="recognition"} 0.6');
    expect(text).toContain('scribe_stream_final_stage_seconds_bucket{le="0.2",stage="endpoint"} 1');
    expect(text).toContain('scribe_webhook_delivery_outcomes_total{outcome="gone"} 2');
  });

  it('reads the queue depth at each scrape, and still answers when the queue does not', async () => {
    let depth = 3;
    const metrics = new Metrics(async () => [{ kind: 'deliver-webhook', pending: depth, running: 1 }]);
    expect(await metrics.exposition()).toContain('scribe_job_queue_depth{kind="deliver-webhook",state="pending"} 3');
    depth = 0;
    expect(await metrics.exposition()).toContain('scribe_job_queue_depth{kind="deliver-webhook",state="pending"} 0');

    const down = new Metrics(async () => {
      throw new Error('database unreachable');
    });
    const text = await down.exposition();
    expect(text).not.toContain('scribe_job_queue_depth{');
    expect(text).toContain('process_cpu_user_seconds_total');
  });
});
