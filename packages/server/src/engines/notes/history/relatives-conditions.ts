/**
 * A relative's condition told by whoever speaks for the patient: "I have a son also who is nine. He also has autism."
 * said of a girl; "my mom was almost 45 — when she was diagnosed with breast cancer". The sentence's "he" or "she" is
 * the relative just named when it is not the patient's pronoun, or when the relative is a parent, sibling or spouse;
 * the relatives named are who has it, as are those a family condition's "he", "she" or "they" refers back to ("my mom
 * and her sister. They both had melanoma."); not a son or daughter, who, said by a parent, may be the patient's
 * brother or sister. Asked of a relative ("your father also had diabetes, no?"), what the answer tells of "he" or "she"
 * is that relative's.
 */
import type { ClinicalModel, Diagnosis, Finding, Grounded } from '../clinical-model.js';
import type { Sentence } from '../sentences.js';
import { mayBeThePatient, relativesNamed } from './family-relatives.js';

/** A relative named in the sentence before, son and daughter included (of the other sex they are not the patient). */
const RELATIVE = /\b(?:son|daughter|brother|sister|mother|father|mom|dad|husband|wife|uncle|aunt|cousin|grandfather|grandmother|twin|sibling)s?\b/i;
/** "My mom was almost 45": a relative who is not the patient, whoever speaks (a parent may bring a son or daughter). */
const NOT_A_CHILD = /\bmy\s+(?:brother|sister|mother|father|mom|dad|husband|wife|uncle|aunt|cousin|grandfather|grandmother|grandma|grandpa)s?\b/i;
/** The sentence opens on a third person: "he also has autism", "and she had asthma too", "when she was diagnosed". */
const OPENS_ON = /^\W*(?:(?:and|so|but|also|well|when|then)\W+)*(he|she)\b/i;
/** The doctor asking of a relative's health: "your father also had diabetes, no?" (not "is your wife here with you?"). */
const RELATIVE_ASKED = /\byour\s+(?:brother|sister|mother|father|mom|dad|husband|wife|uncle|aunt|grandfather|grandmother|grandma|grandpa|parents?)s?\b(?=.*\b(?:had|has|have|history|suffer\w*|died|passed away|diagnosed)\b)/i;
/** The answer's last subject before a condition is that relative: "yes doctor, he had sugar, and he expired with (heart attack)". */
const LAST_SUBJECT = /\b(he|she|i|my|me|i'm|i've)\b(?!.*\b(?:he|she|i|my|me|i'm|i've)\b)/i;
/** A family condition said of the relatives named before: "they both had melanoma", "she had it too". */
const REFERS_BACK = /^\W*(?:(?:and|so|but|also|well|when|then|yeah|yes|i think)\W+)*(?:he|she|they|both)\b/i;

/** `sentenceOf`: the index of the sentence an item was read from, -1 for one read from several (an answer). */
export function withRelativesConditions(model: ClinicalModel, sentences: readonly Sentence[], sentenceOf: (item: Grounded) => number): ClinicalModel {
  const sex = model.patientSex;
  const notThePatient = (item: Diagnosis | Finding, said: Sentence, before: Sentence): boolean => {
    const pronoun = OPENS_ON.exec(said.text)?.[1]?.toLowerCase();
    if (item.subject !== 'patient' || !pronoun) return false;
    const otherSex = sex !== undefined && (pronoun === 'he') !== (sex === 'male');
    return NOT_A_CHILD.test(before.text) || (otherSex && RELATIVE.test(before.text));
  };
  // "Your father also had diabetes, no?" — "Yes doctor, he had sugar, and he expired with heart attack at sixty.".
  const ofRelativeAsked = <T extends Diagnosis | Finding>(item: T, said: Sentence, before: Sentence): T | undefined => {
    if (item.subject !== 'patient' || before.speaker !== 'doctor' || said.speaker !== 'patient' || !RELATIVE_ASKED.test(before.text)) return undefined;
    const at = (item.said ?? []).map((words) => said.text.toLowerCase().indexOf(words.toLowerCase())).find((index) => index >= 0);
    const subject = at === undefined ? undefined : LAST_SUBJECT.exec(said.text.slice(0, at))?.[1]?.toLowerCase();
    if (subject !== 'he' && subject !== 'she') return undefined;
    const relatives = relativesNamed(RELATIVE_ASKED.exec(before.text)![0]);
    return { ...item, subject: 'family' as const, ...(relatives.length > 0 ? { relatives } : {}) };
  };
  const ofFamily = <T extends Diagnosis | Finding>(item: T): T => {
    const at = sentenceOf(item);
    const [before, said] = at > 0 ? [sentences[at - 1]!, sentences[at]!] : [];
    if (!before || !said) return item;
    const asked = ofRelativeAsked(item, said, before);
    if (asked) return asked;
    if (before.speaker !== said.speaker) return item;
    const family = notThePatient(item, said, before) ? { ...item, subject: 'family' as const } : item;
    const relatives = family.subject === 'family' && !family.relatives && REFERS_BACK.test(said.text) ? relativesNamed(before.text) : [];
    return relatives.length > 0 && !relatives.some(mayBeThePatient) ? { ...family, relatives } : family;
  };
  return { ...model, diagnoses: [...model.diagnoses.map(ofFamily), ...conditionsReferredTo(model, sentences, sentenceOf)], findings: model.findings.map(ofFamily) };
}

/** "My dad had them a lot", "my mother had it too": a relative with a condition named just before, by a pronoun. */
const RELATIVE_HAD_IT = /\b(?:my|his|her|their)\s+(?:[a-z]+\s+)?(?:mom|mum|mother|dad|father|sister|brother|grandmother|grandfather|grandma|grandpa|aunt|uncle|parents)\s+(?:also\s+)?(?:had|has|have|gets|got|used to get)\s+(?:them|it|those|these|one|that)\b/i;

/**
 * A family condition said by a pronoun ("I've never had a kidney stone, my dad had them a lot"): the condition the
 * sentence, or the doctor's question just before it, names, had by the relatives the pronoun's sentence names.
 */
function conditionsReferredTo(model: ClinicalModel, sentences: readonly Sentence[], sentenceOf: (item: Grounded) => number): Diagnosis[] {
  return sentences.flatMap((sentence, i) => {
    const said = RELATIVE_HAD_IT.exec(sentence.text);
    if (!said || sentence.speaker === 'doctor') return [];
    const relatives = relativesNamed(said[0]);
    // Read from the sentence, from the question before it, or from the two as an answer.
    const near = new Set([sentence.segmentId, sentences[i - 1]?.segmentId]);
    const named = model.diagnoses.filter((d) => d.subject === 'patient' && ([i, i - 1].includes(sentenceOf(d)) || d.evidence.every((id) => near.has(id))));
    const condition = named.at(-1);
    if (!condition || relatives.length === 0 || model.diagnoses.some((d) => d.subject === 'family' && d.name === condition.name)) return [];
    return [{ ...condition, evidence: [sentence.segmentId], text: sentence.text, subject: 'family' as const, status: 'confirmed' as const, temporality: 'past' as const, relatives }];
  });
}
