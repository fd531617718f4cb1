import { namesNoTest } from './generic-tests.js';
import { spellingsOf, type LexiconEntry } from '../../lexicon/lexicon.js';
import {
  emptyClinicalModel,
  type Advice,
  type Allergy,
  type ClinicalExtractor,
  type ClinicalModel,
  type Diagnosis,
  type ExtractionInput,
  type Grounded,
  type HistoryStatement,
  type Statement,
  type Investigation,
  type Medication,
  type MedicationStatus,
  type Procedure,
} from './clinical-model.js';
import { conceptContext, type ConceptContext } from './context/concept-context.js';
import { maskOpeningAnswer, type Polarity } from './dialogue/answers.js';
import { statementAnswered } from './dialogue/answered-question.js';
import { detailAnswered } from './dialogue/detail-answered.js';
import { episodesAnswered } from './dialogue/episodes-answered.js';
import { homeReadingsAnswered, measureAsked } from './dialogue/home-readings-answered.js';
import { socialAnswered } from './dialogue/social-answered.js';
import { testSite } from './results/result-findings.js';
import { LOOKS } from './examination/exam-findings.js';
import { movementAnswered, resistanceAnswered, tendernessAnswered } from './examination/palpation-answered.js';
import { readDialogue, type Exchange } from './dialogue/exchanges.js';
import { pickedIndexes, placesPicked } from './dialogue/picks-by-place.js';
import { qualityAnswered } from './dialogue/quality-answered.js';
import { ROLES_EXCHANGED, withRolesChecked } from './dialogue/speaker-roles.js';
import { withRelativesConditions } from './history/relatives-conditions.js';
import { isUnderWay } from './history/under-way.js';
import { noneAnswered, noneSaid, type NoneSaid } from './history/none-said.js';
import { surgeriesAnswered } from './history/surgeries-answered.js';
import { symptomsDeniedAsNormal, symptomsDeniedInAnswer } from './history/normal-function.js';
import { relativesNamed, relativesWith, whoseCondition } from './history/family-relatives.js';
import { parseFollowUp } from './follow-up.js';
import { adviceOf } from './plan/advice.js';
import { contactInstructions, NOT_BETTER, sendsToEmergency } from './plan/contact.js';
import { careCoordinationOf } from './plan/coordination.js';
import { contingentOrders } from './plan/contingency.js';
import { withProcedureDates } from './history/procedure-dates.js';
import { withListReviewedTaken } from './prescription/reviewed-list.js';
import { inLakhs, spokenNumbersInDigits } from './vitals/spoken-numbers.js';
import { HUNDRED_LEFT_OUT, NUMBER, SAID_DECIMAL } from './prescription/numbers.js';
import { devicesOrdered } from './plan/device.js';
import { orderedTest } from './plan/ordered-test.js';
import { referralOf } from './plan/referral.js';
import { testPurpose } from './plan/test-purpose.js';
import { testDue } from './plan/test-due.js';
import { weightBearing } from './plan/weight-bearing.js';
import { isSurgeryRead, surgeryAdvised, surgeryTechnique } from './plan/surgery.js';
import { mergeDuplicates } from './merge.js';
import { diagnosisInIndex, readDictation } from './narrative/dictated.js';
import { relativesApart, relativesConditions } from './history/relative-answers.js';
import { smokingHistory } from './history/smoking-history.js';
import { DIET_WORDS, dietHistory } from './history/diet-history.js';
import { withCurrentContinued, withTreatmentsContinued } from './plan/continued-treatment.js';
import { readNarrative, type NarrativeReading } from './narrative/read-narrative.js';
import { capitalise, escapedForRegExp, saysWords, withoutHesitations } from './narrative/spoken-text.js';
import { isAdviceFor, isFor } from './plan/indications.js';
import { changeBefore, changeOfItAfter, NOT_TO_TAKE, stoppedAround, withChangeOfIt } from './prescription/change.js';
import { parseMedications, type DrugMention, type ParsedMedication } from './prescription/parse-medications.js';
import { withoutVaccinesHad } from './prescription/vaccines.js';
import { NOT_A_MEDICINE } from './prescription/not-a-medicine.js';
import { withSigSaidNext } from './prescription/sig-said-next.js';
import { withWeekdayDoses } from './prescription/weekday-doses.js';
import { withDoseChangeSaidBefore } from './prescription/dose-change-said-before.js';
import type { DrugSentences } from './prescription/drug-sentences.js';
import { segmentSpeakers, splitSentences, type Sentence } from './sentences.js';
import { TermIndex, codesOf, type TermMention } from './term-index.js';
import { vitalsSaid } from './vitals/extract-vitals.js';
import { bareWeightUnit } from './vitals/vital-units.js';
import { isRecalledReading, todaysReadingAt } from './vitals/recalled-reading.js';
import { statedDiagnosis } from './narrative/stated-diagnosis.js';
import { painOfPartNamedBefore, painSaidAsHurting, partNamed } from './narrative/hurting.js';
import { sideSaidWith } from './context/side.js';
import { withFocusOnVisitSide } from './visit-side.js';
import { withDiagnosisNamedAs } from './named-as.js';
import { isSocial } from './history/social.js';
import { tellsMoreThanNamed } from './history/complaint-histories.js';
import { planAgreement } from './plan/agreement.js';
import { withOffersDeclined } from './plan/offer-declined.js';

/** "allergic to sulfa", "allergy: penicillin"; not "allergic rhinitis", which is a diagnosis. */
const ALLERGY = /\b(?:allerg(?:y|ies|ic)|intoleran(?:t|ce))\s*(?:to|with|:)\s|\bno known (?:drug )?allerg|\bnkda\b/i;
const NO_KNOWN_ALLERGY = /\b(no known (drug )?allerg|nkda|not allergic|no allerg)/i;
const FOODS = /\b(peanuts?|nuts?|milk|eggs?|wheat|gluten|sea ?food|fish|prawns?|shellfish|soy|lactose)\b/i;
/**
 * A value said in words after its verb: "(creatinine) is zero point nine", "(sodium) is one thirty eight", "(platelets)
 * one lakh twenty thousand"; not a count of something else ("check the a1c three months later", "two tubes").
 */
const VALUE_VERB = String.raw`(?:is|was|were|of|came(?: back)?(?: at| as)?|at)\s+`;
const IN_LAKHS = String.raw`(?:\s+lakhs?(?:\s+(?:${NUMBER})\s+thousand)?)?`;
const NOT_A_COUNT = String.raw`(?![\w-]|\s+(?:days?|weeks?|months?|years?|hours?|minutes?|views?|tubes?|times?|later|from now|more|other|again|each|of (?:them|those|these)))`;
/** A decimal or a number with its hundred left out may follow the name bare; any other number only its verb. */
const VALUE_IN_WORDS = String.raw`(?:${VALUE_VERB})?((?:${HUNDRED_LEFT_OUT}|${SAID_DECIMAL})${IN_LAKHS})${NOT_A_COUNT}|${VALUE_VERB}((?:${NUMBER})${IN_LAKHS})${NOT_A_COUNT}`;
const REPORTED = new RegExp(
  String.raw`^[\s:,-]*(?:report\s+|result\s+|level\s+|value\s+)?(?:${VALUE_IN_WORDS}|(?:is|was|were|of|came|shows?|showed|=|:)?\s*(\d[\d.,/]*\s*(?:%|mg\/dl|g\/dl|mmol\/l|miu\/l|u\/l|lakhs?|cells)?|normal|abnormal|positive|negative|high|low|raised|elevated))`,
  'i',
);
/** The result REPORTED read: a value said in words in digits ("six point seven" → 6.7, "one thirty eight" → 138). */
function resultSaid(reported: RegExpExecArray): string {
  const inWords = reported[1] ?? reported[2];
  return inWords === undefined ? reported[3]!.trim() : spokenNumbersInDigits(inLakhs(inWords.trim())).text;
}
/** Said within a few words before a drug: "I don't want to take insulin", "she declined the statin". */
/** Said within a few words before a drug, no other verb between: "avoid painkillers like Brufen", "no more ibuprofen". */
const FORBIDDEN_BEFORE = /\b(?:avoid|avoiding|stay away from|no more|never take)\b(?:\s+(?!(?:take|use|start|continue|give|try)\b)[\w']+){0,4}\s*$/i;
/**
 * The doctor's "don't take", said within a few words before a drug: "don't take any ibuprofen", "I don't want you to
 * take aleve", "you should not use the cream". Not a question, nor under "if" ("if you don't take it, …").
 */
const TOLD_NOT_TO_TAKE_BEFORE = new RegExp(
  String.raw`^(?![^.]*\bif\b[^,.]*$)[^?]*${NOT_TO_TAKE}\s+(?:(?:the|your|any|his|her)\s+)?(?:[\w-]+\s+(?:or|and|nor)\s+(?:(?:the|your|any)\s+)?)?$`,
  'i',
);
/** A reaction said just before a drug: "itching with the methylprednisolone", "a rash from the amoxicillin". */
const REACTION_BEFORE = /\b(itch(?:ing|es|y)?|rash(?:es)?|hives|reaction)\s+(?:with|from|to)\s+(?:the\s+|that\s+|your\s+|my\s+)?$/i;
/** How many words before a reaction may make it none had. */
const REACTION_LEAD_IN_WORDS = 3;
/** Words before a reaction that make it no reaction had: a question of any, a denial, a condition, a treatment. */
const NO_REACTION_HAD = /\b(?:any|no|not|never|without|if|when|in case|treat\w*|for|prevent\w*|watch|notice|develop|call)\b|n't\b/i;
/** …or just after it: "(another methylprednisolone,) and that itched me like crazy", "it gave me a rash". */
const REACTION_AFTER = /^[\s,]*(?:(?:and|but|which|so)\s+)?(?:that|it|this)\s+(itched|made me itch|gave me (?:a |some )?(?:rash|hives))\b/i;
const DECLINED_BEFORE = /\b(?:do(?:n't| not) want(?! (?:you|him|her|them) to\b)|would(?:n't| not) (?:want|like)|rather not|refuse[sd]?|refusing|decline[sd]?|declining|not interested in|not keen on|against taking)\b(?:\s+[\w']+){0,4}\s*$/i;
const DONE_BEFORE = /\b(?:had|got|did|took|was done|were done|was taken|were taken|have had|came back|obtained|(?:was|were) able to (?:get|do|obtain))\b/i;
/** "We have ordered some labs on you before the visit", "done prior to this appointment": done before this visit, not next. */
const BEFORE_THIS_VISIT = /\b(?:before|prior to|ahead of)\s+(?:the|this|today's|our)\s+(?:visit|appointment)\b/i;
const TO_BE_DONE = /\b(?:will|going to|gon ?na|want to|wan ?na|would like|i'd like|let's|need to|should|plan to)\b/i;
const REVIEWED = /\b(?:results?|reviewing|reviewed|(?:look|looking|looked) at|show me|go over|going over|went over|pull(?:ed)? up|came back|showed|shows|revealed|demonstrated|looks? (?:normal|good|fine|okay)|was (?:normal|elevated|high|low|unremarkable)|were (?:normal|elevated|high|low)|unremarkable)\b/i;
/** "(the x-ray) results", "the results of (your ekg)": the test named as read out. */
const RESULTS_AFTER = /^\s+results?\b/i;
const RESULTS_TO_COME = /\b(?:once|when|pending|until|after|before|get|gets|getting|await\w*|wait\w*)\b(?:\s+\S+){0,3}\s*$/i;
const RESULTS_OF = /\bresults? of (?:the |your |his |her |this |that )?(?:[\w-]+\s+){0,2}$/i;
/** "(so) taking a look at your x-ray", "I reviewed your MRI": a test being read, whatever else the sentence says. */
const BEING_READ = /\b(?:taking a look at|took a look at|looking at|looked at|looking over|looked over|reviewing|reviewed|going over|went over)\s+(?:the |your |his |her |this |that )?(?:[\w-]+\s+){0,2}$/i;
/** A test or procedure named as read out now, not as results still to come: "the x-ray results", "the results of your ekg". */
const resultsReadOut = (before: string, after: string) => (RESULTS_AFTER.test(after) || RESULTS_OF.test(before) || BEING_READ.test(before)) && !RESULTS_TO_COME.test(before);
const ORDERED = /\b(?:order|ordering|get|getting|repeat|schedule|send|check|recheck|re-check|do|done|advise|advised|recommend|plan|arrange|go for|need|want|like to)\b/i;
/** "the x-ray", "your echo", "her last ultrasound": a test already known to both. */
/**
 * "From a cataract surgery standpoint (everything seems to be fine)": a procedure done before whose outcome the doctor
 * tells, a past procedure of the history, under no problem of this visit.
 */
const STANDPOINT = /\bfrom (?:an?\s*,?\s*)+(?:[\w-]+\s+){1,3}standpoint\b/i;
/** Whether the standpoint the sentence speaks from is the procedure's own (not "from a chronic back pain standpoint"). */
const fromItsStandpoint = (text: string, procedure: string) => STANDPOINT.exec(text)?.[0].toLowerCase().includes(procedure.toLowerCase()) === true;
/** "(what i'm) seeing on your (x-ray)", "i noticed in the (mri)": a test looked at, just before its name. */
const SEEN_ON = /\b(?:seeing|seen|see|saw|noticed?|noticing)\s+(?:here\s+)?(?:on|in)\s+(?:your|the|his|her|this)\s+(?:[\w-]+\s+){0,2}$/i;
const REFERS_BACK = /\b(?:the|your|his|her|their|this|that|these|those|my)\s+(?:[\w-]+\s+){0,2}$/i;
const DONE = /\b(done|given|performed|did|underwent|was put|inserted|dressed|sutured|status post|s\/p|(?:is|are|you're|she's|he's|patient's) (?:now )?post|(?:you|he|she|they|i)(?:'ve|'s| have| has) had)\b|(?<!\bif )\b(?:you|he|she|they|i) (?:also |already |previously |recently )?had\b(?! to\b| better\b)|\b(?:we|i|they) (?:sent|referred) (?:you|him|her|them)\b|\b(?:you|he|she)(?:'ve| have| has)? been (?:doing|going to|in)\b/i;
/** A procedure dated in the past: "on december 5th, 2019", "in 2018", "last year", "two years ago". */
const PAST_DATED =
  /\bon (?:january|february|march|april|may|june|july|august|september|october|november|december) \d{1,2}(?:st|nd|rd|th)?\s*,?\s*(?:19|20)\d\d\b|\bin (?:19|20)\d\d\b|\blast (?:year|month|week)\b|\b(?:\d+|a|one|two|three|four|five|few|couple of) (?:years?|months?|weeks?|days?) ago\b/i;
/** A drug taken once and no longer: "I was also on lisinopril before", "I used to take metformin". */
const TAKEN_NO_LONGER =
  /\b(?:was|were) (?:also |previously )?on\b[^.]*\b(?:before|previously|in the past)\b|\bused to (?:take|be on)\b|\bno longer (?:take|taking|on)\b|\b(?:stopped|quit) taking\b|\b(?:was|were) (?:\w+\s+){0,2}?on\b[^.]*\b(?:stopped|quit|came off)\b|\b(?:a while (?:back|ago)|years ago|back then|long time ago)\b[^.]*\b(?:was|were) on\b|\b(?:i|we|you|he|she) (?:just |eventually )?(?:stopped|quit) (?:it|them|that|those)\b|\b(?:had|took|was given|got)\b[^.]*\bfor (?:about |like |a )?\w+ (?:days|weeks)\b[^.]*\b(?:cleared(?: up)?|went away|resolved|got better)\b/i;
/** The patient taking up advice, not telling what they take: "let's see how the tylenol does", "i'll try that cream". */
const TRYING_BEFORE = /\b(?:see how|(?:let's|let me|i'll|i will|i'm going to|i'm gonna|i want to|i'd like to|i can) (?:try|give))\s+(?:the |that |this |some )?$/i;
const TRYING_AFTER = /^\s*(?:does|works|goes|helps)\b/i;
/** What a drug does, said right after its name: "(bactrim) pushes the inr up", "(ibuprofen) can cause bleeding". */
const DRUG_DOES =
  /^\s*(?:(?:can|could|may|might|will|would|also|usually|sometimes|often|actually|really)\s+)*(?:pushes|raises|increases|lowers|decreases|causes?|interacts?|thins|affects?|interferes|irritates|upsets|damages?|bumps)\b/i;
/** The words after a drug's name, by brand or generic, as the sentence says it. */
function afterName(text: string, medication: ParsedMedication): string {
  const lower = text.toLowerCase();
  for (const name of [medication.brand, medication.name]) {
    const at = name ? lower.indexOf(name.toLowerCase()) : -1;
    if (at >= 0) return text.slice(at + name!.length);
  }
  return '';
}
/**
 * "(Urgent care gave me bactrim.) I finished it last friday.": the drug named before, in the sentence or the turn, is no
 * longer taken; unpunctuated, the stop is a clause of the drug's sentence ("prozac for a few months … so i stopped it").
 */
const FINISHED_IT = /(?:^\W*|\b(?:and|so|but)\s+)(?:(?:and|so|but|yeah|well)\W+)*(?:i|we|he|she)\s+(?:already\s+|just\s+)?(?:finished|completed|stopped|quit)\s+(?:it|them|that|the course)\b/i;
/**
 * "(We have you on the prozac 20 mg a day, are you taking that?) I've kind of weened myself off of it": the patient,
 * asked of a drug, has stopped it.
 */
const STOPPED_TAKING_IT =
  /\b(?:weaned|weened)\s+(?:myself\s+)?off(?:\s+of)?\s+(?:it|them|that)\b|\b(?:stopped|quit)\s+taking\s+(?:it|them|that)\b|\bnot\s+taking\s+(?:it|them|that)\s+any\s*more\b/i;
/** "I never stopped taking it", "I'd like to wean myself off of it someday": no stop told. */
const NO_STOP_TOLD = /\b(?:never|didn't|did not|haven't|have not|hasn't|won't|would|'d|like to|want to|wanna|going to|gonna|gon na|will|'ll|might|may|someday|thinking)\b/i;
/** How many sentences of the doctor's turn before an answer may hold the drug asked of. */
const ASKED_OF_REACH = 4;
/** The patient telling of a procedure had: "they had to do a cabg on me", "I got my gallbladder out". */
const PATIENT_HAD = /\b(?:had|did|got|underwent|went through)\b/i;
/** A procedure the patient is still to have: "I'm going to have my knee replaced", "the surgery is scheduled". */
const TO_COME = /\b(?:going to|gon na|gonna|will|'ll|scheduled|planning|plan to|supposed to|need(?:s)? (?:a|an|to)|next (?:week|month)|coming up)\b/i;
const STARTED_BEFORE =
  /\b(?:ago|last (?:week|month|year|visit|time)|previously|in the past|had (?:you|him|her|them) on|(?:you|he|she|they) (?:were|was) on|used to|put (?:you|him|her|them) on|we started|(?:dr\.?|doctor) [a-z]+ (?:started|prescribed|put|has (?:you|him|her) on))\b/i;
/** "We switched her from …", "I increased your lisinopril": a change told in the past tense by whoever made it. */
const PAST_CHANGE = /\b(?:we|i|they|(?:dr\.?|doctor) [a-z]+)\s+(?:had\s+|already\s+)?(?:switched|changed|increased|decreased|stopped|lowered|raised|bumped)\b/i;
/** "… so today we switched you to …", "I'm going to …": made now, not before. */
const CHANGED_NOW = /\b(?:today|now|going to|gonna|gon na|will|'ll|let's|let me)\b/i;
/** "Brown put you on buspar": a drug started by someone, told in the past (not "we'll put you on", "let me put you on"). */
const PUT_ON_BY_SOMEONE =
  /(?<!\b(?:will|'ll|gonna|na|going to|to|let's|let me|i|we|i'm|we're|can|could|would|might|and|ahead|just|also|then|go|gotta|should|must|need to|want to)\s+)\bput (?:you|him|her|them) on\b/i;
/** "Everything else has been okay", "nothing else": the rest of the list asked is denied. */
const REST_DENIED = /\b(?:everything|all) else (?:has been|is|was|'s been|seems|seemed|looks|looked|has|had)? ?(?:fine|okay|ok|good|normal|alright|all right|great)\b|\bnothing else\b/i;
/** The words of a plan made together: "we'll", "let's", "see you". */
const PLANS_TOGETHER = /\b(?:we'll|we will|let's|i'll see you|see you|come back|follow[- ]?up)\b/i;

const evidenceOf = (sentence: Sentence) => [sentence.segmentId];

/** The rule-based extractor: lexicon matching, ConText-style assertions, prescription and vitals grammars. Runs in-process. */
export function createRuleBasedExtractor(lexicon: readonly LexiconEntry[]): ClinicalExtractor {
  return ruleBasedExtractorOn(new TermIndex(lexicon));
}

/** The rule-based extractor on an index already made of the vocabulary (shared with the Indian-language reading). */
export function ruleBasedExtractorOn(index: TermIndex): ClinicalExtractor {
  return { name: 'rule-based', extract: async (input) => extractClinicalModel(input, index) };
}

/** "Covid vaccine", "diabetes educator": the words after a diagnosis that make it about something else. */
const NOT_THE_CONDITION = /^[\s-]*(?:vaccines?|vaccinations?|vaccinated|shots?|boosters?|jabs?|tests?|testing|screening|swabs?|pandemic|lockdown|restrictions|protocols?|precautions|clinic|ward|unit|specialist|educator|awareness|camp|programme|program|foundation|society)\b/i;
/** "How is your diabetes?": a condition the question takes as known. */
const PRESUPPOSED = /\b(?:your|the|his|her)\s+(?:\w+\s+)?$/i;
/** "Your epilepsy": a condition named as the patient's. */
const OF_THE_PATIENT_NAMED = /\b(?:your|his|her)\s+(?:\w+\s+)?$/i;

export function extractClinicalModel(input: ExtractionInput, index: TermIndex): ClinicalModel {
  const roles = input.mode === 'consultation' ? withRolesChecked(input.segments) : { segments: input.segments, exchanged: false };
  const spoken = splitSentences(roles.segments, input.mode);
  // "Mother, you also have asthma?" — "yes doctor, i have asthma from long time": a relative's own answer is their
  // history, read apart from the patient's.
  const relatives = input.mode === 'consultation' ? relativesApart(spoken) : { sentences: spoken, answers: [] };
  const sentences = relatives.sentences;
  const model: ClinicalModel = { ...emptyClinicalModel(input), speakers: segmentSpeakers(spoken), ...(roles.exchanged ? { warnings: [{ ...ROLES_EXCHANGED }] } : {}) };
  model.diagnoses.push(...relativesConditions(relatives.answers, index));
  // In a dictation the doctor lists the complaints ("Fever, cough."); only in a consultation is a bare list asked.
  // Each sentence's concepts, found once for every reader (an answer's masked "No," is no concept).
  const dialogue = readDialogue(sentences, (sentence) => input.mode === 'consultation' && namesOnlySymptoms(sentence.text, index));
  // The part of the body named last, and where: "it still hurts" a few sentences on is that part's pain.
  let partBefore: { part: string; at: number } | undefined;
  const mentions = sentences.map((sentence, i) => {
    const hurting = withPainSaidAsHurting(sentence.text, index.find(sentence.text), index);
    const itHurts = sentence.speaker === 'patient' && partBefore && i - partBefore.at <= PART_REACH_SENTENCES ? withPainOfPartBefore(sentence.text, hurting, partBefore.part, index) : hurting;
    const part = partNamed(sentence.text);
    if (part) partBefore = { part, at: i };
    const found = withDiagnosisNamedAs(sentence.text, withoutLocalAnaesthesia(sentence.text, withoutJointStressTests(sentence.text, itHurts)));
    return sentence.speaker === 'doctor' && !dialogue.questions.has(i) ? withStatedDiagnosis(sentence.text, found, index) : found;
  });
  // Answers told with the question's words, in the social history ("Do you drink?" — "A couple of beers.") or the
  // history ("When was your last bowel movement?" — "Two days ago."), not again as they were said.
  const toldWithQuestion = new Set<Sentence>();
  sentences.forEach((sentence, i) => {
    if (dialogue.questions.has(i)) readQuestion(sentence, mentions[i]!, index, model);
    else readSentence(sentence, mentions[i]!, index, model);
    const finished = FINISHED_IT.exec(sentence.text);
    if (finished) withoutDrugFinished(model, [{ ...sentence, text: sentence.text.slice(0, finished.index) }, ...turnSentencesBefore(sentences, i)]);
    const stopTold = STOPPED_TAKING_IT.exec(sentence.text);
    if (sentence.speaker === 'patient' && stopTold && !NO_STOP_TOLD.test(sentence.text.slice(0, stopTold.index))) {
      // The history tells it of the drug by name: "He has stopped taking Prozac.", not "… weened himself off of it".
      const stopped = withoutDrugFinished(model, doctorSentencesBefore(sentences, i));
      if (stopped) model.history.push({ evidence: [sentence.segmentId, ...stopped.evidence], text: sentence.text, told: `i have stopped taking ${stopped.brand ? capitalise(stopped.brand) : stopped.name} .` });
    }
    const exchange = dialogue.answeredAt.get(i);
    if (exchange) readAnswer(exchange, sentences, index, model);
    const asked = exchange?.questions.at(-1);
    if (exchange && asked) recordDenied(symptomsDeniedInAnswer(asked.text, exchange.answer[0]!.text), saidTogether(asked, exchange.answer[0]!), index, model);
    const told =
      exchange &&
      (readSocialAnswered(exchange, model) ?? readHomeReadingsAnswered(exchange, model) ?? readSurgeriesAnswered(exchange, index, model) ?? readEpisodesAnswered(exchange, model) ?? readDetailAnswered(exchange, sentences, index, model));
    if (told) toldWithQuestion.add(told);
  });
  const reading = readNarrative(sentences, mentions, dialogue.questions, model);
  const smoking = smokingHistory([...dialogue.answeredAt.values()]);
  if (smoking) model.smoking = smoking;
  const diet = dietHistory([...dialogue.answeredAt.values()], sentences);
  if (diet) model.diet = diet.diet;
  // The diet is told whole, not again in the patient's words ("I could be doing better").
  for (const sentence of diet?.said ?? []) toldWithQuestion.add(sentence);
  // The plan starts where its first statement was said, announced or not ("take ibuprofen 600 mg …").
  const agreed = planAgreement(sentences, sentences.findIndex((s) => model.plan.some((p) => p.evidence.includes(s.segmentId))));
  if (agreed) model.planAgreed = agreed;
  const dictated = input.mode === 'consultation' ? readDictation(sentences, model.presentation?.text, diagnosisInIndex(index)) : [];
  if (dictated.length > 0) model.dictated = dictated;
  const answeredKeys = new Set([...toldWithQuestion].map((s) => `${s.segmentId}\n${s.text}`));
  const saidAsAnswered = (h: HistoryStatement) => h.evidence.length === 1 && answeredKeys.has(`${h.evidence[0]}\n${h.text}`);
  // "You're watching your diet?" — "Yes.": the diet history tells it already.
  const toldByDiet = (h: HistoryStatement) => diet !== undefined && h.evidence.every((id) => diet.diet.evidence.includes(id)) && DIET_WORDS.test(h.told ?? h.text);
  model.history = historyInOrder(model.history.filter((h) => !saidAsAnswered(h) && !toldByDiet(h)), sentences, reading.topicAt);
  model.social = model.social.filter((statement) => !saidAsAnswered(statement));
  const sentenceOf = (item: Grounded) => sentences.findIndex((s) => s.segmentId === item.evidence[0] && s.text.includes(item.text));
  const namesDrug = (i: number) => mentions[i]!.some((m) => m.entry.kind === 'drug' || m.entry.kind === 'brand');
  const around: DrugSentences = { sentences, namesDrug, sentenceOf };
  const signed = withDoseChangeSaidBefore(withWeekdayDoses(withSigSaidNext(model.medications, around), around), around);
  model.medications = withListReviewedTaken(withoutVaccinesHad(signed), around);
  model.procedures = withProcedureDates(model.procedures, sentences, sentenceOf);
  // Orders of a test done are dropped mention by mention, before the mentions merge: "repeat" is said in one of them.
  const planned = withCurrentContinued(withProblems(withoutExamManoeuvres(model, sentenceOf, reading), sentenceOf, reading.problemAt), sentences, reading.problemAt);
  const read = withFocusOnVisitSide(withTreatmentsContinued(withIndicatedProblems(mergeDuplicates(withOffersDeclined(ordersNotDone(withRelativesConditions(planned, sentences, sentenceOf)), sentences)))));
  // An allergy said anywhere in the visit undoes "no allergies".
  if (read.allergies.length > 0) delete read.noKnownAllergies;
  // "He does not take medicines." is "Current medications: none." told again. (The note writes "none" only when it
  // lists no medicine taken or condition had: a drug tried and stopped is neither.)
  read.history = read.history.filter((h) => {
    const none = noneSaid(h.told ?? h.text);
    return !((none.medications && read.noCurrentMedications) || (none.medicalProblems && read.noPastMedicalHistory));
  });
  return read;
}

/**
 * A diagnosis the doctor states that the lexicon did not find in the sentence ("my impression is a contusion", "an
 * acute lumbar, um, strain") is a concept of the sentence too: the lexicon's, if the words said without their
 * fillers name one, else the doctor's words with no code.
 */
function withStatedDiagnosis(text: string, found: TermMention[], index: TermIndex): TermMention[] {
  const stated = statedDiagnosis(text);
  if (!stated || found.some((m) => m.entry.kind === 'diagnosis' && m.start < stated.end && m.end > stated.start)) return found;
  const entry = index.find(stated.name, ['diagnosis'])[0]?.entry ?? { term: stated.name, kind: 'diagnosis', codes: [], aliases: [], generics: [], source: 'stated by the doctor' };
  // The stated words replace what the lexicon read inside them ("strain" of a symptom list, say).
  const outside = found.filter((m) => m.end <= stated.start || m.start >= stated.end);
  const mention: TermMention = { start: stated.start, end: stated.end, text: text.slice(stated.start, stated.end), entry };
  return [...outside, mention].sort((a, b) => a.start - b.start);
}

/** How many sentences after a part is named "it hurts" is still that part's. */
const PART_REACH_SENTENCES = 6;

/** "It still hurts", of the part named in the sentences just before, where the sentence names no pain of its own. */
function withPainOfPartBefore(text: string, found: TermMention[], part: string, index: TermIndex): TermMention[] {
  if (found.some((m) => m.entry.kind === 'symptom' && /pain|ache/i.test(m.entry.term))) return found;
  const pain = painOfPartNamedBefore(text, part, index);
  return pain.length === 0 ? found : [...found, ...pain].sort((a, b) => a.start - b.start);
}

/** "My knee hurts" names knee pain too, where the lexicon found no symptom in those words. */
function withPainSaidAsHurting(text: string, found: TermMention[], index: TermIndex): TermMention[] {
  const hurting = painSaidAsHurting(text, index).filter((pain) => !found.some((m) => m.entry.kind === 'symptom' && m.start < pain.end && m.end > pain.start));
  return hurting.length === 0 ? found : [...found, ...hurting].sort((a, b) => a.start - b.start);
}

/** "A negative varus and valgus stress test": a joint stressed while examining it, not the cardiac stress test. */
const JOINT_STRESSED_BEFORE = /\b(?:varus|valgus)(?:\s+(?:and|or)\s+(?:varus|valgus))?\s+$/i;

function withoutJointStressTests(text: string, found: TermMention[]): TermMention[] {
  return found.filter((m) => !((m.entry.kind === 'lab' || m.entry.kind === 'imaging') && JOINT_STRESSED_BEFORE.test(text.slice(0, m.start))));
}

/** "Numbing medicine", "from the numbing", "i numb it": the anaesthetic of a procedure, not the symptom. */
const NUMBING_AS_ANAESTHETIC = {
  before: /\b(?:the|some)\s+$/i,
  // Not "the numbing in my feet", "the numbing feeling".
  ofThePatient: /^\s+(?:in|of|on|at|around|down|sensation|feeling|and|or|has|is|was|gets|comes|goes)\b/i,
  after: /^\s+(?:medicine|medication|cream|gel|spray|shot|injection|agent)\b|^\s+(?:it|the area|the skin|the spot|that area|you up|him up|her up)\b/i,
};
/** "I numb it with lidocaine": the anaesthetic the doctor gives for a procedure done in the visit, no prescription. */
const NUMBED_WITH = /\bnumb(?:ing|ed)?\s+(?:(?:it|the area|the skin|the spot|you|that|this|him|her)\s+)?(?:up\s+)?with\s+(?:some\s+|a little\s+|(?:a\s+)?local\s+)?$/i;

function withoutLocalAnaesthesia(text: string, found: TermMention[]): TermMention[] {
  return found.filter((m) => {
    const [before, after] = [text.slice(0, m.start), text.slice(m.end)];
    if (m.entry.kind === 'symptom' && /^numb/i.test(m.text)) {
      const anaesthetic = (NUMBING_AS_ANAESTHETIC.before.test(before) && !NUMBING_AS_ANAESTHETIC.ofThePatient.test(after)) || NUMBING_AS_ANAESTHETIC.after.test(after);
      return !anaesthetic;
    }
    return !((m.entry.kind === 'drug' || m.entry.kind === 'brand') && NUMBED_WITH.test(before));
  });
}

/** Where an item was said: the index of its sentence, or -1. */
type SentenceOf = (item: Grounded) => number;

/** What a doctor asks of the body while examining it. */
const MANOEUVRE = /\b(?:(?:take|taking) a (?:deep |big )?breath|breathe (?:in|out)|relax(?:ed)?|keep (?:bending|pushing|pulling|squeezing|holding|looking|breathing)|keep (?:your|them|it|the) (?:\w+ )?(?:closed|open|shut|stiff|straight|still)|strain your|(?:close|open) your eyes|make a fist|bring it (?:back|up|down)|kick (?:it|your)|push (?:against|on|up|down|into)|squeeze|bend (?:it|your)|straighten|lift (?:it|your)|raise (?:it|your)|look (?:up|down|to)|follow my finger|lie (?:down|back)|sit up|stand up|turn (?:it|your)|cough for me|hold (?:it|your) (?:there|up|out)|(?:rest|put|place|lay) (?:your|the|it) (?:\w+ )?(?:on|onto) the (?:exam )?(?:table|bed)|palms? (?:side )?(?:up|down))\b/i;

/**
 * "Bring it back and kick it out straight", "take a deep breath": asked while examining, before any diagnosis was
 * given, a manoeuvre, not advice.
 */
function withoutExamManoeuvres(model: ClinicalModel, sentenceOf: SentenceOf, { phaseAt, problemAt }: NarrativeReading): ClinicalModel {
  const manoeuvre = (a: Grounded) => {
    const i = sentenceOf(a);
    return phaseAt[i] === 'examination' && problemAt[i] === undefined && MANOEUVRE.test(a.text);
  };
  return { ...model, advice: model.advice.filter((a) => !manoeuvre(a)) };
}

/** Each order of the plan with the problem the doctor was discussing in the sentence it was said in. */
function withProblems(model: ClinicalModel, sentenceOf: SentenceOf, problemAt: readonly (string | undefined)[]): ClinicalModel {
  const problemOf = (item: Grounded) => {
    const i = sentenceOf(item);
    return i === -1 ? undefined : problemAt[i];
  };
  const withProblem = <T extends Grounded & { problem?: string }>(item: T): T => {
    const problem = problemOf(item);
    return problem === undefined ? item : { ...item, problem };
  };
  const assign = <T extends Grounded & { problem?: string }>(items: readonly T[]): T[] => items.map(withProblem);
  return {
    ...model,
    medications: assign(model.medications),
    investigations: assign(model.investigations),
    // A procedure done before whose outcome the plan tells is the history's past procedure, under no problem.
    procedures: model.procedures.map((p) => (p.status === 'done' && fromItsStandpoint(p.text, p.name) ? p : withProblem(p))),
    advice: assign(model.advice),
  };
}

/**
 * A drug, test or procedure said while another problem was discussed that it is not for ("continue your EpiPen" while on the
 * tennis elbow, a thyroid panel while on the knee) belongs to the one problem of the visit it is for; with none or
 * several, it stays.
 */
function withIndicatedProblems(model: ClinicalModel): ClinicalModel {
  const diagnoses = model.diagnoses.filter((d) => d.subject === 'patient' && d.status !== 'ruled_out');
  const complaints = model.findings.filter((f) => f.subject === 'patient' && f.presence !== 'absent');
  const conditions = [...diagnoses, ...complaints];
  const icd10 = (name: string) => conditions.filter((c) => c.name === name).flatMap((c) => c.codes.filter((code) => code.system === 'ICD-10').map((code) => code.code));
  // A diagnosis the item is for, else a complaint: "knee pain" is no problem of its own beside a knee sprain.
  // "Heart failure" said of the "congestive heart failure" named is one problem, by the longer name.
  const distinct = (names: readonly string[]) => names.filter((name) => !names.some((other) => other !== name && saysWords(other, name)));
  // The conditions of a list an item is for, each once; an image is for what its part is ("an MRI of that knee" for the
  // knee's sprain).
  const fitsAmong = (list: readonly { name: string }[], isItFor: (codes: readonly string[]) => boolean | undefined) =>
    distinct([...new Set(list.map((c) => c.name))].filter((name) => isItFor(icd10(name)) === true));
  const fitting = (item: string, among: readonly Diagnosis[], site?: string) =>
    [among, complaints].map((list) => fitsAmong(list, (codes) => isFor(item, codes, site))).find((fits) => fits.length > 0) ?? [];
  // A complaint only named when asked ("i have some mild headaches") is no problem an item said of a diagnosis moves to.
  const namedOnly = (name: string) => {
    const histories = model.complaintHistory.filter((c) => c.complaint === name);
    return histories.length > 0 && !histories.some(tellsMoreThanNamed);
  };
  const current = diagnoses.filter((d) => d.temporality === 'current');
  const refiled = <T extends { name: string; problem?: string; site?: string }>(item: T): T => {
    if (item.problem !== undefined && isFor(item.name, icd10(item.problem), item.site) !== false) return item;
    // Said with no problem, it goes to one of this visit's; a known condition ("a history of atrial fibrillation")
    // is made a problem only by an item the plan filed under another.
    const fits = fitting(item.name, item.problem === undefined ? current : diagnoses, item.site);
    // Filed under a problem it is not for ("continue lisinopril" under the anemia), it goes to the first diagnosis it
    // is for; a complaint is made a problem only by the one item that fits it alone.
    const firstDiagnosis = item.problem !== undefined && fits.length > 1 && diagnoses.some((d) => d.name === fits[0]);
    // It goes to a complaint only one whose history was told: "stop the Advil, use Tylenol for pain" said of the
    // hypertension is its management, not a problem of the headaches reported when asked.
    const toUntold = fits.length === 1 && namedOnly(fits[0]!);
    return (fits.length === 1 && !toUntold) || firstDiagnosis ? { ...item, problem: fits[0]! } : item;
  };
  // Advice said with no problem ("decreasing the salt intake" said at the examination), or under one it is not for
  // ("no basketball for 7 days" said after the diabetes was taken up), goes to the one problem of this visit it is for.
  const adviceFiled = (a: Advice): Advice => {
    if (a.problem !== undefined && isAdviceFor(a.instruction, icd10(a.problem)) !== false) return a;
    const fits = fitsAmong(current, (codes) => isAdviceFor(a.instruction, codes));
    return fits.length === 1 ? { ...a, problem: fits[0]! } : a;
  };
  return {
    ...model,
    medications: model.medications.map(refiled),
    investigations: model.investigations.map((i) => (i.status === 'advised' ? refiled(i) : i)),
    procedures: model.procedures.map((p) => (p.status === 'advised' ? refiled(p) : p)),
    advice: model.advice.map(adviceFiled),
  };
}

/** "Repeat the echo in six months", "a follow-up x-ray in 2 weeks": a test ordered again after one done. */
const AGAIN = /\b(?:repeat(?:ed|ing)?|again|another|additional|follow[- ]?up|recheck|redo|next|(?:in|after) (?:a|one|two|three|four|six|\d+) (?:days?|weeks?|months?|years?))\b/i;

/**
 * A test done and read in the visit is a result, not an order, though the doctor also said to get it ("I'd like to
 * get an x-ray … your x-ray looks normal"): its order is left out unless it is for another one (AGAIN). Labs ordered
 * with the tests they are ("some blood tests like a CA-125"), or named as those ordered ("send off those labs"), are
 * those tests.
 */
function ordersNotDone(model: ClinicalModel): ClinicalModel {
  const done = new Set(model.investigations.filter((i) => i.status === 'reported').map((i) => i.name));
  const saidOf = (i: Investigation) => `${i.evidence.join(' ')}\n${i.text}`;
  const namingTests = new Set(model.investigations.filter((i) => i.status === 'advised' && !namesNoTest(i.name)).map(saidOf));
  return {
    ...model,
    investigations: model.investigations.filter(
      (i) =>
        i.status !== 'advised' ||
        ((!done.has(i.name) || AGAIN.test(i.text) || ORDERED_FOR_LATER.test(i.text)) && !(namesNoTest(i.name) && (namingTests.has(saidOf(i)) || (namingTests.size > 0 && NAMED_BEFORE.test(i.text))))),
    ),
  };
}

/** "Send off those labs", "the same tests": tests in general that are the ones named before. */
const NAMED_BEFORE = /\b(?:those|these|the same)\s+(?:labs?|lab tests|blood tests|blood work|tests)\b/i;

/** "I'm gonna go ahead and order hemoglobin a1c for the future": a test done, ordered again. */
const ORDERED_FOR_LATER = /\border\w*\b.*\b(?:for the future|down the road|later on|yearly|annually|every year)\b/i;

/** Words around a list of names that add nothing: "okay, coughing, headache". */
const LIST_FILLER = /^(?:okay|ok|alright|and|so|or|now|also|any|then)$/i;

/**
 * Whether a sentence is only the names of symptoms, said without a verb: "okay, coughing, headache", or one name
 * alone ("Shortness of breath."), as the doctor runs through the review of systems.
 */
function namesOnlySymptoms(text: string, index: TermIndex): boolean {
  const mentions = index.find(text, ['symptom']);
  if (mentions.length === 0) return false;
  const rest = mentions.reduceRight((left, m) => left.slice(0, m.start) + ' '.repeat(m.end - m.start) + left.slice(m.end), text);
  return (rest.match(/[\p{L}']+/gu) ?? []).every((word) => LIST_FILLER.test(word));
}

/**
 * The vital signs a sentence reads out, each with the words that said it; a reading no patient has ("pulse 900") is
 * left out and the reader told to check it.
 */
function readVitals(text: string, evidence: string[], model: ClinicalModel, saidAt: (start: number, end: number) => boolean = () => true): void {
  const { plausible, implausible } = vitalsSaid(text, bareWeightUnit(model.language));
  for (const { start, end, ...vital } of plausible.filter((v) => saidAt(v.start, v.end))) model.vitals.push({ ...vital, evidence, text: text.slice(start, end) });
  for (const { start, end } of implausible.filter((v) => saidAt(v.start, v.end))) {
    const msg = `"${text.slice(start, end)}" is not a reading a patient can have and was left out of the note: check it against the recording (${evidence.join(', ')})`;
    (model.warnings ??= []).push({ code: 'implausible_vital', msg });
  }
}

/**
 * A question states nothing ("Any chest pain?" is no complaint, "Have you had your covid vaccines?" no
 * diagnosis): its findings wait for the answer. Only a condition it takes as known is recorded ("How is your
 * diabetes?").
 */
function readQuestion(sentence: Sentence, mentions: readonly TermMention[], index: TermIndex, model: ClinicalModel): void {
  // "It looks like you suffer from itching with the methylprednisolone?": the chart's allergy, read out to confirm.
  readDrugReactions(sentence, drugMentions(mentions, index), model);
  // "How has your oxygen been at home, your oxygen level here is like 92": today's reading, said in a question; only the
  // reading said to be measured here, not one the question asks about ("what has it been running at home now, like 160
  // over 100?").
  const here = sentence.speaker === 'doctor' ? todaysReadingAt(sentence.text) : undefined;
  if (here !== undefined) readVitals(sentence.text, evidenceOf(sentence), model, (start, end) => start <= here && here < end);
  for (const mention of mentions.filter((m) => m.entry.kind === 'diagnosis')) {
    if (PRESUPPOSED.test(sentence.text.slice(0, mention.start)) && isAboutTheCondition(sentence.text, mention)) {
      readCondition(sentence, mention, model);
    }
  }
  // "How are you doing in terms of your knee replacement?": a procedure the patient has had.
  for (const mention of mentions.filter((m) => m.entry.kind === 'procedure' && askedAfterHad(sentence.text, m.start))) {
    if (!model.procedures.some((p) => p.name === mention.entry.term)) {
      model.procedures.push({ name: mention.entry.term, status: 'done', evidence: evidenceOf(sentence), text: sentence.text, codes: codesOf(mention.entry) });
    }
  }
}

/** The doctor asking after something of the patient's: "how is your …", "how are you doing in terms of your …". */
const ASKED_AFTER = /\b(?:how(?:'s| is| are| has| have)|in terms of|with regards? to)\b[^.?]*\b(?:your|his|her)\s+(?:[\w-]+\s+){0,2}$/i;
/**
 * A procedure named at `start` of `text`, asked after as one the patient had: "how are you doing in terms of your knee
 * replacement?"; not "in terms of your colonoscopy, we will book it for next week".
 */
const askedAfterHad = (text: string, start: number) => ASKED_AFTER.test(text.slice(0, start)) && /\bhow\b/i.test(text) && !TO_COME.test(text);

/**
 * The findings a question named and its answer did not restate take the answer's yes, no or "not sure":
 * "Any nausea, vomiting?" — "No." makes both absent. What the answer restates is read from the answer itself
 * ("No vomiting, but some nausea"); an answer that picks ("Only the cough") denies the rest of the list; a yes to a
 * list does not say which ("Any fever or chills?" — "Yes.") and asserts nothing.
 */
/**
 * The history's statements in the order said, each with the condition the doctor was asking about when it was
 * said: a yes to "and you're checking your sugars?" asked of the diabetes is the diabetes' history.
 */
function historyInOrder(history: readonly HistoryStatement[], sentences: readonly Sentence[], topicAt: readonly (string | undefined)[]): HistoryStatement[] {
  const firstSentence = new Map<string, number>();
  sentences.forEach((s, i) => firstSentence.has(s.segmentId) || firstSentence.set(s.segmentId, i));
  const at = (statement: HistoryStatement) => firstSentence.get(statement.evidence[0] ?? '') ?? -1;
  return history
    .map((statement) => {
      const topic = topicAt[at(statement)];
      return statement.problem === undefined && topic !== undefined ? { ...statement, problem: topic } : statement;
    })
    .sort((a, b) => at(a) - at(b));
}

/** The doctor asking of allergies: "any allergies to medicines?", "you're allergic to augmentin, is that right?". */
const ALLERGY_ASKED = /\ballerg(?:y|ies|ic)\b/i;

/**
 * An answer to the doctor asking of allergies: a yes to a substance the question names is that allergy (not a drug
 * taken); a no to allergies in general is none known. Whatever the answer, the question names no drug taken.
 */
function readAllergiesAnswered(exchange: Exchange, index: TermIndex, model: ClinicalModel): boolean {
  const question = [...exchange.questions].reverse().find((q) => ALLERGY_ASKED.test(q.text));
  const named = question ? index.find(question.text) : [];
  // "Any seasonal allergies?" asks of a condition (allergic rhinitis), which the answer reads as any other.
  if (!question || named.some((m) => m.entry.kind === 'diagnosis' || m.entry.kind === 'symptom')) return false;
  const said = saidTogether(question, exchange.answer[0]!);
  const substances = readAllergies(question, named);
  if (exchange.opening.polarity === 'yes') model.allergies.push(...substances.map((allergy) => ({ ...allergy, ...said })));
  // The answer's own words may have said it already ("no, I don't have no allergies"): the question joins its evidence.
  else if (exchange.opening.polarity === 'no' && substances.length === 0) model.noKnownAllergies = said;
  return true;
}

/**
 * A bare yes or no to the doctor asking whether something is so, of the patient's history, is a statement of it, told
 * from the question ("Have you used any ice?" — "No." is "you have not used any ice"; "and you're taking your
 * medications?" — "Yes." is "you are taking your medications"). A question of a symptom is left to the reading of
 * symptoms ("Denies fever"), which says it once; a softened answer ("no, not really") states nothing.
 */
/** An answer that softens its yes or no ("no, not really", "yeah, mostly") says too little to state either way. */
const HEDGED = /\b(?:not really|not always|not much|not that much|sometimes|kind of|sort of|kinda|mostly|a little|trying|i try|i guess|more or less|most of the time|here and there)\b/i;

/** The auxiliary a short answer repeats ("yeah, I am", "no, I don't") and the one of the question it answers ("are you …?"). */
const ANSWER_AUXILIARY = /\b(?:i|we)\s+(am|do|have|can|did|was)(?:n't|\s+not)?\b/i;
const QUESTION_AUXILIARY: Readonly<Record<string, RegExp>> = { am: /\bare you\b/i, do: /\bdo you\b/i, have: /\bhave you\b/i, can: /\bcan you\b/i, did: /\bdid you\b/i, was: /\bwere you\b/i };

/**
 * The question a short answer answers: of two asked together ("are you able to do your activities of daily living? do
 * you exercise, go to the store, that type of thing?" — "Yeah, I am."), the one whose auxiliary it repeats; else the last.
 */
function questionAnswered(exchange: Exchange): Sentence | undefined {
  const auxiliary = ANSWER_AUXILIARY.exec(exchange.answer[0]!.text)?.[1]?.toLowerCase();
  const asks = auxiliary && QUESTION_AUXILIARY[auxiliary];
  return (asks && [...exchange.questions].reverse().find((q) => asks.test(q.text))) || exchange.questions.at(-1);
}

/** The symptoms a function said to be fine denies, unless already read from the same words. */
function recordDenied(symptoms: readonly string[], said: Grounded, index: TermIndex, model: ClinicalModel): void {
  for (const symptom of symptoms) {
    const entry = index.entry('symptom', symptom);
    if (!entry || model.findings.some((f) => f.name === symptom && f.evidence.some((id) => said.evidence.includes(id)))) continue;
    model.findings.push({ name: symptom, ...said, evidence: [...said.evidence], codes: codesOf(entry), presence: 'absent', temporality: 'current', subject: 'patient' });
  }
}

function readYesOrNo(exchange: Exchange, index: TermIndex, model: ClinicalModel): void {
  const question = questionAnswered(exchange);
  const { polarity, bare } = exchange.opening;
  if (!question || !bare || (polarity !== 'yes' && polarity !== 'no') || HEDGED.test(exchange.answer[0]!.text) || index.find(question.text).some((m) => m.entry.kind === 'symptom')) return;
  const stated = statementAnswered(question.text, polarity);
  if (stated) model.history.push(toldTogether(question, exchange.answer[0]!, `${stated}.`));
}

/**
 * "Do you have any chest pain?" — "Slight cramps.": the answer tells how the one symptom asked about feels, so the
 * patient has it; the word for how it feels is no symptom of its own ("cramps" of the muscles).
 */
function readQualityAnswered(exchange: Exchange, asked: readonly { question: Sentence; mention: TermMention }[], model: ClinicalModel): void {
  const first = exchange.answer[0]!;
  const symptoms = asked.filter(({ mention }) => mention.entry.kind === 'symptom');
  if (symptoms.length !== 1 || qualityAnswered(first.text) === undefined) return;
  const { question, mention } = symptoms[0]!;
  const context = conceptContext(question.text, mention);
  if (context.hypothetical || context.subject !== 'patient') return;
  model.findings = model.findings.filter((f) => !(f.evidence.includes(first.segmentId) && f.name !== mention.entry.term));
  if (model.findings.some((f) => f.name === mention.entry.term)) return;
  const evidence = [question.segmentId, first.segmentId];
  model.findings.push({ name: mention.entry.term, evidence, text: `${question.text} ${first.text}`, codes: codesOf(mention.entry), presence: 'present', temporality: context.temporality, subject: 'patient' });
}

/** The statement a question and its answer make together (`told`), grounded in the two as said. */
/** A question and its answer, as the evidence of what the answer told. */
const saidTogether = (question: Sentence, answer: Sentence): Grounded => ({ evidence: [question.segmentId, answer.segmentId], text: `${question.text} ${answer.text}` });
const toldTogether = (question: Sentence, answer: Sentence, told: string) => ({ ...saidTogether(question, answer), told });

/**
 * The statement the doctor's last question and the answer's first sentence make together (`answered`), kept `into` the
 * model's statements; the answer sentence it tells, if it tells one.
 */
function readToldTogether(exchange: Exchange, answered: (question: string, answer: string) => string | undefined, into: Statement[]): Sentence | undefined {
  const question = exchange.questions.at(-1);
  const answer = exchange.answer[0]!;
  const stated = question && answered(question.text, answer.text);
  if (!stated) return undefined;
  into.push(toldTogether(question, answer, stated));
  return answer;
}

/** The answer to the doctor asking of smoking, drinking, work or exercise, as a statement of the social history. */
const readSocialAnswered = (exchange: Exchange, model: ClinicalModel) => readToldTogether(exchange, socialAnswered, model.social);

/** The answer to the doctor asking of the blood pressure or blood sugars checked at home, as a statement of the history; the answer sentence it tells. */
function readHomeReadingsAnswered(exchange: Exchange, model: ClinicalModel): Sentence | undefined {
  const question = exchange.questions.at(-1);
  const answer = exchange.answer[0]!;
  // "Are you watching your blood sugars? Are you taking them at home?": the questions asked from the one that names
  // what is measured.
  const named = exchange.questions.map((q) => measureAsked(q.text) !== undefined).lastIndexOf(true);
  const asked = named < 0 ? question?.text : exchange.questions.slice(named).map((q) => q.text).join(' ');
  // An answer said over several sentences ("I'm good about it during the week … but it's been pretty good") is read whole.
  const stated = question && asked && homeReadingsAnswered(asked, exchange.answer.map((sentence) => sentence.text).join(' '));
  if (!stated) return undefined;
  // It tells what a yes to the question would ("you're watching your blood sugars at home"), and more; and it is the
  // condition's the readings are checked for, when the visit has that condition.
  model.history = model.history.filter((h) => !(h.told !== undefined && h.evidence[0] === question.segmentId && h.evidence[1] === answer.segmentId));
  const condition = measureAsked(asked)?.condition;
  // Of "diabetes mellitus" and "type 2 diabetes mellitus" said, the plainer name, the one a paragraph of the history takes.
  const problem = model.diagnoses
    .filter((d) => d.subject === 'patient' && condition?.test(d.name))
    .map((d) => d.name)
    .sort((a, b) => a.length - b.length)[0];
  model.history.push({ ...toldTogether(question, answer, `${stated}.`), ...(problem ? { problem } : {}) });
  return answer;
}

/** The answer to the doctor asking whether the patient has had it before, as a statement of the history. */
const readEpisodesAnswered = (exchange: Exchange, model: ClinicalModel) =>
  readToldTogether(exchange, (question, answer) => episodesAnswered(question, answer)?.concat('.'), model.history);

/** How many of the doctor's sentences before a question a pronoun in it may point back to. */
const POINTS_BACK_SENTENCES = 4;

/**
 * The doctor's sentences before the question at `at`, the nearest first, back through the doctor's turn before the
 * patient last spoke: where what "they" of "what have they been running?" stands for was named.
 */
function doctorSaidBefore(sentences: readonly Sentence[], at: number): string[] {
  const said: string[] = [];
  let turnsCrossed = 0;
  for (let i = at - 1; i >= 0 && said.length < POINTS_BACK_SENTENCES; i--) {
    const sentence = sentences[i]!;
    if (sentence.speaker === 'doctor') said.push(sentence.text);
    else if (sentences[i + 1]!.speaker === 'doctor' && ++turnsCrossed > 1) break;
  }
  return said;
}

/**
 * A short answer to the doctor asking when, how long, how often, how much, how many or which, as a statement of the
 * history told with the question's words; the answer sentence it tells. A statement of a symptom is the symptom's
 * and the complaint's readings' to tell ("how often do you get the headaches?").
 */
function readDetailAnswered(exchange: Exchange, sentences: readonly Sentence[], index: TermIndex, model: ClinicalModel): Sentence | undefined {
  const question = exchange.questions.at(-1);
  const answer = exchange.answer[0]!;
  if (!question) return undefined;
  const named = index.find(question.text).map((m) => m.text);
  const stated = detailAnswered(question.text, answer.text, { before: doctorSaidBefore(sentences, sentences.indexOf(question)), named });
  if (!stated || [question.text, stated].some((text) => index.find(text).some((m) => m.entry.kind === 'symptom'))) return undefined;
  model.history.push(toldTogether(question, answer, `${stated}.`));
  return answer;
}

/**
 * "Does it hurt when I push on the inside of the knee?" — "Yes.": tenderness to palpation found on examination; "if I
 * bend the knee back does that hurt?" — "Yeah.": pain with flexion of the knee.
 */
function readPalpationAnswered(exchange: Exchange, sentences: readonly Sentence[], model: ClinicalModel): boolean {
  // A question said in pieces ("does it hurt" … "when i push you on the inside of the knee", "if i push on your big
  // toe" … "does that hurt") is read whole: the doctor's turn that asks it, up to the patient's answer.
  const question = exchange.questions.at(-1);
  const first = sentences.find((s) => s.segmentId === question?.segmentId);
  const from = first ? sentences.indexOf(first) : -1;
  const turn = from === -1 ? [] : sentences.slice(from);
  const end = turn.findIndex((s) => s.segmentId !== first!.segmentId);
  const asked = (end === -1 ? turn : turn.slice(0, end)).map((s) => s.text).join(' ');
  const { polarity } = exchange.opening;
  const finding = question && (polarity === 'yes' || polarity === 'no') ? (tendernessAnswered(asked, polarity) ?? movementAnswered(asked, polarity) ?? resistanceAnswered(asked, polarity)) : undefined;
  if (!question || !finding || summedUpAfter(finding, exchange, sentences)) return false;
  model.examinations.push({ system: 'Musculoskeletal', finding, evidence: [question.segmentId, exchange.answer[0]!.segmentId], text: asked });
  return true;
}

/**
 * "When I touch your midfoot here, does it hurt?" — "No uh uh." — "Tenderness to palpation of the midfoot …": the
 * doctor's own words for the finding, in the turn right after the answer, are the finding; the answer is not read.
 */
function summedUpAfter(finding: string, exchange: Exchange, sentences: readonly Sentence[]): boolean {
  const answered = sentences.indexOf(exchange.answer.at(-1)!);
  const next = sentences.slice(answered + 1);
  const end = next.findIndex((s) => s.speaker !== 'doctor');
  const site = finding.split(' ').at(-1)!;
  return (end === -1 ? next : next.slice(0, end)).some((s) => /\b(?:tender|tenderness|pain (?:to|on|with) palpation)\b/i.test(s.text) && new RegExp(`\\b${escapedForRegExp(site)}\\b`, 'i').test(s.text));
}

/**
 * "Have you had any surgeries?" — "I had gall bladder and appendix.": a cholecystectomy and an appendicectomy, done; the
 * answer sentence it tells, which the history does not copy.
 */
function readSurgeriesAnswered(exchange: Exchange, index: TermIndex, model: ClinicalModel): Sentence | undefined {
  const question = exchange.questions.at(-1);
  const answer = exchange.answer[0]!;
  if (!question || exchange.opening.polarity === 'no') return undefined;
  const read = surgeriesAnswered(question.text, answer.text).flatMap((name) => {
    const entry = index.entry('procedure', name);
    return entry ? [{ name, status: 'done' as const, ...saidTogether(question, answer), codes: codesOf(entry) }] : [];
  });
  model.procedures.push(...read);
  return read.length > 0 ? answer : undefined;
}

/** "Current medications: none.", "Past medical history: none.": the first time it was said. */
function recordNone(none: NoneSaid, said: Grounded, model: ClinicalModel): void {
  if (none.medications) model.noCurrentMedications ??= said;
  if (none.medicalProblems) model.noPastMedicalHistory ??= said;
}

function readAnswer(exchange: Exchange, sentences: readonly Sentence[], index: TermIndex, model: ClinicalModel): void {
  const question = exchange.questions.at(-1);
  if (question) recordNone(noneAnswered(question.text, exchange.opening.polarity), saidTogether(question, exchange.answer[0]!), model);
  if (readAllergiesAnswered(exchange, index, model) || readPalpationAnswered(exchange, sentences, model)) return;
  readYesOrNo(exchange, index, model);
  const { opening, answer } = exchange;
  const first = answer[0]!;
  const places = placesPicked(first.text);
  if (places) {
    readPicks(exchange, places, index, model);
    return;
  }
  const restated = new Set(index.find(first.text).map((m) => m.entry.term));
  const namedIn = (questions: readonly Sentence[]) => questions.flatMap((q) => withoutLocalAnaesthesia(q.text, index.find(q.text)).map((mention) => ({ question: q, mention })));
  // "Which one?" — "Only nausea.": the answer picks from the list asked before.
  const questions = opening.only && namedIn(exchange.questions).length === 0 && exchange.previous ? exchange.previous.questions : exchange.questions;
  const restatesSome = namedIn(questions).some(({ mention }) => restated.has(mention.entry.term));
  // "… some nasal congestion, but everything else has been okay": what the list asked and the answer did not name is
  // denied; so it is when the answer goes through the list, one item there and another not ("Shortness of breath. No
  // belly pain though.").
  const asked = new Set(namedIn(questions).map(({ mention }) => mention.entry.term));
  const saidInAnswer = answer.flatMap((sentence) => index.find(sentence.text).filter((m) => asked.has(m.entry.term)).map((m) => ({ sentence, m })));
  const saysOfRestated = saidInAnswer.map(({ sentence, m }) => conceptContext(sentence.text, m).presence);
  const wentThrough = opening.polarity === undefined && saysOfRestated.includes('present') && saysOfRestated.includes('absent');
  const restDenied = restatesSome && (wentThrough || answer.some((sentence) => REST_DENIED.test(sentence.text)));
  const polarity = opening.only ? 'no' : restatesSome ? ((opening.bare && opening.polarity === 'no') || restDenied ? 'no' : undefined) : opening.polarity;
  if (polarity === undefined) {
    readQualityAnswered(exchange, namedIn(questions.slice(-1)), model);
    return;
  }
  // A bare no answers every question asked ("Any fever? Any cough?" — "No."); a yes or a maybe only the last one.
  // What the answer says of an item itself, in any of its sentences, is not the rest.
  const toldItself = new Set(restDenied ? saidInAnswer.map(({ m }) => m.entry.term) : []);
  const answering = namedIn(polarity === 'no' ? questions : questions.slice(-1)).filter(({ mention }) => !restated.has(mention.entry.term) && !toldItself.has(mention.entry.term));
  const listed = new Set(answering.filter(({ mention }) => mention.entry.kind === 'symptom').map(({ mention }) => mention.entry.term));
  if (polarity === 'yes' && listed.size > 1 && !opening.all && !askedAsOne(answering)) return;
  // A finding already told is not undone by a bare answer about it: "Any blood in the sputum?" — "No." leaves the sputum.
  const told = new Set(model.findings.map((f) => f.name));
  const cited = [...questions, first];
  const evidence = [...new Set(cited.map((s) => s.segmentId))];
  const text = cited.map((s) => s.text).join(' ');
  const answered = new Set<string>();
  // "How about your epilepsy, any seizures?" — "No.": the no is to the seizures; the patient's epilepsy the question
  // takes as known. Not "have you had the flu?", which asks of the flu itself.
  const takenAsKnown = (question: Sentence, mention: TermMention) =>
    OF_THE_PATIENT_NAMED.test(question.text.slice(0, mention.start)) && answering.some((other) => other.question === question && other.mention.entry.kind === 'symptom');
  for (const { question, mention } of answering) {
    const { kind, term } = mention.entry;
    if (answered.has(term) || told.has(term)) continue;
    const context = conceptContext(question.text, mention);
    // "You don't have any fever?" — "Yes": which way is unclear, so nothing is recorded, unless the answer says "I do".
    if (context.hypothetical || (context.presence === 'absent' && polarity !== 'no' && !opening.affirmsItself)) continue;
    answered.add(term);
    const relatives = context.subject === 'family' ? relativesAnswered(question.text, mention, polarity, first.text) : [];
    const base = { name: term, evidence, text, ...(relatives.length > 0 ? { relatives } : {}), codes: codesOf(mention.entry) };
    if (kind === 'symptom') {
      const timing = polarity === 'yes' ? timingOf(term, first.text) : {};
      const presence = polarity === 'yes' ? 'present' : polarity === 'no' ? 'absent' : 'possible';
      model.findings.push({ ...base, presence, temporality: context.temporality, subject: context.subject, ...timing });
    } else if (kind === 'diagnosis' && isAboutTheCondition(question.text, mention) && !(polarity !== 'yes' && takenAsKnown(question, mention))) {
      const status = polarity === 'yes' ? 'confirmed' : polarity === 'no' ? 'ruled_out' : 'suspected';
      model.diagnoses.push({ ...base, status, temporality: context.temporality, subject: context.subject });
    } else if ((kind === 'drug' || kind === 'brand') && polarity === 'yes') {
      // "You're taking lisinopril 20 mg a day?" — "Yes.": taken, with the sig the question gave.
      for (const drug of drugMentions([mention], index)) {
        const sig = parseMedications(question.text, [drug])[0];
        model.medications.push(sig ? { ...sig, status: 'current', evidence, text } : namedMedication(drug, 'current', { evidence, text }));
      }
    }
  }
}

/** Only "and" between two symptoms asked: "numbing and tingling in your feet". */
const JOINED_BY_AND = /^\s*,?\s*and\s+(?:any\s+)?$/i;

/**
 * Symptoms asked together as one complaint, all in one question and each joined to the one before by "and" ("do you get
 * numbing and tingling in your feet?"): a yes has them all. A yes to "numbness or tingling?" says not which.
 */
function askedAsOne(answering: readonly { question: Sentence; mention: TermMention }[]): boolean {
  const symptoms = answering.filter(({ mention }) => mention.entry.kind === 'symptom').sort((a, b) => a.mention.start - b.mention.start);
  const question = symptoms[0]?.question;
  return (
    symptoms.length > 1 &&
    symptoms.every((s) => s.question === question) &&
    symptoms.slice(1).every((s, i) => JOINED_BY_AND.test(question!.text.slice(symptoms[i]!.mention.end, s.mention.start)))
  );
}

/**
 * "Any abdominal pain? Diarrhea? Is your belly bigger?" — "The first and the last.": what the places pick is there,
 * the rest asked is not. The places count the questions with a mark, or the items of the one question that listed them.
 */
function readPicks(exchange: Exchange, places: readonly string[], index: TermIndex, model: ClinicalModel): void {
  const marked = exchange.questions.filter((q) => /\?\s*$/.test(q.text));
  const asked = marked.length > 0 ? marked : exchange.questions;
  const symptomsOf = (q: Sentence) => index.find(q.text).filter((m) => m.entry.kind === 'symptom');
  const units = asked.length > 1 ? asked.map((q) => symptomsOf(q).map((mention) => ({ question: q, mention }))) : symptomsOf(asked[0]!).map((mention) => [{ question: asked[0]!, mention }]);
  const picked = pickedIndexes(places, units.length);
  const cited = [...asked, exchange.answer[0]!];
  const evidence = [...new Set(cited.map((s) => s.segmentId))];
  const text = cited.map((s) => s.text).join(' ');
  units.forEach((unit, i) => {
    for (const { question, mention } of unit) {
      const context = conceptContext(question.text, mention);
      if (context.hypothetical) continue;
      model.findings.push({ name: mention.entry.term, evidence, text, codes: codesOf(mention.entry), presence: picked.has(i) ? 'present' : 'absent', temporality: context.temporality, subject: context.subject });
    }
  });
}

/** The duration or onset a "yes" answer gives its finding: "Any fever?" — "Yes, for 2 days." */
function timingOf(term: string, answer: string): Pick<ConceptContext, 'duration' | 'onset'> {
  const context = conceptContext(`${term} ${maskOpeningAnswer(answer)}`, { start: 0, end: term.length });
  return { ...(context.duration ? { duration: context.duration } : {}), ...(context.onset ? { onset: context.onset } : {}) };
}

/** "They cannot have diabetes", "either a psychiatric disease or schizophrenia": talk of people in general. */
const IN_GENERAL = /\b(?:they|people|patients|someone|somebody|anyone|anybody|a person|things like that|such as|for example|either|some people|most people|many people)\b/i;
const TO_THE_PATIENT = /\b(?:you|your|you're|yours)\b/i;

function isAboutTheCondition(text: string, mention: TermMention): boolean {
  return !NOT_THE_CONDITION.test(text.slice(mention.end)) && !(IN_GENERAL.test(text) && !TO_THE_PATIENT.test(text));
}

/**
 * The drugs the sentence says gave the patient a reaction ("you suffer from itching with the methylprednisolone", "I got
 * methylprednisolone, and that itched me like crazy"), listed as allergies with the reaction; they are not drugs taken.
 */
function readDrugReactions(sentence: Sentence, drugs: readonly DrugMention[], model: ClinicalModel): DrugMention[] {
  const reacted: DrugMention[] = [];
  for (const drug of drugs) {
    const before = sentence.text.slice(0, drug.start);
    const reactionBefore = REACTION_BEFORE.exec(before);
    const said = (reactionBefore ?? REACTION_AFTER.exec(sentence.text.slice(drug.end)))?.[1]?.toLowerCase();
    // Not a reaction the patient had, by the few words before it: "any rash with the lisinopril?", "I didn't get any
    // rash from it", "if you notice any rash from …", "we'll treat the itching with hydroxyzine".
    const leadIn = reactionBefore ? before.slice(0, reactionBefore.index).trim().split(/\s+/).slice(-REACTION_LEAD_IN_WORDS).join(' ') : '';
    if (said === undefined || NO_REACTION_HAD.test(leadIn)) continue;
    reacted.push(drug);
    if (model.allergies.some((a) => a.substance === drug.name)) continue;
    const reaction = /itch/.test(said) ? 'itching' : /hives/.test(said) ? 'hives' : /rash/.test(said) ? 'rash' : undefined;
    model.allergies.push({ substance: drug.name, ...(drug.brand ? { brand: drug.brand } : {}), category: 'drug', ...(reaction ? { reaction } : {}), evidence: evidenceOf(sentence), text: sentence.text, codes: drug.codes });
  }
  return reacted;
}

/** The drug last told as taken in the sentences `before`, finished or stopped since: taken no longer, it leaves the list. */
function withoutDrugFinished(model: ClinicalModel, before: readonly Sentence[]): Medication | undefined {
  // Taken as told, or as the doctor put it ("we have you on the prozac"): not a drug changed or started now.
  const taken = (m: Medication) => (m.status === 'current' && !m.change) || m.change === 'continue';
  const toldIn = (m: Medication, sentence: Sentence) => m.evidence.includes(sentence.segmentId) && [m.name, m.brand].some((name) => name && sentence.text.toLowerCase().includes(name.toLowerCase()));
  // The drug of the nearest sentence that names one ("… and lisinopril. How's the metformin going?" asks of the
  // metformin); none when that sentence names two. Every mention of it goes ("prozac fluoxetine" is two).
  for (const sentence of before) {
    const named = new Set(model.medications.filter((m) => taken(m) && toldIn(m, sentence)).map((m) => m.name));
    if (named.size === 0) continue;
    if (named.size > 1) return undefined;
    const stopped = model.medications.filter((m) => taken(m) && named.has(m.name));
    model.medications = model.medications.filter((m) => !stopped.includes(m));
    return stopped.at(-1);
  }
  return undefined;
}

/** How many of the speaker's sentences before a stop told ("so i stopped it") may hold the drug stopped. */
const STOPPED_OF_REACH = 3;

/** The sentences the same speaker said just before sentence `at`, the nearest first, a few at most. */
function turnSentencesBefore(sentences: readonly Sentence[], at: number): Sentence[] {
  const turn: Sentence[] = [];
  for (let i = at - 1; i >= 0 && turn.length < STOPPED_OF_REACH && sentences[i]!.speaker === sentences[at]!.speaker; i--) turn.push(sentences[i]!);
  return turn;
}

/** The doctor's sentences just before the patient's turn that holds sentence `at`, the nearest first, a few at most. */
function doctorSentencesBefore(sentences: readonly Sentence[], at: number): Sentence[] {
  let i = at - 1;
  while (i >= 0 && sentences[i]!.segmentId === sentences[at]!.segmentId) i -= 1;
  const turn: Sentence[] = [];
  for (; i >= 0 && turn.length < ASKED_OF_REACH && sentences[i]!.speaker === 'doctor'; i--) turn.push(sentences[i]!);
  return turn;
}

function readSentence(said: Sentence, mentions: readonly TermMention[], index: TermIndex, model: ClinicalModel): void {
  // The opening "No," of an answer answers the question; it does not deny what the patient goes on to say.
  const sentence = said.speaker === 'doctor' ? said : { ...said, text: maskOpeningAnswer(said.text) };
  const { text } = sentence;
  const evidence = evidenceOf(sentence);
  recordNone(noneSaid(text), { evidence, text }, model);
  if (said.speaker !== 'doctor') recordDenied(symptomsDeniedAsNormal(text), { evidence, text }, index, model);
  if (said.speaker === 'patient' && ADOPTED.test(text)) model.familyHistoryUnknown ??= { evidence, text };
  if (ALLERGY.test(text) || NO_KNOWN_ALLERGY.test(text)) {
    // An allergy sentence names substances, not prescriptions or complaints; "I'm not allergic to anything" names none.
    if (!NO_KNOWN_ALLERGY.test(text)) model.allergies.push(...readAllergies(sentence, mentions));
    else if (readAllergies(sentence, mentions).length === 0 || /\b(?:anything|any\s+\w+)\b/i.test(text)) model.noKnownAllergies ??= { evidence, text };
    return;
  }
  if (!isRecalledReading(text)) readVitals(text, evidence, model);
  // "The dexamethasone test", "your lithium level": a test named by its drug is no medication.
  const named = drugMentions(mentions, index).filter((drug) => !DRUG_TEST.test(text.slice(drug.end)) && !LEVEL_CHECKED.test(text.slice(0, drug.start))).map((drug) => ({
    drug,
    declined: DECLINED_BEFORE.test(text.slice(0, drug.start)),
    denied:
      conceptContext(text, drug).presence === 'absent' ||
      FORBIDDEN_BEFORE.test(text.slice(0, drug.start)) ||
      // Told not to take what the patient does not take: advice to avoid it (the advice reader writes it). What they do
      // take is held, or stopped (changeBefore).
      (said.speaker === 'doctor' && TOLD_NOT_TO_TAKE_BEFORE.test(text.slice(0, drug.start)) && !model.medications.some((m) => m.name === drug.name && m.status !== 'declined')),
  }));
  const reactedTo = readDrugReactions(sentence, named.map((d) => d.drug), model);
  const drugs = named.filter((d) => !d.declined && !d.denied && !reactedTo.includes(d.drug)).map((d) => d.drug);
  // "I don't want to take insulin": declined, which the note says; "no need of antibiotics" is nothing.
  for (const { drug } of named.filter((d) => d.declined)) model.medications.push(namedMedication(drug, 'declined', { evidence, text }));
  // "continue you on the lipitor … and the aspirin and the metoprolol": one verb for the list.
  let listChange: Medication['change'];
  const prescribed = parseMedications(text, drugs);
  // The sentence without its prescriptions' words: what it says besides them may be advice ("… lasix … for the next
  // four days i'm gonna have you check your weights everyday and … albuterol").
  const besidesPrescriptions = prescribed.reduce((rest, m) => rest.replace(m.text.split(PRESCRIPTION_ENDS)[0]!, ','), text);
  prescribed.forEach((parsed, k) => {
    // What the patient names without the doctor's prescribing is what they take ("I took some Tylenol").
    // So is what the doctor says was started before this visit ("we started you on Imitrex a couple of months ago").
    const startedBefore = sentence.speaker !== 'patient' && STARTED_BEFORE.test(text);
    const before = text.slice(0, Math.max(0, text.indexOf(parsed.text)));
    // The verb of a list reaches the next drug of the list, not one named clauses later ("increase your lasix … and
    // have you use your albuterol").
    const inList = k > 0 && prescribed.length === drugs.length && wordsBetween(text, drugs[k - 1]!.end, drugs[k]!.start) <= LIST_GAP_WORDS;
    // "order a hemoglobin a1c to see if we need to make any adjustments to your metformin": the verb before a test named
    // since is the test's.
    const testsEnd = Math.max(0, ...mentions.filter((m) => (m.entry.kind === 'lab' || m.entry.kind === 'imaging') && m.end <= before.length).map((m) => m.end));
    const afterItsName = afterName(text, parsed);
    const saidBefore = sentence.speaker === 'patient' ? undefined : stoppedAround(before, afterItsName) ? 'stop' : (changeBefore(before.slice(testsEnd)) ?? (inList ? listChange : undefined));
    // "The sertraline is helping, so I want to increase it from 50 to 100 mg": the change said after the name, of "it".
    const ofIt = sentence.speaker === 'patient' || saidBefore || prescribed.length > 1 ? undefined : withChangeOfIt(parsed, afterItsName);
    const medication = ofIt?.medication ?? parsed;
    const said = saidBefore ?? ofIt?.change;
    // "We started you on the Imitrex a couple of months ago" tells what is taken; it starts nothing now.
    // So does "(Dr. Brown) put you on buspar": someone else's doing, not "we'll put you on" or "let me put you on".
    // The fillers of speech part no words: "we're going to, uh, put you on some carvedilol" is the doctor's own doing.
    const unhesitating = withoutHesitations(before);
    // "We switched her from a furosemide to torsemide (earlier in the spring)": a change made before, told; the drug
    // switched from is the history's, the one switched to is taken.
    const changedBefore = sentence.speaker !== 'patient' && PAST_CHANGE.test(before) && !CHANGED_NOW.test(text);
    // "We changed her furosemide to torsemide": the drug named just before the one it was changed to.
    const changedFrom = changedBefore && prescribed.length === drugs.length && k + 1 < drugs.length && /^\W*(?:to|and|over to|into)\W*$/i.test(text.slice(drugs[k]!.end, drugs[k + 1]!.start));
    if (changedBefore && (said === 'stop' || changedFrom)) return;
    const change = (said === 'start' && startedBefore && (/\bstarted\b/i.test(before) || PUT_ON_BY_SOMEONE.test(unhesitating))) || changedBefore ? undefined : said;
    // "We'll put you on carvedilol" is started now, whatever else the sentence says of the past.
    const startedNow = change === 'start' || change === 'increase' || change === 'decrease';
    // "(… see if we need to make any adjustments to) your metformin": the patient's own drug, named with no order or sig.
    const ownDrugNamed = !change && POSSESSED.test(before) && !medication.strength && !medication.dose && !medication.frequency;
    // "… the dosage for your nicotine patch" after "I'm gonna start you with a nicotine patch": the drug just started.
    if (ownDrugNamed && model.medications.some((m) => m.name === medication.name && m.status === 'prescribed')) return;
    // "Bactrim pushes the INR up", "ibuprofen can cause bleeding": the doctor says what a drug does, orders nothing.
    if (sentence.speaker !== 'patient' && !change && DRUG_DOES.test(afterItsName)) return;
    const listReviewed = sentence.speaker !== 'patient' && !change && MEDICATIONS_REVIEWED.test(before);
    // "Don't take the aspirin until I see you", "keep the aspirin off": the change the doctor says is the status too.
    const ordered = change === 'stop' && medication.status === 'prescribed' ? 'stopped' : medication.status;
    const status = (sentence.speaker === 'patient' || (startedBefore && !startedNow) || changedBefore || ownDrugNamed || listReviewed) && ordered === 'prescribed' ? 'current' : ordered;
    listChange = change;
    // "I was also on lisinopril before": taken once, not now; the history tells it. So does the patient's own "and then
    // stopped": a stop is the doctor's order.
    if (status === 'current' && !change && TAKEN_NO_LONGER.test(text)) return;
    // "Let's see how the tylenol does first", "I'll try the cream": the patient takes up what the doctor advised.
    if (sentence.speaker === 'patient' && status === 'current' && (TRYING_BEFORE.test(before) || TRYING_AFTER.test(afterItsName))) return;
    if (sentence.speaker === 'patient' && status === 'stopped') return;
    const condition = status === 'prescribed' ? prescribedOn(text, medication, prescribed, mentions, model.investigations) : undefined;
    model.medications.push({ ...medication, status, ...(change ? { change } : {}), ...(condition ? { condition } : {}), evidence });
  });
  // "(lithotripsy,) which is essentially a shock wave procedure in which we … use shock waves": a relative clause cut
  // off at a pause tells what something is; a test it goes on to name is still ordered.
  const describing = sentence.speaker !== 'patient' && DESCRIBES.test(text);
  for (const mention of mentions) {
    const kind = mention.entry.kind;
    if (kind === 'lab' || kind === 'imaging') readInvestigation(sentence, mention, model.investigations);
    else if (describing) continue;
    else if (kind === 'symptom' || kind === 'diagnosis') readCondition(sentence, mention, model);
    else if (kind === 'procedure') readProcedure(sentence, mention, model.procedures);
  }
  // A test ordered by a name the lexicon does not know ("order a western blot"): ordered all the same.
  const unknownOrder = sentence.speaker !== 'patient' && !mentions.some((m) => ['lab', 'imaging', 'procedure', 'drug', 'brand'].includes(m.entry.kind)) ? orderedTest(text) : undefined;
  if (unknownOrder && !model.investigations.some((i) => i.name.toLowerCase().includes(unknownOrder) || unknownOrder.includes(i.name.toLowerCase()))) {
    model.investigations.push({ name: unknownOrder, status: 'advised', evidence, text, codes: [] });
  }
  // The return visit is the doctor's to set: the patient's "I'm going on vacation in a month" is none, unless said
  // as a plan (a transcript's speakers may be swapped: "[patient] … we'll see you in three weeks").
  // A referral to a service the lexicon has no procedure for ("refer you to urology"); the lexicon's own (physical
  // therapy) are read with their codes above.
  const service = sentence.speaker !== 'patient' && !mentions.some((m) => m.entry.kind === 'procedure') ? referralOf(text) : undefined;
  if (service && !model.procedures.some((p) => p.name === service)) model.procedures.push({ name: service, status: 'advised', evidence, text, codes: [] });
  if (sentence.speaker !== 'patient' && !mentions.some((m) => m.entry.kind === 'procedure')) readSurgery(sentence, index, model.procedures);
  const followUp = sentence.speaker !== 'patient' || PLANS_TOGETHER.test(text) ? parseFollowUp(text) : undefined;
  if (followUp && !model.followUp) model.followUp = { ...followUp, evidence, text };
  // "If your symptoms continue, we'll talk about further imaging": what would be done then, not an order now.
  // A test read with its condition already ("if it's not better … we'll get an MRI") is said by the plan's test line.
  const testedIf = (order: string) => model.investigations.some((test) => test.text === text && test.condition !== undefined && saysWords(order, test.name));
  const contingent = sentence.speaker !== 'patient' ? contingentOrders(text).filter((order) => !testedIf(order)) : [];
  model.advice.push(...contingent.map((instruction) => ({ evidence, text, instruction })));
  const devices = sentence.speaker !== 'patient' ? devicesOrdered(text) : [];
  model.advice.push(...devices.map((instruction) => ({ evidence, text, instruction })));
  const bearing = sentence.speaker !== 'patient' ? weightBearing(text) : [];
  model.advice.push(...bearing.map((instruction) => ({ evidence, text, instruction })));
  const contact = sentence.speaker !== 'patient' ? contactInstructions(text) : [];
  if (!followUp && sentence.speaker !== 'patient' && !describing) {
    // A device ordered is said already; with a drug
    // prescribed, only what the sentence says besides the prescription ("… mobic … i want you to ice your knee").
    // A drug named and not prescribed ("try not to take any ibuprofen and cut down on alcohol"): the clauses that do
    // not name it.
    const drugWords = mentions.filter((m) => m.entry.kind === 'drug' || m.entry.kind === 'brand').map((m) => m.text.toLowerCase());
    // "… but avoid ibuprofen because of your kidneys": a drug to avoid is advice, whatever else the sentence prescribes.
    const withoutDrugs = () => text.split(CLAUSES_APART).filter((clause) => AVOIDED.test(clause) || !drugWords.some((word) => clause.toLowerCase().includes(word))).join(', ');
    const advised = drugs.length === 0 ? text : prescribed.length > 0 ? besidesPrescriptions : withoutDrugs();
    // A referral read already is no advice too: "follow up with cardiology".
    const referred = (instruction: string) => service !== undefined && saysWords(instruction, service);
    // Going to the emergency department is said with its reasons by the contact instructions below.
    const saidWithReasons = (instruction: string) => contact.length > 0 && sendsToEmergency(instruction);
    // "Increase it from 50 mg" is the change of the drug named before, which its medication says.
    const advice = adviceOf(advised).filter((instruction) => (devices.length === 0 || !/^(?:continue to )?(?:wear|use)\b/i.test(instruction)) && !saidAsBearing(instruction, bearing) && !referred(instruction) && !saidWithReasons(instruction) && !changeOfItAfter(instruction));
    model.advice.push(...advice.map((instruction) => ({ evidence, text, instruction })));
  }
  // When to call is said last, as the sentence said it after what to do ("weigh yourself daily, call me if …").
  model.advice.push(...contact.map((instruction) => ({ evidence, text, instruction })));
  // The other clinicians the doctor (or the patient) will contact: "I will talk to your cardiologist".
  const coordination = sentence.speaker !== 'patient' ? careCoordinationOf(text) : [];
  model.advice.push(...coordination.map((instruction) => ({ evidence, text, instruction })));
  if (isSocial(text)) model.social.push({ evidence, text });
}

/**
 * Where the doctor turns to what they want of the patient, with no pause said: "… take that tylenol for any pain i do
 * want to make sure you're pushing fluids". A prescription's words end there, and a sentence's clauses part there.
 */
const TURNS_TO_WANT = /(?=\b(?:i|we) (?:do |really |also )?(?:want|wan ?na|would like|need) (?:to )?(?:make sure|you|him|her|them)\b)/;
/**
 * Where a prescription's words end, before what else the sentence asks: where the doctor turns to what they want, or at
 * "and" before advice of another kind ("… omeprazole, 40 milligrams, once a day and continue with those dietary
 * modifications").
 */
const PRESCRIPTION_ENDS = new RegExp(String.raw`${TURNS_TO_WANT.source}|\s(?=and (?:continue|keep|avoid|stay|drink|watch|limit|cut|try|ice|elevate|rest) (?:with|on|doing|to|off|away|down|back|the|your|plenty|lots|more|fluids|water)\b(?!.*\b(?:mg|milligrams?|tablets?|pills?)\b))|\s(?=but (?:avoid|stay away from)\b)`);
/** A drug to keep away from: "avoid ibuprofen", "stay away from the advil". */
const AVOIDED = /\b(?:avoid|stay away from)\b/i;
/** Where a sentence's clauses part, for advice beside a drug it names: at a pause, at "and", or where the doctor turns. */
const CLAUSES_APART = new RegExp(String.raw`[,;]|\band\b|${TURNS_TO_WANT.source}`);

/**
 * Advice the weight-bearing instructions say already: "start walking on it as tolerated" beside "Weight-bearing as
 * tolerated", "stay off the leg" beside "Non-weight-bearing".
 */
function saidAsBearing(instruction: string, bearing: readonly string[]): boolean {
  return (/\bas tolerated\b/i.test(instruction) && bearing.some((b) => /as tolerated/.test(b))) || (/^stay off\b/i.test(instruction) && bearing.some((b) => /^Non-weight/.test(b)));
}

/** "(the dexamethasone) suppression test", "(lithium) level": the words after a drug that make it a test. */
const DRUG_TEST = /^\s*(?:suppression\s+|stimulation\s+|challenge\s+)?(?:tests?|levels?)\b/i;
/** "We checked your estradiol": a drug (a hormone) whose level was checked, said before it. */
const LEVEL_CHECKED = /\b(?:checked|check|checking|measured|tested|drew|drawn)\s+(?:your|his|her|the)\s+(?:[\w-]+\s+)?$/i;

/**
 * The doctor going over what the patient takes: "for medications, I have that you take …", "it says that you're on …",
 * "I also see that you're diabetic and that you take …".
 */
const MEDICATIONS_REVIEWED =
  /\b(?:(?:i have|i (?:also )?see|it (?:also )?says|it looks like|i've got) (?:here )?(?:that you(?:'re| are) [\w-]+(?: [\w-]+)? and )?that you(?:'re| are)? (?:currently |still )?(?:take|taking|on)|for (?:your )?(?:current )?medications\s*,\s*(?:i have|i see|it says|you(?:'re| are)? (?:taking|on))|your (?:current )?medications (?:are|include))\b/i;

/** "I was adopted": the patient's family history is unknown. */
const ADOPTED = /\b(?:i was|i'm|i am)\s+adopted\b/i;

/** "your metformin", "her lisinopril": a drug the patient has. */
const POSSESSED = /\b(?:your|his|her|their)\s+$/i;

/** At most this many words between two drugs of one list: "the lipitor 40 mg daily and the aspirin". */
const LIST_GAP_WORDS = 10;
const wordsBetween = (text: string, from: number, to: number) => text.slice(from, to).split(/\s+/).filter(Boolean).length;

/** "If that's positive", "if the culture comes back positive": a result the prescription waits for. */
const IF_RESULT = /\bif\s+(?:that|it|this|the\s+(?:test|result|results|swab|culture)|the\s+([\w-]+(?:\s+[\w-]+){0,3}?))\s*(?:'s|is|are|comes?\s+back|came\s+back|turns\s+out(?:\s+to\s+be)?|returns?)\s+(positive|negative|abnormal|elevated|high|low)\b/i;

/** A drug named as part of what is watched: "(if it is not better) with this flexeril", "on the ibuprofen". */
const IN_THE_CONDITION = /\b(?:with|on|from|despite|after)\s+(?:the\s+|this\s+|that\s+|your\s+)?$/i;

/**
 * The condition a drug is prescribed on, said in the words since the drug before it: "(a rapid strep test,) and if
 * that's positive I want to prescribe amoxicillin" is "if rapid strep test positive"; "if it doesn't get better we
 * can try prednisone" is "if not improving". A test referred to ("that") is the last one named before the condition.
 */
function prescribedOn(text: string, medication: ParsedMedication, prescribed: readonly ParsedMedication[], mentions: readonly TermMention[], investigations: readonly Investigation[]): string | undefined {
  const at = text.indexOf(medication.text);
  const previous = prescribed[prescribed.indexOf(medication) - 1];
  const from = previous ? text.indexOf(previous.text) + previous.text.length : 0;
  const before = text.slice(from, Math.max(from, at));
  // "If the headache is not better … with this flexeril, give us a call": a drug named inside the condition is not
  // prescribed on it.
  if (IN_THE_CONDITION.test(before)) return undefined;
  const result = IF_RESULT.exec(before);
  if (result) {
    const ifAt = from + result.index;
    const test = result[1] ?? mentions.filter((m) => (m.entry.kind === 'lab' || m.entry.kind === 'imaging') && m.end <= ifAt).at(-1)?.entry.term ?? investigations.at(-1)?.name;
    return test ? `if ${test} ${result[2]!.toLowerCase()}` : `if ${result[2]!.toLowerCase()}`;
  }
  return UNLESS_BETTER.find(([pattern]) => pattern.test(before))?.[1];
}

/** A medication known only by its name and what was said of it: taken ("yes" to "are you on …"), or declined. */
function namedMedication(drug: DrugMention, status: MedicationStatus, said: Grounded): Medication {
  return { name: drug.name, ...(drug.brand ? { brand: drug.brand } : {}), status, flags: [], codes: drug.codes, ...said };
}

/** Drugs and brands named in the sentence; a brand stands for its generics. */
function drugMentions(mentions: readonly TermMention[], index: TermIndex): DrugMention[] {
  return mentions
    .filter((m) => (m.entry.kind === 'drug' && !NOT_A_MEDICINE.has(m.entry.term)) || m.entry.kind === 'brand')
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

/** A relative clause said as a sentence of its own: "which is a small telescope …", "which means …". */
const DESCRIBES = /^\W*which\s+(?:is|are|was|means?|basically|essentially|will|would|can|could|helps?|we)\b/i;

/** A cause named before a symptom: "what's causing that cough", "which explains your fatigue", "leading to". */
const EXPLAINS_BEFORE = /\b(?:causing|cause of|causes|caused|explains?|explaining|responsible for|contribut\w+ to|lead(?:s|ing)? to)\b(?:\W+[\w']+){0,8}\W*$/i;
/**
 * A symptom naming what something is for, not what the patient has: "the weight loss study", "weight loss
 * medications", "it won't help with weight loss", "chromium for weight loss".
 */
const NAMES_WHAT_FOR_AFTER = /^\s+(?:stud(?:y|ies)|trials?|programs?|programmes?|medications?|medicines?|meds|pills?|drugs?|surgery|clinic|goals?|management|injections?|shots?|checks?|surveillance|screening)\b/i;
// "Looks over all of my moles every year": every one of them, checked, is no complaint.
const NAMES_WHAT_FOR_BEFORE = /\bhelp(?:s|ed|ing)?(?: (?:you|him|her|them))? with\s+$|\ball (?:of )?(?:my|your|his|her|the)\s+$/i;
/** Symptoms that are also what a treatment is for ("chromium for weight loss"). */
const GOALS = new Set(['weight loss']);
const GOAL_FOR = /\bfor\s+$/i;
const namesWhatFor = (text: string, mention: TermMention) =>
  NAMES_WHAT_FOR_AFTER.test(text.slice(mention.end)) ||
  NAMES_WHAT_FOR_BEFORE.test(text.slice(0, mention.start)) ||
  (GOALS.has(mention.entry.term) && GOAL_FOR.test(text.slice(0, mention.start)));
/** "No other bruises", "no other concerning moles": said of more than the one told, it denies no symptom and tells none. */
const NO_OTHER_BEFORE = /\b(?:no|not any|nor any|without any) other\s+(?:(?:concerning|suspicious|worrisome|new|similar|significant)\s+)?$/i;
/** The doctor's "you look (a little)", "he seems", just before a sign: an appearance observed. */
const LOOKS_BEFORE = new RegExp(`${LOOKS}$`, 'i');
/** What an image shows ("MR arthrogram … shows … subchondral edema"): a result, read as one, not a symptom reported. */
const IMAGE_SHOWS = /\b(?:x-?rays?|mri|mr|ct|cat scan|ultrasound|arthrogram|radiographs?|imaging|echocardiogram|echo)\b[^.;]*\b(?:shows?|showed|showing|reveals?|revealed|demonstrat\w+)\b[^.;]*$/i;

/** Records a symptom or diagnosis, unless it is only a condition to watch for or the name of something else. */
function readCondition(sentence: Sentence, mention: TermMention, model: ClinicalModel): void {
  const context = conceptContext(sentence.text, mention);
  // The doctor's "if you get a fever, call me" is advice; a patient's "if I bend, it hurts" is a complaint, but no
  // one's "the covid clinic" or "if I had diabetes" is a diagnosis.
  if (context.hypothetical && (sentence.speaker !== 'patient' || mention.entry.kind === 'diagnosis')) return;
  if (mention.entry.kind === 'diagnosis' && sentence.speaker !== 'patient' && !isAboutTheCondition(sentence.text, mention)) return;
  // "My mom and her sister, I think they both had melanoma": who in the family has it.
  const whose = whoseCondition(sentence.text, mention, context.subject);
  const base = { name: mention.entry.term, evidence: evidenceOf(sentence), text: sentence.text, ...whose, codes: codesOf(mention.entry) };
  if (mention.entry.kind === 'symptom') {
    // "That's what's causing that cough as well as some of the shortness of breath": the doctor explaining a symptom
    // does not report it; the patient's own words do.
    if (sentence.speaker === 'doctor' && EXPLAINS_BEFORE.test(sentence.text.slice(0, mention.start))) return;
    if (namesWhatFor(sentence.text, mention)) return;
    if (NO_OTHER_BEFORE.test(sentence.text.slice(0, mention.start))) return;
    // "You look a little tired": how the patient looks to the doctor is the examination's, not a symptom told.
    if (sentence.speaker === 'doctor' && LOOKS_BEFORE.test(sentence.text.slice(0, mention.start))) return;
    if (sentence.speaker !== 'patient' && IMAGE_SHOWS.test(sentence.text.slice(0, mention.start))) return;
    model.findings.push({
      ...base,
      said: [mention.text],
      presence: context.presence,
      temporality: context.temporality,
      ...(context.duration ? { duration: context.duration } : {}),
      ...(context.onset ? { onset: context.onset } : {}),
    });
    return;
  }
  const status = context.presence === 'absent' ? 'ruled_out' : context.presence === 'possible' ? 'suspected' : 'confirmed';
  const side = sideSaidWith(sentence.text, mention);
  model.diagnoses.push({ ...base, said: [mention.text], ...(side ? { side } : {}), status, temporality: context.temporality });
}

/**
 * Who in the family has what a question asked of: the relatives it names ("does your mother have diabetes?" — "yes"),
 * else those a yes names ("any heart disease in the family?" — "yes, my dad").
 */
function relativesAnswered(question: string, mention: TermMention, polarity: Polarity, answer: string): string[] {
  const asked = relativesWith(question, mention);
  return asked.length > 0 || polarity !== 'yes' ? asked : relativesNamed(answer);
}

/** A condition just before a test's name: "if the x-ray", "assuming that the ultrasound", "once your labs". */
const EXPECTED_RESULT = /\b(?:if|assuming|once|provided|in case|unless)\b(?:\W+[\w']+){0,3}\W*$/i;

/** "Another EKG", "repeat the hemoglobin a1c", "the x-ray again": a test to be done again, said of it (not of the sentence). */
const AGAIN_BEFORE = /\b(?:repeat(?:ed|ing)?|another|recheck(?:ing)?|redo|follow[- ]?up)\b(?:\W+[\w-]+){0,2}\W*$/i;
const AGAIN_AFTER = /^\W*(?:[\w-]+\W+){0,1}(?:again|repeated)\b/i;

/** "If it doesn't get better, then we can get an x-ray": the condition a test is advised on, as a plan writes it. */
const COMPLAINT_SUBJECT = String.raw`(?:it|this|that|things|you|symptoms|(?:the|that|this|your)\s+(?:pain|swelling|symptoms?|rash|cough|headaches?|bleeding|spells?|episodes?|numbness|tingling|itching|burning|hands?|knees?|back))`;
const UNLESS_BETTER: readonly [RegExp, string][] = [
  [new RegExp(String.raw`\bif ${COMPLAINT_SUBJECT}(?:'s|'re| is| are)?\s*${NOT_BETTER}`, 'i'), 'if not improving'],
  [new RegExp(String.raw`\bif ${COMPLAINT_SUBJECT}\s+(?:(?:gets?|got|getting|is getting|are getting)\s+(?:any\s+)?worse|worsens?)`, 'i'), 'if worsening'],
  [new RegExp(String.raw`\bif ${COMPLAINT_SUBJECT}\s+(?:persists?|continues?|keeps? (?:going|hurting))|\bif ${COMPLAINT_SUBJECT}(?:'s|'re| is| are) still\s+(?:having|hurting|catching|painful|sore|bleeding|getting|feeling|symptomatic|swollen|there|bad|bothering|coughing|wheezing)\b`, 'i'), 'if symptoms persist'],
  // "If sugar is still high after that, we may have to start insulin": a reading not brought down.
  [new RegExp(String.raw`\bif (?:the |your )?(?:blood |fasting )?(?:sugars?|glucose|a1c|hba1c)\s+(?:is|are|stays?|remains?)\s+(?:still\s+)?(?:high|up|elevated|uncontrolled|not (?:controlled|coming down))`, 'i'), 'if blood sugar remains high'],
  [new RegExp(String.raw`\bif (?:the |your )?(?:blood )?(?:pressures?|bp)\s+(?:is|are|stays?|remains?)\s+(?:still\s+)?(?:high|up|elevated|uncontrolled|not (?:controlled|coming down))`, 'i'), 'if blood pressure remains high'],
];

/** "(If …,) then we will do", "we'll probably get": the doctor's doing, once the condition holds. */
const WE_WILL_DO = String.raw`(?:we|i)(?:'ll| will| would| may| might| can| could| shall)\s+(?:(?:have to|need to|probably|possibly|then)\s+)*(?:do|get|order|send|go for|plan)`;
/** A wish or consent is no condition of the illness: "if you want", "if you agree". */
const CONSENT = String.raw`(?!(?:you|he|she)\s+(?:want|wish|like|agree|prefer|are okay|'re okay|are ok|'re ok|are comfortable|'re comfortable)\b)`;
/** A condition said before "then we will do …", anywhere before the words that follow it. */
const IF_THEN_SAID = new RegExp(String.raw`\bif\s+${CONSENT}[^.;?]{3,80}?,?\s+then\s+${WE_WILL_DO}\b`, 'i');
/** "If sputum is negative (but still we are suspecting), then we will do (a CT scan)": the condition, up to a "but". */
// "If the loose motions continue more than three days, or blood comes in the motion, we will do …": either of two.
const IF_THEN_DO = new RegExp(
  String.raw`\bif\s+${CONSENT}((?:(?!\bif\b)[^,.;?])+?(?:\s*,?\s+or\s+(?:(?!\bif\b)[^,.;?])+?)?)(?:\s+but\b[^,.;?]*)?\s*,?\s+(?:then\s+)?${WE_WILL_DO}\s+(?:an?\s+|the\s+|some\s+)?$`,
  'i',
);
/** At most this many words in each of the conditions a test is advised on. */
const MAX_CONDITION_WORDS = 8;
const conditionBefore = (before: string): string | undefined => {
  const said = IF_THEN_DO.exec(before)?.[1]?.trim().replace(/\s*,\s*(?=or\b)/g, ' ');
  return said && said.split(/\s+or\s+/).every((each) => each.split(/\s+/).length <= MAX_CONDITION_WORDS) ? `if ${said.replace(/\b(?:your|his|her)\b/gi, 'the')}` : undefined;
};

/**
 * "I'm an x-ray tech", "the MRI machine", "a low sodium diet", "the calcium supplement": the words after a test's name
 * that make it about something else.
 */
const NOT_THE_TEST = /^[\s-]*(?:techs?|technicians?|technologists?|departments?|machines?|rooms?|suites?|clinics?|centers?|centres?|reports? (?:say|says|said)|diets?|intake|foods?|restrictions?|supplements?|tablets?|pills?)\b/i;

/** "(atorvastatin) for cholesterol", "(a pill) for my high cholesterol": what a drug is for, not a test of it. */
const FOR_A_CONDITION = /(?<!\b(?:test|tests|testing|check|checking|screen|screening|labs?|work|panel|look|looking|order|get)\s)\b(?:for|treats?|treating|lowers?|lowering)\s+(?:my|your|his|her|their|the|high|elevated|bad)?\s*(?:high\s+)?$/i;
/** "Aluminum chloride", "potassium chloride": a compound the doctor uses or prescribes, not the serum level. */
const COMPOUND_OF = /\b(?:aluminum|aluminium|silver|potassium|sodium|calcium|magnesium|zinc|ferric|ferrous)\s+$/i;
/** Levels a drug is taken for, named as the condition: "(atorvastatin) for cholesterol", "(tablets) for sugar". */
const LEVEL_TREATED = /cholesterol|\bldl\b|\bhdl\b|triglyceride|lipid|glucose|sugar|uric acid/i;
const notTheTestBefore = (before: string, term: string) => COMPOUND_OF.test(before) || (LEVEL_TREATED.test(term) && FOR_A_CONDITION.test(before));

function readInvestigation(sentence: Sentence, mention: TermMention, into: Investigation[]): void {
  const context = conceptContext(sentence.text, mention);
  if (context.presence === 'absent' || NOT_THE_TEST.test(sentence.text.slice(mention.end)) || notTheTestBefore(sentence.text.slice(0, mention.start), mention.entry.term)) return;
  // A test to be done only if the complaint does not settle, or on any other condition said before "then we will do
  // it", is a plan with its condition; any other supposed test ("they sometimes will do an ultrasound") is none.
  const before = sentence.text.slice(0, mention.start);
  const condition = UNLESS_BETTER.find(([pattern]) => pattern.test(before))?.[1] ?? (sentence.speaker !== 'patient' ? conditionBefore(before) : undefined);
  if (context.hypothetical && sentence.speaker !== 'patient' && !condition && !EXPECTED_RESULT.test(before)) return;
  const after = sentence.text.slice(mention.end);
  // "Assuming that the ultrasound is normal, …": what the test may show, so it is still to be done.
  const expected = EXPECTED_RESULT.test(sentence.text.slice(0, mention.start));
  const reported = expected ? null : REPORTED.exec(after);
  // "In reviewing the results of your back x-ray, this looks normal", "we had to get an x-ray before you came in":
  // reported, though no value follows the name.
  // "The x-ray results", "the results of your ekg": read out, whatever else a run-on turn goes on to order.
  // Not results still to come: "once we get the mri results back", "pending the mri results".
  // "From what I'm seeing on your x-ray": the image looked at, whatever the sentence goes on to plan.
  const resultsNamed = resultsReadOut(before, after) || SEEN_ON.test(before);
  const reviewed = resultsNamed || (!ORDERED.test(sentence.text) && REVIEWED.test(sentence.text)) || ((DONE_BEFORE.test(sentence.text) || BEFORE_THIS_VISIT.test(sentence.text)) && !TO_BE_DONE.test(sentence.text));
  // "Based on the x-ray and your exam …": a test referred back to, with neither a result nor an order, is neither. A
  // bare name is what the doctor orders ("Also CBC, blood group and TSH.").
  const ordered = ORDERED.test(sentence.text) || TO_BE_DONE.test(sentence.text);
  if (!reported && !reviewed && !ordered && REFERS_BACK.test(sentence.text.slice(0, mention.start))) return;
  const site = testSite(sentence.text, mention);
  const purpose = reported || reviewed ? undefined : testPurpose(after);
  const abbreviation = abbreviationSaid(mention);
  const due = reported || reviewed ? undefined : testDue(sentence.text);
  into.push({
    name: mention.entry.term,
    status: reported || reviewed ? 'reported' : 'advised',
    ...(reported ? { result: resultSaid(reported) } : {}),
    ...(condition && !reported && !reviewed ? { condition } : {}),
    ...(!reported && !reviewed && (AGAIN_BEFORE.test(before) || AGAIN_AFTER.test(sentence.text.slice(mention.end))) ? { again: true } : {}),
    ...(site ? { site } : {}),
    ...(abbreviation ? { abbreviation } : {}),
    ...(due ? { due } : {}),
    ...(purpose ? { purpose } : {}),
    evidence: evidenceOf(sentence),
    text: sentence.text,
    codes: codesOf(mention.entry),
  });
}

/** An abbreviation of capitals a note writes as such ("INR", "CBC", "BMP"), not "A1c". */
const ABBREVIATION = /^(?=(?:[^A-Z]*[A-Z]){2})[A-Z][A-Za-z0-9]{1,5}$/;

/** The lexicon's abbreviation the test was said by ("inr" is INR), when it was said by one. */
function abbreviationSaid(mention: TermMention): string | undefined {
  const said = mention.text.toLowerCase();
  return spellingsOf(mention.entry).find((spelling) => ABBREVIATION.test(spelling) && spelling.toLowerCase() === said);
}

/** "The injury that you had": something else the patient had, which says nothing of the procedure named with it. */
const ANOTHER_THING_HAD = /\bthe (?:[\w-]+\s+){0,2}?[\w-]+ that (?:you|he|she|they|i) had\b/gi;

/** Said just after an order: done only if it comes to that ("… if we need to", "… if needed"). */
const IF_NEEDED = /^[^,.;?]{0,30}?\bif (?:(?:we|you|he|she) (?:need|needs|have|has) to|(?:it's |it is )?(?:needed|necessary|required))\b/i;

function readProcedure(sentence: Sentence, mention: TermMention, into: Procedure[]): void {
  const context = conceptContext(sentence.text, mention);
  const told = sentence.text.replace(ANOTHER_THING_HAD, (clause, at: number) => (at <= mention.start && at + clause.length >= mention.end ? clause : ''));
  // "If it does not improve we can consider a steroid injection": an option, not advice. So is a referral the doctor
  // would make only if needed ("we'll refer you to physical therapy if we need to"), or "possibly" under a course of
  // the illness ("if your symptoms continue, we'll talk about … possibly referral to …"), which the advice says.
  if (context.presence === 'absent' || (context.hypothetical && sentence.speaker !== 'patient')) return;
  if (sentence.speaker !== 'patient' && (IF_NEEDED.test(sentence.text.slice(mention.end)) || (context.presence === 'possible' && contingentOrders(sentence.text).length > 0))) return;
  // "If sputum is negative, then we will do a CT scan and maybe bronchoscopy": done only on that condition.
  if (sentence.speaker !== 'patient' && IF_THEN_SAID.test(sentence.text.slice(0, mention.start))) return;
  // "The results of your skin biopsy", "show me the skin biopsy results": a result reviewed, which the results tell,
  // not a procedure of this visit.
  if (resultsReadOut(sentence.text.slice(0, mention.start), sentence.text.slice(mention.end))) return;
  into.push({
    name: mention.entry.term,
    // "A past medical history significant for prior discectomy": done before, not advised. A procedure the patient
    // tells of having had ("they had to do a cabg on me") was done, unless it is still to come.
    status:
      DONE.test(told) ||
      fromItsStandpoint(told, mention.text) ||
      askedAfterHad(told, mention.start) ||
      context.temporality === 'past' ||
      (PAST_DATED.test(told) && !TO_COME.test(told)) ||
      (sentence.speaker === 'patient' && (PATIENT_HAD.test(told) || isUnderWay(told)) && !TO_COME.test(told))
        ? 'done'
        : 'advised',
    evidence: evidenceOf(sentence),
    text: sentence.text,
    codes: codesOf(mention.entry),
  });
}

/**
 * Surgery the doctor recommends by the plain word ("you're most likely going to need surgery"), named by its technique
 * once the doctor describes it, in the same sentence or after ("… using plates and screws": open reduction and internal
 * fixation, with the lexicon's codes).
 */
function readSurgery(sentence: Sentence, index: TermIndex, into: Procedure[]): void {
  const evidence = evidenceOf(sentence);
  const technique = surgeryTechnique(sentence.text);
  const entry = technique ? index.find(technique, ['procedure'])[0]?.entry : undefined;
  const named = entry ? { name: entry.term, codes: codesOf(entry) } : undefined;
  const advised = surgeryAdvised(sentence.text);
  const before = into.findIndex((p) => p.status === 'advised' && isSurgeryRead(p.name));
  if (before >= 0 && named) into[before] = { ...into[before]!, ...named, evidence: [...new Set([...into[before]!.evidence, ...evidence])] };
  else if (advised && before < 0) {
    into.push({ name: advised, status: 'advised', evidence, text: sentence.text, codes: [], ...named });
  }
}

function readAllergies(sentence: Sentence, mentions: readonly TermMention[]): Allergy[] {
  const evidence = evidenceOf(sentence);
  const named = mentions.filter((m) => m.entry.kind !== 'symptom');
  if (named.length > 0) {
    return named.map((m) => ({
      substance: m.entry.kind === 'brand' ? m.entry.generics.join(' + ') : m.entry.term,
      ...(m.entry.kind === 'brand' ? { brand: m.text } : {}),
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
