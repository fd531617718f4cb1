/**
 * The clinical notes benchmark's gold annotation (bench/corpus/notes/gold/*.json) and how a ClinicalModel is
 * scored against it: true and false positives and false negatives per entity type (contradictions included),
 * negation and codification accuracy, items without evidence. The rules are written out in
 * bench/corpus/notes/README.md.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  ClinicalModel,
  DiagnosisStatus,
  Duration,
  Finding,
  Frequency,
  Presence,
  Quantity,
  TimeUnit,
  TranscriptSegment,
  VitalKind,
} from '../../packages/server/src/engines/notes/clinical-model.js';

export const NOTES_CORPUS_DIR = fileURLToPath(new URL('../corpus/notes/', import.meta.url));
/** The consultations in Indian languages (issue 31), one folder per language (and `romanised/`). */
export const INDIC_NOTES_CORPUS_DIR = fileURLToPath(new URL('../corpus/notes-indic/', import.meta.url));

/** An unhurried clinic conversation runs at about 140 words a minute: a 5-minute transcript has 700 words. */
export const WORDS_PER_MINUTE = 140;

export const wordCount = (text: string) => text.split(/\s+/).filter((word) => word.length > 0).length;

/** One segment per gold line, with its speaker and times as if spoken at WORDS_PER_MINUTE. */
export function segmentsOf(transcript: GoldTranscript): TranscriptSegment[] {
  let start = 0;
  return transcript.lines.map((line, i) => {
    const end = start + (wordCount(line.text) * 60) / WORDS_PER_MINUTE;
    const segment = { id: segmentId(i + 1), text: line.text, start, end, speaker: line.speaker };
    start = end;
    return segment;
  });
}

export interface GoldLine {
  speaker: 'doctor' | 'patient';
  text: string;
}

/** Every annotated item may name the 1-based line it was said in: the model's evidence must then cite that line. */
interface Located {
  line?: number;
}

/** One per symptom name: the presence of the latest explicit statement (an answer, never a question alone). */
export interface GoldSymptom extends Located {
  name: string;
  presence: Presence;
}

export interface GoldDiagnosis extends Located {
  name: string;
  status: DiagnosisStatus;
  /** The lexicon's ICD-10 code of the diagnosis, when it has one. */
  icd10?: string;
}

export interface GoldMedication extends Located {
  /** The generic term; a combination joins its generics with " + ". */
  name: string;
  strength?: Quantity;
  /** OD, BD, TDS, QID, HS, SOS, STAT, QOD or QW. */
  frequency?: string;
  duration?: Duration;
}

export interface GoldVital extends Located {
  kind: VitalKind;
  value: number;
  /** Diastolic, for blood pressure. */
  value2?: number;
}

export interface GoldLabTest extends Located {
  /** A lab or imaging term of the lexicon. */
  name: string;
  status: 'advised' | 'reported';
}

export interface GoldFollowUp extends Located {
  interval: Duration;
}

export interface Expected {
  symptoms: GoldSymptom[];
  diagnoses: GoldDiagnosis[];
  medications: GoldMedication[];
  vitals: GoldVital[];
  labTests: GoldLabTest[];
  followUp?: GoldFollowUp;
  /** The names of the symptoms said both present and absent (the symptom itself is annotated once, as said last). */
  contradictions: string[];
}

export interface GoldTranscript {
  id: string;
  speciality: string;
  mode: 'consultation' | 'dictation';
  language: string;
  /** Of a corpus kept partly out of tuning (bench/corpus/notes-indic): which part the transcript is in. */
  split?: 'tune' | 'held';
  lines: GoldLine[];
  expected: Expected;
}

export const ENTITY_TYPES = [
  'symptom', 'diagnosis', 'medication', 'dose', 'frequency', 'duration', 'vital', 'labTest', 'followUp', 'contradiction',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export interface Ratio {
  correct: number;
  total: number;
}

export interface TranscriptScore {
  counts: Record<EntityType, Counts>;
  /**
   * Of the annotated symptoms whose name the model found at all (any presence, any line), those where every model
   * finding of that name has the annotated presence.
   */
  negation: Ratio;
  /** Matched diagnoses with an expected ICD-10 code whose model codes contain it. */
  codification: Ratio;
  /** Model items whose evidence is empty or cites a segment the transcript does not have. */
  ungrounded: string[];
  /** Every false negative, false positive, wrong presence and missing code, for reading the misses. */
  notes: string[];
}

/** The id of the n-th (1-based) segment given to the extractor: gold line n, or the n-th recognised segment. */
export const segmentId = (line: number) => `seg_${line}`;

// ---- Reading the gold files

const FREQUENCY_CODES: ReadonlySet<string> = new Set(['OD', 'BD', 'TDS', 'QID', 'HS', 'SOS', 'STAT', 'QOD', 'QW']);
const TIME_UNITS: readonly TimeUnit[] = ['minute', 'hour', 'day', 'week', 'month', 'year'];
const PRESENCES: readonly Presence[] = ['present', 'absent', 'possible'];
const STATUSES: readonly DiagnosisStatus[] = ['confirmed', 'suspected', 'ruled_out'];
const VITAL_KINDS: readonly VitalKind[] = [
  'blood_pressure', 'pulse', 'temperature', 'spo2', 'respiratory_rate', 'weight', 'height', 'bmi', 'blood_sugar',
];

/** Every gold transcript of the corpus, in file-name order; a file is named after its transcript's id. */
/** Every consultation of the Indian-language corpus, its folders (one per language, and `romanised/`) together. */
export async function loadIndicGold(): Promise<GoldTranscript[]> {
  const folders = (await readdir(INDIC_NOTES_CORPUS_DIR, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  return (await Promise.all(folders.map((folder) => loadGold(join(INDIC_NOTES_CORPUS_DIR, folder))))).flat();
}

export async function loadGold(dir = join(NOTES_CORPUS_DIR, 'gold')): Promise<GoldTranscript[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => {
      const transcript = parseGold(JSON.parse(await readFile(join(dir, file), 'utf8')), file);
      if (`${transcript.id}.json` !== file) throw new Error(`${file}: id "${transcript.id}" does not match the file name`);
      return transcript;
    }),
  );
}

/** Checks one gold file's shape and turns its "650 mg", "5 day" and "1-0-1" strings into values; throws naming `source`. */
export function parseGold(value: unknown, source: string): GoldTranscript {
  try {
    return readTranscript(record(value, 'the file'));
  } catch (error) {
    throw new Error(`${source}: ${(error as Error).message}`);
  }
}

function readTranscript(raw: Record<string, unknown>): GoldTranscript {
  const lines = list(raw.lines, 'lines').map((item, i) => {
    const line = record(item, `lines[${i}]`);
    return { speaker: oneOf(line.speaker, ['doctor', 'patient'] as const, `lines[${i}].speaker`), text: text(line.text, `lines[${i}].text`) };
  });
  if (lines.length === 0) throw new Error('lines must not be empty');
  const expected = record(raw.expected, 'expected');
  const located = (item: Record<string, unknown>, where: string): Located => {
    if (item.line === undefined) return {};
    const line = item.line;
    if (typeof line !== 'number' || !Number.isInteger(line) || line < 1 || line > lines.length) {
      throw new Error(`${where}.line must be a line number from 1 to ${lines.length}`);
    }
    return { line };
  };
  const items = <T>(key: string, read: (item: Record<string, unknown>, where: string) => T): T[] =>
    expected[key] === undefined ? [] : list(expected[key], key).map((item, i) => read(record(item, `${key}[${i}]`), `${key}[${i}]`));

  const followUp = expected.followUp === undefined ? undefined : record(expected.followUp, 'followUp');
  return {
    id: text(raw.id, 'id'),
    speciality: text(raw.speciality, 'speciality'),
    mode: oneOf(raw.mode, ['consultation', 'dictation'] as const, 'mode'),
    language: text(raw.language, 'language'),
    ...(raw.split === undefined ? {} : { split: oneOf(raw.split, ['tune', 'held'] as const, 'split') }),
    lines,
    expected: {
      symptoms: items('symptoms', (item, where) => ({
        name: text(item.name, `${where}.name`),
        presence: oneOf(item.presence, PRESENCES, `${where}.presence`),
        ...located(item, where),
      })),
      diagnoses: items('diagnoses', (item, where) => ({
        name: text(item.name, `${where}.name`),
        status: oneOf(item.status, STATUSES, `${where}.status`),
        ...(item.icd10 === undefined ? {} : { icd10: text(item.icd10, `${where}.icd10`) }),
        ...located(item, where),
      })),
      medications: items('medications', (item, where) => ({
        name: text(item.name, `${where}.name`),
        ...(item.strength === undefined ? {} : { strength: parseQuantity(text(item.strength, `${where}.strength`)) }),
        ...(item.frequency === undefined ? {} : { frequency: parseFrequency(text(item.frequency, `${where}.frequency`)) }),
        ...(item.duration === undefined ? {} : { duration: parseDuration(text(item.duration, `${where}.duration`)) }),
        ...located(item, where),
      })),
      vitals: items('vitals', (item, where) => ({
        kind: oneOf(item.kind, VITAL_KINDS, `${where}.kind`),
        value: number(item.value, `${where}.value`),
        ...(item.value2 === undefined ? {} : { value2: number(item.value2, `${where}.value2`) }),
        ...located(item, where),
      })),
      labTests: items('labTests', (item, where) => ({
        name: text(item.name, `${where}.name`),
        status: oneOf(item.status, ['advised', 'reported'] as const, `${where}.status`),
        ...located(item, where),
      })),
      ...(followUp
        ? { followUp: { interval: parseDuration(text(followUp.interval, 'followUp.interval')), ...located(followUp, 'followUp') } }
        : {}),
      contradictions:
        expected.contradictions === undefined
          ? []
          : list(expected.contradictions, 'contradictions').map((name, i) => text(name, `contradictions[${i}]`)),
    },
  };
}

/** "650 mg", "60000 IU", "0.05 %". */
export function parseQuantity(written: string): Quantity {
  const match = /^(\d+(?:\.\d+)?) ?([^\d\s]\S*)$/.exec(written.trim());
  if (!match) throw new Error(`strength "${written}" is not "<number> <unit>"`);
  return { value: Number(match[1]), unit: match[2] ?? '' };
}

/** "5 day", "2 week": a number and a singular time unit. */
export function parseDuration(written: string): Duration {
  const match = /^(\d+(?:\.\d+)?) (\w+)$/.exec(written.trim());
  const unit = TIME_UNITS.find((candidate) => candidate === match?.[2]);
  if (!match || !unit) throw new Error(`duration "${written}" is not "<number> <${TIME_UNITS.join('|')}>"`);
  return { value: Number(match[1]), unit };
}

/** A frequency code, or a morning-noon-night pattern ("1-0-1") stored as its code. */
export function parseFrequency(written: string): string {
  const code = frequencyCode({ code: FREQUENCY_CODES.has(written) ? written : undefined, custom: written });
  if (!code) throw new Error(`frequency "${written}" is neither a code (${[...FREQUENCY_CODES].join(', ')}) nor a pattern like 1-0-1`);
  return code;
}

const DAILY_CODES = ['OD', 'BD', 'TDS', 'QID'];

/**
 * The code a frequency scores as: its own code (an interval code by its doses a day: Q6H is QID), else the code of
 * its morning-noon-night pattern by the number of doses a day.
 */
export function frequencyCode(frequency: Frequency | undefined): string | undefined {
  const code = frequency?.code?.toUpperCase();
  const hours = /^Q(\d+)H$/.exec(code ?? '')?.[1];
  if (hours !== undefined) return DAILY_CODES[24 / Number(hours) - 1] ?? code;
  if (code) return code;
  const parts = frequency?.custom?.split('-');
  if (!parts || parts.length < 3 || parts.length > 4 || !parts.every((part) => /^(\d+(?:[./]\d+)?|½)$/.test(part))) return undefined;
  const doses = parts.filter((part) => !/^0+$/.test(part)).length;
  return DAILY_CODES[doses - 1];
}

function record(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${where} must be an object`);
  return value as Record<string, unknown>;
}

function list(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`${where} must be an array`);
  return value;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${where} must be a non-empty string`);
  return value;
}

function number(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`${where} must be a number`);
  return value;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], where: string): T {
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`${where} must be one of ${allowed.join(', ')}`);
  return found;
}

// ---- Scoring

export interface ScoreOptions {
  /** The ids of the segments the model was extracted from, to check its evidence. */
  segmentIds: readonly string[];
  /** Whether an annotated line must be among the matched item's evidence (false for a transcript from speech). */
  useLines: boolean;
}

/** Values within this distance are the same vital sign (99.4 said, 99.4 read). */
const VITAL_TOLERANCE = 0.05;

export function scoreTranscript(expected: Expected, model: ClinicalModel, options: ScoreOptions): TranscriptScore {
  const notes: string[] = [];
  const counts = emptyCounts();
  const score = <G extends Located, M extends { evidence: readonly string[] }>(type: EntityType, compare: Comparison<G, M>) => {
    const result = pairUp(compare, options.useLines);
    counts[type] = { tp: result.pairs.length, fp: result.extra.length, fn: result.missed.length };
    notes.push(...result.missed.map((item) => `FN ${type} ${compare.goldLabel(item)}`));
    notes.push(...result.extra.map((item) => `FP ${type} ${compare.modelLabel(item)}`));
    return result.pairs;
  };

  score('symptom', {
    gold: expected.symptoms,
    model: model.findings,
    same: (g, m) => sameName(g.name, m.name) && g.presence === m.presence,
    goldLabel: (g) => `"${g.name}" ${g.presence}${lineLabel(g)}`,
    modelLabel: (m) => `"${m.name}" ${m.presence}${evidenceLabel(m)}`,
  });
  const named = expected.symptoms
    .map((g): [GoldSymptom, Finding[]] => [g, model.findings.filter((m) => sameName(g.name, m.name))])
    .filter(([, found]) => found.length > 0);
  const negation = ratioOf(named, ([g, found]) => {
    if (found.every((m) => m.presence === g.presence)) return true;
    notes.push(`negation "${g.name}"${lineLabel(g)}: expected ${g.presence}, found ${found.map((m) => m.presence).join(', ')}`);
    return false;
  });

  const diagnoses = score('diagnosis', {
    gold: expected.diagnoses,
    model: model.diagnoses,
    same: (g, m) => sameName(g.name, m.name) && g.status === m.status,
    goldLabel: (g) => `"${g.name}" ${g.status}`,
    modelLabel: (m) => `"${m.name}" ${m.status}${evidenceLabel(m)}`,
  });
  const coded = diagnoses.filter(([g]) => g.icd10 !== undefined);
  const codification = ratioOf(coded, ([g, m]) => {
    if (m.codes.some((code) => code.system === 'ICD-10' && code.code === g.icd10)) return true;
    const found = m.codes.map((code) => `${code.system} ${code.code}`).join(', ') || 'none';
    notes.push(`code "${g.name}": expected ICD-10 ${g.icd10}, found ${found}`);
    return false;
  });

  score('medication', {
    gold: expected.medications,
    model: model.medications,
    same: (g, m) => sameMedication(g.name, m.name),
    goldLabel: (g) => `"${g.name}"`,
    modelLabel: (m) => `"${m.name}"${evidenceLabel(m)}`,
  });
  score('dose', {
    gold: expected.medications.filter((g) => g.strength),
    model: model.medications.filter((m) => m.strength),
    same: (g, m) => sameMedication(g.name, m.name) && sameQuantity(g.strength, m.strength),
    goldLabel: (g) => `"${g.name}" ${quantityLabel(g.strength)}`,
    modelLabel: (m) => `"${m.name}" ${quantityLabel(m.strength)}${evidenceLabel(m)}`,
  });
  score('frequency', {
    gold: expected.medications.filter((g) => g.frequency),
    model: model.medications.filter((m) => frequencyCode(m.frequency)),
    same: (g, m) => sameMedication(g.name, m.name) && g.frequency === frequencyCode(m.frequency),
    goldLabel: (g) => `"${g.name}" ${g.frequency}`,
    modelLabel: (m) => `"${m.name}" ${frequencyCode(m.frequency)}${evidenceLabel(m)}`,
  });
  score('duration', {
    gold: expected.medications.filter((g) => g.duration),
    model: model.medications.filter((m) => m.duration),
    same: (g, m) => sameMedication(g.name, m.name) && sameDuration(g.duration, m.duration),
    goldLabel: (g) => `"${g.name}" ${durationLabel(g.duration)}`,
    modelLabel: (m) => `"${m.name}" ${durationLabel(m.duration)}${evidenceLabel(m)}`,
  });

  score('vital', {
    gold: expected.vitals,
    model: model.vitals,
    same: (g, m) =>
      g.kind === m.kind &&
      Math.abs(g.value - m.value) <= VITAL_TOLERANCE &&
      (g.value2 === undefined || (m.value2 !== undefined && Math.abs(g.value2 - m.value2) <= VITAL_TOLERANCE)),
    goldLabel: (g) => `${g.kind} ${vitalValue(g)}${lineLabel(g)}`,
    modelLabel: (m) => `${m.kind} ${vitalValue(m)}${evidenceLabel(m)}`,
  });

  score('labTest', {
    gold: expected.labTests,
    model: model.investigations,
    same: (g, m) => sameName(g.name, m.name) && g.status === m.status,
    goldLabel: (g) => `"${g.name}" ${g.status}`,
    modelLabel: (m) => `"${m.name}" ${m.status}${evidenceLabel(m)}`,
  });

  const found = model.followUp?.interval ? [{ interval: model.followUp.interval, evidence: model.followUp.evidence }] : [];
  score('followUp', {
    gold: expected.followUp ? [expected.followUp] : [],
    model: found,
    same: (g, m) => sameDuration(g.interval, m.interval),
    goldLabel: (g) => durationLabel(g.interval),
    modelLabel: (m) => durationLabel(m.interval),
  });

  score('contradiction', {
    gold: expected.contradictions.map((name): Located & { name: string } => ({ name })),
    model: model.contradictions,
    same: (g, m) => {
      const name = contradictionName(m.text);
      return name !== undefined && sameName(g.name, name);
    },
    goldLabel: (g) => `"${g.name}"`,
    modelLabel: (m) => `"${m.text}"${evidenceLabel(m)}`,
  });

  const ungrounded = ungroundedItems(model, new Set(options.segmentIds));
  notes.push(...ungrounded.map((item) => `no evidence: ${item}`));
  return { counts, negation, codification, ungrounded, notes };
}

/** How the items of one type are compared. */
interface Comparison<G, M> {
  gold: readonly G[];
  model: readonly M[];
  /** Whether a model item states what the gold item states (line aside). */
  same: (gold: G, model: M) => boolean;
  goldLabel: (gold: G) => string;
  modelLabel: (model: M) => string;
}

/**
 * Pairs gold and model items one to one, in annotation order: a gold item takes the first unpaired model item that
 * is the same (and cites its line, when `useLines`). Every model item left unpaired is a false positive, a repeat of
 * a paired item included: the note shows it twice.
 */
function pairUp<G extends Located, M extends { evidence: readonly string[] }>(compare: Comparison<G, M>, useLines: boolean) {
  const free = new Set(compare.model);
  const pairs: [G, M][] = [];
  const missed: G[] = [];
  for (const g of compare.gold) {
    const chosen = [...free].find(
      (m) => compare.same(g, m) && (!useLines || g.line === undefined || m.evidence.includes(segmentId(g.line))),
    );
    if (chosen === undefined) {
      missed.push(g);
      continue;
    }
    free.delete(chosen);
    pairs.push([g, chosen]);
  }
  return { pairs, missed, extra: [...free] };
}

/**
 * The symptom a model contradiction is about: the name before ": said both" in its text ("fever: said both present
 * and absent"), or undefined for a text in another form (which then pairs with nothing).
 */
export function contradictionName(text: string): string | undefined {
  const name = /^(.+?): said both\b/.exec(text.trim())?.[1]?.trim();
  return name === undefined || name === '' ? undefined : name;
}

function ratioOf<T>(items: readonly T[], correct: (item: T) => boolean): Ratio {
  return { correct: items.filter(correct).length, total: items.length };
}

/** Every model item, labelled, whose evidence is empty or cites an unknown segment. */
export function ungroundedItems(model: ClinicalModel, segmentIds: ReadonlySet<string>): string[] {
  const named = (group: string, items: readonly { name: string; evidence: string[] }[]) =>
    items.map((item) => ({ label: `${group} "${item.name}"`, evidence: item.evidence }));
  const said = (group: string, items: readonly { text: string; evidence: string[] }[]) =>
    items.map((item) => ({ label: `${group} "${item.text}"`, evidence: item.evidence }));
  const items = [
    ...named('finding', model.findings),
    ...named('diagnosis', model.diagnoses),
    ...named('medication', model.medications),
    ...named('investigation', model.investigations),
    ...named('procedure', model.procedures),
    ...model.vitals.map((item) => ({ label: `vital ${item.kind}`, evidence: item.evidence })),
    ...model.allergies.map((item) => ({ label: `allergy "${item.substance}"`, evidence: item.evidence })),
    ...said('examination', model.examinations),
    ...said('history', model.history),
    ...said('social', model.social),
    ...said('advice', model.advice),
    ...said('follow-up', model.followUp ? [model.followUp] : []),
    ...said('contradiction', model.contradictions),
  ];
  return items
    .filter((item) => item.evidence.length === 0 || item.evidence.some((id) => !segmentIds.has(id)))
    .map((item) => `${item.label} [${item.evidence.join(', ')}]`);
}

/** The symptoms the gold annotates absent for which the model has a present finding of the same name, as "<id> <name>". */
export function deniedStatedPresent(transcript: GoldTranscript, model: ClinicalModel): string[] {
  return transcript.expected.symptoms
    .filter((gold) => gold.presence === 'absent')
    .filter((gold) => model.findings.some((finding) => finding.name.toLowerCase() === gold.name.toLowerCase() && finding.presence === 'present'))
    .map((gold) => `${transcript.id} ${gold.name}`);
}

/**
 * What a bench prints or writes of the misses (or denied symptoms stated present) of a transcript or of a split: of a
 * held-out one (bench/corpus/notes-indic) their count, not what they are, so that whoever tunes the reader, who reads
 * the output, learns nothing of its content.
 */
export function toldOf<T>(split: GoldTranscript['split'], said: readonly T[]): T[] | number {
  return split === 'held' ? said.length : [...said];
}

// ---- Comparing values

function normalName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function sameName(a: string, b: string): boolean {
  return normalName(a) === normalName(b);
}

/** Generic names, a combination's ingredients in any order ("amoxicillin + clavulanic acid"). */
function sameMedication(a: string, b: string): boolean {
  const ingredients = (name: string) => normalName(name).split(/\s*\+\s*/).sort().join(' + ');
  return ingredients(a) === ingredients(b);
}

const UNIT_SPELLINGS: ReadonlyMap<string, string> = new Map([
  ['µg', 'mcg'],
  ['μg', 'mcg'],
  ['unit', 'units'],
]);

function sameQuantity(a: Quantity | undefined, b: Quantity | undefined): boolean {
  const unit = (q: Quantity) => {
    const lower = q.unit.toLowerCase();
    return UNIT_SPELLINGS.get(lower) ?? lower;
  };
  return a !== undefined && b !== undefined && a.value === b.value && unit(a) === unit(b);
}

/** A duration in minutes, or in months for months and years (a month is not a whole number of days). */
function durationAmount(duration: Duration): string {
  const minutes: Partial<Record<TimeUnit, number>> = { minute: 1, hour: 60, day: 1440, week: 10080 };
  const factor = minutes[duration.unit];
  return factor === undefined
    ? `${duration.value * (duration.unit === 'year' ? 12 : 1)} month`
    : `${duration.value * factor} minute`;
}

function sameDuration(a: Duration | undefined, b: Duration | undefined): boolean {
  return a !== undefined && b !== undefined && durationAmount(a) === durationAmount(b);
}

// ---- Labels for the notes

const lineLabel = (item: Located) => (item.line === undefined ? '' : `, line ${item.line}`);
const evidenceLabel = (item: { evidence: readonly string[] }) => ` [${item.evidence.join(', ')}]`;
const quantityLabel = (q: Quantity | undefined) => (q ? `${q.value} ${q.unit}` : '-');
const durationLabel = (d: Duration | undefined) => (d ? `${d.value} ${d.unit}` : '-');
const vitalValue = (v: { value: number; value2?: number }) => (v.value2 === undefined ? `${v.value}` : `${v.value}/${v.value2}`);

// ---- Totals

export function emptyCounts(): Record<EntityType, Counts> {
  return Object.fromEntries(ENTITY_TYPES.map((type) => [type, { tp: 0, fp: 0, fn: 0 }])) as Record<EntityType, Counts>;
}

export interface Totals {
  counts: Record<EntityType, Counts>;
  negation: Ratio;
  codification: Ratio;
  ungrounded: number;
}

/** Sums transcripts' scores, so that every entity of the corpus weighs the same. */
export function sumScores(scores: readonly TranscriptScore[]): Totals {
  const totals: Totals = { counts: emptyCounts(), negation: { correct: 0, total: 0 }, codification: { correct: 0, total: 0 }, ungrounded: 0 };
  for (const score of scores) {
    for (const type of ENTITY_TYPES) {
      totals.counts[type].tp += score.counts[type].tp;
      totals.counts[type].fp += score.counts[type].fp;
      totals.counts[type].fn += score.counts[type].fn;
    }
    totals.negation.correct += score.negation.correct;
    totals.negation.total += score.negation.total;
    totals.codification.correct += score.codification.correct;
    totals.codification.total += score.codification.total;
    totals.ungrounded += score.ungrounded.length;
  }
  return totals;
}

/** The counts of every type together, for the micro-averaged figures. */
export function microCounts(counts: Record<EntityType, Counts>): Counts {
  return ENTITY_TYPES.reduce(
    (sum, type) => ({ tp: sum.tp + counts[type].tp, fp: sum.fp + counts[type].fp, fn: sum.fn + counts[type].fn }),
    { tp: 0, fp: 0, fn: 0 },
  );
}

/**
 * Precision, recall and F1. Claiming nothing is precise (1) and expecting nothing is fully recalled (1), so a type
 * absent from both sides scores 1 and one that was expected but never found scores F1 0.
 */
export function rates({ tp, fp, fn }: Counts): { precision: number; recall: number; f1: number } {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

/** correct / total, undefined when nothing was measured. */
export function accuracy({ correct, total }: Ratio): number | undefined {
  return total === 0 ? undefined : correct / total;
}
