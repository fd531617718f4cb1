/**
 * Two-speaker diarization bench: `npm run bench:diarization`.
 *
 * For each synthetic doctor–patient conversation of bench/corpus/diarization (two different TTS voices), the
 * diarizer is run on (a) the manifest's turn times (oracle segmentation) and (b) the chunks the engine's own
 * voice-activity detector and chunker find (Silero VAD, falling back to the energy detector). It reports the
 * diarization error rate with no collar and with a 0.25 s collar, roles from content, the one-speaker decision
 * on one-voice recordings (the ASR corpus dictations, and each conversation's doctor turns alone), and the time the
 * diarizer takes. It writes bench/results/diarization.json and never fails on a figure.
 */

import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { decodeAudio } from '../packages/server/src/engines/speech/audio/decode-audio.js';
import { SpeechChunker } from '../packages/server/src/engines/speech/audio/speech-chunker.js';
import { DEFAULT_DIARIZATION_OPTIONS, diarize, type Diarization, type SpeechSpan } from '../packages/server/src/engines/speech/diarization/diarize.js';
import { FftPlan } from '../packages/server/src/engines/speech/diarization/mfcc.js';
import { assignRoles, type Role } from '../packages/server/src/engines/speech/diarization/roles.js';
import { SAMPLE_RATE } from '../packages/server/src/engines/speech/speech-types.js';
import { diarizationErrorRate, type LabelledSpan } from './lib/diarization-error-rate.js';
import { machine, runHeader, writeResults } from './lib/run-info.js';

const CORPUS = new URL('corpus/diarization/', import.meta.url);
const ASR_CORPUS = new URL('corpus/asr/', import.meta.url);
const RESULTS_FILE = fileURLToPath(new URL('results/diarization.json', import.meta.url));
const COLLAR_S = 0.25;

interface Turn {
  speaker: string;
  role: Role;
  start: number;
  end: number;
  text: string;
}

interface Conversation {
  id: string;
  file: string;
  topic: string;
  voices: { doctor: string; patient: string };
  durationS: number;
  turns: Turn[];
}

interface Timed<T> {
  value: T;
  ms: number;
}

function timed<T>(run: () => T): Timed<T> {
  const started = performance.now();
  const value = run();
  return { value, ms: performance.now() - started };
}

/** Each file decoded once, however many passes read it (none changes the samples). */
const decoded = new Map<string, Promise<Float32Array>>();
function load(url: URL): Promise<Float32Array> {
  if (!decoded.has(url.href)) decoded.set(url.href, readFile(url).then((bytes) => decodeAudio(new Uint8Array(bytes))));
  return decoded.get(url.href)!;
}

function hypothesisSpans(result: Diarization): LabelledSpan<number>[] {
  return result.turns.map((turn) => ({ start: turn.start, end: turn.end, speaker: turn.speaker }));
}

/** Share of the reference speech (by time) whose role, as assigned to the hypothesis turn covering it, is right. */
function roleTimeAccuracy(reference: readonly Turn[], hypothesis: readonly { start: number; end: number; role: Role }[]): number {
  const step = 0.01;
  let total = 0;
  let right = 0;
  for (const turn of reference) {
    for (let t = turn.start + step / 2; t < turn.end; t += step) {
      total++;
      const covering = hypothesis.find((h) => h.start <= t && t < h.end);
      if (covering?.role === turn.role) right++;
    }
  }
  return total === 0 ? 0 : right / total;
}

/** The reference texts a hypothesis turn would have been given by the recogniser: those whose middle lies inside it. */
function textsInside(reference: readonly Turn[], start: number, end: number): string {
  return reference
    .filter((turn) => {
      const middle = (turn.start + turn.end) / 2;
      return middle >= start && middle < end;
    })
    .map((turn) => turn.text)
    .join(' ');
}

function toSpans(ranges: readonly { start: number; end: number }[]): SpeechSpan[] {
  return ranges.map((range) => ({ start: range.start / SAMPLE_RATE, end: range.end / SAMPLE_RATE }));
}

/** Deterministic standard normal numbers. */
function gaussianNoise(seed: number): () => number {
  let state = seed >>> 0 || 1;
  const uniform = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state + 0.5) / 2 ** 32;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

/**
 * A crude small consulting room: the audio convolved with a synthetic impulse response (direct sound, then
 * exponentially decaying noise reaching -60 dB at `rt60S`), plus white noise `snrDb` below the speech.
 */
function room(pcm: Float32Array, rt60S: number, snrDb: number, seed: number): Float32Array {
  const next = gaussianNoise(seed);
  const taps = Math.round(rt60S * SAMPLE_RATE);
  const response = new Float64Array(taps);
  response[0] = 1;
  // Reflections start after 2 ms; the reverberant tail carries about as much energy as the direct sound.
  for (let i = 32; i < taps; i++) response[i] = 0.12 * next() * Math.exp((-6.9 * i) / taps);
  const size = 32_768;
  const block = size - taps + 1;
  const plan = new FftPlan(size);
  const hr = new Float64Array(size);
  const hi = new Float64Array(size);
  hr.set(response);
  plan.transform(hr, hi);
  const out = new Float64Array(pcm.length + taps);
  const xr = new Float64Array(size);
  const xi = new Float64Array(size);
  for (let start = 0; start < pcm.length; start += block) {
    xr.fill(0);
    xi.fill(0);
    xr.set(pcm.subarray(start, Math.min(pcm.length, start + block)));
    plan.transform(xr, xi);
    // Multiply, then inverse by conjugating around a forward transform.
    for (let k = 0; k < size; k++) {
      const r = xr[k]! * hr[k]! - xi[k]! * hi[k]!;
      const i = xr[k]! * hi[k]! + xi[k]! * hr[k]!;
      xr[k] = r;
      xi[k] = -i;
    }
    plan.transform(xr, xi);
    for (let n = 0; n < size && start + n < out.length; n++) out[start + n] = out[start + n]! + xr[n]! / size;
  }
  let power = 0;
  let count = 0;
  for (let i = 0; i < pcm.length; i++) {
    if (Math.abs(out[i]!) > 1e-3) {
      power += out[i]! ** 2;
      count++;
    }
  }
  const noiseSd = Math.sqrt((power / Math.max(1, count)) * 10 ** (-snrDb / 10));
  const result = new Float32Array(pcm.length);
  let peak = 0;
  for (let i = 0; i < pcm.length; i++) {
    result[i] = out[i]! + noiseSd * next();
    peak = Math.max(peak, Math.abs(result[i]!));
  }
  return peak > 0.99 ? result.map((x) => (0.99 * x) / peak) : result;
}

const ROOM = { rt60S: 0.5, snrDb: 15 };

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

async function main(): Promise<void> {
  const loadAtStart = loadavg()[0];
  const manifest = JSON.parse(await readFile(new URL('manifest.json', CORPUS), 'utf8')) as Conversation[];
  const chunker = await SpeechChunker.load();
  console.log(`voice activity: ${chunker.detectorName}\n`);

  let audioSeconds = 0;
  let oracleMs = 0;
  let vadMs = 0;
  const totals = {
    oracle: { speech: 0, missed: 0, falseAlarm: 0, confusion: 0 },
    oracleCollar: { speech: 0, missed: 0, falseAlarm: 0, confusion: 0 },
    vad: { speech: 0, missed: 0, falseAlarm: 0, confusion: 0 },
    vadCollar: { speech: 0, missed: 0, falseAlarm: 0, confusion: 0 },
    oracleTwo: { speech: 0, missed: 0, falseAlarm: 0, confusion: 0 },
    vadTwo: { speech: 0, missed: 0, falseAlarm: 0, confusion: 0 },
    roomOracle: { speech: 0, missed: 0, falseAlarm: 0, confusion: 0 },
    roomVad: { speech: 0, missed: 0, falseAlarm: 0, confusion: 0 },
    roomOracleTwo: { speech: 0, missed: 0, falseAlarm: 0, confusion: 0 },
    roomVadTwo: { speech: 0, missed: 0, falseAlarm: 0, confusion: 0 },
  };
  let rolesRight = 0;
  let rolesTotal = 0;
  let roleTimeWeighted = 0;
  let vadRoleTimeWeighted = 0;
  let speechTotal = 0;
  const conversations = [];

  for (const conversation of manifest) {
    const pcm = await load(new URL(conversation.file, CORPUS));
    audioSeconds += pcm.length / SAMPLE_RATE;
    const reference: LabelledSpan<string>[] = conversation.turns.map((turn) => ({ start: turn.start, end: turn.end, speaker: turn.role }));
    const speech = conversation.turns.reduce((sum, turn) => sum + turn.end - turn.start, 0);
    speechTotal += speech;

    // (a) Oracle segmentation: the manifest's turns.
    const oracle = timed(() => diarize(pcm, conversation.turns));
    oracleMs += oracle.ms;
    const oracleDer = diarizationErrorRate(reference, hypothesisSpans(oracle.value));
    const oracleDerCollar = diarizationErrorRate(reference, hypothesisSpans(oracle.value), COLLAR_S);
    const roles = assignRoles(
      conversation.turns.map((turn, index) => ({ speaker: oracle.value.segments[index]!.speaker, text: turn.text })),
      oracle.value.speakerCount,
    );
    const right = roles.roles.filter((role, index) => role === conversation.turns[index]!.role).length;
    rolesRight += right;
    rolesTotal += roles.roles.length;
    const oracleRoleTime = roleTimeAccuracy(
      conversation.turns,
      oracle.value.turns.map((turn) => ({ start: turn.start, end: turn.end, role: turn.speaker === roles.doctorSpeaker ? 'doctor' : 'patient' })),
    );
    roleTimeWeighted += oracleRoleTime * speech;
    // Roles from content alone, with the true speakers: what roles.ts does when diarization is right.
    const trueSpeakerRoles = assignRoles(conversation.turns.map((turn) => ({ speaker: turn.role === conversation.turns[0]!.role ? 0 : 1, text: turn.text })));
    const trueRolesRight = trueSpeakerRoles.roles.filter((role, index) => role === conversation.turns[index]!.role).length;

    // (b) The engine's own voice-activity chunks.
    const chunks = toSpans(await chunker.chunk(pcm));
    const vad = timed(() => diarize(pcm, chunks));
    vadMs += vad.ms;
    const vadDer = diarizationErrorRate(reference, hypothesisSpans(vad.value));
    const vadDerCollar = diarizationErrorRate(reference, hypothesisSpans(vad.value), COLLAR_S);
    const vadTurns = vad.value.turns.map((turn) => ({ ...turn, text: textsInside(conversation.turns, turn.start, turn.end) }));
    const vadRoles = assignRoles(vadTurns, vad.value.speakerCount);
    const vadRoleTime = roleTimeAccuracy(
      conversation.turns,
      vadTurns.map((turn, index) => ({ start: turn.start, end: turn.end, role: vadRoles.roles[index]! })),
    );
    vadRoleTimeWeighted += vadRoleTime * speech;

    // Consultation mode told there are two speakers: the one-speaker rule off.
    const oracleTwo = diarizationErrorRate(reference, hypothesisSpans(diarize(pcm, conversation.turns, { allowOneSpeaker: false })));
    const vadTwo = diarizationErrorRate(reference, hypothesisSpans(diarize(pcm, chunks, { allowOneSpeaker: false })));

    // The same conversation in a reverberant, noisy room.
    const reverberant = room(pcm, ROOM.rt60S, ROOM.snrDb, 17);
    const roomOracleRun = diarize(reverberant, conversation.turns);
    const roomOracle = diarizationErrorRate(reference, hypothesisSpans(roomOracleRun));
    const roomChunks = toSpans(await chunker.chunk(reverberant));
    const roomVadRun = diarize(reverberant, roomChunks);
    const roomVad = diarizationErrorRate(reference, hypothesisSpans(roomVadRun));

    const roomOracleTwo = diarizationErrorRate(reference, hypothesisSpans(diarize(reverberant, conversation.turns, { allowOneSpeaker: false })));
    const roomVadTwo = diarizationErrorRate(reference, hypothesisSpans(diarize(reverberant, roomChunks, { allowOneSpeaker: false })));

    for (const [key, der] of [
      ['roomOracleTwo', roomOracleTwo],
      ['roomVadTwo', roomVadTwo],
      ['roomOracle', roomOracle],
      ['roomVad', roomVad],
      ['oracleTwo', oracleTwo],
      ['vadTwo', vadTwo],
      ['oracle', oracleDer],
      ['oracleCollar', oracleDerCollar],
      ['vad', vadDer],
      ['vadCollar', vadDerCollar],
    ] as const) {
      totals[key].speech += der.speech;
      totals[key].missed += der.missed;
      totals[key].falseAlarm += der.falseAlarm;
      totals[key].confusion += der.confusion;
    }

    conversations.push({
      id: conversation.id,
      topic: conversation.topic,
      voices: conversation.voices,
      durationS: conversation.durationS,
      turns: conversation.turns.length,
      oracle: {
        speakerCount: oracle.value.speakerCount,
        der: oracleDer.der,
        derCollar: oracleDerCollar.der,
        confusionS: oracleDer.confusion,
        evidence: oracle.value.evidence,
        roleTurnAccuracy: right / roles.roles.length,
        roleTimeAccuracy: oracleRoleTime,
        roleConfidence: roles.confidence,
        roleTurnAccuracyTrueSpeakers: trueRolesRight / trueSpeakerRoles.roles.length,
        derForcedTwo: oracleTwo.der,
        ms: oracle.ms,
      },
      room: {
        oracle: { speakerCount: roomOracleRun.speakerCount, der: roomOracle.der, derForcedTwo: roomOracleTwo.der, criticalPenalty: roomOracleRun.evidence.criticalPenalty },
        vad: {
          speakerCount: roomVadRun.speakerCount,
          der: roomVad.der,
          derForcedTwo: roomVadTwo.der,
          missedS: roomVad.missed,
          falseAlarmS: roomVad.falseAlarm,
          confusionS: roomVad.confusion,
          criticalPenalty: roomVadRun.evidence.criticalPenalty,
        },
      },
      vad: {
        chunks: chunks.length,
        speakerCount: vad.value.speakerCount,
        der: vadDer.der,
        derCollar: vadDerCollar.der,
        missedS: vadDer.missed,
        falseAlarmS: vadDer.falseAlarm,
        confusionS: vadDer.confusion,
        changesFound: vad.value.segments.reduce((sum, segment) => sum + segment.changes.length, 0),
        evidence: vad.value.evidence,
        roleTimeAccuracy: vadRoleTime,
        roleConfidence: vadRoles.confidence,
        derForcedTwo: vadTwo.der,
        ms: vad.ms,
      },
    });
  }

  // One voice: every ASR-corpus clip (each one espeak-ng voice), long-01 on its VAD chunks, and each
  // conversation's doctor turns alone (cut out and joined with their pauses).
  const oneVoice: { id: string; seconds: number; speakerCount: number; criticalPenalty: number; deltaBic: number; meanDistance: number; clusterSeconds: [number, number] }[] = [];
  const asrManifest = JSON.parse(await readFile(new URL('manifest.json', ASR_CORPUS), 'utf8')) as { id: string; file: string }[];
  for (const clip of asrManifest) {
    const pcm = await load(new URL(clip.file, ASR_CORPUS));
    const chunks = toSpans(await chunker.chunk(pcm));
    const result = diarize(pcm, chunks);
    oneVoice.push({ id: `asr/${clip.id}`, seconds: pcm.length / SAMPLE_RATE, speakerCount: result.speakerCount, ...pick(result) });
  }
  for (const conversation of manifest) {
    const pcm = await load(new URL(conversation.file, CORPUS));
    for (const role of ['doctor', 'patient'] as const) {
      const turns = conversation.turns.filter((turn) => turn.role === role);
      const pieces = turns.map((turn) => pcm.subarray(Math.round(turn.start * SAMPLE_RATE), Math.round(turn.end * SAMPLE_RATE)));
      const gap = new Float32Array(Math.round(0.4 * SAMPLE_RATE));
      const joined = new Float32Array(pieces.reduce((sum, piece) => sum + piece.length + gap.length, 0));
      const spans: SpeechSpan[] = [];
      let offset = 0;
      for (const piece of pieces) {
        joined.set(piece, offset);
        spans.push({ start: offset / SAMPLE_RATE, end: (offset + piece.length) / SAMPLE_RATE });
        offset += piece.length + gap.length;
      }
      const result = diarize(joined, spans);
      oneVoice.push({ id: `${conversation.id}/${role}-only`, seconds: joined.length / SAMPLE_RATE, speakerCount: result.speakerCount, ...pick(result) });
    }
  }
  // Speed on a long recording: the conversations joined, 8 times over (about 30 min; clustering is quadratic in the
  // number of pieces, so this is slower per second than the short conversations).
  const parts = await Promise.all(manifest.map((conversation) => load(new URL(conversation.file, CORPUS))));
  const repeats = 8;
  const long = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0) * repeats);
  let position = 0;
  for (let r = 0; r < repeats; r++) {
    for (const part of parts) {
      long.set(part, position);
      position += part.length;
    }
  }
  const longChunks = toSpans(await chunker.chunk(long));
  const longRun = timed(() => diarize(long, longChunks));
  await chunker.close();

  const der = (t: (typeof totals)['oracle']) => (t.missed + t.falseAlarm + t.confusion) / t.speech;
  console.log('conversation  dur s  turns | oracle: spk  DER   DER±.25  roles(turn) roles(time) conf | VAD: chunks spk  DER   DER±.25  miss  FA   conf  roles(time)');
  for (const c of conversations) {
    console.log(
      [
        c.id.padEnd(12),
        c.durationS.toFixed(1).padStart(6),
        String(c.turns).padStart(5),
        '|',
        String(c.oracle.speakerCount).padStart(11),
        pct(c.oracle.der).padStart(6),
        pct(c.oracle.derCollar).padStart(8),
        pct(c.oracle.roleTurnAccuracy).padStart(11),
        pct(c.oracle.roleTimeAccuracy).padStart(11),
        c.oracle.roleConfidence.toFixed(2).padStart(5),
        '|',
        String(c.vad.chunks).padStart(11),
        String(c.vad.speakerCount).padStart(3),
        pct(c.vad.der).padStart(6),
        pct(c.vad.derCollar).padStart(8),
        c.vad.missedS.toFixed(1).padStart(5),
        c.vad.falseAlarmS.toFixed(1).padStart(5),
        c.vad.confusionS.toFixed(1).padStart(5),
        pct(c.vad.roleTimeAccuracy).padStart(11),
      ].join(' '),
    );
  }
  const overall = {
    oracleDer: der(totals.oracle),
    oracleDerCollar: der(totals.oracleCollar),
    vadDer: der(totals.vad),
    vadDerCollar: der(totals.vadCollar),
    roomOracleDer: der(totals.roomOracle),
    roomVadDer: der(totals.roomVad),
    roomOracleDerForcedTwo: der(totals.roomOracleTwo),
    roomVadDerForcedTwo: der(totals.roomVadTwo),
    oracleDerForcedTwo: der(totals.oracleTwo),
    vadDerForcedTwo: der(totals.vadTwo),
    vadMissedS: totals.vad.missed,
    vadFalseAlarmS: totals.vad.falseAlarm,
    vadConfusionS: totals.vad.confusion,
    oracleRoleTurnAccuracy: rolesRight / rolesTotal,
    oracleRoleTimeAccuracy: roleTimeWeighted / speechTotal,
    vadRoleTimeAccuracy: vadRoleTimeWeighted / speechTotal,
    conversationsSplitInTwo: { oracle: conversations.filter((c) => c.oracle.speakerCount === 2).length, vad: conversations.filter((c) => c.vad.speakerCount === 2).length, of: conversations.length },
  };
  const oneVoiceOk = oneVoice.filter((r) => r.speakerCount === 1).length;
  const speed = {
    longRecording: { seconds: long.length / SAMPLE_RATE, chunks: longChunks.length, ms: longRun.ms, rtf: longRun.ms / 1000 / (long.length / SAMPLE_RATE) },
    audioSeconds,
    oracleRtf: oracleMs / 1000 / audioSeconds,
    vadRtf: vadMs / 1000 / audioSeconds,
    definition: 'diarize() wall time (MFCC + change detection + clustering, one thread) / audio duration; VAD and decoding excluded (the pipeline already has them)',
  };
  console.log(
    `\noverall DER, oracle segments: ${pct(overall.oracleDer)} (collar ${COLLAR_S} s: ${pct(overall.oracleDerCollar)}); ` +
      `VAD chunks: ${pct(overall.vadDer)} (collar: ${pct(overall.vadDerCollar)}; missed ${totals.vad.missed.toFixed(1)} s, false alarm ${totals.vad.falseAlarm.toFixed(1)} s, confusion ${totals.vad.confusion.toFixed(1)} s of ${totals.vad.speech.toFixed(1)} s)`,
  );
  console.log(
    `in a simulated room (RT60 ${ROOM.rt60S} s, white noise at ${ROOM.snrDb} dB SNR): oracle ${pct(overall.roomOracleDer)}, VAD ${pct(overall.roomVadDer)}; ` +
      conversations.map((c) => `${c.id} ${c.room.oracle.speakerCount}/${c.room.vad.speakerCount} spk ${pct(c.room.oracle.der)}/${pct(c.room.vad.der)}`).join(', ') +
      `; one-speaker rule off: oracle ${pct(overall.roomOracleDerForcedTwo)}, VAD ${pct(overall.roomVadDerForcedTwo)}`,
  );
  console.log(
    `with the one-speaker rule off (allowOneSpeaker: false): oracle ${pct(overall.oracleDerForcedTwo)}, VAD ${pct(overall.vadDerForcedTwo)}`,
  );
  console.log(
    `roles from content: ${pct(overall.oracleRoleTurnAccuracy)} of turns (${pct(overall.oracleRoleTimeAccuracy)} of speech) on oracle segments; ${pct(overall.vadRoleTimeAccuracy)} of speech on VAD chunks`,
  );
  console.log(`one voice judged one speaker: ${oneVoiceOk}/${oneVoice.length}`);
  for (const r of oneVoice.filter((x) => x.speakerCount !== 1 || x.id.includes('long') || x.id.includes('only') || x.criticalPenalty > 2)) {
    console.log(`  ${r.id.padEnd(24)} ${r.seconds.toFixed(1).padStart(5)} s  speakers ${r.speakerCount}  critical λ ${r.criticalPenalty.toFixed(2)}  ΔBIC ${r.deltaBic.toFixed(0)}  distance ${r.meanDistance.toFixed(2)}  clusters ${r.clusterSeconds.map((x) => x.toFixed(1)).join('/')} s`);
  }
  console.log(
    `speed: ${speed.oracleRtf.toFixed(4)}× real time (oracle segments), ${speed.vadRtf.toFixed(4)}× (VAD chunks), ${audioSeconds.toFixed(0)} s of audio; ` +
      `${speed.longRecording.rtf.toFixed(4)}× on a ${(speed.longRecording.seconds / 60).toFixed(1)} min recording (${(longRun.ms / 1000).toFixed(1)} s; load average ${loadavg()[0]!.toFixed(1)})`,
  );

  await writeResults(RESULTS_FILE, {
    ...runHeader(machine(loadAtStart)),
    corpus: 'bench/corpus/diarization: 6 synthetic doctor–patient conversations, two different TTS voices each (espeak-ng, flite, festival), 16 kHz mono 16-bit FLAC, pauses 0–0.8 s, pink-noise floor; no overlapping speech',
    options: DEFAULT_DIARIZATION_OPTIONS,
    derDefinition:
      '(missed + false alarm + confusion) / reference speech on a 10 ms grid, hypothesis labels mapped one-to-one onto the reference speakers for the least confusion; "der" scores everything (no collar), "derCollar" leaves out 0.25 s either side of each reference turn boundary. Reference = manifest turn times (trimmed TTS output: the short pauses inside a turn count as speech)',
    roleDefinition:
      'roles from content (roles.ts) on the diarizer\'s speaker labels. Oracle: the manifest texts per turn; VAD: each hypothesis turn gets the texts of the reference turns whose middle lies inside it (as a recogniser would transcribe them). "roleTimeAccuracy" = share of reference speech whose hypothesis role is right',
    voiceActivity: chunker.detectorName,
    room: { ...ROOM, definition: 'each conversation convolved with a synthetic impulse response (direct sound + exponentially decaying Gaussian noise, -60 dB at rt60S) plus white noise snrDb below the speech power; same reference' },
    collarS: COLLAR_S,
    overall,
    speed,
    oneVoice: { judgedOneSpeaker: oneVoiceOk, of: oneVoice.length, recordings: oneVoice },
    conversations,
  });
}

function pick(result: Diarization) {
  const { criticalPenalty, deltaBic, meanDistance, clusterSeconds } = result.evidence;
  return { criticalPenalty, deltaBic, meanDistance, clusterSeconds };
}

await main();
