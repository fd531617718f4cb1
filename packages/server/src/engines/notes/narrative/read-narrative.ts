/**
 * The statements a narrative note is written from: the doctor's summary of who the patient is, the patient's own
 * account (history of the present illness), what the doctor found on examination, the results reviewed, and the
 * assessment and plan, each problem with its part. A consultation runs through these in order (history, then
 * examination, then results, then plan), so a sentence is placed by what it says and where in the visit it is
 * said. Questions, bare answers and small talk are left out: a sentence enters only when it sounds like something
 * a note would say (note-vocabulary.ts).
 */
import { notNeeded } from '../plan/not-needed.js';
import { namesNoTest } from '../generic-tests.js';
import type { ClinicalModel, Grounded, HistoryStatement, Speaker } from '../clinical-model.js';
import type { Sentence } from '../sentences.js';
import type { LexiconKind } from '../../../lexicon/lexicon.js';
import type { TermMention } from '../term-index.js';
import { conceptContext } from '../context/concept-context.js';
import { LIMB_PARTS } from '../context/body-parts.js';
import { examFindingsOf, examFocusOf, withoutCourtesy } from '../examination/exam-findings.js';
import { LISTENING_REACH, partsListenedTo, withPartsNamed } from '../examination/listened-to.js';
import { isFor } from '../plan/indications.js';
import { isRecalledReading } from '../vitals/recalled-reading.js';
import { injuryTold } from '../history/injury-told.js';
import { informantOf, sexAskedOf } from '../history/informant.js';
import { sexOfNameGreeted } from '../history/greeted-name.js';
import { asksOfHistory, ComplaintHistories, PAIN } from '../history/complaint-histories.js';
import { withSidesSaid } from '../history/complaint-side.js';
import { asksWhatWorsens } from '../history/complaint-attributes.js';
import { recallsHistory } from '../history/recalled-history.js';
import { EMERGENCY_VISIT, opensOnProblemsWithPart, partWithProblems, presentationFacts, reviewOpened } from '../history/presentation.js';
import { resultFindingsOf, testName, withoutTestName } from '../results/result-findings.js';
import { shownTest, testReadOut } from '../results/shown-test.js';
import { extractVitals } from '../vitals/extract-vitals.js';
import { noteLikeness, wordsOf } from './note-vocabulary.js';
import { ProblemsOfParts } from './part-problems.js';
import { capitalise, cleanSpoken, doctorAboutPatient, patientInThirdPerson, PRONOUNS, type Pronouns, saysWords } from './spoken-text.js';
import { answerOpening } from '../dialogue/answers.js';
import { withoutSmallTalk } from './small-talk.js';

export type Phase = 'history' | 'examination' | 'results' | 'plan';

const PRESENTATION = /\b\d+[- ](?:year|yr|month)s?[- ]old\b|\b(?:presents?|presenting|here|comes? in) (?:today )?(?:with|for)\b/i;
/**
 * "You're coming in for …", "you're here for …", "referred for …", "called for a follow-up …", "you were in the hospital for …", "chief complaint
 * is …", "you've been having …", "she's here to establish care for …".
 */
const COMING_FOR =
  /\b(?:coming in|come in|came in|here|referred|called(?: in| back)?|in today|(?:sent|referred) (?:you|him|her)(?: over| in)?(?: to (?:us|me|see me))?)\s+(?:(?:today|and|uh|um)\s+)*(?:for|with)\b|\b(?:were|was|been) (?:in|admitted to) the hospital (?:for|with)\b|\bchief complaint (?:is|of)\b|\b(?:you've|you have) been having\b|\bhere (?:today )?to establish care\b/i;
/** How far into the visit the doctor's word of why the patient came is looked for. */
const OPENING_SENTENCES = 20;
const FEMALE = /\b(?:female|woman|lady|girl|mrs|ms|miss|ma'am|madam)\b/i;
/** "(I can see) that man, that looks really itchy" and "a man cave" say nothing of the patient. */
const MALE = /\b(?:male|(?<!\b(?:that|oh|the|a)\s)man(?!\s+cave)|gentleman|boy|mr|sir)\b/i;

const EXAMINATION = /\b(?:on examination|o\/e|chest (?:is )?clear|abdomen (?:is )?(?:soft|tender)|throat (?:is )?(?:congested|red)|tonsils?|crepitations?|crackles|rhonchi|wheez\w*|air entry|pallor|icterus|lymph ?nodes?|cervical os|fundal height|rash (?:is|over)|physical exam(?:ination)?|on exam(?:ination)?|exam(?:ine|ining)?|examination|take a (?:quick )?look|listen(?:ing)? to (?:your )?(?:heart|lungs|chest)|let me (?:check|feel|look|press)|palpat\w*|tender(?:ness)?|range of motion|swelling|edema|oedema|murmur|lungs? (?:are|is|sound)|heart (?:is|sounds)|regular rate|auscultation|reflexes|strength|pulses?|on (?:your|the) (?:\w+ )?exam)\b/i;
/** A part of the body the doctor says they will check or look at: "let me check your feet". */
const EXAMINED_PART = String.raw`(?:feet|foot|legs?|knees?|ankles?|hips?|back|neck|chest|lungs|heart|throat|ears?|eyes?|nose|mouth|abdomen|belly|tummy|stomach|skin|hands?|arms?|shoulders?|elbows?|wrists?|fingers?|toes?|pulses?|reflexes)`;
/** The doctor saying back what was told: "… and she has a rash, you said". */
const RECAP = /\byou (?:said|mentioned|told me|were saying)\b|\bso (?:the|your|his|her)\b[^.?]*\b(?:started|began|since)\b/i;
/** Words that say nothing of what was found: "and your tonsils are swollen too" says back the patient's "tonsils", "swollen". */
const SAID_BACK_FILLER = /^(?:your|yours|that|this|there|then|they|them|just|also|well|okay|alright|some|have|with|they're|you're)$/;
/** What only an examiner says: "i hear some crackles", "i can hear a murmur"; not "i hear you've had some swelling". */
const HEARD = /\bi (?:can |do )?hear (?:(?:some|a|a little|an?|few|faint|soft|loud|mild|coarse|fine)\s+)*(?:crackles|crepitations|wheez\w*|murmurs?|rubs?|gallops?|bruits?|rales|rhonchi|stridor|(?:decreased |reduced |diminished )?breath sounds)\b/i;
/** The doctor examining, with no word of an examination: "lie down", "take a deep breath", "let me see your feet". */
const EXAMINING_COMMAND = new RegExp(
  String.raw`\b(?:lie (?:down|back|flat)|sit up|stand up|take (?:a )?(?:deep|big) breaths?|breathe (?:in|out|deeply)|say (?:ah|aah)|open (?:your )?mouth|let me (?:check|feel|press|look at|have a look at|examine) (?:you\b|(?:your|his|her) ${EXAMINED_PART})|let me weigh (?:you|him|her|the baby)|let me (?:have a |take a )?listen)\b`,
  'i',
);
/** The doctor's small talk of their own family: "our youngest daughter, she is almost sixteen and she plays soccer". */
const DOCTORS_OWN_FAMILY = /\b(?:my|our)\s+(?:\w+\s+)?(?:daughters?|sons?|kids?|children|wife|husband|grand(?:son|daughter|kids?|children))\b/i;
/** A summary put to the patient to confirm: "…, is that correct?", "…, right?"; or the tag as a sentence of its own. */
const CONFIRMING = /\b(?:is that (?:correct|right)|correct|right)\s*[?.]?\s*$/i;
/** The doctor restating the account to have it confirmed: "… is that what I'm hearing?", "what I'm hearing is …". */
const RESTATES = /\b(?:is that what i'm hearing|what i'm hearing is|if i'm hearing you (?:right|correctly)|if i understand (?:you )?correctly)\b/i;
const CONFIRMATION_ALONE = /^\W*(?:(?:is that|that's|that is) (?:correct|right)|right|correct)\W*$/i;
/** The patient agreeing: "yeah that's right", "correct". */
const AGREED = /^\W*(?:yes|yeah|yep|yup|correct|that's right|that is right|right|exactly|uh-huh|mm-hmm)\b/i;
/** The words that bring up a problem: "for your first problem, …", "regarding your diabetes". */
// Not "(and if you fall, come to the er;) same for black stools": more signs of the same warning.
const PROBLEM_INTRO = /\b(?<!\bsame\s)(?:for|regarding|in terms of|with regards? to|with respect to|as far as)\s|\bfrom an? (?:[\w-]+\s+){1,3}(?:standpoint|perspective)\b/i;
/** A test named to be done, not reviewed: "we'll order an x-ray", "let's get an echo". */
/** "I'm gonna review those x-ray results with you": a test reviewed now, said as what the doctor is about to do; not "we'll review the results when they come back". */
const REVIEWS_NOW = /\b(?:review|go over|look at)\s+(?:those|these|the|your)\s+(?:[\w-]+\s+){0,2}results?\b(?![^.]*\b(?:when|once|after|come back|comes back|next)\b)/i;
const ORDERS = /\b(?:order\w*|will|'ll|going to|gon na|gonna|wan na|want to|let's|schedul\w*|refer\w*|send (?:you|him|her))\b/i;
/** A question: "was your blood pressure high?" (not the "…, okay?" a statement ends with). */
const ASKS = /\?\s*$(?<!\b(?:okay|ok|alright|right|all right)\s*\?\s*$)/i;
/**
 * A sentence that only goes on with the list of what a test showed ("good r wave progression and evolutionary changes"),
 * not one that explains it ("which means …", "that's a good thing") or asks.
 */
const LIST_GOES_ON = /^(?!\W*(?:which|that|that's|and|so|but|it|it's|this|normal)\b)(?![^?]*\b(?:is|was|are|were|means?|meant|caused?|causing)\b)[^?]*$/i;
/** The patient telling what they had or did: "i did have my tubes tied …", "yeah i was in the hospital". */
const TOLD_OF_THE_PAST =
  /^(?:(?:yes|yeah|no|and|so|but|well|um|uh)\W+)*i(?:'ve had|'ve been| have had| have been| did have| had| was(?! (?:wondering|thinking|hoping|going|gon ?na)\b)| \w{2,}(?<!ne)ed)\b/i;
/** What the patient means to do, not what happened: "i'll lay off the running", "i'm gonna talk to my doctor". */
const INTENDED = /\b(?:will|'ll|gonna|gon na|going to|want to|wanna|wan na)\b/i;
/** "And it also shows …", "which showed …": the test just brought up, showing. */
const IT_SHOWS = /^\W*(?:(?:and|so|now)\s+)?(?:it|this|that|which)\s+(?:also\s+)?(?:sh-\s+)?(?:shows?|showed|reveals?|revealed|demonstrates?|demonstrated)\b/i;
/** How many sentences after a test is brought up its readings are still about it. */
const RESULT_CONTEXT = 3;
/** "It …", "it is uh …": speech broken off, not a sentence that moves on from the test. */
const BROKEN_OFF_WORDS = 3;
const brokenOff = (said: Sentence) => wordsOf(said.text).length <= BROKEN_OFF_WORDS && /(?:\.\.\.|…|-)\s*$/.test(said.text);

/** The words a doctor gives a diagnosis with. */
const DIAGNOSES = /\b(?:you have|he has|she has|they have|you've got|(?:i think|i believe|it looks like|it sounds like|looks like|sounds like) (?:you|he|she|they|this|it)(?: have| has| is|'re|'s)?|(?:my )?(?:impression|diagnosis|assessment) (?:here |today )?(?:is|of|would be|will be)|consistent with|what we call|suffering from|this is (?:a|an)?)\b/i;
/** At most this many words between "you have" and the diagnosis it gives: "you have a mild right ankle sprain". */
const MAX_WORDS_TO_DIAGNOSIS = 5;
const GIVES_DIAGNOSIS = new RegExp(DIAGNOSES.source, 'gi');
/** "It could be an atypical mole, or …": a diagnosis suspected, given when the sentence gives none for certain. */
const SUSPECTS_DIAGNOSIS = /\b(?:it|this|that) (?:could|may|might) be\b/gi;

/**
 * The diagnosis a sentence gives: one named within a few words after "you have", "my impression is" …, not one named
 * elsewhere in it ("to see if you have an adequate blood supply … because of your diabetes").
 */
function diagnosisGiven(text: string, named: readonly { start: number; entry: { term: string } }[]): string | undefined {
  const givenAfter = (giving: RegExp) => {
    const givings = [...text.matchAll(giving)].map((m) => m.index + m[0].length);
    const near = (m: { start: number }) => givings.some((end) => end <= m.start && text.slice(end, m.start).trim().split(/\s+/).filter(Boolean).length <= MAX_WORDS_TO_DIAGNOSIS);
    return named.find(near)?.entry.term;
  };
  return givenAfter(GIVES_DIAGNOSIS) ?? givenAfter(SUSPECTS_DIAGNOSIS);
}

/** What a plan orders: drugs, tests and procedures. */
const ORDERABLE: readonly LexiconKind[] = ['drug', 'brand', 'lab', 'imaging', 'procedure'];
/** The doctor asking for the account of a part of the body: "so tell me about the right knee". */
const PART_ASKED_ABOUT = new RegExp(String.raw`\btell me (?:a little (?:bit )?|more )?about (?:your|the|this|that) (?:(?:right|left)\s+)?(?:${LIMB_PARTS}|back|neck|chest|head|stomach|belly)s?\b`, 'i');
/** A reason for the visit that is only a part of the body: "here for a right elbow". */
const BARE_PART = new RegExp(String.raw`^(?:(?:right|left)\s+)?(?:${LIMB_PARTS}|back|neck)$`, 'i');
const HURTS = /\b(?:hurts?|hurting|pain|painful|sore|aches?|aching)\b/i;

/** "Here for a right elbow", where the patient tells it hurts: the visit is for right elbow pain. */
function withPainOfPart<T extends { reason?: string }>(presentation: T, sentences: readonly Sentence[]): T {
  const reason = presentation.reason;
  if (reason === undefined || !BARE_PART.test(reason) || !sentences.some((s) => s.speaker === 'patient' && HURTS.test(s.text))) return presentation;
  return { ...presentation, reason: `${reason} pain` };
}

/** A sentence that ends on bringing up a problem it does not name: "and then in terms of your ...". */
const DANGLING_INTRO = /\b(?:for|regarding|in terms of|with regards? to|as far as|as for)\s+(?:your|the|his|her)?\s*(?:\.{2,}|…)?\s*[.…]*\s*$/i;

/** A reading of a vital sign ("Pulse 96") is the vitals', not a finding of the examination. */
const VITAL_READING = /^(?:pulse|heart rate|blood pressure|bp|temperature|spo2|oxygen saturation|respiratory rate|weight)\s+(?:(?:is|was|of|at)\s+)?\d/i;

/** A finding of the vital signs, as a whole or one by name: "Blood pressure elevated", "Vital signs normal", "Afebrile". */
const VITAL_SIGNS = /^(?:blood pressures?|vital signs|vitals|heart rate|pulse|oxygen(?:ation| saturation| level)?|respirations|respiratory rate|temperature|afebrile)\b/i;

/** The doctor talking of treatment (not of a past surgery, whose scar is examined), of what others will do ("she'll also check for other lesions") or of a photo, not examining. */
const TREATMENT_TALK = /\b(?:treatment|recommend\w*|(?<!\b(?:prior|previous|past|earlier|old|last)\s+(?:[\w-]+\s+)?)surgery|excision|revisions?|photos?|(?:she|he|they)(?:'ll| will)|you(?:'ll| will) have)\b/i;

/** A symptom said bare before the drug for it, as Indian prescriptions are told: "for fever, paracetamol syrup …". */
const INDICATION_FIRST = /^\W*(?:and\s+)?for\s+(?!(?:your|his|her|the|this|that|my)\b)[a-z]+(?:\s+[a-z]+)?\s*,\s*(?:(?:tablet|tab|syrup|capsule|cap|drops?|injection|inj|give|take|use|start)\b|[a-z]+\s+(?:syrup|tablets?|drops?|\d))/i;
/** The place a procedure was done: "the biopsy (site)", "the incision (area)". */
const PROCEDURE_SITE = /^\s*(?:site|area|wound|incision|scar)\b/i;
/** "For a steroid injection": what something is for, said with its article. */
const FOR_ONE = /\bfor\s+(?:a|an|another)\s+(?:[\w-]+\s+)?$/i;
/**
 * A problem's introduction, a few words before its name: "for your next problem, the …", "in terms of the …"; not the
 * "for" of an order ("recommend you for physical therapy", "set you up for surgery").
 */
const INTRODUCED_JUST_BEFORE = /(?:\b(?<!\b(?:you|him|her|them|up|out)\s+)for|\b(?:regarding|in terms of|with regards? to|with respect to|as far as|as for))(?:\W+[\w'-]+){0,5}\W*$/i;
/** What a test looks for: "a PSA, which looks for …", "checking for …". */
const LOOKS_FOR = /\b(?:looks?|looking|checks?|checking|screens?|screening|test|testing|evaluate)\s+for(?:\W+[\w'-]+){0,5}\W*$/i;

/** Whether the words before a name introduce it as a problem: "for the …", not "looks for …". */
const introducesProblem = (before: string) => INTRODUCED_JUST_BEFORE.test(before) && !LOOKS_FOR.test(before);

/** The first test named, or a more specific name of it said after: "your x-rays … your left knee x-ray" is the knee x-ray. */
function mostSpecific(tests: readonly TermMention[]): TermMention | undefined {
  const [first] = tests;
  return first && (tests.find((m) => m !== first && m.entry.term.startsWith(`${first.entry.term} `)) ?? first);
}

/** "… from a heart bypass standpoint": the introduction after the name. */
const STANDPOINT_AFTER = /^\s*(?:[\w-]+\s+){0,2}(?:standpoint|perspective)\b/i;

/** A condition the doctor takes up: "how is your diabetes?", "in terms of your asthma", "I know you have reflux". */
const TAKES_UP_CONDITION = /\b(?:regarding|in terms of|with regards? to|as far as|as for|how(?:'s| is| are| has| have| about)|i know|you have)\b|\bfrom an? (?:[\w-]+\s+){1,3}(?:standpoint|perspective)\b/i;
/** …named as the patient's, just before it: "your diabetes", "his high blood pressure". */
const OF_THE_PATIENT = /\b(?:your|his|her)\s+(?:[\w-]+\s+){0,2}$/i;
/** The doctor asks of what is not a condition (allergies, habits and quitting them, work, family) or recalls what the lexicon does not name ("I know you had that rotator cuff repaired"). */
const CHANGES_SUBJECT =
  /\b(?:allerg\w*|smok\w*|quit(?:ting)?|drink\w*|alcohol|work|job|family|vaccin\w*|shots?|activit(?:y|ies) of daily living|i know (?:that )?you(?:'ve)? had|how (?:are|have) you (?:been )?(?:feeling|doing) (?:right now|today|now|overall|these days|otherwise|in general))\b/i;

/** A condition named after the family or a relative: "any family history of arthritis", "did your mother have …". */
const OF_THE_FAMILY = /\b(?:family|relatives?|mother|father|mom|dad|sisters?|brothers?|parents?|siblings?)\b/i;

/** …said at the opening of the sentence, where it starts that problem's part of the plan. */
const OPENS_WITH_PROBLEM = /^\W*(?:\w+\W+){0,6}(?:for|regarding|as for|as far as|in terms of)\b|^[^.;]{0,60}\bfrom an? (?:[\w-]+\s+){1,3}(?:standpoint|perspective)\b/i;

/** A question that asks only whether: "Any fever?", "Do you have chest pain?". */
const CLOSED_QUESTION =
  /^\W*(?:(?:and|so|okay|any)\W+)*(?:any|do you (?:have|get|feel|notice)|have you (?:had|noticed|got|experienced|been having|been experiencing)|did you (?:have|get|notice|experience)|are you (?:having|experiencing|getting)|no)\b/i;


const PRESCRIBING = /\b(?:take|tab|tablet|cap|capsule|syrup|start(?:ing)?|prescrib\w*|give|giving|continue|increase|decrease|stop|switch|refill|add|put (?:you|him|her) on)\b/i;

const PLANNING = /\b(?:we will|we'll|let's get|get (?:a|an|the|your|these)\b.*\b(?:done|test|tests|x-?ray|scan)|come back|follow[- ]?up|review after|drink|avoid|i am (?:giving|starting|prescribing|adding)|i'm (?:giving|starting|prescribing|adding))\b/i;

/** Words the note never carries: the dictation commands of an ambient scribe, greetings, thanks. */
const NOT_CLINICAL = /\bhey\W+dragon\b|^\W*dragon\b|^\W*(?:\w+\W+)?show me\b|\bdax\b|\bnice to (?:meet|see)\b|\bgood to see\b|\bthank you\b|\bthanks\b|\bhow are you\b/i;

/**
 * Below these note-likenesses a sentence is conversation, not note (tuned on the ACI-BENCH train split). The
 * patient's account is kept more readily: what the history tells of a sentence is filtered again, statement by
 * statement (history-events.ts).
 */
const MIN_NOTE_LIKENESS = -0.5;
const MIN_PATIENT = -1;
/** The pain of a part, without its side: "right elbow pain" → "elbow pain". */
const PAIN_OF_PART = /^(?:(?:right|left|bilateral|both)\s+)?([a-z]+ pain)$/i;
/** A patient saying the part hurts: "it hurts when I pivot", "the pain is in my groin". */
const HURTS_SAID = /\b(?:pain|painful|hurts?|hurting|aches?|aching|sore)\b/i;
/**
 * Problems with a part of the body that the patient says hurts are its pain: "right hip problems" and "it hurts when I
 * pivot" are hip pain, whose history is told as a complaint's.
 */
function painOfPartWithProblems(reason: string | undefined, sentences: readonly Sentence[]): string | undefined {
  const part = partWithProblems(reason ?? '');
  return part && sentences.some((s) => s.speaker === 'patient' && HURTS_SAID.test(s.text)) ? `${part} pain` : undefined;
}
/** A sentence that goes on about what the one before named: "and then it went down my left leg". */
const GOES_ON_ABOUT_IT = /^\W*(?:(?:and|so|but|then|you know|um|uh)[\s,]+)*(?:it|it's|the pain)\b/i;
/** A pain told of without where it is: "I've been in a lot of pain". */
const PAIN_SAID = /\b(?:pain|hurting|aching)\b/i;
/** Fewer words than this, as said, are an answer or an aside, not a statement for the note. */
const MIN_WORDS = 5;

/** Per sentence of the doctor's, where the visit was when it was said; per sentence of the plan, its problem. */
export interface NarrativeReading {
  problemAt: readonly (string | undefined)[];
  phaseAt: readonly (Phase | undefined)[];
  /** Per sentence of the history, the condition the doctor was asking about ("how is your diabetes?"). */
  topicAt: readonly (string | undefined)[];
}

/** "The pain", "that pain": the painful complaint, whichever was told of last. */
const OF_THE_PAIN = /\b(?:the|that|this|your) pain\b/i;

/**
 * `mentions`: each sentence's lexicon concepts, as the extractor found them. Returns, for each sentence of the
 * plan, the problem the doctor was discussing when it was said (a diagnosis, or the complaint the doctor took up as
 * a problem: "for his first problem, his back pain"), and for each of the doctor's, the phase of the visit.
 */
export function readNarrative(
  sentences: readonly Sentence[],
  mentions: readonly (readonly TermMention[])[],
  asked: ReadonlySet<number>,
  model: ClinicalModel,
): NarrativeReading {
  const problemAt: (string | undefined)[] = sentences.map(() => undefined);
  const phaseAt: (Phase | undefined)[] = sentences.map(() => undefined);
  const topicAt: (string | undefined)[] = sentences.map(() => undefined);
  // The doctor's summary ("a 58-year-old male who presents with …"), else the doctor saying early on why the patient
  // came ("I see you're coming in for some right knee pain"), naming a complaint or condition.
  const summary = sentences.find((s) => s.speaker !== 'patient' && PRESENTATION.test(s.text) && /\bold\b/i.test(s.text));
  const visitFor = sentences
    .slice(0, OPENING_SENTENCES)
    .find(
      (s, i) =>
        s.speaker === 'doctor' &&
        // "So you've been having some problems with your right hip?": the doctor checks why the patient came.
        (opensOnProblemsWithPart(s.text) ||
          (!/\?\s*$/.test(s.text) &&
            // "You were just in the emergency department": the visit the patient comes after, whatever it was for.
            ((COMING_FOR.test(s.text) && mentions[i]!.some((m) => m.entry.kind === 'symptom' || m.entry.kind === 'diagnosis')) || EMERGENCY_VISIT.test(cleanSpoken(s.text))))),
    );
  const presentation = summary ?? visitFor;
  // A summary that gives no reason ("ms. reyes is a pleasant 56-year-old woman who is five feet, six inches …") takes
  // the reason the doctor opened with.
  const summed = presentation ? presentationFacts(presentation.text) : {};
  const openedWith = summary && !summed.reason && visitFor ? presentationFacts(visitFor.text).reason : undefined;
  // With no reason said by the doctor, a patient who opens with a condition's follow-up ("thyroid follow up i got the
  // report also") says what the visit is for.
  const reviewFor = presentation ? undefined : sentences.slice(0, OPENING_SENTENCES).find((s) => s.speaker === 'patient' && reviewOpened(s.text) !== undefined);
  if (reviewFor) model.presentation = { ...grounded(reviewFor), reason: reviewOpened(reviewFor.text)! };
  if (presentation) {
    const facts = { ...grounded(presentation), ...summed, ...(openedWith ? { reason: openedWith, evidence: [...new Set([...grounded(visitFor!).evidence, ...grounded(presentation).evidence])] } : {}) };
    model.presentation = withPainOfPart(correctedSide(facts, sentences, sentences.indexOf(openedWith ? visitFor! : presentation)), sentences);
  }
  const informant = informantOf(sentences);
  if (informant) model.informant = informant;
  // A child spoken for is "she" or "he" in the doctor's questions ("is she in therapy?"); a patient who speaks for
  // themselves, the first name the doctor greets them by.
  const sex = patientSex(presentation, sentences) ?? (informant ? sexAskedOf(sentences) : (sexOfSpouse(sentences) ?? sexOfNameGreeted(sentences)));
  if (sex) model.patientSex = sex;
  const pronouns = PRONOUNS[model.patientSex ?? 'unknown'];
  let phase: Phase = 'history';
  let problem: string | undefined;
  let lastTest: string | undefined;
  let lastTestAt: number | undefined;
  let complaint: string | undefined;
  let topic: string | undefined;
  const history = new ComplaintHistories();
  let injuryOpening: { sentence: Sentence; i: number } | undefined;
  // "I've been in a lot of pain, it started about three days ago." — "Started having pain on my left back.": what the
  // patient tells of a pain before naming where it is, read when the complaint is named.
  let painBeforeNamed: { sentence: Sentence; i: number } | undefined;
  // Everything the patient has said so far ('' until the patient speaks): a sign the doctor names in the patient's
  // words is said back, not found.
  let patientWords = '';
  // The doctor has measured or given an examining command, and the patient has not spoken since.
  let examining = false;
  let complaintNamedAt: number | undefined;
  let topicOfTheVisit = false;
  // The ICD-10 codes of each complaint, to tell what a drug was tried for.
  const codesOf = new Map(mentions.flat().map((m) => [m.entry.term, m.entry.codes.filter((c) => c.system === 'ICD-10').map((c) => c.code)] as const));
  // The complaint the patient's account is about: the one the visit is for, then whichever is taken up.
  // A visit for a part that hurts ("here for a right elbow", the reason "right elbow pain") is for the pain of the part.
  const problemsHurt = presentation ? painOfPartWithProblems(model.presentation?.reason, sentences) : undefined;
  complaint = presentation ? (mentions[sentences.indexOf(presentation)]!.find((m) => m.entry.kind === 'symptom')?.entry.term ?? PAIN_OF_PART.exec(model.presentation?.reason ?? '')?.[1] ?? problemsHurt) : undefined;
  // "Right hip problems" that the patient says hurt are the right hip pain the chief complaint names.
  if (problemsHurt && complaint === problemsHurt && model.presentation?.reason) model.presentation = { ...model.presentation, reason: model.presentation.reason.replace(/\bproblems?\b/i, 'pain') };
  // A statement of the history, with the condition it was told of.
  const statementOf = (sentence: Sentence): HistoryStatement => ({ ...grounded(sentence), ...(topic !== undefined ? { problem: topic } : {}) });
  let listenedTo: { parts: string; at: number } | undefined;
  // The sided limb the doctor is examining in focus ("a focused exam of your right ankle"), until the plan.
  let examFocus: string | undefined;
  // The last painful complaint told of, which "the pain" names.
  let painTold: string | undefined;
  // Where the doctor last took up a complaint by asking of it, and the complaint before.
  let takenUp: { at: number; before: string | undefined } | undefined;
  const problemsOfParts = new ProblemsOfParts();
  sentences.forEach((sentence, i) => {
    // "What happened to your back?", "Tell me about the pain": the doctor takes up a complaint; "Any fever?" does not.
    // "So you're experiencing right leg pain, is that what I'm hearing?" restates the account and takes up nothing new;
    // an unpunctuated turn may be cut inside the tag ("… is that" "what i'm hearing").
    const restates = () => RESTATES.test(`${sentence.text} ${sentences[i + 1]?.speaker === 'doctor' ? sentences[i + 1]!.text : ''}`);
    // "Coughing, sneezing, does it increase?" asks what makes the complaint worse, and takes up neither.
    const asksAbout =
      sentence.speaker === 'doctor' && phase === 'history' && !CLOSED_QUESTION.test(sentence.text) && !restates() && !asksWhatWorsens(sentence.text)
        ? mentions[i]!.find((m) => m.entry.kind === 'symptom')
        : undefined;
    if (asksAbout) {
      takenUp = { at: i, before: complaint };
      complaint = asksAbout.entry.term;
    }
    // "Any fever?" — "No.": a complaint asked of and denied is not taken up; the one before goes on.
    if (sentence.speaker === 'patient' && takenUp?.at === i - 1 && answerOpening(sentence.text).polarity === 'no') complaint = takenUp.before;
    // "How would you describe the pain?" asked after the patient told of blood in the urine: the pain told of before.
    else if (sentence.speaker === 'doctor' && phase === 'history' && OF_THE_PAIN.test(sentence.text) && complaint && !PAIN.test(complaint) && painTold) complaint = painTold;
    if (complaint && PAIN.test(complaint)) painTold = complaint;
    const named = (...kinds: LexiconKind[]) => mentions[i]!.filter((m) => kinds.includes(m.entry.kind));
    // "I don't think this is a sign of a stroke" takes up no stroke; nor does a PSA "which looks for prostate cancer".
    // A problem introduced by name is taken up even after a condition ("call me if you gain three pounds … for the
    // hypertension that we've been treating, …").
    const affirmed = (...kinds: LexiconKind[]) =>
      named(...kinds).filter((m) => {
        const context = conceptContext(sentence.text, m);
        return context.presence !== 'absent' && (!context.hypothetical || introducesProblem(sentence.text.slice(0, m.start)));
      });
    // Whoever says it: "the right knee, the one with the arthritis".
    problemsOfParts.record(sentence.text, affirmed('diagnosis').map((m) => m.entry.term));
    // The test the doctor brings up to review ("show me the lyme titer", "looking at your chest x-ray"): the readings
    // of the next few sentences are its findings.
    // "Your blood work" names no test a result can be written under: the tests it holds are named as they are read.
    const test = sentence.speaker !== 'patient' ? mostSpecific(named('lab', 'imaging').filter((m) => !namesNoTest(m.entry.term))) : undefined;
    const shown = sentence.speaker !== 'patient' ? shownTest(sentence.text) : undefined;
    // "The sleep study showed …", "the biopsy came back as …": read out by a name the lexicon has no test for, its
    // findings are its own, not the test's read out before.
    const readOut = sentence.speaker !== 'patient' && !test ? testReadOut(sentence.text) : undefined;
    if ((test || shown || readOut) && (!ORDERS.test(sentence.text) || REVIEWS_NOW.test(sentence.text))) {
      lastTest = test ? testName(sentence.text, test, test.entry.term) : (readOut ?? shown);
      lastTestAt = i;
    }
    // Asked for the patient's account, the visit is back in the history, question or not.
    if (sentence.speaker === 'doctor' && phase !== 'plan' && HISTORY_ASKED.test(sentence.text)) phase = 'history';
    // "How is your diabetes doing?": what is told next is about that condition, until the doctor asks of another or of
    // a symptom.
    if (sentence.speaker === 'doctor' && phase === 'history' && sentence !== presentation) {
      // A condition asked of the family ("any family history of arthritis?") is no condition of the patient's to take up.
      const condition = named('diagnosis', 'procedure').find(
        (m) => !OF_THE_FAMILY.test(sentence.text.slice(0, m.start)) && (TAKES_UP_CONDITION.test(sentence.text) || OF_THE_PATIENT.test(sentence.text.slice(0, m.start))),
      );
      const before = topic;
      if (condition !== undefined) topic = condition.entry.term;
      // "So tell me about the right knee": back to the account of the complaint.
      else if (named('diagnosis', 'procedure', 'symptom').length > 0 || CHANGES_SUBJECT.test(sentence.text) || PART_ASKED_ABOUT.test(sentence.text)) topic = undefined;
      // A condition the doctor names before the patient first speaks ("looks like you think you have a kidney stone")
      // is what the visit is for: what the patient then tells is the complaint's account.
      if (topic !== before) topicOfTheVisit = topic !== undefined && patientWords === '';
    }
    if (sentence.speaker === 'patient') patientWords += ` ${sentence.text.toLowerCase()}`;
    if (phase === 'history') topicAt[i] = topic;
    // A sentence of measured vitals is in the vitals already; one recalled from elsewhere is history.
    // The sentence's examination findings, read once for the checks below.
    let examFindings: ReturnType<typeof examFindingsOf> | undefined;
    // "I'm going to listen to your heart and lungs." … "Everything sounds good.": the finding of what was listened to.
    const parts = sentence.speaker === 'doctor' ? partsListenedTo(sentence.text) : undefined;
    if (parts) listenedTo = { parts, at: i };
    const examined = listenedTo && sentence.speaker === 'doctor' && i > listenedTo.at && i - listenedTo.at <= LISTENING_REACH ? withPartsNamed(sentence.text, listenedTo.parts) : sentence.text;
    // Said once: the next "that sounds good" is about something else.
    if (examined !== sentence.text) listenedTo = undefined;
    const focusBefore = phase === 'plan' ? undefined : examFocus;
    if (sentence.speaker === 'doctor') examFocus = examFocusOf(sentence.text) ?? focusBefore;
    const findingsExamined = () => (examFindings ??= examFindingsOf(examined, focusBefore).filter((f) => !VITAL_READING.test(f.finding)));
    // In a transcript without punctuation one "sentence" may hold the vitals and the whole examination: it is read for
    // its findings, and for nothing else.
    const readsVitals = extractVitals(sentence.text).length > 0;
    const vitalsMeasured = readsVitals && !isRecalledReading(sentence.text);
    // The doctor measuring or examining: what the doctor goes on to say, before the patient speaks, is found.
    // "Let me just check a couple things, your blood pressure is …": the vital signs that begin the examination.
    if (sentence.speaker === 'doctor' && vitalsMeasured && phase === 'history' && EXAM_ANNOUNCED.test(sentence.text)) phaseAt[i] = phase = 'examination';
    if (sentence.speaker === 'doctor' && (vitalsMeasured || EXAMINING_COMMAND.test(sentence.text))) examining = true;
    else if (sentence.speaker === 'patient') examining = false;
    // "I see that your blood pressure was high, it was 200 over 90": a reading recalled is the history's, however
    // little the sentence sounds like a note.
    const readingRecalled = readsVitals && !vitalsMeasured && sentence.speaker === 'doctor' && phase === 'history';
    // "So it looks like you went into the er and looks like they said that your ankles were swelling": the doctor
    // recalling what happened, however much talk is around it (history/history-events.ts keeps only its statements).
    const historyRecalled = sentence.speaker === 'doctor' && phase === 'history' && recallsHistory(sentence.text);
    // The visit's reason told in the opening, or an answer read for the question it answers, may tell how an injury
    // came about: that is the complaint's history, read once the complaint is known.
    if ((sentence === presentation || asked.has(i)) && sentence.speaker === 'patient' && injuryTold(sentence.text).activity) injuryOpening = { sentence, i };
    if (complaint && injuryOpening) {
      history.read(complaint, injuryOpening.sentence, doctorTurnBefore(sentences, injuryOpening.i), [], true);
      injuryOpening = undefined;
    }
    // "And so for your last issue, your epilepsy, … you must be due to see her again soon?": the plan takes up the
    // problem it opens with, though the sentence asks.
    if (asked.has(i) && sentence.speaker === 'doctor' && phase === 'plan' && OPENS_WITH_PROBLEM.test(sentence.text)) {
      const opened = affirmed('diagnosis')[0];
      if (opened) problem = opened.entry.term;
    }
    // "Pain with supination, no pain with pronation?" — "Correct.": the examiner's finding, which the patient confirms.
    const findingConfirmed = asked.has(i) && sentence.speaker === 'doctor' && phase === 'examination' && !/\?\s*$/.test(sentence.text) && findingsExamined().length > 0;
    if (sentence === presentation || (asked.has(i) && !findingConfirmed) || NOT_CLINICAL.test(sentence.text) || (vitalsMeasured && (sentence.speaker === 'patient' || findingsExamined().length === 0))) return;
    const clean = cleanSpoken(sentence.text);
    if (sentence.speaker === 'patient' && phase === 'history') {
      // "My cousin said she had lost some weight": a relative's complaint is no complaint of the patient's, and what the
      // sentence says of it ("working out every day") is nothing of the patient's complaint.
      const symptoms = named('symptom');
      // Nor is one that has gone ("a little nausea but that went away") or one denied ("no bleeding, no crusting") the
      // complaint the visit is for.
      const own = symptoms.filter((m) => {
        const context = conceptContext(sentence.text, m);
        return context.subject === 'patient' && context.temporality !== 'past' && context.presence !== 'absent';
      });
      const told = own[0]?.entry.term;
      const ofRelative = symptoms.length > 0 && own.length === 0;
      if (complaint === undefined && told === undefined && !ofRelative && PAIN_SAID.test(sentence.text)) painBeforeNamed = { sentence, i };
      if (complaint === undefined && told !== undefined && PAIN.test(told) && painBeforeNamed) {
        history.read(told, painBeforeNamed.sentence, doctorTurnBefore(sentences, painBeforeNamed.i), [], true);
        painBeforeNamed = undefined;
      }
      complaint = told ?? complaint;
      // The answer to the doctor's open question is about the complaint: "What happened to your back?" — "I was lifting …".
      const previous = sentences[i - 1];
      // "So gabriel tell me what's going on with your back", said without a question mark, asks for the account too.
      const asked =
        previous?.speaker === 'doctor' &&
        (mentions[i - 1]!.some((m) => m.entry.term === complaint) || (/\?\s*$/.test(previous.text) && !CLOSED_QUESTION.test(previous.text)) || ACCOUNT_ASKED.test(previous.text));
      // A drug is tried for the complaint only if it is given for it: "I took my insulin" is not tried for a cough.
      const complaintCodes = complaint === undefined ? [] : (codesOf.get(complaint) ?? []);
      const forComplaint = named('drug', 'brand').filter((m) => (m.entry.kind === 'brand' ? m.entry.generics : [m.entry.term]).every((name) => isFor(name, complaintCodes) !== false));
      // A brand is a proper name, written with its capital: "Tried Tylenol and Advil".
      const drugs = forComplaint.map((m) => (m.entry.kind === 'brand' ? capitalise(m.text) : m.entry.term));
      // Told of a condition the doctor asked about ("how is your diabetes?"), it is not the complaint's unless named.
      // "… across the lower part of my back" "and then it went down my left leg and it's been going on for about four
      // days": the sentence run on from the one that named the complaint (or told the account the doctor asked for) speaks of it.
      const goesOn = complaintNamedAt === i - 1 && sentences[i - 1]!.segmentId === sentence.segmentId && GOES_ON_ABOUT_IT.test(sentence.text);
      if (told !== undefined || (asked && ACCOUNT_ASKED.test(previous!.text))) complaintNamedAt = i;
      if (complaint && !ofRelative && (topic === undefined || topicOfTheVisit || told !== undefined)) history.read(complaint, sentence, doctorTurnBefore(sentences, i), drugs, told !== undefined || asked || goesOn);
    }
    // "Did you hear or feel a pop in your knee?", asked while examining — "I did not.": the complaint's history.
    const turnBefore = sentence.speaker === 'patient' && phase === 'examination' && sentences[i - 1]?.speaker === 'doctor' ? doctorTurnBefore(sentences, i) : undefined;
    if (complaint && turnBefore && asksOfHistory(turnBefore.text)) history.read(complaint, sentence, turnBefore, [], false);
    // "So ice and rest make it better, running makes it hurt more, is that correct?" — "Yeah, that's right.": the
    // doctor's summary of the account, agreed to, is the complaint's history too.
    // The tag may be a sentence of its own: "… makes it hurt more." "Is that correct?".
    const tagged = CONFIRMING.test(sentence.text) ? i : sentences[i + 1]?.speaker === 'doctor' && CONFIRMATION_ALONE.test(sentences[i + 1]!.text) ? i + 1 : undefined;
    const agreed = tagged !== undefined && sentences[tagged + 1]?.speaker === 'patient' && AGREED.test(sentences[tagged + 1]!.text);
    if (sentence.speaker === 'doctor' && phase === 'history' && complaint && topic === undefined && agreed) history.read(complaint, sentence, undefined, [], true);
    // A result is read out when the doctor names a test, or just after bringing one up, whatever the phase of the
    // visit; it is written from what it showed, under the test last named ("the x-ray … it shows no fracture"). A
    // result read out while planning ("your x-ray showed no fracture, so …") belongs to the plan too.
    // "(The echo …) and it also shows some mitral regurgitation, that's that heart murmur I heard": what "it" shows is
    // the test's, whatever finding of the examination the doctor ties it to.
    const itShows = IT_SHOWS.test(sentence.text);
    // Counted only near the test: far from it, no run of broken-off speech brings a reading back to it.
    const sinceTest = lastTestAt !== undefined && i - lastTestAt <= RESULT_CONTEXT * 3 ? sentences.slice(lastTestAt + 1, i).filter((said) => !brokenOff(said)).length + 1 : Infinity;
    const aboutTest = test !== undefined || readOut !== undefined || (sinceTest <= RESULT_CONTEXT && (itShows || findingsExamined().length === 0));
    const readHere = sentence.speaker !== 'patient' && aboutTest && !ASKS.test(sentence.text) ? resultFindingsOf(sentence.text) : [];
    // "… which showed normal sinus rhythm" "good r wave progression and evolutionary changes": a list of what the test
    // showed, run on in the next sentence of the turn, is read as said after the verb that showed it.
    const saidBefore = sentences[i - 1];
    const runOn =
      readHere.length === 0 && aboutTest && lastTestAt === i - 1 && saidBefore?.segmentId === sentence.segmentId && LIST_GOES_ON.test(sentence.text)
        ? findingsAfter(resultFindingsOf(saidBefore.text), resultFindingsOf(`${saidBefore.text} ${sentence.text}`))
        : [];
    const findings = readHere.length > 0 ? readHere : runOn;
    if (findings.length > 0) {
      // A reading of the test the sentence names is that test's ("your hemoglobin a1c here is 8, … we'll have to talk
      // about it"), whatever the sentence goes on to plan.
      const under = test ? testName(sentence.text, test, test.entry.term) : lastTest;
      const names = [...(test ? [test.text] : []), ...(under ? [under] : []), ...(lastTest ? [lastTest] : [])];
      // "Your kidney function was normal and your thyroid levels were normal too": where each finding opens on the test
      // it reads, one that opens on another test the sentence names is that test's. Not the values a panel showed
      // ("lipid panel showed cholesterol 247, HDL 66"), nor a list read together ("ALT, albumin and bilirubin normal").
      const opensOn = (finding: string, name: string) => withoutTestName(finding, [name]) !== finding && !/^\s*(?:,|and\b)/i.test(finding.slice(name.length));
      const parallel = test !== undefined && findings.some((finding) => opensOn(finding, test.text));
      const others = parallel ? named('lab', 'imaging').filter((m) => m !== test && !namesNoTest(m.entry.term)) : [];
      const testOf = (finding: string) => others.find((m) => opensOn(finding, m.text));
      model.results.push(
        ...findings.map((finding) => {
          const own = testOf(finding);
          if (own) return { ...grounded(sentence), test: testName(sentence.text, own, own.entry.term), finding: withoutTestName(finding, [own.text]) };
          return { ...grounded(sentence), ...(under ? { test: under, finding: withoutTestName(finding, names) } : { finding }) };
        }),
      );
      lastTestAt = i;
    }
    const resultSentence = findings.length > 0 && phase !== 'plan';
    // "I hear some crackles on the left", or a finding said straight after the vitals or "lie down": the doctor examining
    // without announcing it; the short findings that follow ("heart is regular", "no leg swelling") are the examination's
    // too. Not "and your tonsils are swollen too", the patient's words said back.
    const saidBack = () => RECAP.test(examined) || (withoutCourtesy(examined).toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => !SAID_BACK_FILLER.test(word)).every((word) => patientWords.includes(word));
    // "If it hurts, …" examines nothing; "if it's okay with you, I'll do a quick exam" does.
    const conditional = /\bif\b/i.test(withoutCourtesy(sentence.text));
    if (phase === 'history' && (examining || HEARD.test(examined)) && sentence.speaker === 'doctor' && !ASKS.test(sentence.text) && !historyRecalled && !conditional && findingsExamined().some((f) => !VITAL_SIGNS.test(f.finding)) && !saidBack()) {
      phaseAt[i] = phase = 'examination';
    }
    // A short sentence of the examination is a finding as often as not: "Your lungs sound good."
    if (wordsOf(clean).length < MIN_WORDS && !(phase === 'examination' && sentence.speaker !== 'patient')) {
      // Short, yet it may move the visit on: "Let me examine you."
      if (sentence.speaker === 'doctor') phaseAt[i] = phase = phaseOf(sentence.text, phase);
      return;
    }
    const likeness = noteLikeness(inThirdPerson(clean, sentence.speaker, pronouns));
    if (sentence.speaker === 'patient') {
      // The patient's account: what sounds like a note in the history, and every complaint whenever it is told.
      const complaint = named('symptom').length > 0;
      // What the patient tells while results are read out ("i even bought myself a splint") is history too, but not
      // what they mean to do ("i'll lay off the running"), which is talk of the plan; once the plan has begun, only what
      // they tell of the past ("i did have my tubes tied after my last baby").
      const tells =
        phase === 'history' || (!INTENDED.test(sentence.text) && (phase === 'results' || (phase === 'plan' && TOLD_OF_THE_PAST.test(sentence.text))));
      // "How are you today?" — "I'm doing well, but my big toe hurts": the history tells what follows the reply.
      const rest = withoutSmallTalk(sentences[i - 1]?.speaker === 'doctor' ? sentences[i - 1]!.text : undefined, sentence.text);
      if (rest === '') return;
      if ((likeness >= MIN_PATIENT && tells) || complaint) model.history.push({ ...statementOf(sentence), ...(rest !== undefined ? { told: rest } : {}) });
      return;
    }
    const diagnosesNamed = affirmed('diagnosis');
    const diagnoses = diagnosesNamed.map((m) => m.entry.term);
    const complaints = affirmed('symptom').map((m) => m.entry.term);
    // "… in terms of your ... the heart bypass": the problem named after a pause, in the next sentence.
    const introducedBefore = sentences[i - 1]?.speaker === 'doctor' && DANGLING_INTRO.test(sentences[i - 1]!.text);
    // A procedure had before is a problem the plan takes up too, when the doctor takes it up by name ("in terms of the
    // heart bypass that you've had …"), not when named in passing ("what I recommend for you is … wider than your
    // current biopsy site").
    // "Refer you to orthopedics for a steroid injection" says what for, and takes up no problem.
    // "For the biopsy site, keep it covered": the care of a procedure's site takes up no problem of its own.
    const procedures = named('procedure')
      .filter((m) => !FOR_ONE.test(sentence.text.slice(0, m.start)) && !PROCEDURE_SITE.test(sentence.text.slice(m.end)) && (introducedBefore || INTRODUCED_JUST_BEFORE.test(sentence.text.slice(0, m.start)) || STANDPOINT_AFTER.test(sentence.text.slice(m.end))))
      .map((m) => m.entry.term);
    // "For fever, paracetamol syrup …" under a diagnosis given: what a drug is for, not another problem taken up.
    const drugsIndication = diagnoses.length === 0 && procedures.length === 0 && problem !== undefined && model.diagnoses.some((d) => d.name === problem) && INDICATION_FIRST.test(sentence.text);
    const bringsUpProblem = !drugsIndication && diagnoses.length + complaints.length + procedures.length > 0 && (PROBLEM_INTRO.test(sentence.text) || introducedBefore);
    const opensWithProblem = OPENS_WITH_PROBLEM.test(sentence.text) || introducedBefore;
    // "For your diabetes, …" after the examination opens the plan for that problem.
    const planBegins = phase !== 'plan';
    phase = phase !== 'history' && bringsUpProblem && opensWithProblem ? 'plan' : phaseOf(sentence.text, phase);
    phaseAt[i] = phase;
    // Prescribing, ordering and advising are planning whenever they are said: "Take paracetamol 500 mg twice a day",
    // "We will get a CBC done", "Come back after 3 days".
    const prescribes = (PRESCRIBING.test(sentence.text) && named('drug', 'brand').length > 0) || PLANNING.test(sentence.text);
    const before = problem;
    const partTakenUp = phase !== 'history' && !bringsUpProblem ? problemsOfParts.takenUp(sentence.text) : undefined;
    if (phase === 'plan' && bringsUpProblem) problem = diagnoses[0] ?? complaints[0] ?? procedures[0];
    else if (partTakenUp) problem = partTakenUp;
    // "You have what we call an MCL strain", "I think you have a lumbar strain", or the first diagnosis of the plan:
    // the doctor's diagnosis starts its part.
    // A diagnosis given while examining or reading results ("so your diagnosis is a distal phalanx fracture") heads
    // what is prescribed after it, announced as a plan or not.
    // The sentence that begins the plan with a diagnosis ("so my assessment, type two diabetes …") starts with it, over
    // one suspected while examining.
    else if (diagnoses.length > 0 && phase === 'plan' && (problem === undefined || planBegins)) problem = diagnoses[0];
    else if (phase !== 'history' && sentence.speaker === 'doctor' && !ASKS.test(sentence.text)) problem = diagnosisGiven(sentence.text, diagnosesNamed) ?? problem;
    // "… ice the knee three times a day for your hypertension now": a problem brought up at the end of a run-on
    // sentence starts with the next one.
    // "… so for your hypertension, let's increase the losartan": an order said after the problem is brought up is its.
    const introAt = bringsUpProblem ? Math.max(...[...sentence.text.matchAll(new RegExp(PROBLEM_INTRO.source, 'gi'))].map((m) => m.index)) : -1;
    const orderAfterIntro = mentions[i]!.some((m) => ORDERABLE.includes(m.entry.kind) && m.start > introAt);
    if (phase !== 'history' || prescribes) problemAt[i] = bringsUpProblem && !opensWithProblem && !orderAfterIntro && before !== undefined ? before : problem;
    // What the doctor recalls from elsewhere ("looks like they said that your ankles were swelling") was not examined.
    const examination = (phase === 'examination' || (EXAMINATION.test(examined) && !historyRecalled)) && !conditional;
    // "Your blood pressure is a little high", "your vital signs look good": today's vital signs, said by the doctor, are
    // the examination's wherever they are said before the plan (a reading recalled from elsewhere is history).
    if (!examination && sentence.speaker === 'doctor' && phase !== 'plan' && !isRecalledReading(sentence.text)) {
      const vitalSigns = findingsExamined().filter((f) => VITAL_SIGNS.test(f.finding));
      model.examinations.push(...vitalSigns.map((finding) => ({ ...grounded(sentence), ...finding })));
    }
    // "The treatment for your melanoma is to cut out the area where the lesion was": talk of treatment, said before
    // the plan is announced, examines nothing.
    if (phase !== 'plan' && phase !== 'results' && examination && !resultSentence && !TREATMENT_TALK.test(sentence.text)) {
      // The examination is written from the findings it names, however the doctor said them; a sentence that names
      // none is left out.
      const found = findingsExamined();
      model.examinations.push(...found.map((finding) => ({ ...grounded(sentence), ...finding })));
      if (found.length > 0 || EXAMINATION.test(sentence.text)) return;
    }
    if (vitalsMeasured) return;
    if (wordsOf(clean).length < MIN_WORDS) return;
    // A sentence of the plan that takes up a problem or prescribes for it is the plan's however it is worded: "for your
    // asthma, it is not well controlled right now, so i want to start you on …", "from a depression standpoint, it's,
    // you know, your first problem, … you're doing really well"; so is what the problem does not need ("i don't think we
    // need to do any further, you know, work up of that").
    const plansForProblem = () => phase === 'plan' && (((prescribes || bringsUpProblem) && problem !== undefined) || notNeeded(sentence.text) !== undefined);
    if (likeness < MIN_NOTE_LIKENESS && !readingRecalled && !historyRecalled && !plansForProblem()) return;
    if (resultSentence) return;
    if (phase === 'plan' || prescribes) model.plan.push({ ...grounded(sentence), ...(problem ?? diagnoses[0] ? { problem: problem ?? diagnoses[0] } : {}) });
    else if (phase === 'history' && sentence.speaker === 'doctor' && !DOCTORS_OWN_FAMILY.test(sentence.text)) model.history.push(statementOf(sentence));
  });
  model.complaintHistory.push(...withSidesSaid(history.all(), sentences));
  return { problemAt, phaseAt, topicAt };
}

/**
 * What the doctor said before the patient's turn that holds sentence `at`, as one sentence: in a transcript without
 * punctuation, "what have you done for it so far what makes it better" is cut in pieces, and each sentence of the
 * answer ("well it used to be that …", "so i do ice and ibuprofen") answers all of it.
 */
function doctorTurnBefore(sentences: readonly Sentence[], at: number): Sentence | undefined {
  let i = at - 1;
  while (i >= 0 && sentences[i]!.speaker === 'patient') i -= 1;
  const last = i;
  while (i >= 0 && sentences[i]!.speaker === 'doctor' && last - i < MAX_TURN_SENTENCES) i -= 1;
  if (last < 0 || i === last) return sentences[at - 1];
  const turn = sentences.slice(i + 1, last + 1);
  return { speaker: 'doctor', segmentId: turn.at(-1)!.segmentId, text: turn.map((s) => s.text).join(' ') };
}
/** How many sentences of the doctor's turn an answer takes as its question. */
const MAX_TURN_SENTENCES = 6;

/** "It's not the right knee, it's the left knee": the patient correcting the side of the reason, said just after it. */
const SIDE_CORRECTED = /\bnot (?:the |my |your )?(right|left)\b.*\b(?:it's|it is|the|my)\s+(left|right)\b/i;

/**
 * The reason said again at once with the other side, as the doctor corrects it ("she's here for left leg pain. right leg
 * pain, right leg pain?"): the reason with that side.
 */
function restatedOtherSide(reason: string | undefined, said: string): string | undefined {
  const sided = reason && /^(right|left) (.+)$/i.exec(reason);
  if (!sided) return undefined;
  const other = sided[1]!.toLowerCase() === 'right' ? 'left' : 'right';
  const restated = `${other} ${sided[2]}`;
  return saysWords(said, restated) ? restated : undefined;
}

function correctedSide(presentation: NonNullable<ClinicalModel['presentation']>, sentences: readonly Sentence[], at: number): NonNullable<ClinicalModel['presentation']> {
  for (const sentence of sentences.slice(at + 1, at + 4)) {
    const restated = sentence.speaker === 'doctor' ? restatedOtherSide(presentation.reason, sentence.text) : undefined;
    if (restated) return { ...presentation, reason: restated, evidence: [...presentation.evidence, sentence.segmentId] };
    const correction = sentence.speaker === 'patient' ? SIDE_CORRECTED.exec(sentence.text) : null;
    if (!correction || !presentation.reason || correction[1]!.toLowerCase() === correction[2]!.toLowerCase()) continue;
    const reason = presentation.reason.replace(new RegExp(`\\b${correction[1]!.toLowerCase()}\\b`), correction[2]!.toLowerCase());
    return { ...presentation, reason, evidence: [...presentation.evidence, sentence.segmentId] };
  }
  return presentation;
}

/**
 * The patient's sex as the doctor said it: in the summary ("a 58-year-old male"), else by how the doctor addresses
 * the patient ("Miss Christine", "sir"), when only one is ever said.
 */
function patientSex(presentation: Sentence | undefined, sentences: readonly Sentence[]): 'female' | 'male' | undefined {
  const said = (text: string) => (FEMALE.test(text) ? 'female' : MALE.test(text) ? 'male' : undefined);
  const presented = presentation && said(presentation.text);
  if (presented) return presented;
  // A summary that gives no sex ("a 43-year-old here for leg pain") leaves it to how the doctor addresses the patient.
  const addressed = new Set(sentences.filter((s) => s.speaker === 'doctor').map((s) => said(s.text)).filter((x) => x !== undefined));
  return addressed.size === 1 ? [...addressed][0] : undefined;
}

/** The patient's spouse as the patient ("my wife") or the doctor ("your husband") names them. */
const SPOUSE_OF_PATIENT = /\bmy (wife|husband)\b/i;
const SPOUSE_ASKED = /\byour (wife|husband)\b/i;

/** The patient's sex as the spouse named says it, when only one of wife and husband is ever named as theirs. */
function sexOfSpouse(sentences: readonly Sentence[]): 'female' | 'male' | undefined {
  const spouses = new Set(
    sentences.flatMap((s) => {
      const named = (s.speaker === 'patient' ? SPOUSE_OF_PATIENT : s.speaker === 'doctor' ? SPOUSE_ASKED : undefined)?.exec(s.text)?.[1];
      return named ? [named.toLowerCase()] : [];
    }),
  );
  if (spouses.size !== 1) return undefined;
  return spouses.has('wife') ? 'male' : 'female';
}

/**
 * The doctor announcing the examination ("I'm going to do a quick physical exam", "let me check your feet", "on your heart exam, …", "your
 * physical examination looks fine") or a review of results ("let's look at some of your results"): the visit is
 * there now, whatever an earlier sentence seemed to say.
 */
const EXAM_ANNOUNCED = new RegExp(
  String.raw`\blet me (?:check|examine|look at|feel) (?:you\b(?!\s+(?:know|next|later|again|in|out|off|up)\b)|(?:your|his|her) ${EXAMINED_PART}\b)|\blet me (?:just |quickly )?check a (?:couple|few)(?: of)? things\b|\b(?:(?:do|perform|doing) (?:a |your |the )?(?:quick |brief )?(?:physical )?exam(?:ination)?|(?:do|perform|doing) (?:a |your |the )?(?:quick |brief |full |total )?(?:body |skin )(?:check|exam(?:ination)?)|(?:let me|i'm going to|i'm gon na|i am going to|i want to|i wan na|i'd like to|i would like to|let's) examine|on (?:your |my |the |this )?(?:physical )?exam(?:ination)?|(?:your |the )?physical exam(?:ination)? (?:looks|is|shows|today|was|reveals)|(?:your|the) exam(?:ination)? (?:is|was) (?:generally |otherwise )?(?:normal|unremarkable|good)|on (?:your|the|his|her) [a-z]+ exam(?:ination)?)\b`,
  'i',
);
const RESULTS_ANNOUNCED = /\b(?:look at|go over|review|reviewing|looking at|went over) (?:some of |all of )?(?:your |the |his |her )(?:results|labs|lab work|blood work|test results|imaging)\b/i;
/** The doctor asking for the patient's account ("tell me a little bit about what happened"): the visit is in the history. */
/** The doctor asking for the account of the complaint, with or without a question mark: "tell me what's going on with your back". */
const ACCOUNT_ASKED = /\btell me (?:what(?:'s| is) going on|what happened|about (?:your|the|it|this|that))\b|\bwhat(?:'s| is) going on with (?:your|the)\b/i;
const HISTORY_ASKED = /\btell me (?:a (?:little )?(?:bit )?)?(?:more )?about\b|\bwhat happened\b|\bwhat brings you in\b|\bhow did (?:it|this|that) happen\b/i;
const NOT_NOW = /\bnext (?:time|visit|week|month)\b|\bif\b/i;

/** The visit moves on (history, examination, results, plan), and back only when the doctor announces where it is. */
function phaseOf(text: string, current: Phase): Phase {
  if (!NOT_NOW.test(text) && current !== 'examination' && EXAM_ANNOUNCED.test(text)) return 'examination';
  if (!NOT_NOW.test(text) && current !== 'results' && RESULTS_ANNOUNCED.test(text)) return 'results';
  const order: Phase[] = ['history', 'examination', 'results', 'plan'];
  const at = order.indexOf(current);
  const said: Phase | undefined = /\bassessment and (?:my )?plan\b|\bfor your (?:first|second|third|last|next) problem\b|\bmy (?:assessment|impression)\b|\b(?:my|our|the) plan (?:for you|would be|is|at this (?:time|point))\b/i.test(text)
    ? 'plan'
    : /\b(?:results?|x-?rays?|labs?|mri|ct scan|echo(?:cardiogram)?|blood work)\b/i.test(text) && /\b(?:review|look|show|came back|got)\w*\b/i.test(text)
      ? 'results'
      : /\bphysical exam|\bexamine\b|\bon exam(?:ination)?\b|\blisten to your\b|\blet me (?:have a |take a )listen\b|\btake a (?:quick )?look\b/i.test(text)
        ? 'examination'
        : undefined;
  return said !== undefined && order.indexOf(said) > at ? said : current;
}

/**
 * What a run-on sentence adds to the findings read before it: "normal sinus rhythm" before, "normal sinus rhythm good r
 * wave progression" and "evolutionary changes" read together, add "good r wave progression" and "evolutionary changes".
 */
function findingsAfter(before: readonly string[], together: readonly string[]): string[] {
  return together
    .map((finding) => before.reduce((rest, said) => (rest.startsWith(`${said} `) ? rest.slice(said.length + 1) : rest === said ? '' : rest), finding))
    .filter((finding) => finding.length > 0);
}

function grounded(sentence: Sentence): Grounded {
  return { evidence: [sentence.segmentId], text: sentence.text };
}

/** A sentence as the note would write it: cleaned of speech, in the third person. */
export function asNoteWouldSay(text: string, speaker: Speaker, pronouns: Pronouns): string {
  return inThirdPerson(cleanSpoken(text), speaker, pronouns);
}

function inThirdPerson(clean: string, speaker: Speaker, pronouns: Pronouns): string {
  return speaker === 'patient' ? patientInThirdPerson(clean, pronouns) : doctorAboutPatient(clean, pronouns);
}
