/** The real Moonshine model on a committed espeak-ng recording (see test/fixtures/audio/README.md). */

import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAudio } from '../audio/decode-audio.js';
import { BiasTrie } from './bias-trie.js';
import { END_TOKEN, MoonshineModel, START_TOKEN } from './moonshine-model.js';
import { MoonshineRecognizer } from './moonshine-recognizer.js';
import { tokenizeWords } from './moonshine-tokenizer.js';

const fixture = (name: string): URL => new URL(`../../../../test/fixtures/audio/${name}.wav`, import.meta.url);
const FIXTURE = fixture('fever-cough');

/**
 * Token ids decoded before the decoder wrote into reused buffers (preallocated outputs, gathering into a spare cache):
 * changes meant only to speed decoding up must keep them. The bias trie holds `BIAS_TERMS`.
 */
const BIAS_TERMS = ['cough', 'metformin', 'hypertension'];
const METFORMIN_PLAIN = [4121, 993, 756, 1134, 29871, 29906, 652, 370, 10778, 1369, 1539, 515, 297, 29871, 29945, 29900, 29900, 3533, 4481, 2232, 8951, 14218];
const METFORMIN_BIASED = [4121, 993, 756, 1134, 29871, 29906, 652, 370, 10778, 1369, 1539, 689, 262, 29871, 29945, 29900, 29900, 286, 29887, 8951, 14218];
const FEMUR_CALF = [450, 16500, 756, 263, 4445, 332, 322, 263, 1208, 29888, 29889];
const FEVER_COUGH = [450, 16500, 756, 263, 1238, 369, 322, 263, 274, 820, 29889];
const RECORDED_TOKENS = [
  { clip: 'dictation-metformin', beamSize: 1, biased: false, tokens: METFORMIN_PLAIN },
  { clip: 'dictation-metformin', beamSize: 1, biased: true, tokens: METFORMIN_BIASED },
  { clip: 'dictation-metformin', beamSize: 4, biased: false, tokens: METFORMIN_PLAIN },
  { clip: 'dictation-metformin', beamSize: 4, biased: true, tokens: METFORMIN_BIASED },
  { clip: 'fever-cough', beamSize: 1, biased: false, tokens: FEMUR_CALF },
  { clip: 'fever-cough', beamSize: 1, biased: true, tokens: FEMUR_CALF },
  { clip: 'fever-cough', beamSize: 4, biased: false, tokens: FEMUR_CALF },
  { clip: 'fever-cough', beamSize: 4, biased: true, tokens: FEVER_COUGH },
];

const words = (text: string): string[] => text.toLowerCase().match(/[a-z]+/g) ?? [];

function argmax(logits: Float32Array, row: number, vocab: number): number {
  let best = row * vocab;
  for (let i = best; i < (row + 1) * vocab; i++) if (logits[i]! > logits[best]!) best = i;
  return best - row * vocab;
}

describe('Moonshine base on real speech', () => {
  let model: MoonshineModel;
  let pcm: Float32Array;

  beforeAll(async () => {
    [model, pcm] = await Promise.all([MoonshineModel.load(), readFile(FIXTURE).then((bytes) => decodeAudio(bytes))]);
  });
  afterAll(() => model?.close());

  it('transcribes a short dictation', async () => {
    const result = await new MoonshineRecognizer(model, { beamSize: 1 }).recognize(pcm);
    expect(result.stop).toBe('end');
    // The raw model hears "fever"/"femur" and "cough"/"calf" about equally well on this voice: leave those out.
    expect(words(result.text)).toEqual(expect.arrayContaining(['the', 'patient', 'has', 'a', 'and']));
    expect(result.confidence).toBeGreaterThan(0.5);
  });

  it('is steered to a keyterm the plain model misses', async () => {
    const recognizer = new MoonshineRecognizer(model, { beamSize: 4 });
    expect(words((await recognizer.recognize(pcm)).text)).not.toContain('cough');
    const biased = await recognizer.recognize(pcm, BiasTrie.build(['cough'], tokenizeWords));
    expect(words(biased.text)).toContain('cough');
  });

  it('reads a word otherwise on a second look, the words before it as they were', async () => {
    const recognizer = new MoonshineRecognizer(model, { beamSize: 4 });
    const plain = await recognizer.recognize(pcm);
    expect(plain.tokens).toEqual(FEMUR_CALF);
    const femur = plain.words.findIndex((word) => word.text === 'femur');
    const other = await recognizer.recognizeOtherwise(pcm, plain, femur);
    const texts = (result: typeof plain) => result.words.map((word) => word.text);
    expect(texts(other).slice(0, femur)).toEqual(texts(plain).slice(0, femur));
    expect(other.words[femur]?.text).not.toBe('femur');
    expect(other.stop).toBe('end');
    // Scored the way the decoded transcript is: the model's log-prob of all of it, the forced words included.
    expect((await recognizer.score(pcm, [other.text]))[0]).toBeCloseTo(other.logProb, 0);
    await expect(recognizer.recognizeOtherwise(pcm, plain, plain.words.length)).rejects.toThrow(RangeError);
  });

  it('keeps each row of a batch on its own history when rows are reordered', async () => {
    // Reference: the greedy path decoded alone.
    const single = model.startDecoding(await model.encode(pcm));
    let logits = await single.start([START_TOKEN]);
    const vocab = logits.length;
    const path: number[] = [];
    const reference: number[][] = [];
    for (let i = 0; i < 5; i++) {
      path.push(argmax(logits, 0, vocab));
      logits = await single.step([path[i]!], [0]);
      reference.push([...logits]);
    }
    expect(path).not.toContain(END_TOKEN);

    // The same path in a batch of two next to another one; the rows swap places every step.
    const batched = model.startDecoding(await model.encode(pcm));
    await batched.start([START_TOKEN]);
    logits = await batched.step([path[0]!, 450], [0, 0]);
    let greedyRow = 0;
    for (let i = 1; i < 5; i++) {
      greedyRow = 1 - greedyRow;
      const tokens = [278, 278];
      tokens[greedyRow] = path[i]!;
      logits = await batched.step(tokens, [1, 0]);
    }
    const difference = (row: number): number => {
      let max = 0;
      for (let i = 0; i < vocab; i++) max = Math.max(max, Math.abs(logits[row * vocab + i]! - reference[4]![i]!));
      return max;
    };
    // Not bit-identical: the int8 decoder quantises activations per batch, so the other row shifts the numbers slightly.
    expect(difference(greedyRow)).toBeLessThan(1);
    expect(difference(1 - greedyRow)).toBeGreaterThan(5);
  });

  it('feeds forced tokens in one pass as it would step by step, and branches after any of them', async () => {
    const encoded = await model.encode(pcm);
    const tokens = [START_TOKEN, ...FEVER_COUGH];
    // The first decoding of this audio computes its cross-attention cache, in one pass over all the tokens.
    const onePass = await model.startDecoding(encoded).start(tokens);
    expect(encoded.crossAttention).toBeDefined();
    const vocab = onePass.length / tokens.length;
    const row = (logits: ArrayLike<number>, i: number) => Array.from({ length: vocab }, (_, j) => logits[i * vocab + j]!);
    const difference = (a: readonly number[], b: readonly number[]) => Math.max(...a.map((value, i) => Math.abs(value - b[i]!)));
    // A second one reuses that cache, fed a token at a time.
    const stepwise = model.startDecoding(encoded);
    const byStep = [[...(await stepwise.start([START_TOKEN]))]];
    for (const token of FEVER_COUGH) byStep.push([...(await stepwise.step([token], [0]))]);
    // Not bit-identical: the int8 decoder quantises activations over all the positions of a pass.
    byStep.forEach((logits, i) => expect(difference(logits, row(onePass, i))).toBeLessThan(1));

    // After "The patient": the rest of the transcript, and a row of one other token (padded).
    const decoding = model.startDecoding(encoded);
    await decoding.start(tokens.slice(0, 5));
    const rest = FEVER_COUGH.slice(2);
    const branched = await decoding.branch([rest, [278]], 3);
    expect(branched.length).toBe(2 * rest.length * vocab);
    rest.forEach((_, j) => expect(difference(row(branched, j), row(onePass, 3 + j))).toBeLessThan(1));
    // The padded row reads as "The patient" and its one token would, fed in a pass of its own.
    const other = await model.startDecoding(encoded).start([...tokens.slice(0, 3), 278]);
    expect(difference(row(branched, rest.length), row(other, 3))).toBeLessThan(1);
    expect(difference(row(branched, rest.length), row(onePass, 3))).toBeGreaterThan(1);
    await decoding.step([FEVER_COUGH[4]!], [0]);
    await expect(decoding.branch([rest], 3)).rejects.toThrow(/before any step/);
  });

  it.each(RECORDED_TOKENS)('decodes $clip at beam $beamSize (biased: $biased) to the recorded tokens', async ({ clip, beamSize, biased, tokens }) => {
    const audio = await readFile(fixture(clip)).then((bytes) => decodeAudio(bytes));
    const bias = biased ? BiasTrie.build(BIAS_TERMS, tokenizeWords) : undefined;
    const result = await new MoonshineRecognizer(model, { beamSize }).recognize(audio, bias);
    expect(result.tokens).toEqual(tokens);
  });
});
