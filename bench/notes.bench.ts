/**
 * `npm run bench:notes`: the clinical notes extractor on the hand-annotated transcripts of bench/corpus/notes.
 * Precision, recall and F1 per entity type (contradictions included), negation and codification accuracy, items
 * without evidence and milliseconds per transcript; then ten of the transcripts through speech (espeak-ng audio,
 * in-process recognition, extraction) and the F1 lost on the way. Prints the figures next to their targets and writes
 * bench/results/notes.json; it measures and never gates: a missed target does not change the exit code.
 *
 * `npm run bench:notes -- --text-only` skips the speech part (which loads the speech model and takes minutes): its
 * figures are then "not measured" and the results file says the part was skipped.
 */
import { readdir, readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../packages/server/src/config/config.js';
import type { ClinicalExtractor, TranscriptSegment } from '../packages/server/src/engines/notes/clinical-model.js';
import { createRuleBasedExtractor } from '../packages/server/src/engines/notes/rule-based-extractor.js';
import { createLocalSpeechEngine } from '../packages/server/src/engines/speech/speech-engine.js';
import { loadMedicalVocabulary } from '../packages/server/src/lexicon/formulary/formulary.js';
import { percentile } from './lib/asr-metrics.js';
import { passes, percent, printChecks, printTable, type Check } from './lib/asr-report.js';
import { attempt } from './lib/attempt.js';
import {
  accuracy,
  ENTITY_TYPES,
  loadGold,
  microCounts,
  NOTES_CORPUS_DIR,
  rates,
  scoreTranscript,
  segmentId,
  segmentsOf,
  wordCount,
  WORDS_PER_MINUTE,
  sumScores,
  type EntityType,
  type GoldTranscript,
  type TranscriptScore,
} from './lib/notes-score.js';
import { machine, runHeader, writeResults } from './lib/run-info.js';
import { forgetCleanedText } from '../packages/server/src/engines/notes/narrative/spoken-text.js';

const LANGUAGE = 'en-IN';
const RESULTS_FILE = fileURLToPath(new URL('results/notes.json', import.meta.url));
const AUDIO_DIR = join(NOTES_CORPUS_DIR, 'audio');
const FIVE_MINUTE_WORDS = 5 * WORDS_PER_MINUTE;
/** Timed extractions of each transcript after the untimed warm-up; their median is its time. */
const TIMED_RUNS = 5;
/** The server's own recogniser setting, so that the speech figures describe the deployed engine. */
const BEAM_SIZE = loadConfig().asr.beamSize;
const TEXT_ONLY = process.argv.slice(2).includes('--text-only');

interface TextResult {
  id: string;
  speciality: string;
  mode: GoldTranscript['mode'];
  words: number;
  ms: number;
  score: TranscriptScore;
  /** The same model scored without the line check, the baseline of the speech drop. */
  namesOnly: TranscriptScore;
}

interface SpeechResult {
  id: string;
  audioS: number;
  transcript: string;
  score: TranscriptScore;
}

const byType = <T>(value: (type: EntityType) => T) =>
  Object.fromEntries(ENTITY_TYPES.map((type) => [type, value(type)])) as Record<EntityType, T>;

const wordsOf = (transcript: GoldTranscript) => transcript.lines.reduce((sum, line) => sum + wordCount(line.text), 0);

async function runText(extractor: ClinicalExtractor, corpus: readonly GoldTranscript[]): Promise<TextResult[]> {
  const inputs = corpus.map((transcript) => ({ transcript, segments: segmentsOf(transcript) }));
  // Untimed warm-up, so that compilation and lazy initialisation are not charged to the first transcripts.
  for (const { transcript, segments } of inputs) await extractor.extract({ segments, mode: transcript.mode, language: transcript.language });

  const results: TextResult[] = [];
  for (const { transcript, segments } of inputs) {
    const timed = async () => {
      // Each run timed as a transcript never read: the ones before left its sentences cleaned.
      forgetCleanedText();
      const started = performance.now();
      const model = await extractor.extract({ segments, mode: transcript.mode, language: transcript.language });
      return { model, ms: performance.now() - started };
    };
    const first = await timed();
    const times = [first.ms];
    for (let run = 1; run < TIMED_RUNS; run++) times.push((await timed()).ms);
    const segmentIds = segments.map((segment) => segment.id);
    results.push({
      id: transcript.id,
      speciality: transcript.speciality,
      mode: transcript.mode,
      words: wordsOf(transcript),
      ms: percentile(times, 50),
      score: scoreTranscript(transcript.expected, first.model, { segmentIds, useLines: true }),
      namesOnly: scoreTranscript(transcript.expected, first.model, { segmentIds, useLines: false }),
    });
  }
  return results;
}

/** Each rendered transcript recognised as a whole, its segments given ids, extracted and scored without lines. */
async function runSpeech(extractor: ClinicalExtractor, corpus: readonly GoldTranscript[]): Promise<SpeechResult[]> {
  const files = (await readdir(AUDIO_DIR)).filter((name) => name.endsWith('.wav')).sort();
  const engine = await createLocalSpeechEngine({ beamSize: BEAM_SIZE });
  try {
    const results: SpeechResult[] = [];
    for (const file of files) {
      const id = basename(file, '.wav');
      const gold = corpus.find((transcript) => transcript.id === id);
      if (!gold) throw new Error(`${file} has no gold transcript`);
      process.stderr.write(`\rrecognising ${id} (${results.length + 1}/${files.length})   `);
      const { segments: recognised, text, durationS } = await engine.transcribe(new Uint8Array(await readFile(join(AUDIO_DIR, file))), { language: LANGUAGE });
      const segments = recognised.map((segment, i) => ({ id: segmentId(i + 1), text: segment.text, start: segment.start, end: segment.end }));
      const model = await extractor.extract({ segments, mode: gold.mode, language: gold.language });
      const score = scoreTranscript(gold.expected, model, { segmentIds: segments.map((segment) => segment.id), useLines: false });
      results.push({ id, audioS: durationS, transcript: text, score });
    }
    process.stderr.write('\n');
    return results;
  } finally {
    await engine.close();
  }
}

/** Per-type and micro-averaged figures of a set of transcript scores. */
function summarise(scores: readonly TranscriptScore[]) {
  const totals = sumScores(scores);
  const perType = byType((type) => ({ ...totals.counts[type], ...rates(totals.counts[type]) }));
  const micro = microCounts(totals.counts);
  return {
    perType,
    micro: { ...micro, ...rates(micro) },
    negationAccuracy: accuracy(totals.negation),
    negation: totals.negation,
    codificationAccuracy: accuracy(totals.codification),
    codification: totals.codification,
    itemsWithoutEvidence: totals.ungrounded,
  };
}
type Summary = ReturnType<typeof summarise>;

function timing(results: readonly TextResult[]) {
  const longest = results.reduce((a, b) => (b.words > a.words ? b : a));
  return {
    medianMs: percentile(results.map((result) => result.ms), 50),
    longest: { id: longest.id, words: longest.words, ms: longest.ms },
    msPer5MinuteTranscript: (longest.ms * FIVE_MINUTE_WORDS) / longest.words,
  };
}

/** F1 per type of the spoken transcripts, next to the same transcripts' text scored the same way (lines ignored). */
function speechDrop(text: readonly TextResult[], speech: readonly SpeechResult[]) {
  const baseline = summarise(speech.map((item) => text.find((result) => result.id === item.id)?.namesOnly).filter((score) => score !== undefined));
  const spoken = summarise(speech.map((item) => item.score));
  const row = (textF1: number, speechF1: number) => ({ textF1, speechF1, drop: textF1 - speechF1 });
  return {
    perType: byType((type) => row(baseline.perType[type].f1, spoken.perType[type].f1)),
    micro: row(baseline.micro.f1, spoken.micro.f1),
    speech: spoken,
  };
}

const f1Format = (value: number) => value.toFixed(3);
const msFormat = (value: number) => `${value.toFixed(2)} ms`;

function printTextTables(results: readonly TextResult[], summary: Summary): void {
  printTable(
    ['transcript', 'mode', 'words', 'ms', 'micro F1', 'misses'],
    results.map((result) => [
      result.id,
      result.mode,
      String(result.words),
      result.ms.toFixed(2),
      f1Format(rates(microCounts(result.score.counts)).f1),
      String(result.score.notes.length),
    ]),
    [2, 3, 4, 5],
  );
  console.log();
  const rows = [...ENTITY_TYPES.map((type) => [type, summary.perType[type]] as const), ['micro', summary.micro] as const].map(([type, figures]) => [
    type,
    String(figures.tp + figures.fn),
    String(figures.tp),
    String(figures.fp),
    String(figures.fn),
    f1Format(figures.precision),
    f1Format(figures.recall),
    f1Format(figures.f1),
  ]);
  printTable(['entity type', 'expected', 'TP', 'FP', 'FN', 'precision', 'recall', 'F1'], rows, [1, 2, 3, 4, 5, 6, 7]);
}

function printSpeechTable(drop: ReturnType<typeof speechDrop>): void {
  const rows = [...ENTITY_TYPES.map((type) => [type, drop.perType[type]] as const), ['micro', drop.micro] as const].map(([type, row]) => [
    type,
    f1Format(row.textF1),
    f1Format(row.speechF1),
    f1Format(row.drop),
  ]);
  printTable(['entity type', 'F1 text', 'F1 speech', 'drop'], rows, [1, 2, 3]);
}

function checksOf(text: Summary | undefined, time: ReturnType<typeof timing> | undefined, drop: ReturnType<typeof speechDrop> | undefined): Check[] {
  const f1 = (type: EntityType) => text?.perType[type].f1;
  return [
    { name: 'micro F1, all entity types', value: text?.micro.f1, target: { kind: 'min', limit: 0.85 }, format: f1Format },
    { name: 'F1 symptom (name and presence)', value: f1('symptom'), format: f1Format },
    { name: 'F1 contradiction', value: f1('contradiction'), format: f1Format },
    { name: 'F1 medication name', value: f1('medication'), target: { kind: 'min', limit: 0.9 }, format: f1Format },
    { name: 'F1 dose (strength)', value: f1('dose'), target: { kind: 'min', limit: 0.9 }, format: f1Format },
    { name: 'F1 frequency', value: f1('frequency'), target: { kind: 'min', limit: 0.9 }, format: f1Format },
    { name: 'F1 duration', value: f1('duration'), target: { kind: 'min', limit: 0.9 }, format: f1Format },
    { name: 'negation accuracy', value: text?.negationAccuracy, target: { kind: 'min', limit: 0.95 }, format: percent },
    { name: 'codification accuracy (ICD-10)', value: text?.codificationAccuracy, format: percent },
    { name: 'items without evidence', value: text?.itemsWithoutEvidence, target: { kind: 'max', limit: 0 }, format: String },
    { name: 'ms per transcript, median', value: time?.medianMs, format: msFormat },
    { name: `ms, longest transcript (${time?.longest.id}, ${time?.longest.words} words)`, value: time?.longest.ms, format: msFormat },
    { name: `ms per 5-minute transcript (${FIVE_MINUTE_WORDS} words)`, value: time?.msPer5MinuteTranscript, target: { kind: 'max', limit: 50 }, format: msFormat },
    { name: 'micro F1 of the spoken transcripts, text', value: drop?.micro.textF1, format: f1Format },
    { name: 'micro F1 of the spoken transcripts, speech', value: drop?.micro.speechF1, format: f1Format },
    { name: 'micro F1 drop through speech', value: drop?.micro.drop, format: f1Format },
  ];
}

// Other work on the machine skews the timings: the load average before and after is recorded with them.
const loadAtStart = loadavg()[0];
const corpus = await loadGold();
// The service's vocabulary: the lexicon and the formulary's medicines (container.ts).
const extractor = createRuleBasedExtractor((await loadMedicalVocabulary()).entries);

const text = await attempt('text extraction', async () => {
  const results = await runText(extractor, corpus);
  return { results, summary: summarise(results.map((result) => result.score)), timing: timing(results) };
});
const speech = TEXT_ONLY ? undefined : await attempt('speech to notes', () => runSpeech(extractor, corpus));
const drop = text.ok && speech?.ok ? speechDrop(text.value.results, speech.value) : undefined;
const checks = checksOf(text.ok ? text.value.summary : undefined, text.ok ? text.value.timing : undefined, drop);

if (text.ok) {
  printTextTables(text.value.results, text.value.summary);
  console.log();
}
if (drop) {
  printSpeechTable(drop);
  console.log();
}
const host = machine(loadAtStart);
const words = corpus.reduce((sum, transcript) => sum + wordsOf(transcript), 0);
console.log(
  `${corpus.length} transcripts, ${words} words; extractor "${extractor.name}"; ${host.cpus} CPUs, ` +
    `load average ${loadAtStart?.toFixed(2)} at start, ${host.loadAverage1m.end?.toFixed(2)} at end`,
);
printChecks(checks);

const report = {
  ...runHeader(host),
  extractor: extractor.name,
  language: LANGUAGE,
  beamSize: BEAM_SIZE,
  definitions: {
    matching:
      'bench/corpus/notes/README.md, "Scoring": one-to-one pairs per entity type, a symptom by name and presence, a contradiction by the symptom ' +
      'named before ": said both" in its text; every unpaired model item is a FP, a repeat of a paired one included',
    f1: 'per type and micro-averaged over all types from TP/FP/FN summed over the corpus; precision 1 with nothing claimed, recall 1 with nothing expected',
    negation:
      'of the annotated symptoms whose name the model found at all (any presence, any line), the share where every model finding of that name has the annotated presence',
    codification: 'share of matched diagnoses with an annotated ICD-10 code whose model codes contain it',
    timing: `median of ${TIMED_RUNS} extract() calls per transcript after one untimed pass over the corpus; per 5-minute transcript = longest transcript's ms x ${FIVE_MINUTE_WORDS} / its words (${WORDS_PER_MINUTE} words a minute)`,
    speech: 'the rendered transcripts recognised whole by the in-process engine (correction on), segments numbered seg_1…, scored without the line check; the text baseline is the same transcripts scored the same way',
  },
  corpus: {
    transcripts: corpus.length,
    consultations: corpus.filter((transcript) => transcript.mode === 'consultation').length,
    dictations: corpus.filter((transcript) => transcript.mode === 'dictation').length,
    words,
  },
  checks: checks.map((check) => ({ name: check.name, value: check.value ?? null, target: check.target ?? null, pass: passes(check) ?? null })),
  text: text.ok
    ? { ...text.value.summary, timing: text.value.timing, transcripts: text.value.results.map(({ namesOnly: _, ...result }) => result) }
    : { error: text.error },
  speech: speech === undefined ? { skipped: '--text-only' } : speech.ok ? { ...drop, transcripts: speech.value } : { error: speech.error },
};
await writeResults(RESULTS_FILE, report);
