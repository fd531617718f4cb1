/**
 * `npm run bench:stream`: live transcription over `GET /voice/v1/stream` of the built server, on this machine.
 * Streams dictations of the non-espeak corpus (bench/corpus/asr-voices) at real-time pace, as a microphone would,
 * and reports the time from the end of speech to its final segment (goal p95 ≤ 1 s), the time to the first partial,
 * the WER of the streamed finals next to the same clips sent whole to `POST /voice/get-asr`, and how many streams at
 * once stay real-time. Writes bench/results/stream.json.
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { decodeAudio } from '../packages/server/src/engines/speech/audio/decode-audio.js';
import { pcm16Bytes } from '../packages/server/src/engines/speech/audio/wav-encoder.js';
import { PAUSE_S } from '../packages/server/src/engines/speech/audio/endpointer.js';
import { loadManifest, VOICES_CORPUS_DIR, type ClipEntry } from './lib/corpus.js';
import { normalise, percentile, sumWordErrors, wordErrorRate, wordErrors } from './lib/asr-metrics.js';
import { machine, runHeader, writeResults } from './lib/run-info.js';
import { buildServer, startServer, type ScribeServer } from './lib/scribe-server.js';

const RESULTS_FILE = fileURLToPath(new URL('results/stream.json', import.meta.url));
const LANGUAGE = 'en-IN';
/** The first clips of each voice: about a minute of speech per pass. */
const CLIPS_PER_VOICE = 3;
const FRAME_MS = 100;
const FRAME_BYTES = (16_000 * 2 * FRAME_MS) / 1000;
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

/** 16-bit little-endian PCM at 16 kHz. */
async function pcmOf(file: string): Promise<Buffer> {
  return Buffer.from(pcm16Bytes(await decodeAudio(await readFile(file))));
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
  const silence = Buffer.alloc(TRAILING_SILENCE_S * 16_000 * 2);
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

async function transcribeWhole(server: ScribeServer, clip: ClipEntry): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([await readFile(join(VOICES_CORPUS_DIR, clip.file))], { type: 'audio/wav' }), clip.file);
  const response = await fetch(`${server.baseUrl}/voice/get-asr?language=${LANGUAGE}`, { method: 'POST', headers: { authorization: server.authorization }, body: form });
  if (!response.ok) throw new Error(`POST /voice/get-asr answered ${response.status}`);
  return ((await response.json()) as { text: string }).text;
}

const loadAtStart = loadavg()[0];
const manifest = await loadManifest(VOICES_CORPUS_DIR);
const voices = [...new Set(manifest.map((clip) => clip.voice))];
const clips = voices.flatMap((voice) => manifest.filter((clip) => clip.voice === voice).slice(0, CLIPS_PER_VOICE));

await buildServer();
// One client opens every stream: its share of them (SCRIBE_STREAM_MAX_PER_CLIENT, by default half) must be the whole.
const server = await startServer({ SCRIBE_STREAM_MAX_CONCURRENT: String(MAX_CONCURRENT), SCRIBE_STREAM_MAX_PER_CLIENT: String(MAX_CONCURRENT) });
try {
  // One untimed stream loads the model's caches.
  await stream(server, await pcmOf(join(VOICES_CORPUS_DIR, clips[0]!.file)));

  const perClip = [];
  for (const clip of clips) {
    const streamed = await stream(server, await pcmOf(join(VOICES_CORPUS_DIR, clip.file)));
    const whole = await transcribeWhole(server, clip);
    perClip.push({
      id: clip.id,
      voice: clip.voice,
      ...streamed,
      whole,
      streamedErrors: wordErrors(normalise(clip.reference), normalise(streamed.transcript)),
      wholeErrors: wordErrors(normalise(clip.reference), normalise(whole)),
    });
    console.log(`${clip.id.padEnd(10)} final +${streamed.finalLatencyS.toFixed(2)} s  ${streamed.transcript}`);
  }

  // N streams of one clip at once, each at real-time pace.
  const concurrency = [];
  const probe = await pcmOf(join(VOICES_CORPUS_DIR, clips[0]!.file));
  for (let streams = 1; streams <= MAX_CONCURRENT; streams++) {
    const results = await Promise.all(Array.from({ length: streams }, () => stream(server, probe)));
    const worstS = Math.max(...results.map((result) => result.finalLatencyS));
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
    realTimeStreams: concurrency.filter((level) => level.realTime).at(-1)?.streams ?? 0,
  };
  console.log(`\nend of speech → final: p50 ${summary.finalLatencyS.p50.toFixed(2)} s, p95 ${summary.finalLatencyS.p95.toFixed(2)} s (goal ≤ 1 s; the endpointer alone waits ${PAUSE_S} s of pause)`);
  console.log(`first partial after: p50 ${summary.firstPartialS.p50.toFixed(2)} s, p95 ${summary.firstPartialS.p95.toFixed(2)} s`);
  console.log(`WER streamed ${(100 * summary.werStreamed).toFixed(1)}%, whole ${(100 * summary.werWhole).toFixed(1)}%`);
  console.log(`streams at once that stay real-time (final ≤ ${REAL_TIME_LATENCY_S} s after speech): ${summary.realTimeStreams} of ${MAX_CONCURRENT} tried`);

  const host = machine(loadAtStart);
  await writeResults(RESULTS_FILE, {
    ...runHeader(host),
    corpus: 'bench/corpus/asr-voices',
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
