/**
 * Single-use tickets for opening a live transcription stream from a browser, which cannot set an
 * `Authorization` header on a WebSocket: a client with a bearer token asks for a ticket and passes it as
 * `?ticket=`. A ticket is good for one upgrade within TICKET_TTL_S, so a URL that leaks (a log, a proxy)
 * opens nothing; a long-lived token never goes in a URL. Kept in the store (only its hash), so a ticket one API
 * server issued opens a stream on any other, once.
 */
import type { StreamTicketRepository } from '../adapters/db/store.js';
import { randomToken, sha256 } from '../lib/secrets.js';
import type { Principal } from './auth.service.js';

export const TICKET_TTL_S = 60;

export class StreamTickets {
  /** When this process last removed expired tickets: at most once a TTL, on issuing, so no timer is needed. */
  private purgedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly d: { tickets: StreamTicketRepository; now: () => Date }) {}

  async issue(principal: Principal): Promise<{ ticket: string; expiresInS: number }> {
    const now = this.d.now();
    await this.purgeExpired(now);
    const ticket = randomToken();
    await this.d.tickets.insert({ ticketHash: sha256(ticket), principal: JSON.stringify(principal), expiresAt: new Date(now.getTime() + TICKET_TTL_S * 1000) });
    return { ticket, expiresInS: TICKET_TTL_S };
  }

  /** The ticket's holder, once: a second redemption, on any server, or one after it expired, finds nothing. */
  async redeem(ticket: string): Promise<Principal | undefined> {
    const principal = await this.d.tickets.redeem(sha256(ticket), this.d.now());
    return principal === undefined ? undefined : (JSON.parse(principal) as Principal);
  }

  private async purgeExpired(now: Date): Promise<void> {
    if (now.getTime() - this.purgedAt < TICKET_TTL_S * 1000) return;
    this.purgedAt = now.getTime();
    await this.d.tickets.purgeExpired(now);
  }
}
