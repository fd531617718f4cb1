/**
 * The prescription parser of the clinical notes engine: a sentence and the drugs found in it (by the caller's
 * lexicon lookup) in, one structured medication per drug out, each with only its own attributes:
 * "Tab Pan 40 mg OD before breakfast and Tab Dolo 650 SOS for fever" gives Pan 40 mg OD before breakfast, and
 * Dolo 650 SOS "for fever". Negation ("no need of antibiotics") is the caller's business.
 */
import type { Code, Medication, MedicationStatus } from '../clinical-model.js';
import { AttributeText } from './attribute-text.js';
import { readAttributes } from './attributes.js';
import { findForm } from './form.js';
import { bareStrengthBefore, countBefore, findDose, findStrength } from './quantity.js';
import { saysApply } from './route.js';
import { mentionsTaper } from './schedule.js';
import { segmentSentence, type DrugWords } from './segment.js';
import { findContinueSame, statusBefore } from './status.js';

/** A drug name found in the sentence by the caller (lexicon lookup); character offsets into the sentence. */
export interface DrugMention {
  start: number;
  end: number;
  name: string;
  brand?: string;
  codes: Code[];
}

/** The structured medication, minus evidence (the caller adds evidence and sets `text`). */
export type ParsedMedication = Omit<Medication, 'evidence'>;

/** The sig said of every drug before it: "… and two ibuprofen 200 mg, and take that three times a day". */
const SHARED_SIG = /\btake (?:that|them|those|these|both|all of (?:them|those|these)|them all|it all)\s+(?=(?:once|twice|one|two|three|four|\d+|every|each|daily)\b)/i;

export function parseMedications(sentence: string, drugs: readonly DrugMention[]): ParsedMedication[] {
  const segments = segmentSentence(sentence, drugs);
  const parsed = parseSegments(sentence, segments);
  const shared = segments.length > 1 && SHARED_SIG.test(segments.at(-1)!.after) ? parsed.at(-1)?.frequency : undefined;
  // A drug stopped takes no sig.
  return shared ? parsed.map((medication) => (medication.frequency || medication.status === 'stopped' || medication.change === 'stop' ? medication : { ...medication, frequency: shared })) : parsed;
}

function parseSegments(sentence: string, segments: readonly DrugWords<DrugMention>[]): ParsedMedication[] {
  // A status said before one drug holds for the next ones until another is said: "Continue Telma 40 and Ecosprin 75".
  let carried: MedicationStatus | undefined;
  return segments.map(({ mention, lead, context, after, start, end }) => {
    const said = statusBefore(context);
    const attributes = readAttributes(after, mentionsTaper(context));
    const leadWords = new AttributeText(lead);
    const leadStrength = leadWords.read(findStrength);
    const leadDose = leadWords.read(findDose);
    const leadForm = leadWords.read(findForm);
    const leadCount = leadStrength || leadDose || leadForm ? undefined : countBefore(lead);
    const leadBareStrength = leadStrength || leadDose || leadForm || leadCount ? undefined : bareStrengthBefore(lead);
    const continueSame = attributes.continueSame || findContinueSame(context) !== undefined;
    const status = statusOf({ before: said, after: attributes.status, carried }, continueSame);
    carried = said ?? carried;
    const flags: Medication['flags'] = [];
    if (attributes.tapering) flags.push('tapering');
    if (continueSame) flags.push('continue_same');
    return withoutUndefined<ParsedMedication>({
      text: sentence.slice(start, end),
      name: mention.name,
      brand: mention.brand,
      strength: attributes.strength ?? leadStrength ?? leadBareStrength,
      previousStrength: attributes.previousStrength,
      dose: attributes.dose ?? leadDose ?? leadCount,
      form: leadForm ?? attributes.form,
      route: attributes.route ?? (saysApply(context) || saysApply(after) ? 'topical' : undefined),
      frequency: attributes.frequency,
      timing: attributes.timing,
      duration: attributes.duration,
      instruction: attributes.instruction,
      status,
      flags,
      codes: [...mention.codes],
    });
  });
}

interface SaidStatus {
  before?: MedicationStatus | undefined;
  after?: MedicationStatus | undefined;
  /** Said before an earlier drug of the sentence. */
  carried?: MedicationStatus | undefined;
}

/**
 * A stop said after the name wins ("was taking Ecosprin, stopped it"); then what was said before the name;
 * then after it ("Telma 40 continue"); then before an earlier drug. "Continue the same" is a current drug.
 */
function statusOf({ before, after, carried }: SaidStatus, continueSame: boolean): MedicationStatus {
  if (after === 'stopped') return 'stopped';
  const status = before ?? after ?? carried ?? 'prescribed';
  return continueSame && status !== 'stopped' ? 'current' : status;
}

/** The medication without the attributes that were not said, so that it has only what it has. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
