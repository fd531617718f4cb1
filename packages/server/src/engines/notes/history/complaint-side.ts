/**
 * The side of a complaint of a limb, from the whole visit: the patient may tell of "my ankle" while the doctor says
 * "you hurt your right ankle", examines "your right ankle" and reads "the x-ray of your right ankle". The part is said
 * with one side, or with both ("both my knees"); said on the right and on the left, the note does not choose.
 */
import type { ComplaintHistory } from '../clinical-model.js';
import { LIMB_PARTS, pluralPart as plural, singularPart as singular } from '../context/body-parts.js';
import type { Sentence } from '../sentences.js';

/** Words between a side and its part that say where on the part: "the right lateral foot", "my right index finger". */
const ON_THE_PART = String.raw`(?:(?:lateral|medial|index|middle|ring|little|big|great|upper|lower|inner|outer|anterior|posterior|distal|proximal)\s+){0,2}`;
const LIMB_PART = new RegExp(String.raw`\b${LIMB_PARTS}\b`, 'i');

/**
 * An examination's instruction or comparison ("squeeze my fingers with both hands", "when I move your left knee",
 * "compared to the left knee"), which says the part of both sides, or of the other, in the examining.
 */
const EXAMINING = /\b(?:squeeze|push|pull|hold|raise|lift|bend|straighten|make a fist|move|look at|examine|touch(?:ing)?|compar(?:e|ed|ing)|the same)\b/i;


/** How often the visit says the part on each side, and of both. */
function sidesSaid(part: string, sentences: readonly Sentence[]): { right: number; left: number; both: number } {
  const forms = `(?:${part}|${plural(part)})`;
  const sided = new RegExp(String.raw`\b(right|left)\s+${ON_THE_PART}${forms}\b`, 'gi');
  const both = new RegExp(String.raw`\bboth\s+(?:of\s+)?(?:(?:my|your|his|her|the)\s+)?${plural(part)}\b|\bbilateral\s+${forms}\b`, 'gi');
  const counts = { right: 0, left: 0, both: 0 };
  for (const { text } of sentences.filter((sentence) => !EXAMINING.test(sentence.text))) {
    for (const m of text.matchAll(sided)) counts[m[1]!.toLowerCase() as 'right' | 'left']++;
    counts.both += [...text.matchAll(both)].length;
  }
  return counts;
}

/** The site of a complaint with the side the visit says its part on, when it says one; the site as read otherwise. */
function siteWithSide(history: ComplaintHistory, sentences: readonly Sentence[]): string | undefined {
  const site = history.site?.replace(/^the /, '');
  if (site && /\b(?:right|left|both|bilateral)\b/i.test(site)) return history.site;
  const said = LIMB_PART.exec(site ?? history.complaint)?.[0];
  if (!said) return history.site;
  const part = singular(said.toLowerCase());
  const { right, left, both } = sidesSaid(part, sentences);
  if (both > 0) return right + left === 0 ? `both ${plural(part)}` : history.site;
  // Both sides said of the part, even once, is for the clinician to settle: the note does not choose.
  if ((right > 0) === (left > 0)) return history.site;
  const side = right > 0 ? 'right' : 'left';
  return site ? `${side} ${site}` : `${side} ${part}`;
}

/** The complaints, each of a limb with the side the visit says it on. */
export function withSidesSaid(histories: readonly ComplaintHistory[], sentences: readonly Sentence[]): ComplaintHistory[] {
  return histories.map((history) => {
    const site = siteWithSide(history, sentences);
    return site === history.site || site === undefined ? history : { ...history, site };
  });
}
