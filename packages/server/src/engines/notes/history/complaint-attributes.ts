/**
 * The history attributes clinicians write about a complaint, read from what the patient (or the doctor, of the
 * patient) said: site and side, onset, what brought it on, character, severity ("6/10"), timing, radiation, what
 * makes it worse or better, and what was tried and how it went. Each attribute is a short phrase composed from the
 * words that say it ("worse with bending", "tried ibuprofen without relief"); a sentence that says none of them
 * adds nothing.
 */
import type { Duration, PriorInjury } from '../clinical-model.js';
import { singularPart } from '../context/body-parts.js';
import { capitalise, cleanSpoken, listOf, saysWords, uncapitalised } from '../narrative/spoken-text.js';
import { gerundOf, pastAsGerund } from './gerunds.js';
import { popDenied, popTold, readInjury, saysNoInjury, type InjuryReading } from './injury-told.js';
import { priorInjuryWritten } from './prior-injury.js';
import { parseNumber } from '../prescription/numbers.js';
import { parseDuration } from '../prescription/duration.js';

export interface ComplaintAttributes {
  site?: string;
  aspect?: Aspect;
  worseSide?: 'right' | 'left';
  onset?: string;
  duration?: Duration;
  mechanism?: string;
  activity?: string;
  pop?: boolean;
  noInjury?: boolean;
  priorInjury?: PriorInjury;
  character?: string;
  severity?: string;
  timing?: string;
  radiation?: string;
  noRadiation?: boolean;
  disturbsSleep?: boolean;
  course?: Course;
  aggravating: string[];
  relieving: string[];
  tried: string[];
}

export const noAttributes = (): ComplaintAttributes => ({ aggravating: [], relieving: [], tried: [] });

/** The side of a part where it hurts, as a note names it: "the inside of my knee" is its medial aspect. */
export type Aspect = 'medial' | 'lateral' | 'anterior' | 'posterior';
const ASPECTS: Readonly<Record<string, Aspect>> = { inside: 'medial', inner: 'medial', medial: 'medial', outside: 'lateral', outer: 'lateral', lateral: 'lateral', front: 'anterior', back: 'posterior' };
/** The words that say an aspect. */
export const ASPECT_WORD = Object.keys(ASPECTS).join('|');
/** The aspect a word says ("inside" → "medial"), if it says one. */
export const aspectOf = (word: string): Aspect | undefined => ASPECTS[word.toLowerCase()];

/** How the complaint has gone since it began. */
export type Course = 'worsening' | 'not improving' | 'improving';
/** What is said of a worse or better to come after it, which makes it an aggravating or relieving factor, not the course. */
const FACTOR_AFTER = String.raw`(?!\s+(?:when|with|if|after|while|during|whenever|at|in the|by|than|on)\b)`;
/** "It's been getting worse", "maybe even gotten a little worse", "worsening". */
const WORSENING = new RegExp(String.raw`\b(?:getting|gotten|got|gets|become|became|grown)\s+(?:(?:a little|a bit|slightly|much|a lot|progressively|even|maybe|way|so much)\s+)*worse\b${FACTOR_AFTER}|\bworsen(?:ing|ed)\b`, 'i');
/** "Doesn't seem to be getting any better", "it's not going away", "not improving". */
const NOT_IMPROVING = /\b(?:does ?n't|does not|is ?n't|is not|has ?n't|has not|not|never)\s+(?:seem(?:ing)? to be\s+|seem to\s+|really\s+|been\s+)?(?:getting|gotten|get|got|going)\s+(?:any\s+)?(?:better|away)\b|\bnot improv(?:ing|ed)\b/i;
/** "It's gotten a little better", "improving". */
const IMPROVING = new RegExp(String.raw`(?<!\b(?:not|n't|never)\s+(?:\w+\s+){0,3})\b(?:getting|gotten|got)\s+(?:(?:a little|a bit|slightly|much|a lot)\s+)*better\b${FACTOR_AFTER}|(?<!\bnot\s+)\bimproving\b`, 'i');

/** The course a sentence tells of the complaint, if any: worsening over not improving over improving. */
function courseTold(text: string): Course | undefined {
  if (WORSENING.test(text)) return 'worsening';
  if (NOT_IMPROVING.test(text)) return 'not improving';
  return IMPROVING.test(text) ? 'improving' : undefined;
}

const BODY_SITE =
  /\b(?:(right|left|both|lower|upper|middle|mid)\s+)?(?:(right|left|lower|upper|front|back|inner|outer|middle|index|ring|little|big)\s+)?(lower back|upper back|back|neck|shoulders?|elbows?|wrists?|hands?|fingers?|thumbs?|hips?|knees?|ankles?|feet|foot|toes?|legs?|arms?|chest|abdomen|stomach|belly|head|throat|ears?|eyes?|jaw|groin|side|flank|calf|thigh|heel|spine|tailbone|forearms?|buttocks?)\b/i;
const SITES = new RegExp(BODY_SITE.source, 'gi');
/** "The inside of my knee", "on the outer part of the ankle": an aspect said of a part of the body. */
const ASPECT_OF_PART = new RegExp(String.raw`\b(${ASPECT_WORD})\s+(?:part\s+|side\s+|aspect\s+)?of\s+(?:my|the|his|her|your|their)\s+${BODY_SITE.source}`, 'i');
/** Said just before a part it is not: "(it's) not the (right knee)". */
const NOT_THIS_ONE = /\b(?:not|n't)\s+(?:the\s+|my\s+|his\s+|her\s+|in\s+(?:the|my)\s+)?$/i;
/** How many, as a length or a time ago says it: "six", "a", "a few", "a couple of", "several". */
const COUNT = String.raw`a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|(?:a )?couple(?: of)?|several|\d+`;
/** A time ago: "three weeks ago", "a couple of days ago", "(a) year and a half ago". */
const AGO = String.raw`(?:(?:${COUNT})\s+(?:days?|weeks?|months?|years?)(?:\s+and\s+a\s+half)?|(?:day|week|month|year)\s+and\s+a\s+half)\s+ago`;
/** "Both my elbows", "both of his knees": both sides, as a site says it. */
const BOTH_OF = /\bboth (?:of )?(?:my|his|her|the|your) /g;
/** "My right elbow is hurting me the most", "the left one is worse": the worse side of the two. */
const WORSE_SIDE = /\b(right|left)(?: (?:one|side|[a-z]+))? (?:is|was|has been) (?:(?:hurting|bothering)(?: me)? )?(?:(?:the|a lot|much|a little|a bit|slightly|definitely) )*(?:most|worse)\b/i;
/** "The pain in my left knee is worse than the right". */
const WORSE_THAN = /\b(right|left)\b[^.;,]{0,25}\b(?:is|was|gets) (?:(?:a lot|much|a little|a bit|slightly|definitely) )?worse than (?:the |my )?(?:right|left)\b/i;
const CHARACTER =
  /\b(sharp|dull|aching|achy|burning|stabbing|throbbing|cramping|crampy|shooting|pressure-like|squeezing|tight(?:ness)?|pins and needles|tingling|pounding|gnawing|sore)\b/i;
/** Words that only hedge a length: "about", "probably", "the past". */
const HEDGE = String.raw`(?:about|around|like|probably|roughly|almost|nearly|over|the past|the last)`;
/**
 * How long it has lasted, said with it: "that i've been having for about six months now", "it's been lasting for
 * about a week", "has been bothering me probably for a few months". The words between the verb and "for" do nothing
 * of their own ("i've been doing that for years", "been taking ibuprofen for a week" are of something else).
 */
const LASTED = new RegExp(
  String.raw`\b(?:been|having|had|lasting|lasted|going on|bothering (?:me|him|her))\s+((?:[a-z']+\s+){0,5}?)for\s+(?:the\s+(?:last|past)\s+)?((?:${HEDGE}\s+)*)((?:${COUNT})\s+(?:days?|weeks?|months?|years?))\b(?!\s+ago)`,
  'i',
);
/** Words between "been" and "for" that say the patient did something else for that long. */
const OTHER_DOING = /\b(?!having\b|lasting\b|bothering\b|going\b)[a-z]+(?:ing|ed)\b/i;
/** Said just before a quality, denying it: "nothing tingling", "not sharp", "no burning". */
const DENIED_BEFORE = /\b(?:no|not|nothing|never|without|n't)\s+(?:really\s+|very\s+|that\s+)?$/i;
const NOW = /\b(?:now|currently|today|at this point|these days)\b/i;
const SEVERITIES = /\b(\d{1,2})\s*(?:\/|out of)\s*10\b/gi;
/** The pain without a drug and with it: "6 out of 10 without ibuprofen and it goes down to like a 1 with ibuprofen". */
const SCORE = String.raw`\d{1,2}|zero|one|two|three|four|five|six|seven|eight|nine|ten`;
const WITHOUT_AND_WITH = new RegExp(
  String.raw`\b(${SCORE})\s*(?:\/|out of)\s*10\s+without\s+(?:the\s+|any\s+)?([a-z]+)\b[^.;]*?\b(${SCORE})(?:\s*(?:\/|out of)\s*10)?\s+with\s+(?:the\s+)?\2\b`,
  'i',
);
/** A range of scores: "from 2 through 7 out of 10". */
const SCORE_RANGE = new RegExp(String.raw`\b(${SCORE})\s+(?:through|to)\s+(${SCORE})\s*(?:\/|out of)\s*10\b`, 'i');
/** How high the pain goes: "it gets to an eleven", "it can go up to like an eight". */
const UP_TO = new RegExp(String.raw`\b(?:gets?|goes?|got|went|can get|can go|jumps?|jumped|shoots?|shot|spikes?|spiked|climbs?)\s+(?:up\s+)?(?:to|as high as)\s+(?:like\s+)?(?:an?\s+)?(${SCORE}|eleven|twelve)\b`, 'i');
/** Patients say "an eleven" of a pain beyond the scale; past this it is no score. */
const MAX_SCALE_SAID = 12;

/**
 * A score with how high the pain goes, when `text` says so after it ("Sometimes it gets to an eleven", "it gets up to an
 * eight when I sit"): "6/10, up to 8/10"; the score as it was otherwise.
 */
export function withPeak(severity: string | undefined, text: string): string | undefined {
  const at = /^(\d+)\/10$/.exec(severity ?? '')?.[1];
  const peak = UP_TO.exec(text);
  const peakValue = peak ? parseNumber(peak[1]!) : undefined;
  return at !== undefined && peakValue !== undefined && peakValue > Number(at) && peakValue <= MAX_SCALE_SAID ? `${at}/10, up to ${peakValue}/10` : severity;
}
const SEVERITY_WORD = /\b(mild|moderate|severe|excruciating|unbearable)\b/i;
const TIMING =
  /\b(constant(?:ly)?|all the time|intermittent(?:ly)?|comes and goes|on and off|off and on|(?:every )?once in a while|every so often|at night|in the morning|in the evening|every day|daily|every morning|every night|after (?:meals|eating)|towards? the end of the day|(?:towards?|in) the afternoon)\b/i;
const ONSET = new RegExp(
  String.raw`\b(?:start(?:ed|s)|began|begun|came on|noticed it|happened|has been going on|been going on)\b[^,.;]{0,30}?\b((?:about |around |like )?(?:${AGO}|yesterday|last (?:night|week|month|year|weekend|\w+day)|this (?:morning|week|weekend)|(?:on |over the )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)|since \w+(?: \w+)?))\b`,
  'i',
);
/**
 * A reading the patient took, said just before when: "i took my temperature at home (last night)", "i checked my sugar
 * (yesterday)".
 */
const MEASURED_BEFORE = String.raw`\b(?:took|take|taken|checked|check|measured|measure)\s+(?:my|his|her|their|the)\s+(?:temperature|temp|blood pressure|pressure|sugars?|blood sugars?|glucose|weight|oxygen)\b(?:\s+[\w']+){0,3}?\s+$`;
/** A test the patient had done, said just before when: its day is no onset of the complaint. */
const TEST = String.raw`(?:x-?rays?|mri|ct(?: scan)?|scans?|tests?|blood ?work|labs?|ultrasound|ecg|ekg|echo)`;
const TEST_DONE_BEFORE = new RegExp(
  String.raw`\b${TEST}\b(?:\s+[\w']+){0,3}?\s+(?:done|taken)\s+$|\b(?:got|had|did)\s+(?:an?\s+|the\s+|my\s+|some\s+)?${TEST}\s+(?:done\s+)?$|${MEASURED_BEFORE}`,
  'i',
);
const RADIATION =
  /\b(?:radiat\w*|go|goes|going|went|travels?|travel(?:s|ing|ed)|shoots?|shooting|shot|spreads?|moves?|moved)\s+(?:(?:almost|all the way|kind of|sort of|right|straight|a (?:little )?bit|a little)\s+)?(?:down|up|into|to|through)(?:\s+(?:a (?:little )?bit|a little))?(?:\s+(?:to|into))?\s+(?:the |my |your |his |her )?((?:right |left |lower |upper )?[a-z]+(?: [a-z]+)?)/gi;
/** Said just before where it goes, where it does not: "it doesn't (go into my shoulder)". */
const NOT_GOING = /(?:n'?t|\bnot|\bnever)\s+(?:really\s+)?$/i;

/** Where the complaint is said to go, its first place not said in the negative. */
function radiationSaid(text: string): string | undefined {
  for (const m of text.matchAll(RADIATION)) {
    if (!NOT_GOING.test(text.slice(0, m.index)) && BODY_SITE.test(m[1]!)) return tidyPhrase(m[1]!);
  }
  return undefined;
}
/** "It doesn't go down anywhere", "it stays right at the shoulder", "no radiation": it goes nowhere. */
const NO_RADIATION =
  /\b(?:does ?n't|does not|did ?n't|did not|never)\s+(?:really\s+)?(?:radiate|go (?:down|up|anywhere|into)|travel|spread|shoot)\b|\bno radiation\b|\bstays?\s+(?:(?:pretty much|mostly|just|right|only)\s+){0,3}(?:at|in|on)\s+(?:the|my|that|his|her)\b/i;
/**
 * "It's been affecting my sleep", "it keeps me up at night": the complaint disturbs sleep. "Trouble sleeping" said on its
 * own may be another complaint's (breathless lying flat), and is not read as this one's.
 */
const DISTURBS_SLEEP =
  /\b(?:affect|disturb|interfer|ruin)\w*\s+(?:with\s+)?(?:my|his|her|the)\s+sleep\b|\bkeeps?\s+(?:me|him|her)\s+(?:up|awake)\b|\bwak(?:es|ing)\s+(?:me|him|her)\s+up\b/i;
const WORSE =
  /\b(?:worse|hurts?(?: more)?|painful|aggravated|bothers? (?:me|him|her|it))\s+(?:when|with|if|after|while|during|whenever)\s+(?!(?:i'm|i am|he's|she's|you're)\b)((?:i |he |she |you )?[a-z']+(?: [a-z']+){0,4})/i;
/** "The more I use my hands or my arms the more it hurts". */
const THE_MORE = /\bthe more (?:i |he |she |you )?((?!it\b)[a-z']+(?: (?!the more\b)[a-z']+){0,5}?) the (?:more|worse) (?:it (?:hurts|gets|is)|(?:the )?pain)\b/i;
/** "Running and activity makes it hurt": what is said before, back to what made it better in the same breath. */
const WORSE_AFTER = /\b((?:(?!(?:better|worse|feel|makes?|it)\b)[a-z']+)(?: (?!(?:better|worse|feel|makes?|it)\b)[a-z']+){0,3})\s+makes? it (?:worse|hurt)/i;
/** "It hurts to bend over", "it hurts to walk up the stairs". */
const HURTS_TO = /\bhurts? to ([a-z]+(?: (?:up|down|over|out|on|in)\b)?(?: (?:the|a|my|his|her) [a-z]+)?)/i;
const BETTER = /\b(?:better|relieved|eases?|improves?)\s+(?:when|with|if|after|while|by)\s+((?:i |he |she |you )?[a-z']+(?: [a-z']+){0,4})/i;
const HELPS = /(?:^|[,;.]\s*|\b(?:and|but|so|that|which|find|found|think)\s+)((?!and\b|but\b|so\b)[a-z']+(?: [a-z']+){0,4})\s+(?:helps|helped|seems to help|seemed to help|makes? it (?:feel )?better|made it (?:feel )?better)\b/i;
const TRIED = /\b(?:tried|took|taken|used|put|applied)\s+(?:some |a |an |the |my |his |her )?([a-z][a-z'-]*(?: (?:and|or) [a-z][a-z'-]*| [a-z][a-z'-]*){0,3})/i;
const NO_RELIEF =
  /\b(?:(?:did|does|has|have) ?n't|(?:did|does|has|have) not|never) (?:really )?(?:help|work|do (?:anything|much)|seem to help)|\bno (?:relief|help)\b|\bnot helping\b|\bstill (?:very |really |pretty |quite |so )?(?:painful|hurts?|hurting|sore|bad|there|bothering)\b/i;
/**
 * "I've been taking …", "I'm taking …", "I've done some ibuprofen": a drug taken, tried for the complaint only when told
 * with how it went.
 */
const TAKING = /\b(?:been|am|i'm|was)\s+taking\b|\b(?:i've|i have)\s+done\s+some\b/i;
const HELPED = /\b(?:helps|helped|helping|does help|did help)\b/i;
const SOME_RELIEF = /\b(?:helps?|helped|helping|relief|works?|worked|better)\b/i;
const MECHANISM =
  /\b(?:(?:when|after|while)\s+(?:i|he|she|you)\s+(?:was|were)?|(?:i|he|she) (?:was|were))\s*((?:stepped|stepping|lifting|lifted|moving|moved|carrying|carried|playing|played|running|ran|skiing|skied|walking|walked|twisting|twisted|falling|fell|slipped|slipping|tripped|tripping|jumping|jumped|bending|bent|reaching|reached|pulling|pulled|pushing|pushed|working|worked|gardening|climbing|climbed|hit|hitting|landed|landing)(?: [a-z']+){0,4})/i;
const FELL = /\b(?:i|he|she)\s+((?:fell(?! asleep)|slipped|tripped|twisted|rolled|hurt|injured|lifted|hit|jammed|landed|stepped)(?: [a-z']+){1,4})/i;
/** "… talking to her and stepped off the curb and landed on it wrong": the event told on, its subject said before. */
const AND_THEN = /\b(?:and|then)\s+((?:stepped|slipped|fell(?! asleep)|tripped|twisted|rolled|landed)(?: (?!and\b|but\b|so\b)[a-z']+){1,4})/i;
/** "When I was helping to move a refrigerator", "my wife made me push a refrigerator": the work done, as an activity. */
const MADE_TO = /\b(?:helping|helped|made (?:me|him|her)|had (?:me|him|her)|had to)\s+(?:to\s+)?((?:move|lift|carry|push|pull)(?: (?!and\b|when\b|but\b|so\b|i\b|out\b|into\b|through\b|from\b|across\b|to\b)[a-z']+){0,5})/i;

/** A time said with an event of the history: "I was lifting some boxes on Saturday". */
const WHEN = new RegExp(
  String.raw`\b((?:on |over the |this |last )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)|(?:about |around )?${AGO}|yesterday|last (?:night|week|month|year))\b`,
  'i',
);
const TIMES = new RegExp(WHEN.source, 'gi');
/** A phrase without the times said in it: "playing volleyball yesterday last night" → "playing volleyball". */
const withoutTimes = (phrase: string) => phrase.replace(TIMES, '').replace(/\s+/g, ' ').trim();
const PAST_EVENT = /\b(?:was|were|did|happened|started|began|felt|fell|hurt|twisted|lifted|noticed|woke|got)\b/i;
/** When it comes, as a note describes it: "constantly" → "constant", "every once in a while" → "occasional". */
const timingWords = (said: string) =>
  said
    .toLowerCase()
    .replace(/^(?:constantly|all the time)$/, 'constant')
    .replace(/^(?:(?:every )?once in a while|every so often)$/, 'occasional')
    .replace(/^towards\b/, 'toward');

/** Words no phrase of the note ends on. */
const TRAILING = /(?:\s+(?:and|or|to|the|a|an|of|with|for|on|in|at|that|which|it|my|his|her|your|some|like|um|uh|so|but|just|really))+$/i;
const FILLERS = /\b(?:kind of|sort of|like|just|really|actually|pretty|um|uh|you know)\b\s*/gi;

/** A phrase as the note writes it: in the third person's neutral form, no filler, no dangling word. */
function tidyPhrase(words: string): string {
  return words
    .replace(/^(?:i|he|she|you)\s+/i, '')
    .replace(/\b(?:my|your|his|her)\b/gi, 'the')
    // "the hands or the arms" → "the hands or arms".
    .replace(/\b(the [a-z]+ (?:or|and)) the\b/gi, '$1')
    .replace(FILLERS, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(TRAILING, '');
}

/**
 * An answer to "what makes it worse / better?" as the phrase a history writes: "when i climb the stairs" → "climbing
 * the stairs", "rest and ice" → "rest and ice"; none for a denial, a long answer or one that still speaks of someone.
 */
export function answeredFactor(answer: string): string | undefined {
  const said = cleanSpoken(answer).toLowerCase().replace(/[.!?]+\s*$/, '').replace(/^(?:(?:yeah|yes|well|so|probably|i think|i guess|usually|mostly|definitely)[\s,]+)*/, '');
  // "Not really, unless I'm resting": what only does is the answer.
  const only = ONLY_WHEN.exec(said)?.[1];
  if (only === undefined && /^(?:no|nope|nothing|not really|none|i do ?n'?t know)\b/.test(said)) return undefined;
  const phrase = (only ?? said)
    .replace(/^(?:when|if|whenever|while|after|unless|except when|other than when|only when)\s+(?:i'm|i am|he's|she's|i|he|she)\s+(?:(?:like|really|just|only)\s+)*/, '')
    .replace(/^(?:with|by)\s+/, '')
    // "Tums help for maybe an hour": what helps.
    .replace(/\s+(?:help|helps|helped|works|worked)\b.*$/, '');
  const words = phrase.split(/\s+/);
  // "It's definitely worse in the evening" answers when, not what.
  if (words.length === 0 || words.length > 6 || /[,;]|\b(?:i|me|my|you|your|we)\b|^(?:it|it's|that|he|she|they|there)\b|\b(?:worse|better|hurts?|pain)\b/.test(phrase)) return undefined;
  const activity = asActivity(phrase);
  return activity === '' || POINTS_BACK.test(activity) ? undefined : activity;
}

/** "Not really, unless I'm resting", "nothing except lying down": the one thing that does. */
const ONLY_WHEN = /^(?:no|nope|nothing|not really)\W+(?:(?:really|much)\W+)?((?:unless|except when|other than when|only when)\s.+)$/;

/** "-ing" words that are no activity. */
const NOT_ACTIVITY = /^(?:thing|anything|something|nothing|everything|morning|evening|during|being|having|feeling|king|ring|string|ceiling|building|bring|spring|swing|wing|ing)$/;
/** What ends an activity's phrase: how long or how often it is done, or the patient speaking of it. */
const ACTIVITY_END = /\s+(?:for (?:a while|a bit|a long time|long|hours?|too long)|at all|a lot|too much|all day|i\b|it\b|and then\b|you know\b).*$/;
const MAX_ACTIVITY_WORDS = 6;

/**
 * The answer to "what makes it worse / better?" as the phrases a history writes: one short answer ("rest and ice"),
 * or each activity a longer answer names, from its "-ing" word ("so anytime from like standing up from sitting for
 * a while or even going up and down the stairs" → "standing up from sitting", "going up and down the stairs").
 */
export function answeredFactors(answer: string): string[] {
  const short = answeredFactor(answer);
  if (short) return [short];
  const said = cleanSpoken(answer).toLowerCase().replace(/[.!?]+\s*$/, '');
  if (/^(?:no|nope|nothing|not really|none)\b/.test(said)) return [];
  return said
    .split(/\s*[,;]\s*|\s+or\s+(?:even\s+|just\s+|when\s+)?/)
    .flatMap((part) => {
      const gerund = [...part.matchAll(/\b([a-z]+ing)\b/g)].find((m) => !NOT_ACTIVITY.test(m[1]!));
      if (!gerund) return [];
      const phrase = tidyPhrase(part.slice(gerund.index).replace(ACTIVITY_END, ''));
      const words = phrase.split(' ');
      return words.length <= MAX_ACTIVITY_WORDS && !/\b(?:i|me|my|you|your|we|it)\b|\b(?:worse|better|hurts?|pain)\b/.test(phrase) ? [phrase] : [];
    });
}

/** What a trigger is written as: "bad sleep" is poor sleep, "right before my period" the premenstrual days. */
const TRIGGER_WRITTEN: readonly [RegExp, string][] = [
  [/^(?:bad|poor|not enough|lack of|less|no) sleep$|^not sleeping(?: well)?$/, 'poor sleep'],
  [/^(?:right |just )?before (?:my|her|the) periods?$|^(?:around|during) (?:my|her|the) periods?$/, 'the premenstrual days'],
  [/^stress(?:ed)?$/, 'stress'],
];
/** How many words a trigger named in a list may have: "red wine", "skipping meals". */
const MAX_TRIGGER_WORDS = 4;

/**
 * The triggers the patient lists when asked for them: "bad sleep for sure, red wine, and right before my period" →
 * poor sleep, red wine, the premenstrual days. A part that tells rather than names ("i think it's when i …") is left.
 */
export function answeredTriggers(answer: string): string[] {
  const said = cleanSpoken(answer).toLowerCase().replace(/[.!?]+\s*$/, '');
  if (/^(?:no|nope|nothing|not really|none|i don't know|not sure)\b/.test(said)) return [];
  return said
    .split(/\s*[,;]\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/)
    .map((part) => part.replace(/^(?:(?:yes|yeah|well|um|uh|definitely|probably|maybe|also|like|i guess|i think)\s+)+/, '').replace(/\s+(?:for sure|definitely|too|as well|i think|i guess|yes|maybe|probably)$/, '').trim())
    .flatMap((part) => {
      // "coffee no", "not chocolate": a trigger denied.
      if (/\s(?:no|not really|never)$|^(?:no|not|never)\s/.test(part)) return [];
      const written = TRIGGER_WRITTEN.find(([pattern]) => pattern.test(part))?.[1];
      if (written) return [written];
      const words = part.split(' ');
      return part !== '' && words.length <= MAX_TRIGGER_WORDS && !/\b(?:i|i'm|me|my|you|your|we|it|it's|that|this|when|if|because)\b/.test(part) ? [part] : [];
    });
}

/** "Is it worse when you bend it?", "does it hurt to move it?": a question of one thing that makes it worse. */
// "Coughing, sneezing, does it increase?": the things asked of listed before the question.
const WORSE_ASKED = /^(?:(?:so|and|okay|uh|um|now)\W+)*((?:[\w-]+(?:\s+[\w-]+)?\s*,\s*(?:(?:or|and)\s+)?)+)?(?:is|does|do|did|would|will)\s+(?:it|that|the \w+)\s+(?:get\s+)?(?:worse|hurt|bother you|increase|worsen)\b/i;

/** Whether the doctor asks if something makes the complaint worse: the things asked of are no complaints of their own. */
export const asksWhatWorsens = (question: string): boolean => WORSE_ASKED.test(cleanSpoken(question).toLowerCase());
/** "Yeah", "yes, it does", "uh-huh": the answer agrees. */
const AGREES = /^(?:yes|yeah|yep|yup|uh-huh|mm-hmm|it does|i do|definitely|sometimes|a little)\b/i;

/**
 * An answer to a question of one aggravating factor: "is it worse when you bend it?" — "yeah, movement." is worse
 * with movement; "does it hurt when you walk?" — "yes, it does." with walking.
 */
export function answeredWorseAsked(question: string, answer: string): string | undefined {
  const asked = cleanSpoken(question).toLowerCase().replace(/\?\s*$/, '');
  // The agreement is read as said: the spoken-text cleaning drops "yeah" and "uh-huh" as fillers.
  const said = answer.trim().toLowerCase();
  const worse = WORSE_ASKED.exec(asked);
  if (!worse || !AGREES.test(said)) return undefined;
  // Of a list asked, the ones the answer names ("when i sneeze"), else all of them.
  const listed = (worse[1] ?? '').split(/\s*,\s*(?:(?:or|and)\s+)?/).filter((thing) => thing !== '');
  if (listed.length > 0) {
    const named = listed.filter((thing) => said.includes(thing.replace(/(?:e?ing)$/, '')));
    return listOf(named.length > 0 ? named : listed);
  }
  const named = answeredFactor(said.replace(AGREES, '').replace(/^[\s,]*(?:it does|i do)?[\s,.]*/, ''));
  if (named) return named;
  const factor = WORSE.exec(asked) ?? HURTS_TO.exec(asked);
  const activity = factor ? asActivity(factor[1]!) : '';
  return activity === '' || POINTS_BACK.test(activity) ? undefined : activity;
}

/** "If you lie down, do you feel better?", "does it get better when you sit?": a question of one thing that makes it better. */
const BETTER_ASKED = [
  /^(?:(?:so|and|okay|uh|um|now)\W+)*(?:if|when|whenever) you ([a-z' ]+?)\W+(?:do|does|is|would|will) (?:you|it|that|the \w+) (?:get |feel |seem )?(?:any )?better\b/i,
  /^(?:(?:so|and|okay|uh|um|now)\W+)*(?:is|does|do|did|would|will)\s+(?:it|that|the \w+|you)\s+(?:get\s+|feel\s+|seem\s+)?(?:any\s+)?better\s+(?:when|if|whenever)\s+you\s+([a-z' ]+)/i,
];

/**
 * An answer to a question of one relieving factor: "if you lie down, do you feel better?" — "yes, but …" is better
 * with lying down.
 */
export function answeredBetterAsked(question: string, answer: string): string | undefined {
  const asked = cleanSpoken(question).toLowerCase().replace(/\?\s*$/, '');
  const said = answer.trim().toLowerCase();
  const factor = BETTER_ASKED.map((pattern) => pattern.exec(asked)).find((match) => match !== null)?.[1];
  if (factor === undefined || !AGREES.test(said)) return undefined;
  // What "you" do is a verb: "stay still" → "staying still".
  const activity = asActivity(factor.replace(/^(?:just|only|really)\s+/, '')).replace(/^[a-z]+(?<!ing)\b/, gerundOf);
  return activity === '' || POINTS_BACK.test(activity) || activity.split(' ').length > MAX_ACTIVITY_WORDS ? undefined : activity;
}

/** When it comes, said in answer to "is it worse in the morning or at night?": "at night". */
export function answeredTiming(answer: string): string | undefined {
  const said = cleanSpoken(answer).toLowerCase();
  const timing = TIMING.exec(said);
  // "It's definitely worse in the evening": when it is worse.
  const worseAt = timing && /\b(worse|better)\s+$/i.exec(said.slice(0, timing.index))?.[1];
  return timing ? `${worseAt ? `${worseAt} ` : ''}${timingWords(timing[1]!)}` : undefined;
}

/** How often it comes, as `answeredFrequency` writes it: "8-10 days a month", "3 times a week". */
const HOW_OFTEN_WRITTEN = /^\d+(?:-\d+)? (?:days|times|episodes|attacks) an? (?:day|week|month|year)$/;
/** "A month", "per week", "every day": how often, its period in group 1. */
export const PER_PERIOD = String.raw`(?:a|an|per|each|every|in a)\s+(day|week|month|year)`;
const FREQUENCY_COUNT = String.raw`\d+|[a-z]+(?:-[a-z]+)?`;
/** "Probably eight to ten days a month", "three or four times a week": how often, groups 1 to 4. */
const FREQUENCY_SAID = new RegExp(
  String.raw`\b(${FREQUENCY_COUNT})(?:\s*(?:to|-|or)\s*(${FREQUENCY_COUNT}))?\s+(days?|times?|episodes?|attacks?|headaches?)\s+${PER_PERIOD}\b`,
  'i',
);

/** "Seven-eight times", answered to a question that gave the period ("how many times loose motions in a day?"). */
const COUNT_SAID = new RegExp(String.raw`\b(${FREQUENCY_COUNT})(?:\s*(?:to|-|or)\s*(${FREQUENCY_COUNT}))?\s+(times?|episodes?)\b`, 'i');

/**
 * How often the complaint comes, answered to "how many days a month …?": "8-10 days a month"; with the period the
 * question gave (`periodAsked`), a count alone ("yesterday seven-eight times"); undefined if not said.
 */
export function answeredFrequency(answer: string, periodAsked?: string): string | undefined {
  // "Seven-eight times" is a range once the numbers are written.
  const said = FREQUENCY_SAID.exec(answer) ?? (periodAsked === undefined ? null : COUNT_SAID.exec(cleanSpoken(answer)));
  if (!said) return undefined;
  const [from, to] = [said[1], said[2]].map((count) => (count === undefined ? undefined : /^\d/.test(count) ? Number(count) : parseNumber(count)));
  if (from === undefined || (said[2] !== undefined && to === undefined)) return undefined;
  const kind = /^(?:day|time)/i.test(said[3]!) ? said[3]!.toLowerCase().replace(/s?$/, 's') : 'episodes';
  return `${from}${to === undefined ? '' : `-${to}`} ${kind} a ${(said[4] ?? periodAsked)!.toLowerCase()}`;
}

/** How a complaint comes and goes, which describes it ("constant", "comes and goes"), not when it comes. */
export const TIMING_DESCRIBES = /^(?:constant|intermittent|continuous|persistent|episodic|occasional|comes and goes|on and off)$/i;

/**
 * The timing told before and the one just answered, together: "comes and goes" and then "worse in the evening" is
 * "comes and goes; worse in the evening"; otherwise the first told stands.
 */
export function withTimingAnswered(before: string | undefined, answered: string | undefined): string | undefined {
  if (before === undefined || answered === undefined) return before ?? answered;
  return TIMING_DESCRIBES.test(before) && (/^(?:worse|better) /.test(answered) || HOW_OFTEN_WRITTEN.test(answered)) ? `${before}; ${answered}` : before;
}

/** Gerund for a bare verb after "worse with/when": "worse when I bend" → "bending". */
function asActivity(words: string): string {
  const phrase = tidyPhrase(words);
  return phrase.replace(/^(walk|bend|sit|stand|lift|run|climb|move|twist|turn|pivot|lie|lay|sleep|eat|breathe|cough|sneeze|squat|kneel|reach|push|pull|carry|type|write|drive|use)(s)?\b/i, (_verb: string, base: string) => {
    const lower = base.toLowerCase();
    if (lower === 'lie' || lower === 'lay') return 'lying';
    if (/(?:run|sit)$/.test(lower)) return `${lower}${lower.at(-1)}ing`;
    if (/e$/.test(lower) && !/ee$/.test(lower)) return `${lower.slice(0, -1)}ing`;
    return `${lower}ing`;
  });
}

/**
 * Adds to `into` what one sentence says about the complaint. Where it is, what it is like and when it comes are
 * read only from a sentence that names the complaint (`namesIt`): a body part said in passing is no site.
 */
export function readAttributes(sentence: string, into: ComplaintAttributes, drugsNamed: readonly string[], namesIt: boolean, injury: InjuryReading = readInjury(sentence)): void {
  const text = cleanSpoken(sentence).toLowerCase();
  // "I can't think of anytime if I fell": no injury (readInjury reads none), and no fall.
  const noInjury = saysNoInjury(sentence);
  if (noInjury) into.noInjury = true;
  // "On my feet all day" is standing, no site.
  // "It's not the right knee, it's the left knee": a part said not to be it is not its site.
  const sited = text.replace(/\bon (?:my|his|her|their|your|the) feet\b/g, '').replace(BOTH_OF, 'both ');
  // Where it goes ("it doesn't go into my shoulder", "it goes down my leg") is not where it is.
  const goesTo = [...sited.matchAll(RADIATION)].map((m) => [m.index, m.index + m[0].length] as const);
  const whereItGoes = (at: number) => goesTo.some(([from, to]) => at >= from && at < to);
  const site = namesIt ? ([...sited.matchAll(SITES)].find((m) => !NOT_THIS_ONE.test(sited.slice(0, m.index)) && !whereItGoes(m.index)) ?? null) : null;
  if (site && !into.site) into.site = [site[1], site[2], site[3]].filter(Boolean).join(' ').toLowerCase();
  const aspect = namesIt ? ASPECT_OF_PART.exec(sited) : null;
  if (aspect && !into.aspect) into.aspect = aspectOf(aspect[1]!);
  const worseSide = namesIt ? (WORSE_SIDE.exec(text) ?? WORSE_THAN.exec(text)) : null;
  if (worseSide && !into.worseSide) into.worseSide = worseSide[1]!.toLowerCase() as 'right' | 'left';
  const when = PAST_EVENT.test(text) ? WHEN.exec(text) : null;
  // "until Sunday afternoon" is when it stopped, not when it began.
  const ended = when && /\b(?:until|till|up to|through|stopped|resolved|went away)\s+(?:about\s+|around\s+)?$/i.test(text.slice(0, when.index));
  // "We began construction on our kitchen over Labor Day weekend": what others began is no onset of the complaint.
  const othersBegan = /\b(?:we|they|you)\s+(?:just\s+|only\s+)?(?:began|started|begun)\b/i.test(text);
  // "X-ray i got done yesterday", "i had an mri last week": when a test was done.
  const testDoneThen = when && TEST_DONE_BEFORE.test(text.slice(0, when.index));
  const onset = othersBegan ? null : (ONSET.exec(text) ?? (ended || testDoneThen ? null : when));
  if (onset && !into.onset) into.onset = onsetPhrase(onset[1]!).replace(/^on /, '').replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/, (day) => day.charAt(0).toUpperCase() + day.slice(1));
  // "That I've been having for about six months now": how long, said with it; a count no number says ("for a few
  // months now") is when it began.
  const lasted = namesIt && !into.duration && !into.onset ? LASTED.exec(text) : null;
  if (lasted && !OTHER_DOING.test(lasted[1]!)) {
    const length = parseDuration(`for ${lasted[3]}`);
    if (length) into.duration = length;
    else into.onset = `${lasted[3]} ago`;
  }
  // An injury told with what the patient was doing ("i was taking out the trash and i slipped on the ice"): the
  // activity apart from what happened.
  const activity = injury.injured ? injury.activity : undefined;
  const event = injury.injured ? injury.event : undefined;
  if (activity) tellActivity(into, activity);
  if (event) tellEvent(into, event);
  const toldApart = activity !== undefined || event !== undefined;
  const mechanism = toldApart || noInjury ? null : (MECHANISM.exec(text) ?? FELL.exec(text) ?? AND_THEN.exec(text));
  // The commas a filler left ("push a , uh , refrigerator") part no words of the work done.
  const madeTo = mechanism || toldApart || noInjury ? null : MADE_TO.exec(text.replace(/(?:\s*,)+\s*/g, ' '));
  if (mechanism && !into.mechanism) into.mechanism = withoutTimes(tidyPhrase(mechanism[1]!));
  else if (madeTo && !into.mechanism) into.mechanism = withoutTimes(asActivity(madeTo[1]!));
  if (popTold(text)) into.pop = true;
  else if (popDenied(text) && into.pop === undefined) into.pop = false;
  // "Nothing tingling", "it's not sharp": a quality denied is none; the first one said and not denied is.
  const character = namesIt ? [...text.matchAll(new RegExp(CHARACTER.source, 'gi'))].find((m) => !DENIED_BEFORE.test(text.slice(0, m.index))) : undefined;
  if (character && !into.character) into.character = character[1]!.toLowerCase();
  // "At first it was a 3 out of 10 … now it's about a 6 out of 10": as it is now, from what it was, said in the same
  // sentence or, with a "now", after the one read before.
  const scores = [...text.matchAll(SEVERITIES)].map((m) => Number(m[1]));
  if (scores.length > 0) {
    const now = scores.at(-1)!;
    const earlier = /^(\d+)\/10$/.exec(into.severity ?? '')?.[1];
    const was = scores.length > 1 ? scores[0] : earlier !== undefined && NOW.test(sentence) ? Number(earlier) : undefined;
    if (!into.severity || (scores.length === 1 && was !== undefined)) into.severity = was === undefined || was === now ? `${now}/10` : `${now}/10, ${now > was ? 'up' : 'down'} from ${was}/10`;
  }
  // "A six out of ten without ibuprofen and it goes down to like a one with ibuprofen": both, over any score before.
  const treated = WITHOUT_AND_WITH.exec(text);
  if (treated) into.severity = `${parseNumber(treated[1]!)}/10 without ${treated[2]}, ${parseNumber(treated[3]!)}/10 with ${treated[2]}`;
  // "It ranges from two through seven out of 10."
  const range = SCORE_RANGE.exec(text);
  const [low, high] = range ? [parseNumber(range[1]!), parseNumber(range[2]!)] : [];
  if (!treated && low !== undefined && high !== undefined && high > low) into.severity = `${low}-${high}/10`;
  into.severity = withPeak(into.severity, text);
  const severityWord = SEVERITY_WORD.exec(text);
  if (severityWord && !into.severity) into.severity = severityWord[1]!.toLowerCase();
  const timing = namesIt ? TIMING.exec(text) : null;
  // "Worse in the morning": when it is worse, not when it comes.
  const worseAt = timing && /\b(worse|better)\s+$/i.exec(text.slice(0, timing.index))?.[1];
  if (timing && !into.timing) into.timing = `${worseAt ? `${worseAt.toLowerCase()} ` : ''}${timingWords(timing[1]!)}`;
  const course = namesIt ? courseTold(text) : undefined;
  if (course && !into.course) into.course = course;
  const radiation = namesIt ? radiationSaid(text) : undefined;
  if (radiation) {
    into.radiation ??= radiation;
    delete into.noRadiation;
  } else if (namesIt && !into.radiation && NO_RADIATION.test(text)) into.noRadiation = true;
  if (namesIt && DISTURBS_SLEEP.test(text)) into.disturbsSleep = true;
  const worse = WORSE.exec(text) ?? THE_MORE.exec(text) ?? WORSE_AFTER.exec(text) ?? HURTS_TO.exec(text);
  if (worse) pushOnce(into.aggravating, asActivity(worse[1]!));
  // "It's better when I lie down, and heat helps": each thing that helps. "Better with I've had ibuprofen": a clause of
  // the patient's own, not a thing that helps; "hasn't really helped" says it did not.
  for (const better of [BETTER.exec(text), HELPS.exec(text)]) {
    if (better && !TRIED.test(better[1]!) && !/\b(?:i've|i'm|i'd|i'll|we've|we're|not|never|\w+n't)(?![\w'])/i.test(better[1]!)) pushOnce(into.relieving, asActivity(better[1]!));
  }
  // What was tried: a drug the sentence names (by its name in the model), or the treatment words after "tried".
  // "I've been taking ibuprofen, but it's still very painful": a drug taken for it, told with how it went.
  if (TRIED.test(text) || (TAKING.test(text) && (NO_RELIEF.test(text) || HELPED.test(text)))) addTried(into, drugsNamed, text);
  // … and what the patient did for it besides: "I just tried to elevate it and ice it and keep my weight off of it".
  for (const [said, measure] of MEASURES) if (said.test(text)) pushOnce(into.tried, measure);
}

/**
 * What happened, as the mechanism: where one was read from what the patient was doing ("i was skiing" → "skiing"),
 * that is the activity, and what happened the mechanism ("after a hyperextension injury while skiing").
 */
export function tellEvent(into: ComplaintAttributes, event: string): boolean {
  if (into.mechanism === undefined) into.mechanism = event;
  else if (into.activity === undefined && /^\w+ing\b/.test(into.mechanism) && into.mechanism !== event) [into.activity, into.mechanism] = [into.mechanism, event];
  else return false;
  return true;
}

/**
 * What the patient was doing, as the activity, unless one is told already or the mechanism says it ("after skiing" and
 * "while skiing"); whether it was taken.
 */
export function tellActivity(into: ComplaintAttributes, activity: string): boolean {
  if (into.activity !== undefined || (into.mechanism !== undefined && into.mechanism.split(' ')[0] === activity.split(' ')[0])) return false;
  into.activity = activity;
  return true;
}

/** Measures a patient takes for a complaint, as a history lists them. */
const MEASURES: readonly [RegExp, string][] = [
  [/\b(?:elevat(?:e|ed|ing) (?:it|my|the|them)|been elevating|propp(?:ed|ing) (?:it|my \w+) up)\b/i, 'elevation'],
  [/\b(?:ic(?:e|ed|ing) (?:it|my|the|them)|put(?:ting)? (?:some )?ice|been icing|ice packs?)\b/i, 'ice'],
  [/\b(?:heating pad|put(?:ting)? (?:some )?heat|used heat|heat packs?)\b/i, 'heat'],
  [/\b(?:kept|keep|keeping|stay(?:ed|ing)?) (?:my |his |her |the )?weight off\b|\bstay(?:ed|ing)? off (?:of )?(?:it|my (?:foot|feet|leg|ankle|knee))\b/i, 'keeping weight off'],
  [/\b(?:been resting|rested it|resting it)\b/i, 'rest'],
];

/** How something tried went, as an entry ends: "ice without relief" → ["ice", " without relief"]; "ice" → ["ice", ""]. */
export function triedOutcome(entry: string): [what: string, outcome: string] {
  const at = entry.search(/ with(?:out)? (?:some )?relief$/);
  return at === -1 ? [entry, ''] : [entry.slice(0, at), entry.slice(at)];
}

/** The drugs of a sentence as tried, with how it went: "tylenol without relief". */
export function addTried(into: ComplaintAttributes, drugsNamed: readonly string[], sentence: string): void {
  if (drugsNamed.length === 0) return;
  const text = cleanSpoken(sentence).toLowerCase();
  // A drug told again ("I took some ibuprofen" … "tylenol and ibuprofen helped a little") is said once, by its fuller
  // entry: the one that says how it went, or names more drugs.
  const entry = `${drugsNamed.join(' and ')}${NO_RELIEF.test(text) ? ' without relief' : SOME_RELIEF.test(text) ? ' with some relief' : ''}`;
  const drugsOf = (tried: string) => triedOutcome(tried)[0].split(' and ');
  const covered = (earlier: string) => drugsOf(earlier).every((drug) => drugsNamed.includes(drug)) && (entry !== drugsOf(entry).join(' and ') || earlier === drugsOf(earlier).join(' and '));
  const kept = into.tried.filter((earlier) => !covered(earlier));
  if (kept.some((earlier) => drugsNamed.every((drug) => drugsOf(earlier).includes(drug)))) return;
  into.tried.splice(0, into.tried.length, ...kept);
  pushOnce(into.tried, entry);
}

/** "Have you tried icing?": a measure the doctor asks about, by the name a history lists it under. */
const MEASURE_ASKED: readonly [RegExp, string][] = [
  [/\b(?:icing|ice)\b/i, 'ice'],
  [/\b(?:heat|heating pad)\b/i, 'heat'],
  [/\belevat\w*/i, 'elevation'],
  [/\b(?:rest|resting)\b/i, 'rest'],
  [/\bstretch\w*/i, 'stretching'],
];
const TRIED_ASKED = /\b(?:have|did|do) you (?:tried|try|been|done|do|use|used)\b/i;

/** "Ice, and I've been taking ibuprofen": the measures an answer to "what have you tried?" names; none it denies. */
export function measuresNamed(answer: string): string[] {
  if (/\b(?:no|not|nothing|never)\b|n't\b/i.test(answer)) return [];
  return MEASURE_ASKED.filter(([said]) => said.test(answer)).map(([, measure]) => measure);
}

/** What was tried, each of `entries` with how it went: "ibuprofen" → "ibuprofen without relief". */
function withOutcome(into: ComplaintAttributes, entries: readonly string[], outcome: string): void {
  into.tried.splice(0, into.tried.length, ...into.tried.map((entry) => (entries.includes(entry) ? `${entry} ${outcome}` : entry)));
}

/** How what was just told as tried went, said in the next sentence: "It takes the edge off.", "It didn't help.". */
const RELIEF_TOLD = /^\W*(?:(?:and|but|so|um|uh)\W+)*(?:it|that|they|those|which)\b/i;

/** `justTried`, with how it went where the next sentence of the answer says so; whether it did. */
export function toldRelief(into: ComplaintAttributes, sentence: string, justTried: readonly string[]): boolean {
  const said = cleanSpoken(sentence).toLowerCase();
  if (!RELIEF_TOLD.test(said)) return false;
  const outcome = NO_RELIEF.test(said) ? 'without relief' : SOME_RELIEF_ANSWER.test(said) ? 'with some relief' : HELPED.test(said) ? 'with relief' : undefined;
  const open = into.tried.filter((entry) => triedOutcome(entry)[1] === '' && justTried.includes(entry));
  if (!outcome || open.length === 0) return false;
  withOutcome(into, open, outcome);
  return true;
}

/** "Have you tried icing?" — "Yes.": the measure asked about, when the answer agrees. */
export function answeredMeasure(question: string, answer: string): string | undefined {
  const asked = cleanSpoken(question).toLowerCase();
  if (!TRIED_ASKED.test(asked) || !AGREES.test(answer.trim().toLowerCase())) return undefined;
  return MEASURE_ASKED.find(([said]) => said.test(asked.slice(asked.search(TRIED_ASKED))))?.[1];
}

/** "Did that help?", "does that give you any relief?", "has the ibuprofen helped at all?". */
const RELIEF_ASKED = /\b(?:(?:did|does|has|have|is) (?:that|it|this|they|those|the \w+) (?:help(?:ed|ing)?|work(?:ed|ing)?|give you (?:any )?relief)|any relief|helped at all)\b/i;
const NO_RELIEF_ANSWER = /^\W*(?:no|nope|not really|not much|not at all|nothing|it doesn't|it does not|it didn't|it did not|they didn't|never)\b/i;
const SOME_RELIEF_ANSWER = /\b(?:a little|a bit|some|somewhat|kind of|sort of|takes? the edge off|for a while|temporar\w*)\b/i;

/**
 * "Does that give you any relief?" — "No.": how what was tried went, added to what the answer before told was tried
 * (`justTried`), or to the one the question names.
 */
export function answeredRelief(into: ComplaintAttributes, question: string, answer: string, justTried: readonly string[]): boolean {
  const asked = cleanSpoken(question).toLowerCase();
  const said = answer.trim().toLowerCase();
  if (!RELIEF_ASKED.test(asked)) return false;
  const outcome = NO_RELIEF_ANSWER.test(said) ? 'without relief' : SOME_RELIEF_ANSWER.test(said) ? 'with some relief' : AGREES.test(said) || /\bhelps?\b/.test(said) ? 'with relief' : undefined;
  const open = into.tried.filter((entry) => triedOutcome(entry)[1] === '');
  const recent = open.filter((entry) => justTried.includes(entry));
  const named = open.filter((entry) => entry.split(' and ').some((drug) => saysWords(asked, drug)));
  const outcomeOf = named.length > 0 ? named : recent;
  if (!outcome || outcomeOf.length === 0) return false;
  withOutcome(into, outcomeOf, outcome);
  return true;
}

/** When it began, said as a time ago: "about a week ago", "Saturday". */
export function onsetSaid(sentence: string): string | undefined {
  const when = WHEN.exec(cleanSpoken(sentence).toLowerCase());
  return when ? onsetPhrase(when[1]!) : undefined;
}

/** A time ago as a note writes it: "year and a half ago" → "a year and a half ago", "couple days ago" → "2 days ago". */
function onsetPhrase(said: string): string {
  return tidyPhrase(said)
    .replace(/^((?:about |around |like )?)(day|week|month|year) and a half\b/i, '$1a $2 and a half')
    .replace(/\b(?:a )?couple (?:of )?(?=(?:days|weeks|months|years) ago\b)/i, '2 ');
}

/** A phrase that only points back ("better with that") says nothing the history can carry. */
const POINTS_BACK = /^(?:that|this|it|those|these|them|something|anything|everything|nothing|none|stuff|being|doing|going|having|i|he|she|they|you|we|anytime|any time|always|whenever|let's see|let me think|i mean)$/i;

/** Adds a phrase to a list of factors once, three at most, unless it only points back. */
export function pushOnce(list: string[], phrase: string): void {
  if (phrase !== '' && !POINTS_BACK.test(phrase) && !list.includes(phrase) && list.length < 3) list.push(phrase);
}

/** Complaints a site belongs to: "knee pain", "swelling of the ankle"; not "nausea" told "in the back of the car". */
const HAS_SITE = /pain|(?<!head)ache|algia|swelling|numb|tingl|paraesth|rash|weak|injur|itch|burn|stiff|cramp|bruis|lump|wound|tender|sore|mole/i;
/** A complaint that sits on a part rather than being of it: "a mole on the back". */
const SITS_ON = /^(?:moles?|lumps?|wounds?|rash)$/i;
/** A complaint whose name says where already: "arm pain" is not written "of the hand". */
const NAMES_A_PART = /\b(?:head|neck|back|chest|abdomen|abdominal|arm|leg|knee|hip|shoulder|elbow|wrist|hand|finger|foot|ankle|toe|eye|ear|throat|joint|muscle|flank|pelvic|groin)\b/i;

/** The complaint named with its site, as a history writes it: "back pain" in the lower back → "lower back pain". */
export function complaintWithSite(complaint: string, site: string | undefined): string {
  const where = site?.replace(/^the /, '');
  // "Usually on the left side": a one-sided headache.
  const sided = where && /^headaches?$/i.test(complaint) ? /^(right|left)(?: side)?$/i.exec(where) : null;
  if (sided) return `${sided[1]!.toLowerCase()}-sided ${complaint}`;
  if (!where || !HAS_SITE.test(complaint)) return complaint;
  // "elbow pain" in both elbows → "bilateral elbow pain".
  const both = /^both (.+)$/i.exec(where);
  if (both) return complaint.toLowerCase().includes(both[1]!.toLowerCase().slice(0, 4)) ? `bilateral ${complaint}` : `${complaint} of both ${both[1]}`;
  const place = where.split(' ').at(-1)!;
  if (complaint.toLowerCase().includes(where.toLowerCase())) return complaint;
  const inName = new RegExp(`\\b${place}\\b`, 'i');
  // "right knee" in "knee pain" → "right knee pain"; "right" in "right knee pain" is not said twice.
  if (inName.test(complaint)) return complaint.replace(inName, where).replace(/\b(\w+)\s+\1\b/gi, '$1');
  // "abdominal pain" in the abdomen: the name says where already.
  if (complaint.toLowerCase().includes(place.toLowerCase().slice(0, 5))) return complaint;
  if (NAMES_A_PART.test(complaint)) return complaint;
  if (SITS_ON.test(complaint)) return `${complaint} on the ${where}`;
  return /^pain$/i.test(complaint) ? `${where} pain` : `${complaint} of the ${where}`;
}

/** What it came after, as "after" takes it: "hit the ceiling" → "hitting the ceiling". */
const asGerund = (mechanism: string) => mechanism.replace(/^[a-z]+/i, pastAsGerund);

/** An onset as a history says it after "began": "over the weekend", "this morning", "3 days ago", "Saturday". */
function onsetWords(onset: string): string {
  if (/^(?:the )?weekend$/i.test(onset)) return 'over the weekend';
  if (/^(?:morning|afternoon|evening)$/i.test(onset)) return `this ${onset}`;
  if (/^(?:night)$/i.test(onset)) return 'last night';
  return onset;
}

/** "tylenol and ibuprofen"; "tylenol without relief, and ice" when an entry says how it went. */
function triedWords(tried: readonly string[]): string {
  if (tried.length === 1) return tried[0]!;
  // "ice with some relief; ibuprofen with some relief" → "ice and ibuprofen with some relief".
  const outcomes = new Map<string, string[]>();
  for (const entry of tried) {
    const [what, outcome] = triedOutcome(entry);
    outcomes.set(outcome, [...(outcomes.get(outcome) ?? []), what]);
  }
  const listed = (things: readonly string[]) => (things.length === 1 ? things[0]! : `${things.slice(0, -1).join(', ')} and ${things.at(-1)}`);
  // What went a way said first: "ibuprofen without relief, and ice", not "ice, and ibuprofen without relief", which
  // reads as if the ice went without relief too.
  return [...outcomes]
    .sort(([a], [b]) => Number(a === '') - Number(b === ''))
    .map(([outcome, things]) => `${listed(things)}${outcome}`)
    .join(', and ');
}

/** A complaint whose name is the quality said of it: "tingling" is paraesthesia. */
const SAYS_ITS_QUALITY = /^(?:paraesthesia|paresthesia|tingling)$/i;
/** How a pain feels ("sore", "tight", "sharp"), which says nothing of a complaint that does not hurt. */
const PAIN_QUALITY = /^(?:sore|tight|dull|sharp|throbbing|pounding|burning|aching|achy|stabbing|shooting|squeezing|pressure|pressure-like|cramping|crampy|gnawing|tender)$/i;
/** A complaint that hurts, whose quality a pain's words describe: "chest pain … tight", "dysuria … burning". */
const HURTS = /\b(?:pain|ache|aches|headache|migraine|cramps?|discomfort|tenderness|soreness|pressure|tightness|dysuria|heartburn|colic|angina|arthralgia|myalgia|sciatica)\b/i;

/**
 * Whether `character` can describe `complaint`: "expectoration … tight" (the chest was), "fever … little dull
 * yesterday" (the child was): a pain's quality goes only with a complaint that hurts.
 */
export const qualityOf = (complaint: string, character: string): boolean => !(PAIN_QUALITY.test(character) && !HURTS.test(complaint));

/** A phrase still in the patient's words ("hurt the back when i"), which is not written. */
const STILL_SPOKEN = /\b(?:i|me|my|we|you|it)\b|^(?:hurt|did|had|was)\b/i;

/** Of the head, the front and the back are its regions ("occipital"); of a limb or a joint, its aspects. */
const HEAD_REGIONS: Partial<Record<Aspect, string>> = { anterior: 'frontal', posterior: 'occipital' };

/** Where on its part the complaint is, after its name: ", localized to the medial aspect"; nothing when none was said. */
function aspectWritten(complaint: string, a: ComplaintAttributes): string {
  if (!a.aspect) return '';
  if (!/\bhead/i.test(`${a.site ?? ''} ${complaint}`)) return `, localized to the ${a.aspect} aspect`;
  return HEAD_REGIONS[a.aspect] ? `, localized to the ${HEAD_REGIONS[a.aspect]} region` : '';
}

/**
 * The part an injury before was to, as written after "to": the complaint's site ("the right ankle", "either knee" for
 * both), or the limb its name says ("knee pain" → "the knee"); none when neither says one.
 */
function injuredPart(complaint: string, site: string | undefined): string | undefined {
  const where = site?.replace(/^the /, '');
  const both = where && /^both (\w+)$/.exec(where)?.[1];
  if (both) return `either ${singularPart(both)}`;
  if (where) return `the ${where}`;
  const part = NAMES_A_PART.exec(complaint)?.[0]?.toLowerCase();
  return part && !/^(?:joint|muscle)$/.test(part) ? `the ${part}` : undefined;
}

/** Who the history is about, as its sentences name them: "He", "She", "The patient"; "his", "her", "their". */
export interface Subject {
  subject: string;
  possessive: string;
}

/** A severity said in words, not scored: "mild", "unbearable". */
const SEVERITY_IN_WORDS = /^[a-z]+(?: [a-z]+)?$/i;

/**
 * The attributes as the sentences of a history. The first names the complaint with when and how it began, as a
 * clinician's head line ("Lower back pain began Saturday after lifting boxes, with a pop."), which the history
 * opens with or writes as the patient's report; what follows is a sentence each, with its subject: "He describes it
 * as sharp and intermittent, radiating to the left leg. He rates the pain 6/10. It is worse with bending. He has tried
 * ibuprofen without relief." A complaint of which nothing is told but its name gives no sentence.
 */
export function describeComplaint(complaint: string, a: ComplaintAttributes, who: Subject = { subject: 'the patient', possessive: 'their' }): string[] {
  const named = complaintWithSite(complaint, a.site);
  const patient = capitalise(who.subject);
  // A mechanism still in the patient's words ("hurt the back when i") is not written.
  const mechanism = a.mechanism && !STILL_SPOKEN.test(a.mechanism) ? asGerund(a.mechanism.replace(/^(?:was|were)\s+/, '')) : undefined;
  const activity = a.activity && !STILL_SPOKEN.test(a.activity) ? a.activity : undefined;
  const lasted = a.duration && `for ${a.duration.value} ${a.duration.unit}${a.duration.value === 1 ? '' : 's'}`;
  const began = [a.onset ? `began ${onsetWords(a.onset)}` : lasted, mechanism && `after ${mechanism}`, activity && `while ${activity}`].filter(Boolean).join(' ');
  const when = `${began === '' ? '' : ` ${began}`}${a.pop ? `, with a pop${began === '' ? ' at onset' : ''}` : ''}${aspectWritten(complaint, a)}`;
  // "Constant", "intermittent" describe the complaint; "at night", "every day" say when it comes.
  // "comes and goes; worse in the evening": each part says one of these.
  const [pattern, comes] = a.timing === undefined ? [] : a.timing.includes('; ') ? a.timing.split('; ') : TIMING_DESCRIBES.test(a.timing) ? [a.timing] : [undefined, a.timing];
  // "Paraesthesia, described as tingling" names it twice: the quality is the complaint's own name. A model stored
  // before the reader checked qualities (services/stored-result.ts, rendered again) may give a pain's quality to a
  // complaint that does not hurt (qualityOf).
  const character = a.character && !(SAYS_ITS_QUALITY.test(complaint) && /^(?:tingling|pins and needles)$/i.test(a.character)) && qualityOf(complaint, a.character) ? a.character : undefined;
  const qualities = [character, pattern?.replace(/^(?:comes and goes|on and off)$/i, 'intermittent')].filter((part): part is string => Boolean(part));
  const occurs = comes ? (/^(?:worse|better) /.test(comes) ? `It is ${comes}` : `It occurs ${comes.replace(/^(?:every day|everyday)$/i, 'daily')}`) : undefined;
  // "Arm pain … radiating to the arm" says nothing: where it goes is somewhere else.
  const radiatesTo = a.radiation && !saysWords(complaint, a.radiation.replace(/^the /, '')) ? `the ${a.radiation.replace(/^the /, '')}` : undefined;
  // "Dizziness for 5 weeks, described as occasional": the description goes with the line that names what it describes,
  // unless that line ends on the pop.
  const describedInHead = when !== '' && !a.pop && qualities.length > 0;
  // "sharp and intermittent, radiating to the left leg": what it is described as.
  const description = qualities.length > 0 ? `${qualities.join(' and ')}${radiatesTo ? `, radiating to ${radiatesTo}` : ''}` : undefined;
  const described = describedInHead ? undefined : description ? `${patient} describes it as ${description}` : radiatesTo && `It radiates to ${radiatesTo}`;
  // "Better with putting ice" beside "Tried ice with some relief" says it twice; "ice and rest" is "rest".
  const triedNames = new Set(a.tried.flatMap((entry) => triedOutcome(entry)[0].split(/\W+/)).filter((word) => !/^(?:and|or|the|a|an|of|with|on|in|to|some|it)$/.test(word)));
  const relieving = a.relieving
    .map((phrase) => phrase.split(' and ').filter((part) => !part.split(' ').some((word) => triedNames.has(word))).join(' and '))
    .filter((phrase) => phrase !== '');
  const pain = /pain|ache/i.test(complaint);
  const severity = a.severity && (pain ? (SEVERITY_IN_WORDS.test(a.severity) ? `${patient} describes the pain as ${a.severity}` : `${patient} rates the pain ${a.severity}`) : SEVERITY_IN_WORDS.test(a.severity) ? `It is ${a.severity}` : `${patient} rates its severity ${a.severity}`);
  const details = [
    // "No known injury" beside an injury read elsewhere would contradict it.
    a.noInjury && !mechanism && !activity && `${patient} denies any injury or trauma`,
    a.priorInjury && priorInjuryWritten(a.priorInjury, injuredPart(complaint, a.site), patient),
    a.pop === false && `${patient} did not hear or feel a pop`,
    a.worseSide && `The ${a.worseSide} side is worse than the ${a.worseSide === 'right' ? 'left' : 'right'}`,
    described,
    occurs,
    a.noRadiation && !a.radiation && 'It does not radiate',
    severity,
    a.aggravating.length > 0 && `It is worse with ${listOf(a.aggravating)}`,
    relieving.length > 0 && `It is better with ${listOf(relieving)}`,
    a.tried.length > 0 && `${patient} has tried ${triedWords(a.tried)}`,
    a.disturbsSleep && `It disturbs ${who.possessive} sleep`,
    // "The back pain has not been improving.": said of the complaint by name, which "It" after other sentences would not be.
    a.course && `The ${uncapitalised(complaint)} has ${a.course === 'not improving' ? 'not been improving' : `been ${a.course}`}`,
  ].filter((part): part is string => Boolean(part));
  // The complaint is named first whenever anything is said of it; a bare name is no line of its own.
  const head = `${named}${when}${describedInHead ? `, described as ${description}` : ''}`;
  const sentences = when || named !== complaint || details.length > 0 ? [head, ...details] : [];
  return sentences.map((text) => `${capitalise(text)}.`);
}
