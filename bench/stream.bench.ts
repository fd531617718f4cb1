/**
 * `npm run bench:stream`: live transcription over `GET /voice/v1/stream` of the built server, on this machine.
 * Streams dictations of the non-espeak corpus (bench/corpus/asr-voices) at real-time pace, as a microphone would:
 * the first sentences of each voice one by one, and per voice the next LONG_SENTENCES run together (0.15 s apart, no
 * pause that ends a segment: 15–20 s of speech). Reports the time from the end of speech to its final segment (goal
 * p95 ≤ 1 s) and where it went (the server's `scribe_stream_final_stage_seconds`), the time to the first partial,
 * the WER of the streamed finals next to the same audio sent whole to `POST /voice/get-asr`, and how many streams at
 * once stay real-time, and the server's peak RSS. Writes bench/results/stream.json; with `-- --workers N` (N > 1) the
 * server recognises with N speech workers (SCRIBE_ASR_WORKERS) and the results go to bench/results/stream-N-workers.json.
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { loadConfig } from '../packages/server/src/config/config.js';
import { decodeAudio } from '../packages/server/src/engines/speech/audio/decode-audio.js';
import { encodeWav, pcm16Bytes } from '../packages/server/src/engines/speech/audio/wav-encoder.js';
import { Endpointer, PAUSE_S } from '../packages/server/src/engines/speech/audio/endpointer.js';
import { VAD_FRAME_SAMPLES } from '../packages/server/src/engines/speech/audio/voice-activity.js';
import { SAMPLE_RATE } from '../packages/server/src/engines/speech/speech-types.js';
import { findSample, samples } from '../packages/server/test/helpers/prometheus-samples.js';
import { loadManifest, VOICES_CORPUS_DIR, type ClipEntry } from './lib/corpus.js';
import { normalise, percentile, sumWordErrors, wordErrorRate, wordErrors } from './lib/asr-metrics.js';
import { machine, runHeader, writeResults } from './lib/run-info.js';
import { buildServer, startServer, type ScribeServer } from './lib/scribe-server.js';

const { values } = parseArgs({ options: { workers: { type: 'string', default: '1' } } });
const WORKERS = Number(values.workers);
if (!Number.isInteger(WORKERS) || WORKERS < 1) throw new Error(`--workers must be a positive integer, not "${values.workers}"`);
const RESULTS_FILE = fileURLToPath(new URL(WORKERS === 1 ? 'results/stream.json' : `results/stream-${WORKERS}-workers.json`, import.meta.url));
const LANGUAGE = 'en-IN';
/** The first clips of each voice: about a minute of speech per pass. */
const CLIPS_PER_VOICE = 3;
/** Sentences of a voice run together into one long dictation, and the silence between them (under every pause the endpointer hears). */
const LONG_SENTENCES = 3;
const LONG_GAP_S = 0.15;
/** The server's metrics, read for the stages of the finals' latency. */
const METRICS_TOKEN = 'bench-stream-metrics';
const STAGE_METRIC = 'scribe_stream_final_stage_seconds';
const FRAME_MS = 100;
const FRAME_BYTES = (SAMPLE_RATE * 2 * FRAME_MS) / 1000;
/** Silence streamed after the speech, for the pause that ends its segment. */
const TRAILING_SILENCE_S = 2;
/** A stream stays real-time when the final of its last words arrives within this of the end of speech. */
const REAL_TIME_LATENCY_S = 3;
const MAX_CONCURRENT = 4;

interface Streamed {
  transcript: string;
  /** Seconds from the first frame sent to the first partial, when there was one. */
  firstPartialS: number | undefined;
  /** Seconds from the last frame of speech sent to the last final received. */
  finalLatencyS: number;
}

/** What is streamed: one clip, or sentences run together. */
interface StreamedClip {
  id: string;
  voice: string;
  reference: string;
  /** 16 kHz mono. */
  pcm: Float32Array;
}

async function clipOf(entry: ClipEntry): Promise<StreamedClip> {
  return { id: entry.id, voice: entry.voice, reference: entry.reference, pcm: await decodeAudio(await readFile(join(VOICES_CORPUS_DIR, entry.file))) };
}

/** The clips' speech (from its first speech frame to the end of its last, as the endpointer hears them) run together LONG_GAP_S apart. */
function runTogether(clips: readonly StreamedClip[]): StreamedClip {
  const gap = new Float32Array(Math.round(LONG_GAP_S * SAMPLE_RATE));
  const parts = clips.flatMap((clip, i) => {
    // Fed a frame at a time, the endpointer tells where the first speech frame is (its `start` comes with a pre-roll).
    const endpointer = new Endpointer();
    let from: number | undefined;
    let to = clip.pcm.length;
    for (let at = 0; at < clip.pcm.length; at += VAD_FRAME_SAMPLES) {
      for (const event of endpointer.push(clip.pcm.subarray(at, at + VAD_FRAME_SAMPLES))) {
        if (event.type === 'start') from ??= at;
        if (event.type === 'end') to = event.speechEnd;
      }
    }
    for (const event of endpointer.flush()) if (event.type === 'end') to = event.speechEnd;
    return i === 0 ? [clip.pcm.subarray(0, to)] : [gap, clip.pcm.subarray(Math.min(from ?? 0, to), to)];
  });
  const pcm = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (pcm.set(part, at), at + part.length), 0);
  return { id: `long-${clips[0]!.voice}`, voice: clips[0]!.voice, reference: clips.map((clip) => clip.reference).join(' '), pcm };
}

/** 16-bit little-endian PCM. */
const pcmBytes = (clip: StreamedClip): Buffer => Buffer.from(pcm16Bytes(clip.pcm));

/** The server's sums and counts of each stage of its finals' latency (seconds). */
async function finalStages(server: ScribeServer): Promise<Map<string, { sum: number; count: number }>> {
  const response = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
  const all = samples(await response.text());
  const stageSamples = all.filter((sample) => sample.name === `${STAGE_METRIC}_count`);
  return new Map(
    stageSamples.map(({ labels, value }) => [labels.stage!, { sum: findSample(all, `${STAGE_METRIC}_sum`, labels)?.value ?? 0, count: value }]),
  );
}

const waitUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/** Streams `pcm` at real-time pace (then silence), and times what comes back. */
async function stream(server: ScribeServer, pcm: Buffer): Promise<Streamed> {
  const url = `${server.baseUrl.replace(/^http/, 'ws')}/voice/v1/stream?language=${LANGUAGE}&sample_rate=16000`;
  const socket = new WebSocket(url, { headers: { authorization: server.authorization } });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const started = performance.now();
  let firstPartial: number | undefined;
  let lastFinal = started;
  const closed = new Promise<string>((resolve, reject) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; transcript?: string; message?: string };
      if (message.type === 'partial') firstPartial ??= performance.now();
      if (message.type === 'final') lastFinal = performance.now();
      if (message.type === 'closed') resolve(message.transcript ?? '');
      if (message.type === 'error') reject(new Error(`stream error: ${message.message}`));
    });
    socket.once('close', (code) => reject(new Error(`closed with ${code} before the transcript`)));
  });
  const silence = Buffer.alloc(TRAILING_SILENCE_S * SAMPLE_RATE * 2);
  const audio = Buffer.concat([pcm, silence]);
  let speechEnded = started;
  for (let at = 0, frame = 0; at < audio.length; at += FRAME_BYTES, frame++) {
    await waitUntil(started + frame * FRAME_MS);
    socket.send(audio.subarray(at, at + FRAME_BYTES));
    if (at + FRAME_BYTES >= pcm.length && speechEnded === started) speechEnded = performance.now();
  }
  socket.send(JSON.stringify({ type: 'close' }));
  const transcript = await closed;
  return {
    transcript,
    firstPartialS: firstPartial === undefined ? undefined : (firstPartial - started) / 1000,
    finalLatencyS: (lastFinal - speechEnded) / 1000,
  };
}

async function transcribeWhole(server: ScribeServer, clip: StreamedClip): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([encodeWav(clip.pcm)], { type: 'audio/wav' }), `${clip.id}.wav`);
  const response = await fetch(`${server.baseUrl}/voice/get-asr?language=${LANGUAGE}`, { method: 'POST', headers: { authorization: server.authorization }, body: form });
  if (!response.ok) throw new Error(`POST /voice/get-asr answered ${response.status}`);
  return ((await response.json()) as { text: string }).text;
}

const loadAtStart = loadavg()[0];
const manifest = await loadManifest(VOICES_CORPUS_DIR);
const voices = [...new Set(manifest.map((clip) => clip.voice))];
const ofVoice = (voice: string) => manifest.filter((clip) => clip.voice === voice);
const clips = [
  ...(await Promise.all(voices.flatMap((voice) => ofVoice(voice).slice(0, CLIPS_PER_VOICE)).map(clipOf))),
  ...(await Promise.all(voices.map(async (voice) => runTogether(await Promise.all(ofVoice(voice).slice(CLIPS_PER_VOICE, CLIPS_PER_VOICE + LONG_SENTENCES).map(clipOf)))))),
];

await buildServer();
// One client opens every stream: its share of them (SCRIBE_STREAM_MAX_PER_CLIENT, by default half) must be the whole.
const server = await startServer({
  SCRIBE_STREAM_MAX_CONCURRENT: String(MAX_CONCURRENT),
  SCRIBE_STREAM_MAX_PER_CLIENT: String(MAX_CONCURRENT),
  SCRIBE_METRICS_TOKEN: METRICS_TOKEN,
  SCRIBE_ASR_WORKERS: String(WORKERS),
});
try {
  // One untimed stream loads the model's caches.
  await stream(server, pcmBytes(clips[0]!));

  const stagesBefore = await finalStages(server);
  const perClip = [];
  for (const clip of clips) {
    const streamed = await stream(server, pcmBytes(clip));
    const whole = await transcribeWhole(server, clip);
    perClip.push({
      id: clip.id,
      voice: clip.voice,
      durationS: clip.pcm.length / SAMPLE_RATE,
      ...streamed,
      whole,
      streamedErrors: wordErrors(normalise(clip.reference), normalise(streamed.transcript)),
      wholeErrors: wordErrors(normalise(clip.reference), normalise(whole)),
    });
    console.log(`${clip.id.padEnd(22)} final +${streamed.finalLatencyS.toFixed(2)} s  ${streamed.transcript}`);
  }
  const stagesAfter = await finalStages(server);
  const stageMeans = Object.fromEntries(
    [...stagesAfter].map(([stage, after]) => {
      const before = stagesBefore.get(stage) ?? { sum: 0, count: 0 };
      return [stage, (after.sum - before.sum) / Math.max(1, after.count - before.count)];
    }),
  );

  // N streams of one clip at once, each at real-time pace; a stream refused or failed ends the climb.
  const concurrency = [];
  const probe = pcmBytes(clips[0]!);
  for (let streams = 1; streams <= MAX_CONCURRENT; streams++) {
    const results = await Promise.allSettled(Array.from({ length: streams }, () => stream(server, probe)));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) {
      concurrency.push({ streams, failed: String(failed.reason) });
      console.log(`${streams} at once: ${String(failed.reason)}`);
      break;
    }
    const worstS = Math.max(...results.map((result) => (result.status === 'fulfilled' ? result.value.finalLatencyS : Infinity)));
    concurrency.push({ streams, worstFinalLatencyS: worstS, realTime: worstS <= REAL_TIME_LATENCY_S });
    console.log(`${streams} at once: worst final +${worstS.toFixed(2)} s`);
  }

  const latencies = perClip.map((clip) => clip.finalLatencyS);
  const firstPartials = perClip.flatMap((clip) => (clip.firstPartialS === undefined ? [] : [clip.firstPartialS]));
  const summary = {
    clips: perClip.length,
    finalLatencyS: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), goalP95: 1 },
    firstPartialS: { p50: percentile(firstPartials, 50), p95: percentile(firstPartials, 95) },
    werStreamed: wordErrorRate(sumWordErrors(perClip.map((clip) => clip.streamedErrors))),
    werWhole: wordErrorRate(sumWordErrors(perClip.map((clip) => clip.wholeErrors))),
    realTimeStreams: concurrency.filter((level) => 'realTime' in level && level.realTime).at(-1)?.streams ?? 0,
    /** Mean seconds per final of each stage (`LiveTranscription`'s FinalTimings), over every final of the clips above. */
    finalStageMeansS: stageMeans,
    speechWorkers: WORKERS,
    /** Each worker's intra-op threads, as the server's configuration gives them on this machine. */
    speechThreads: loadConfig({ ...process.env, SCRIBE_ASR_WORKERS: String(WORKERS) }).asr.threads,
    serverPeakRssMiB: (await server.peakRssBytes()) / 2 ** 20,
  };
  console.log(`\nend of speech → final: p50 ${summary.finalLatencyS.p50.toFixed(2)} s, p95 ${summary.finalLatencyS.p95.toFixed(2)} s (goal ≤ 1 s; the endpointer alone waits ${PAUSE_S} s of pause)`);
  console.log(`where a final's time goes (mean s): ${Object.entries(stageMeans).map(([stage, mean]) => `${stage} ${mean.toFixed(3)}`).join(', ')}`);
  console.log(`first partial after: p50 ${summary.firstPartialS.p50.toFixed(2)} s, p95 ${summary.firstPartialS.p95.toFixed(2)} s`);
  console.log(`WER streamed ${(100 * summary.werStreamed).toFixed(1)}%, whole ${(100 * summary.werWhole).toFixed(1)}%`);
  console.log(`streams at once that stay real-time (final ≤ ${REAL_TIME_LATENCY_S} s after speech): ${summary.realTimeStreams} of ${MAX_CONCURRENT} tried`);
  console.log(`speech workers ${WORKERS} of ${summary.speechThreads} threads; server peak RSS ${Math.round(summary.serverPeakRssMiB)} MiB`);

  const host = machine(loadAtStart);
  await writeResults(RESULTS_FILE, {
    ...runHeader(host),
    corpus: `bench/corpus/asr-voices: the first ${CLIPS_PER_VOICE} clips of each voice, and per voice the next ${LONG_SENTENCES} run together ${LONG_GAP_S} s apart (long-<voice>)`,
    pacing: `${FRAME_MS} ms frames of 16 kHz 16-bit PCM at real-time pace, then ${TRAILING_SILENCE_S} s of silence and {"type":"close"}`,
    latencyDefinition: 'final latency: from sending the last frame of speech to receiving the last final segment; first partial: from the first frame sent',
    realTimeDefinition: `N streams of one clip at once stay real-time when every stream's last final arrives within ${REAL_TIME_LATENCY_S} s of the end of its speech`,
    summary,
    concurrency,
    clips: perClip,
  });
} finally {
  await server.stop();
}
