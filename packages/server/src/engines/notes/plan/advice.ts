/**
 * Advice as typed instructions: what the doctor told the patient to do, as an order a note writes ("Continue to
 * ice the area.", "Avoid strenuous activity.", "Drink plenty of fluids."), read from the verb the advice turns on
 * and the few words it governs. The frame of speech ("I want you to", "you should", "let's have him") is not
 * carried, nor anything after the instruction's clause; a sentence whose advice has no known verb yields nothing.
 */
import { cleanSpoken } from '../narrative/spoken-text.js';
import { gerundOf } from '../history/gerunds.js';
import { parseNumber } from '../prescription/numbers.js';

/** The verbs advice is given with; an instruction starts at one of them. */
// "Lower" as an instruction only of what the patient takes in: "lower your salt intake", not "lower extremities".
const ADVICE_VERB =
  'ice|brace|rest|elevate|avoid|drink|push fluids|strain|reduce|lower(?= (?:your|the|his|her) (?:salt|sodium|sugar|carbs?|carbohydrates?|fat|cholesterol|caffeine|alcohol|(?:\\w+ )?intake)\\b)|limit|cut (?:back|down)|watch|monitor|check|weigh|walk|exercise|stretch|apply|wear|stay|call|quit|stop smoking|eat|follow|record|keep|continue|hold off|refrain|abstain|use|do (?:the|those|these|some|your) (?:exercises|stretches)|do (?:yoga|pilates|tai chi)|take (?:your|the|all (?:of )?your) (?:medications?|medicines?|meds|pills)|try|return|go to|wash|gargle|soak|wrap|lose|increase|decrease|start|take rest|take it easy|bring|log|write down|sleep on|get up every|rinse|ignore';

/** The frames of speech advice is given in: the instruction is what follows them. */
const FRAME = new RegExp(
  String.raw`\b(?:(?:i|we)(?:'d| would| do)? (?:want|like|need|recommend|encourage|advise|suggest)(?:ed)? (?:you|him|her|them)? ?(?:to )?|(?:you|he|she|they) (?:should|need to|must|can|could|will need to|have to|want to)(?: probably| also| really| just| still)? |(?:you|he|she|they)(?:'ll| will)(?: just| also)? |(?:i|we) would (?:just )?|make sure (?:that )?(?:you |he |she |they )?(?:to )?|(?:i|we) (?:recommend|suggest|advise)(?:ed)? (?:that )?(?:you |he |she |they )?|recommend(?:ed)? (?:that )?(?:you |he |she |they )?|(?:encourage|advise)d? (?:you |him |her |them )?to |(?:have|let) (?:him|her|them|you) |for (?:you|him|her) to |(?:please|try to|be sure to|remember to)\s|(?:it's|it is) (?:very |really |so |extremely )?important (?:that )?(?:you |he |she |they )?(?:to )?|(?<=\b(?:and|but) )|(?<=^\W*(?:(?:so|and|now|okay|definitely|really|also|please)\W+)*)|(?<=^[^,;]*\b(?:${ADVICE_VERB})\b[^,;]*[,;]\s*)|(?<=\b(?:elevate|ice|rest|wear|keep)\s+(?:[\w']+\s+){1,3})(?=(?:stay off|ice|elevate|rest)\b)|(?<=\b(?:get|weigh)\s+(?:[\w']+\s+){1,3})(?=(?:weigh|call|check|record)\b)|(?=weigh (?:yourself|himself|herself)\b)|(?:we|i)(?:'re| are|'m| am) (?:going to|gon ?na) (?=continue to\b)|\bi think (?:you|he|she|they) (?:just )?(?=take it easy\b)|(?:the )?(?:best|main) (?:treatment|thing(?: to do)?|option)(?: at this (?:time|point))?(?: for (?:your|his|her|the|this) [\w-]+)? (?:is|would be) (?:to )?|\blet(?:'s| us) (?=(?:continue to|keep|ice|elevate|rest|avoid|stay)\b))(?=(?:${ADVICE_VERB})\b)`,
  'gi',
);

/** Where an instruction's clause ends. */
const CLAUSE_END = new RegExp(
  String.raw`[,;.!?]|\s(?=(?:you|i|we|he|she|they|that|this|that's|i'm|we're|i'll|we'll)\s)|\s(?:and (?:i|we|you|then|if|let|that|also)|but|because|so that|so (?=(?:you|i|we|he|she|they|it)\b)|since|until|which|just because|as long as|if|when|okay|alright|all right|um|uh)\b|(?<!\b(?:to|and|or|not|then|some|the|a|an|any|with|of|more|less|every|each|after|per))\s(?=(?:and )?(?:ice|elevate|avoid|drink|stay|keep|call|stop|take|use|wear|apply|continue|try to|cut (?:down|back)|reduce|limit|see|write|log|record|bring)\b)`,
  'i',
);

/**
 * Words that make the sentence something else: a question, talk of the past ("I just wanted to check your labs"), a
 * condition to watch for. "(And) have you use your albuterol" has the patient do it; it asks nothing.
 */
const NOT_ADVICE = new RegExp(
  String.raw`\?\s*$|\b(?:did you|(?<!\b(?:we|i|to|let's)\s+)have you(?!\s+(?:${ADVICE_VERB})\b)|are you|do you|were you|you've been|you have been|you were|he was|she was|in the past|(?:i|we) (?:just )?wanted to)\b`,
  'i',
);
/** What the doctor says is not needed: "I don't think you need to start on any medication", "no need to …". */
const NOT_NEEDED = /(?:n't|\bnot) think (?:you|he|she|they|we) (?:need|needs|have|has) to\s*$|\bno need to\s*$/i;

/** Calling the clinic, which contact.ts reads with what to call for; alone ("you can call me") it is no instruction a note keeps. */
const CALLING = /^(?:call|contact|message|let the clinic know|give the clinic a call)\b/i;

/** Instructions the words of which are no instruction: "do that", "use it", "continue with this", "keep in mind (that …)". */
const EMPTY = /^(?:\w+)(?: (?:it|that|this|so|on|up|with|them|those|these|the same|well|okay|too|all|going|doing|taking|some|not|either))*$|^keep in mind\b/i;
/**
 * An instruction cut off mid-phrase or still talk: "Stay in shape as much as", "Drink wine too what's the favorite type",
 * "record the blood pressures within the patient (portal)".
 */
const UNFINISHED = /\b(?:within|through|in|on|to) the patient$|\b(?:take|(?<!\b(?:every|each|after) )use|stay on)(?: (?:it|that|this|them|one|two))?$|\b(?:prevent|cause|allow|stop|get)$|\b(?:physical exam|exam|vitals|review of systems)\b|^(?:use|take|apply|try) (?:for|as|to|with|in)\b|\b(?:as|some|not|only|either|doing|taking|using|what|much|more|less|help|means|eye|(?<!\b(?:every|each|after) )use|think|makes it feel better|the last|the next|the first|like|by)$|^\w+(?: \w+)? (?:is|are|was|were)\b|^(?:apply|use|take|check|keep|do|try) (?:it|that|this|them|another one)\b(?! easy)|\b(?:what's|what|means|favorite|need anything|anything else|things?|stuff)\b/i;
/** The verb with nothing it governs: "cut back" (on what was cut off). */
const VERB_ONLY = /^(?:continue to )?(?:cut (?:back|down)|reduce|lower|limit|avoid|check|watch|monitor|use|keep|continue|try|bring|apply|wear|follow|record|increase|decrease|start|eat|drink|wash|soak|wrap|log|write down|go to|lose|hold off|observe)$/i;
/** At most this many words: an instruction is short, and no run of eight words is the transcript's. */
const MAX_WORDS = 7;

/** An instruction that still speaks to or of someone is no instruction: "continue you on lisinopril". */
const PERSON = /\b(?:i|me|my|we|us|you|him|them)\b/i;
const PREPOSITION = /^(?:for|in|on|at|with|of|to|from|until|over|after|before|during|about|into)$/i;

/** How long or how often, as scheduleWords writes them: "for 20 minutes", "3-4 times daily", "at a time", "hourly". */
const SCHEDULE = String.raw`(?:\s+(?:for (?:the next |another )?(?:\d+(?:-\d+)?|an?|a few|(?:a )?couple of) (?:minutes?|hours?|days?|weeks?)|(?:\d+(?:-\d+)?|a few) times daily|once daily|twice daily|hourly|daily|regularly|at night|at a time|every \d+ hours|to \d+ (?:mg|g) daily))+`;
/** How long and how often, at the end of an instruction: "for 20 minutes 3-4 times daily", "hourly". */
const SCHEDULE_TAIL = new RegExp(`${SCHEDULE}$`, 'i');
/** "Hold off for the next couple of weeks on doing any type of pottery work": how long, said before what. */
const HOLD_OFF_FOR_A_WHILE_ON =
  /\bhold off (for (?:the next |another )?(?:[\w-]+ ){0,3}(?:days?|weeks?|months?)) on (?:doing )?(?:any (?:type|kind|sort) of )?([a-z ]+?)(?=\s*(?:[,.;?!]|$|\s(?:okay|alright|and|but|so|because)\b))/gi;
/** A daily amount said as a target: "to like twenty three hundred milligrams a a day", "to 2000 mg per day". */
const AMOUNT_A_DAY = /\bto (?:like\s+|about\s+|around\s+)*((?:(?:[a-z]+\s+)?\d[\d,]*(?:\s+(?:hundred|thousand))?|(?:[a-z]+[\s-]+){0,3}(?:hundred|thousand))) (milligrams?|mg|grams?)(?: (?:an? )+day| (?:a|per) day| daily)\b/gi;
/**
 * "Twenty three hundred" → 2300, "two thousand" → 2000, "2,000" → 2000; "twenty 300", as the spoken text reads
 * "twenty three hundred" once its "three hundred" is in digits, → 2300.
 */
function amountInDigits(said: string): string {
  const plain = said.replace(/,/g, '').trim();
  const hundreds = /^(.+?)\s+hundred$/i.exec(plain);
  const splitHundreds = /^([a-z]+)\s+([1-9]00)$/i.exec(plain);
  const value =
    parseNumber(plain) ??
    (hundreds ? (parseNumber(hundreds[1]!) ?? NaN) * 100 : splitHundreds ? (parseNumber(splitHundreds[1]!) ?? NaN) * 100 + Number(splitHundreds[2]) : NaN);
  return Number.isNaN(value) ? plain : String(value);
}

/** A number said in words or digits: "three" → 3. */
const count = (said: string) => (/^\d+$/.test(said) ? said : String(parseNumber(said) ?? said));

/** How often and how long as a note writes them: "three to four times a day" → "3-4 times daily", "every hour" → "hourly". */
function scheduleWords(text: string): string {
  return text
    // "To like twenty three hundred milligrams a day": a daily amount to keep under, as a note writes it.
    .replace(AMOUNT_A_DAY, (_all, amount: string, unit: string) => `to ${amountInDigits(amount)} ${/^g/i.test(unit) ? 'g' : 'mg'} daily`)
    .replace(/\b(\w+) (?:to|or) (\w+) times (?:a|per) day\b/gi, (_all, from: string, to: string) => `${count(from)}-${count(to)} times daily`)
    .replace(/\b(one|two|three|four|five|six|seven|\d+) (?:to|or) (two|three|four|five|six|seven|eight|\d+) (days|weeks)\b/gi, (_all, from: string, to: string, unit: string) => `${count(from)}-${count(to)} ${unit}`)
    .replace(/\b(\w+) times (?:a|per) day\b/gi, (_all, times: string) => `${count(times)} times daily`)
    .replace(/\b(once|twice) (?:a|per) day\b/gi, '$1 daily')
    .replace(/\bevery hour\b/gi, 'hourly')
    .replace(/\b(?:every day|everyday)\b/gi, 'daily')
    .replace(/\bfor (?=(?:\d+(?:-\d+)?|a few) times daily\b)/gi, '')
    .replace(/\ba couple (?=(?:minutes|hours|days|weeks|months)\b)/gi, 'a couple of ')
    .replace(/\bfor (?:about|around|approximately) (?=\d)/gi, 'for ');
}

/** "Ice the knee, you can do that for 20 minutes at a time": the schedule said after the instruction, as "do that …", is the instruction's. */
const DO_THAT_ON_A_SCHEDULE = new RegExp(String.raw`[\s,]+(?:and )?(?:you (?:can|should|could) )?do (?:that|this|it)(${SCHEDULE})`, 'gi');

/** At most MAX_WORDS words, and how long and how often after them; a longer one ends before the phrase it was cut in: "take it easy for the next few" → "take it easy". */
function shortened(words: readonly string[]): string {
  if (words.length <= MAX_WORDS) return words.join(' ');
  const schedule = SCHEDULE_TAIL.exec(words.join(' '));
  if (schedule && words.join(' ').slice(0, schedule.index).split(' ').length <= MAX_WORDS) return words.join(' ');
  const kept = words.slice(0, MAX_WORDS);
  const cut = kept.map((word) => PREPOSITION.test(word)).lastIndexOf(true);
  return (cut >= 2 ? kept.slice(0, cut) : kept).join(' ');
}

/** An activity forbidden for a while: "no running for two weeks", "no basketball or skiing". */
export const ACTIVITY = String.raw`(?:running|jogging|heavy lifting|lifting|contact sports|sports|basketball|football|soccer|baseball|tennis|golf|skiing|gymnastics|swimming|driving|climbing|biking|cycling|working out|exercise|strenuous activity)`;
/** "Or doing any gymnastics": a second activity, said with its verb. */
const OR_DOING = String.raw` or (?:(?:doing|playing|going) )?(?:any )?`;
const OR_ACTIVITY = String.raw`(?:${OR_DOING}${ACTIVITY})`;
const RESTRICTION = new RegExp(String.raw`\bno (${ACTIVITY}${OR_ACTIVITY}?)(?: for (?:the next )?(\d+|a few|a couple of) (days|weeks|months))?\b`, 'i');
/** "For 7 days you're not going to be playing basketball": the restriction said with how long before it. */
const RESTRICTION_AFTER_HOW_LONG = new RegExp(String.raw`\bfor (?:the next )?(\d+|a few|a couple of) (days|weeks|months),? no (${ACTIVITY}${OR_ACTIVITY}?)\b`, 'i');
/** The activities of a restriction as a note lists them: "skiing or doing any gymnastics" → "skiing or gymnastics". */
const activities = (said: string) => said.toLowerCase().replace(new RegExp(OR_DOING), ' or ');
/**
 * "You're not going to be playing basketball", "you can't play soccer", "hold off on running", "I would recommend not
 * skiing": no activity.
 */
const NOT_TO_DO = new RegExp(String.raw`\b(?:you(?:'re| are) not (?:going to|gonna) be|you (?:can't|cannot|shouldn't|should not|won't be able to)|no more|hold off on|stay off of|recommend(?:ed)? not)\s+(?:(?:playing|doing|going|play|do|go)\s+)?(?=${ACTIVITY}\b)`, 'gi');

/** An instruction's verb as the patient is to be doing it, and as a note writes it. */
const DOING: Readonly<Record<string, string>> = {
  pushing: 'push', drinking: 'drink', decreasing: 'decrease', reducing: 'reduce', limiting: 'limit', increasing: 'increase',
  avoiding: 'avoid', icing: 'ice', resting: 'rest', elevating: 'elevate', walking: 'walk', exercising: 'exercise',
  monitoring: 'monitor', checking: 'check', wearing: 'wear', eating: 'eat', using: 'use', cutting: 'cut', lowering: 'lower',
};
// "Talk a little bit also about you trying to lower your salt intake": the instruction, told as what the patient tries.
const DOING_AS_TOLD = new RegExp(
  String.raw`\b(?:make sure (?:that )?(?:you're|you are)|talk (?:a little bit |a bit )?(?:also )?about (?:(?:the|your) \w+ and |you trying to )?)\s*(${Object.keys(DOING).join('|')}|lower|reduce|limit|decrease|increase|cut)\b`,
  'gi',
);

/** "I'm gonna give you some exercises you can do", "we'll give you a sheet of exercises": exercises to do at home. */
const EXERCISES_GIVEN = /\b(?:i|we)(?:'ll| will|'m gon ?na|'m going to| am going to|'re gon ?na|'re going to| are going to)(?: also| just| go ahead and)* give (?:you|him|her) (?:some |a few |a couple of |a (?:sheet|list|handout|set) of )?(?:home |back |neck |knee |shoulder |stretching )?exercises\b/i;

/** What a patient measures at home, named before an instruction about "it": "your blood pressure is a bit high today, so …". */
const MEASURED = /\b(?:your|the|his|her)\s+(blood pressure|blood sugars?|sugars?|weight|temperature|heart rate|pulse|oxygen)\b/gi;

/** The movements a back or a joint is spared: "don't bend forward and lift anything heavy". */
const STRAIN = 'bend|lift|carry|strain|twist|push|pull|run|jump|climb|squat|kneel';
/** "Don't bend forward and lift anything heavy", said as an order: what to avoid, each movement as "-ing". */
const TOLD_NOT_TO_MOVE = new RegExp(String.raw`(?<=(?:^|[,.;!]|\b(?:please|so|okay|ok|and|but|just|now))\s*)do(?:n't| not) ((?:${STRAIN})\b(?:[^,.;!?]*?\b(?:and|or) (?:${STRAIN})\b)?)`, 'gi');
const STRAIN_SAID = new RegExp(String.raw`\b(?:${STRAIN})\b`, 'gi');
/** "Don't take", said as an order (not "if you don't take it", nor "you don't take any"). */
const TOLD_NOT_TO_TAKE =
  /(?<=(?:^|[,.;!]|\b(?:please|so|okay|ok|and|but|just|now))\s*)(?:do(?:n't| not)|never) (?:take|use)\b|\b(?:(?:i|we) do(?:n't| not) want (?:you|him|her|them) to|(?:you|he|she|they) (?:should(?:n't| not)|must(?:n't| not))) (?:take|use)\b/gi;

/** The instructions of one of the doctor's sentences, in the order said. */
export function adviceOf(sentence: string): string[] {
  // "Stay off that leg": the body part, not a clause that starts at "that"; "drink try drink": a word said twice over.
  // "… within the patient , you know , take your blood pressure": the filler goes, the pause between two instructions stays.
  const text = scheduleWords(cleanSpoken(sentence.replace(/\s*,\s*you know\s*,\s*/gi, ' , ')).replace(/\b(?:kinda|kind of|sort of)\s+/gi, ''))
    // "eliminate the repetitive motions", "stay away from salt": what to avoid.
    // Not tissue cut out: "cut out a wider area around it" is surgery.
    .replace(/\b(?:eliminate|minimize|stay away from|cut out(?!\s+(?:a|an|the)?\s*(?:\w+\s+)?(?:area|margin|spot|mole|lesion|lump|cyst|tissue|skin|growth|piece)\b))\b/gi, 'avoid')
    // "Don't take any ibuprofen", "I don't want you to take aleve", "you should not use …": what to avoid, told.
    .replace(TOLD_NOT_TO_TAKE, 'avoid')
    // "Hot water fomentation two three times a day": a treatment named without its verb, applied.
    .replace(/(?<!\b(?:apply|use|do|try)\s+)\b((?:hot water |hot |warm )?fomentation|warm compress(?:es)?)\b/gi, (treatment: string) => `apply ${treatment.toLowerCase()}`)
    .replace(TOLD_NOT_TO_MOVE, (_said, movements: string) => `avoid ${movements.replace(STRAIN_SAID, gerundOf)}`)
    // "Avoid that the active repetitive motions": a restart, said again from its article.
    .replace(/\b(avoid) (?:that|this) (?=the\b)/gi, '$1 ')
    // "Apply ice to the elbow", "put some ice on your wrist": icing it.
    .replace(/\b(?:apply|put) (?:some )?ice (?:to|on) (?=(?:the|your|his|her) )/gi, 'ice ')
    .replace(DO_THAT_ON_A_SCHEDULE, '$1')
    // "… the repetitive motions that you're doing all the time just for a couple of weeks": what the patient does,
    // said between the thing to avoid and how long, is not the instruction.
    .replace(/\s+that (?:you're|you are) [a-z]+ing(?: [a-z]+){0,3}? (?:just )?(?=for (?:the next |another )?(?:\d+|a few|a couple of) (?:days|weeks|months)\b)/gi, ' ')
    // "Hold off for the next couple of weeks on doing any type of pottery work": what to hold off on, then how long.
    .replace(HOLD_OFF_FOR_A_WHILE_ON, 'hold off on $2 $1')
    // "Take your blood pressure every day": a reading to check at home, not a medicine to take.
    .replace(/\btake (?=(?:your|the) blood pressures?\b)/gi, 'check ')
    .replace(/\b(?:that|this)\s+(?=(?:leg|arm|foot|ankle|knee|hand|area|wrist|shoulder|back|elbow|finger|toe|hip|neck)\b)/gi, 'the ')
    .replace(/\b(\w+) try (?=\1\b)/gi, '')
    // "Make sure that you're pushing fluids", "talk about your diet and decreasing the salt intake": the instruction
    // said as what the patient is to be doing.
    .replace(DOING_AS_TOLD, (_all, doing: string) => `make sure you ${DOING[doing.toLowerCase()] ?? doing}`);
  if (NOT_ADVICE.test(text)) return [];
  const forbidding = text.replace(NOT_TO_DO, 'no ');
  // An activity forbidden is told in the sentence's own order, before or after the other instructions.
  const out: { at: number; instruction: string }[] = [];
  const howLongFirst = RESTRICTION_AFTER_HOW_LONG.exec(forbidding);
  const restricted = howLongFirst ? undefined : RESTRICTION.exec(forbidding);
  const restriction = howLongFirst
    ? `No ${activities(howLongFirst[3]!)} for ${howLongFirst[1]} ${howLongFirst[2]}`
    : restricted && `No ${activities(restricted[1]!)}${restricted[2] ? ` for ${restricted[2]} ${restricted[3]}` : ''}`;
  const forbidden = (howLongFirst?.[3] ?? restricted?.[1])?.toLowerCase().split(' ')[0];
  if (restriction) out.push({ at: text.toLowerCase().indexOf(forbidden!), instruction: restriction });
  const exercises = EXERCISES_GIVEN.exec(text);
  if (exercises) out.push({ at: exercises.index, instruction: 'Do home exercises' });
  let readTo = 0;
  for (const match of text.matchAll(FRAME)) {
    const from = match.index + match[0].length;
    // "continue to ice it" is one instruction, not also "ice it".
    if (from < readTo || NOT_NEEDED.test(text.slice(0, from))) continue;
    // "Try not to take any ibuprofen" is "avoid ibuprofen".
    const rest = text.slice(from).replace(/^try to\s+/i, '').replace(/^try not to (?:take|use|eat|drink|have)\s+/i, 'avoid ');
    const end = rest.search(CLAUSE_END);
    readTo = from + (end === -1 ? rest.length : end);
    const words = (end === -1 ? rest : rest.slice(0, end))
      // "Push fluids just to help you pass the stone": the purpose said after it is not the instruction.
      .replace(/\s+(?:just\s+)?to help\b.*$/i, '')
      .replace(/\b(call|contact|see|tell|let) (?:me|us)\b/gi, '$1 the clinic')
      .replace(/\s*\b(?:yourself|himself|herself|themselves)\b/gi, '')
      .replace(/\b(?:your|his|her|their)\b/gi, 'the')
      // The lay word, as a note writes it: "strain your pee".
      .replace(/\bpee\b/gi, 'urine')
      // "Take it easy on your body": the whole body is what rest is for.
      .replace(/\b(take it easy) on the body\b/gi, '$1')
      // "Your blood pressure is a bit high, so keep an eye on it": what "it" is, named before the instruction.
      .replace(/\b(?:keep an eye on|monitor|check|watch) it\b/gi, (said: string) => {
        const named = [...text.slice(0, from).matchAll(MEASURED)].at(-1);
        return named ? said.replace(/\bit$/i, `the ${named[1]!.toLowerCase()}`) : said;
      })
      .replace(/\bkeep an eye on\b/gi, 'monitor')
      .replace(/\bnsaids\b/gi, 'NSAIDs')
      .replace(/\b(?:just|really|definitely|probably|maybe|also|still|kind of|sort of|go ahead and|some|any|let's say)\b\s*/gi, '')
      // "Continue with those dietary modifications", "watch these scars": what to keep doing or watch, not the
      // words that point back to it.
      .replace(/\b(continue|keep)\s+with\s+(?:those|these)\s+(?=[a-z])/gi, '$1 ')
      .replace(/\b(?:those|these)\s+(?=[a-z])/gi, 'the ')
      // "… to 2300 mg daily so": a "so" the turn trails off on is no part of the instruction.
      .replace(/(?:\s+(?:so|okay|alright))+\s*$/i, '')
      .replace(/\b(ice|elevate|wrap|soak|rest) it\b/gi, '$1 the area')
      .replace(/\bkeep it (?=elevated|raised|iced|wrapped|clean|dry|covered)/gi, 'keep the area ')
      .replace(/\s+/g, ' ')
      .trim()
      .split(' ');
    if (words.length < 2 || EMPTY.test(words.join(' ')) || PERSON.test(words.join(' '))) continue;
    // "Push fluids just to help facilitate": a purpose cut off is left out with its cut.
    const instruction = shortened(words).replace(/(?:\s+(?:and|or|to|the|a|an|of|with|for|on|in|at|as well|too|to see|to help facilitate|right now|now))+$/i, '');
    if (UNFINISHED.test(instruction) || EMPTY.test(instruction) || VERB_ONLY.test(instruction) || CALLING.test(instruction)) continue;
    // "Hold off on running": the restriction already says it.
    if (forbidden !== undefined && instruction.toLowerCase().includes(forbidden)) continue;
    out.push({ at: from, instruction: instruction.charAt(0).toUpperCase() + instruction.slice(1) });
  }
  return eachOnce(out.sort((a, b) => a.at - b.at).map((told) => told.instruction));
}

/**
 * Each instruction once: one said again with more ("continue to ice it … you can ice it five times a day") is told
 * by the longer.
 */
function eachOnce(instructions: readonly string[]): string[] {
  const core = (instruction: string) => instruction.toLowerCase().replace(/^continue to /, '');
  const unique = [...new Set(instructions)];
  return unique.filter((instruction, i) => !unique.some((other, k) => k !== i && other.length > instruction.length && core(other).startsWith(`${core(instruction)} `)));
}
