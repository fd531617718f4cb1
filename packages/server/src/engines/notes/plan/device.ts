/**
 * Devices the doctor orders: "I'm gonna put you in a finger splint", "we'll get you some crutches", "I want you to wear
 * the knee brace", written as the plan's instruction ("Wear a finger splint", "Use crutches"). Only what the doctor
 * puts the patient in, gives or tells them to wear now: not a question, a device worn before, one not needed, or one
 * that depends on how things go ("if it doesn't get better we might put you in a boot").
 */

import { cleanSpoken } from '../narrative/spoken-text.js';

const DEVICE = String.raw`(?:(?:walking|night|post-?op(?:erative)?)\s+)?(?:splints?|slings?|casts?|braces?|boots?|air ?casts?|crutch(?:es)?|walkers?|canes?|immobili[sz]ers?|collars?|ace (?:wrap|bandage)s?|compression (?:stockings|socks)|heel cups?|orthotics|insoles|thumb spica)`;
/** Up to two words that say which device: "finger", "long arm", "knee". */
const KIND = String.raw`(?:(?!(?:and|or|to|for|with|in|on|at|the|a|an|you|him|her|me|my|your|some)\b)[a-z-]+\s+){0,2}`;
/** The article, and the comma a filler said after it leaves ("a, uh, aluminum foam splint" is "a, aluminum …" clean). */
const ARTICLE = String.raw`(?:(?:a|an|the|your|some|his|her),?\s+)?`;
/** The device said after the doctor's verb, and a second one joined to it: "a long arm cast and a sling". */
const ORDERED = new RegExp(
  String.raw`\b(?:put (?:you|him|her) in(?:to)?|place (?:you|him|her) in|be (?:placed |put )?in(?:to)?|be given|fit (?:you|him|her) (?:for|with)|give (?:you|him|her)|get (?:you|him|her)|prescribe(?: (?:you|him|her))?|order(?: (?:you|him|her))?|wear|use|using|keep)\s+${ARTICLE}(${KIND}${DEVICE})\b(?:\s+and\s+${ARTICLE}(${KIND}${DEVICE})\b)?`,
  'gi',
);
/** The words a plan is made with, before the verb: "I'm gonna", "we'll", "I want you to", "let's", "continue to". */
const PLANNED = /\b(?:i'm|i am|we're|we are|you're|you are)\s+(?:also\s+|just\s+)?(?:gon ?na|going to)\b|\b(?:i'll|we'll|you'll|i will|we will|you will|let's|let me|i want you to|i'd like you to|i would like you to|you should|you need to|you can|continue(?: to)?|go ahead and|keep|i (?:would |'d )?recommend)\b/i;
const NOT_NOW = /\?\s*$|\bif\b|\b(?:do ?n't|does ?n't|do not|does not|no)\s+(?:need|want)\b|\b(?:had|was|were|wrapped|gave|got)\b.*$/i;
const WORN = /(?:splint|sling|cast|brace|boot|aircast|air cast|immobili[sz]er|collar|wrap|bandage|stockings|socks|spica)s?$/i;

export function devicesOrdered(sentence: string): string[] {
  // Without the fillers and words cut off of speech: "get you a s- uh, aluminum foam splint".
  const text = cleanSpoken(sentence).toLowerCase();
  const out: string[] = [];
  for (const match of text.matchAll(ORDERED)) {
    const before = text.slice(0, match.index);
    if (!PLANNED.test(before.split(/[.;]/).at(-1) ?? '') && !/^\W*(?:\w+\W+)?$/.test(before)) continue;
    // The cleaning ends every sentence with a stop: the question is read as said.
    if (NOT_NOW.test(before) || /\?\s*$/.test(sentence)) continue;
    for (const device of [match[1], match[2]].filter((d): d is string => d !== undefined)) out.push(instruction(device.trim()));
  }
  return [...new Set(out)];
}

/** "Wear a finger splint", "Use crutches": one wording for a device however it was said ("the sling", "a sling"). */
function instruction(device: string): string {
  const plural = /(?:es|s)$/.test(device) && !/(?:ss)$/.test(device);
  const article = plural ? '' : /^[aeiou]/.test(device) ? 'an ' : 'a ';
  return `${WORN.test(device) ? 'Wear' : 'Use'} ${article}${device}`;
}
