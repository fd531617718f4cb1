/**
 * Someone who speaks for the patient: a parent for a child, most often. The doctor's words show it ("Karen is
 * accompanied by her father", "hey dad", "is she in therapy?"); what that speaker tells of "she" or "he" is then the
 * patient's history, and their "I" is their own ("I noticed it a couple of weeks ago" is the father's noticing).
 */
import type { Grounded } from '../clinical-model.js';
import { isQuestion } from '../dialogue/questions.js';
import type { Sentence } from '../sentences.js';

export interface Informant extends Grounded {
  /** "father", "mother": as the doctor named them. */
  relation?: string;
}

const RELATION = String.raw`mother|mom|mum|father|dad|parents?|grandmother|grandma|grandfather|grandpa|guardian|caregiver|aunt|uncle`;
/** The doctor presenting who came with the patient: "accompanied by her father", "brought in by his mom". */
const ACCOMPANIED = new RegExp(String.raw`\b(?:accompanied by|brought in by|(?:is )?here (?:today )?with) (?:her|his|their) (${RELATION})\b`, 'i');
/** The doctor speaking to a parent: "hey dad how are you", "so dad how often …"; not "so dad had a heart attack". */
const ADDRESSED = /\b(?:hey|hi|hello|thanks|thank you)\s+(mom|mum|dad)\b|\b(?:so|okay|and|well)\s+(mom|mum|dad)\s+(?:how|what|when|does|did|is|has|have|can|tell)\b/i;
/** The doctor asking of the patient in the third person: "is she in therapy?", "and she's how old now?". */
const ASKED_OF = /\b(?:is|does|has|did|was|can|will|could)\s+(she|he)\b|\b(she|he)'s\b/i;
const EACH_ASKED_OF = new RegExp(ASKED_OF.source, 'gi');
/** The patient's side telling of "she" or "he" (the patient), or of "I" (themselves). */
const TELLS_OF_THIRD = /(?:^|[,.]\s*|\b(?:and|but|so|then)\s+)(she|he)\s+(?:\w+\s+)?(?:is|was|has|had|does|did|doesn't|didn't|sees|gets|goes|just|still|also|can|can't)\b/gi;
const TELLS_OF_SELF = /(?:^|[,.]\s*|\b(?:and|but|so|then)\s+)i\s+(?:\w+\s+)?(?:am|was|have|had|do|did|don't|didn't|get|go|just|still|also|can|can't|feel|noticed)\b/gi;
/** Asked of the patient in the third person this often, by a doctor whose questions the patient's side answers so. */
const MIN_QUESTIONS_OF = 2;

const RELATIONS: Readonly<Record<string, string>> = { mom: 'mother', mum: 'mother', dad: 'father', grandma: 'grandmother', grandpa: 'grandfather', parent: 'parents' };
const relationOf = (said: string) => RELATIONS[said.toLowerCase()] ?? said.toLowerCase();

/** Who speaks for the patient, if the doctor's words show that someone does. */
export function informantOf(sentences: readonly Sentence[]): Informant | undefined {
  const doctor = sentences.filter((s) => s.speaker === 'doctor');
  for (const sentence of doctor) {
    const said = ACCOMPANIED.exec(sentence.text) ?? ADDRESSED.exec(sentence.text);
    if (said) return { evidence: [sentence.segmentId], text: sentence.text, relation: relationOf((said[1] ?? said[2])!) };
  }
  // Unannounced: the doctor asks of "she" or "he", and the patient's side tells more of them than of themselves (a
  // spouse's "he snores" beside the patient's own account is not this).
  const asked = doctor.filter((s) => (isQuestion(s.text) || /\?\s*$/.test(s.text)) && ASKED_OF.test(s.text));
  if (asked.length < MIN_QUESTIONS_OF) return undefined;
  const patientSide = sentences.filter((s) => s.speaker === 'patient').map((s) => s.text);
  const count = (pattern: RegExp) => patientSide.reduce((n, text) => n + [...text.matchAll(pattern)].length, 0);
  return count(TELLS_OF_THIRD) > count(TELLS_OF_SELF) ? { evidence: asked.map((s) => s.segmentId), text: asked.map((s) => s.text).join(' ') } : undefined;
}

/** The patient's sex as the doctor's questions of them say it ("is she …?"), when they say only one. */
export function sexAskedOf(sentences: readonly Sentence[]): 'female' | 'male' | undefined {
  const said = new Set(
    sentences
      .filter((s) => s.speaker === 'doctor')
      .flatMap((s) => [...s.text.matchAll(EACH_ASKED_OF)].map((m) => (m[1] ?? m[2])!.toLowerCase())),
  );
  return said.size === 1 ? (said.has('she') ? 'female' : 'male') : undefined;
}
