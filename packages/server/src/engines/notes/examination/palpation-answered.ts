/**
 * The doctor pressing and asking: "does it hurt when I push on the inside of the knee?" — "Yeah, that hurts." is
 * tenderness to palpation of the medial knee; "No." is none. Where the doctor pressed must be said ("right here"
 * says nowhere a note can write).
 */
import type { Polarity } from '../dialogue/answers.js';

const PRESSED =
  /\b(?:does|is|do)\s+(?:it|that|this)\s+(?:hurt|tender|painful)\b[^.?]{0,30}?\bwhen i\s+(?:press|push|touch|palpate|squeeze)\b(?:\s+(?:you|down|in|hard))*(?:\s+(?:on|over|at|along|into))?\s+([^?.]+?)\s*(?:[?.]|$)/i;
/** The sides of a part as a note names them: "the inside of the knee" is the medial knee. */
const ASPECTS: Record<string, string> = { inside: 'medial', outside: 'lateral', front: 'anterior', back: 'posterior', top: 'superior' };
const NOWHERE = /^(?:right\s+)?(?:here|there|this|that|it)\b/i;
const MAX_WORDS = 6;

/** The finding a yes or no to the doctor's pressing question makes; undefined when the question is not one or says nowhere. */
export function tendernessAnswered(question: string, answer: Exclude<Polarity, 'unsure'>): string | undefined {
  const pressed = PRESSED.exec(question.trim());
  if (!pressed) return undefined;
  if (NOWHERE.test(pressed[1]!)) return undefined;
  const said = pressed[1]!.replace(/\b(?:your|his|her|their)\b/gi, 'the').replace(/(?:\s+(?:for me|okay|right now|like (?:that|this)|here|there|at all))+$/i, '').trim();
  if (NOWHERE.test(said) || /^(?:the\s+)?(?:right|left)$/i.test(said) || said.split(/\s+/).length > MAX_WORDS) return undefined;
  const aspect = /^(?:the\s+)?(inside|outside|front|back|top)\s+(?:part\s+)?of\s+(?:the\s+)?(.+)$/i.exec(said);
  const site = aspect ? `the ${ASPECTS[aspect[1]!.toLowerCase()]} ${aspect[2]}` : said.startsWith('the ') ? said : `the ${said}`;
  return `${answer === 'yes' ? 'Tenderness' : 'No tenderness'} to palpation of ${site}`;
}
