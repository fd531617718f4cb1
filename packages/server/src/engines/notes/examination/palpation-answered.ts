/**
 * The doctor pressing and asking: "does it hurt when I push on the inside of the knee?" (or "if I push on … does that
 * hurt?") — "Yeah, that hurts." is tenderness to palpation of the medial knee; "No." is none. Where the doctor pressed
 * must be said ("right here" says nowhere a note can write). The doctor moving a joint and asking ("if I bend the knee
 * back, does that hurt?") is pain with that movement, or none.
 */
import { LIMB_PARTS } from '../context/body-parts.js';
import type { Polarity } from '../dialogue/answers.js';

const PRESSED =
  /\b(?:does|is|do)\s+(?:it|that|this)\s+(?:hurt|tender|painful)\b[^.?]{0,30}?\bwhen i\s+(?:press|push|touch|palpate|squeeze)\b(?:\s+(?:you|down|in|hard))*(?:\s+(?:on|over|at|along|into))?\s+([^?.]+?)\s*(?:[?.]|$)/i;
/** The press said first: "if i push in between your big toe and your second toe here does that hurt", "when i press on …". */
const PRESSED_FIRST =
  /\b(?:if|when) i\s+(?:press|push|touch|palpate|squeeze)\b(?:\s+(?:you|down|in|hard))*(?:\s+(?:on|over|at|along|into))?\s+((?:(?:in )?between\s+)?[^?.]+?)\s+(?:(?:right )?(?:here|there)\s+)?(?:does|is|do)\s+(?:it|that|this)\s+(?:hurt|tender|painful)\b/i;
/** The sides of a part as a note names them: "the inside of the knee" is the medial knee. */
const ASPECTS: Record<string, string> = { inside: 'medial', outside: 'lateral', front: 'anterior', back: 'posterior', top: 'superior' };
const NOWHERE = /^(?:right\s+)?(?:here|there|this|that|it)\b/i;
const MAX_WORDS = 6;

/** Words a question may end on after it has asked ("… does that hurt at all"); more is the turn going on to something the answer may be to. */
const MAX_WORDS_AFTER = 4;
const answersIt = (question: string, asked: RegExpExecArray) => question.slice(asked.index + asked[0].length).split(/\s+/).filter((word) => /\w/.test(word)).length <= MAX_WORDS_AFTER;

/** The finding a yes or no to the doctor's pressing question makes; undefined when the question is not one or says nowhere. */
export function tendernessAnswered(question: string, answer: Exclude<Polarity, 'unsure'>): string | undefined {
  const pressed = PRESSED.exec(question.trim()) ?? PRESSED_FIRST.exec(question.trim());
  if (!pressed || !answersIt(question.trim(), pressed)) return undefined;
  if (NOWHERE.test(pressed[1]!)) return undefined;
  // "(if i push in on your big toe) and move it back and forth": what is done besides pressing is no place.
  const said = pressed[1]!.replace(/\s+and\s+(?:move|bend|turn|rotate|pull|push|twist|wiggle|squeeze|lift)\b.*$/i, '').replace(/\b(?:your|his|her|their)\b/gi, 'the').replace(/(?:\s+(?:for me|okay|right now|like (?:that|this)|here|there|at all))+$/i, '').trim();
  // "Between the big toe and the second toe": each of the two places is as short as one place.
  const places = said.replace(/^(?:in\s+)?between\s+/i, '').split(/\s+and\s+/);
  if (NOWHERE.test(said) || /^(?:the\s+)?(?:right|left|inside|outside|front|back|top)$/i.test(said) || places.some((place) => place.split(/\s+/).length > MAX_WORDS)) return undefined;
  const aspect = /^(?:the\s+)?(inside|outside|front|back|top)\s+(?:part\s+)?of\s+(?:the\s+)?(.+)$/i.exec(said);
  const between = /^(?:in\s+)?between\s+(.+)$/i.exec(said);
  const site = between ? `between ${between[1]}` : aspect ? `of the ${ASPECTS[aspect[1]!.toLowerCase()]} ${aspect[2]}` : `of ${said.startsWith('the ') ? said : `the ${said}`}`;
  return `${answer === 'yes' ? 'Tenderness' : 'No tenderness'} to palpation ${site}`;
}

/** A movement as an examination names it. */
const MOVEMENTS: Readonly<Record<string, string>> = { bend: 'flexion', flex: 'flexion', straighten: 'extension', extend: 'extension', move: 'movement', rotate: 'rotation', turn: 'rotation', twist: 'rotation' };
const MOVED_VERB = Object.keys(MOVEMENTS).join('|');
/** The joints and limbs a doctor moves, with the side if said. */
const MOVED_PART = String.raw`(?:(right|left)\s+)?(kneecap|neck|back|${LIMB_PARTS})s?`;
const OWNER = String.raw`(?:(?:the|your|his|her)\s+)+`;
const ASKS_HURT = String.raw`(?:does|is|do)\s+(?:it|that|this)\s+(?:hurt|painful)\b`;
/** "If i bend the knee back does that hurt", "when i move your kneecap does that hurt". */
const MOVED_FIRST = new RegExp(String.raw`\b(?:if|when) i\s+(${MOVED_VERB})\s+${OWNER}${MOVED_PART}\b[^?.]{0,30}?\b${ASKS_HURT}`, 'i');
/** "Does it hurt when i straighten your elbow". */
const MOVED_AFTER = new RegExp(String.raw`\b${ASKS_HURT}\s+(?:\w+\s+)?when i\s+(${MOVED_VERB})\s+${OWNER}${MOVED_PART}\b`, 'i');

/** The finding a yes or no to the doctor's moving question makes; undefined when the question is not one or names no joint. */
export function movementAnswered(question: string, answer: Exclude<Polarity, 'unsure'>): string | undefined {
  const moved = MOVED_FIRST.exec(question) ?? MOVED_AFTER.exec(question);
  if (!moved || !answersIt(question, moved)) return undefined;
  const [, verb, side, part] = moved;
  return `${answer === 'yes' ? 'Pain' : 'No pain'} with ${MOVEMENTS[verb!.toLowerCase()]} of the ${side ? `${side.toLowerCase()} ` : ''}${part!.toLowerCase()}`;
}

/**
 * The patient pushing out or pulling back against the doctor's hand, and asked whether it hurts: "push your leg out
 * against my hand does that hurt" is resisted extension; "if you pull back does that hurt" resisted flexion.
 */
const RESISTED = new RegExp(
  String.raw`\b(?:(push|kick|straighten)(?:\s+${OWNER}(?:leg|foot|knee|arm|hand|wrist|elbow))?\s+(?:out|up|forward)?\s*against\s+my\s+hand|(pull)(?:\s+${OWNER}(?:leg|foot|knee|arm|hand|wrist|elbow))?\s+(?:back|in|toward you|towards you)(?:\s+(?:toward|towards)\s+you)?(?:\s+against\s+my\s+hand)?)\s+(?:\w+\s+)?${ASKS_HURT}`,
  'i',
);

/** The finding a yes or no to a resisted movement makes; undefined when the question is not one. */
export function resistanceAnswered(question: string, answer: Exclude<Polarity, 'unsure'>): string | undefined {
  const resisted = RESISTED.exec(question);
  if (!resisted || !answersIt(question, resisted)) return undefined;
  return `${answer === 'yes' ? 'Pain' : 'No pain'} with resisted ${resisted[1] ? 'extension' : 'flexion'}`;
}
