/**
 * A yes-or-no question of the doctor's and the patient's bare yes or no, as the one statement they make together, in
 * the doctor's words: "Have you used any ice?" — "No." → "you have not used any ice". The history then tells it as
 * it tells anything the doctor said of the patient ("He has not used ice."). Only a question that asks whether
 * something is so states it: one that asks which, how or when, asks the patient to do something, or offers, does not.
 */
import { thirdPerson } from '../narrative/spoken-text.js';
import type { Polarity } from './answers.js';
import { LEAD_IN } from './questions.js';
import { WAY_IN_ASKED } from '../narrative/small-talk.js';

/** Words that close a question and state nothing: "at all", "or not", "by any chance", a "then" (not "since then"). */
export const TAIL = /(?:[\s,]+(?:at all|or not|by any chance|or anything(?: like that)?|still)|(?<!\bsince)[\s,]+then)+$/i;
/** The doctor examining ("can you bend it for me?", "are you able to straighten your arm?", "does it hurt when I press here?"): the examination's, not the history's. */
export const EXAMINING = /\bfor me\b|\bright here\b|\blike this\b|\bthis way\b|\bwhen i\b|\bable to (?:bend|straighten|lift|raise|move|squeeze|push|pull|make|touch|turn|rotate)\b/i;
/** Readiness, comfort or the wish to go on: the visit's, not the patient's history ("are you ready to get started?"). */
export const OF_THE_VISIT = /^(?:ready|okay|ok|alright|all right|comfortable|good with|happy with|fine with|done|sure|interested|willing|in agreement)\b|^(?:happen|happened) to\b/i;
/**
 * "Has there been any new stress at work or at home?": whether the patient has had something. Not a reason, a chance,
 * a question or a problem of the visit ("is there any reason you stopped …?", "are there any questions?").
 */
const THERE_BEEN_ANY = /^(?:has|have) there been any (?!(?:reason|chance|questions?|way|need|possibility|problems? with (?:me|us|that|this))\b)(.+)$/;
/** An "or" that asks which of two things is so: "(any pain) or is it more of a pressure?". */
const ASKS_WHICH = /\bor\s+(?:is|are|was|does|do|did)\s+(?:it|that|this|they)\b/;
/**
 * A question of either-or asks which ("is it sharp or dull?"), not whether; but a "has there been any" question's "or"
 * lists what it asks of.
 */
const EITHER_OR = /\bor\b/i;
/** What the doctor asks the patient to do or want, or whether all is clear: no fact of the patient's history. */
export const NOT_A_FACT = /^(?:want|wanna|wan na|mind|need to|have (?:any )?(?:other |more |further )?questions|understand|know|remember|think|mean|agree|like|feel like|see|hear me|follow|recall|happen|say|said|tell|told)\b/i;
/** What the patient can or cannot do, asked as "can you …": an ability, not a request ("can you lie back?"). */
const ABILITY = /^(?:walk|sleep|bear|eat|swallow|breathe|climb|work|drive|run|put weight|go up)\b/i;
/** Who a question about a complaint is about: "it", "the pain", "your knee", "your back pain". */
const THING = String.raw`it|(?:the|your) \w+(?: (?:pain|ache|swelling|rash|cough|headaches?|problem|numbness|tingling|discomfort|pressure|sugars?))?`;
/** "Is moving your shoulder uncomfortable?": whether a movement hurts, told as the discomfort or pain it brings. */
const MOVEMENT_HURTS = /^is ((?:moving|bending|turning|lifting|raising|using|walking on) (?:your|the) \w+) (uncomfortable|painful|difficult|hard)$/;
const HURT_AS_NOUN: Readonly<Record<string, string>> = { uncomfortable: 'discomfort', painful: 'pain', difficult: 'difficulty', hard: 'difficulty' };
/** "is the pain worse at night?": whether a complaint is so. */
const IS_THING = new RegExp(String.raw`^(is|was) (${THING}) (.+)$`);
/** "does it hurt when you walk?": whether a complaint does something. */
const DOES_THING = new RegExp(String.raw`^does (${THING}) (\w+)\b(.*)$`);

const PAST: Record<string, string> = {
  have: 'had', take: 'took', get: 'got', go: 'went', see: 'saw', do: 'did', feel: 'felt', make: 'made', hit: 'hit', fall: 'fell', break: 'broke',
  hurt: 'hurt', eat: 'ate', give: 'gave', come: 'came', find: 'found', lose: 'lost', keep: 'kept', put: 'put', run: 'ran', tell: 'told',
  buy: 'bought', bring: 'brought', hear: 'heard', sleep: 'slept', wake: 'woke', drink: 'drank', begin: 'began', stop: 'stopped', quit: 'quit',
  throw: 'threw', wear: 'wore', ride: 'rode', drive: 'drove', swim: 'swam', pass: 'passed',
};

/** "try" → "tried", "use" → "used", "notice" → "noticed". */
export function pastOf(verb: string): string {
  const irregular = PAST[verb.toLowerCase()];
  if (irregular) return irregular;
  if (/e$/i.test(verb)) return `${verb}d`;
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ied`;
  return `${verb}ed`;
}

const withoutStill = (rest: string) => rest.replace(/^still\s+/i, '');

/** The statement a yes or no to `question` makes, in the doctor's words; undefined when the question states nothing. */
export function statementAnswered(question: string, answer: Exclude<Polarity, 'unsure'>): string | undefined {
  const asked = question.trim().replace(/[?.!\s]+$/, '').replace(LEAD_IN, '').replace(TAIL, '').trim().toLowerCase();
  if (asked === '' || EXAMINING.test(asked) || WAY_IN_ASKED.test(asked)) return undefined;
  const yes = answer === 'yes';
  let form: RegExpExecArray | null;
  // "Has there been any new stress at work or at home?" — "No.": the patient has had none of what it lists; a yes to a
  // list says not which. Not "… any pain or is it more of a pressure?", which asks which.
  if ((form = THERE_BEEN_ANY.exec(asked)) && !ASKS_WHICH.test(form[1]!)) {
    if (!yes) return `you have had no ${form[1]}`;
    return EITHER_OR.test(form[1]!) ? undefined : `you have had ${form[1]}`;
  }
  if (EITHER_OR.test(asked)) return undefined;
  if ((form = /^(have|has) you (ever )?(.+)$/.exec(asked))) return yes ? `you have ${form[3]}` : `you have ${form[2] ? 'never' : 'not'} ${withoutStill(form[3]!)}`;
  if ((form = /^(?:(are|were) you|you(?:'re| are)) (.+)$/.exec(asked))) {
    if (OF_THE_VISIT.test(form[2]!)) return undefined;
    // "You're not hurting right now?" — "No.": the no agrees that the patient is not; a yes could mean either.
    const denied = /^not\s+(.+)$/.exec(form[2]!);
    if (denied) return yes ? undefined : `you ${form[1] ?? 'are'} not ${withoutStill(denied[1]!)}`;
    return yes ? `you ${form[1] ?? 'are'} ${form[2]}` : `you ${form[1] ?? 'are'} not ${withoutStill(form[2]!)}`;
  }
  if ((form = /^you(?:'ve| have) been (.+)$/.exec(asked))) return `you have ${yes ? '' : 'not '}been ${yes ? form[1] : withoutStill(form[1]!)}`;
  if ((form = /^do you (still )?(\w+)\b(.*)$/.exec(asked))) {
    if (NOT_A_FACT.test(`${form[2]}${form[3]}`)) return undefined;
    return yes ? `you ${form[1] ?? ''}${form[2]}${form[3]}` : `you do not ${form[2]}${form[3]}`;
  }
  if ((form = /^did you (\w+)\b(.*)$/.exec(asked))) {
    if (NOT_A_FACT.test(`${form[1]}${form[2]}`)) return undefined;
    return yes ? `you ${pastOf(form[1]!)}${form[2]}` : `you did not ${form[1]}${form[2]}`;
  }
  if ((form = /^can you (.+)$/.exec(asked))) return ABILITY.test(form[1]!) ? `you ${yes ? 'can' : 'cannot'} ${form[1]}` : undefined;
  // "And no other symptoms since then?" — "No.": the denial checked, confirmed (a "yes" could mean either).
  if ((form = /^no (other|more|further|new) (injuries|symptoms|problems|complaints|issues|episodes)\b(.*)$/.exec(asked))) return yes ? undefined : `you have had no ${form[1]} ${form[2]}${form[3]}`;
  if ((form = MOVEMENT_HURTS.exec(asked))) return `you have ${yes ? '' : 'no '}${HURT_AS_NOUN[form[2]!]} ${form[1]}`;
  if ((form = IS_THING.exec(asked))) return `${form[2]} ${form[1]}${yes ? '' : ' not'} ${form[3]}`;
  if ((form = DOES_THING.exec(asked))) return yes ? `${form[1]} ${thirdPerson(form[2]!)}${form[3]}` : `${form[1]} does not ${form[2]}${form[3]}`;
  return undefined;
}
