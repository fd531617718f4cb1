import type { LexiconEntry } from '../../lexicon/lexicon.js';
import {
  emptyClinicalModel,
  type Allergy,
  type ClinicalExtractor,
  type ClinicalModel,
  type ExtractionInput,
  type Investigation,
  type Procedure,
} from './clinical-model.js';
import { conceptContext } from './context/concept-context.js';
import { parseFollowUp } from './follow-up.js';
import { mergeDuplicates } from './merge.js';
import { parseMedications, type DrugMention } from './prescription/parse-medications.js';
import { segmentSpeakers, splitSentences, type Sentence } from './sentences.js';
import { TermIndex, codesOf, type TermMention } from './term-index.js';
import { extractVitals } from './vitals/extract-vitals.js';

/** "allergic to sulfa", "allergy: penicillin"; not "allergic rhinitis", which is a diagnosis. */
const ALLERGY = /\b(?:allerg(?:y|ies|ic)|intoleran(?:t|ce))\s*(?:to|with|:)\s|\bno known (?:drug )?allerg|\bnkda\b/i;
const NO_KNOWN_ALLERGY = /\b(no known (drug )?allerg|nkda|not allergic|no allerg)/i;
const FOODS = /\b(peanuts?|nuts?|milk|eggs?|wheat|gluten|sea ?food|fish|prawns?|shellfish|soy|lactose)\b/i;
const REPORTED = /^[\s:,-]*(?:report\s+|result\s+|level\s+|value\s+)?(?:is|was|were|of|came|shows?|showed|=|:)?\s*(\d[\d.,/]*\s*(?:%|mg\/dl|g\/dl|mmol\/l|miu\/l|u\/l|lakhs?|cells)?|normal|abnormal|positive|negative|high|low|raised|elevated)/i;
const DONE = /\b(done|given|performed|did|underwent|was put|inserted|dressed|sutured)\b/i;
const ADVICE = /\b(advis(?:e|ed)|avoid|drink|plenty of|bed rest|take rest|diet|exercise|walk(?:ing)?|reduce (?:salt|sugar|weight|oil)|stop smoking|quit|hydrat\w*|steam inhalation|gargles?|do not|don't|should not|keep the|elevat\w* the)\b/i;
const EXAMINATION = /\b(on examination|o\/e|examined|chest (?:is )?clear|abdomen (?:is )?(?:soft|tender)|throat (?:is )?(?:congested|red)|tonsils?|tender(?:ness)?|auscultation|crepitations?|crackles|rhonchi|air entry|pallor|icterus|oedema|edema|lymph ?nodes?|cervical os|fundal height|swelling|range of motion|rash (?:is|over))\b/i;
const SOCIAL = /\b(smok(?:e|es|er|ing)|alcohol|tobacco|gutka|pan masala|occupation|works as|sedentary|vegetarian|non-vegetarian)\b/i;

const evidenceOf = (sentence: Sentence) => [sentence.segmentId];

/** The rule-based extractor: lexicon matching, ConText-style assertions, prescription and vitals grammars. Runs in-process. */
export function createRuleBasedExtractor(lexicon: readonly LexiconEntry[]): ClinicalExtractor {
  const index = new TermIndex(lexicon);
  return { name: 'rule-based', extract: async (input) => extractClinicalModel(input, index) };
}

export function extractClinicalModel(input: ExtractionInput, index: TermIndex): ClinicalModel {
  const sentences = splitSentences(input.segments, input.mode);
  const model: ClinicalModel = { ...emptyClinicalModel(input), speakers: segmentSpeakers(sentences) };
  for (const sentence of sentences) readSentence(sentence, index, model);
  return mergeDuplicates(model);
}

function readSentence(sentence: Sentence, index: TermIndex, model: ClinicalModel): void {
  const { text } = sentence;
  const evidence = evidenceOf(sentence);
  const mentions = index.find(text);
  if (ALLERGY.test(text)) {
    // An allergy sentence names substances, not prescriptions or complaints.
    if (!NO_KNOWN_ALLERGY.test(text)) model.allergies.push(...readAllergies(sentence, mentions));
    return;
  }
  for (const vital of extractVitals(text)) {
    const { start, end, ...rest } = vital;
    model.vitals.push({ ...rest, evidence, text: text.slice(start, end) });
  }
  const drugs = drugMentions(mentions, index).filter((drug) => conceptContext(text, drug).presence !== 'absent');
  for (const medication of parseMedications(text, drugs)) model.medications.push({ ...medication, evidence });
  let complaint = false;
  for (const mention of mentions) {
    const kind = mention.entry.kind;
    if (kind === 'symptom' || kind === 'diagnosis') complaint = readCondition(sentence, mention, model) || complaint;
    else if (kind === 'lab' || kind === 'imaging') readInvestigation(sentence, mention, model.investigations);
    else if (kind === 'procedure') readProcedure(sentence, mention, model.procedures);
  }
  const followUp = parseFollowUp(text);
  if (followUp && !model.followUp) model.followUp = { ...followUp, evidence, text };
  if (EXAMINATION.test(text) && sentence.speaker !== 'patient') model.examinations.push({ evidence, text });
  else if (ADVICE.test(text) && drugs.length === 0 && !followUp) model.advice.push({ evidence, text });
  if (SOCIAL.test(text)) model.social.push({ evidence, text });
  // The patient's own account of a current complaint is the history of the present illness.
  if (complaint && sentence.speaker === 'patient') model.history.push({ evidence, text });
}

/** Drugs and brands named in the sentence; a brand stands for its generics. */
function drugMentions(mentions: readonly TermMention[], index: TermIndex): DrugMention[] {
  return mentions
    .filter((m) => m.entry.kind === 'drug' || m.entry.kind === 'brand')
    .map((m) => {
      if (m.entry.kind === 'drug') return { start: m.start, end: m.end, name: m.entry.term, codes: codesOf(m.entry) };
      const generics = m.entry.generics.map((g) => index.entry('drug', g)).filter((e): e is LexiconEntry => e !== undefined);
      return {
        start: m.start,
        end: m.end,
        name: m.entry.generics.join(' + '),
        brand: m.text,
        codes: generics.flatMap(codesOf),
      };
    });
}

/** Records a symptom or diagnosis; true when it is a current complaint of the patient. */
function readCondition(sentence: Sentence, mention: TermMention, model: ClinicalModel): boolean {
  const context = conceptContext(sentence.text, mention);
  const base = { name: mention.entry.term, evidence: evidenceOf(sentence), text: sentence.text, codes: codesOf(mention.entry) };
  if (mention.entry.kind === 'symptom') {
    model.findings.push({
      ...base,
      presence: context.presence,
      temporality: context.temporality,
      subject: context.subject,
      ...(context.duration ? { duration: context.duration } : {}),
      ...(context.onset ? { onset: context.onset } : {}),
    });
    return context.presence === 'present' && context.temporality === 'current';
  }
  const status = context.presence === 'absent' ? 'ruled_out' : context.presence === 'possible' ? 'suspected' : 'confirmed';
  model.diagnoses.push({ ...base, status, temporality: context.temporality, subject: context.subject });
  return false;
}

function readInvestigation(sentence: Sentence, mention: TermMention, into: Investigation[]): void {
  if (conceptContext(sentence.text, mention).presence === 'absent') return;
  const after = sentence.text.slice(mention.end);
  const reported = REPORTED.exec(after);
  into.push({
    name: mention.entry.term,
    status: reported ? 'reported' : 'advised',
    ...(reported ? { result: reported[1]!.trim() } : {}),
    evidence: evidenceOf(sentence),
    text: sentence.text,
    codes: codesOf(mention.entry),
  });
}

function readProcedure(sentence: Sentence, mention: TermMention, into: Procedure[]): void {
  if (conceptContext(sentence.text, mention).presence === 'absent') return;
  into.push({
    name: mention.entry.term,
    status: DONE.test(sentence.text) ? 'done' : 'advised',
    evidence: evidenceOf(sentence),
    text: sentence.text,
    codes: codesOf(mention.entry),
  });
}

function readAllergies(sentence: Sentence, mentions: readonly TermMention[]): Allergy[] {
  const evidence = evidenceOf(sentence);
  const named = mentions.filter((m) => m.entry.kind !== 'symptom');
  if (named.length > 0) {
    return named.map((m) => ({
      substance: m.entry.kind === 'brand' ? m.entry.generics.join(' + ') : m.entry.term,
      category: m.entry.kind === 'drug' || m.entry.kind === 'brand' ? ('drug' as const) : ('other' as const),
      evidence,
      text: sentence.text,
      codes: codesOf(m.entry),
    }));
  }
  // A substance the lexicon does not know: the words after "allergic to".
  const substance = /\b(?:allerg(?:y|ic)|intoleran(?:t|ce))\s+(?:to|with)\s+([\p{L}\s-]{2,40}?)(?=[,.;]|\s+(?:and|which|causing|with|since)\b|$)/iu.exec(sentence.text)?.[1]?.trim();
  if (!substance) return [];
  const category = FOODS.test(substance) ? ('food' as const) : /\b(drugs?|medicines?|tablets?|sulfa|sulpha|penicillin)\b/i.test(substance) ? ('drug' as const) : ('other' as const);
  return [{ substance, category, evidence, text: sentence.text, codes: [] }];
}
