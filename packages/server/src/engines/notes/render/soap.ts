/**
 * The narrative `soap` template: the note a clinician signs, in the sections US and Indian outpatient notes use
 * (CHIEF COMPLAINT, HISTORY OF PRESENT ILLNESS, REVIEW OF SYSTEMS, PHYSICAL EXAMINATION, RESULTS, ASSESSMENT AND
 * PLAN), rendered from the clinical model only. The patient's account is told in the third person and the doctor's
 * words about the patient likewise; findings, medications and tests are written from their structure. Nothing is
 * generated that the model does not hold, and every sentence names the segments it rests on.
 */
import type { ClinicalModel, ExamFinding, Finding, Grounded, Medication, Speaker } from '../clinical-model.js';
import { EXAM_SYSTEMS } from '../examination/exam-findings.js';
import { asNoteWouldSay } from '../narrative/read-narrative.js';
import { PRONOUNS, tidy, type Pronouns } from '../narrative/spoken-text.js';
import * as describe from './describe.js';
import { checkBeforeSigning, modelWarnings, type ModelWarning } from './model-warnings.js';
import { SYSTEMS, systemOf } from './review-of-systems.js';

export const SOAP_SECTIONS = [
  ['chief_complaint', 'CHIEF COMPLAINT', 'subjective'],
  ['history_of_present_illness', 'HISTORY OF PRESENT ILLNESS', 'subjective'],
  ['review_of_systems', 'REVIEW OF SYSTEMS', 'subjective'],
  ['physical_examination', 'PHYSICAL EXAMINATION', 'objective'],
  ['results', 'RESULTS', 'objective'],
  ['assessment_and_plan', 'ASSESSMENT AND PLAN', 'assessment'],
] as const;

export type SoapSectionKey = (typeof SOAP_SECTIONS)[number][0];

export interface SoapSentence {
  text: string;
  evidence: string[];
  /** Where the sentence sits in the note: a paragraph's sentence, a bullet, or a problem heading of the plan. */
  style?: 'bullet' | 'heading';
  /** For the plan: whether the sentence assesses (a problem) or plans (treatment, tests, advice, follow-up). */
  part?: 'assessment' | 'plan';
}

export interface SoapSection {
  key: SoapSectionKey;
  title: string;
  sentences: SoapSentence[];
}

export interface SoapDocument {
  subjective: SoapSentence[];
  objective: SoapSentence[];
  assessment: SoapSentence[];
  plan: SoapSentence[];
  sections: SoapSection[];
  warnings: ModelWarning[];
  markdown: string;
}

const evidenceOf = (...sources: Grounded[]) => [...new Set(sources.flatMap((s) => s.evidence))];
const sentence = (text: string, sources: Grounded[], extra: Partial<SoapSentence> = {}): SoapSentence => ({ text, evidence: evidenceOf(...sources), ...extra });
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "a, b and c". */
export function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function renderSoap(model: ClinicalModel): SoapDocument {
  const pronouns = PRONOUNS[model.patientSex ?? 'unknown'];
  const speakerOf = new Map(model.speakers.map((s) => [s.segmentId, s.speaker]));
  const said = (statement: Grounded, speaker?: Speaker) =>
    tidy(asNoteWouldSay(statement.text, speaker ?? speakerOf.get(statement.evidence[0] ?? '') ?? 'unknown', pronouns));
  // In a consultation, what only the doctor said of the patient is a sign found on examination, not a complaint,
  // unless it is why the patient came ("presents today with back pain").
  const presentedWith = new Set(model.presentation?.evidence ?? []);
  const reported = (f: Finding) => model.mode === 'dictation' || f.evidence.some((id) => speakerOf.get(id) !== 'doctor' || presentedWith.has(id));
  const patientFindings = model.findings.filter((f) => f.subject === 'patient' && f.temporality === 'current' && reported(f));
  const complaints = patientFindings.filter((f) => f.presence === 'present');
  const denied = patientFindings.filter((f) => f.presence === 'absent');
  const taking = model.medications.filter((m) => m.status === 'current');

  const bySection: Record<SoapSectionKey, SoapSentence[]> = {
    chief_complaint: chiefComplaint(model, complaints),
    history_of_present_illness: [
      ...(model.presentation ? [sentence(said(model.presentation, 'doctor'), [model.presentation])] : []),
      ...model.history.map((s) => sentence(said(s), [s])),
      ...(taking.length > 0 ? [sentence(`Current medications: ${taking.map(medicationWords).join('; ')}.`, taking)] : []),
      ...(complaints.length > 0 ? [sentence(`${capitalise(pronouns.subject)} reports ${listOf(complaints.map(findingWords))}.`, complaints)] : []),
      ...(denied.length > 0 ? [sentence(`${capitalise(pronouns.subject)} denies ${listOf(denied.map((f) => f.name))}.`, denied)] : []),
    ],
    review_of_systems: reviewOfSystems(complaints, denied),
    physical_examination: [
      ...(model.vitals.length > 0 ? [sentence(`Vitals: ${model.vitals.map(describe.vital).join(', ')}.`, model.vitals, { style: 'bullet' })] : []),
      ...examinationBySystem(model.examinations),
    ],
    results: [
      ...model.results.map((s) => sentence(said(s), [s])),
      ...model.investigations
        .filter((i) => i.status === 'reported' && !model.results.some((r) => r.evidence.some((id) => i.evidence.includes(id))))
        .map((i) => sentence(`${describe.investigation(i)}.`, [i])),
    ],
    assessment_and_plan: assessmentAndPlan(model, (s) => said(s)),
  };
  const sections = SOAP_SECTIONS.map(([key, title]) => ({ key, title, sentences: bySection[key] }));
  const inPart = (part: 'subjective' | 'objective') =>
    sections.filter((s) => SOAP_SECTIONS.some(([key, , p]) => key === s.key && p === part)).flatMap((s) => s.sentences);
  const warnings = modelWarnings(model);
  return {
    subjective: inPart('subjective'),
    objective: inPart('objective'),
    assessment: bySection.assessment_and_plan.filter((s) => s.part === 'assessment'),
    plan: bySection.assessment_and_plan.filter((s) => s.part === 'plan'),
    sections,
    warnings,
    markdown: markdownOf(sections, checkBeforeSigning(model)),
  };
}

const FREQUENCY_WORDS: Record<string, string> = {
  OD: 'once a day', BD: 'twice a day', TDS: 'three times a day', QID: 'four times a day', HS: 'at bedtime', SOS: 'as needed',
  STAT: 'at once', QOD: 'every other day', QW: 'once a week',
};

/** A medication as a narrative note names it: "lisinopril 20 mg once a day", "Tylenol (paracetamol)", without the asides of speech. */
export function medicationWords(m: Medication): string {
  const name = m.brand ? `${m.brand} (${m.name})` : m.name;
  const frequency = m.frequency?.code ? (FREQUENCY_WORDS[m.frequency.code] ?? m.frequency.code) : m.frequency?.custom;
  const strength = m.strength && (m.previousStrength ? `${describe.quantity(m.strength)} (from ${describe.quantity(m.previousStrength)})` : describe.quantity(m.strength));
  return [name, strength, m.route, frequency, m.timing, m.duration && `for ${describe.duration(m.duration)}`]
    .filter((part): part is string => Boolean(part))
    .join(' ');
}

function findingWords(f: Finding): string {
  const when = f.duration ? ` for ${describe.duration(f.duration)}` : f.onset ? ` since ${f.onset}` : '';
  return `${f.name}${when}`;
}

/** Why the patient came: as the doctor summed it up ("presents today with back pain"), else the first complaint. */
function chiefComplaint(model: ClinicalModel, complaints: readonly Finding[]): SoapSentence[] {
  const reason = model.presentation && /\b(?:presents?|presenting|here|comes? in)\s+(?:today\s+)?(?:with|for)\s+(?:an?\s+|some\s+|the\s+)?([^.,;]+)/i.exec(model.presentation.text)?.[1];
  if (reason && model.presentation) return [sentence(tidy(reason), [model.presentation])];
  // Else the first problem the doctor's plan takes up, which is what the visit was for.
  const planned = model.plan.map((p) => model.diagnoses.find((d) => d.name === p.problem && d.status !== 'ruled_out')).find((d) => d !== undefined);
  if (planned) return [sentence(`${capitalise(planned.name)}.`, [planned])];
  const first = complaints[0] ?? model.findings.find((f) => f.presence === 'present');
  if (first) return [sentence(`${capitalise(findingWords(first))}.`, [first])];
  const diagnosis = model.diagnoses.find((d) => d.subject === 'patient' && d.status !== 'ruled_out');
  return diagnosis ? [sentence(`${capitalise(diagnosis.name)}.`, [diagnosis])] : [];
}

/** One bullet per body system, its findings in the order found, each once: "Cardiovascular: 2/6 systolic ejection murmur." */
function examinationBySystem(findings: readonly ExamFinding[]): SoapSentence[] {
  return EXAM_SYSTEMS.flatMap((system) => {
    const found = findings.filter((f) => f.system === system);
    const distinct = [...new Map(found.map((f) => [f.finding.toLowerCase(), f])).values()];
    if (distinct.length === 0) return [];
    return [sentence(`${system}: ${distinct.map((f) => `${f.finding}.`).join(' ')}`, found, { style: 'bullet' })];
  });
}

function reviewOfSystems(complaints: readonly Finding[], denied: readonly Finding[]): SoapSentence[] {
  return SYSTEMS.flatMap((system) => {
    const endorsed = complaints.filter((f) => systemOf(f) === system);
    const negatives = denied.filter((f) => systemOf(f) === system);
    if (endorsed.length + negatives.length === 0) return [];
    const parts = [
      ...(endorsed.length > 0 ? [`Endorses ${listOf(endorsed.map((f) => f.name))}.`] : []),
      ...(negatives.length > 0 ? [`Denies ${listOf(negatives.map((f) => f.name))}.`] : []),
    ];
    return [sentence(`${system}: ${parts.join(' ')}`, [...endorsed, ...negatives], { style: 'bullet' })];
  });
}

/**
 * The doctor's assessment and plan in the order said, each problem's heading where its part begins; the problems
 * the plan never came to are named after it; then medical treatment, testing, procedures, advice and follow-up.
 */
function assessmentAndPlan(model: ClinicalModel, said: (s: Grounded) => string): SoapSentence[] {
  const problems = new Map(
    model.diagnoses.filter((d) => d.subject === 'patient' && d.temporality === 'current' && d.status !== 'ruled_out').map((d) => [d.name, d]),
  );
  const out: SoapSentence[] = [];
  const usedSegments = new Set<string>();
  const headed = new Set<string>();
  for (const statement of model.plan) {
    const problem = statement.problem === undefined ? undefined : problems.get(statement.problem);
    if (problem && !headed.has(problem.name)) {
      headed.add(problem.name);
      out.push(sentence(`${describe.diagnosis(problem)}.`, [problem], { style: 'heading', part: 'assessment' }));
    }
    out.push(sentence(said(statement), [statement], { style: 'bullet', part: 'plan' }));
    statement.evidence.forEach((id) => usedSegments.add(id));
  }
  const unplanned = [...problems.values()].filter((d) => !headed.has(d.name));
  if (unplanned.length > 0) {
    const label = headed.size > 0 ? 'Also assessed' : 'Assessment';
    out.push(sentence(`${label}: ${listOf(unplanned.map(describe.diagnosis))}.`, unplanned, { style: 'bullet', part: 'assessment' }));
  }
  // Listed even when its prescribing sentence is in the plan: the sentence is as said, the list is exact.
  const treatments = model.medications.filter((m) => m.status === 'prescribed' || m.status === 'stopped');
  if (treatments.length > 0) {
    const words = (m: Medication) => `${m.status === 'stopped' ? 'stop ' : ''}${medicationWords(m)}`;
    out.push(sentence(`Medical treatment: ${treatments.map(words).join('; ')}.`, treatments, { style: 'bullet', part: 'plan' }));
  }
  const declined = model.medications.filter((m) => m.status === 'declined');
  if (declined.length > 0) out.push(sentence(`Declined: ${listOf(declined.map(medicationWords))}.`, declined, { style: 'bullet', part: 'plan' }));
  const tests = model.investigations.filter((i) => i.status === 'advised');
  if (tests.length > 0) out.push(sentence(`Additional testing: ${listOf(tests.map((i) => i.name))}.`, tests, { style: 'bullet', part: 'plan' }));
  const procedures = model.procedures.filter((p) => p.status === 'advised');
  if (procedures.length > 0) out.push(sentence(`Procedures: ${listOf(procedures.map((p) => p.name))}.`, procedures, { style: 'bullet', part: 'plan' }));
  for (const advice of model.advice.filter((a) => !a.evidence.some((id) => usedSegments.has(id)))) {
    out.push(sentence(said(advice), [advice], { style: 'bullet', part: 'plan' }));
  }
  if (model.followUp) out.push(sentence(`Follow-up: ${describe.followUp(model.followUp)}.`, [model.followUp], { style: 'bullet', part: 'plan' }));
  return out;
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
        if (x.style === undefined) {
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
