/**
 * `npm run bench:notes:aci [-- --split train|valid|all]` (default train): the notes engine on ACI-BENCH
 * (bench/corpus/aci-bench), an external set of US doctor–patient dialogues with the notes clinicians wrote for
 * them. For each encounter the rule-based extractor reads the dialogue and the `soap` template renders a note,
 * scored against the reference note with ROUGE-1/2/L as the benchmark paper reports them, next to the paper's
 * two trivial baselines (the whole transcript; the doctor's longest turn). ROUGE rewards shared words, not
 * correctness, so two checks read the reference for what matters clinically: symptoms it says the patient denies
 * that our model records as present (leaks), and its medications with a strength that our note fails to name.
 * Also the time to write the notes of a 30-minute consultation. Prints the figures next to their targets and
 * writes bench/results/notes-aci.json (the figures of the split not run are kept); it measures and never gates.
 *
 * `train` is for development; `valid` is the held-out figure. The benchmark's test splits are not in the repository.
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { TranscriptSegment } from '../packages/server/src/engines/notes/clinical-model.js';
import { renderSoap } from '../packages/server/src/engines/notes/render/soap.js';
import { extractClinicalModel } from '../packages/server/src/engines/notes/rule-based-extractor.js';
import { TermIndex } from '../packages/server/src/engines/notes/term-index.js';
import { loadLexicon } from '../packages/server/src/lexicon/lexicon.js';
import { ACI_SPLITS, dialogueTurns, loadAciSplit, type AciDataset, type AciEncounter, type AciSplit } from './lib/aci.js';
import { deniedSymptomLeaks, matchMedications, type Leak, type MedicationMatch } from './lib/aci-match.js';
import { deniedSymptoms, referenceMedications, type ReferenceDenials } from './lib/aci-reference.js';
import { percentile } from './lib/asr-metrics.js';
import { passes, percent, printChecks, printTable, type Check } from './lib/asr-report.js';
import { attempt, type Outcome } from './lib/attempt.js';
import { meanRouge, rouge, rougeTokens, scaleRouge, type RougeScores } from './lib/rouge.js';
import { machine, runHeader, writeResults } from './lib/run-info.js';

const RESULTS_FILE = fileURLToPath(new URL('results/notes-aci.json', import.meta.url));
const LANGUAGE = 'en-US';
const TARGETS = { rouge1: 45, leaks: 0, medicationRecall: 0.9, msPer30MinuteConsultation: 200 };
/** A 30-minute consultation at the pace of these dialogues (about 150 words a minute). */
const THIRTY_MINUTE_WORDS = 4500;
/** Timed runs of the 30-minute note after an untimed warm-up; their median is the figure. */
const TIMED_RUNS = 5;

interface EncounterResult {
  id: string;
  dataset: AciDataset;
  /** Words as ROUGE counts them (lowercase alphanumeric runs), of our markdown and of the reference note. */
  words: { ours: number; reference: number };
  rouge: RougeScores;
  baselines: { transcriptCopy: RougeScores; longestDoctorTurn: RougeScores };
  denied: ReferenceDenials;
  leaks: Leak[];
  medications: MedicationMatch[];
}

const wordCount = (text: string) => text.split(/\s+/).filter((word) => word !== '').length;

/** The paper's "transcript copy" baseline: the whole dialogue, without its [doctor]/[patient] tags. */
const transcriptCopy = (encounter: AciEncounter) => dialogueTurns(encounter.dialogue).map((turn) => turn.text).join('\n');

/** The paper's "longest doctor turn" baseline. */
function longestDoctorTurn(encounter: AciEncounter): string {
  const turns = dialogueTurns(encounter.dialogue).filter((turn) => turn.speaker === 'doctor');
  return turns.reduce((longest, turn) => (wordCount(turn.text) > wordCount(longest) ? turn.text : longest), '');
}

function scoreEncounter(encounter: AciEncounter, index: TermIndex): EncounterResult {
  const model = extractClinicalModel({ segments: encounter.segments, mode: 'consultation', language: LANGUAGE }, index);
  const { markdown } = renderSoap(model);
  const denied = deniedSymptoms(encounter.note, index);
  return {
    id: encounter.id,
    dataset: encounter.dataset,
    words: { ours: rougeTokens(markdown).length, reference: rougeTokens(encounter.note).length },
    rouge: rouge(markdown, encounter.note),
    baselines: {
      transcriptCopy: rouge(transcriptCopy(encounter), encounter.note),
      longestDoctorTurn: rouge(longestDoctorTurn(encounter), encounter.note),
    },
    denied,
    leaks: deniedSymptomLeaks(denied.symptoms, model),
    medications: matchMedications(referenceMedications(encounter.note, index), markdown, index),
  };
}

/** ROUGE ×100, as the paper reports it. */
const hundredfold = (scores: RougeScores): RougeScores => scaleRouge([scores], 100);

function summarise(results: readonly EncounterResult[]) {
  const medications = results.flatMap((result) => result.medications);
  const named = medications.filter((m) => m.named).length;
  const withDose = medications.filter((m) => m.withDose).length;
  const datasets = [...new Set(results.map((result) => result.dataset))].sort();
  const rougeOf = (subset: readonly EncounterResult[]) => ({
    encounters: subset.length,
    ours: hundredfold(meanRouge(subset.map((result) => result.rouge))),
    transcriptCopy: hundredfold(meanRouge(subset.map((result) => result.baselines.transcriptCopy))),
    longestDoctorTurn: hundredfold(meanRouge(subset.map((result) => result.baselines.longestDoctorTurn))),
  });
  return {
    ...rougeOf(results),
    byDataset: Object.fromEntries(datasets.map((dataset) => [dataset, rougeOf(results.filter((result) => result.dataset === dataset))])),
    deniedSymptoms: results.reduce((sum, result) => sum + result.denied.symptoms.length, 0),
    deniedUnmapped: results.reduce((sum, result) => sum + result.denied.unmapped.length, 0),
    deniedQualified: results.reduce((sum, result) => sum + result.denied.qualified.length, 0),
    deniedAlsoReported: results.reduce((sum, result) => sum + result.denied.alsoReported.length, 0),
    leaks: results.reduce((sum, result) => sum + result.leaks.length, 0),
    medications: {
      total: medications.length,
      named,
      withDose,
      recall: medications.length === 0 ? undefined : named / medications.length,
      withDoseRecall: medications.length === 0 ? undefined : withDose / medications.length,
    },
  };
}
type Summary = ReturnType<typeof summarise>;

/** About 4,500 words of train dialogue, one encounter after another, as one consultation (segment ids renumbered). */
async function thirtyMinuteConsultation(): Promise<TranscriptSegment[]> {
  const segments: TranscriptSegment[] = [];
  let words = 0;
  for (const encounter of await loadAciSplit('train')) {
    for (const segment of encounter.segments) {
      if (words >= THIRTY_MINUTE_WORDS) return segments;
      segments.push({ ...segment, id: `seg_${segments.length + 1}` });
      words += wordCount(segment.text);
    }
  }
  return segments;
}

async function measureSpeed(index: TermIndex) {
  const segments = await thirtyMinuteConsultation();
  const write = () => renderSoap(extractClinicalModel({ segments, mode: 'consultation', language: LANGUAGE }, index));
  write(); // untimed warm-up: compilation and lazy initialisation are not charged to the figure
  const times: number[] = [];
  for (let run = 0; run < TIMED_RUNS; run++) {
    const started = performance.now();
    write();
    times.push(performance.now() - started);
  }
  return {
    words: segments.reduce((sum, segment) => sum + wordCount(segment.text), 0),
    segments: segments.length,
    medianMs: percentile(times, 50),
    runsMs: times,
  };
}
type Speed = Awaited<ReturnType<typeof measureSpeed>>;

/** A dialogue turn can run to hundreds of words: quoted in part. */
const clip = (text: string, length: number) => (text.length <= length ? text : `${text.slice(0, length - 1)}…`);

/** An encounter as the results file keeps it: ROUGE x 100 like the totals, quotes clipped. */
const encounterReport = (result: EncounterResult) => ({
  ...result,
  rouge: hundredfold(result.rouge),
  baselines: { transcriptCopy: hundredfold(result.baselines.transcriptCopy), longestDoctorTurn: hundredfold(result.baselines.longestDoctorTurn) },
  leaks: result.leaks.map((leak) => ({ ...leak, text: clip(leak.text, 200) })),
});

const rougeFormat = (value: number) => value.toFixed(1);
const scoreCell = (value: number) => (value * 100).toFixed(1);

function printEncounters(results: readonly EncounterResult[]): void {
  printTable(
    ['encounter', 'dataset', 'our words', 'ref words', 'R1', 'R2', 'RL', 'leaks', 'meds found'],
    results.map((result) => [
      result.id,
      result.dataset,
      String(result.words.ours),
      String(result.words.reference),
      scoreCell(result.rouge.rouge1),
      scoreCell(result.rouge.rouge2),
      scoreCell(result.rouge.rougeL),
      String(result.leaks.length),
      result.medications.length === 0 ? '-' : `${result.medications.filter((m) => m.named).length}/${result.medications.length}`,
    ]),
    [2, 3, 4, 5, 6, 7, 8],
  );
}

/** ROUGE-1 of our notes beside the paper's baselines, over the split and per collection. */
function printBaselines(summary: Summary): void {
  const rows = [['all', summary] as const, ...Object.entries(summary.byDataset)].map(([name, figures]) => [
    name,
    String(figures.encounters),
    rougeFormat(figures.ours.rouge1),
    rougeFormat(figures.transcriptCopy.rouge1),
    rougeFormat(figures.longestDoctorTurn.rouge1),
    `${rougeFormat(figures.ours.rouge2)} / ${rougeFormat(figures.ours.rougeL)}`,
  ]);
  printTable(['collection', 'encounters', 'R1 ours', 'R1 transcript copy', 'R1 longest doctor turn', 'R2 / RL ours'], rows, [1, 2, 3, 4, 5]);
}

/** What to read: the leaks, the medications our note missed and the denied items the lexicon does not know. */
function printFindings(results: readonly EncounterResult[]): void {
  const lines = (title: string, items: string[]) => {
    console.log(`\n${title}: ${items.length === 0 ? 'none' : ''}`);
    for (const item of items) console.log(`  ${item}`);
  };
  lines(
    'Leaks (denied in the reference, present in our model)',
    results.flatMap((result) => result.leaks.map((leak) => `${result.id}  ${leak.symptom}  ← "${clip(leak.text, 120)}"`)),
  );
  lines(
    'Medications missed (reference "drug N unit" our note does not name)',
    results.flatMap((result) => result.medications.filter((m) => !m.named).map((m) => `${result.id}  ${m.medication.name} ${m.medication.value} ${m.medication.unit}`)),
  );
  lines(
    'Symptoms denied only on one side or under a condition (not leak-checked)',
    results.filter((result) => result.denied.qualified.length > 0).map((result) => `${result.id}  ${result.denied.qualified.join('; ')}`),
  );
  lines(
    'Symptoms the reference both denies and reports (not leak-checked)',
    results.filter((result) => result.denied.alsoReported.length > 0).map((result) => `${result.id}  ${result.denied.alsoReported.join('; ')}`),
  );
  lines(
    'Denied items the lexicon does not know (not leak-checked)',
    results.filter((result) => result.denied.unmapped.length > 0).map((result) => `${result.id}  ${result.denied.unmapped.join('; ')}`),
  );
}

function splitChecks(split: AciSplit, summary: Summary | undefined): Check[] {
  return [
    { name: `ROUGE-1, ${split}`, value: summary?.ours.rouge1, target: { kind: 'min', limit: TARGETS.rouge1 }, format: rougeFormat },
    { name: `ROUGE-2, ${split}`, value: summary?.ours.rouge2, format: rougeFormat },
    { name: `ROUGE-L, ${split}`, value: summary?.ours.rougeL, format: rougeFormat },
    { name: `ROUGE-1 baseline: transcript copy, ${split}`, value: summary?.transcriptCopy.rouge1, format: rougeFormat },
    { name: `ROUGE-1 baseline: longest doctor turn, ${split}`, value: summary?.longestDoctorTurn.rouge1, format: rougeFormat },
    { name: `denied symptoms recorded as present (of ${summary?.deniedSymptoms ?? '?'} denied)`, value: summary?.leaks, target: { kind: 'max', limit: TARGETS.leaks }, format: String },
    {
      name: `medication recall, named (of ${summary?.medications.total ?? '?'})`,
      value: summary?.medications.recall,
      target: { kind: 'min', limit: TARGETS.medicationRecall },
      format: percent,
    },
    { name: 'medication recall, with the same strength', value: summary?.medications.withDoseRecall, format: percent },
  ];
}

function speedCheck(speed: Speed | undefined): Check {
  return {
    name: `ms for the notes of a 30-minute consultation (${speed?.words} words), median`,
    value: speed?.medianMs,
    target: { kind: 'max', limit: TARGETS.msPer30MinuteConsultation },
    format: (value) => `${value.toFixed(1)} ms`,
  };
}

const reportChecks = (checks: readonly Check[]) =>
  checks.map((check) => ({ name: check.name, value: check.value ?? null, target: check.target ?? null, pass: passes(check) ?? null }));

function splitsToRun(): AciSplit[] {
  const { values } = parseArgs({ options: { split: { type: 'string', default: 'train' } } });
  if (values.split === 'all') return [...ACI_SPLITS];
  const split = ACI_SPLITS.find((name) => name === values.split);
  if (split) return [split];
  console.error(`--split must be ${ACI_SPLITS.join(', ')} or all, not "${values.split}"`);
  process.exit(2);
}

/** The figures already in the results file, so that running one split keeps the other's. */
async function previousSplits(): Promise<Record<string, unknown>> {
  try {
    const previous = JSON.parse(await readFile(RESULTS_FILE, 'utf8')) as { splits?: Record<string, unknown> };
    return previous.splits ?? {};
  } catch {
    return {};
  }
}

// Other work on the machine skews the timing: the load average before and after is recorded with it.
const loadAtStart = loadavg()[0];
const splits = splitsToRun();
const index = new TermIndex(await loadLexicon());
const outcomes = new Map<AciSplit, Outcome<EncounterResult[]>>();
for (const split of splits) {
  outcomes.set(split, await attempt(`${split} split`, async () => (await loadAciSplit(split)).map((encounter) => scoreEncounter(encounter, index))));
}
const speed = await attempt('30-minute consultation', () => measureSpeed(index));
const host = machine(loadAtStart);

const reports: Record<string, unknown> = {};
const checks: Check[] = [];
for (const [split, outcome] of outcomes) {
  if (!outcome.ok) {
    checks.push(...splitChecks(split, undefined));
    reports[split] = { ...runHeader(host), error: outcome.error };
    continue;
  }
  const summary = summarise(outcome.value);
  const ownChecks = splitChecks(split, summary);
  checks.push(...ownChecks);
  console.log(`\n== ${split}: ${outcome.value.length} encounters ==\n`);
  printEncounters(outcome.value);
  console.log();
  printBaselines(summary);
  printFindings(outcome.value);
  reports[split] = { ...runHeader(host), checks: reportChecks(ownChecks), ...summary, encounters: outcome.value.map(encounterReport) };
}
checks.push(speedCheck(speed.ok ? speed.value : undefined));
console.log(`\nextractor "rule-based", template "soap", ${host.cpus} CPUs, load average ${loadAtStart?.toFixed(2)} at start, ${host.loadAverage1m.end?.toFixed(2)} at end`);
printChecks(checks);

const report = {
  benchmark: 'ACI-BENCH (Yim et al., Scientific Data 2023), train and valid splits of bench/corpus/aci-bench',
  extractor: 'rule-based',
  template: 'soap',
  language: LANGUAGE,
  targets: { ...TARGETS, rouge1Split: 'valid' },
  definitions: {
    rouge: 'F1 x 100, averaged over encounters: tokens are lowercase [a-z0-9]+ runs, no stemming, no stopwords; ROUGE-N from clipped n-gram overlap; ROUGE-L from the LCS of the whole token sequences (bench/lib/rouge.ts); our text is the markdown of renderSoap',
    baselines: 'transcript copy: every dialogue turn without its [doctor]/[patient] tag; longest doctor turn: the [doctor] turn of most words (an untagged line belongs to the turn before it)',
    leaks: 'symptoms the reference says the patient denies (denies / negative for; a bare "No" in REVIEW OF SYSTEMS), mapped to lexicon symptom terms, that our model has as present, current, of the patient; unmapped denied items and those denied only on one side or under a condition ("denies left knee pain", "denies dyspnea on exertion") and those the reference also reports are listed, not counted',
    medications: 'every "<name> <number> <unit>" (mg, mcg, g, ml, units, mEq) of the reference, once per name and strength; named when a sentence of our markdown has the same word or a drug of the same generic (brand <-> generic through the lexicon); with dose when that sentence also has the same number and unit',
    words: 'tokens as ROUGE counts them',
    speed: `train dialogues concatenated until ${THIRTY_MINUTE_WORDS} words, segments renumbered; extractClinicalModel + renderSoap, median of ${TIMED_RUNS} runs after one untimed run`,
  },
  splits: { ...(await previousSplits()), ...reports },
  speed: { ...runHeader(host), ...(speed.ok ? speed.value : { error: speed.error }), pass: passes(speedCheck(speed.ok ? speed.value : undefined)) ?? null },
};
await writeResults(RESULTS_FILE, report);
