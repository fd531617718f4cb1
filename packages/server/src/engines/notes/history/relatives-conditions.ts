/**
 * A relative's condition told by whoever speaks for the patient: "I have a son also who is nine. He also has autism."
 * said of a girl. The sentence's "he" or "she" is the relative just named when it is not the patient's pronoun.
 */
import type { ClinicalModel, Diagnosis, Finding } from '../clinical-model.js';
import type { Sentence } from '../sentences.js';

/** A relative named in the sentence before, son and daughter included (here they are not the patient). */
const RELATIVE = /\b(?:son|daughter|brother|sister|mother|father|mom|dad|husband|wife|uncle|aunt|cousin|grandfather|grandmother|twin|sibling)s?\b/i;
/** The sentence opens on a third person: "he also has autism", "and she had asthma too". */
const OPENS_ON = /^\W*(?:(?:and|so|but|also|well)\W+)*(he|she)\b/i;

export function withRelativesConditions(model: ClinicalModel, sentences: readonly Sentence[]): ClinicalModel {
  const sex = model.patientSex;
  if (!sex) return model;
  const notThePatient = (item: Diagnosis | Finding): boolean => {
    if (item.subject !== 'patient') return false;
    const at = sentences.findIndex((s) => s.segmentId === item.evidence[0] && s.text === item.text);
    const pronoun = at > 0 ? OPENS_ON.exec(sentences[at]!.text)?.[1]?.toLowerCase() : undefined;
    if (!pronoun || (pronoun === 'he') === (sex === 'male')) return false;
    const before = sentences[at - 1]!;
    return before.speaker === sentences[at]!.speaker && RELATIVE.test(before.text);
  };
  const ofFamily = <T extends Diagnosis | Finding>(item: T): T => (notThePatient(item) ? { ...item, subject: 'family' } : item);
  return { ...model, diagnoses: model.diagnoses.map(ofFamily), findings: model.findings.map(ofFamily) };
}
