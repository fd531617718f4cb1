/**
 * What the patient is told about staying in touch, as a note writes it: when to call ("call us if you have any
 * questions or worsening symptoms" → "Call the clinic for questions or worsening symptoms"; "if it doesn't get
 * better, call us" → "Call the clinic if not improving"), that the clinic will call with the results, and follow-up
 * as needed. The interval of a return visit is the follow-up's (follow-up.ts).
 */
import { cleanSpoken, listOf, thirdPerson } from '../narrative/spoken-text.js';

/** "if it doesn't get better, … call us", "call us if it's not improving": to call if it does not improve. */
/** "doesn't get better", "is not improving", "don't go away": an illness that does not improve. */
export const NOT_BETTER = String.raw`(?:does ?n't|does not|do ?n't|do not|is ?n't|is not|are ?n't|'s not|are not|not)\s+(?:get(?:ting)?\s+)?(?:any\s+)?(?:better|improv\w*|feel(?:ing)? better|resolv\w*|settle\w*|go(?:ing)? away)\b`;
const NOT_IMPROVING = new RegExp(String.raw`\bif (?:you (?:feel like|think) )?(?:(?:it|this|that|the \w+|things?)(?:'s| is)?|(?:you|he|she|they)(?:'re| are| is)?) ${NOT_BETTER}`, 'i');
/**
 * The words an instruction opens after: "please call …", "…, and call us if …", "I want you to call", "I certainly
 * want you to call", "(you know) to call me if …", the dictated "he is to call", "… and will call" (not "my daughter
 * will call"), or another instruction run on without a stop ("weigh yourself daily call me if …").
 */
const TOLD_TO =
  /(?:^(?:to\b)?|[,.;]|\b(?:please|just|you can|you should|you could|you'll|you will|you need to|(?:i|we) (?:\w+ly )?(?:want|need|would like) you to|i'd like you to|(?:he|she|they|the patient) (?:is|are) to|and will|daily|every day|feel free to|make sure to|make sure you|be sure to|and|so|then|or|go ahead and|don't hesitate to))\s*$/i;
const CALLS = /\b(?:call|contact|come (?:on )?back|return|let (?:me|us) know)\b/i;
/** The words of telling between a condition and its instruction: "if …, I want you to call me". */
const TELLING = /\b(?:(?:i|we) (?:want|need|would like) you to|i'd like you to|you should|you need to|go ahead and|(?:do ?n't|do not) hesitate to)\b/gi;
/** Being sent to the emergency department: "go to the emergency room", "come to the er", "call 911". */
const EMERGENCY_PLACE = String.raw`(?:emergency room|emergency department|er|ed|hospital|casualty)`;
const EMERGENCY = new RegExp(String.raw`\b(?:(?:go|come) (?:straight |right )?to (?:the )?${EMERGENCY_PLACE}|call 911|head (?:to|into) the (?:emergency room|er))\b`, 'gi');
const EMERGENCY_SAID = new RegExp(EMERGENCY.source, 'i');
const EMERGENCY_INSTRUCTION = new RegExp(`^(?:${EMERGENCY.source})`, 'i');
/** The suicide and crisis line: "call or text nine eight eight" (its "eight eight" said once when cleaned of repeats). */
const CRISIS_LINE = /\b(?:call or text|text or call|call|text) (?:988|nine eight(?: eight)?)\b/gi;
/** An instruction that sends to the emergency department, which contactInstructions writes with what for. */
export const sendsToEmergency = (instruction: string) => EMERGENCY_INSTRUCTION.test(instruction);
/** Being told to call: "call us", "let me know", "give me a call", "reach out". */
const CALL = /\b(?:call|contact|message|reach out(?: to)?|let (?:me|us) know|give (?:me|us) a (?:call|ring))\b/gi;
/** What to call with, said after the instruction: "call with any questions or concerns". */
const WITH_ANY = /^\s+(?:(?:me|us|the (?:office|clinic))\s+)?with (?:any )?(.{3,60}?)(?=\s*(?:[,.;!?]|$))/i;
/** At most this many words between an instruction and its condition: "call me or message me in the patient portal if …". */
const INSTRUCTION_TO_CONDITION = /^\W*(?:\w+\W+){0,5}$/;
/**
 * The condition: "if you gain more than 3 pounds in 2 days", to where the instruction starts or the clause ends; an
 * event told in two verbs goes on past its "and" ("if you fall and hit your head"). Not "even if you feel fine".
 */
const IF_CLAUSE =
  /(?<!\beven\s)\bif\s+(?!if\b)(.+?)(?=\s*(?:[,.;!?]|$)|\s+(?:call|give|let|go (?:to|straight|right)|please|just|i want|i'd like|we want|you should|you need|then|contact|make sure|right away|immediately|also|and(?!\s+(?:hit|hits|bump|bumps|injure|injures|hurt|hurts)\b)|but)\b)/gi;
/** What the patient has, notices or gets: "if you have any fever or chills" is called about "for fever or chills". */
const HAS =
  /^(?:you|he|she|they)\s+(?:(?:ever|just|still|also|do|does)\s+)*(?:have|has|notice|notices|develop|develops|get|gets|experience|experiences|think of|start (?:to have|having)|starts? (?:to have|having)|are having|is having|see|sees)\s+(?:any\s+|a\s+|an\s+|some\s+|more\s+)?(.+)$/i;
/** What the patient is having or getting: "if you're having worsening symptoms". */
const IS_HAVING = /^(?:you|he|she|they)(?:'re| are| is)\s+(?:having|getting|noticing|developing|experiencing)\s+(?:any\s+|a\s+|an\s+|some\s+|more\s+)?(.+)$/i;
/** How much weight gained in how long, whatever is said after it: "if you gain 3 pounds in 2 days (for the hypertension …)". */
const GAINS = /^(?:you|he|she|they)\s+gains?\s+((?:more than\s+)?\w+\s+(?:pounds?|lbs?|kilos?|kilograms?)\s+(?:in|over|within)\s+(?:a\s+|an\s+)?(?:\w+\s+)?(?:days?|weeks?))\b/i;
/** A gain of weight, said of the patient: "if you're gaining more weight". */
const GAINING_WEIGHT = /^(?:you|he|she|they)(?:'re| are| is)?\s+(?:gaining|gains?|putting on|puts? on)\s+(?:more\s+|any\s+|some\s+)?weight$/i;
/** "Any other symptoms of shortness of breath" is shortness of breath; "any other symptoms you're concerned about", other concerning symptoms. */
const OTHER_SYMPTOMS: readonly [RegExp, string][] = [
  [/\b(?:any )?other symptoms (?:that )?(?:you're|you are|he's|she's) (?:concerned|worried) about\b/gi, 'other concerning symptoms'],
  [/\b(?:other )?symptoms of (?=\w)/gi, ''],
  [/\breoccurrence\b/gi, 'recurrence'],
  [/\bthoughts of (?:hurting|harming|killing) (?:yourself|himself|herself|themselves)\b/gi, 'thoughts of self-harm'],
  // Warning signs as a note names them: "very short of breath", "chest pain that's getting worse", "your lips look blue".
  [/\b(?:very|really|severely|extremely) short of breath\b/gi, 'severe shortness of breath'],
  [/\bshort of breath\b/gi, 'shortness of breath'],
  [/\b(?!(?:have|has|get|gets|got|any|some|a)\b)([a-z]+(?: pain)?) that(?:'s| is) getting worse\b/gi, 'worsening $1'],
  [/\b(?:your|his|her|the) (lips|skin|eyes|fingers) (?:look|looks|are|turn|turns|turning) (blue|yellow|pale)\b/gi, 'you have $2 $1'],
];
/** At most this many words in each sign of a listed condition: "worsening chest pain", "severe shortness of breath". */
const MAX_SIGN_WORDS = 5;
/** Two conditions joined: "if you get a fever or the pain gets worse". */
const EITHER_CONDITION = /\s+or\s+(?=(?:if\s+)?(?:you|your|the|his|her)\s)/i;
/** "The worst headache of the patient's life": a thing had, called about "for". */
const WORST = /^(?:worst|most severe)\b[^,]*\blife$/i;
/** "if your symptoms get worse", "if the swelling worsens". */
const WORSENS =
  /^(?:your |the |his |her )?((?:[a-z]+\s){0,2}?[a-z]+) (?:worsens?|is worse|are worse|gets? any worse|(?:becomes?|gets?) (?:more severe|worse)(?: or (?:suddenly )?worsens?)?)\b/i;
/** Words that make a condition talk, not something to call about: "if you need anything", "if I'm not here". */
const NOT_A_CONDITION = /\b(?:i|me|my|we|us|our|need|needs|want|wants|anything|something|else|can't|cannot|have to)\b/i;
// "He still has a fever after 48 to 72 hours on the antibiotic": a sign with how long it has lasted.
const MAX_CONDITION_WORDS = 14;
const WITH_RESULTS = /\b(?:i'll|i will|we'll|we will|i'm (?:gon na|going to)|i am going to|we're (?:gon na|going to))\s+(?:(?:call|contact|message) (?:you|him|her)|be in touch|get in touch|let (?:you|him|her) know|follow up|reach out)\b.*\bresults?\b/i;
/** A message sent through the patient's portal: "message me in the patient portal", "send me a message on the portal". */
const PORTAL_MESSAGE = /\b(?:message|send (?:me|us) a message|reach (?:me|us)|write (?:me|us))\b[^.;?]{0,25}\b(?:in|through|on|via) (?:the|your) (?:patient )?portal\b/i;
/**
 * The results sent to the patient's portal: "we will send the results through your patient portal", "you'll see your
 * lab results in the portal". A message the patient sends through it is a call.
 */
const RESULTS_TO_PORTAL =
  /\b(?:(?:i|we)(?:'ll| will)|(?:i|we)(?:'re| are|'m| am) (?:gon ?na|going to))\s+(?:send|post|put|release|upload)\s+(?:(?:your|the)\s+)?(?:\w+\s+)?results?\s+(?:through|to|in|on|into)\s+(?:your|the)\s+(?:patient\s+)?portal\b|\b(?:you(?:'ll| will)|you can)\s+(?:be able to\s+)?(?:see|get|find|view|check)\s+(?:(?:your|the)\s+)?(?:\w+\s+)?results?\s+(?:through|in|on)\s+(?:your|the)\s+(?:patient\s+)?portal\b/i;
const AS_NEEDED = /\bfollow[- ]?up (?:with (?:me|us) )?(?:as needed|prn|if needed)\b|\bcome back (?:as needed|if needed)\b/i;

/** "If you need anything (else)", "if anything comes up": whatever the patient needs, which a note writes "as needed". */
const ANYTHING_NEEDED = /^(?:you\s+need\s+anything(?:\s+else)?|anything(?:\s+else)?\s+(?:comes\s+up|happens|changes)|there(?:'s|\s+is)\s+anything(?:\s+else)?)$/i;

/** What the patient has, called about "for": "for fever or chills", "for the swelling". */
const forWhatIsHad = (what: string) => `for ${what.replace(/\b(?:your|his|her|their)\b/gi, 'the')}`;

/** The condition as the note words it after the instruction: "for fever or chills", "if the patient gains 3 pounds", "if the redness spreads". */
function conditionWords(condition: string): string | undefined {
  // "Any question" is any questions.
  const said = OTHER_SYMPTOMS.reduce((out, [pattern, written]) => out.replace(pattern, written), condition.trim().replace(/\s+/g, ' ')).replace(/\b(any) question\b/gi, '$1 questions');
  if (ANYTHING_NEEDED.test(said)) return 'as needed';
  const gains = GAINS.exec(said);
  if (gains) return `if the patient gains ${gains[1]}`;
  // Each of two conditions joined is read, and held to the length, on its own.
  const either = said.split(EITHER_CONDITION);
  if (either.length > 1) {
    const each = either.map((part) => conditionWords(part.replace(/^if\s+/i, '')));
    // "for fever or for chills" is "for fever or chills".
    return each.every((words) => words !== undefined) ? each.map((words, k) => (k > 0 && words.startsWith('for ') && each[k - 1]!.startsWith('for ') ? words.slice(4) : words)).join(' or ') : undefined;
  }
  const has = HAS.exec(said);
  // A list of signs ("you get severe shortness of breath or worsening chest pain or confusion") is held to the length sign by sign.
  if (has && !NOT_A_CONDITION.test(said) && has[1]!.split(' or ').every((sign) => sign.split(' ').length <= MAX_SIGN_WORDS)) return forWhatIsHad(has[1]!);
  if (said.split(' ').length > MAX_CONDITION_WORDS || NOT_A_CONDITION.test(said)) return undefined;
  if (GAINING_WEIGHT.test(said)) return 'for weight gain';
  const having = IS_HAVING.exec(said);
  if (having) return forWhatIsHad(having[1]!);
  const worsens = WORSENS.exec(said);
  if (worsens) return `if ${worsenWords(worsens[1]!)}`;
  if (has) return forWhatIsHad(has[1]!);
  // "if you're soaking through a pad every hour": what the patient is doing.
  const doing = /^you(?:'re| are)\s+([a-z]+ing)\b(.*)$/i.exec(said);
  if (doing) return `if the patient is ${doing[1]}${doing[2]!.replace(/\b(?:your)\b/gi, 'the')}`;
  const you = /^you\s+(?:(?:ever|just|still|also|really)\s+)?([a-z]+)\b(.*)$/i.exec(said);
  // "(if you fall) and hit your head": each verb the patient's.
  if (you) return `if the patient ${thirdPerson(you[1]!)}${you[2]!.replace(/^(\s+(?:and|or)\s+)([a-z]+)\b/i, (_said, and: string, verb: string) => `${and}${thirdPerson(verb)}`).replace(/\byourself\b/gi, 'themselves').replace(/\byour\b/gi, 'their')}`;
  const thing = /^(?:your|the|his|her)\s+(.+)$/i.exec(said);
  if (!thing) return undefined;
  // "The worst headache of your life": a thing had, not what happens ("if the baby stops moving").
  const named = thing[1]!.replace(/\bof (?:your|his|her) life\b/i, "of the patient's life");
  return WORST.test(named) ? `for the ${named}` : `if the ${named}`;
}

/** A condition that lists its signs before the instruction: "if you get a fever, back pain, or vomiting, call us". */
const LISTED_CONDITION = /\bif\s+[^.;!?]*?(?=\s*,\s*(?:call|contact|go (?:to|straight|right)|let (?:me|us) know|please|give (?:me|us) a)\b)/gi;

/** "for fever or back pain or vomiting" (a listed condition, its commas said as "or"), as a list: "for fever, back pain or vomiting". */
function asList(condition: string): string {
  const [, word, signs] = /^(for|if) (.+)$/.exec(condition) ?? [];
  const listed = signs?.split(' or ') ?? [];
  return listed.length > 2 ? `${word} ${listOf(listed, 'or')}` : condition;
}

/** The text with the commas of a listed condition said as "or", so that the condition runs to its instruction. */
function withConditionsListed(text: string): string {
  return text.replace(LISTED_CONDITION, (condition) => condition.replace(/\s*,\s*(?:(?:or|and)\s+)?/g, ' or '));
}

/**
 * "Come immediately if he is not drinking, very sleepy, …", "come immediately to casualty if …", "bring him in right
 * away, or go to the emergency room, if he gets a stiff neck, he's very hard to wake up, …": coming back at once, or to
 * the emergency department, for the danger signs listed after it to the end of the sentence, each as a sign.
 */
const AT_ONCE = /\b(?:come (?:back |in )?(?:immediately|right away|at once|straight away)|bring (?:him|her|them|the baby|the child) (?:in|back) (?:immediately|right away|at once|straight away))\b/i;
const TO_EMERGENCY = new RegExp(String.raw`\b(?:${EMERGENCY_PLACE}|emergency)\b`, 'i');
const SIGNS_AFTER = /\bif\s+([^.;!?]+?)\s*[.;!?]?$/i;
/** The subject and verb a danger sign is said with: "he gets (a stiff neck)", "he's (very hard to wake up)", "you see (…)". */
const SIGN_SAID_WITH = /^(?:or\s+)?(?:(?:he|she|you|they)(?:'s|'re)\s+|(?:he|she|you|they)\s+(?:(?:gets?|has|have|develops?|sees?|notices?|is|are)\s+(?:(?:a|an|any)\s+)?)?)?/i;
const MAX_DANGER_SIGN_WORDS = 40;

function dangerSigns(text: string): string | undefined {
  const atOnce = AT_ONCE.exec(text);
  const signs = atOnce ? SIGNS_AFTER.exec(text.slice(atOnce.index)) : null;
  if (!atOnce || !signs) return undefined;
  const listed = signs[1]!
    .split(/\s*,\s*/)
    .map((sign) => sign.replace(SIGN_SAID_WITH, '').replace(/\b(?:your|his|her)\b/gi, 'the'))
    .filter((sign) => sign !== '');
  if (listed.join(' ').split(/\s+/).length > MAX_DANGER_SIGN_WORDS) return undefined;
  const where = TO_EMERGENCY.test(text.slice(atOnce.index, atOnce.index + signs.index)) ? 'Go to the emergency department' : 'Return immediately';
  return `${where} if ${listOf(listed, 'or')}`;
}

/** The contact instructions of one of the doctor's sentences. */
export function contactInstructions(sentence: string): string[] {
  const cleaned = cleanSpoken(sentence);
  const danger = dangerSigns(cleaned);
  if (danger) return [danger];
  const text = withConditionsListed(cleaned);
  const out: string[] = [];
  const notImproving = NOT_IMPROVING.test(text) && CALLS.test(text);
  if (notImproving) out.push('Call the clinic if not improving');
  // The instruction, not inside a condition ("if you need to call …"), and the condition said next to it: "call me
  // if …", or "if …, call us"; the condition of not improving is said already.
  const conditions = [...text.matchAll(IF_CLAUSE)].filter((c) => !(notImproving && NOT_IMPROVING.test(c[0])));
  const rest = conditions.reduce((left, c) => left.slice(0, c.index) + ' '.repeat(c[0].length) + left.slice(c.index + c[0].length), text);
  // "Call or text 988 … or go straight to the emergency room": the crisis line first, with the emergency department.
  const emergency = EMERGENCY_SAID.test(rest);
  const crisis = `Call or text 988 (crisis line)${emergency ? ' or go to the emergency department' : ''}`;
  const actions = [
    ...[...rest.matchAll(CRISIS_LINE)].map((match) => ({ match, instruction: crisis })),
    ...[...rest.matchAll(EMERGENCY)].map((match) => ({ match, instruction: 'Go to the emergency department' })),
    ...[...rest.matchAll(CALL)].map((match) => ({ match, instruction: 'Call the clinic' })),
  ];
  for (const { match: action, instruction } of actions) {
    const said = action.index + action[0].length;
    const after = conditions.find((c) => c.index >= said && INSTRUCTION_TO_CONDITION.test(text.slice(said, c.index)));
    const before = conditions
      .filter((c) => c.index + c[0].length <= action.index && /^[\s,]*(?:\w+\W+){0,2}$/.test(text.slice(c.index + c[0].length, action.index).replace(TELLING, ' ')))
      .at(-1);
    const condition = after ?? before;
    // Said before its instruction ("if …, call us"), a condition is told; after it, the instruction must be ("please call …").
    const told = condition !== undefined && (condition === before || TOLD_TO.test(rest.slice(0, action.index)));
    // "Call with any questions": what to call with stands for the condition.
    const withAny = condition === undefined ? WITH_ANY.exec(rest.slice(said)) : null;
    const stated = told ? conditionWords(condition[1]!) : withAny && TOLD_TO.test(rest.slice(0, action.index)) ? conditionWords(`you have ${withAny[1]!}`) : undefined;
    const when = stated && asList(stated);
    if (when) {
      // "Call me or message me in the patient portal if …": the portal is a way to reach the clinic too.
      const viaPortal = instruction === 'Call the clinic' && PORTAL_MESSAGE.test(text);
      out.push(`${instruction}${viaPortal ? ' or message through the patient portal' : ''} ${when}`);
      break;
    }
  }
  // "We will send the results through your portal unless something is way off, then we'll give you a call": the
  // portal is how results come; the call, only if they are off.
  if (RESULTS_TO_PORTAL.test(text)) out.push('The results will be sent through the patient portal');
  else if (WITH_RESULTS.test(text)) out.push('The clinic will contact the patient with the results');
  if (AS_NEEDED.test(text)) out.push('Follow up as needed');
  return out;
}

/** "symptoms worsen", "the swelling worsens": what the patient calls about, as the note words it. */
function worsenWords(what: string): string {
  const said = what.toLowerCase();
  if (/^(?:it|this|that|things?)$/.test(said)) return 'worsening';
  return /s$/.test(said) && !/ss$/.test(said) ? `${said} worsen` : `the ${said} worsens`;
}

const CALL_FOR = 'Call the clinic for ';
/**
 * The calls for one thing or another as one instruction: "Call the clinic for weight gain" and "… for shortness of
 * breath" → "Call the clinic for weight gain or shortness of breath", where the first was said. Conditions that are
 * alternatives already ("for pain or other concerning symptoms") stay apart: one line of them would run on.
 */
export function joinCalls(said: readonly string[]): string[] {
  // "Call the clinic if worsening" beside a call for what worsens ("if headaches worsen") says nothing more.
  const instructions = said.some((instruction) => /^Call the clinic if .+ worsens?\b/.test(instruction)) ? said.filter((instruction) => instruction !== 'Call the clinic if worsening') : said;
  const single = (instruction: string) => instruction.startsWith(CALL_FOR) && !/\bor\b/.test(instruction);
  const conditions = instructions.filter(single).map((instruction) => instruction.slice(CALL_FOR.length));
  if (conditions.length < 2) return [...instructions];
  const joined = `${CALL_FOR}${listOf(conditions, 'or')}`;
  const first = instructions.findIndex(single);
  return instructions.flatMap((instruction, i) => (i === first ? [joined] : single(instruction) ? [] : [instruction]));
}
