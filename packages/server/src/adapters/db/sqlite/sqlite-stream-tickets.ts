import type Database from 'better-sqlite3';
import type { StreamTicketRecord, StreamTicketRepository } from '../store.js';

export class SqliteStreamTickets implements StreamTicketRepository {
  constructor(private readonly db: Database.Database) {}

  async insert(t: StreamTicketRecord): Promise<void> {
    this.db.prepare('INSERT INTO stream_tickets (ticket_hash, principal, expires_at) VALUES (?, ?, ?)').run(t.ticketHash, t.principal, t.expiresAt.getTime());
  }

  async redeem(ticketHash: string, at: Date): Promise<string | undefined> {
    // One statement: of two redemptions at once, one deletes the row and the other finds none.
    const row = this.db
      .prepare('DELETE FROM stream_tickets WHERE ticket_hash = ? AND expires_at > ? RETURNING principal')
      .get(ticketHash, at.getTime()) as { principal: string } | undefined;
    return row?.principal;
  }

  async purgeExpired(at: Date): Promise<number> {
    return this.db.prepare('DELETE FROM stream_tickets WHERE expires_at <= ?').run(at.getTime()).changes;
  }
}
