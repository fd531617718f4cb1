/**
 * How an injury happened, as a history tells it: what the patient was doing ("taking out the trash"), what happened
 * to them ("slipping on a patch of ice"), and whether they felt or heard a pop. Read from the patient's own account
 * ("i was taking out the trash and i ended up slipping on a patch of ice"), each part in the form a history writes
 * after "while" and "after".
 */
import { cleanSpoken } from '../narrative/spoken-text.js';
import { gerundOf } from './gerunds.js';

export interface InjuryTold {
  /** What the patient was doing: "golfing", "taking out the trash". */
  activity?: string;
  /** What happened to the patient: "slipping and falling", "twisting the knee". */
  event?: string;
}

/** Something happening to the body that makes an account an injury's. */
const INJURY = /\bbent (?:\w+ ){0,2}back(?:wards?)?\b|\b(?:hurt|injur\w*|twist\w*|fell|fall(?:ing)?|slipp\w*|tripp\w*|stumbl\w*|rolled|landed|jammed|sprain\w*|collid\w*|ran into|crash\w*|pop(?:ped)?)\b/i;
/** The patient at something under way: "i was golfing", "we were moving boxes", "i was just doing some work". */
const UNDER_WAY = /\b(?:i|he|she|we)\s+(?:was|were)\s+(?:(?:just|kinda|kind of|like|also|actually|out)\s+)*([a-z]+ing)\b/gi;
/** "-ing" words that say no activity: a state, a thought, a drug taken ("i was taking ibuprofen"), talk. */
const NO_ACTIVITY = /^(?:feeling|having|thinking|wondering|hoping|getting|saying|telling|talking|wanting|taking|using|being|reading|looking|asking|calling|planning|seeing|supposing|guessing|expecting|trying|going|bring|thing|nothing|something|anything|everything|during|morning|evening)$/i;
/** "I was doing okay": how the patient was, not what. */
const DOING_HOW = /^doing\s+(?:okay|ok|well|fine|good|better|great|alright|all right|bad|worse)\b/i;
/** "Going to take out the trash", "trying to change a light bulb": the thing set about is the activity. */
const SET_ABOUT = /^(?:going|trying|about) to ([a-z]+)\b/i;
/** "taking out …": the one "taking" that is an activity. */
const TAKING_OUT = /^taking (?:out|a walk|a hike|the \w+ out)\b/i;
/** Where an activity's words end: a new clause, a time, a filler. */
const ACTIVITY_ENDS = /^(?:and|but|so|when|whenever|as|then|because|while|until|i|i'm|it|it's|like|um|uh|you|yesterday|today|tonight|last|this|that|over|about|around|at|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|morning|evening|night)$/i;
const PAIR = /^(?:up and down|back and forth|in and out|on and off)$/i;
/** Words an activity does not end on: "on Saturday" was cut at its day, "doing some work on". */
const DANGLING = /(?:\s+(?:on|in|to|the|a|an|of|for|from|up|my|some))+$/i;
const MAX_ACTIVITY_WORDS = 8;
const SOMEONE = /\b(?:i|me|we|we're|us|you|you're|he|he's|she|she's|they|they're|them|him|it|it's)\b/i;

/** What happened, said with the patient as its subject: "i slipped", "i ended up falling", "and fell". */
const EVENT =
  /\b(?:i|and|then|just|accidentally|kinda|kind of|sort of|actually|up)\s+(slipped|fell(?! asleep)|tripped|twisted|rolled|landed|stumbled|jammed|lifted|slipping|falling|tripping|twisting|rolling|landing|stumbling|lifting)\b((?:\s+(?:and\s+)+(?:fell|falling|landed|landing|hit|twisted))?(?:\s+down)?)((?:\s+[a-z']+){0,6})/i;
/** The place, part or thing of an event: "on a patch of ice", "off the curb", "my knee", "(lifted) some boxes". */
const EVENT_WHERE = /^\s+((?:on|off|onto|into|over|down|from|in|my|the|some|a|an)\b(?:\s+(?!(?:and|but|so|when|as|then|like|i|it|little|too|bit|very|really|quickly)\b|a\s+(?:little|bit)\b)[a-z']+){1,4})/i;
/** An event whose object is the patient ("out from under me") or something said before ("landed on it"). */
const NOT_THE_PATIENTS = /\b(?:me|myself|it|them|that|this|him|her)\b/i;

/** A phrase of the patient's as a history writes it: "my" the patient's is "the", no filler. */
const asWritten = (words: string) =>
  words
    .replace(/\bmy\b/gi, 'the')
    .replace(/\s+a (?:little )?bit\b|\bsome\s+(?=\w)/gi, '')
    .replace(/\s+/g, ' ')
    .trim();

function activityOf(text: string): string | undefined {
  for (const match of text.matchAll(UNDER_WAY)) {
    const said = text.slice(match.index + match[0].length - match[1]!.length).split(/[.?!;]/)[0]!;
    const setAbout = SET_ABOUT.exec(said);
    if (!setAbout && ((NO_ACTIVITY.test(match[1]!) && !TAKING_OUT.test(said)) || DOING_HOW.test(said))) continue;
    const words = setAbout ? [gerundOf(setAbout[1]!), ...said.slice(setAbout[0].length).trim().split(/\s+/)] : said.split(/\s+/);
    // The "and" of a pair ("up and down the stairs") goes on.
    const end = words.findIndex((word, i) => i > 0 && (ACTIVITY_ENDS.test(word) || /\d/.test(word)) && !PAIR.test(words.slice(i - 1, i + 2).join(' ')));
    const activity = asWritten(words.slice(0, end === -1 ? words.length : end).slice(0, MAX_ACTIVITY_WORDS).join(' ')).replace(DANGLING, '');
    // "playing they're dirty": a phrase that speaks of someone is not the patient's activity.
    if (activity !== '' && !SOMEONE.test(activity)) return activity;
  }
  return undefined;
}

/**
 * The patient in a crash of a car: "i got rear-ended", "(i) got into a car accident", "i was in a car crash"; not a
 * relative's ("my son was in a car accident").
 */
const VEHICLE_ACCIDENT =
  /\b(?:i|we)\s+(?:got|was|were|had|been|'ve been|have been)\b(?:\s+[\w'-]+){0,8}?\s+(?:rear-?ended|(?:car|motor vehicle|vehicle|auto|traffic)\s+(?:accident|crash|wreck|collision))\b/i;

/** A finger or a joint bent back ("it bent it back", "i bent my finger backwards"): a hyperextension. */
const BENT_BACK = /\bbent (?:it|my \w+|the \w+|him|her) back(?:wards?)?\b/i;

function eventOf(text: string): string | undefined {
  if (BENT_BACK.test(text)) return 'a hyperextension injury';
  if (VEHICLE_ACCIDENT.test(text)) return 'a motor vehicle accident';
  const match = EVENT.exec(text);
  if (!match) return undefined;
  const verbs = `${match[1]}${match[2]}`
    .toLowerCase()
    .replace(/\s+down$/, '')
    .replace(/(?:\s+and)+/g, ' and')
    .split(' and ')
    .map((verb) => gerundOf(verb.trim()));
  const where = EVENT_WHERE.exec(match[3]!)?.[1];
  // "Twisted on it": the part said before, twisted.
  if (/^twist/i.test(match[1]!) && !match[2] && /^\s+on it\b/i.test(match[3]!)) return 'a twisting injury';
  if (match[3] && NOT_THE_PATIENTS.test(match[3].split(/\s+(?:and|but|so|when|as|then)\s+/)[0]!)) return undefined;
  return asWritten([verbs.join(' and '), where && !/^(?:down)$/i.test(where) ? where : ''].join(' '));
}

const spokenText = (sentence: string) => cleanSpoken(sentence).toLowerCase().replace(/\s*,\s*/g, ' ');

/** What one sentence tells of an injury: whether it tells one, what the patient was doing, and what happened. */
export interface InjuryReading extends InjuryTold {
  /** Something happened to the body: a fall, a twist, a pop. */
  injured: boolean;
}

/** The patient knows of no injury: "i can't think of any specific event", "i don't remember hurting it". */
const NO_INJURY_SAID =
  /\b(?:ca ?n'?t|cannot|can not|do ?n'?t|do not|does ?n'?t|does not|did ?n'?t|did not)\s+(?:really\s+)?(?:think of|remember|recall)\s+(?:(?:any(?:time| time| specific| particular| one)?|an|a|one)\s+)?(?:event|injury|injuring|hurting|trauma|falling|anything (?:happening|specific))|\b(?:no|not any)\s+(?:specific |particular |known )?(?:injury|trauma|inciting event)\b|\b(?:did not|did ?n'?t|never)\s+(?:injure|hurt)\s+(?:it|my|him|her)\b/i;
/** Whether a sentence says the patient knows of no injury. */
export const saysNoInjury = (sentence: string): boolean => NO_INJURY_SAID.test(spokenText(sentence));

/**
 * The sentence read once for all that an injury's history takes from it; the activity is read whether or not it tells
 * an injury. A sentence saying the patient knows of no injury tells none.
 */
export function readInjury(sentence: string): InjuryReading {
  const text = spokenText(sentence);
  if (NO_INJURY_SAID.test(text)) return { injured: false };
  const activity = activityOf(text);
  const event = eventOf(text);
  return { injured: INJURY.test(text) || VEHICLE_ACCIDENT.test(text), ...(activity !== undefined ? { activity } : {}), ...(event !== undefined ? { event } : {}) };
}

/** The activity and the event of an injury told in one sentence; nothing of a sentence that tells no injury. */
export function injuryTold(sentence: string): InjuryTold {
  const { injured, ...told } = readInjury(sentence);
  return injured ? told : {};
}

/** "Felt a pop", "heard this pop", "feel something pop", "felt like a pop". */
const POP_SAID = String.raw`(?:felt|heard|feel|hear)\s+(?:like\s+)?(?:a|some|this|the|something|it)?\s*pop\b`;
const POP = new RegExp(String.raw`\b${POP_SAID}`, 'i');
/** "I wouldn't say I really heard a pop". */
const NO_POP = new RegExp(String.raw`(?:n't|\bnot|\bnever|\bno)\b(?:\s+[\w']+){0,4}\s+${POP_SAID}`, 'i');
/** "Did you hear a pop?": asked, not told. */
const ASKED = /\?\s*$|^\s*(?:did|do|have|had|any)\b/i;

/** Whether the sentence tells a pop felt or heard. */
export const popTold = (sentence: string) => POP.test(sentence) && !NO_POP.test(sentence) && !ASKED.test(sentence);
/** Whether the sentence tells no pop was felt or heard. */
export const popDenied = (sentence: string) => NO_POP.test(sentence) && !ASKED.test(sentence);
