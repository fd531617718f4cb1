/**
 * `npm run bench:asr`: accuracy, speed and memory of English recognition on the committed corpus.
 * Prints a per-clip table and the figures next to their targets, and writes bench/results/asr.json.
 * It measures and never gates: a missed target does not change the exit code.
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../packages/server/src/config/config.js';
import { createLocalSpeechEngine } from '../packages/server/src/engines/speech/speech-engine.js';
import { missedTerms, NORMALISATION_RULE, normalise, percentile, sumWordErrors, wordErrorRate, wordErrors } from './lib/asr-metrics.js';
import { passes, percent, printChecks, printClipTable, type Check, type ClipResult, type PassResult } from './lib/asr-report.js';
import { machine, runHeader, writeResults } from './lib/run-info.js';
import { CORPUS_DIR, LATENCY_CLIP_ID, loadManifest, wavFormat, type ClipEntry } from './lib/corpus.js';
import { buildServer, startServer } from './lib/scribe-server.js';
import { attempt } from './lib/attempt.js';

const LANGUAGE = 'en-IN';
/** The server's own setting (SCRIBE_ASR_BEAM_SIZE), so the in-process and HTTP figures describe the same engine. */
const BEAM_SIZE = loadConfig().asr.beamSize;
const LATENCY_WARMUP_REQUESTS = 1;
const LATENCY_REQUESTS = 10;
const RESULTS_FILE = fileURLToPath(new URL('results/asr.json', import.meta.url));
const MIB = 1024 * 1024;

interface Clip extends ClipEntry {
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
}


async function loadClips(): Promise<Clip[]> {
  const entries = await loadManifest();
  return Promise.all(
    entries.map(async (entry) => {
      const bytes = new Uint8Array(await readFile(join(CORPUS_DIR, entry.file)));
      return { ...entry, bytes, audioS: wavFormat(bytes).durationS };
    }),
  );
}

/** Every clip through the in-process engine, once without and once with the correction step. */
async function measureEngine(clips: readonly Clip[]): Promise<ClipResult[]> {
  const engine = await createLocalSpeechEngine({ beamSize: BEAM_SIZE });
  try {
    const recognise = async (clip: Clip, correction: boolean): Promise<PassResult> => {
      const started = performance.now();
      const { text } = await engine.transcribe(clip.bytes, { language: LANGUAGE, correction });
      const seconds = (performance.now() - started) / 1000;
      return {
        hypothesis: text,
        seconds,
        errors: wordErrors(normalise(clip.reference), normalise(text)),
        missedTerms: missedTerms(clip.terms, text),
      };
    };
    // Untimed warm-up, so that one-off initialisation is not charged to the first clip.
    const first = clips[0];
    if (first) await recognise(first, true);

    const results: ClipResult[] = [];
    for (const clip of clips) {
      process.stderr.write(`\rrecognising ${clip.id} (${results.length + 1}/${clips.length})   `);
      const raw = await recognise(clip, false);
      const corrected = await recognise(clip, true);
      results.push({ id: clip.id, voice: clip.voice, speed: clip.speed, audioS: clip.audioS, terms: clip.terms.length, raw, corrected });
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
    };
  } finally {
    await server.stop();
  }
}

function summarise(clips: readonly ClipResult[]) {
  const audioS = clips.reduce((sum, clip) => sum + clip.audioS, 0);
  const terms = clips.reduce((sum, clip) => sum + clip.terms, 0);
  const pass = (which: 'raw' | 'corrected') => {
    const missed = clips.reduce((sum, clip) => sum + clip[which].missedTerms.length, 0);
    const seconds = clips.reduce((sum, clip) => sum + clip[which].seconds, 0);
    const errors = sumWordErrors(clips.map((clip) => clip[which].errors));
    return { wer: wordErrorRate(errors), errors, termRecall: terms === 0 ? 1 : (terms - missed) / terms, rtf: seconds / audioS };
  };
  return { audioS, terms, raw: pass('raw'), corrected: pass('corrected') };
}

function checksOf(summary: ReturnType<typeof summarise> | undefined, http: HttpResult | undefined): Check[] {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const mebibytes = (bytes: number) => `${Math.round(bytes / MIB)} MiB`;
  return [
    { name: 'WER, corrected', value: summary?.corrected.wer, target: { kind: 'max', limit: 0.12 }, format: percent },
    { name: 'WER, raw', value: summary?.raw.wer, format: percent },
    { name: 'term recall, corrected', value: summary?.corrected.termRecall, target: { kind: 'min', limit: 0.9 }, format: percent },
    { name: 'term recall, raw', value: summary?.raw.termRecall, format: percent },
    { name: 'real-time factor, corrected', value: summary?.corrected.rtf, target: { kind: 'max', limit: 0.1 }, format: (v) => v.toFixed(3) },
    { name: 'real-time factor, raw', value: summary?.raw.rtf, format: (v) => v.toFixed(3) },
    { name: `p50 latency, ${LATENCY_CLIP_ID} over HTTP`, value: http?.p50Ms, target: { kind: 'max', limit: 3000 }, format: seconds },
    { name: `p95 latency, ${LATENCY_CLIP_ID} over HTTP`, value: http?.p95Ms, format: seconds },
    { name: `WER of ${LATENCY_CLIP_ID} over HTTP`, value: http?.transcriptWer, format: percent },
    { name: 'peak RSS of the server', value: http?.peakRssBytes, target: { kind: 'max', limit: 1024 * MIB }, format: mebibytes },
  ];
}

// Other work on the machine skews the timings: the load average before and after is recorded with them.
const loadAtStart = loadavg()[0];
const clips = await loadClips();
const latencyClip = clips.find((clip) => clip.id === LATENCY_CLIP_ID);
if (!latencyClip) throw new Error(`the corpus has no clip "${LATENCY_CLIP_ID}"`);

const engine = await attempt('in-process recognition', () => measureEngine(clips));
const http = await attempt('HTTP latency and memory', () => measureHttp(latencyClip));
const summary = engine.ok ? summarise(engine.value) : undefined;
const checks = checksOf(summary, http.ok ? http.value : undefined);

if (engine.ok) {
  printClipTable(engine.value);
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
  werDefinition: 'corpus WER = (S + D + I) / N summed over all clips (word-level Levenshtein alignment)',
  termRecallDefinition: 'share of manifest terms whose normalised words occur contiguously in the normalised hypothesis',
  rtfDefinition: 'sum of transcribe() wall time / sum of audio duration, after one untimed warm-up',
  latencyDefinition: `${LATENCY_REQUESTS} sequential POST /voice/get-asr of ${LATENCY_CLIP_ID} after ${LATENCY_WARMUP_REQUESTS} warm-up; nearest-rank percentiles`,
  corpus: { clips: clips.length, audioS, terms: clips.reduce((sum, clip) => sum + clip.terms.length, 0) },
  checks: checks.map((check) => ({ name: check.name, value: check.value ?? null, target: check.target ?? null, pass: passes(check) ?? null })),
  summary: engine.ok ? summary : { error: engine.error },
  http: http.ok ? { ...http.value, clip: LATENCY_CLIP_ID, audioS: latencyClip.audioS } : { error: http.error },
  clips: engine.ok ? engine.value : [],
};
await writeResults(RESULTS_FILE, report);
