/**
 * The assessment and plan, problem by problem, written from typed items only: each problem the doctor assessed,
 * its status when said ("Stable."), then the medications with their action and whole sig ("Increase lisinopril
 * from 10 mg to 20 mg once a day"), the tests ordered, referrals, procedures and advice said while that problem
 * was discussed. An item belongs to the problem the doctor was on when it was said (the extractor's `problem`);
 * what was said with no problem comes before the problems. The follow-up closes the plan.
 */
import { measureAsked } from '../dialogue/home-readings-answered.js';
import { namesNoTest } from '../generic-tests.js';
import type { Advice, ClinicalModel, Diagnosis, Grounded, Investigation, Medication, Procedure, ResultFinding, Side } from '../clinical-model.js';
import { capitalise, cleanSpoken, listOf, PRONOUNS, saysWords, uncapitalised } from '../narrative/spoken-text.js';
import { bareRangeOf, doseRangeOf } from '../prescription/quantity.js';
import { CHANGE_PRECEDENCE } from '../prescription/change.js';
import { lexiconTestName } from '../results/said-test-name.js';
import { LIMB_PARTS } from '../context/body-parts.js';
import { joinCalls } from '../plan/contact.js';
import { causeOf } from '../plan/reasoning.js';
import { notNeeded } from '../plan/not-needed.js';
import { STATUS } from '../plan/status.js';
import { isContactingClinician } from '../plan/coordination.js';
import { US_NAMES } from '../narrative/note-wording.js';
import { isReferralService } from '../plan/referral.js';
import { complaintWithSite } from '../history/complaint-attributes.js';
import { patientReported, visitComplaint } from './complaints.js';
import { counselling } from './counselling.js';
import { isVaccine } from '../prescription/vaccines.js';
import * as describe from './describe.js';
import { stopOrder } from './held-medication.js';
import { jointOfProblem, partOfInjury, partOfVisit, sideOfProblem } from './problem-side.js';
import { withMonitoringTestsUnderTheirDrug } from './monitoring-tests.js';
import { injuryReasoning } from './injury-reasoning.js';
import { pressureReasoning } from './pressure-reasoning.js';

export interface PlanLine {
  text: string;
  sources: Grounded[];
  /** A paragraph stands apart from the problem above it: the diagnoses the plan never came to. */
  style: 'bullet' | 'heading' | 'paragraph';
  part: 'assessment' | 'plan';
}

const SERVICE_NAMES: Record<string, string> = { physiotherapy: 'physical therapy' };

/** A procedure as the plan names it: a referral service by the name US notes use ("physical therapy"). */
export const procedureName = (p: Procedure) => SERVICE_NAMES[p.name] ?? p.name;

/** Something offered that the patient turned down, with the words the plan names it by. */
type Declined = Grounded & { problem?: string; words: string };

// A condition that lists warning signs runs to what to do then: "if you get short of breath, chest pain that's getting
// worse, or confusion, go to the er".
const CONDITIONAL_CLAUSE = /\b(?:if|unless|in case)\b[^.;?]*?,\s*(?=(?:then\s+|please\s+|just\s+)?(?:go|call|come|return|seek|head|let (?:me|us) know)\b)|\b(?:if|unless|until|in case|whether|once)\b[^,.;?]*/gi;
/** "Caused by … uncontrolled hypertension", "uncontrolled vocalization": "uncontrolled" said of a thing it names (its group 1), maybe another. */
const UNCONTROLLED_OTHER = /\buncontrolled\s+(?!(?:at|and|but|or|so|today|now|right|yet|still|this|lately|recently|anymore)\b)([a-z]+)/gi;

/** The head word of a problem's name, as said of it: "headache" of "tension-type headache". */
const lastWord = (name: string) => (name.toLowerCase().match(/[a-z]+/g) ?? ['']).at(-1)!;

const FREQUENCY_WORDS: Record<string, string> = {
  OD: 'once a day', BD: 'twice a day', TDS: 'three times a day', QID: 'four times a day', HS: 'at bedtime', SOS: 'as needed',
  STAT: 'at once', QOD: 'every other day', QW: 'once a week',
};

/** "Q6H" → "every 6 hours". */
const frequencyWords = (code: string) => FREQUENCY_WORDS[code] ?? code.replace(/^Q(\d+)H$/, 'every $1 hours');

/** "Of the" before the part a diagnosis names, which its side goes after: "strain of the (posterior cruciate ligament)". */
const OF_THE_PART = /\bof the(?! (?:right|left|both)\b)/i;

/** "As needed for your left knee" is for the left knee ("your" of a sided part written "the"); "for your depression", for depression. */
const AS_NEEDED = /^(?:as|when|if) needed(?: for (?:(your) |the |any )?([a-z]+(?: [a-z]+)?))?/i;
/** "Tylenol for any pain", "Dolo 650 SOS for fever": what a drug with no fixed schedule is for. */
const FOR_CONDITION = /^for (?:(your) |the |any )?([a-z]+(?: [a-z]+)?)$/i;
/** "Only if fever", "if vomiting": taken when the symptom comes, whatever the schedule. */
const IF_SYMPTOM = /^(?:(?:take|taken|give|given)\s+)?(?:only\s+)?if (?:there is |you have |you get |he has |she has |any )?(fever|pain|vomiting|nausea|headache|cough|wheezing|itching|loose motions|diarrhoea|diarrhea|acidity|swelling)$/i;
const SIDED = /^(?:left|right|both)\b/i;
const NOT_A_CONDITION = /\s+(?:and|or|so|okay|um|uh|you|i|it|that|to|the)\b.*$|^(?:and|or|so|okay|um|uh|you|i|it|that|to|the|now)\b.*$/i;

/** The as-needed condition said after the sig ("as needed for pain"), or what a drug the patient takes is for ("for afib"). */
function whenOrWhatFor(m: Medication): string | undefined {
  // The instruction is what no reader took, its parts joined by commas: "you can take that, as needed for pain".
  const parts = m.instruction?.split(/,\s*/) ?? [];
  // A course with its time of day or its days ("before breakfast for five days, for the stomach") is taken so, not as needed.
  const forCondition = (!m.frequency && !m.timing && !m.duration) || m.frequency?.code === 'SOS';
  const symptom = parts.map((part) => IF_SYMPTOM.exec(part)?.[1]).find((found) => found !== undefined);
  if (symptom) return `as needed for ${symptom.toLowerCase()}`;
  const said = parts.map((part) => AS_NEEDED.exec(part) ?? (forCondition ? FOR_CONDITION.exec(part) : null)).find((match) => match !== null);
  if (!said) return undefined;
  const condition = said[2]?.replace(NOT_A_CONDITION, '');
  // "I'm taking digoxin for afib": what a drug the patient takes is for, not a dose taken when needed.
  const indication = m.status === 'current' && m.frequency?.code !== 'SOS' && !AS_NEEDED.test(said[0]);
  const forWhat = condition && `for ${said[1] && SIDED.test(condition) ? 'the ' : ''}${condition}`;
  return indication ? forWhat : forWhat ? `as needed ${forWhat}` : 'as needed';
}

/** A range of doses, which the instruction keeps as said: "one to two tablets" → "1-2 tablets". */
function doseRangeWords(m: Medication): string | undefined {
  const said = m.instruction?.split(/,\s*/)[0] ?? '';
  const range = doseRangeOf(said);
  if (range) return `${range.low.value}-${describe.dose(range.high)}`;
  // "One or two (every six hours)" of tablets: "1-2 tablets".
  const bare = bareRangeOf(said);
  return bare && `${bare.low}-${bare.high}${m.form && SWALLOWED.has(m.form) ? ` ${m.form}s` : ''}`;
}

/** The most a day, which the instruction keeps last ("at most 6 tablets a day"). */
const dailyMaximumWords = (m: Medication) => m.instruction?.split(/,\s*(?=at most\b)/).find((part) => /^at most\b.* a day$/.test(part));


/** A generic by the name the doctor said it by: "albuterol" said is written "albuterol", not "salbutamol". */
function saidName(m: Medication): string {
  const us = US_NAMES[m.name];
  return us && new RegExp(`\\b${us}\\b`, 'i').test(m.text) ? us : m.name;
}

/**
 * A medication as a narrative note names it: "lisinopril 20 mg once a day", "Tylenol (paracetamol)", without the asides
 * of speech; a brand, a proper name, capitalised however it was transcribed.
 */
export function medicationWords(m: Medication): string {
  const name = m.brand ? describe.brandWithGeneric(m.brand, m.name) : saidName(m);
  const named = m.frequency?.code ? frequencyWords(m.frequency.code) : m.frequency?.custom;
  const frequency = named && m.frequency?.atMost ? `up to ${named}` : named;
  const strength = m.strength && (m.previousStrength ? `from ${describe.quantity(m.previousStrength)} to ${describe.quantity(m.strength)}` : describe.quantity(m.strength));
  const asNeeded = whenOrWhatFor(m);
  // "Morning", as a sig reads it, is "in the morning" in a sentence ("morning, before food" too); a timing the
  // frequency says already ("at bedtime" of HS) is not said twice.
  const said = m.timing?.replace(/^morning\b/i, 'in the morning');
  // "At night" of a drug taken at bedtime (HS) says it again.
  const timing = said && (frequency?.toLowerCase().includes(said.toLowerCase()) || (m.frequency?.code === 'HS' && /^at night$/i.test(said))) ? undefined : said;
  const maximum = dailyMaximumWords(m);
  const words = [name, strength, formWords(m), m.dose ? `${describe.dose(m.dose)}${totalWords(m) ?? ''}` : doseRangeWords(m), m.weekdayDoses && describe.weeklySchedule(m.weekdayDoses), m.route, asNeeded && frequency === 'as needed' ? undefined : frequency, asNeeded, timing, m.duration && `for ${describe.duration(m.duration)}`, m.condition]
    .filter((part): part is string => Boolean(part))
    .join(' ');
  return maximum ? `${words}, ${maximum}` : words;
}

/** " (40 mg)" of two 20 mg tablets: what several tablets of a strength come to, which a prescriber checks. */
function totalWords(m: Medication): string | undefined {
  const { strength, dose } = m;
  if (!strength || !dose || !SWALLOWED.has(dose.unit) || dose.value <= 1 || !/^(?:mg|mcg|g)$/.test(strength.unit)) return undefined;
  return ` (${describe.quantity({ value: Math.round(strength.value * dose.value * 1000) / 1000, unit: strength.unit })})`;
}

/** Tablets and capsules are how a drug is taken unless said otherwise; any other form tells how it is used. */
const SWALLOWED = new Set(['tablet', 'capsule']);

/** The form a plan names: "21 mg patch", "cream"; none when swallowed, or when the name says it already ("phexxi gel"). */
const formWords = (m: Medication) => (m.form && !SWALLOWED.has(m.form) && !saysWords(m.brand ?? m.name, m.form) ? m.form : undefined);

const CHANGE_WORDS: Record<NonNullable<Medication['change']>, string> = {
  start: 'Start', continue: 'Continue', increase: 'Increase', decrease: 'Decrease', stop: 'Stop', refill: 'Refill',
};

/** What the doctor does with a medication, as the plan says it: "Start", "Increase", "Continue", "Stop". */
function medicationOrder(m: Medication): string {
  const words = medicationWords(m);
  if (m.status === 'stopped') return stopOrder(m, words);
  if (m.status === 'declined') return `Declined ${words}`;
  if (m.previousStrength && m.strength) return `${m.strength.value < m.previousStrength.value ? 'Decrease' : 'Increase'} ${words}`;
  // "Increase metformin to 1000 mg twice a day": the new strength, said as the one it goes to.
  if ((m.change === 'increase' || m.change === 'decrease') && m.strength) return `${CHANGE_WORDS[m.change]} ${words.replace(describe.quantity(m.strength), `to ${describe.quantity(m.strength)}`)}`;
  // "Decrease warfarin to 30 mg a week: …": the week's new total.
  const weekly = m.weekdayDoses && describe.weeklyTotal(m.weekdayDoses);
  if ((m.change === 'increase' || m.change === 'decrease') && weekly) return `${CHANGE_WORDS[m.change]} ${words.replace(`${describe.quantity(weekly)} a week`, `to ${describe.quantity(weekly)} a week`)}`;
  // A vaccine is given, not started: "Tetanus toxoid", not "Start tetanus toxoid".
  if (m.change === 'start' && isVaccine(m.name)) return words.charAt(0).toUpperCase() + words.slice(1);
  if (m.change) return `${CHANGE_WORDS[m.change]} ${words}`;
  // No verb said, none written: "Start" would claim a new drug the patient may already take.
  return m.status === 'current' || m.flags.includes('continue_same') ? `Continue ${words}` : words.charAt(0).toUpperCase() + words.slice(1);
}

const AGAIN = /\b(?:repeat\w*|again|another|recheck)\b/i;
/** An image of the limbs and spine named by its kind only, which images what the visit is about (a CT is as often of the belly). */
const UNSITED_IMAGE = /^(?:MRI|X-ray)$/i;

/** A test as ordered: "Repeat HbA1c in 6 months". `again`: its result was reviewed in the visit. */
function testOrder(i: Investigation, again: boolean): string {
  // "If there is no improvement in two weeks": the interval the condition says already is not said again as when.
  const due = i.due && !(i.condition && cleanSpoken(i.condition).toLowerCase().includes(i.due)) ? ` ${i.due}` : '';
  return `${again || i.again ? 'repeat ' : ''}${describe.investigationName(i)}${due}${i.purpose ? ` ${i.purpose}` : ''}${i.condition ? ` ${i.condition}` : ''}`;
}

/** A procedure said to be over as the doctor finishes it: "the biopsy is done", "we just removed it". */
const DONE_NOW = /\b(?:is|'s|was) (?:all )?(?:done|complete|completed|finished|over)\b|\b(?:we|i) (?:just )?(?:did|performed|took|removed)\b/i;
const isReferral = (p: Procedure) => isReferralService(p.name);

/** A problem of a limb or a joint: an injury, a joint's condition, or a complaint named by its part. */
const LIMB_PROBLEM =
  /\b(?:sprain|strain|fracture|tear|injury|contusion|tendin\w*|bursitis|ligament|menisc\w*|arthritis|lisfranc|rotator cuff|plantar fasciitis|knee|ankle|foot|leg|arm|shoulder|elbow|wrist|hand|finger|hip|toe)\b/i;
/** A limb an instruction names: "elevate your leg", "ice the knee". */
const LIMB_WORD = new RegExp(String.raw`\b${LIMB_PARTS}s?\b`, 'i');

/** Heart failure, by any of its names, and the weighing its self-care asks: "Weigh daily", "weight gain of 3 pounds". */
const HEART_FAILURE = /\bheart failure\b|\bchf\b/i;
// Weight to lose is not watched for heart failure: "Lose weight" stays where it was said.
const WEIGHT_WATCH = /(?<!\b(?:lose|losing|lost)\s(?:some\s)?)\bweigh(?:s|ts?| daily)?\b(?!\s+loss)|\bweight gain\b|\bgains? \d+ (?:pounds?|lbs?|kilos?|kg)\b/i;

/** Whether every word of `part` is in `whole`, in order: "diabetes mellitus" within "type 2 diabetes mellitus". */
function wordsWithin(part: string, whole: string): boolean {
  return part.length < whole.length && saysWords(whole, part);
}

/**
 * A plan that took up only complaints ("levocetirizine for the itching") in a visit whose doctor gave one diagnosis
 * ("this is tinea cruris") is that diagnosis's plan: its heading is the diagnosis, not a symptom of it.
 */
function withComplaintsUnderTheDiagnosis(model: ClinicalModel, assessedByDoctor: readonly Diagnosis[]): ClinicalModel {
  const complaints = new Set(model.findings.filter((f) => f.subject === 'patient' && f.presence === 'present').map((f) => f.name));
  const problemsTakenUp = [...model.plan, ...model.medications, ...model.investigations, ...model.procedures, ...model.advice].flatMap((item) => (item.problem === undefined ? [] : [item.problem]));
  const [diagnosis, ...others] = assessedByDoctor;
  if (!diagnosis || others.length > 0 || problemsTakenUp.length === 0 || !problemsTakenUp.every((problem) => complaints.has(problem))) return model;
  const under = <T extends { problem?: string }>(item: T): T => (item.problem === undefined ? item : { ...item, problem: diagnosis.name });
  return {
    ...model,
    plan: model.plan.map(under),
    medications: model.medications.map(under),
    investigations: model.investigations.map(under),
    procedures: model.procedures.map(under),
    advice: model.advice.map(under),
  };
}

export function assessmentAndPlan(extracted: ClinicalModel): PlanLine[] {
  const assessed = extracted.diagnoses.filter((d) => d.subject === 'patient' && d.temporality === 'current' && d.status !== 'ruled_out');
  // Only a diagnosis the doctor named is assessed: one the patient mentioned in passing ("my covid shots", "my afib")
  // is history, not this visit's assessment.
  const doctorSaid = new Set(extracted.speakers.filter((s) => s.speaker === 'doctor').map((s) => s.segmentId));
  const byDoctor = (d: Diagnosis) => d.evidence.some((id) => doctorSaid.has(id));
  const model = withMonitoringTestsUnderTheirDrug(withComplaintsUnderTheDiagnosis(extracted, assessed.filter(byDoctor)));
  // "Heart failure" said of the "congestive heart failure" already named is that problem, not another.
  const sameAs = (name: string) => assessed.find((other) => wordsWithin(name, other.name))?.name ?? name;
  // "It could be an atypical mole, or it could be an early melanoma": a differential is one problem, headed by the first.
  const alternatives = differentials(assessed);
  const problems = new Map(assessed.filter((d) => sameAs(d.name) === d.name && ![...alternatives.values()].includes(d)).map((d) => [d.name, d]));
  // Advice said of a problem by name ("call if the headaches become more severe") is that problem's, wherever the
  // sentence fell in the plan.
  // A problem brought up after it ("… the swelling of your knee for your hypertension now") starts the next part: the
  // advice is not that one's.
  const namedProblem = (text: string) => {
    const said = [...problems.keys()].filter((name) => new RegExp(`(?<!\\b(?:for|regarding|about|to) (?:your|his|her|the) (?:[\\w-]+ ){0,2})\\b${lastWord(name)}s?\\b`, 'i').test(text));
    return said.length === 1 ? said[0] : undefined;
  };
  // Advice for a limb ("elevate your leg") said while another problem was discussed, or after the plan, is the one limb
  // problem's when the visit has one.
  const limbProblems = [...problems.keys()].filter((name) => LIMB_PROBLEM.test(name));
  const ofTheLimb = (instruction: string, problem: string | undefined) =>
    LIMB_WORD.test(instruction) && limbProblems.length === 1 && (problem === undefined || !LIMB_PROBLEM.test(problem)) ? limbProblems[0] : undefined;
  // Daily weights, and the gain to call for, are the heart failure's self-care, whichever problem they were said under.
  const heartFailures = [...problems.keys()].filter((name) => HEART_FAILURE.test(name));
  const ofTheHeartFailure = (instruction: string) => (WEIGHT_WATCH.test(instruction) && heartFailures.length === 1 ? heartFailures[0] : undefined);
  const advice = model.advice.map((a) => {
    const named = namedProblem(a.text);
    if (named !== undefined && (a.problem === undefined || !new RegExp(`\\b${lastWord(a.problem)}s?\\b`, 'i').test(a.text))) return { ...a, problem: named };
    const owner = ofTheLimb(a.instruction, a.problem) ?? ofTheHeartFailure(a.instruction);
    return owner === undefined ? a : { ...a, problem: owner };
  });
  // The problems in the order the plan takes them up: diagnoses, and complaints taken up as problems.
  const complaintProblems = new Map(model.findings.filter((f) => f.subject === 'patient').map((f) => [f.name, f] as const));
  // Every plan item names the problem it was said under, a plan statement or an order the statement itself left out.
  const segmentAt = new Map(model.speakers.map((s, i) => [s.segmentId, i]));
  const said = (item: Grounded) => Math.min(...item.evidence.map((id) => segmentAt.get(id) ?? Infinity));
  // A drug the patient takes or goes on taking, often named in the history, does not set the order: its problem
  // comes after those the plan took up.
  const alreadyTaken = (item: Grounded) => ('status' in item && item.status === 'current') || ('change' in item && item.change === 'continue');
  // A procedure heading its own part ("in terms of the heart bypass that you've had") is placed by what is done for it.
  const planItems = [...model.plan, ...model.medications, ...model.investigations.filter((i) => i.status === 'advised'), ...model.procedures.filter((p) => p.name !== p.problem), ...advice]
    .filter((item) => item.problem !== undefined)
    .sort((a, b) => Number(alreadyTaken(a)) - Number(alreadyTaken(b)) || said(a) - said(b));
  const assessedByDoctor = [...problems.values()].filter(byDoctor);
  // A condition known from before ("a history of anaphylaxis") heads the plan when something is done for it now.
  for (const known of model.diagnoses.filter((d) => d.subject === 'patient' && d.status !== 'ruled_out' && !problems.has(d.name))) {
    if (planItems.some((item) => item.problem === known.name)) problems.set(known.name, known);
  }
  // A procedure the plan takes up ("in terms of the heart bypass that you've had") heads its part too.
  const procedureProblems = new Map(model.procedures.map((p) => [p.name, p] as const));
  const headed = [...new Set(planItems.map((p) => sameAs(p.problem!)))].filter((name) => problems.has(name) || complaintProblems.has(name) || procedureProblems.has(name));
  const problemOf = (item: { problem?: string }) => (item.problem === undefined ? undefined : sameAs(item.problem));

  // A drug the patient takes, named again by the doctor without a change ("just the EpiPen when you need it"), is
  // continued, not newly prescribed; continued by name ("keep the metoprolol the same"), at the sig it is taken at.
  const taking = new Set(model.medications.filter((m) => m.status === 'current').map((m) => m.name));
  // The sig the patient takes it with, for a drug continued by a bare name ("tolerating the torsemide okay").
  const takenSig = (name: string) => model.medications.find((m) => m.status === 'current' && m.name === name && m.strength !== undefined);
  const ordered = model.medications
    .filter((m) => m.status === 'prescribed' || m.status === 'stopped' || (m.status === 'current' && m.change === 'continue'))
    .map((m) => {
      if (!(m.status === 'prescribed' && (m.change === undefined || m.change === 'continue') && taking.has(m.name))) return m;
      const sig = m.strength === undefined ? takenSig(m.name) : undefined;
      return { ...m, change: 'continue' as const, ...(sig ? { strength: sig.strength, ...(sig.frequency && !m.frequency ? { frequency: sig.frequency } : {}) } : {}) };
    });
  // One line per drug ("continue the Imitrex" and "Imitrex as needed" said of one prescription), where it was first
  // said, written from its fullest mention: the one with the strength, the sig and the verb.
  const fullness = (m: Medication) => (m.strength ? 4 : 0) + (m.frequency ? 2 : 0) + (m.change ? 1 : 0);
  // A drug the doctor stops is stopped, however fully it was told as taken before ("we have you on norvasc 5 mg once a
  // day" … "I'm going to stop the norvasc").
  const fullest = (name: string) => {
    const best = ordered.filter((m) => m.name === name).reduce((found, m) => (fullness(m) > fullness(found) ? m : found));
    const stop = ordered.find((m) => m.name === name && m.status === 'stopped');
    if (!stop || best === stop) return best;
    // How long it is held is the stop's to say ("… for 5 days before the surgery"), not the taken sig's.
    const held = { instruction: stop.instruction, duration: stop.duration };
    return { ...best, ...held, status: 'stopped' as const, change: 'stop' as const, evidence: [...new Set([...best.evidence, ...stop.evidence])] };
  };
  // What is done with the drug is what any mention says beyond "start": "continue you on the aspirin" … "order aspirin
  // 81 mg daily" continues it, at the fullest mention's sig.
  const changeOf = (m: Medication): Medication => {
    const changes = ordered.filter((other) => other.name === m.name).map((other) => other.change);
    // The most telling of them: a refill ordered says more than "we have you on …".
    const said = CHANGE_PRECEDENCE.find((change) => change !== 'start' && changes.includes(change));
    return said && m.change === 'start' ? { ...m, change: said } : m;
  };
  // …under the problem it was first said for, when the fullest mention was said with none ("order aspirin 81 mg daily").
  const medications = ordered
    .filter((m, i) => ordered.findIndex((other) => other.name === m.name) === i)
    .map((first) => {
      const line = changeOf(fullest(first.name));
      const problem = line.problem ?? ordered.find((m) => m.name === first.name && m.problem !== undefined)?.problem;
      return problem === undefined ? line : { ...line, problem };
    });
  const tests = model.investigations.filter((i) => i.status === 'advised');
  // "Order an MRI" in a visit about the right knee is an MRI of the right knee.
  const imagedPart = partOfVisit(model);
  const withPartImaged = (t: Investigation) => (t.site === undefined && imagedPart && UNSITED_IMAGE.test(t.name) ? { ...t, site: imagedPart } : t);
  // A test reviewed in the visit and ordered as well is ordered again: "Repeat HbA1c"; labs after labs are other tests.
  const reviewedNames = [...model.investigations.filter((i) => i.status === 'reported').map((i) => i.name), ...model.results.flatMap((r) => r.test ?? [])].map(lexiconTestName);
  const namedAs = (said: string, name: string) => said === name.toLowerCase() || said.startsWith(`${name.toLowerCase()} `);
  const reviewedInVisit = (name: string) => !namesNoTest(name) && reviewedNames.some((said) => namedAs(said, name));
  // A result reviewed whose test the problem's plan orders again ("repeat a hemoglobin A1c in 6 months", of an A1c of 8)
  // is why the problem stands where it does: its medical reasoning.
  const resultsReorderedFor = (name: string) => {
    const reordered = tests.filter((t) => problemOf(t) === name && !namesNoTest(t.name)).map((t) => t.name);
    return model.results.filter((r): r is ResultFinding & { test: string } => r.test !== undefined && reordered.some((test) => namedAs(lexiconTestName(r.test!), test)));
  };
  // Advised, or done in the visit (said while a problem was discussed: "we gave a nebulisation").
  // A procedure the patient had before ("past procedures: colonoscopy") is not planned again unless said so ("repeat").
  const hadBefore = new Set(model.procedures.filter((p) => p.status === 'done' && p.problem === undefined).map((p) => p.name));
  const advised = new Set(model.procedures.filter((p) => p.status === 'advised').map((p) => p.name));
  // One advised and then done in the visit ("I'd like to do the biopsy right now" … "the biopsy is done") is done.
  const doneInVisit = new Set(model.procedures.filter((p) => p.status === 'done' && p.problem !== undefined && advised.has(p.name) && DONE_NOW.test(p.text)).map((p) => p.name));
  const procedures = model.procedures.filter(
    (p) =>
      p.status !== 'declined' &&
      (p.status === 'advised' ? !doneInVisit.has(p.name) : p.problem !== undefined && (!advised.has(p.name) || doneInVisit.has(p.name))) &&
      !(hadBefore.has(p.name) && p.status !== 'done' && !AGAIN.test(p.text)),
  );
  // Advice on what a condition is measured by, said under no problem, is that condition's: "check the blood pressure
  // daily" said before the problems were taken up is the hypertension's (it does not change the problems' order).
  const measuredProblem = (a: Advice) => {
    const condition = measureAsked(a.instruction ?? a.text)?.condition;
    return condition && [...problems.keys()].find((name) => condition.test(name));
  };
  const filed = advice.map((a) => (a.problem === undefined ? { ...a, problem: measuredProblem(a) } : a));
  // What the patient turned down: a drug, a test or a referral offered.
  const declinedItems: Declined[] = [
    ...model.medications.filter((m) => m.status === 'declined').map((m) => ({ ...m, words: medicationWords(m) })),
    ...model.investigations.filter((i) => i.status === 'declined').map((i) => ({ ...i, words: capitalise(describe.investigationName(i)) })),
    ...model.procedures.filter((p) => p.status === 'declined').map((p) => ({ ...p, words: capitalise(procedureName(p)) })),
  ];
  const items = { medications, allOrdered: ordered, tests, procedures, advice: filed, declined: declinedItems };
  // A complaint the plan named with nothing done for it ("tylenol" the patient takes, said of the headache) heads no
  // problem, and leaves the diagnosis the only one when it is.
  const doneFor = (name: string) =>
    statusOf(model, name) !== undefined || notNeededOf(model, name) !== undefined || [...items.medications, ...items.tests, ...items.procedures, ...items.advice, ...items.declined].some((item) => problemOf(item) === name);
  const kept = headed.filter((name) => problems.has(name) || procedureProblems.has(name) || doneFor(name));
  // The only diagnosis of a visit whose plan named none is the problem the whole plan is for.
  const discussed = kept.length === 0 && assessedByDoctor.length === 1 ? [assessedByDoctor[0]!.name] : kept;

  // Who was advised, as the note names the patient.
  const counselled = PRONOUNS[model.patientSex ?? 'unknown'].subject;
  // `soleProblem`: with one problem, the whole plan is that problem's, and nothing floats above its heading.
  const linesFor = (problem: string | undefined, soleProblem?: string): PlanLine[] => {
    // What was said with no problem, or one not among the headings, is listed before the problems.
    const general = (item: { problem?: string }) => !discussed.includes(problemOf(item) ?? '');
    const mine = <T extends Grounded & { problem?: string }>(list: readonly T[]) =>
      list.filter((item) => (problem === undefined ? soleProblem === undefined && general(item) : problemOf(item) === problem || (problem === soleProblem && general(item))));
    // One stop ends the line, whether or not its last text is a sentence of its own ("… if not improving.").
    const bullet = (label: string, texts: readonly string[], sources: Grounded[]): PlanLine[] =>
      texts.length === 0 ? [] : [{ text: `${label}: ${texts.join('; ')}`.replace(/\.?$/, '.'), sources, style: 'bullet', part: 'plan' }];
    const meds = mine(items.medications);
    const ordered = mine(items.tests);
    // The procedure a problem is named after is its heading, not one of its lines.
    const referrals = mine(items.procedures).filter((p) => isReferral(p) && p.name !== problem);
    const done = mine(items.procedures).filter((p) => !isReferral(p) && p.name !== problem);
    const coordination = mine(items.advice).filter((a) => isContactingClinician(a.instruction));
    const advice = mine(items.advice).filter((a) => !coordination.includes(a));
    const declined = mine(items.declined);
    return [
      // Each line rests on every mention of its drug, the ones its line left out too.
      ...bullet('Medical treatment', meds.map(medicationOrder), items.allOrdered.filter((m) => meds.some((kept) => kept.name === m.name))),
      ...bullet('Additional testing', ordered.map((t) => capitalise(testOrder(withPartImaged(t), reviewedInVisit(t.name)))), ordered),
      ...bullet('Referral', referrals.map((p) => capitalise(procedureName(p))), referrals),
      ...bullet('Procedures', done.map((p) => `${capitalise(p.name)}${p.status === 'done' ? ' (done)' : ''}`), done),
      ...bullet('Patient education and counseling', advice.length === 0 ? [] : [counselling(joinCalls([...new Set(advice.map((a) => a.instruction))]), counselled)], advice),
      ...bullet('Care coordination', coordination.map((a) => a.instruction), coordination),
      ...bullet('Declined', declined.map((item) => item.words), declined),
    ];
  };

  // A complaint taken up as a problem whose diagnosis the doctor went on to give has nothing of its own, and no heading.
  const taken = discussed.filter((name) => problems.has(name) || statusOf(model, name) !== undefined || linesFor(name).length > 0);
  // A diagnosis with nothing of its own beside others that have ("4. Osteoarthritis" and nothing under it) is assessed
  // in the line after them, not headed empty.
  const hasNothing = (name: string) =>
    problems.has(name) && statusOf(model, name) === undefined && reasoningOf(model, name) === undefined && notNeededOf(model, name) === undefined && linesFor(name).length === 0;
  const empty = taken.some((name) => !hasNothing(name)) ? taken.filter(hasNothing) : [];
  const headedProblems = taken.filter((name) => !empty.includes(name));
  const soleProblem = headedProblems.length === 1 ? headedProblems[0] : undefined;
  // What belongs to no problem comes first, apart from the problems' lines: the plan as a whole.
  const out: PlanLine[] = linesFor(undefined, soleProblem);
  // Beside the problems the plan took up, a diagnosis it never came to is assessed when named while the doctor
  // assessed and planned; one named only in the summary, the history or a result read out ("a history of epilepsy",
  // "mild mitral regurgitation" on the echo) is told there and heads no empty problem.
  // A dermatologist assesses while examining ("the rest of your back has several seborrheic keratoses"): a diagnosis
  // named once the doctor examined (past the vital signs) is assessed as well.
  const examStart = Math.min(...model.examinations.filter((e) => e.system !== 'Constitutional').map(said));
  const assessedFrom = Math.min(Math.min(...model.plan.map(said)), examStart);
  const namedInPlan = (d: Diagnosis) => discussed.length === 0 || d.evidence.some((id) => (segmentAt.get(id) ?? -1) >= assessedFrom);
  // A finding the results section writes already ("mild-to-moderate mitral regurgitation" of the echo, read out as the
  // plan began) is the result's, not another problem assessed.
  const inResults = (d: Diagnosis) => model.results.some((r) => saysWords(r.finding, d.name));
  const unplanned = [...assessedByDoctor.filter((d) => !discussed.includes(d.name) && namedInPlan(d) && !inResults(d)), ...empty.map((name) => problems.get(name)!)];
  // A plan that named no problem, in a visit the doctor gave no diagnosis in, is the plan for the complaint the patient
  // came with: "1. Right knee pain", not lines floating under no heading.
  const complaint = out.length > 0 && discussed.length === 0 && unplanned.length === 0 ? visitComplaint(model, patientReported(model).filter((f) => f.presence === 'present')) : undefined;
  if (complaint) {
    const site = model.complaintHistory.find((c) => c.complaint === complaint.name)?.site;
    out.unshift({ text: `1. ${capitalise(complaintWithSite(complaint.name, site))}.`, sources: [complaint], style: 'heading', part: 'assessment' });
  }
  // With no problem of the plan to follow, the diagnoses the plan never came to are the assessment, in one line.
  if (unplanned.length > 0 && discussed.length === 0) {
    out.push({ text: `Assessment: ${listOf(unplanned.map(describe.diagnosis))}.`, sources: unplanned, style: 'bullet', part: 'assessment' });
  }
  const headingOf = (name: string, diagnosis: Diagnosis | undefined): string => {
    const procedure = diagnosis ? undefined : procedureProblems.get(name);
    const hadBeforeNow = model.procedures.some((p) => p.name === name && p.status === 'done');
    const alternative = alternatives.get(name);
    const named = alternative
      ? `${capitalise(name)} versus ${alternative.name}`
      : diagnosis
        ? describe.diagnosis(diagnosis)
        : procedure && hadBeforeNow
          ? `Status post ${name}`
          : capitalise(name);
    // "Ankle sprain" of the right ankle is written "Right ankle sprain"; "Strain of the posterior cruciate ligament",
    // "Strain of the right posterior cruciate ligament".
    // "Contusion" of the right leg is written "Right leg contusion".
    const injured = partOfInjury(model, name);
    if (injured) return `${capitalise(injured)} ${named.charAt(0).toLowerCase()}${named.slice(1)}`;
    const side = sideOfProblem(model, name, diagnosis ? [diagnosis.text] : [], diagnosis?.side);
    const sided = (said: Side) => (said !== 'bilateral' && OF_THE_PART.test(named) ? named.replace(OF_THE_PART, `$& ${said}`) : `${capitalise(said)} ${named.charAt(0).toLowerCase()}${named.slice(1)}`);
    // "Osteoarthritis" of the right knee is written "Osteoarthritis of the right knee".
    const joint = jointOfProblem(model, name);
    return side ? sided(side) : joint ? named.replace(/^([^(]+?)(\s*\(|$)/, `$1 of ${joint}$2`) : named;
  };
  let numbered = 0;
  for (const name of headedProblems) {
    const diagnosis = problems.get(name);
    const status = statusOf(model, name);
    const lines = linesFor(name, soleProblem);
    numbered += 1;
    const source = diagnosis ?? complaintProblems.get(name) ?? procedureProblems.get(name)!;
    const heading = headingOf(name, diagnosis);
    out.push({ text: `${numbered}. ${heading}.`, sources: [source], style: 'heading', part: 'assessment' });
    const cause = reasoningOf(model, name);
    const data = [cause, injuryReasoning(model, heading, cause !== undefined, imagedPart), pressureReasoning(model, name, status?.text), ...valuesShown(resultsReorderedFor(name))].filter((part) => part !== undefined);
    // The status is the judgement the data bear out: one line, the judgement first ("Not controlled. Blood pressure
    // 156/94 in clinic."), as the rubric asks of a reasoning line; alone, it is the problem's status.
    const judged = status !== undefined && data.length > 0;
    if (status && !judged) out.push({ text: `Status: ${status.text}`, sources: status.sources, style: 'bullet', part: 'assessment' });
    const reasoning = judged ? [{ text: status.text.replace(/\.$/, ''), sources: status.sources }, ...data] : data;
    if (reasoning.length > 0) {
      out.push({ text: `Medical reasoning: ${reasoning.map((part) => `${capitalise(part.text)}.`).join(' ')}`, sources: reasoning.flatMap((part) => part.sources), style: 'bullet', part: 'assessment' });
    }
    out.push(...lines);
    const needless = notNeededOf(model, name);
    if (needless) out.push({ text: needless.text, sources: needless.sources, style: 'bullet', part: 'plan' });
  }
  // Diagnoses the plan never came to are assessed too, after the problems it took up: in one line, not as numbered
  // headings with nothing under them.
  if (discussed.length > 0 && unplanned.length > 0) {
    out.push({ text: `Also assessed: ${listOf(unplanned.map((d) => uncapitalised(headingOf(d.name, d))))}.`, sources: unplanned, style: 'paragraph', part: 'assessment' });
  }
  // The follow-up is the whole plan's, a line of its own: not a bullet hanging under the last problem or the diagnoses assessed.
  if (model.followUp) out.push({ text: `Follow-up: ${describe.followUp(model.followUp)}.`, sources: [model.followUp], style: 'paragraph', part: 'plan' });
  // The patient's assent to a plan the note sets out, in the words the train split's clinicians use; a drug turned
  // down leaves the plan agreed in part, which the Declined line tells.
  if (model.planAgreed && out.length > 0 && items.declined.length === 0) {
    out.push({ text: 'Patient agreements: The patient understands and agrees with the recommended medical treatment plan.', sources: [model.planAgreed], style: 'paragraph', part: 'plan' });
  }
  return out;
}

/**
 * A result's value or verdict, which reads on from the test's name: "8", "elevated at 8", "normal". What an image
 * showed is told in the results, in the words they keep; the reasoning gives only a value ("2021 negative" is a year).
 */
const VALUE_SHOWN = /^(?:(?!(?:19|20)\d\d\b)\d|elevated|high|low|normal|abnormal|stable|borderline|increased|decreased|within)/i;

/** The results reviewed, as the reasoning tells them, the first value of each test: "Hemoglobin A1c of 8", "Hemoglobin A1c elevated at 8". */
function valuesShown(results: readonly (ResultFinding & { test: string })[]): { text: string; sources: Grounded[] }[] {
  const firstOfTest = new Map<string, ResultFinding & { test: string }>();
  for (const r of results) if (VALUE_SHOWN.test(r.finding) && !firstOfTest.has(r.test)) firstOfTest.set(r.test, r);
  return [...firstOfTest.values()].map((r) => ({ text: /^\d/.test(r.finding) ? `${r.test} of ${r.finding}` : `${r.test} ${r.finding}`, sources: [r] }));
}

/** What joins the diagnoses of a differential: "an atypical mole, or … an early melanoma", "x versus y". */
const DIFFERENTIAL_JOIN = /^[^.;?]{0,40}\b(?:or|versus|vs)\b[^.;?]{0,40}$/i;

/**
 * The diagnoses suspected together, one or the other, in one sentence: each first-named one with the one said after it.
 */
function differentials(assessed: readonly Diagnosis[]): Map<string, Diagnosis> {
  const suspected = assessed.filter((d) => d.status === 'suspected' && d.said !== undefined);
  const at = (d: Diagnosis) => Math.min(...d.said!.map((words) => d.text.toLowerCase().indexOf(words.toLowerCase())).filter((i) => i >= 0));
  const pairs = new Map<string, Diagnosis>();
  for (const first of suspected) {
    const second = suspected.find((other) => other !== first && other.text === first.text && at(first) < at(other) && DIFFERENTIAL_JOIN.test(first.text.slice(at(first), at(other))));
    if (second && !pairs.has(second.name)) pairs.set(first.name, second);
  }
  return pairs;
}

/**
 * What the doctor said caused the problem, where it was named or in its part of the plan: "Likely caused by dietary
 * indiscretion and uncontrolled hypertension"; not a cause that names the problem again ("right foot pain is due to a
 * Lisfranc fracture", under the Lisfranc injury).
 */
function reasoningOf(model: ClinicalModel, problem: Diagnosis['name']): { text: string; sources: Grounded[] } | undefined {
  // The words the doctor named it with give a cause too: "I think you have a knee sprain from overuse"; not words that
  // name another problem too ("heavy menstrual bleeding most likely from the fibroid, and iron deficiency anemia"),
  // whose cause is one of them only.
  const current = model.diagnoses.filter((d) => d.subject === 'patient' && d.temporality === 'current' && d.status !== 'ruled_out');
  const namesAnother = (d: Diagnosis) => current.some((other) => other.name !== problem && other.text === d.text);
  const diagnosed = current.filter((d) => d.name === problem && !namesAnother(d));
  for (const statement of [...diagnosed, ...statementsOf(model, problem)]) {
    const cause = causeOf(statement.text);
    // A content word of the problem's name in the cause names the problem again.
    const named = (problem.toLowerCase().match(/[a-z]{4,}/g) ?? []).some((word) => new RegExp(`\\b${word}`, 'i').test(cause ?? ''));
    if (cause && !named) return { text: cause, sources: [statement] };
  }
  return undefined;
}

/** How the problem is doing, as the doctor said in its part of the plan: "Stable.", "Well controlled.". */
function statusOf(model: ClinicalModel, problem: Diagnosis['name']): { text: string; sources: Grounded[] } | undefined {
  for (const statement of statementsOf(model, problem)) {
    // "Call if the headaches suddenly worsen", "until your symptoms have improved": a condition, not the status.
    const said = statement.text.replace(CONDITIONAL_CLAUSE, ' ').replace(UNCONTROLLED_OTHER, (named: string, word: string) => (word.toLowerCase() === lastWord(problem) ? named : ' '));
    const status = STATUS.find(([pattern]) => pattern.test(said));
    if (status) return { text: status[1], sources: [statement] };
  }
  return undefined;
}

/** What the doctor said the problem does not need, in its part of the plan: "No further work-up at this time.". */
function notNeededOf(model: ClinicalModel, problem: Diagnosis['name']): { text: string; sources: Grounded[] } | undefined {
  for (const statement of statementsOf(model, problem)) {
    const said = notNeeded(statement.text);
    if (said) return { text: said, sources: [statement] };
  }
  return undefined;
}

/** The statements of the plan said while the doctor took up the problem. */
const statementsOf = (model: ClinicalModel, problem: Diagnosis['name']) =>
  model.plan.filter((p) => p.problem !== undefined && (p.problem === problem || wordsWithin(p.problem, problem)));
