/**
 * The doctor's dictation in the note: each passage under the section the doctor named, in the order said. What the
 * other readers took from a dictated sentence (a finding, a result, a plan item) is the dictation's to write, so it
 * is not written a second time from the reading.
 */
import type { ClinicalModel, DictatedPassage, ExamFinding, Grounded } from '../clinical-model.js';
import { systemOf } from '../examination/finding-clauses.js';
import type { ExamSystem } from '../examination/exam-systems.js';
import { asExamFinding } from '../examination/dictated-finding.js';
import { capitalise, saysWords } from '../narrative/spoken-text.js';
import type { PlanLine } from './assessment-plan.js';

export interface DictatedLine {
  text: string;
  sources: Grounded[];
  style?: 'paragraph' | 'heading';
  part: 'assessment' | 'plan';
}

/** The dictated passages of the note sections given: a paragraph opened at each heading, a problem named as a heading. */
export function dictatedLines(model: ClinicalModel, sections: readonly DictatedPassage['section'][]): DictatedLine[] {
  const passages = (model.dictated ?? []).filter((p) => sections.includes(p.section));
  return passages.map((p, i) => ({
    text: p.statement,
    sources: [p],
    ...(p.opens === 'problem' ? { style: 'heading' as const } : i === 0 || p.opens ? { style: 'paragraph' as const } : {}),
    part: p.section === 'assessment' || p.opens === 'problem' ? 'assessment' : 'plan',
  }));
}

/** A body system the doctor names to open a dictated sentence: "musculoskeletal, he is non-tender …", "neuro: …". */
const SYSTEM_NAMED: readonly [RegExp, ExamSystem][] = [
  [/^(?:constitutional|general)\s*[,:]\s*/i, 'Constitutional'],
  [/^(?:heent|head|eyes|ears|ent)\s*[,:]\s*/i, 'HEENT'],
  [/^neck\s*[,:]\s*/i, 'Neck'],
  [/^(?:cardiovascular|cardiac|heart)\s*[,:]\s*/i, 'Cardiovascular'],
  [/^(?:respiratory|lungs?|chest)\s*[,:]\s*/i, 'Respiratory'],
  [/^breasts?\s*[,:]\s*/i, 'Breast'],
  [/^(?:abdomen|abdominal|gastrointestinal|gi)\s*[,:]\s*/i, 'Abdomen'],
  [/^(?:genitourinary|gu|genitalia)\s*[,:]\s*/i, 'Genitourinary'],
  [/^(?:musculoskeletal|msk|extremities)\s*[,:]\s*/i, 'Musculoskeletal'],
  [/^(?:neurologic(?:al)?|neuro)\s*[,:]\s*/i, 'Neurological'],
  [/^skin\s*[,:]\s*/i, 'Skin'],
  [/^(?:psychiatric|psych)\s*[,:]\s*/i, 'Psychiatric'],
];

/**
 * The dictated examination as findings by body system, as the note writes an examination: the system the doctor
 * named ("musculoskeletal, …"), else the one its words belong to, else the one before; each sentence a finding, without
 * the patient as its subject ("he is non-tender …" → "Non-tender …").
 */
export function dictatedFindings(model: ClinicalModel): ExamFinding[] {
  let system: ExamSystem = 'Constitutional';
  return (model.dictated ?? [])
    .filter((p) => p.section === 'examination')
    .map((p) => {
      const named = SYSTEM_NAMED.find(([pattern]) => pattern.test(p.statement));
      const finding = named ? capitalise(p.statement.replace(named[0], '')) : p.statement;
      system = named?.[1] ?? systemOf(finding) ?? system;
      return { evidence: p.evidence, text: p.text, system, finding: asExamFinding(finding.replace(/\.$/, '')) };
    });
}

/**
 * Whether the item was read, at least in part, from a segment the doctor dictated in: the note writes what the
 * dictation says in the doctor's words ("Pituitary adenoma." for a benign pituitary adenoma merged from two mentions).
 */
export function readFromDictatedSegment(model: ClinicalModel): (item: Grounded) => boolean {
  const segments = new Set((model.dictated ?? []).flatMap((p) => p.evidence));
  return (item) => item.evidence.some((id) => segments.has(id));
}

/** Whether the item was read from a sentence the doctor dictated for one of the note sections given. */
export function readFromDictation(model: ClinicalModel, sections: readonly DictatedPassage['section'][]): (item: Grounded) => boolean {
  // A passage joined across a pause ("to ro ... urology for …") was read sentence by sentence by the other readers.
  const dictated = new Set(
    (model.dictated ?? []).filter((p) => sections.includes(p.section)).flatMap((p) => [p.text, ...p.text.split(/(?<=\.\.\.)\s+/)].map((text) => `${p.evidence[0]}\n${text}`)),
  );
  return (item) => item.evidence.length === 1 && dictated.has(`${item.evidence[0]}\n${item.text}`);
}

/**
 * The assessment and plan composed from the reading, without the lines the dictation tells: a line every source of
 * which was dictated or that the dictation says in its words, and such a problem's heading whose every line is too;
 * split where the first problem's heading starts, as the lines under no problem go before the dictation.
 */
export function composedBesideDictation(lines: readonly PlanLine[], dictated: (item: Grounded) => boolean, inDictation: (text: string) => boolean): { before: PlanLine[]; after: PlanLine[] } {
  const told = (line: PlanLine) => (line.sources.length > 0 && line.sources.every(dictated)) || inDictation(line.text.replace(/^\d+\.\s*/, ''));
  const kept = lines.filter((line, i) => {
    if (line.style !== 'heading') return !told(line);
    const under = lines.slice(i + 1).findIndex((next) => next.style !== 'bullet');
    const bullets = lines.slice(i + 1, under === -1 ? undefined : i + 1 + under);
    return !told(line) || bullets.length === 0 || bullets.some((b) => !told(b));
  });
  // Lines under no problem go before the dictation: after it they would read as its last problem's.
  const firstHeading = kept.findIndex((line) => line.style === 'heading');
  const floating = firstHeading === -1 ? kept.length : firstHeading;
  return { before: kept.slice(0, floating), after: kept.slice(floating) };
}

const wordsKey = (text: string) => ` ${(text.toLowerCase().match(/[a-z0-9]+/g) ?? []).join(' ')} `;

/** A denial just before words: "(no) fever". */
const DENIED_BEFORE = /\b(?:no|not|without|denies|negative for)\s$/;

/**
 * Whether a sentence the reading wrote says nothing the dictation does not say in the same words ("No family
 * history of colon cancer." read from the dictated sentence itself): the dictation's sentence is written, not both.
 */
export function saidInDictation(model: ClinicalModel): (text: string) => boolean {
  const dictated = (model.dictated ?? []).map((p) => wordsKey(p.statement));
  return (text) => {
    const key = wordsKey(text);
    // "Fever." is not said in "no fever": a denial just before the words says the other way.
    return key.trim() !== '' && dictated.some((d) => d.includes(key) && !DENIED_BEFORE.test(d.slice(0, d.indexOf(key) + 1)));
  };
}

/** A problem's name as a heading says it, without its number and hedge: "1. Flare of X (suspected)." → "flare of x". */
const problemName = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/^\d+\.\s*/, '')
    .replace(/\s*\((?:suspected|ruled out)\)/g, '')
    .replace(/[.:]+$/, '')
    .trim();

/** Two headings name one problem: one says the other ("benign pituitary adenoma", "pituitary adenoma"), or both end on the same two words. */
function sameProblem(a: string, b: string): boolean {
  const [x, y] = [problemName(a), problemName(b)];
  const lastTwo = (name: string) => name.split(/\s+/).slice(-2).join(' ');
  return saysWords(x, y) || saysWords(y, x) || (x.split(/\s+/).length >= 2 && y.split(/\s+/).length >= 2 && lastTwo(x) === lastTwo(y));
}

/**
 * The dictated assessment and plan with the reading's lines filed under the dictated problems they are about: a
 * composed problem the dictation names ("1. Benign pituitary adenoma" beside the dictated "Pituitary adenoma"), in its
 * words or by the diagnosis `diagnosisOf` a dictated heading names ("Chronic chf." is congestive heart failure), gives
 * its lines to that problem's paragraph and is not headed again; the others follow the dictation, headed as it heads
 * its problems, without numbers.
 */
export function mergedWithDictation<T extends { text: string; style?: string }>(
  dictated: readonly T[],
  composed: readonly T[],
  diagnosisOf: (heading: string) => string | undefined = () => undefined,
): T[] {
  const merged = [...dictated];
  const kept: T[] = [];
  const names = (d: T, heading: string) => {
    const diagnosis = diagnosisOf(d.text);
    return sameProblem(d.text, heading) || (diagnosis !== undefined && sameProblem(diagnosis, heading));
  };
  const headsProblems = dictated.some((d) => d.style === 'heading');
  for (let i = 0; i < composed.length; i++) {
    const line = composed[i]!;
    const end = line.style === 'heading' ? composed.findIndex((next, j) => j > i && next.style !== 'bullet') : -1;
    const block = line.style === 'heading' ? composed.slice(i + 1, end === -1 ? composed.length : end) : [];
    const named = line.style === 'heading' ? merged.findIndex((d) => d.style === 'heading' && dictated.includes(d) && names(d, line.text)) : -1;
    if (named === -1) {
      kept.push(line.style === 'heading' && headsProblems ? { ...line, text: line.text.replace(/^\d+\.\s*/, '') } : line);
      continue;
    }
    // Its lines go at the end of the dictated problem's part, before the next dictated heading.
    const next = merged.findIndex((d, j) => j > named && d.style === 'heading');
    merged.splice(next === -1 ? merged.length : next, 0, ...block);
    i += block.length;
  }
  return [...merged, ...kept];
}
