/**
 * The doctor pressing and asking: "does it hurt when I push on the inside of the knee?" (or "if I push on … does that
 * hurt?") — "Yeah, that hurts." is
 * tenderness to palpation of the medial knee; "No." is none. Where the doctor pressed must be said ("right here"
 * says nowhere a note can write).
 */
import type { Polarity } from '../dialogue/answers.js';

const PRESSED =
  /\b(?:does|is|do)\s+(?:it|that|this)\s+(?:hurt|tender|painful)\b[^.?]{0,30}?\bwhen i\s+(?:press|push|touch|palpate|squeeze)\b(?:\s+(?:you|down|in|hard))*(?:\s+(?:on|over|at|along|into))?\s+([^?.]+?)\s*(?:[?.]|$)/i;
/** The press said first: "if i push in between your big toe and your second toe here does that hurt". */
const PRESSED_FIRST =
  /\bif i\s+(?:press|push|touch|palpate|squeeze)\b(?:\s+(?:you|down|in|hard))*(?:\s+(?:on|over|at|along|into))?\s+((?:(?:in )?between\s+)?[^?.]+?)\s+(?:(?:right )?(?:here|there)\s+)?(?:does|is|do)\s+(?:it|that|this)\s+(?:hurt|tender|painful)\b/i;
/** The sides of a part as a note names them: "the inside of the knee" is the medial knee. */
const ASPECTS: Record<string, string> = { inside: 'medial', outside: 'lateral', front: 'anterior', back: 'posterior', top: 'superior' };
const NOWHERE = /^(?:right\s+)?(?:here|there|this|that|it)\b/i;
const MAX_WORDS = 6;

/** The finding a yes or no to the doctor's pressing question makes; undefined when the question is not one or says nowhere. */
export function tendernessAnswered(question: string, answer: Exclude<Polarity, 'unsure'>): string | undefined {
  const pressed = PRESSED.exec(question.trim()) ?? PRESSED_FIRST.exec(question.trim());
  if (!pressed) return undefined;
  if (NOWHERE.test(pressed[1]!)) return undefined;
  // "(if i push in on your big toe) and move it back and forth": what is done besides pressing is no place.
  const said = pressed[1]!.replace(/\s+and\s+(?:move|bend|turn|rotate|pull|push|twist|wiggle|squeeze|lift)\b.*$/i, '').replace(/\b(?:your|his|her|their)\b/gi, 'the').replace(/(?:\s+(?:for me|okay|right now|like (?:that|this)|here|there|at all))+$/i, '').trim();
  // "Between the big toe and the second toe": each of the two places is as short as one place.
  const places = said.replace(/^(?:in\s+)?between\s+/i, '').split(/\s+and\s+/);
  if (NOWHERE.test(said) || /^(?:the\s+)?(?:right|left)$/i.test(said) || places.some((place) => place.split(/\s+/).length > MAX_WORDS)) return undefined;
  const aspect = /^(?:the\s+)?(inside|outside|front|back|top)\s+(?:part\s+)?of\s+(?:the\s+)?(.+)$/i.exec(said);
  const between = /^(?:in\s+)?between\s+(.+)$/i.exec(said);
  const site = between ? `between ${between[1]}` : aspect ? `of the ${ASPECTS[aspect[1]!.toLowerCase()]} ${aspect[2]}` : `of ${said.startsWith('the ') ? said : `the ${said}`}`;
  return `${answer === 'yes' ? 'Tenderness' : 'No tenderness'} to palpation ${site}`;
}
