import { SESSION_MOVES, type SessionMove } from '../../domain/session/transitions.js';
import type { SessionState } from '../../domain/sessions.js';

/** A condition on a session's state, and the values of its parameters in their order. */
export interface StateGuard {
  sql: string;
  values: readonly SessionState[];
}

/**
 * `state IN (…)` over the states `move` may start from (domain/session), for both backends: the write that makes the
 * move matches only a session allowed to make it, so two servers racing to move one cannot both succeed.
 * `param(i)` writes the i-th value's parameter in the backend's way (`?`, `$7`).
 */
export function stateGuard(move: SessionMove, param: (i: number) => string): StateGuard {
  const { from } = SESSION_MOVES[move];
  return { sql: `state IN (${from.map((_, i) => param(i)).join(', ')})`, values: from };
}
