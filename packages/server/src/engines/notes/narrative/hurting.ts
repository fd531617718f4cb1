/**
 * Pain said as a body part that hurts, which the lexicon lists only as "knee pain": "the inside of my knee hurts",
 * "my shoulder has been hurting", "my back is killing me", "this knee has been giving me a hard time", "his ankle is sore", "you hurt your knee", "pain in my right back". Read as the lexicon's symptom
 * "<part> pain" where it has one; its negation ("my knee doesn't hurt") is the sentence's to tell, as for any concept.
 */
import { LIMB_PARTS } from '../context/body-parts.js';
import type { TermIndex, TermMention } from '../term-index.js';

const HURTING = /\b(?:my|the|your|his|her|their|this)\s+(?:(?:right|left|lower|upper|big|little|middle|index|ring)\s+){0,2}([a-z]+)\s+((?:(?:is|are|has been|have been|was|were|does ?n't|doesn't|does not|do ?n't|don't|did ?n't|didn't|still|really|kind of|a little)\s+)*(?:hurts?|hurting|aches?|aching|sore|killing (?:me|him|her)|bothering (?:me|him|her)|giving (?:me|him|her) (?:(?:a |some |a lot of )?(?:really |real |very )?(?:hard time|trouble|problems|grief))))\b/gi;

/** A part hurt: "you hurt your knee". Not "I twisted my ankle", which tells an injury, not that it hurts. */
const INJURED = /\bhurt\s+(?:my|your|his|her|their|the)\s+(?:(?:right|left)\s+)?([a-z]+)\b/gi;

/** Pain said of a part: "pain in my right back", "pain at the end of my right middle finger". */
const PAIN_IN =
  /\bpain (?:in|at|on|over) (?:the (?:end|tip|top|back|front|side|inside|outside|bottom|base) of )?(?:my|your|his|her|their|the) (?:(?:right|left|lower|upper|middle|index|ring|little|big)\s+){0,2}([a-z]+)\b/gi;

export function painSaidAsHurting(text: string, index: TermIndex): TermMention[] {
  const hurting = [...text.matchAll(HURTING)].map((match) => {
    const start = match.index + match[0].length - match[1]!.length - 1 - match[2]!.length;
    return { part: match[1]!, start, end: match.index + match[0].length };
  });
  const named = [...text.matchAll(INJURED), ...text.matchAll(PAIN_IN)].map((match) => ({ part: match[1]!, start: match.index, end: match.index + match[0].length }));
  return [...hurting, ...named].flatMap(({ part, start, end }) => {
    const entry = painOf(part, index);
    return entry ? [{ start, end, text: text.slice(start, end), entry }] : [];
  });
}

/** The lexicon's "<part> pain", when it lists one by exactly that name. */
function painOf(part: string, index: TermIndex): TermMention['entry'] | undefined {
  const term = `${part.toLowerCase()} pain`;
  const said = index.find(term, ['symptom'])[0];
  return said && said.start === 0 && said.end === term.length ? said.entry : undefined;
}

/** A part of the body whose pain the lexicon names ("<part> pain"), as a patient names it. */
const PART = new RegExp(
  String.raw`\b(?:my|your|his|her|the|this|that|right|left|lower|upper)\s+(${LIMB_PARTS}|back|neck|chest|head|stomach|belly|abdomen|ear|throat|jaw)s?\b(?!\s+(?:then|and forth|up)\b)`,
  'gi',
);

/** The part of the body a sentence names last, if any: "except for my elbow here" → "elbow". */
export function partNamed(text: string): string | undefined {
  return [...text.matchAll(PART)].at(-1)?.[1]?.toLowerCase();
}

/** "It still hurts", "it doesn't hurt anymore": "it" the part just named, not "it hurts my feelings". */
const IT_HURTS = /\bit(?:'s| is| has been)?\s+(?:(?:still|really|just|kind of|does ?n't|doesn't|does not|always|also)\s+)*(?:hurts?|hurting|aching|aches|sore)\b(?!\s+(?:my|your|his|her)\b)/i;

/**
 * Pain said as "it hurts" of the part named last before (`part`, from the sentences just said): "except for my elbow
 * here" … "it still hurts a lot" is elbow pain, where the lexicon has "<part> pain".
 */
export function painOfPartNamedBefore(text: string, part: string | undefined, index: TermIndex): TermMention[] {
  const said = IT_HURTS.exec(text);
  const entry = said && part !== undefined ? painOf(part, index) : undefined;
  return said && entry ? [{ start: said.index, end: said.index + said[0].length, text: said[0], entry }] : [];
}
