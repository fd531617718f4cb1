/**
 * What the doctor does with a medication in this visit, from the words said just before its name: "increase his
 * metformin to 1000 mg" increases, "let's continue her on the allopurinol" continues, "I'm going to start her on
 * some Lasix" starts. The nearest verb before the name counts; none said is no change recorded.
 */
import type { Medication } from '../clinical-model.js';
import { readAttributes } from './attributes.js';
import { withoutUndefined } from './parse-medications.js';

type Change = NonNullable<Medication['change']>;

/** What a drug mentioned several ways has done to it, the most telling first: a refill ordered says more than "we have you on …", and "start" no more than prescribing. */
export const CHANGE_PRECEDENCE: readonly Change[] = ['stop', 'increase', 'decrease', 'refill', 'continue', 'start'];

const CHANGES: readonly [RegExp, Change][] = [
  [/\b(?:increas\w*|bump\w*(?: (?:it|that|you|him|her))? up|go(?:ing)? up on|up the dose|double)\b/gi, 'increase'],
  [/\b(?:decreas\w*|reduc\w*|lower\w*|cut\w* (?:back|down)|taper\w*|wean\w*)\b/gi, 'decrease'],
  // "The only thing I want you taking is Tylenol": what the patient goes on taking.
  [/\b(?:continu\w*|keep\w*(?: (?:you|him|her|them))? (?:on|taking|using)|keep (?:the|your|his|her)(?= $)|stay\w* on|remain\w* on|we have (?:you|him|her|them) on|want (?:to want )?(?:you|him|her|them) (?:taking|using)|been giv\w*|have (?:you|him|her|them) (?:use|take|keep using|keep taking)(?= (?:your|his|her|their)\b))\b/gi, 'continue'],
  [/\b(?:refill\w*|renew\w*)\b/gi, 'refill'],
  // "Switched her from a furosemide to torsemide": the drug switched from is stopped.
  [/\bswitch\w*(?: (?:you|him|her|them))?(?: over)? from(?: (?:a|an|the|your|his|her|their))?\s*$/gi, 'stop'],
  // "Stay off the aspirin": left off, for a while or for good.
  [/\b(?:stay\w*|keep\w*|lay) off(?: of)?\b/gi, 'stop'],
  [/\b(?:stop\w*|discontinu\w*|hold\w*(?! (?:steady|stable|still|on to|onto)\b)|come off|(?<!\b(?:can|could|might|may|eventually|hopefully) )(?:get|take|took|getting|taking) (?:you|him|her|them) off(?: of)?)\b/gi, 'stop'],
  [/\b(?:(?<!(?:keep|continue|continue to|keep on|still|stop|been|are|is|were|was|you|you're|he|she|they|we|i) )tak(?:e|ing)|start\w*|prescrib\w*|put(?:ting)? (?:you|him|her|them) on|begin|initiat\w*|add\w*|(?<!been )giv\w*|order\w*|try (?:you|him|her|them) on|have (?:you|him|her|them) (?:take|start|try)|(?:recommend|want|like)\w* (?:that )?(?:you|him|her|them) (?:to )?get|switch\w*)\b/gi, 'start'],
];

/** How far before the name a verb still governs it. */
const WINDOW = 80;

export function changeBefore(textBeforeName: string): Change | undefined {
  const window = textBeforeName.slice(-WINDOW);
  let nearest: { at: number; change: Change } | undefined;
  for (const [pattern, change] of CHANGES) {
    for (const match of window.matchAll(pattern)) {
      if (!nearest || match.index > nearest.at) nearest = { at: match.index, change };
    }
  }
  return nearest?.change;
}

/** "Keep the aspirin off (until after surgery)": kept off, the stop said after the name (not "start the gabapentin off at 100 mg"). */
const KEPT_BEFORE = /\b(?:keep|leave|stay)\w*\s+(?:the\s+|your\s+|his\s+|her\s+)?$/i;
const OFF_AFTER = /^\s*(?:off|on hold)\b/i;
/**
 * "Don't take the aspirin (until I see you again)": the drug itself not to be taken, said with nothing after it but
 * how long ("until …", "for five days before …") or the clause's end; not a limit or a way of taking it ("don't take
 * more than four of the tylenol", "don't take the metformin on an empty stomach").
 */
/** The doctor's "don't take", "I don't want you to use", "you should not restart": the words up to the verb. */
export const NOT_TO_TAKE = String.raw`\b(?:do(?:n't| not)|not to|never|should(?:n't| not)|must(?:n't| not))\s+(?:(?:want|need|like)\s+(?:you|him|her|them)\s+to\s+)?(?:take|use|restart)`;
const NOT_TO_TAKE_BEFORE = new RegExp(String.raw`${NOT_TO_TAKE}\s+(?:(?:the|your|his|her|any)\s+)?$`, 'i');
const FOR_A_WHILE_AFTER = /^\s*(?:$|[,.;!?]|(?:until|till|before|prior to|for|anymore|any more|for now|right now|at all|again)\b)/i;

/** The words around a drug's name stop it: "keep the aspirin off until after surgery", "don't take the aspirin until …". */
export const stoppedAround = (textBeforeName: string, textAfterName: string) =>
  (KEPT_BEFORE.test(textBeforeName) && OFF_AFTER.test(textAfterName)) || (NOT_TO_TAKE_BEFORE.test(textBeforeName) && FOR_A_WHILE_AFTER.test(textAfterName));

/** "(the sertraline is helping, so I want to) increase it from 50 to 100 mg": a change said of the drug after its name. */
const CHANGE_OF_IT =
  /\b(increas(?:e|ing)|rais(?:e|ing)|bump(?:ing)? up|go(?:ing)? up on|decreas(?:e|ing)|lower(?:ing)?|reduc(?:e|ing)|cut(?:ting)? down|cut(?:ting)? back|drop(?:ping)?)\s+(?:it|that|this|(?:the|your|his|her) (?:dose|dosage))\b/i;

/** The change said of a drug named before it, by a pronoun, in the words after its name, and the words after the verb. */
export function changeOfItAfter(textAfterName: string): { change: 'increase' | 'decrease'; after: string } | undefined {
  const match = CHANGE_OF_IT.exec(textAfterName);
  if (!match) return undefined;
  const change = /^(?:increas|rais|bump|go)/i.test(match[1]!) ? 'increase' : 'decrease';
  return { change, after: textAfterName.slice(match.index + match[0].length) };
}

type SigOfIt = Pick<Medication, 'strength' | 'previousStrength' | 'dose' | 'frequency' | 'timing' | 'duration'>;

/**
 * A drug with the change said of it after its name (`changeOfItAfter`): "increase it from fifty milligrams to one
 * hundred once a day" gives the strengths, and how much and how often where the drug's own words did not say it.
 */
export function withChangeOfIt<M extends SigOfIt>(medication: M, textAfterName: string): { change: 'increase' | 'decrease'; medication: M } | undefined {
  const said = changeOfItAfter(textAfterName);
  if (!said) return undefined;
  const sig = readAttributes(said.after, false);
  if (!sig.previousStrength) return { change: said.change, medication };
  const { strength, previousStrength, dose, frequency, timing, duration } = sig;
  const told = withoutUndefined<SigOfIt>({ strength, previousStrength, dose: medication.dose ?? dose, frequency: medication.frequency ?? frequency, timing: medication.timing ?? timing, duration: medication.duration ?? duration });
  return { change: said.change, medication: { ...medication, ...told } };
}

