/**
 * `npm run bench:decoder`: the time of one Moonshine decoder step, as shipped and with the build's edits
 * (src/engines/speech/moonshine/graph/), each edit alone and all of them, on committed recordings. Each decoder is
 * built into a temporary folder and loaded in this one process; the rounds go over the decoders in turn (reversed
 * every other round), so a busy machine slows them all alike, and each figure is the median of the rounds with the
 * median of each round's ratio to the shipped decoder. Prints only: step times of a shared machine are not kept.
 *
 *   npm run bench:decoder [-- --rounds 11]
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { decodeAudio } from '../packages/server/src/engines/speech/audio/decode-audio.js';
import { DECODER_EDITS, optimiseDecoder, type DecoderEdit } from '../packages/server/src/engines/speech/moonshine/graph/optimise-decoder.js';
import { shippedModelDir } from '../packages/server/src/engines/speech/moonshine/model-files.js';
import { MoonshineModel, START_TOKEN } from '../packages/server/src/engines/speech/moonshine/moonshine-model.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '11' } } });
const ROUNDS = Number(values.rounds);
/** Beam rows per step (the engine's beam), steps timed per round, after one untimed step. */
const ROWS = 4;
const STEPS = 24;
const CLIPS = ['dictation-metformin.wav', 'dictation-25s.ogg'];

const VARIANTS: ReadonlyArray<{ name: string; edits: readonly DecoderEdit[] }> = [
  { name: 'shipped', edits: [] },
  ...DECODER_EDITS.map((edit) => ({ name: `${edit.id} only`, edits: [edit] })),
  { name: 'all edits', edits: DECODER_EDITS },
];

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Mean time of a step over `STEPS` steps of `ROWS` rows, the rows reordered every third step as a beam's are. */
async function stepTime(model: MoonshineModel, encoded: Awaited<ReturnType<MoonshineModel['encode']>>): Promise<number> {
  const decoding = model.startDecoding(encoded);
  await decoding.start([START_TOKEN]);
  const tokens = [450, 16500, 756, 263];
  await decoding.step(tokens, [0, 0, 0, 0]);
  const start = performance.now();
  for (let step = 0; step < STEPS; step++) await decoding.step(tokens.map((token) => token + step), step % 3 === 0 ? [1, 0, 3, 2] : [0, 1, 2, 3]);
  return (performance.now() - start) / STEPS;
}

const folder = await mkdtemp(join(tmpdir(), 'decoder-bench-'));
try {
  const loadAtStart = loadavg()[0]!;
  const models = await Promise.all(
    VARIANTS.map(async ({ edits }, i) => {
      await optimiseDecoder(shippedModelDir(), join(folder, String(i)), edits);
      return MoonshineModel.load({ optimisedDir: join(folder, String(i)) });
    }),
  );
  console.log(`Decoder step, ${ROWS} rows, ${STEPS} steps a round, ${ROUNDS} rounds interleaved; load average ${loadAtStart.toFixed(1)} at start`);
  for (const clip of CLIPS) {
    const pcm = await decodeAudio(await readFile(new URL(`../packages/server/test/fixtures/audio/${clip}`, import.meta.url)));
    const encoded = await Promise.all(models.map((model) => model.encode(pcm)));
    const times: number[][] = VARIANTS.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      const order = VARIANTS.map((_, i) => i);
      for (const i of round % 2 === 0 ? order : order.reverse()) times[i]!.push(await stepTime(models[i]!, encoded[i]!));
    }
    console.log(`\n${clip} (${(pcm.length / 16_000).toFixed(1)} s of audio)`);
    VARIANTS.forEach(({ name }, i) => {
      const ratio = median(times[i]!.map((time, round) => time / times[0]![round]!));
      console.log(`  ${name.padEnd(30)} ${median(times[i]!).toFixed(1).padStart(6)} ms  (${Math.min(...times[i]!).toFixed(1)}–${Math.max(...times[i]!).toFixed(1)})  ×${ratio.toFixed(2)} of shipped`);
    });
  }
  console.log(`\nload average ${loadavg()[0]!.toFixed(1)} at the end`);
  await Promise.all(models.map((model) => model.close()));
} finally {
  await rm(folder, { recursive: true, force: true });
}
