/**
 * Who in the family has a condition, named as a note names them: "my mom and her sister (both had melanoma)" is mother
 * and maternal aunt, "my dad's brother" paternal uncle, "(diabetes) in both parents" mother and father. The names are
 * HL7 RoleCode's displays where it has one (render/fhir-relationship.ts codes them).
 */
import type { Subject } from '../clinical-model.js';

/** Everyday words for kin, as a note writes them. */
export const KIN: Readonly<Record<string, string>> = {
  mom: 'mother', mum: 'mother', mommy: 'mother', momma: 'mother', mama: 'mother', mother: 'mother',
  dad: 'father', daddy: 'father', papa: 'father', father: 'father',
  grandma: 'grandmother', granny: 'grandmother', grandmother: 'grandmother',
  grandpa: 'grandfather', granddad: 'grandfather', grandfather: 'grandfather', grandparent: 'grandparent',
  parent: 'parent', sister: 'sister', brother: 'brother', sibling: 'sibling',
  aunt: 'aunt', auntie: 'aunt', aunty: 'aunt', uncle: 'uncle', cousin: 'cousin',
  son: 'son', daughter: 'daughter', niece: 'niece', nephew: 'nephew', husband: 'husband', wife: 'wife', twin: 'twin',
};
const PARENT = 'mom|mum|mother|dad|father';

/**
 * A relative as said: who owns them ("my", "her"), the side of the family ("maternal", "my mom's", "on my dad's side"),
 * the kin word and its plural. Not an in-law, nor a side of the family alone ("diabetes on my mom's side").
 */
const MENTION = new RegExp(
  String.raw`\b(?:both\s+(?:of\s+)?)?(?:(my|your|his|her|their|our|the)\s+)?(?:(maternal|paternal)\s+)?(?:(${PARENT})\s?'s\s+)?` +
    String.raw`(${Object.keys(KIN).join('|')})(s)?\b(?![-\s]in[-\s]law|\s?'s\s+(?:side|family))` +
    String.raw`(?:\s+on\s+(?:my|your|his|her|the)\s+(${PARENT})\s?'?s?\s+side)?`,
  'gi',
);

interface Mention {
  start: number;
  end: number;
  owner: string | undefined;
  /** "mother", "maternal aunt", "sisters"; "parents" are two. */
  relatives: string[];
}

/** The relatives a parent has, named from the patient: the mother's sister is the maternal aunt. */
const PARENTS_KIN: Readonly<Record<string, string>> = { sister: 'aunt', brother: 'uncle', mother: 'grandmother', father: 'grandfather', parent: 'grandparent' };
/** Kin a side of the family is said of: "maternal aunt", "paternal grandfather". */
const OF_A_SIDE = new Set(['aunt', 'uncle', 'grandmother', 'grandfather', 'grandparent', 'cousin']);
const FEMALE = new Set(['mother', 'sister', 'grandmother', 'aunt', 'daughter', 'niece', 'wife']);
const MALE = new Set(['father', 'brother', 'grandfather', 'uncle', 'son', 'nephew', 'husband']);

const sideOf = (parent: string) => (KIN[parent.toLowerCase()] === 'mother' ? 'maternal' : 'paternal');

/** `owner`'s `kin` as the patient's relative: the mother's sister is the maternal aunt, a sister's son the "sister's son". */
function kinOf(owner: string, kin: string): string {
  const theirs = PARENTS_KIN[kin];
  return (owner === 'mother' || owner === 'father') && theirs ? `${sideOf(owner)} ${theirs}` : `${owner}'s ${kin}`;
}

/**
 * "(My mom and) her sister": "her" or "his" is the relative just named as the speaker's own, when of that sex; the
 * doctor's "her mother and her sister" are the patient's.
 */
function ownerNamedBefore(pronoun: string | undefined, previous: Mention | undefined): string | undefined {
  if (previous?.owner !== 'my' || previous.relatives.length !== 1) return undefined;
  const named = previous.relatives[0]!;
  const sex = pronoun === 'her' ? FEMALE : pronoun === 'his' ? MALE : undefined;
  return sex?.has(named.split(' ').at(-1)!) ? named : undefined;
}

function mentionsIn(text: string): Mention[] {
  const mentions: Mention[] = [];
  for (const m of text.matchAll(MENTION)) {
    const [said, ownerWord, side, parentOwner, word, plural, sideParent] = m;
    const owner = ownerWord?.toLowerCase();
    const kin = KIN[word!.toLowerCase()]!;
    const lineage = side?.toLowerCase() ?? (sideParent ? sideOf(sideParent) : undefined);
    const ownedBy = parentOwner ? KIN[parentOwner.toLowerCase()] : ownerNamedBefore(owner, mentions.at(-1));
    const one = ownedBy ? kinOf(ownedBy, kin) : lineage && OF_A_SIDE.has(kin) ? `${lineage} ${kin}` : kin;
    const relatives = kin === 'parent' && plural && !ownedBy ? ['mother', 'father'] : [plural ? `${one}s` : one];
    mentions.push({ start: m.index, end: m.index + said.length, owner, relatives });
  }
  return mentions;
}

/** Relatives said one after another ("my mom and her sister", "mother, father and brother") are one group. */
const JOINED = /^[\s,]*(?:(?:and|or|&|plus|as well as)\b[\s,]*)?$/i;

function groupsIn(text: string): Mention[][] {
  const groups: Mention[][] = [];
  for (const mention of mentionsIn(text)) {
    const last = groups.at(-1);
    if (last && JOINED.test(text.slice(last.at(-1)!.end, mention.start))) last.push(mention);
    else groups.push([mention]);
  }
  return groups;
}

const namesOf = (mentions: readonly Mention[]) => [...new Set(mentions.flatMap((m) => m.relatives))];

/** What ends the statement of a relative before the condition: "my mom is fine. i have asthma", "my dad, but not …". */
const STATEMENT_ENDS = /[.;!?]|\bbut\b/i;
/** What joins a condition to the relatives named after it: "melanoma in her mother", "diabetes: mother". */
const NAMED_AFTER = /^[\s,:-]*(?:in|on|from)?\s*$/i;

/** The last relatives named before `span` in its statement: "my dad had (prostate cancer)". */
function namedBefore(text: string, span: { start: number }): Mention[] | undefined {
  return groupsIn(text)
    .filter((g) => g.at(-1)!.end <= span.start && !STATEMENT_ENDS.test(text.slice(g.at(-1)!.end, span.start)))
    .at(-1);
}

/**
 * The relatives said with the condition at `span` of `text`: the last ones named before it in its statement ("my dad had
 * prostate cancer"), else those it is said to be in ("melanoma in her mother and maternal aunt"); none when no one was
 * named.
 */
export function relativesWith(text: string, span: { start: number; end: number }): string[] {
  const after = () => groupsIn(text).find((g) => g[0]!.start >= span.end && NAMED_AFTER.test(text.slice(span.end, g[0]!.start)));
  return namesOf(namedBefore(text, span) ?? after() ?? []);
}

/** "They both had", "they all have": the condition is had by the people just named. */
const THEY_HAD = /\bthey\s+(?:(?:both|all|each|also|probably)\s+)*(?:had|have|got|get|were diagnosed with|died of|died from|passed away from|suffered from)\s+(?:(?:a|an|some)\s+)?$/i;
/**
 * A son or daughter may be the patient, spoken of by a parent (context/cues.ts leaves them out of the family too), or,
 * said by a parent of another child, the patient's brother or sister.
 */
export const mayBeThePatient = (relative: string) => /\b(?:son|daughter)s?$/.test(relative);

/**
 * The relatives the condition at `span` is said of by "they", however many words lie between ("my mom and her sister, i
 * think they both had melanoma"), where the concept context reaches no farther than a few.
 */
function relativesReferredTo(text: string, span: { start: number; end: number }): string[] {
  const named = THEY_HAD.test(text.slice(0, span.start)) ? namesOf(namedBefore(text, span) ?? []) : [];
  return named.some(mayBeThePatient) ? [] : named;
}

/**
 * Whose the condition at `span` is, and who in the family has it: the concept context's `subject`, unless it is said of
 * the relatives just named by "they".
 */
export function whoseCondition(text: string, span: { start: number; end: number }, subject: Subject): { subject: Subject; relatives?: string[] } {
  const referredTo = subject === 'patient' ? relativesReferredTo(text, span) : [];
  const relatives = referredTo.length > 0 ? referredTo : subject === 'family' ? relativesWith(text, span) : [];
  return { subject: referredTo.length > 0 ? 'family' : subject, ...(relatives.length > 0 ? { relatives } : {}) };
}

/** Every relative `text` names, once each: "yes, my daddy and my granny" → father, grandmother. */
export function relativesNamed(text: string): string[] {
  return namesOf(mentionsIn(text));
}
