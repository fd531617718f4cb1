/**
 * The live streams one server holds open: at most `total` at once, and at most `perClient` of them one client's, so
 * that one tenant holding streams open cannot make every other tenant's upgrade fail.
 */
import { DomainError } from '../domain/errors.js';

export class StreamSlots {
  /** Each client's open streams; a client with none has no entry. */
  private readonly openByClient = new Map<string, number>();

  constructor(private readonly limits: { total: number; perClient: number }) {}

  private get open(): number {
    let open = 0;
    for (const streams of this.openByClient.values()) open += streams;
    return open;
  }

  /** Refuses when the server, or this client's share of it, is full: before an upgrade, so the refusal is an HTTP status. */
  assertFree(clientId: string): void {
    const open = this.open;
    if (open >= this.limits.total) {
      throw new DomainError('unavailable', `${open} streams are open, the most this server takes (SCRIBE_STREAM_MAX_CONCURRENT)`);
    }
    const ofClient = this.openByClient.get(clientId) ?? 0;
    if (ofClient >= this.limits.perClient) {
      throw new DomainError('rate_limited', `${ofClient} streams of this client are open, the most one client may hold (SCRIBE_STREAM_MAX_PER_CLIENT)`);
    }
  }

  /** Takes a slot (refusing as `assertFree` does); the function returned gives it back, once however often it is called. */
  take(clientId: string): () => void {
    this.assertFree(clientId);
    this.openByClient.set(clientId, (this.openByClient.get(clientId) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = this.openByClient.get(clientId)! - 1;
      if (left === 0) this.openByClient.delete(clientId);
      else this.openByClient.set(clientId, left);
    };
  }
}
