/** Status polls as an open-loop load: how a fleet of clients asking "is it done yet?" loads a server. */
import { percentile } from './asr-metrics.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PollFigures {
  requests: number;
  achievedPerS: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers other than 200 and 202. */
  non2xx: number;
}

/**
 * `GET /voice/api/v3/status/<txnId>` at `ratePerS`, whatever the answers' latency (open loop), until `stop` resolves;
 * latency = fetch until the body is read. Every millisecond it sends the requests due by then: a timer cannot fire
 * more often, and the loop must yield for the stop to arrive and the answers to be read.
 */
export async function pollStatus(server: { baseUrl: string; authorization: string }, txnId: string, ratePerS: number, stop: Promise<unknown>): Promise<PollFigures> {
  const latencies: number[] = [];
  let non2xx = 0;
  let stopped = false;
  void stop.then(() => (stopped = true));
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  const poll = () => {
    const sent = performance.now();
    inFlight.push(
      fetch(`${server.baseUrl}/voice/api/v3/status/${txnId}`, { headers: { authorization: server.authorization } }).then(async (response) => {
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        if (response.status !== 200 && response.status !== 202) non2xx++;
      }),
    );
  };
  for (let sent = 0; !stopped; await sleep(1)) {
    const due = Math.floor(((performance.now() - started) * ratePerS) / 1000) + 1;
    for (; sent < due; sent++) poll();
  }
  await Promise.all(inFlight);
  return {
    requests: latencies.length,
    achievedPerS: latencies.length / ((performance.now() - started) / 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: Math.max(...latencies),
    non2xx,
  };
}
