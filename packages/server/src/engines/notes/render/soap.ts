/**
 * The narrative `soap` template: the note a clinician signs, in the sections US and Indian outpatient notes use
 * (CHIEF COMPLAINT, HISTORY OF PRESENT ILLNESS, REVIEW OF SYSTEMS, PHYSICAL EXAMINATION, RESULTS, ASSESSMENT AND
 * PLAN), written from the typed facts of the clinical model only, never a sentence of the conversation as said; what
 * the doctor dictated for the record is written as dictated (render/dictated.ts). Nothing is generated that the model
 * does not hold, and every sentence names the segments it rests on.
 */
import { Type, type Static } from '@sinclair/typebox';
import { OneOf, type ClinicalModel, type ExamFinding, type Finding, type Grounded, type Investigation, type ResultFinding, type Vital } from '../clinical-model.js';
import { namesVitalsNormal } from '../examination/exam-findings.js';
import { EXAM_SYSTEMS } from '../examination/exam-systems.js';
import { capitalise, listOf, PRONOUNS, saysWords } from '../narrative/spoken-text.js';
import { asToldOf, asWrittenIn } from '../narrative/note-wording.js';
import { assessmentAndPlan, medicationWords, type PlanLine } from './assessment-plan.js';
import * as describe from './describe.js';
import { deniedConditions, findingWords, goneWords, patientReported, visitReason } from './complaints.js';
import { evidenceOf, historyLines, socialLines, withClosing } from './history.js';
import { withSidedComplaints } from './problem-side.js';
import { visitSide } from '../visit-side.js';
import { currentMedications } from './current-medications.js';
import { composedBesideDictation, dictatedFindings, dictatedLines, mergedWithDictation, readFromDictatedSegment, readFromDictation, saidInDictation } from './dictated.js';
import { latestVitals } from './latest-vitals.js';
import { withoutRepeats } from './repeats.js';
import { saidButNotInNote } from './omissions.js';
import { checkBeforeSigning, modelWarnings } from './model-warnings.js';
import { SYSTEMS, systemOf } from './review-of-systems.js';

export const SOAP_SECTIONS = [
  ['chief_complaint', 'CHIEF COMPLAINT', 'subjective'],
  ['history_of_present_illness', 'HISTORY OF PRESENT ILLNESS', 'subjective'],
  ['social_history', 'SOCIAL HISTORY', 'subjective'],
  ['review_of_systems', 'REVIEW OF SYSTEMS', 'subjective'],
  ['physical_examination', 'PHYSICAL EXAMINATION', 'objective'],
  ['results', 'RESULTS', 'objective'],
  ['assessment_and_plan', 'ASSESSMENT AND PLAN', 'assessment'],
] as const;

export type SoapSectionKey = (typeof SOAP_SECTIONS)[number][0];

const SoapSentenceSchema = Type.Object({
  text: Type.String(),
  evidence: Type.Array(Type.String(), { description: 'Ids of the transcript segments the sentence rests on.' }),
  style: Type.Optional(
    OneOf(
      ['paragraph', 'bullet', 'heading'],
      "Where the sentence sits in the note: a paragraph's sentence when absent; the first sentence of a new paragraph, a bullet, or a problem's heading in the assessment and plan.",
    ),
  ),
  part: Type.Optional(
    OneOf(['assessment', 'plan'], 'In the assessment and plan: whether the sentence assesses (a problem) or plans (treatment, tests, advice, follow-up).'),
  ),
});
export type SoapSentence = Static<typeof SoapSentenceSchema>;

const SoapSectionSchema = Type.Object({
  key: OneOf(SOAP_SECTIONS.map(([key]) => key)),
  title: Type.String(),
  sentences: Type.Array(SoapSentenceSchema),
});
export type SoapSection = Static<typeof SoapSectionSchema>;

/**
 * `soap`: the narrative note a clinician signs. `sections` in order (CHIEF COMPLAINT … ASSESSMENT AND PLAN), filled
 * only with what was said; the same sentences grouped as subjective, objective, assessment and plan; what to check
 * before signing (`contradiction`, `no_clinical_content` …); and the note as Markdown.
 */
export const SoapDocumentSchema = Type.Object({
  subjective: Type.Array(SoapSentenceSchema),
  objective: Type.Array(SoapSentenceSchema),
  assessment: Type.Array(SoapSentenceSchema),
  plan: Type.Array(SoapSentenceSchema),
  sections: Type.Array(SoapSectionSchema),
  warnings: Type.Array(Type.Object({ code: Type.String(), msg: Type.String() })),
  markdown: Type.String(),
});
export type SoapDocument = Static<typeof SoapDocumentSchema>;

const sentence = (text: string, sources: Grounded[], extra: Partial<SoapSentence> = {}): SoapSentence => ({ text, evidence: evidenceOf(...sources), ...extra });

export function renderSoap(said: ClinicalModel): SoapDocument {
  // "My foot hurts" in a visit about the right foot is the right foot's.
  const model = withSidedComplaints(said);
  const pronouns = PRONOUNS[model.patientSex ?? 'unknown'];
  const patientFindings = patientReported(model);
  const complaints = patientFindings.filter((f) => f.presence === 'present');
  const denied = patientFindings.filter((f) => f.presence === 'absent');
  const conditionsDenied = deniedConditions(model).filter((d) => !denied.some((f) => f.name === d.name));
  const taking = currentMedications(model);
  const vitals = latestVitals(model.vitals);

  // What was read from the dictation after the visit is written as dictated; the history dictated before the patient
  // spoke may also hold a result or a medicine, which their sections write as read.
  const dictated = readFromDictation(model, ['examination', 'results', 'assessment', 'plan']);
  const inDictation = saidInDictation(model);
  // The history the doctor dictated before the patient spoke follows the opening, in the doctor's words; what the
  // readers took from those sentences is not told again.
  const dictatedHistory = readFromDictation(model, ['history']);
  const read = historyLines({ ...model, history: model.history.filter((h) => !dictatedHistory(h)) }).filter((line) => !inDictation(line.text));
  const account = [...read.slice(0, 1), ...dictatedLines(model, ['history']).map((line) => ({ text: line.text, sources: line.sources })), ...read.slice(1)];
  // A complaint the history already tells ("The patient is presenting with knee pain.", "He has been feeling dizzy.")
  // is not listed again.
  const told = account.map((line) => line.text).join(' ');
  // "Blood in my urine", said, is told as "blood in her urine"; "pain when i swallow" as "pain when he swallows".
  const unowned = (text: string) =>
    text
      .replace(/\b(?:my|his|her|their|your)\b/gi, 'the')
      .replace(/\b(?:i|he|she|they|the patient)\b/gi, 'one')
      .replace(/\b(\w+[^\Ws])s\b/g, '$1');
  const untold = complaints.filter((f) => ![f.name, ...(f.said ?? [])].some((words) => saysWords(unowned(told), unowned(words))));
  const reports = untold.length < complaints.length ? 'also reports' : 'reports';
  const history = withClosing(account, [
    ...(taking.length > 0 ? [{ text: `Current medications: ${taking.map(medicationWords).join('; ')}.`, sources: taking }] : []),
    ...(taking.length === 0 && model.noCurrentMedications ? [{ text: 'Current medications: none.', sources: [model.noCurrentMedications] }] : []),
    ...(untold.length > 0 ? [{ text: `${capitalise(pronouns.subject)} ${reports} ${listOf(untold.map(findingWords))}.`, sources: untold }] : []),
    ...(denied.length + conditionsDenied.length > 0
      ? [{ text: `${capitalise(pronouns.subject)} denies ${listOf([...denied, ...conditionsDenied].map((f) => f.name))}.`, sources: [...denied, ...conditionsDenied] }]
      : []),
  ]);

  const composed = composedBesideDictation(assessmentAndPlan(model), dictated, inDictation);
  const planSentence = (line: PlanLine) => sentence(line.text, line.sources, { style: line.style, part: line.part });
  const composedAfter = composed.after.map(planSentence);
  const bySection: Record<SoapSectionKey, SoapSentence[]> = {
    chief_complaint: chiefComplaint(model),
    history_of_present_illness: history.map((line) => sentence(line.text, line.sources, line.opens ? { style: 'paragraph' } : {})),
    social_history: socialLines(model)
      .filter((line) => !inDictation(line.text))
      .map((line) => sentence(line.text, line.sources)),
    review_of_systems: reviewOfSystems(complaints, denied),
    physical_examination: [
      ...(vitals.length > 0 ? [sentence(`Vitals: ${vitals.map(describe.vital).join(', ')}.`, vitals, { style: 'bullet' })] : []),
      ...examinationBySystem(withoutVitalsSaidTwice([...dictatedFindings(model), ...model.examinations.filter((f) => !dictated(f) && !inDictation(f.finding))], vitals)),
    ],
    results: [
      ...dictatedLines(model, ['results']).map((line) => sentence(line.text, line.sources, line.style ? { style: line.style } : {})),
      ...resultsByTest(model.results.filter((r) => !dictated(r)), visitSide(model)).filter((s) => !inDictation(s.text)),
      ...model.investigations
        // A test reviewed whose finding was not read is not written as a bare name.
        .filter((i) => i.status === 'reported' && i.result !== undefined && !resultToldAlready(i, model))
        .map((i) => sentence(`${describe.investigation(i)}.`, [i])),
    ],
    assessment_and_plan: [
      ...composed.before.map(planSentence),
      ...mergedWithDictation(
        dictatedLines(model, ['assessment', 'plan']).map((line) => sentence(line.text, line.sources, { ...(line.style ? { style: line.style } : {}), part: line.part })),
        composedAfter,
        (heading) => model.dictated?.find((p) => p.opens === 'problem' && p.statement === heading)?.problem,
      ),
    ],
  };
  // A US consultation's note in American spelling and wording ("shortness of breath", not the lexicon's "dyspnoea").
  // The patient's account in the words of a symptom ("bruising"), the examination in those of a sign ("ecchymosis").
  const spelled = (s: SoapSentence, part: string): SoapSentence => ({ ...s, text: asWrittenIn(model.language, part === 'subjective' ? asToldOf(s.text) : s.text) });
  const sections = SOAP_SECTIONS.map(([key, title, part]) => ({ key, title, sentences: bySection[key].map((s) => spelled(s, part)) }));
  const plan = sections.find((s) => s.key === 'assessment_and_plan')!.sentences;
  const inPart = (part: 'subjective' | 'objective') =>
    sections.filter((s) => SOAP_SECTIONS.some(([key, , p]) => key === s.key && p === part)).flatMap((s) => s.sentences);
  // What the note names is sought in the lexicon's spelling, as the model names it.
  // A problem's heading merged into the dictated problem it names is written there, in the doctor's words.
  const omitted = saidButNotInNote(model, [...SOAP_SECTIONS.flatMap(([key]) => bySection[key]), ...composedAfter], readFromDictatedSegment(model));
  const warnings = [...modelWarnings(model), ...omitted];
  return {
    subjective: inPart('subjective'),
    objective: inPart('objective'),
    assessment: plan.filter((s) => s.part === 'assessment'),
    plan: plan.filter((s) => s.part === 'plan'),
    sections,
    warnings,
    markdown: markdownOf(sections, checkBeforeSigning(model, omitted)),
  };
}

/** Why the patient came: as the doctor summed it up ("presents today with back pain"), else the reason the visit shows. */
function chiefComplaint(model: ClinicalModel): SoapSentence[] {
  const reason = model.presentation?.reason;
  if (reason && model.presentation) return [sentence(`${capitalise(reason)}.`, [model.presentation])];
  const shown = visitReason(model);
  return shown ? [sentence(`${capitalise(shown.text)}.`, [shown.source])] : [];
}

/** A test's name without the words that say no more of which test it is: "serum creatinine" is creatinine. */
const bareTestName = (name: string) => name.toLowerCase().replace(/\b(?:serum|blood|level|levels|test|tests|panel)\b/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * Whether the results read from the sentences of a reported test already tell it: a finding that tells its result,
 * or the one test the sentence was read for, named otherwise ("White blood cell count: elevated." is the lexicon's
 * total leucocyte count; "EKG: normal sinus rhythm." its electrocardiogram), where the sentence reported no other test.
 */
function resultToldAlready(investigation: Investigation, model: ClinicalModel): boolean {
  const sameSentence = (item: Grounded) => item.evidence.some((id) => investigation.evidence.includes(id));
  const read = model.results.filter(sameSentence);
  if (read.some((r) => tellsResultOf(r, investigation))) return true;
  const tests = new Set(read.map((r) => r.test));
  const reported = model.investigations.filter((i) => i.status === 'reported' && sameSentence(i));
  return tests.size === 1 && !tests.has(undefined) && reported.length === 1;
}

/**
 * Whether a finding read from a result sentence already tells the investigation's result: a finding of no named test,
 * of the same test ("Kidney function: normal" of the kidney function test), or one that says its value ("Hemoglobin
 * A1c: 8.4" of HbA1c 8.4). "Kidney function: normal" does not tell "creatinine 0.9", said in the same sentence.
 */
function tellsResultOf(finding: ResultFinding, investigation: Investigation): boolean {
  if (finding.test === undefined) return true;
  const [test, name] = [bareTestName(finding.test), bareTestName(investigation.name)];
  if (test.includes(name) || name.includes(test)) return true;
  return /\d/.test(investigation.result ?? '') && finding.finding.includes(investigation.result!);
}

/** One sentence per test, its findings in the order said: "X-ray of the back: normal; no fracture." */
function resultsByTest(results: readonly ResultFinding[], side: 'right' | 'left' | undefined): SoapSentence[] {
  const tests = [...new Set(results.map((r) => r.test))];
  // "X-ray of the elbow" in a visit about the right elbow is the right elbow's.
  const sided = (test: string) => (side && !/\b(?:right|left|bilateral)\b/i.test(test) ? test.replace(/ of the (?=(?:knee|shoulder|hip|ankle|foot|wrist|hand|finger|elbow|leg|arm|thumb|toe|forearm|thigh)\b)/i, ` of the ${side} `) : test);
  return tests.map((test) => {
    const found = results.filter((r) => r.test === test);
    // "no fractures" and "no fracture" are one finding.
    const findings = withoutRepeats([...new Map(found.map((r) => [r.finding.toLowerCase().replace(/s\b/g, ''), r.finding])).values()], (f) => f).join('; ');
    return sentence(test ? `${sided(test)}: ${findings}.` : `${capitalise(findings)}.`, found);
  });
}

/** The examination's words for the vital signs as a whole, which the written readings make redundant. */
const VITALS_SUMMED_UP = /^vital signs normal$/i;
/** The blood pressure said to be high, which a written blood pressure makes redundant. */
const PRESSURE_ELEVATED = /^blood pressure elevated$/i;

/**
 * The examination without the vital signs said twice: with the readings written, the doctor's summing-up of them
 * ("vital signs normal", "heart rate normal") would say them again, or against them, and "blood pressure elevated"
 * would with a blood pressure written; with "vital signs normal", so would each named normal.
 */
function withoutVitalsSaidTwice(findings: readonly ExamFinding[], written: readonly Vital[]): readonly ExamFinding[] {
  const readingsWritten = written.length > 0;
  const pressureWritten = written.some((v) => v.kind === 'blood_pressure');
  const allNormal = findings.some((f) => VITALS_SUMMED_UP.test(f.finding));
  return findings.filter(
    (f) => !(readingsWritten && VITALS_SUMMED_UP.test(f.finding)) && !(pressureWritten && PRESSURE_ELEVATED.test(f.finding)) && !((readingsWritten || allNormal) && namesVitalsNormal(f.finding)),
  );
}

/** One bullet per body system, its findings in the order found, each once: "Cardiovascular: 2/6 systolic ejection murmur." */
function examinationBySystem(findings: readonly ExamFinding[]): SoapSentence[] {
  // "Tenderness to palpation" said once more of "the distal phalanx" is that finding, written once.
  const stated = withoutRepeats(findings, (f) => f.finding);
  return EXAM_SYSTEMS.flatMap((system) => {
    const found = findings.filter((f) => f.system === system);
    const distinct = stated.filter((f) => f.system === system);
    if (distinct.length === 0) return [];
    // A limb examined in focus heads its findings, as a clinician writes "Right ankle: …", after those it does not head.
    const parts = [...new Set([undefined, ...distinct.map((f) => f.part)])].filter((part) => distinct.some((f) => f.part === part));
    const written = parts.map((part) => {
      const findingsOfPart = deniedTogether(distinct.filter((f) => f.part === part).map((f) => f.finding)).map((text) => `${text}.`).join(' ');
      return part === undefined ? findingsOfPart : `${capitalise(part)}: ${findingsOfPart}`;
    });
    return [sentence(`${system}: ${written.join(' ')}`, found, { style: 'bullet' })];
  });
}

/** A sign denied on its own, in a few words: "No murmur", "No jugular venous distention" (not "No tenderness to palpation of the knee"). */
const DENIED_SIGN = /^No ((?:[a-z-]+ ){0,2}[a-z-]+)$/;

/**
 * Signs denied one after another, written as a clinician lists them: "No murmur. No rub. No gallop." → "No murmur, rub
 * or gallop."; a sign another one holds ("No calf tenderness", "No tenderness") stays apart.
 */
function deniedTogether(findings: readonly string[]): string[] {
  const out: string[][] = [];
  for (const finding of findings) {
    const sign = DENIED_SIGN.exec(finding)?.[1];
    const run = out.at(-1);
    const joins = sign !== undefined && run !== undefined && DENIED_SIGN.test(run[0]!) && run.every((said) => !saysWords(said, sign) && !saysWords(sign, said.replace(/^No /, '')));
    if (joins) run.push(finding);
    else out.push([finding]);
  }
  return out.map((run) => (run.length === 1 ? run[0]! : `No ${listOf(run.map((said) => said.replace(/^No /, '')), 'or')}`));
}

function reviewOfSystems(complaints: readonly Finding[], denied: readonly Finding[]): SoapSentence[] {
  return SYSTEMS.flatMap((system) => {
    const endorsed = complaints.filter((f) => systemOf(f) === system);
    const negatives = denied.filter((f) => systemOf(f) === system);
    if (endorsed.length + negatives.length === 0) return [];
    const parts = [
      ...(endorsed.length > 0 ? [`Reports ${listOf(endorsed.map((f) => `${f.name}${goneWords(f)}`))}.`] : []),
      // The review's own idiom ("Constitutional: Negative for fever and chills."), beside the history's "denies".
      ...(negatives.length > 0 ? [`Negative for ${listOf(negatives.map((f) => f.name))}.`] : []),
    ];
    return [sentence(`${system}: ${parts.join(' ')}`, [...endorsed, ...negatives], { style: 'bullet' })];
  });
}

function markdownOf(sections: readonly SoapSection[], header: string): string {
  const blocks = sections
    .filter((s) => s.sentences.length > 0)
    .map((s) => {
      const lines: string[] = [];
      let paragraph: string[] = [];
      const flush = () => {
        if (paragraph.length > 0) lines.push(paragraph.join(' '));
        paragraph = [];
      };
      for (const x of s.sentences) {
        if (x.style === 'paragraph') {
          flush();
          // A heading already ends in an empty line.
          if (!lines.at(-1)?.endsWith('\n')) lines.push('');
        }
        if (x.style === undefined || x.style === 'paragraph') {
          paragraph.push(x.text);
          continue;
        }
        flush();
        lines.push(x.style === 'heading' ? `\n**${x.text.replace(/\.$/, '')}**\n` : `- ${x.text}`);
      }
      flush();
      return `## ${s.title}\n\n${lines.join('\n').trim()}\n`;
    });
  return blocks.length === 0 ? `${header}_No clinical content was recognised in the transcript._\n` : header + blocks.join('\n');
}
