/**
 * Injuries before this one: the doctor asks "have you ever injured that ankle before?" and the patient answers "I
 * injured my other foot before, not this foot" or "nothing substantial". A history writes it as a pertinent negative
 * ("She denies any prior injury to the right ankle") with what else the patient has had ("she has injured the other
 * foot before").
 */
import type { PriorInjury } from '../clinical-model.js';
import { answerOpening } from '../dialogue/answers.js';
import { cleanSpoken } from '../narrative/spoken-text.js';

const INJURED = String.raw`(?:injur\w*|hurt|sprain\w*|broken|broke|fractur\w*)`;
/** The question: an injury of the part, "ever" or "before". */
const EVER = /\b(?:ever|before|previously|in the past|prior|previous)\b/i;
const INJURY_WORD = new RegExp(String.raw`\b${INJURED}\b`, 'i');
const PART = 'foot|feet|ankles?|knees?|hips?|shoulders?|elbows?|wrists?|hands?|fingers?|thumbs?|toes?|legs?|arms?|back|neck|leg';
/** "Have you ever tried to hurt yourself?": self-harm, asked with an injury's words. */
const SELF_HARM = new RegExp(String.raw`\b${INJURED}\s+(?:yourself|himself|herself|themselves|myself)\b`, 'i');
/** "Have you ever injured that foot before?": a question of injuries before, not of this one. */
export const priorInjuryAsked = (question: string): boolean => {
  const asked = cleanSpoken(question).toLowerCase();
  return EVER.test(asked) && INJURY_WORD.test(asked) && !SELF_HARM.test(asked) && /\b(?:have|did|do) you\b|\bany\b/.test(asked);
};

/** "Never hurt this ankle before", "not this foot", "never injured like this particular ankle". */
const NOT_THIS_ONE = new RegExp(String.raw`\b(?:never|not|n't|no)\b(?:\s+[\w']+){0,3}?\s+(?:like\s+)?(?:this|that|the same)\s+(?:particular\s+)?(?:one|${PART})\b`, 'i');
/** "Nothing substantial", "nothing major", "nothing serious". */
const NOTHING_OF_NOTE = /\bnothing\s+(?:really\s+)?(?:substantial|significant|major|serious|big|bad)\b/i;
/** "My other foot", "the other ankle". */
const OTHER_PART = new RegExp(String.raw`\b(?:my|the)\s+other\s+(${PART})\b`, 'i');
/** "A lot of injuries", "other injuries", "many injuries". */
const OTHER_INJURIES = /\b(?:other|a lot of|lots of|many|several|multiple|plenty of)\s+injur\w*/i;
const SPORT = 'soccer|football|basketball|tennis|hockey|rugby|cricket|volleyball|baseball|softball|skiing|gymnastics|running|wrestling|lacrosse|dance|dancing';
/** The sport the other injuries came from: "injuries in soccer", "i used to play a lot of soccer". */
const SPORT_SAID = new RegExp(String.raw`\b(?:in|playing|from|play|played)\s+(?:a lot of\s+|some\s+)?(${SPORT})\b`, 'i');

/** What the answer to a question of injuries before tells, if it tells anything. */
export function priorInjuryAnswered(answer: string): PriorInjury | undefined {
  const said = cleanSpoken(answer).toLowerCase();
  const otherPart = OTHER_PART.exec(said)?.[1];
  const sport = SPORT_SAID.exec(said)?.[1];
  const others = otherPart ? `the other ${otherPart}` : OTHER_INJURIES.test(said) ? `other injuries${sport ? ` playing ${sport}` : ''}` : undefined;
  const withOthers = (thisPart: PriorInjury['thisPart']): PriorInjury => (others ? { thisPart, others } : { thisPart });
  if (NOTHING_OF_NOTE.test(said)) return withOthers('none significant');
  if (NOT_THIS_ONE.test(said)) return withOthers('none');
  const polarity = answerOpening(answer).polarity;
  // "Yeah, no, I injured my other foot": the other part is the injury told, not this one.
  if (polarity === 'no' || /\bnever\b/.test(said)) return withOthers('none');
  if (otherPart) return withOthers('none');
  return polarity === 'yes' ? withOthers('injured') : undefined;
}

/**
 * The history's sentence of it, `part` the part as written after "to" ("the right ankle", "either knee"), if known:
 * "She denies any prior injury to the right ankle, though she has had other injuries playing soccer."
 */
export function priorInjuryWritten(prior: PriorInjury, part: string | undefined, subject: string): string {
  const to = part ? ` to ${part}` : '';
  if (prior.thisPart === 'injured') return `${subject} reports a prior injury${to}`;
  const none = `${subject} denies any ${prior.thisPart === 'none significant' ? 'significant ' : ''}prior injury${to}`;
  if (!prior.others) return none;
  const who = subject.toLowerCase();
  return prior.others.startsWith('the other ') ? `${none}; ${who} has injured ${prior.others} before` : `${none}, though ${who} has had ${prior.others}`;
}

/**
 * "The patient has never injured their knees before": a statement of the account that the sentence above says. Its
 * "before" ends it: "She injured her ankle the day before the game." and "She was not hurt otherwise." are this injury's.
 */
export const tellsPriorInjury = (statement: string): boolean => /\b(?:injured|hurt|injur(?:y|ies))\b[^.]*\bbefore\.?$/i.test(statement);
