import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from '../speech-types.js';
import { BiasTrie } from './bias-trie.js';
import { MoonshineBackend, type MoonshineBackendParts, type Recognizer } from './moonshine-backend.js';
import type { RecognizedText } from './moonshine-recognizer.js';

const seconds = (s: number): number => Math.round(s * SAMPLE_RATE);

/** A tone of `totalS` seconds with silent gaps [from, to) in seconds. */
function audio(totalS: number, gaps: Array<[number, number]> = []): Float32Array {
  const pcm = new Float32Array(seconds(totalS)).map((_, i) => 0.1 * Math.sin(i / 5));
  for (const [from, to] of gaps) pcm.fill(0, seconds(from), seconds(to));
  return pcm;
}

const charTokens = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** A recognizer method a test does not expect to be called: calling it fails the test. */
const unexpected = (method: keyof Recognizer) => async (): Promise<never> => {
  throw new Error(`unexpected call to Recognizer.${method}`);
};

/** Records the spans it is given (as [start, end) in seconds) and answers with `answer(span)`. */
function fakeRecognizer(answer: (startS: number, endS: number) => Partial<RecognizedText>) {
  const spans: Array<[number, number]> = [];
  const biases: Array<BiasTrie | undefined> = [];
  const recognizer: Recognizer = {
    score: async (_pcm, texts) => texts.map(() => 0),
    likelyNames: async () => [],
    recognizeOtherwise: unexpected('recognizeOtherwise'),
    async recognize(pcm, bias) {
      const startS = pcm.byteOffset / Float32Array.BYTES_PER_ELEMENT / SAMPLE_RATE;
      const endS = startS + pcm.length / SAMPLE_RATE;
      spans.push([startS, endS]);
      biases.push(bias);
      const recognized = { text: `words ${startS.toFixed(1)}`, tokens: [], confidence: 0.8, logProb: -1, biased: false, stop: 'end' as const, ...answer(startS, endS) };
      return { words: recognized.text.split(' ').filter(Boolean).map((text) => ({ text, confidence: 0.8 })), ...recognized };
    },
  };
  return { recognizer, spans, biases };
}

/** A corrector that changes nothing, finds every text medical and no slot without a medicine. */
const plainCorrector: MoonshineBackendParts['corrector'] = {
  correctTerms: (text) => text,
  alternatives: () => [],
  normalise: (text) => text,
  isMedical: () => true,
  hasClinicalWord: () => true,
  namesTerm: () => false,
  termSpans: () => [],
  medicineDoses: () => [],
  unprovenMedicines: () => [],
  termsOutOfPlace: () => [],
  unmadeDoseWords: () => [],
  slotsWithoutMedicine: () => [],
  doseSplits: () => [],
};

function backendWith(recognizer: Recognizer, chunks: Array<[number, number]>, bias = BiasTrie.build([], charTokens)) {
  return new MoonshineBackend({
    recognizer,
    chunker: {
      chunk: async () => chunks.map(([from, to]) => ({ start: seconds(from), end: seconds(to) })),
      close: async () => undefined,
    },
    corrector: { ...plainCorrector, correctTerms: (text) => text.toUpperCase() },
    bias,
    medicineNames: BiasTrie.build([], charTokens),
    formularyNames: BiasTrie.build([], charTokens),
    drafter: { recognize: unexpected('recognize') },
    close: async () => undefined,
  });
}

describe('MoonshineBackend', () => {
  it('recognises each chunk, places segments at the chunk times, corrects them and reports progress', async () => {
    const { recognizer, spans } = fakeRecognizer(() => ({}));
    const backend = backendWith(recognizer, [[1, 6], [8, 12]]);
    const progress: Array<{ done: number; total: number }> = [];
    const segments = await backend.transcribe(audio(13), { language: 'en-IN', onProgress: (p) => progress.push(p) });
    expect(spans).toEqual([[1, 6], [8, 12]]);
    // Each segment's time is shared among its words by their length (5 + 1 and 3 + 1 characters).
    const word = (text: string, start: number, end: number) => ({ text, start: expect.closeTo(start, 6), end: expect.closeTo(end, 6), confidence: 0.8, corrected: false });
    expect(segments).toEqual([
      { start: 1, end: 6, text: 'WORDS 1.0', confidence: 0.8, words: [word('WORDS', 1, 1 + (5 * 6) / 10), word('1.0', 1 + (5 * 6) / 10, 6)] },
      { start: 8, end: 12, text: 'WORDS 8.0', confidence: 0.8, words: [word('WORDS', 8, 8 + (4 * 6) / 10), word('8.0', 8 + (4 * 6) / 10, 12)] },
    ]);
    expect(progress).toEqual([{ done: 0, total: 2 }, { done: 1, total: 2 }, { done: 2, total: 2 }]);
  });

  it("gives the words a correction rewrote the least confidence of those they replace, and marks them corrected, and a dose not made for review", async () => {
    const recognizer: Recognizer = {
      score: async (_pcm, texts) => texts.map(() => 0),
      likelyNames: unexpected('likelyNames'),
      recognizeOtherwise: unexpected('recognizeOtherwise'),
      recognize: async () => ({
        text: 'take five hundred milligrams daily',
        tokens: [],
        confidence: 0.7,
        logProb: -3,
        biased: false,
        stop: 'end',
        words: [
          { text: 'take', confidence: 0.9 },
          { text: 'five', confidence: 0.6 },
          { text: 'hundred', confidence: 0.95 },
          { text: 'milligrams', confidence: 0.4 },
          { text: 'daily', confidence: 0.99 },
        ],
      }),
    };
    const backend = new MoonshineBackend({
      recognizer,
      chunker: { chunk: async () => [{ start: 0, end: seconds(4) }], close: async () => undefined },
      // "500 mg" is taken for a dose the medicine is not made in: its words are marked for review.
      corrector: { ...plainCorrector, normalise: (text) => text.replace('five hundred milligrams', '500 mg'), unmadeDoseWords: () => [1, 2] },
      bias: BiasTrie.build([], charTokens),
      medicineNames: BiasTrie.build([], charTokens),
      formularyNames: BiasTrie.build([], charTokens),
      drafter: { recognize: unexpected('recognize') },
      close: async () => undefined,
    });
    const [segment] = await backend.transcribe(audio(4), { language: 'en-IN' });
    expect(segment?.words?.map(({ text, confidence, corrected, needsReview }) => [text, confidence, corrected, needsReview])).toEqual([
      ['take', 0.9, false, undefined],
      ['500', 0.4, true, true],
      ['mg', 0.4, true, true],
      ['daily', 0.99, false, undefined],
    ]);
  });

  it('leaves the text alone when correction is off', async () => {
    const { recognizer } = fakeRecognizer(() => ({}));
    const segments = await backendWith(recognizer, [[0, 3]]).transcribe(audio(3), { language: 'en-IN', correction: false });
    expect(segments.map((s) => s.text)).toEqual(['words 0.0']);
  });

  it('re-decodes a chunk that comes back empty in halves cut at a pause', async () => {
    // Nothing for spans over 8 s; the pause at 6.0–6.3 s is where the chunk should be cut.
    const { recognizer, spans } = fakeRecognizer((startS, endS) => (endS - startS > 8 ? { text: '' } : {}));
    const segments = await backendWith(recognizer, [[0, 12]]).transcribe(audio(12, [[6, 6.3]]), { language: 'en-IN' });
    expect(spans).toHaveLength(3);
    const cut = spans[1]![1];
    expect(cut).toBeGreaterThanOrEqual(6);
    expect(cut).toBeLessThanOrEqual(6.3);
    expect(segments.map((s) => [s.start, s.end])).toEqual([[0, cut], [cut, 12]]);
  });

  it('re-decodes a looping chunk, but not below the two-second floor', async () => {
    const { recognizer, spans } = fakeRecognizer(() => ({ stop: 'repetition' }));
    const segments = await backendWith(recognizer, [[0, 5]]).transcribe(audio(5), { language: 'en-IN' });
    // 5 s → two pieces of ≥ 2 s, which are then kept as they are.
    expect(spans).toHaveLength(3);
    expect(segments).toHaveLength(2);
  });

  it('never feeds the model more than 20 s, or silence', async () => {
    const { recognizer, spans } = fakeRecognizer(() => ({}));
    await backendWith(recognizer, [[0, 30], [30, 34]]).transcribe(audio(34, [[30, 34]]), { language: 'en-IN' });
    expect(spans.length).toBeGreaterThanOrEqual(2);
    for (const [start, end] of spans) {
      expect(end - start).toBeLessThanOrEqual(20);
      expect(end).toBeLessThanOrEqual(30);
    }
  });

  it('adds per-request keyterms to the bias terms', async () => {
    const lexicon = BiasTrie.build(['12'], charTokens);
    const { recognizer, biases } = fakeRecognizer(() => ({}));
    const backend = backendWith(recognizer, [[0, 3]], lexicon);
    await backend.transcribe(audio(3), { language: 'en-IN' });
    await backend.transcribe(audio(3), { language: 'en-IN', keyterms: ['34'] });
    expect(biases[0]).toBe(lexicon);
    const withKeyterm = biases[1]!;
    const afterThree = withKeyterm.advance(withKeyterm.start, '3'.charCodeAt(0));
    expect(afterThree.matched).toBe(1);
    expect(withKeyterm.advance(withKeyterm.start, '1'.charCodeAt(0)).matched).toBe(1);
  });

  it('reads a prescription slot that names no medicine as the names the audio reads there, unless the decoder was sure of its words', async () => {
    const decoded = (slotConfidence: number): RecognizedText => ({
      text: 'Start chief excite 200 mg',
      tokens: [],
      confidence: 0.5,
      logProb: -10,
      biased: false,
      stop: 'end',
      words: ['Start', 'chief', 'excite', '200', 'mg'].map((text, i) => ({ text, confidence: i === 1 || i === 2 ? slotConfidence : 0.9 })),
    });
    const asked: string[] = [];
    const recognizerHearing = (slotConfidence: number): Recognizer => ({
      recognize: async () => decoded(slotConfidence),
      likelyNames: async (_pcm, prefix) => (asked.push(prefix), ['cetirizine', 'cefixime']),
      recognizeOtherwise: unexpected('recognizeOtherwise'),
      // The audio supports cefixime nearly as well as what was decoded; cetirizine far less.
      score: async (_pcm, texts) => texts.map((text) => (text === 'Start cefixime 200 mg' ? -14 : /cetirizine|cefixime/i.test(text) ? -60 : -10)),
    });
    const corrector = { ...plainCorrector, slotsWithoutMedicine: () => [{ before: 'Start ', after: ' 200 mg' }] };
    const backendHearing = (slotConfidence: number) =>
      new MoonshineBackend({
        recognizer: recognizerHearing(slotConfidence),
        chunker: { chunk: async () => [{ start: 0, end: seconds(3) }], close: async () => undefined },
        corrector,
        bias: BiasTrie.build([], charTokens),
        medicineNames: BiasTrie.build([], charTokens),
        formularyNames: BiasTrie.build([], charTokens),
        drafter: { recognize: unexpected('recognize') },
        close: async () => undefined,
      });
    expect((await backendHearing(0.3).transcribe(audio(3), { language: 'en-IN' }))[0]?.text).toBe('Start cefixime 200 mg');
    // Read once along the lexicon's names and once along the formulary's.
    expect(asked).toEqual(['Start ', 'Start ']);
    expect((await backendHearing(0.9).transcribe(audio(3), { language: 'en-IN' }))[0]?.text).toBe('Start chief excite 200 mg');
    expect(asked).toHaveLength(2);
  });

  it('reads a draft (a live partial) once with the drafter, without chunks, bias or corrections, its numbers as clinicians write them', async () => {
    const drafted: Array<{ length: number; bias: BiasTrie | undefined }> = [];
    const backend = new MoonshineBackend({
      recognizer: { score: unexpected('score'), likelyNames: unexpected('likelyNames'), recognizeOtherwise: unexpected('recognizeOtherwise'), recognize: unexpected('recognize') },
      drafter: {
        recognize: async (pcm, bias) => {
          drafted.push({ length: pcm.length, bias });
          return { text: 'start met for min five hundred milligrams', tokens: [], confidence: 0.6, logProb: -4, biased: false, stop: 'end', words: [] };
        },
      },
      chunker: { chunk: () => Promise.reject(new Error('a draft is not chunked')), close: async () => undefined },
      corrector: { ...plainCorrector, correctTerms: () => 'start metformin five hundred milligrams', normalise: (text) => text.replace('five hundred milligrams', '500 mg') },
      bias: BiasTrie.build(['metformin'], charTokens),
      medicineNames: BiasTrie.build([], charTokens),
      formularyNames: BiasTrie.build([], charTokens),
      close: async () => undefined,
    });
    const segments = await backend.transcribe(audio(3), { language: 'en-IN', draft: true });
    expect(segments).toEqual([{ start: 0, end: 3, text: 'start met for min 500 mg', confidence: 0.6, words: expect.any(Array) }]);
    expect(drafted).toEqual([{ length: seconds(3), bias: undefined }]);
    // Silence is not read at all.
    expect(await backend.transcribe(new Float32Array(seconds(1)), { language: 'en-IN', draft: true })).toEqual([]);
    expect(drafted).toHaveLength(1);
  });
});
