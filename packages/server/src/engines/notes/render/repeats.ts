/**
 * Statements a note makes once: of two that say the same, or where one says all the other does ("Positive straight
 * leg raise." and "Positive straight leg raise on the right."), the fuller one is kept, where the first was said.
 */
const words = (text: string) => ` ${(text.toLowerCase().match(/[a-z0-9]+/g) ?? []).join(' ')} `;

/** Words that deny: a statement that has one the other lacks says something else. */
const DENIES = /^(?:no|not|never|denies|without|nor|none|cannot)$|n't$/;
/** Whether a statement denies anything: "She is not hurting right now.", "He doesn't smoke.". */
export const deniesSomething = (text: string): boolean => (text.toLowerCase().match(/[a-z']+/g) ?? []).some((word) => DENIES.test(word));
/** The perfect said as the past, for comparing: "has had surgery" says what "had surgery" does. */
const asPast = (key: string) => key.replace(/ (?:has|have) had /g, ' had ');
/** How many words a statement said apart must have, its subject and all: "He is well." is too little. */
const MIN_APART_WORDS = 4;

/** Whether all of `short`'s words come, in order, among `long`'s, and `long` denies nothing `short` does not. */
function saidApartWithin(short: string, long: string): boolean {
  const [few, many] = [asPast(short).trim().split(' '), asPast(long).trim().split(' ')];
  if (few.length < MIN_APART_WORDS || few.length >= many.length) return false;
  if (many.some((word) => DENIES.test(word) && !few.includes(word))) return false;
  let at = 0;
  for (const word of many) if (word === few[at]) at += 1;
  return at === few.length;
}

/**
 * `items` without those whose words run, in order, inside another's (the first of two equal ones is kept); with
 * `apart`, also those whose words come in order with others between ("has had surgery before" in "had surgery on
 * the right knee before"), as a history restates what it was told.
 */
export function withoutRepeats<T>(items: readonly T[], textOf: (item: T) => string, { apart = false } = {}): T[] {
  const keyed = items.map((item) => ({ item, key: words(textOf(item)) }));
  const within = (key: string, other: string) => other.includes(key) || (apart && saidApartWithin(key, other));
  return keyed
    .filter(({ key }, i) => key.trim() !== '' && !keyed.some((other, j) => j !== i && (other.key === key ? j < i : within(key, other.key))))
    .map(({ item }) => item);
}

/** "Her blood pressure was high": a state said in a word, whose subject and verb a reading may say again in numbers. */
const STATED_IN_A_WORD =
  /^(.*?\b(?:is|was|were|are|has been|have been|had been))\s+(?:(?:very|really|quite|a little|slightly|pretty|still|too|running)\s+)*(?:high|low|elevated|up|down|good|fine|normal|okay|ok|stable|great)\.?$/i;

/**
 * `items` without a state said in a word where another item says it in numbers: "Her blood pressure was high." beside
 * "Her blood pressure was 200/90." says less.
 */
export function withoutWordsBesideReadings<T>(items: readonly T[], textOf: (item: T) => string): T[] {
  const texts = items.map((item) => textOf(item).toLowerCase());
  return items.filter((_item, i) => {
    const subjectAndVerb = STATED_IN_A_WORD.exec(texts[i]!)?.[1];
    return subjectAndVerb === undefined || !texts.some((other, j) => j !== i && other.startsWith(`${subjectAndVerb} `) && /^\s*(?:about |around |approximately )?\d/.test(other.slice(subjectAndVerb.length)));
  });
}
