/**
 * Single-use tickets for opening a live transcription stream from a browser, which cannot set an
 * `Authorization` header on a WebSocket: a client with a bearer token asks for a ticket and passes it as
 * `?ticket=`. A ticket is good for one upgrade within TICKET_TTL_S, so a URL that leaks (a log, a proxy)
 * opens nothing; a long-lived token never goes in a URL. Kept in this process's memory: a stream must open on
 * the server that issued its ticket.
 */
import { randomBytes } from 'node:crypto';
import type { Principal } from './auth.service.js';

export const TICKET_TTL_S = 60;

export class StreamTickets {
  private readonly tickets = new Map<string, { principal: Principal; expiresAt: number }>();

  constructor(private readonly now: () => Date) {}

  issue(principal: Principal): { ticket: string; expiresInS: number } {
    this.forgetExpired();
    const ticket = randomBytes(32).toString('base64url');
    this.tickets.set(ticket, { principal, expiresAt: this.now().getTime() + TICKET_TTL_S * 1000 });
    return { ticket, expiresInS: TICKET_TTL_S };
  }

  /** The ticket's holder, once: a second redemption, or one after it expired, finds nothing. */
  redeem(ticket: string): Principal | undefined {
    const held = this.tickets.get(ticket);
    this.tickets.delete(ticket);
    return held && held.expiresAt > this.now().getTime() ? held.principal : undefined;
  }

  private forgetExpired(): void {
    const now = this.now().getTime();
    for (const [ticket, held] of this.tickets) if (held.expiresAt <= now) this.tickets.delete(ticket);
  }
}
