/**
 * The session's state machine (PROTOCOL §4): each move a session makes, the states it may make it from and the states
 * it leads to. The store makes each move in one guarded write, `WHERE state IN (from…)` (adapters/db/state-guard.ts),
 * so that of two servers racing to move a session only one succeeds; the services ask `canMove` first, to refuse a
 * move before doing any work for it. No I/O.
 */
import type { SessionState } from '../sessions.js';

interface SessionMoveRule {
  readonly from: readonly SessionState[];
  readonly to: readonly SessionState[];
}

export const SESSION_MOVES = {
  /** An audio file joins the session, or replaces one of its name: the session takes files until it is queued. */
  addFile: { from: ['created'], to: ['created'] },
  /** Init, a manifest or a front-end's end queues its processing, once. */
  queue: { from: ['created'], to: ['queued'] },
  /** A worker takes it up; again when the job is retried after a crash and finds it processing. */
  startProcessing: { from: ['queued', 'processing'], to: ['processing'] },
  /** Processing ends, or the queue gives it up: its items say how (`finishedState`). */
  finish: { from: ['queued', 'processing'], to: ['completed', 'partial', 'failed'] },
  /** Never queued within its time. */
  expire: { from: ['created'], to: ['expired'] },
} as const satisfies Record<string, SessionMoveRule>;

export type SessionMove = keyof typeof SESSION_MOVES;

/** The moves that lead to one state: every move but `finish`, whose outcome picks among its ends. */
type SingleEndMove = { [M in SessionMove]: (typeof SESSION_MOVES)[M]['to'] extends readonly [SessionState] ? M : never }[SessionMove];

/** Whether a session in state `from` may make `move`. */
export function canMove(move: SessionMove, from: SessionState): boolean {
  const rule: SessionMoveRule = SESSION_MOVES[move];
  return rule.from.includes(from);
}

/** The state a move with one end leads to. */
export function moveEnd<M extends SingleEndMove>(move: M): (typeof SESSION_MOVES)[M]['to'][0] {
  return SESSION_MOVES[move].to[0];
}
