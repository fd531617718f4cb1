import { describe, expect, it } from 'vitest';
import type { RecognizedText } from './moonshine-recognizer.js';
import { BIAS_MARGIN, CORRECTION_MARGIN, supportedBias, supportedCorrection, type AudioScorer, type MedicalContext } from './term-support.js';

/** Its words as sure as `wordConfidence` (below even odds by default: a term the bias may have pushed). */
const recognized = (text: string, logProb: number, biased: boolean, wordConfidence = 0.3): RecognizedText => ({
  text,
  tokens: [],
  words: text.split(' ').map((word) => ({ text: word, confidence: wordConfidence })),
  confidence: 1,
  logProb,
  biased,
  stop: 'end',
});

/** The model's own transcript of the audio and the log-prob it gives any text, and a count of the decodes asked for. */
function scorer(plain: RecognizedText, scores: Record<string, number> = {}) {
  const calls = { recognize: 0, score: 0 };
  const audio: AudioScorer = {
    recognize: async () => (calls.recognize++, plain),
    score: async (_pcm, text) => (calls.score++, scores[text] ?? -100),
  };
  return { audio, calls };
}
const medicalWhen = (pattern: RegExp): MedicalContext => ({ isMedical: (text) => pattern.test(text), hasClinicalWord: (text) => pattern.test(text) });
const pcm = new Float32Array(16);

describe('supportedBias', () => {
  it('keeps a transcript that owes nothing to the bias without decoding again', async () => {
    const { audio, calls } = scorer(recognized('unused', 0, false));
    const heard = recognized('start metformin', -5, false);
    expect(await supportedBias(audio, medicalWhen(/./), pcm, heard, '')).toBe(heard);
    expect(calls.recognize).toBe(0);
  });

  it("keeps without a second decode a biased transcript whose every token was the model's own first choice", async () => {
    const { audio, calls } = scorer(recognized('unused', 0, false));
    const sure = recognized('start metformin 500 mg', -2, true, 0.6);
    expect(await supportedBias(audio, medicalWhen(/never/), pcm, sure, '')).toBe(sure);
    expect(calls.recognize).toBe(0);
  });

  it("keeps a biased term the model alone finds nearly as likely, in speech about medicine", async () => {
    const biased = recognized('start metformin 500 mg', -10, true);
    const { audio } = scorer(recognized('start met forming 500 mg', -10 + BIAS_MARGIN - 0.5, false));
    expect(await supportedBias(audio, medicalWhen(/mg/), pcm, biased, '')).toBe(biased);
  });

  it("takes the model's own transcript when the term is far less likely, or when nothing around it is medical", async () => {
    const invented = recognized('a transition between gothic and rheumatoid arthritis', -20, true);
    const plain = recognized('a transition between gothic and roman', -20 + BIAS_MARGIN + 1, false);
    expect(await supportedBias(scorer(plain).audio, medicalWhen(/./), pcm, invented, '')).toBe(plain);
    const likely = recognized('a transition between gothic and rheumatoid arthritis', -20, true);
    const nearly = recognized('a transition between gothic and roman', -19, false);
    expect(await supportedBias(scorer(nearly).audio, medicalWhen(/mg/), pcm, likely, 'the history of printing')).toBe(nearly);
    // The speech just before can be what makes it medical.
    expect(await supportedBias(scorer(nearly).audio, medicalWhen(/mg/), pcm, likely, 'Tab methotrexate 15 mg weekly.')).toBe(likely);
  });
});

describe('supportedCorrection', () => {
  it('keeps what was decoded when the correction changes nothing, or nothing around it is medical', async () => {
    const { audio, calls } = scorer(recognized('', 0, false), { 'all the arts and crafts': -5, 'all the artesunate crafts': -5 });
    expect(await supportedCorrection(audio, medicalWhen(/mg/), pcm, { text: 'same' }, 'same', '')).toBe('same');
    expect(await supportedCorrection(audio, medicalWhen(/mg/), pcm, { text: 'all the arts and crafts' }, 'all the artesunate crafts', '')).toBe('all the arts and crafts');
    expect(calls.score).toBe(0);
  });

  it('corrects where the audio supports the correction nearly as well as the decoded words, and not beyond', async () => {
    const context = medicalWhen(/mg/);
    const close = scorer(recognized('', 0, false), { 'tab met for min 500 mg': -12, 'tab metformin 500 mg': -12 - CORRECTION_MARGIN + 0.5 });
    expect(await supportedCorrection(close.audio, context, pcm, { text: 'tab met for min 500 mg' }, 'tab metformin 500 mg', '')).toBe('tab metformin 500 mg');
    const far = scorer(recognized('', 0, false), { 'tab met for min 500 mg': -12, 'tab metformin 500 mg': -12 - CORRECTION_MARGIN - 0.5 });
    expect(await supportedCorrection(far.audio, context, pcm, { text: 'tab met for min 500 mg' }, 'tab metformin 500 mg', '')).toBe('tab met for min 500 mg');
    // The decoder's own log-prob of what it heard stands in for scoring it again.
    expect(far.calls.score).toBe(2);
    expect(await supportedCorrection(far.audio, context, pcm, { text: 'tab met for min 500 mg', logProb: -100 }, 'tab metformin 500 mg', '')).toBe('tab metformin 500 mg');
    expect(far.calls.score).toBe(3);
  });
});
