/**
 * Surgery the doctor recommends now ("I'm gonna recommend surgery for your foot", "you're most likely going to need
 * surgery"), and the technique the doctor goes on to describe ("we put the bones back in place using plates and
 * screws": an open reduction and internal fixation). A surgery the lexicon names ("a right foot ORIF") is read as its
 * procedure; this reads the plain word "surgery", which names none. Not a surgery had before, one not needed, asked
 * about, or one that depends on how things go ("if they haven't realigned, we'll talk about surgery").
 */
import { LIMB_PARTS } from '../context/body-parts.js';
import { cleanSpoken } from '../narrative/spoken-text.js';

/** "surgery", "a day surgery", "the surgery": up to two words between the article and the word. */
const SURGERY = String.raw`(?:(?:a|an|the|some)\s+)?(?:(?!(?:for|of|to|in|after|before|without|with|from)\s)[a-z-]+\s+){0,2}?surgery\b`;
/** The doctor's verb that makes it advised: recommend, need, proceed with, schedule for. */
const ADVISED = new RegExp(
  String.raw`\b(?:recommend(?:ing|ed)?(?:\s+that\s+(?:we|you|he|she)\s+(?:proceed with|go ahead with|have|do|undergo))?|needs?(?:\s+to\s+have)?|proceed with|go ahead with|schedule (?:you|him|her) for|candidate for|benefit from|(?:only|best) option (?:we have |you have )?is (?:to (?:do|have) )?)\s*${SURGERY}`,
  'i',
);
/** Words just before the verb that make it no advice now: "you don't need", "I'm not recommending", "if you need". */
const NOT_NOW = /\b(?:not|never|no|if|whether|would|might|had)\b|n't\b/i;
const SURGICAL_TREATMENT = 'surgical treatment';
/** How many words before the verb can undo it. */
const NEAR_WORDS = 6;

/** The part operated on, said after the word: "surgery for your foot", "surgery of that left foot". */
const PART_AFTER = new RegExp(String.raw`^\s+(?:for|of|on)\s+(?:your|that|the|his|her|this)\s+((?:right\s+|left\s+)?(?:${LIMB_PARTS}|spine|neck|back))\b`, 'i');

/**
 * The surgery a sentence recommends now, as a plan names it ("surgical treatment", "surgical treatment of the foot"),
 * not "surgery", the service a patient is referred to; none otherwise.
 */
export function surgeryAdvised(sentence: string): string | undefined {
  if (/\?\s*$/.test(sentence)) return undefined;
  const text = cleanSpoken(sentence);
  const advised = ADVISED.exec(text);
  if (!advised) return undefined;
  const near = text.slice(0, advised.index).split(/\s+/).slice(-NEAR_WORDS).join(' ');
  if (NOT_NOW.test(near)) return undefined;
  const part = PART_AFTER.exec(text.slice(advised.index + advised[0].length))?.[1];
  return part ? `${SURGICAL_TREATMENT} of the ${part.toLowerCase()}` : SURGICAL_TREATMENT;
}

/** Plates and screws, or a fracture fixed with them: the bones put back and held, an open reduction and internal fixation. */
const INTERNAL_FIXATION = /\b(?:plates?\s+and\s+screws|screws\s+and\s+plates?|fix\w*\b[^.;]{0,40}\bwith\s+(?:an?\s+|some\s+)?(?:plates?|screws|rods?|pins?))\b/i;
/** What the doctor describes, and the procedure it names, as the lexicon names it. */
const TECHNIQUES: readonly [RegExp, string][] = [[INTERNAL_FIXATION, 'open reduction and internal fixation']];

/** Whether a procedure is a surgery this reads: the plain word, or a technique it names. */
export const isSurgeryRead = (name: string) => name.startsWith(SURGICAL_TREATMENT) || TECHNIQUES.some(([, technique]) => technique === name);

/** The procedure a description of the surgery names; none when it names none. */
export function surgeryTechnique(sentence: string): string | undefined {
  return TECHNIQUES.find(([described]) => described.test(sentence))?.[1];
}
