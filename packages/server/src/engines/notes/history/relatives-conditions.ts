/**
 * A relative's condition told by whoever speaks for the patient: "I have a son also who is nine. He also has autism."
 * said of a girl; "my mom was almost 45 — when she was diagnosed with breast cancer". The sentence's "he" or "she" is
 * the relative just named when it is not the patient's pronoun, or when the relative is a parent, sibling or spouse.
 */
import type { ClinicalModel, Diagnosis, Finding, Grounded } from '../clinical-model.js';
import type { Sentence } from '../sentences.js';

/** A relative named in the sentence before, son and daughter included (of the other sex they are not the patient). */
const RELATIVE = /\b(?:son|daughter|brother|sister|mother|father|mom|dad|husband|wife|uncle|aunt|cousin|grandfather|grandmother|twin|sibling)s?\b/i;
/** "My mom was almost 45": a relative who is not the patient, whoever speaks (a parent may bring a son or daughter). */
const NOT_A_CHILD = /\bmy\s+(?:brother|sister|mother|father|mom|dad|husband|wife|uncle|aunt|cousin|grandfather|grandmother|grandma|grandpa)s?\b/i;
/** The sentence opens on a third person: "he also has autism", "and she had asthma too", "when she was diagnosed". */
const OPENS_ON = /^\W*(?:(?:and|so|but|also|well|when|then)\W+)*(he|she)\b/i;

/** `sentenceOf`: the index of the sentence an item was read from, -1 for one read from several (an answer). */
export function withRelativesConditions(model: ClinicalModel, sentences: readonly Sentence[], sentenceOf: (item: Grounded) => number): ClinicalModel {
  const sex = model.patientSex;
  const notThePatient = (item: Diagnosis | Finding): boolean => {
    if (item.subject !== 'patient') return false;
    const at = sentenceOf(item);
    const pronoun = at > 0 ? OPENS_ON.exec(sentences[at]!.text)?.[1]?.toLowerCase() : undefined;
    const before = sentences[at - 1];
    if (!pronoun || before?.speaker !== sentences[at]!.speaker) return false;
    const otherSex = sex !== undefined && (pronoun === 'he') !== (sex === 'male');
    return NOT_A_CHILD.test(before.text) || (otherSex && RELATIVE.test(before.text));
  };
  const ofFamily = <T extends Diagnosis | Finding>(item: T): T => (notThePatient(item) ? { ...item, subject: 'family' } : item);
  return { ...model, diagnoses: model.diagnoses.map(ofFamily), findings: model.findings.map(ofFamily) };
}
