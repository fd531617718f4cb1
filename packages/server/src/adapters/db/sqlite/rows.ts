/** A row as better-sqlite3 returns it; the repositories map rows to records. */
export type Row = Record<string, unknown>;

/** Timestamps are stored as epoch milliseconds. */
export const toMs = (date: Date | null): number | null => (date ? date.getTime() : null);
export const toDate = (ms: unknown): Date | null => (typeof ms === 'number' ? new Date(ms) : null);
