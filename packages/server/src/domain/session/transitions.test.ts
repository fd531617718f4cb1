import { describe, expect, expectTypeOf, it } from 'vitest';
import { SESSION_STATES, type SessionState } from '../sessions.js';
import { SESSION_MOVES, canMove, moveEnd, type SessionMove } from './transitions.js';

/** The machine written out by hand, move by move: the states each may start from. Every other state refuses it. */
const ALLOWED: Record<SessionMove, readonly SessionState[]> = {
  addFile: ['created'],
  queue: ['created'],
  startProcessing: ['queued', 'processing'],
  finish: ['queued', 'processing'],
  expire: ['created'],
};

const MOVES = Object.keys(ALLOWED) as SessionMove[];

describe('session transitions', () => {
  it('has exactly the moves written out here', () => {
    expect(Object.keys(SESSION_MOVES).sort()).toEqual([...MOVES].sort());
  });

  describe.each(MOVES)('%s', (move) => {
    it.each(SESSION_STATES.filter((state) => ALLOWED[move].includes(state)))('is allowed from %s', (state) => {
      expect(canMove(move, state)).toBe(true);
    });

    it.each(SESSION_STATES.filter((state) => !ALLOWED[move].includes(state)))('is refused from %s', (state) => {
      expect(canMove(move, state)).toBe(false);
    });
  });

  it('leads each move with one end to its state', () => {
    expect(moveEnd('addFile')).toBe('created');
    expect(moveEnd('queue')).toBe('queued');
    expect(moveEnd('startProcessing')).toBe('processing');
    expect(moveEnd('expire')).toBe('expired');
    // Checked by the compiler: `finish` is not asked for its end, which its outcome picks.
    expectTypeOf(moveEnd).parameter(0).toEqualTypeOf<'addFile' | 'queue' | 'startProcessing' | 'expire'>();
  });

  it('finishes a session in one of the states processing can end in, never expired', () => {
    expect(SESSION_MOVES.finish.to).toEqual(['completed', 'partial', 'failed']);
  });
});
