/**
 * The sig the doctor gives in the sentence after naming a drug: "… and we'll get you some motrin." — "We'll give you
 * 600 milligrams every six hours and take that for about a week." A drug prescribed without a dose or frequency
 * takes what its own sentence did not say from the doctor's next sentence or the one after, when that sentence names
 * no drug, asks nothing, gives an amount and speaks of taking it ("lortab 5 milligrams." — "One to two tablets every
 * six hours as needed."). A patient's turn in between ends the search: their numbers are
 * theirs ("I used to take 10 milligrams").
 */
import type { Medication } from '../clinical-model.js';
import { isQuestion } from '../dialogue/questions.js';
import { doctorSentenceOf, type DrugSentences } from './drug-sentences.js';
import { readAttributes } from './attributes.js';
import { changeOfItAfter } from './change.js';
import { withoutUndefined } from './parse-medications.js';

/** How many sentences after the drug's the sig may come. */
const REACH = 2;

/** Words of taking a drug, or of referring back to it: "give you", "take it", "that", "the dose". */
const ABOUT_TAKING = /\b(?:take|taking|give|giving|use|using|dose|it|that|them|those|this|one)\b/i;
/** A sentence that opens on how much to take: "Two puffs only when breathless, SOS." */
const AMOUNT_FIRST = /^\W*(?:one|two|three|four|half|[1-4])\s+(?:puffs?|tablets?|tabs?|capsules?|caps?|drops?|ml|teaspoons?|sachets?)\b/i;
/** The as-needed part of a sig, which the attribute readers leave in the instruction. */
const AS_NEEDED = /\b(?:as|when|if) needed(?: for (?:the |any |your )?[a-z]+)?/i;

export function withSigSaidNext(
  medications: readonly Medication[],
  around: DrugSentences,
): Medication[] {
  const { sentences, namesDrug } = around;
  return medications.map((medication) => {
    if (medication.status !== 'prescribed' || medication.dose || medication.frequency) return medication;
    const at = doctorSentenceOf(medication, around);
    if (at === undefined) return medication;
    for (let next = at + 1; next <= at + REACH && next < sentences.length; next++) {
      const sentence = sentences[next]!;
      if (sentence.speaker !== 'doctor' || namesDrug(next) || isQuestion(sentence.text)) return medication;
      const sig = sigOf(sentence.text);
      // What the drug's own sentence said (its strength) stands; the next sentence adds what it did not say.
      if (sig) return { ...sig, ...medication, evidence: [...new Set([...medication.evidence, sentence.segmentId])] };
    }
    return medication;
  });
}

type Sig = Pick<Medication, 'strength' | 'previousStrength' | 'change' | 'dose' | 'form' | 'frequency' | 'timing' | 'duration' | 'route' | 'instruction'>;

/** The sig a sentence gives, if it gives an amount to take. */
function sigOf(text: string): Sig | undefined {
  const read = readAttributes(text, false);
  if (!(read.strength || read.dose || read.doseRange) || !(ABOUT_TAKING.test(text) || (read.dose && AMOUNT_FIRST.test(text)))) return undefined;
  const asNeeded = AS_NEEDED.exec(text)?.[0];
  // "(The sertraline is helping.) So I want to increase it from 50 to 100 mg": the change, with the strength before it.
  const ofIt = changeOfItAfter(text);
  return withoutUndefined<Sig>({ strength: read.strength, previousStrength: ofIt && read.previousStrength, change: ofIt?.change, dose: read.dose, form: read.form, frequency: read.frequency, timing: read.timing, duration: read.duration, route: read.route, instruction: [read.doseRange, asNeeded, read.dailyMaximum].filter(Boolean).join(', ') || undefined });
}
