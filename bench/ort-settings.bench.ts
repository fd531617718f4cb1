/**
 * `npm run bench:ort [-- --rounds 5]`: the engine's onnxruntime session settings against the others issue 32 names
 * (one thread instead of two, the CPU memory arena, memory patterns, the graph optimisation level), each timed on the
 * product's whole recognition path (decode, VAD, beam search with the lexicon's bias, correction) over five committed
 * recordings. Each setting runs in a process of its own (a process's peak RSS is the memory figure), after one untimed
 * recognition; one process before the rounds warms the machine's caches and is not counted; the rounds go over the
 * settings in turn, reversed every other round, so a busy machine slows them all alike. Prints the median of the rounds,
 * the median and range of each round's ratio to the engine's settings, and the peak RSS; writes
 * bench/results/ort-settings.json.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import type { InferenceSession } from 'onnxruntime-node';
import { createLocalSpeechEngine } from '../packages/server/src/engines/speech/speech-engine.js';
import { machine, runHeader, writeResults } from './lib/run-info.js';

const RESULTS_FILE = fileURLToPath(new URL('results/ort-settings.json', import.meta.url));
const CLIPS = ['dictation-metformin.wav', 'prescription-sotalol.wav', 'prescription-atomoxetine.wav', 'fever-cough.wav', 'dictation-25s.ogg'];

/** The settings compared, each over the engine's own (moonshine-model.ts); the first is the engine's as they are. */
const SETTINGS: Readonly<Record<string, InferenceSession.SessionOptions>> = {
  engine: {},
  'CPU memory arena on': { enableCpuMemArena: true },
  'one intra-op thread': { intraOpNumThreads: 1 },
  'memory patterns off': { enableMemPattern: false },
  'graph optimisation "extended"': { graphOptimizationLevel: 'extended' },
};

interface Run {
  seconds: number;
  peakRssMiB: number;
  transcripts: string[];
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One process's run: load the engine with `setting`, recognise the first clip untimed, then time all of them. */
async function childRun(setting: string): Promise<Run> {
  const engine = await createLocalSpeechEngine({ sessionOptions: SETTINGS[setting] });
  try {
    const clips = await Promise.all(CLIPS.map((clip) => readFile(new URL(`../packages/server/test/fixtures/audio/${clip}`, import.meta.url))));
    await engine.transcribe(new Uint8Array(clips[0]!), { language: 'en-US' });
    const transcripts: string[] = [];
    const start = performance.now();
    for (const clip of clips) transcripts.push((await engine.transcribe(new Uint8Array(clip), { language: 'en-US' })).segments.map((s) => s.text).join(' '));
    return { seconds: (performance.now() - start) / 1000, peakRssMiB: process.resourceUsage().maxRSS / 1024, transcripts };
  } finally {
    await engine.close();
  }
}

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' }, child: { type: 'string' } } });
/** Runs one setting in a process of its own. */
async function run(name: string): Promise<Run> {
  const { stdout } = await promisify(execFile)(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--child', name], { maxBuffer: 1 << 24 });
  return JSON.parse(stdout) as Run;
}

if (values.child !== undefined) {
  process.stdout.write(JSON.stringify(await childRun(values.child)));
} else {
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a positive integer, not "${values.rounds}"`);
  const names = Object.keys(SETTINGS);
  const loadAtStart = loadavg()[0];
  const runs = new Map<string, Run[]>(names.map((name) => [name, []]));
  await run('engine');
  for (let round = 0; round < rounds; round++) {
    for (const name of round % 2 === 0 ? names : [...names].reverse()) {
      runs.get(name)!.push(await run(name));
      process.stderr.write(`round ${round + 1}: ${name}\n`);
    }
  }
  const engine = runs.get('engine')!;
  const settings = names.map((name) => {
    const own = runs.get(name)!;
    const ratios = own.map((run, round) => run.seconds / engine[round]!.seconds);
    return {
      name,
      options: SETTINGS[name],
      seconds: median(own.map((run) => run.seconds)),
      ratioToEngine: median(ratios),
      ratioRange: [Math.min(...ratios), Math.max(...ratios)],
      peakRssMiB: median(own.map((run) => run.peakRssMiB)),
      sameTranscripts: own.every((run) => run.transcripts.join('\n') === engine[0]!.transcripts.join('\n')),
      runs: own.map(({ seconds, peakRssMiB }) => ({ seconds, peakRssMiB })),
    };
  });
  const host = machine(loadAtStart);
  console.log(`onnxruntime settings, ${CLIPS.length} clips a run, ${rounds} rounds interleaved; load average ${loadAtStart?.toFixed(1)} at start, ${host.loadAverage1m.end?.toFixed(1)} at end`);
  for (const s of settings) {
    console.log(`  ${s.name.padEnd(32)} ${s.seconds.toFixed(2).padStart(6)} s  ×${s.ratioToEngine.toFixed(2)} (${s.ratioRange.map((r) => r.toFixed(2)).join('–')})  peak RSS ${Math.round(s.peakRssMiB)} MiB${s.sameTranscripts ? '' : '  (transcripts differ)'}`);
  }
  await writeResults(RESULTS_FILE, {
    ...runHeader(host),
    method: `each setting in its own process over the engine's (moonshine-model.ts), after one uncounted process: one untimed recognition, then ${CLIPS.join(', ')} (test/fixtures/audio) through createLocalSpeechEngine; ${rounds} rounds, the order reversed every other round; seconds and peak RSS are medians over rounds (the upper of the middle two for an even count), ratioToEngine the median of each round's ratio and ratioRange its least and greatest`,
    settings,
  });
}
