/**
 * A question of the doctor's that asks for a detail (when, how long, how often, how much, how many, or which of two
 * options it offers) and the patient's short answer, as the one statement they make together, in the doctor's words:
 * "When was your last bowel movement?" — "Two days ago." → "your last bowel movement was two days ago"; "How often
 * are you using your inhaler?" — "Maybe twice a week." → "you are using your inhaler about twice a week"; "Are you
 * taking the metformin in the morning or at night?" — "At night." → "you are taking the metformin at night". The
 * history tells it as it tells anything the doctor said of the patient.
 *
 * The answer must be the detail asked and nothing else (a time, a duration, a frequency, an amount: answer-details.ts;
 * or one of the options), short and unhedged: one that is a statement of its own ("I've been on it since 2019") is the
 * narrative reading's.
 * The question's subject must be the patient or a thing of theirs by name ("your last bowel movement"). A pronoun
 * stands for the thing the question opens on ("Crestor, how long have you been taking that?"); a plural one ("what
 * have they been running?") for the one plural thing of the patient's the doctor's nearest sentence naming any names
 * ("your blood sugars"). Else nothing is told: "it" or "this" is most often the complaint or the injury ("how long has
 * this been going on?", "when did it start?"), whose onset and course the complaint's history tells.
 */
import { countSaid, DETAIL, normalized, shortAnswer } from './answer-details.js';
import { EXAMINING, NOT_A_FACT, OF_THE_VISIT, pastOf, TAIL } from './answered-question.js';
import { LEAD_IN } from './questions.js';
import { socialTopic } from './social-answered.js';

/** What was said around the question that a pronoun in it may stand for. */
export interface SaidAround {
  /** The doctor's sentences before the question, the nearest first. */
  before?: readonly string[];
  /** The names the question says of drugs, conditions, tests or procedures, as said ("crestor"). */
  named?: readonly string[];
}

/** The patient addressed at the end of the question: "…, sir?". */
const VOCATIVE = /,\s*(?:sir|ma'am|madam|miss|doc|doctor|my dear|dear|young man|young lady)$/;
/** A pronoun the question may use for a thing named before; "this morning" or "that day" is a time. */
const PRONOUN = /\b(it|this|that|they|them|these|those)\b(?! (?:morning|afternoon|evening|night|day|week|weekend|month|year|time)\b)/g;
const PLURAL_PRONOUN = /^(?:they|them|these|those)$/;
/** Another person is the subject: the history of someone else, or of a child spoken of. */
const SOMEONE_ELSE = /\b(?:he|she|him|mother|father|mom|dad|parents?|sisters?|brothers?|siblings?|wife|husband|sons?|daughters?|children|kids|grand\w+|aunts?|uncles?|cousins?|family)\b/;
/** Where the name of a thing of the patient's ends: "your blood sugars at home", "your medications too". */
const NOT_OF_THE_NAME =
  /^(?:at|in|on|and|or|that|to|for|with|from|of|is|are|was|were|have|has|had|been|be|do|does|did|when|if|because|so|but|like|home|today|now|again|still|every|since|than|too|also|yet|lately|recently|anymore|the|a|an|you|i|it|this)$/;
const MAX_NAME_WORDS = 3;

/** Prepositions an option may open with: "in the morning or at night". */
const PREPOSITION = /^(?:in|at|on|with|before|after|during|by|for|from|to|under|over)$/;
/** A word after which an option can begin: "in like the 200s or 300s", "are you taking 300 or 100". */
const OPTION_FOLLOWS = /^(?:the|a|an|your|in|at|on|with|by|for|to|like|taking|take|using|use|is|are|was|were|be|been|feel|feels|more|mostly)$/;
/** "is your period regular or irregular": a thing of the patient's and two words said of it. */
const IS_THING = /^(?:is|was|are|were) (?:your|the) [\w'-]+$/;
const MAX_OPTION_WORDS = 4;

/** The name of each thing of the patient's a sentence says: "your blood sugars". */
function thingsNamed(sentence: string): string[] {
  return normalized(sentence)
    .split(/\byour /)
    .slice(1)
    .flatMap((after) => {
      const words = after.split(/[\s,.?!;]+/).filter((word) => word !== '');
      const end = words.findIndex((word) => NOT_OF_THE_NAME.test(word));
      const name = words.slice(0, Math.min(end === -1 ? words.length : end, MAX_NAME_WORDS));
      return name.length === 0 ? [] : [`your ${name.join(' ')}`];
    });
}

const isPlural = (name: string) => /[^su]s$/.test(name);

/** What a pronoun stands for: the thing the question opens on, else, for a plural one, the one plural thing the nearest sentence naming any names. */
function antecedent(pronoun: string, topic: string | undefined, before: readonly string[]): string | undefined {
  const plural = PLURAL_PRONOUN.test(pronoun);
  if (topic !== undefined) return isPlural(topic) === plural ? topic : undefined;
  if (!plural) return undefined;
  for (const sentence of before) {
    const fitting = thingsNamed(sentence).filter((name) => isPlural(name) === plural);
    if (fitting.length > 0) return fitting.length === 1 ? fitting[0] : undefined;
  }
  return undefined;
}

/** The question as asked, its pronoun replaced by what it stands for; undefined when one stands for nothing known. */
function questionAsked(question: string, { before = [], named = [] }: SaidAround): string | undefined {
  const asked = normalized(question).replace(/[?.!\s]+$/, '').replace(VOCATIVE, '').replace(LEAD_IN, '').replace(TAIL, '').trim();
  // "Crestor, how long have you been taking that?": the thing the question is about, said first.
  const opening = /^([\w' -]+?), (.+)$/.exec(asked);
  const topic = opening && (named.some((name) => normalized(name) === opening[1]) || /^your [\w'-]+/.test(opening[1]!)) ? opening[1] : undefined;
  const rest = (topic ? opening![2]! : asked).replace(LEAD_IN, '');
  const pronouns = [...rest.matchAll(PRONOUN)];
  if (pronouns.length === 0) return rest;
  const standsFor = pronouns.length === 1 ? antecedent(pronouns[0]![1]!, topic, before) : undefined;
  return standsFor && rest.replace(PRONOUN, standsFor);
}

/**
 * "are you taking the metformin" → "you are taking the metformin", "was your last bowel movement" → "your last bowel
 * movement was"; undefined for any other subject than the patient, or a thing of theirs with "is" or "has".
 */
function asStatement(inverted: string): string | undefined {
  const form = /^(do|did|have|has|are|is|was|were) (.+)$/.exec(inverted);
  if (!form) return undefined;
  const [, aux, rest] = form as unknown as [string, string, string];
  const you = /^you (.+)$/.exec(rest);
  // "have you known you have anemia": a clause within, which the telling garbles.
  if (you && /\b(?:you|i)\b/.test(you[1]!)) return undefined;
  if (you) {
    const predicate = you[1]!;
    if (aux === 'do') return NOT_A_FACT.test(predicate) ? undefined : `you ${predicate}`;
    if (aux === 'did') {
      if (NOT_A_FACT.test(predicate)) return undefined;
      // "when did you first notice …" → "you first noticed …".
      const [, adverbs, verb, more] = /^((?:(?:first|last|ever|originally|initially|actually|just|also) )*)([\w'-]+)(.*)$/.exec(predicate)!;
      return `you ${adverbs}${pastOf(verb!)}${more}`;
    }
    if (aux === 'have') return `you have ${predicate}`;
    if (aux === 'are' || aux === 'were') return OF_THE_VISIT.test(predicate) ? undefined : `you ${aux} ${predicate}`;
    return undefined;
  }
  if (aux === 'do' || aux === 'did') return undefined;
  // The name runs up to its verb's participle ("have your sugars been running"), or to the end ("was your last bowel movement").
  const thing = /^((?:your|the) .+?)(?: ((?:been|being|[\w'-]+ing|[\w'-]+ed)\b.*))?$/.exec(rest);
  // "the last time you used it": a clause, not a name.
  if (!thing || /\b(?:you|i|we)\b/.test(thing[1]!)) return undefined;
  return [thing[1], aux, thing[2]].filter(Boolean).join(' ');
}

/** "you drink a day" + "two bottles of water" → "you drink two bottles of water a day"; "you are taking now" + "ten milligrams" → "… ten milligrams now". */
function withDetail(statement: string, detail: string): string | undefined {
  // "you quit", "you stopped": what was quit is not said.
  if (/^you (?:\w+ )?(?:quit|stopped|started|began)$/.test(statement)) return undefined;
  const after = / (?:(?:a|an|per|each|every) (?:day|night|week|month|year)|at night|now|currently|right now|these days|today)$/.exec(statement);
  return after ? `${statement.slice(0, after.index)} ${detail}${after[0]}` : `${statement} ${detail}`;
}

/** The statement of a wh-question (when, how long, how often, how much, how many) and the detail answered. */
function detailGiven(asked: string, said: string): string | undefined {
  // A clause after a comma is another question, or an aside.
  if (asked.includes(',')) return undefined;
  let form: RegExpExecArray | null;
  // "when was the last time you saw a dentist" → "you last saw a dentist".
  const lastTime = /^when was the last time you (.+)$/.exec(asked);
  if (lastTime) return DETAIL.moment.test(said) ? withDetail(`you last ${lastTime[1]}`, said) : undefined;
  if ((form = /^(?:when|how long ago) (.+)$/.exec(asked))) {
    const statement = DETAIL.moment.test(said) ? asStatement(form[1]!) : undefined;
    return statement && withDetail(statement, said);
  }
  if ((form = /^how long (.+)$/.exec(asked))) {
    // "how long did you take it for": the "for" is said with the duration.
    const statement = DETAIL.duration.test(said) ? asStatement(form[1]!.replace(/ for$/, '')) : undefined;
    return statement && withDetail(statement, said.startsWith('since ') ? said : `for ${said}`);
  }
  if ((form = /^how (?:often|frequently) (.+)$/.exec(asked))) {
    const statement = DETAIL.frequency.test(said) ? asStatement(form[1]!) : undefined;
    return statement && withDetail(statement, said);
  }
  if ((form = /^how much (?:(.+?) )?((?:do|does|did|have|has|are|is|was|were) .+)$/.exec(asked))) {
    const statement = DETAIL.amount.test(said) ? asStatement(form[2]!) : undefined;
    // The weight lost is said in pounds; water drunk in bottles "of water".
    const of = form[1] && form[1] !== 'weight' && !said.includes(form[1]) ? ` of ${form[1]}` : '';
    return statement && withDetail(statement, `${said}${of}`);
  }
  if ((form = /^how many (.+?) ((?:do|does|did|have|has|are|is|was|were) .+)$/.exec(asked))) {
    const [, things, inverted] = form as unknown as [string, string, string];
    const count = countSaid(said);
    // "two", "two pillows", "three times" for "times a night".
    if (!count || (count[1] !== undefined && count[1] !== 'of them' && !things.startsWith(count[1]))) return undefined;
    const statement = asStatement(inverted);
    return statement && withDetail(statement, `${count[0]} ${things}`);
  }
  return undefined;
}

/** Whether the answer names the option: "at night", "night" or "the 300s" for "300s". */
function names(option: string, said: string): boolean {
  const core = (text: string) => text.replace(/^(?:(?:in|at|on|the|a|an|your|my)\s+)+/, '');
  return core(said) !== '' && core(option) === core(said);
}

/**
 * The statement of an either-or question and the option the answer picks: "is your period regular or irregular" +
 * "irregular" → "your period is irregular"; "what have your sugars been running, in the 200s or 300s" + "300s" →
 * "your sugars have been running in the 300s".
 */
function optionPicked(asked: string, said: string): string | undefined {
  const wh = /^(?:what|which) (.+?), (.+)$/.exec(asked);
  const offered = wh ? wh[2]! : asked;
  const or = offered.indexOf(' or ');
  if (or !== offered.lastIndexOf(' or ')) return undefined;
  const before = offered.slice(0, or).split(' ');
  const second = offered.slice(or + ' or '.length).split(' ');
  if (second.length > MAX_OPTION_WORDS) return undefined;
  // The first option begins at the preposition the second opens with ("in the morning or at night"), else as many words back as the second has.
  const opensWithPreposition = PREPOSITION.test(second[0]!);
  const prepositions = before.flatMap((word, i) => (PREPOSITION.test(word) ? [i] : []));
  const start = opensWithPreposition ? (prepositions.at(-1) ?? -1) : before.length - second.length;
  if (start < 0) return undefined;
  const lead = before.slice(0, start);
  // "the brand name or generic": where the first option begins is not known.
  if (!opensWithPreposition && lead.length > 0 && !OPTION_FOLLOWS.test(lead.at(-1)!) && !IS_THING.test(lead.join(' '))) return undefined;
  const picked = [before.slice(start).join(' '), second.join(' ')].find((option) => names(option, said));
  const leadIn = lead.filter((word) => word !== 'like').join(' ');
  const statement = picked && asStatement(wh ? wh[1]! : leadIn);
  if (!statement) return undefined;
  return wh ? [statement, leadIn, picked].filter(Boolean).join(' ') : `${statement} ${picked}`;
}

/**
 * The statement `question` and its short `answer` make together, in the doctor's words; undefined when the question
 * asks no detail of the patient's history or the answer gives none.
 */
export function detailAnswered(question: string, answer: string, around: SaidAround = {}): string | undefined {
  const said = shortAnswer(answer);
  const asked = said && questionAsked(question, around);
  // The examination's, the social history's and someone else's questions are others' to tell.
  if (!said || !asked || EXAMINING.test(asked) || socialTopic(asked) || SOMEONE_ELSE.test(asked)) return undefined;
  return asked.includes(' or ') ? optionPicked(asked, said) : detailGiven(asked, said);
}
