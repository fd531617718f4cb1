/**
 * "I'm going to listen to your heart and lungs." … "All right, everything sounds good.": what the doctor listened to,
 * named in the finding that only points back at it, so that the finding is read as the heart's and the lungs'.
 */

/** "listen to your heart and lungs", "listen to his chest". */
const LISTENS = /\blisten(?:ing)? to (?:your |his |her |the )?(heart|lungs|chest)(?:\s+and\s+(?:your |his |her |the )?(heart|lungs|chest))?\b/i;
/** "everything sounds good", "those sound good", "that all sounds normal", a bare "all right, sounds good": a finding that names no part. */
const SOUNDS_GOOD =
  /(?:\b(?:everything|those|they|that|it|both)(?:\s+(?:those|all|both))*\s+|(?<=^\W*(?:(?:all right|alright|okay|ok|yeah|good|great)\W+)*))sounds?\s+(?=(?:really |pretty |very |nice and )?(?:good|great|fine|normal|clear|okay)\b)/i;
/**
 * Sentences (the patient's "okay"s and the doctor's "take a deep breath" among them) after the announcement within
 * which a finding that points back is about what was listened to.
 */
export const LISTENING_REACH = 8;

/** A part or an exam named just before the finding, within this many characters. */
const PART_NAMED = /\b(?:heart|lungs?|chest|cardiac|abdomen|belly|exam(?:ination)?)\b/i;
const PART_REACH = 40;

/** The parts a sentence says the doctor will listen to: "heart and lungs"; undefined when it says none. */
export function partsListenedTo(text: string): string | undefined {
  const listens = LISTENS.exec(text);
  if (!listens) return undefined;
  const parts = [listens[1], listens[2]].filter((part): part is string => part !== undefined).map((part) => part.toLowerCase().replace('chest', 'lungs'));
  return [...new Set(parts)].join(' and ');
}

/** The sentence with a finding that points back named by its parts: "everything sounds good" → "your heart and lungs sound good". */
export function withPartsNamed(text: string, parts: string): string {
  const pointsBack = SOUNDS_GOOD.exec(text);
  // "On your lung exam, everything sounds nice and clear": the part is named just before.
  if (!pointsBack || PART_NAMED.test(text.slice(Math.max(0, pointsBack.index - PART_REACH), pointsBack.index))) return text;
  return text.replace(SOUNDS_GOOD, `your ${parts} ${/ and /.test(parts) || parts === 'lungs' ? 'sound' : 'sounds'} `);
}
