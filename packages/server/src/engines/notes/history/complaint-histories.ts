/**
 * The history of each complaint, gathered over the patient's account: each sentence adds what it says to the
 * complaint it names, or to the one being told about. A pain-scale answer ("about a six") takes its meaning from
 * the doctor's question before it.
 */
import type { ComplaintHistory, Duration } from '../clinical-model.js';
import { answerOpening, onlyAcknowledges } from '../dialogue/answers.js';
import { parseNumber } from '../prescription/numbers.js';
import type { Sentence } from '../sentences.js';
import { parseDuration } from '../prescription/duration.js';
import { readInjury, type InjuryReading, type InjuryTold } from './injury-told.js';
import { priorInjuryAnswered, priorInjuryAsked } from './prior-injury.js';
import { LIMB_PARTS } from '../context/body-parts.js';
import { addTried, ASPECT_WORD, aspectOf, type Aspect, answeredBetterAsked, answeredFactors, answeredFrequency, answeredMeasure, answeredTriggers, PER_PERIOD, answeredRelief, tellActivity, tellEvent, answeredTiming, answeredWorseAsked, measuresNamed, noAttributes, toldRelief, withTimingAnswered, onsetSaid, pushOnce, qualityOf, readAttributes, withPeak, type ComplaintAttributes } from './complaint-attributes.js';

const PAIN_SCALE_QUESTION = /\b(?:scale|out of (?:10|ten)|(?:zero|0|one|1)\s+(?:to|through|-)\s+(?:ten|10)|rate (?:the|your|it)|what(?:'s| is) (?:your |the )?pain level|pain level is|level of (?:your |the )?pain is)\b/i;
/** "How long has this been going on?", "how many days …", "when did it start?". */
const HOW_LONG_QUESTION = new RegExp(
  String.raw`\bhow long\b|\bhow many (?:days|weeks|months|years)\b(?!\s+${PER_PERIOD}\b)|\bwhen did (?:it|(?:this|that|the|these|those)(?: \w+)?|they) (?:all )?(?:start|begin|happen)\b|\bsince when\b`,
  'i',
);
/** "How long did it take you to pass the other stones?": how long something else lasted, not the complaint. */
const HOW_LONG_OF_ELSE = /\b(?:took|take|takes) (?:you|him|her|it)\b|\bthe (?:other|last|previous) (?!few\b|couple\b)\w+/i;
/** "It's been (a week now)", "probably about (two days)": the words before a length answered, which say nothing of it. */
const BEEN_OPENING = /^\W*(?:(?:it's|it has|it is|been|probably|maybe|i'd say|i would say|uh|um|oh|well)\b[\s,]*)+/i;
/** "Does anything make it worse?", "what makes the pain worse?". */
const WORSE_QUESTION = /\bmakes? (?:it|the \w+|that|things) (?:feel )?(?:worse|hurt)\b|\bmade it worse\b|\baggravat/i;
/** "Any triggers you've noticed?", "what brings them on?". */
const TRIGGERS_QUESTION = /\btriggers?\b(?!\s+(?:finger|thumb|points?))|\bbrings? (?:it|them|these|those|the \w+) on\b|\bsets? (?:it|them) off\b/i;
/** "How many times loose motions in a day?", "how many times a day do you go?": a count asked in a period, group 1. */
const PERIOD_ASKED = new RegExp(String.raw`\bhow many (?:times|episodes)\b(?:\s+[a-z]+){0,3}?\s+${PER_PERIOD}\b`, 'i');
/** "How many days a month …?", "how often do you get them?": how often it comes (not "how often do you have a bowel movement"). */
const HOW_OFTEN_QUESTION = new RegExp(
  String.raw`\bhow many (?:days|times|headaches|attacks|episodes)\s+${PER_PERIOD}\b(?:\s+(?:now|would you say|do you get (?:them|it|these|those|headaches?)|do (?:they|these) (?:come|happen)|does it (?:come|happen)))*\W*$|\bhow often (?:do you get (?:them|it|these|those|headaches?|this|that)|do (?:they|these) (?:come|happen)|does (?:it|this|that) (?:come|happen))\b`,
  'i',
);
/** "How bad at its worst?": the score is the worst. */
const AT_WORST = /\bat (?:its|the|their) worst\b|\bat worst\b/i;
/** "Describe the pain for me", "what does it feel like?": the answer is about the complaint, named or not. */
const DESCRIBE_ASKED = /\bdescrib(?:e|ing) (?:the|your|that|this|it)\b(?! \w+ (?:of|in) )|\bwhat (?:does|did) (?:it|the \w+|that) feel like\b|\bwhat (?:kind|type|sort) of (?:pain|discomfort)\b/i;
/** A painful complaint: "knee pain", "headache", "arthralgia". */
export const PAIN = /pain|ache|algia/i;
/** "Any trauma?", "did you fall or hit it?", "have you ever had any injury to that knee?". */
const INJURY_ASKED = /\bany (?:\w+ ){0,3}?(?:injury|injuries|trauma)\b|\b(?:did|have) you (?:\w+ )?(?:fall|fallen|hurt|injure|injured|twist|twisted|bump|bumped|hit)\b/i;
const POP_ASKED = /\b(?:hear|feel|felt|heard|notice)\b[^.?]*\bpop\b/i;
/** "What makes it better?", "does anything help?". */
const BETTER_QUESTION = /\bmakes? (?:it|the \w+|that|things) (?:better|feel better)\b|\banything (?:that )?helps?\b|\bwhat helps\b|\brelieves?\b/i;
/**
 * "Is it worse in the morning or at night?", "does it come and go?", or without the mark of a transcript that writes
 * none ("is it worse in the morning worse in the evening", "is it constant or does it come and go").
 */
const TIMING_QUESTION =
  /\b(?:morning|evening|night|come and go|comes and goes|constant|all the time)\b.*\?\s*$|\b(?:constant|all the time)\s+or\s+(?:does it\s+|do they\s+|is it\s+)?(?:come and go|comes and goes|intermittent|on and off)\b|\b(?:come and go|comes and goes)\s+or\s+(?:is it\s+)?(?:constant|all the time)\b|\b(?:is it|does it|do they|are they)\b(?:\s+[\w']+){0,4}?\s+(?:worse|better)\s+(?:in the morning|in the evening|at night)\b|\b(?:has it been|have they been)\s+(?:[\w']+\s+)?constant\b/i;
/** "What have you taken for the pain?", "have you tried anything for it?". */
const TRIED_QUESTION = /\bwhat (?:have|did) you (?:taken|take|tried|try|used|use|done|do)\b|\b(?:have|did) you (?:tried|try|taken|take|used|use) anything\b/i;
/**
 * "When you do take that ibuprofen, what's your pain look like then?", "with your ibuprofen can you tell me what your pain
 * level is": the pain with a treatment.
 */
const WITH_TREATMENT =
  /\b(?:when|after|once|if)\s+(?:you\s+)?(?:do\s+)?take\s+(?:that\s+|the\s+|your\s+|some\s+)?([a-z]+)|\b(?:with|on)\s+(?:the\s+)?(medications?|medicines?|meds)\b|\bwith\s+(?:the\s+|your\s+)(?!pain\b)([a-z]+)\s+(?=(?:can|could|what|how)\b)/i;
/** "Without any medication on board, can you rate your pain?", "without any ibuprofen can you tell me …": its treatment. */
const WITHOUT_TREATMENT = /\bwithout (?:any |the |your )?(medications?|medicines?|meds|pain ?killers?|(?!\w+ing\b|(?:that|this|those|these|them|anything)\b)[a-z]{4,}(?=\s+(?:on board\s+)?(?:can|could|what|how)\b))\b/i;
/** The treatment a question names, as the note writes it: "your medicine" and "meds" are medication. */
const treatmentWords = (said: string) => said.toLowerCase().replace(/^(?:medications?|medicines?|meds|pain ?killers?)$/, 'medication');
const SCALE_NUMBER = String.raw`10|[0-9]|zero|one|two|three|four|five|six|seven|eight|nine|ten`;
/** The first number of a scale answer, and a second said with it as a range: "a four five", "six or seven", "4-5". */
const SCALE_ANSWER = new RegExp(String.raw`\b(${SCALE_NUMBER})\b(?:(?:\s+(?:to|or)\s+|\s*-\s*|\s+)(${SCALE_NUMBER})\b)?`, 'i');
/** A score the doctor says for the patient to agree to: "you rate the pain from two through seven out of 10?". */
const SCALE_STATED = new RegExp(String.raw`\b(?:from\s+)?(${SCALE_NUMBER})\s+(?:through|to|-)\s+(${SCALE_NUMBER})\s+out of (?:10|ten)\b|\b(${SCALE_NUMBER})\s+out of (?:10|ten)\b`, 'i');

/** The score a question states, "2-7" or "6", if it states one. */
function scaleStated(question: string): string | undefined {
  const said = SCALE_STATED.exec(question);
  const [low, high, alone] = [said?.[1], said?.[2], said?.[3]].map((word) => (word === undefined ? undefined : parseNumber(word)));
  if (alone !== undefined) return alone <= 10 ? String(alone) : undefined;
  return low !== undefined && high !== undefined && low < high && high <= 10 ? `${low}-${high}` : undefined;
}

/** "How many days ago was this?", "how many weeks has it been?": the unit the answer's bare number counts. */
const HOW_MANY_UNITS = /\bhow many (day|week|month|year)s?\b(\s+ago\b)?/i;
/** "Seven.", "about 3", "uh, seven": a number answered alone (one with its unit is a duration or an onset, read before). */
const BARE_COUNT = /^\W*(?:(?:uh|um|about|around|maybe|probably|like|oh)\W+)*(\d{1,2}|[a-z]+)\W*$/i;

/**
 * A bare number answered to "how many days ago …?" (when it began) or "how many weeks …?" (how long): "Seven." is
 * 7 days ago, or 7 weeks.
 */
function countAnswered(question: string, answer: string): { ago?: string; duration?: Duration } | undefined {
  const asked = HOW_MANY_UNITS.exec(question);
  const value = asked ? parseNumber(BARE_COUNT.exec(answer)?.[1] ?? '') : undefined;
  if (!asked || value === undefined || value < 1 || value > 99) return undefined;
  const unit = asked[1]!.toLowerCase() as Duration['unit'];
  return asked[2] ? { ago: `${value} ${unit}${value === 1 ? '' : 's'} ago` } : { duration: { value, unit } };
}

/** A range wider than this is two readings said apart, not one range. */
const MAX_SCALE_RANGE = 3;

/** "If I start moving … a four five": the score is the pain's with movement. */
const WITH_MOVEMENT = /\b(?:mobility|moving|move|activity|active|walk(?:ing)?|exert\w*)\b[^.]*?\b(?:\d|one|two|three|four|five|six|seven|eight|nine|ten)\b/i;
/** "When I'm stationary I don't really feel a lot of pain": little at rest. */
const LITTLE_AT_REST = /\b(?:stationary|at rest|resting|sitting still|still)\b[^.]*?\b(?:do ?n't|do not|not|no|barely|hardly)\b/i;

/** What the score is said under, after it: " with movement, minimal at rest". */
function scaleCondition(answer: string): string {
  if (!WITH_MOVEMENT.test(answer)) return '';
  return LITTLE_AT_REST.test(answer) ? ' with movement, minimal at rest' : ' with movement';
}

/** The pain-scale answer as a note writes it, "6" or a range "4-5"; undefined when it gives none from 0 to 10. */
function scaleAnswered(answer: string): string | undefined {
  const said = SCALE_ANSWER.exec(answer);
  const low = said ? parseNumber(said[1]!) : undefined;
  if (low === undefined || low > 10) return undefined;
  const high = said?.[2] === undefined ? undefined : parseNumber(said[2]);
  return high !== undefined && high > low && high <= 10 && high - low <= MAX_SCALE_RANGE ? `${low}-${high}` : String(low);
}

/** "Does it move anywhere or radiate?", "any pain going down into the calf?": the answer tells where the complaint goes. */
const RADIATION_ASKED = new RegExp(String.raw`\b(?:radiat\w*|move anywhere|go anywhere|travel anywhere|spread anywhere|shoot anywhere|(?:go|goes|going|travel\w*|shoot\w*|spread\w*) (?:down|up) (?:(?:into|to) )?(?:the|your) (?:(?:right|left|upper|lower)\s+)?(?:${LIMB_PARTS}|back|neck|buttocks?|groin|jaw)s?\b)`, 'i');
/** The parts of the body that come in pairs, which a doctor asks the side of. */
const PAIRED_PART = 'knee|ankle|hip|shoulder|arm|leg|foot|hand|wrist|elbow|finger|toe|eye|ear|breast';
/** The doctor asking which side or part: "which knee was it?", "is it the right or the left?". */
const WHICH_SIDE = new RegExp(String.raw`\bwhich (?:one|side|${PAIRED_PART})\b|\b(?:right|left) or (?:the |your |my )?(?:right|left)\b`, 'i');
/** The part a question of sides names: "is it your left or your right knee?", "which knee is it?". */
const PART_ASKED = new RegExp(String.raw`\b(?:which|right|left) (${PAIRED_PART})\b`, 'i');
/** A side answered alone: "it's my right", "the left one", "right side". */
const SIDE_ALONE = new RegExp(String.raw`^\W*(?:(?:yes|yeah|so|um|uh|oh|it's|it is|it was|that's|my|the|on the)\W+)*(right|left)(?:\s+(?:one|side|${PAIRED_PART}))?\W*$`, 'i');

/** Complaints an injury may bring on: of a limb, a joint, the back or the neck. */
const INJURY_SITE =
  /\b(?:back|neck|shoulders?|elbows?|wrists?|hands?|fingers?|thumbs?|hips?|knees?|ankles?|foot|feet|toes?|legs?|arms?|joints?|heels?|calf|thigh|ribs?|spine|muscles?|tendons?|ligaments?)\b|sprain|strain|fracture|injur|arthralgia|myalgia|contusion|bruis|swelling/i;
const NO_INJURY: InjuryReading = { injured: false };

/** "Does it hurt on the inside or the outside?", "what part of the knee is it, inside, outside, middle?": the aspects offered. */
const ASPECTS_OFFERED = new RegExp(String.raw`\b(${ASPECT_WORD})\b(?:\s*,\s*|\s+or\s+|\s+)(?:the\s+)?(${ASPECT_WORD})\b`, 'i');
const ASPECT_SAID = new RegExp(String.raw`\b(?:${ASPECT_WORD})\b`, 'g');
/** A question of where it hurts, not of where the patient works or lives. */
const WHERE_IT_HURTS = /\b(?:hurts?|pain|sore|part|is it|where)\b/i;
/** An answer short enough to be one of the aspects offered, not a story that names one in passing. */
const MAX_ASPECT_ANSWER_WORDS = 8;

/** The aspect answered to a question offering two or more ("the inside" to "inside or outside?"); none when both are said. */
function aspectAnswered(asked: string, answer: string): Aspect | undefined {
  const offered = ASPECTS_OFFERED.exec(asked);
  if (!offered || !WHERE_IT_HURTS.test(asked) || answer.split(/\s+/).length > MAX_ASPECT_ANSWER_WORDS) return undefined;
  const words = new Set(offered.slice(1).map((word) => word!.toLowerCase()));
  const said = [...answer.toLowerCase().matchAll(ASPECT_SAID)].map((m) => m[0]).filter((word) => words.has(word));
  return new Set(said).size === 1 ? aspectOf(said[0]!) : undefined;
}

/** A question of the complaint's history (a pop, an injury, how long, what was tried), which may be asked while examining. */
export const asksOfHistory = (question: string): boolean => [POP_ASKED, INJURY_ASKED, HOW_LONG_QUESTION, TRIED_QUESTION].some((asked) => asked.test(question));

export class ComplaintHistories {
  /** Per complaint, what is read of it; `justTried`: what the last sentence read told was tried, which "did that help?" asks about. */
  private readonly byComplaint = new Map<
    string,
    { attributes: ComplaintAttributes; evidence: Set<string>; text: string[]; held?: { told: InjuryTold; sentence: Sentence }; justTried?: string[] }
  >();
  /** The doctor's last turn that was more than an "okay". */
  private lastAsked = '';

  /** `namesIt`: the sentence names the complaint itself, or answers a question that does. */
  read(complaint: string, sentence: Sentence, previous: Sentence | undefined, drugsNamed: readonly string[], namesIt: boolean): void {
    const entry = this.byComplaint.get(complaint) ?? { attributes: noAttributes(), evidence: new Set<string>(), text: [] };
    const before = JSON.stringify(entry.attributes);
    const triedBefore = [...entry.attributes.tried];
    const asked = previous?.speaker === 'doctor' ? previous.text : '';
    // "Describe the pain." — "It's behind my kneecaps." — "Okay." — "And it's a deep achy pain.": the description
    // goes on across the "okay".
    const question = onlyAcknowledges(asked) ? this.lastAsked : asked;
    // "How would you describe the pain?" asked while the patient was telling of blood in the urine is of the pain.
    const describing = DESCRIBE_ASKED.test(question) && (!/\bpain\b/i.test(question) || PAIN.test(complaint));
    if (!onlyAcknowledges(asked)) this.lastAsked = asked;
    // "Which knee was it?" — "My right knee.": the answer names the complaint's site.
    // Only a complaint of a limb, a joint or the back has an injury's history: a fall told with chest pain is not its cause.
    const injury = INJURY_SITE.test(complaint) ? readInjury(sentence.text) : NO_INJURY;
    readAttributes(sentence.text, entry.attributes, drugsNamed, namesIt || WHICH_SIDE.test(asked) || RADIATION_ASKED.test(question) || describing, injury);
    if (entry.attributes.character && !qualityOf(complaint, entry.attributes.character)) delete entry.attributes.character;
    // "Does the pain radiate?" — "No.": it goes nowhere.
    if (RADIATION_ASKED.test(question) && answerOpening(sentence.text).polarity === 'no' && !entry.attributes.radiation) entry.attributes.noRadiation = true;
    // "Is it your left or your right knee?" — "It's my right.": the side, of the part the question named.
    const sideAlone = WHICH_SIDE.test(asked) ? SIDE_ALONE.exec(sentence.text) : null;
    const part = entry.attributes.site ?? PART_ASKED.exec(asked)?.[1]?.toLowerCase();
    if (sideAlone && part && !/\b(?:right|left|both)\b/.test(part)) entry.attributes.site = `${sideAlone[1]!.toLowerCase()} ${part}`;
    // "Does it hurt on the inside or the outside?" — "The inside.".
    const aspect = entry.attributes.aspect ? undefined : aspectAnswered(asked, sentence.text);
    if (aspect) entry.attributes.aspect = aspect;
    // "I was going to take out the trash." — "I just slipped and fell.": what the patient was doing, and what happened
    // ("… and lifted some boxes"), told in the sentence before the injury.
    const held = entry.held;
    entry.held = undefined;
    if (held && injury.injured) {
      const tookActivity = held.told.activity !== undefined && tellActivity(entry.attributes, held.told.activity);
      const tookEvent = held.told.event !== undefined && tellEvent(entry.attributes, held.told.event);
      if (tookActivity || tookEvent) {
        entry.evidence.add(held.sentence.segmentId);
        entry.text.push(held.sentence.text);
      }
    }
    if (!injury.injured && (injury.activity || injury.event)) {
      entry.held = { told: injury, sentence };
      this.byComplaint.set(complaint, entry);
    }
    const severity = entry.attributes.severity;
    const treated = WITH_TREATMENT.exec(asked);
    if (PAIN_SCALE_QUESTION.test(asked) && !severity) {
      // "You rate the pain from two through seven out of 10?" — "Yeah, that's correct.": the score the doctor said.
      // "Right now it's a three, at its worst a nine": asked of the worst, the score said with it.
      const worstSaid = AT_WORST.test(asked) ? /\bworst\b(.*)$/i.exec(sentence.text)?.[1] : undefined;
      const value = (worstSaid !== undefined ? scaleAnswered(worstSaid) : undefined) ?? scaleAnswered(sentence.text) ?? (answerOpening(sentence.text).polarity === 'yes' ? scaleStated(asked) : undefined);
      const without = WITHOUT_TREATMENT.exec(asked)?.[1];
      const taken = treated ? (treated[1] ?? treated[3] ?? 'medication') : undefined;
      const condition = without ? ` without ${treatmentWords(without)}` : taken ? ` with ${treatmentWords(taken)}` : AT_WORST.test(asked) && (worstSaid !== undefined || !/\b(?:right now|now|usually|today|up to)\b/i.test(sentence.text)) ? ' at worst' : scaleCondition(sentence.text);
      // "About a six most of the time, but it gets up to an eight when I sit": how high it goes, said with the score.
      if (value !== undefined) entry.attributes.severity = withPeak(`${value}/10${condition}`, sentence.text);
    } else if (treated && severity && /^\d+\/10/.test(severity) && !severity.includes(' with ')) {
      // "… what's your relief level?" — "Maybe a seven.": the pain on the treatment, after the pain without.
      const value = scaleAnswered(sentence.text);
      if (value !== undefined && !severity.startsWith(`${value}/10`)) entry.attributes.severity = `${severity}, ${value}/10 with ${treatmentWords(treated[1] ?? treated[3] ?? 'medication')}`;
    }
    if (previous?.speaker === 'doctor' && HOW_LONG_QUESTION.test(previous.text) && !HOW_LONG_OF_ELSE.test(previous.text) && !entry.attributes.onset && !entry.attributes.duration) {
      const onset = onsetSaid(sentence.text);
      const duration = onset ? undefined : parseDuration(sentence.text.replace(BEEN_OPENING, ''));
      const counted = onset || duration ? undefined : countAnswered(previous.text, sentence.text);
      if (onset) entry.attributes.onset = onset;
      else if (duration) entry.attributes.duration = duration;
      else if (counted?.ago) entry.attributes.onset = counted.ago;
      else if (counted?.duration) entry.attributes.duration = counted.duration;
    }
    if (previous?.speaker === 'doctor' && TRIED_QUESTION.test(previous.text)) {
      addTried(entry.attributes, drugsNamed, sentence.text);
      for (const measure of measuresNamed(sentence.text)) pushOnce(entry.attributes.tried, measure);
      // "… It takes the edge off.": how what the answer just told went.
      if (drugsNamed.length === 0) toldRelief(entry.attributes, sentence.text, entry.justTried ?? []);
    }
    // "Have you tried icing?" — "Yes." — "Does that give you any relief?" — "No.".
    const measure = asked === '' ? undefined : answeredMeasure(asked, sentence.text);
    if (measure) pushOnce(entry.attributes.tried, measure);
    if (asked !== '') answeredRelief(entry.attributes, asked, sentence.text, entry.justTried ?? []);
    // Asked both ("what makes it better what makes it worse"), the answer does not say which it tells.
    const factors = WORSE_QUESTION.test(asked) !== BETTER_QUESTION.test(asked) ? answeredFactors(sentence.text) : [];
    for (const factor of factors) pushOnce(WORSE_QUESTION.test(asked) ? entry.attributes.aggravating : entry.attributes.relieving, factor);
    const worseAsked = asked === '' ? undefined : answeredWorseAsked(asked, sentence.text);
    if (worseAsked) pushOnce(entry.attributes.aggravating, worseAsked);
    const betterAsked = asked === '' ? undefined : answeredBetterAsked(asked, sentence.text);
    if (betterAsked) pushOnce(entry.attributes.relieving, betterAsked);
    // "Did you hear or feel a pop?" — "I did not.".
    // Read only after a question of a pop or an injury, the answer's yes or no.
    const answeredNo = () => answerOpening(sentence.text).polarity === 'no';
    if (POP_ASKED.test(asked) && entry.attributes.pop === undefined && answeredNo()) entry.attributes.pop = false;
    // "Have you ever injured that ankle before?" — "I injured my other foot before, not this foot.": injuries before this
    // one, which say nothing of how this one came about.
    const priorAsked = asked !== '' && priorInjuryAsked(asked);
    const prior = priorAsked && !entry.attributes.priorInjury ? priorInjuryAnswered(sentence.text) : undefined;
    if (prior) entry.attributes.priorInjury = prior;
    // "Have you hit your head or fallen?" — "No.".
    if (INJURY_ASKED.test(asked) && !priorAsked && !entry.attributes.mechanism && !entry.attributes.activity && answeredNo()) entry.attributes.noInjury = true;
    if (TRIGGERS_QUESTION.test(asked)) for (const trigger of answeredTriggers(sentence.text)) pushOnce(entry.attributes.aggravating, trigger);
    const periodAsked = PERIOD_ASKED.exec(asked)?.[1];
    const answered = TIMING_QUESTION.test(asked)
      ? answeredTiming(sentence.text)
      : HOW_OFTEN_QUESTION.test(asked)
        ? answeredFrequency(sentence.text)
        : periodAsked
          ? answeredFrequency(sentence.text, periodAsked)
          : undefined;
    const timing = withTimingAnswered(entry.attributes.timing, answered);
    if (timing) entry.attributes.timing = timing;
    entry.justTried = entry.attributes.tried.filter((tried) => !triedBefore.includes(tried));
    if (JSON.stringify(entry.attributes) === before) return;
    entry.evidence.add(sentence.segmentId);
    entry.text.push(sentence.text);
    this.byComplaint.set(complaint, entry);
  }

  all(): ComplaintHistory[] {
    return [...this.byComplaint].filter(([, { evidence }]) => evidence.size > 0).map(([complaint, { attributes, evidence, text }]) => ({
      complaint,
      evidence: [...evidence],
      text: text.join(' '),
      ...Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined)),
      aggravating: attributes.aggravating,
      relieving: attributes.relieving,
      tried: attributes.tried,
    }));
  }
}

/** The attributes a complaint's history tells, by name: those said, not an empty list ("nothing tried" tells nothing). */
export function attributesTold(history: ComplaintHistory): string[] {
  const told = (value: unknown) => value !== undefined && !(Array.isArray(value) && value.length === 0);
  return Object.entries(history)
    .filter(([key, value]) => !['complaint', 'evidence', 'text'].includes(key) && told(value))
    .map(([key]) => key);
}

/**
 * Whether a complaint's history tells more than the words it was named in ("i have some mild headaches", answered
 * when asked): more than one turn of it, or something of it besides how bad.
 */
export function tellsMoreThanNamed(history: ComplaintHistory): boolean {
  return new Set(history.evidence).size > 1 || attributesTold(history).some((key) => key !== 'severity');
}
