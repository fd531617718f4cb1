/**
 * `npm run bench:asr`: accuracy, speed and memory of English recognition on the committed corpora, each
 * reported on its own: synthetic dictations read by espeak-ng (bench/corpus/asr), the same kind of dictations
 * read by flite and festival's HTS voice (bench/corpus/asr-voices, also per voice), prescriptions of medicines only
 * the formulary has, read by the same voices (bench/corpus/asr-formulary: the tuning rows and the held-out third
 * apart, per voice, and a fresh held-out set written after those had been read), vitals said as clinicians say
 * them, read by the same voices (bench/corpus/asr-vitals), and real human speech from LJ Speech (bench/corpus/ljspeech, not medical: WER and invented
 * medical terms only).
 * Prints per-clip tables, a table per set and the figures next to their targets, and writes
 * bench/results/asr.json. It measures and never gates: a missed target does not change the exit code.
 *
 * `--sets a,b` runs those sets only (names as in SETS); the HTTP latency and memory are measured only when the espeak
 * set, which holds the latency clip, is among them.
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../packages/server/src/config/config.js';
import { createLocalSpeechEngine } from '../packages/server/src/engines/speech/speech-engine.js';
import { loadMedicalVocabulary } from '../packages/server/src/lexicon/formulary/formulary.js';
import { missedTerms, NORMALISATION_RULE, normalise, percentile, wordErrorRate, wordErrors } from './lib/asr-metrics.js';
import { vitalsScore, VITALS_RULE } from './lib/asr-vitals.js';
import { doseScore, DOSE_RULE, INVENTED_TERM_RULE, inventedTerms, medicalConcepts, type MedicalConcept } from './lib/asr-medical.js';
import { passes, percent, printChecks, printClipTable, printTable, type Check, type ClipResult, type PassResult } from './lib/asr-report.js';
import { byVoice, NEVER_SAID_RULE, summariseClips, type PassSummary, type SetSummary } from './lib/asr-summary.js';
import { machine, runHeader, writeResults } from './lib/run-info.js';
import {
  CORPUS_DIR,
  FORMULARY_CORPUS_DIR,
  LATENCY_CLIP_ID,
  LJSPEECH_CORPUS_DIR,
  loadManifest,
  VITALS_CORPUS_DIR,
  VOICES_CORPUS_DIR,
  wavFormat,
  type ClipEntry,
} from './lib/corpus.js';
import { buildServer, startServer } from './lib/scribe-server.js';
import { attempt } from './lib/attempt.js';

const LANGUAGE = 'en-IN';
/** The server's own setting (SCRIBE_ASR_BEAM_SIZE), so the in-process and HTTP figures describe the same engine. */
const BEAM_SIZE = loadConfig().asr.beamSize;
const LATENCY_WARMUP_REQUESTS = 1;
const LATENCY_REQUESTS = 10;
const RESULTS_FILE = fileURLToPath(new URL('results/asr.json', import.meta.url));
const MIB = 1024 * 1024;

/** A corpus reported on its own. `medical`: dictations with terms and doses (not LJ Speech). */
interface CorpusSet {
  name: 'espeak' | 'voices' | 'formulary-tune' | 'formulary-held' | 'formulary-fresh' | 'vitals' | 'ljspeech';
  title: string;
  dir: string;
  medical: boolean;
  /** Report each voice of the set too. */
  perVoice: boolean;
  /** The clips of the folder's manifest that belong to the set (default: all). */
  takes?: (id: string) => boolean;
}

const ALL_SETS: readonly CorpusSet[] = [
  { name: 'espeak', title: 'synthetic dictations, espeak-ng', dir: CORPUS_DIR, medical: true, perVoice: false },
  { name: 'voices', title: 'synthetic dictations, flite + festival HTS', dir: VOICES_CORPUS_DIR, medical: true, perVoice: true },
  { name: 'formulary-tune', title: 'formulary prescriptions, tuning rows', dir: FORMULARY_CORPUS_DIR, medical: true, perVoice: true, takes: (id) => id.startsWith('tune-') },
  { name: 'formulary-held', title: 'formulary prescriptions, held-out third', dir: FORMULARY_CORPUS_DIR, medical: true, perVoice: true, takes: (id) => id.startsWith('held-') },
  { name: 'formulary-fresh', title: 'formulary prescriptions, fresh held-out rows', dir: FORMULARY_CORPUS_DIR, medical: true, perVoice: true, takes: (id) => id.startsWith('fresh-') },
  { name: 'vitals', title: 'vitals as clinicians say them', dir: VITALS_CORPUS_DIR, medical: true, perVoice: true },
  { name: 'ljspeech', title: 'real human speech, LJ Speech', dir: LJSPEECH_CORPUS_DIR, medical: false, perVoice: false },
];

/** The sets of `--sets a,b`, else all of them. */
function chosenSets(argv: readonly string[]): readonly CorpusSet[] {
  const at = argv.indexOf('--sets');
  if (at === -1) return ALL_SETS;
  const names = (argv[at + 1] ?? '').split(',').filter((name) => name !== '');
  const unknown = names.filter((name) => !ALL_SETS.some((set) => set.name === name));
  if (names.length === 0 || unknown.length > 0) throw new Error(`--sets takes names of ${ALL_SETS.map((set) => set.name).join(', ')}; got "${argv[at + 1] ?? ''}"`);
  return ALL_SETS.filter((set) => names.includes(set.name));
}

const SETS = chosenSets(process.argv.slice(2));

interface Clip extends ClipEntry {
  set: CorpusSet['name'];
  bytes: Uint8Array<ArrayBuffer>;
  audioS: number;
}

interface HttpResult {
  requests: number;
  latenciesMs: number[];
  p50Ms: number;
  p95Ms: number;
  /** WER of the endpoint's transcript of the latency clip: shows the HTTP path recognises like the in-process engine. */
  transcriptWer: number;
  peakRssBytes: number;
  /** Spawn to the first ready answer: the speech engine, its lexicon and the formulary loaded. */
  readyMs: number;
}


async function loadClips(set: CorpusSet): Promise<Clip[]> {
  const entries = (await loadManifest(set.dir)).filter((entry) => set.takes?.(entry.id) ?? true);
  return Promise.all(
    entries.map(async (entry) => {
      const bytes = new Uint8Array(await readFile(join(set.dir, entry.file)));
      return { ...entry, set: set.name, bytes, audioS: wavFormat(bytes).durationS };
    }),
  );
}

/** One clip through an engine, scored. */
type Engine = Awaited<ReturnType<typeof createLocalSpeechEngine>>;

async function recognise(engine: Engine, clip: Clip, correction: boolean, concepts: readonly MedicalConcept[]): Promise<PassResult> {
  const started = performance.now();
  const { text } = await engine.transcribe(clip.bytes, { language: LANGUAGE, correction });
  const seconds = (performance.now() - started) / 1000;
  return {
    hypothesis: text,
    seconds,
    errors: wordErrors(normalise(clip.reference), normalise(text)),
    missedTerms: missedTerms(clip.terms, text),
    invented: inventedTerms(concepts, clip.reference, text),
    doses: doseScore(clip.reference, text),
    vitals: vitalsScore(clip.reference, text),
  };
}

/** Every clip through the in-process engine, once without and once with the correction step. */
async function measureEngine(clips: readonly Clip[], concepts: readonly MedicalConcept[]): Promise<ClipResult[]> {
  const engine = await createLocalSpeechEngine({ beamSize: BEAM_SIZE });
  try {
    // Untimed warm-up, so that one-off initialisation is not charged to the first clip.
    const first = clips[0];
    if (first) await recognise(engine, first, true, concepts);

    const results: ClipResult[] = [];
    for (const clip of clips) {
      process.stderr.write(`\rrecognising ${clip.set}/${clip.id} (${results.length + 1}/${clips.length})   `);
      const raw = await recognise(engine, clip, false, concepts);
      const corrected = await recognise(engine, clip, true, concepts);
      const { set, id, voice, speed, audioS } = clip;
      results.push({ set, id, voice, speed, audioS, terms: clip.terms.length, raw, corrected });
    }
    process.stderr.write('\n');
    return results;
  } finally {
    await engine.close();
  }
}

/**
 * Every clip through an engine without the bias trie (biasBonus 0) and without the correction step: the plain
 * decoder, so that a term invented by the "raw" pass can be told apart from one the bias put there.
 */
async function measureUnbiased(clips: readonly Clip[], concepts: readonly MedicalConcept[]): Promise<PassResult[]> {
  const engine = await createLocalSpeechEngine({ beamSize: BEAM_SIZE, biasBonus: 0 });
  try {
    const results: PassResult[] = [];
    for (const clip of clips) {
      process.stderr.write(`\rrecognising ${clip.set}/${clip.id} without bias (${results.length + 1}/${clips.length})   `);
      results.push(await recognise(engine, clip, false, concepts));
    }
    process.stderr.write('\n');
    return results;
  } finally {
    await engine.close();
  }
}

/** The latency clip through `POST /voice/get-asr` of the built server, then the server's peak RSS. */
async function measureHttp(clip: Clip): Promise<HttpResult> {
  await buildServer();
  const server = await startServer();
  try {
    const latenciesMs: number[] = [];
    let transcript = '';
    for (let i = 0; i < LATENCY_WARMUP_REQUESTS + LATENCY_REQUESTS; i++) {
      const form = new FormData();
      form.append('file', new Blob([clip.bytes], { type: 'audio/wav' }), clip.file);
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/voice/get-asr?language=${LANGUAGE}`, {
        method: 'POST',
        headers: { authorization: server.authorization },
        body: form,
      });
      const body = await response.text();
      const elapsedMs = performance.now() - started;
      if (!response.ok) throw new Error(`POST /voice/get-asr answered ${response.status}: ${body}`);
      if (i >= LATENCY_WARMUP_REQUESTS) latenciesMs.push(elapsedMs);
      transcript = (JSON.parse(body) as { text: string }).text;
    }
    return {
      requests: LATENCY_REQUESTS,
      latenciesMs,
      p50Ms: percentile(latenciesMs, 50),
      p95Ms: percentile(latenciesMs, 95),
      transcriptWer: wordErrorRate(wordErrors(normalise(clip.reference), normalise(transcript))),
      peakRssBytes: await server.peakRssBytes(),
      readyMs: server.readyMs,
    };
  } finally {
    await server.stop();
  }
}

interface SetReport {
  set: CorpusSet['name'];
  title: string;
  summary: SetSummary;
  /** Per voice, for sets read by several synthesiser voices. */
  voices?: Record<string, SetSummary>;
}

function reportSet(set: CorpusSet, results: readonly ClipResult[]): SetReport {
  const clips = results.filter((clip) => clip.set === set.name);
  const report: SetReport = { set: set.name, title: set.title, summary: summariseClips(clips, set.medical) };
  if (set.perVoice) {
    report.voices = Object.fromEntries([...byVoice(clips)].map(([voice, ofVoice]) => [voice, summariseClips(ofVoice, set.medical)]));
  }
  return report;
}

const rtfOf = (value: number) => value.toFixed(3);
const count = (value: number) => String(Math.round(value));

/** The figures of one set next to their targets (targets only where the issue sets one). */
function setChecks(set: CorpusSet, summary: SetSummary | undefined): Check[] {
  const label = set.name;
  const checks: Check[] = [
    { name: `${label}: WER, corrected`, value: summary?.corrected.wer, format: percent, target: set.name === 'espeak' ? { kind: 'max', limit: 0.12 } : undefined },
    { name: `${label}: WER, raw`, value: summary?.raw.wer, format: percent },
    { name: `${label}: WER, unbiased decoder`, value: summary?.unbiased?.wer, format: percent },
  ];
  if (set.medical) {
    checks.push(
      { name: `${label}: term recall, corrected`, value: summary?.corrected.termRecall ?? undefined, target: { kind: 'min', limit: 0.9 }, format: percent },
      { name: `${label}: term recall, raw`, value: summary?.raw.termRecall ?? undefined, format: percent },
      { name: `${label}: dose/number accuracy, corrected`, value: summary?.corrected.doseAccuracy ?? undefined, format: percent },
      { name: `${label}: dose/number accuracy, raw`, value: summary?.raw.doseAccuracy ?? undefined, format: percent },
      { name: `${label}: vitals accuracy, corrected`, value: summary?.corrected.vitalsAccuracy ?? undefined, target: set.name === 'vitals' ? { kind: 'min', limit: 0.9 } : undefined, format: percent },
      { name: `${label}: vitals accuracy, raw`, value: summary?.raw.vitalsAccuracy ?? undefined, format: percent },
    );
  }
  checks.push(
    { name: `${label}: invented medical terms, corrected`, value: summary?.corrected.inventedCount, target: { kind: 'max', limit: 0 }, format: count },
    { name: `${label}: invented medical terms, raw`, value: summary?.raw.inventedCount, format: count },
    { name: `${label}: invented medical terms, unbiased decoder`, value: summary?.unbiased?.inventedCount, format: count },
    ...(['model', 'bias', 'correction'] as const).map((source): Check => ({
      name: `${label}: never said, brought by the ${source}`,
      value: summary?.neverSaid?.[source],
      target: { kind: 'max', limit: 0 },
      format: count,
    })),
    { name: `${label}: real-time factor, corrected`, value: summary?.corrected.rtf, format: rtfOf },
  );
  return checks;
}

function overallChecks(results: readonly ClipResult[] | undefined, http: HttpResult | undefined): Check[] {
  const all = results ? summariseClips(results, true) : undefined;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const mebibytes = (bytes: number) => `${Math.round(bytes / MIB)} MiB`;
  return [
    { name: 'all sets: real-time factor, corrected', value: all?.corrected.rtf, target: { kind: 'max', limit: 0.1 }, format: rtfOf },
    { name: 'all sets: real-time factor, raw', value: all?.raw.rtf, format: rtfOf },
    { name: `p50 latency, ${LATENCY_CLIP_ID} over HTTP`, value: http?.p50Ms, target: { kind: 'max', limit: 3000 }, format: seconds },
    { name: `p95 latency, ${LATENCY_CLIP_ID} over HTTP`, value: http?.p95Ms, format: seconds },
    { name: `WER of ${LATENCY_CLIP_ID} over HTTP`, value: http?.transcriptWer, format: percent },
    { name: 'peak RSS of the server', value: http?.peakRssBytes, target: { kind: 'max', limit: 1024 * MIB }, format: mebibytes },
    { name: 'server start-up, spawn to ready', value: http?.readyMs, format: seconds },
  ];
}

/** One row per set (and per voice under it): corrected / raw / unbiased decoder. */
function printSetTable(reports: readonly SetReport[]): void {
  const three = (summary: SetSummary, figure: (pass: PassSummary) => number | null, format: (v: number) => string) =>
    [summary.corrected, summary.raw, summary.unbiased]
      .map((pass) => {
        const value = pass ? figure(pass) : null;
        return value === null ? '-' : format(value);
      })
      .join(' / ');
  const row = (name: string, summary: SetSummary) => [
    name,
    String(summary.clips),
    (summary.audioS / 60).toFixed(1),
    three(summary, (pass) => pass.wer, percent),
    three(summary, (pass) => pass.termRecall, percent),
    three(summary, (pass) => pass.doseAccuracy, percent),
    three(summary, (pass) => pass.vitalsAccuracy, percent),
    three(summary, (pass) => pass.inventedCount, count),
    summary.neverSaid ? `${summary.neverSaid.model} / ${summary.neverSaid.bias} / ${summary.neverSaid.correction}` : '-',
    rtfOf(summary.corrected.rtf),
  ];
  const rows = reports.flatMap((report) => [
    row(report.set, report.summary),
    ...Object.entries(report.voices ?? {}).map(([voice, summary]) => row(`  ${voice}`, summary)),
  ]);
  console.log('corrected / raw (bias, no correction) / unbiased decoder (no bias, no correction); RTF of the corrected pass');
  console.log('never said: brought by the model / the bias / the correction (NEVER_SAID_RULE)');
  printTable(['set', 'clips', 'min', 'WER', 'term recall', 'dose/number accuracy', 'vitals accuracy', 'invented terms', 'never said', 'RTF'], rows, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
}

function printInvented(reports: readonly SetReport[]): void {
  for (const which of ['corrected', 'raw', 'unbiased'] as const) {
    const rows = reports.flatMap((report) =>
      (report.summary[which]?.invented ?? []).map((term) => [`${report.set}/${term.clip}`, term.heard, `${term.term} (${term.kind})`]),
    );
    console.log(`\ninvented medical terms, ${which}: ${rows.length === 0 ? 'none' : ''}`);
    if (rows.length > 0) printTable(['clip', 'heard', 'lexicon entry'], rows, []);
  }
}

// Other work on the machine skews the timings: the load average before and after is recorded with them.
const loadAtStart = loadavg()[0];
const clipsBySet = await Promise.all(SETS.map(loadClips));
const clips = clipsBySet.flat();
const latencyClip = clips.find((clip) => clip.set === 'espeak' && clip.id === LATENCY_CLIP_ID);
if (!latencyClip && SETS.some((set) => set.name === 'espeak')) throw new Error(`the espeak-ng corpus has no clip "${LATENCY_CLIP_ID}"`);
// Drugs never said are counted over every name the engine can write: the lexicon's and the formulary's.
const { entries: lexicon } = await loadMedicalVocabulary();
const concepts = medicalConcepts(lexicon);

const engine = await attempt('in-process recognition', () => measureEngine(clips, concepts));
const unbiased = await attempt('in-process recognition without bias', () => measureUnbiased(clips, concepts));
if (engine.ok && unbiased.ok) {
  for (const [i, result] of engine.value.entries()) result.unbiased = unbiased.value[i];
}
const http = latencyClip
  ? await attempt('HTTP latency and memory', () => measureHttp(latencyClip))
  : { ok: false as const, error: 'not measured: the espeak set, which holds the latency clip, was not run' };
const reports = engine.ok ? SETS.map((set) => reportSet(set, engine.value)) : undefined;
const checks = [
  ...SETS.flatMap((set) => setChecks(set, reports?.find((report) => report.set === set.name)?.summary)),
  ...overallChecks(engine.ok ? engine.value : undefined, http.ok ? http.value : undefined),
];

if (engine.ok && reports) {
  for (const set of SETS) {
    console.log(`\n${set.name}: ${set.title}`);
    printClipTable(engine.value.filter((clip) => clip.set === set.name), set.medical);
  }
  console.log();
  printSetTable(reports);
  printInvented(reports);
  console.log();
}
const host = machine(loadAtStart);
const audioS = clips.reduce((sum, clip) => sum + clip.audioS, 0);
console.log(
  `${clips.length} clips, ${(audioS / 60).toFixed(1)} min of audio; ${host.cpus} CPUs, ` +
    `load average ${loadAtStart?.toFixed(2)} at start, ${host.loadAverage1m.end?.toFixed(2)} at end`,
);
printChecks(checks);

const report = {
  ...runHeader(host),
  language: LANGUAGE,
  beamSize: BEAM_SIZE,
  normalisation: NORMALISATION_RULE,
  werDefinition: 'corpus WER = (S + D + I) / N summed over all clips of the set (word-level Levenshtein alignment)',
  termRecallDefinition: 'share of manifest terms whose normalised words occur contiguously in the normalised hypothesis',
  inventedTermDefinition: INVENTED_TERM_RULE,
  doseDefinition: DOSE_RULE,
  vitalsDefinition: VITALS_RULE,
  neverSaidDefinition: NEVER_SAID_RULE,
  passDefinition:
    'corrected: the product path (bias trie in the beam search, then the correction step); raw: bias trie, no ' +
    'correction step (transcribe with correction: false); unbiased: a second engine with biasBonus 0 and no ' +
    'correction step, the plain decoder',
  rtfDefinition: 'sum of transcribe() wall time / sum of audio duration, after one untimed warm-up',
  latencyDefinition: `${LATENCY_REQUESTS} sequential POST /voice/get-asr of ${LATENCY_CLIP_ID} after ${LATENCY_WARMUP_REQUESTS} warm-up; nearest-rank percentiles`,
  lexicon: { entries: lexicon.length },
  corpora: SETS.map((set, i) => {
    const ofSet = clipsBySet[i] ?? [];
    return {
      set: set.name,
      title: set.title,
      clips: ofSet.length,
      audioS: ofSet.reduce((sum, clip) => sum + clip.audioS, 0),
      terms: ofSet.reduce((sum, clip) => sum + clip.terms.length, 0),
      voices: [...new Set(ofSet.map((clip) => clip.voice))],
    };
  }),
  checks: checks.map((check) => ({ name: check.name, value: check.value ?? null, target: check.target ?? null, pass: passes(check) ?? null })),
  sets: reports ?? { error: engine.ok ? 'no results' : engine.error },
  http: http.ok && latencyClip ? { ...http.value, clip: LATENCY_CLIP_ID, audioS: latencyClip.audioS } : { error: http.ok ? 'no latency clip' : http.error },
  clips: engine.ok ? engine.value : [],
};
await writeResults(RESULTS_FILE, report);
