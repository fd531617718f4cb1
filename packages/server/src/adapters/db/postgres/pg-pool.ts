import pg from 'pg';

/** A pool, or one of its clients inside a transaction: what a repository's statements run on. */
export type Queryable = pg.Pool | pg.PoolClient;

/** An unreachable server is refused within this, rather than waited on (the operator sees why at start). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The pool of one store. BIGINT is read as a number rather than pg's default string: timestamps are epoch
 * milliseconds and sizes bytes, far below 2^53, and rows then map to records exactly as SQLite's do (`../rows.ts`).
 * The URL is handed to pg unchanged, TLS included (`sslmode`, `sslrootcert`).
 */
export function createPool(connectionString: string): pg.Pool {
  // This pool's own parsers: pg.types.setTypeParser would change every pool of the process.
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, Number);
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, types });
  // An idle connection the server dropped (restart, failover) leaves the pool; the next query opens a new one.
  // Without a listener the error would end the process.
  pool.on('error', () => undefined);
  return pool;
}

/** Runs `work` in one transaction on one client of the pool: committed when it resolves, rolled back when it throws. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A connection that could not even roll back is discarded, never handed to the next caller mid-transaction.
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackFailure: Error) => (broken = rollbackFailure));
    throw error;
  } finally {
    client.release(broken);
  }
}
