/**
 * The cause a doctor gives for a problem while assessing it, as a note's medical reasoning writes it: "it sounds like
 * this was caused by dietary indiscretion and some uncontrolled hypertension" → "likely caused by dietary indiscretion
 * and uncontrolled hypertension"; "that could be related to severe hypertension or it could be related to some heart
 * disease" → "possibly related to severe hypertension or heart disease"; "I think you have a knee sprain from
 * overuse" → "likely due to overuse". Only a cause given of the problem ("this", "it", "which", "the pain", the
 * problem just named), not one denied ("I don't think it's related to …"), asked, or of anything else ("you must be
 * due to see her").
 */
import { cleanSpoken } from '../narrative/spoken-text.js';

/** How sure the doctor is, said before the cause: "most likely", "could be". */
const LIKELY = /\b(?:probably|likely|most likely|more than likely|more|sounds like|seems like|i think|i believe|suspect)\b/i;
const POSSIBLY = /\b(?:could|may|might|possibly|maybe)\b/i;
/** The link and what it links to, up to where the cause's words end. */
const CAUSE =
  /\b(caused by|due to|related to|secondary to|coming from|from)\s+(?!(?:see|be|have|get|go|come|dose|start|stop)\b)([a-z'-]+(?:\s+[a-z'-]+){0,8}?)(?=\s*(?:[,.;?!]|$)|\s+(?:so|but|which|that|okay|now|you know|and (?:i|we|so|you)|i|we|or|because|as)\b)/gi;
/** What the cause is said of, a few words before it: the problem ("this", "it", "which", "the pain"), not a plan. */
const OF_THE_PROBLEM = /\b(?:this|it|it's|that|which|symptoms?|pain|(?:your|his|her|the) [a-z]+(?: [a-z]+)?)\b/i;
const NEAR_WORDS = 8;
/** The cause said first, of the problem just named: "(rotator cuff pain,) most likely due to a tendinopathy". */
const SAID_FIRST = /^\W*(?:(?:so|and|now|okay|it's)\W+)*(?:probably|likely|most likely|more than likely)?\s*$/i;
/** Said not to be the cause: "I don't think it's related to …", "it's not due to …". */
const DENIED = /(?:n't|\bnot|\bno)\b/i;
const LINK_WORDS: Record<string, string> = { 'coming from': 'arising from', from: 'due to' };
/**
 * A bare "from" links a cause only to the problem just named ("you have a knee sprain from overuse") or to the doctor's
 * "probably", and only a cause a problem comes from: an injury, a strain put on the body, an exposure, a lesion. "From"
 * says many other things ("from the looks of it", "from your symptoms", "from head to toe", "from childhood").
 */
const FROM_AFTER_PROBLEM = /(?:\b(?:you|he|she)\s+(?:do\s+|probably\s+|likely\s+)?(?:have|has)\s+(?:a\s+|an\s+|some\s+)?(?:[a-z'-]+\s+){1,3}|\b(?:probably|likely)\s+)$/i;
const CAUSE_FROM =
  /^(?:(?:the|a|an|your|his|her|all the|too much|some)\s+)?(?:overuse|over use|repetitive (?:motions?|movements?|use|strain)|(?:heavy )?lifting|(?:the )?fall|falling|injury|accident|trauma|(?:salt|sugar|alcohol|caffeine) intake|salt|diet|stress|infection|virus|viral infection|bacteria|smoking|alcohol|drinking|medications?|medicines?|fibroids?|(?:a |the )?(?:stone|blockage|clot|tear|sprain|strain)|running|sports?|work|heat|sun(?: exposure)?|exposure)$/i;
/** A tag that asks nothing: "(probably from the salt intake,) okay?". */
const TAG_QUESTION = /\b(?:okay|ok|right|alright|all right)\s*\?\s*$/i;
/** A body part keeps its article: "from your neck" is "from the neck", "your bone health" is "bone health". */
const PART = /^(?:neck|back|spine|knee|shoulder|hip|ankle|foot|wrist|hand|elbow|heart|lungs?|liver|kidneys?|stomach|gut|brain|body|muscles?)\b/i;

/** The cause of the problem a sentence gives, in a note's words; none when it gives none. */
export function causeOf(sentence: string): string | undefined {
  if (/\?\s*$/.test(sentence) && !TAG_QUESTION.test(sentence)) return undefined;
  const text = cleanSpoken(sentence).toLowerCase().replace(/\.$/, '');
  const causes: { link: string; cause: string; likely: boolean; possibly: boolean; end: number }[] = [];
  for (const match of text.matchAll(CAUSE)) {
    const near = text.slice(0, match.index).split(/\s+/).slice(-NEAR_WORDS).join(' ');
    const ofTheProblem =
      match[1] === 'from' ? FROM_AFTER_PROBLEM.test(text.slice(0, match.index)) && CAUSE_FROM.test(match[2]!.trim()) : OF_THE_PROBLEM.test(near) || SAID_FIRST.test(near);
    if (!ofTheProblem || DENIED.test(near)) continue;
    const cause = match[2]!
      .trim()
      .replace(/^(?:some|the|a|an)\s+/, '')
      .replace(/^(?:your|his|her|their)\s+/, (possessive, at: number, all: string) => (PART.test(all.slice(possessive.length)) ? 'the ' : ''))
      .replace(/\b(?:your|his|her|their|those|these)\b/g, 'the')
      .replace(/\bsome\s+/g, '')
      // "From the fall": an event keeps its article ("likely due to the fall"), as "overuse" or "salt intake" has none.
      .replace(/^(?=(?:fall|injury|accident|stone|blockage|clot|tear|fibroids?)$)/, 'the ');
    // What was said before this cause, since the last one: "this could be related to X but most likely related to Y".
    const said = text.slice(causes.at(-1)?.end ?? Math.max(0, match.index - 60), match.index);
    causes.push({ link: LINK_WORDS[match[1]!] ?? match[1]!, cause, likely: LIKELY.test(said), possibly: POSSIBLY.test(said) && !LIKELY.test(said), end: match.index + match[0].length });
  }
  if (causes.length === 0) return undefined;
  // The cause the doctor settles on, or the possible ones together.
  const settled = [...causes].reverse().find((c) => c.likely && !c.possibly);
  if (settled) return `likely ${settled.link} ${settled.cause}`;
  if (causes.every((c) => c.possibly)) return `possibly ${causes[0]!.link} ${causes.map((c) => c.cause).join(' or ')}`;
  return `${causes[0]!.link} ${causes[0]!.cause}`;
}
