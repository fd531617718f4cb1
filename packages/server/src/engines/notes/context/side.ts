/**
 * The side said with a condition: just before it ("a right ankle sprain", "a left distal radius fracture") or in its
 * site just after ("a fracture of the right fifth metatarsal", "osteoarthritis in your left knee"). A side further
 * away is another thing's; two sides, or "right now", are none.
 */
import type { Side } from '../clinical-model.js';

/** "right", "left" or "bilateral" within two words before the condition. */
const BEFORE = /\b(right|left|bilateral)\s+(?:[a-z-]+\s+){0,2}$/i;
/** "of the right fifth metatarsal", "in your left knee", "on both sides". */
const AFTER = /^\s*(?:of|in|on|to)\s+(?:the|your|his|her)\s+(right|left)\b(?!\s+(?:now|away|here|there)\b)/i;
/** A side before the condition that is no side: "right now", "right away", "a right and left …". */
const NOT_A_SIDE = /\bright\s+(?:now|away|here|there)\b|\b(?:right|left)\s+(?:and|or)\s+(?:right|left)\b/i;

export function sideSaidWith(text: string, concept: { start: number; end: number }): Side | undefined {
  const before = text.slice(Math.max(0, concept.start - 40), concept.start);
  const said = NOT_A_SIDE.test(before) ? null : BEFORE.exec(before);
  const side = (said ?? AFTER.exec(text.slice(concept.end)))?.[1]?.toLowerCase();
  return side === undefined ? undefined : (side as Side);
}
