import type pg from 'pg';
import type { StreamTicketRecord, StreamTicketRepository } from '../store.js';

export class PgStreamTickets implements StreamTicketRepository {
  constructor(private readonly pool: pg.Pool) {}

  async insert(t: StreamTicketRecord): Promise<void> {
    await this.pool.query('INSERT INTO stream_tickets (ticket_hash, principal, expires_at) VALUES ($1, $2, $3)', [t.ticketHash, t.principal, t.expiresAt.getTime()]);
  }

  async redeem(ticketHash: string, at: Date): Promise<string | undefined> {
    // One statement: of two servers redeeming at once, one deletes the row and the other finds none.
    const { rows } = await this.pool.query<{ principal: string }>('DELETE FROM stream_tickets WHERE ticket_hash = $1 AND expires_at > $2 RETURNING principal', [
      ticketHash,
      at.getTime(),
    ]);
    return rows[0]?.principal;
  }

  async purgeExpired(at: Date): Promise<number> {
    return (await this.pool.query('DELETE FROM stream_tickets WHERE expires_at <= $1', [at.getTime()])).rowCount ?? 0;
  }
}
