import type { SessionListFilter } from './store.js';

/** One condition of a session listing: `<column> <operator>` and the value it compares with. */
export interface SessionCondition {
  sql: string;
  value: string | number;
}

/**
 * The WHERE conditions of `SessionRepository.list`, one per filter given, for both backends to number their own way:
 * only what is asked is in the query, so the planner can use the owner's index rather than test every row.
 */
export function sessionListConditions(filter: Omit<SessionListFilter, 'limit'>): SessionCondition[] {
  const conditions: (SessionCondition | undefined)[] = [
    filter.clientId === undefined ? undefined : { sql: 'client_id =', value: filter.clientId },
    filter.ownerId === undefined ? undefined : { sql: 'owner_id =', value: filter.ownerId },
    filter.state === undefined ? undefined : { sql: 'state =', value: filter.state },
    filter.createdFrom === undefined ? undefined : { sql: 'created_at >=', value: filter.createdFrom.getTime() },
    filter.createdBefore === undefined ? undefined : { sql: 'created_at <', value: filter.createdBefore.getTime() },
  ];
  return conditions.filter((condition) => condition !== undefined);
}
