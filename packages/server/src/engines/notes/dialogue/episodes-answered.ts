/**
 * The doctor asking whether the patient has had the complaint before ("have you had kidney stones before?", "is this
 * your first one?", "how many times have you had one of these?") and the patient's answer, as the statement of the
 * history they make together, in the doctor's words: "you have never had kidney stones before", "this is your third
 * episode", "you have had headaches like this before". A first episode or a recurrence is what a history of present
 * illness says of it (issue 28).
 */
/** "Have you (ever) had kidney stones before?", "have you injured that ankle in the past?": the verb and what it asks of. */
const HAD_BEFORE = /\b(?:have|did)\s+you\s+(?:ever\s+)?(had|have|injured|hurt|broken|broke|sprained|experienced|gotten)\s+(.+?)\s+(?:before|in the past|previously)\b/i;
/** "Is this your first one?", "how many times have you had one of these episodes?". */
const FIRST_OR_HOW_MANY = /\bis this (?:your|the) first\b|\bhow many (?:times|episodes)\b[^?]*\b(?:had|have|gotten)\b/i;
/** Someone other than the patient asked of. */
const SOMEONE_ELSE = /\b(?:your|his|her)\s+(?:mother|father|mom|dad|parents?|sisters?|brothers?|wife|husband|sons?|daughters?|children|kids|family)\b|\b(?:has|does|did) (?:he|she|they)\b/i;
/** An answer that does not say: "I'm not sure", "I don't remember", "maybe". */
const UNSURE = /\bnot sure\b|\bdo ?n't (?:know|remember|think so)\b|\bmaybe\b|\bi guess\b/i;
/** "This might be my third time": the count of the episodes, this one included. */
const NTH = /\b(second|third|fourth|fifth|sixth|2nd|3rd|4th|5th|6th) (?:time|one|episode)\b/i;
/** A first episode: "this is my first time", "I've never had one", "no". */
const FIRST = /\bfirst (?:time|one|episode)\b|\bnever\b|^\W*(?:no|nope|nah)\b/i;
/**
 * An answer that tells of something else had as well ("no surgeries, but I've had back pain over the years", "I've had
 * injuries in soccer but never this foot"): the narrative reading's to tell whole.
 */
const ALSO_HAD = /\b(?:i've|i have|i had)\s+(?:had|hurt|injured|broken|sprained|been)\b|\bi used to\b/i;
/** One had before: "I have", "yes, once when I was a kid". */
const BEFORE = /^\W*(?:yes|yeah|yep|yup|i have|i did|i had|mm-hmm|uh-huh|once|twice|a few times|several times|a couple (?:of )?times)\b/i;
/** An ordinal written in digits, as a note words it. */
const ORDINAL_WORDS: Readonly<Record<string, string>> = { '2nd': 'second', '3rd': 'third', '4th': 'fourth', '5th': 'fifth', '6th': 'sixth' };
/** The participle a statement of the past takes: "have you had" → "you have had", "did you break" → "broken". */
const PARTICIPLE: Readonly<Record<string, string>> = { have: 'had', gotten: 'had', broke: 'broken' };
/**
 * What the question asked of, as the note names it: "that ankle" is the one of the visit, "the ankle"; "any" is nothing
 * named.
 */
const thingOf = (asked: string) =>
  /^(?:any|one|it|this|that|them|those|these)$/i.test(asked)
    ? undefined
    : asked
        .replace(/^(?:that|this)\b/i, 'the')
        // "Headaches like this" are similar headaches; "any issue with sedation", problems with it.
        .replace(/^([\w\s]+?) like (?:this|that|these|those)(?: \w+)?$/i, 'similar $1')
        .replace(/^(?:any|an?)\s+(?:issue|problem)s?\b/i, 'problems');

/** The statement a question of earlier episodes and its answer make; undefined for another question or an answer that does not say. */
export function episodesAnswered(question: string, answer: string): string | undefined {
  const had = HAD_BEFORE.exec(question);
  if ((!had && !FIRST_OR_HOW_MANY.test(question)) || SOMEONE_ELSE.test(question) || UNSURE.test(answer)) return undefined;
  const nth = NTH.exec(answer)?.[1]?.toLowerCase();
  if (nth) return `this is your ${ORDINAL_WORDS[nth] ?? nth} episode`;
  const verb = had?.[1]?.toLowerCase();
  const thing = had ? thingOf(had[2]!) : undefined;
  const done = verb && (PARTICIPLE[verb] ?? verb);
  if (FIRST.test(answer) && !ALSO_HAD.test(answer.replace(/\b(?:i've|i have|i had)\s+never\b/gi, ''))) return thing ? `you have never ${done} ${thing} before` : 'this is your first episode';
  return thing && BEFORE.test(answer) ? `you have ${done} ${thing} before` : undefined;
}
