import { describe, expect, it } from 'vitest';
import type { RecognizedText } from './moonshine-recognizer.js';
import { BIAS_MARGIN, CORRECTION_MARGIN, RIVAL_MARGIN, STRENGTH_PRIOR, supportedBias, supportedCorrection, type AudioScorer, type MedicalContext } from './term-support.js';

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
    score: async (_pcm, texts) => (calls.score++, texts.map((text) => scores[text] ?? -100)),
  };
  return { audio, calls };
}
const medicalWhen = (pattern: RegExp, terms = /metformin|arthritis|tinnitus|Telma/): MedicalContext => ({
  isMedical: (text) => pattern.test(text),
  hasClinicalWord: (text) => pattern.test(text),
  namesTerm: (text) => terms.test(text),
  termSpans: (words) => words.flatMap((word, first) => (terms.test(word) ? [{ first, end: first + 1 }] : [])),
  medicineDoses: (text) => (/progesterone 20/.test(text) ? [{ spelling: 'progesterone', fit: 'unmade' as const }] : []),
  unprovenMedicines: (text) => (/glycine/.test(text) ? ['glycine'] : []),
  termsOutOfPlace: (text) => (/Continue cough/.test(text) ? ['cough'] : []),
});
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
    const likely = recognized('continue metformin', -20, true);
    const nearly = recognized('continue met forming', -19, false);
    expect(await supportedBias(scorer(nearly).audio, medicalWhen(/mg/), pcm, likely, 'the history of printing')).toBe(nearly);
    // The speech just before can be what makes it medical.
    expect(await supportedBias(scorer(nearly).audio, medicalWhen(/mg/), pcm, likely, 'Tab glimepiride 1 mg.')).toBe(likely);
  });

  it('takes the model\'s own transcript when a term the bias wrote sounds unlike what the model alone heard', async () => {
    // Nearly as likely, in speech about medicine, but "to the patient" is not "tinnitus" (espeak-ng, dict-17).
    const invented = recognized('symptoms of hypoglycaemia tinnitus', -15, true);
    const plain = recognized('symptoms of hypoglycemia to the patient', -14, false);
    expect(await supportedBias(scorer(plain).audio, medicalWhen(/./), pcm, invented, '')).toBe(plain);
    // A term spelled from the same sounds is the bias's to write; so is an acronym, whose letters phonetic keys cannot compare.
    const respelled = recognized('Tab Telma sartun 40 mg', -15, true);
    expect(await supportedBias(scorer(recognized('Tab Telmasartun 40 mg', -14, false)).audio, medicalWhen(/./), pcm, respelled, '')).toBe(respelled);
    const acronym = recognized('check HbA1c', -15, true);
    expect(await supportedBias(scorer(recognized('check visage be at one C', -14, false)).audio, medicalWhen(/./, /HbA1c/), pcm, acronym, '')).toBe(acronym);
  });
});

describe('supportedBias and strengths', () => {
  it("takes the model's own transcript when the bias gives a medicine a dose it is not made in", async () => {
    // Nearly as likely, and "to procrastinate in" sounds enough like "the progesterone" (flite, dict-16): but there is no 20 mg of it.
    const invented = recognized('Tad the progesterone 20 mg', -14, true);
    const plain = recognized('Tab to procrastinate in 20 mg', -8, false);
    expect(await supportedBias(scorer(plain).audio, medicalWhen(/./, /progesterone/), pcm, invented, '')).toBe(plain);
  });

  it("takes the model's own transcript when the bias writes a term that names no medicine where a medicine is prescribed (issue 30)", async () => {
    // "Continue Cuvposa one milligram" heard as "cough post a" under the bias (flite, formulary held-25).
    const invented = recognized('Continue cough post a 1 mg at night', -14, true);
    const plain = recognized('Continue cuff posse a 1 mg at night', -13, false);
    expect(await supportedBias(scorer(plain).audio, medicalWhen(/./, /cough/), pcm, invented, '')).toBe(plain);
  });
});

describe('supportedCorrection', () => {
  const context = medicalWhen(/mg/);
  it('keeps what was decoded when the correction changes nothing, or nothing around it is medical', async () => {
    const { audio, calls } = scorer(recognized('', 0, false), { 'all the arts and crafts': -5, 'all the artesunate crafts': -5 });
    expect(await supportedCorrection(audio, context, pcm, { text: 'same' }, () => ['same'], '')).toBe('same');
    expect(await supportedCorrection(audio, context, pcm, { text: 'all the arts and crafts' }, () => ['all the artesunate crafts'], '')).toBe('all the arts and crafts');
    expect(calls.score).toBe(0);
    // The speech after the piece counts as much as the speech before it.
    const { audio: after } = scorer(recognized('', 0, false), { 'inj ceftrioxone': -5, 'inj ceftriaxone': -6 });
    expect(await supportedCorrection(after, context, pcm, { text: 'inj ceftrioxone' }, () => ['inj ceftriaxone'], ' 1 g IV 500 mg')).toBe('inj ceftriaxone');
  });

  it('corrects where the audio supports the correction nearly as well as the decoded words, and not beyond', async () => {
    const close = scorer(recognized('', 0, false), { 'tab met for min 500 mg': -12, 'tab metformin 500 mg': -12 - CORRECTION_MARGIN + 0.5 });
    expect(await supportedCorrection(close.audio, context, pcm, { text: 'tab met for min 500 mg' }, () => ['tab metformin 500 mg'], '')).toBe('tab metformin 500 mg');
    const far = scorer(recognized('', 0, false), { 'tab met for min 500 mg': -12, 'tab metformin 500 mg': -12 - CORRECTION_MARGIN - 0.5 });
    expect(await supportedCorrection(far.audio, context, pcm, { text: 'tab met for min 500 mg' }, () => ['tab metformin 500 mg'], '')).toBe('tab met for min 500 mg');
    // The decoded text, then its correction in each case, in one batch: two calls.
    expect(far.calls.score).toBe(2);
    // The decoder's own log-prob of what it heard stands in for scoring it again.
    expect(await supportedCorrection(far.audio, context, pcm, { text: 'tab met for min 500 mg', logProb: -100 }, () => ['tab metformin 500 mg'], '')).toBe('tab metformin 500 mg');
    expect(far.calls.score).toBe(3);
  });

  it('weighs each change on its own, in its likeliest case, and keeps changes of case alone', async () => {
    const heard = 'Tap Pantoprazole 40 mg and dumperidone 10 mg';
    const correction = 'Tab pantoprazole 40 mg and domperidone 10 mg';
    const { audio } = scorer(recognized('', 0, false), {
      [heard]: -6,
      // "Tap" → "Tab" is not supported; the drug is, written with a capital.
      'Tab Pantoprazole 40 mg and dumperidone 10 mg': -6 - CORRECTION_MARGIN - 1,
      'Tap Pantoprazole 40 mg and domperidone 10 mg': -6 - CORRECTION_MARGIN - 5,
      'Tap Pantoprazole 40 mg and Domperidone 10 mg': -9,
    });
    expect(await supportedCorrection(audio, context, pcm, { text: heard }, () => [correction], '')).toBe('Tap pantoprazole 40 mg and domperidone 10 mg');
  });

  it('counts STRENGTH_PRIOR for a change that names a medicine at one of its strengths, to take it and to rank it', async () => {
    const atStrength: MedicalContext = { ...context, medicineDoses: (text) => (/cefixime 200/.test(text) ? [{ spelling: 'cefixime', fit: 'strength' }] : []) };
    const heard = 'Start chief excite 200 mg';
    const supportedAt = async (logProb: number, rival = -100) => {
      const { audio } = scorer(recognized('', 0, false), { [heard]: -10, 'Start cefixime 200 mg': logProb, 'Start chief exe 200 mg': rival });
      return supportedCorrection(audio, atStrength, pcm, { text: heard }, () => ['Start cefixime 200 mg', 'Start chief exe 200 mg'], '');
    };
    expect(await supportedAt(-10 - CORRECTION_MARGIN - STRENGTH_PRIOR + 1)).toBe('Start cefixime 200 mg');
    expect(await supportedAt(-10 - CORRECTION_MARGIN - STRENGTH_PRIOR - 1)).toBe(heard);
    // Ranked with its prior: a likelier change of the same words that names no medicine at a strength loses to it.
    expect(await supportedAt(-15, -15 + STRENGTH_PRIOR - 1)).toBe('Start cefixime 200 mg');
    expect(await supportedAt(-15, -15 + STRENGTH_PRIOR + 1)).toBe('Start chief exe 200 mg');
    // A formulary medicine without a dose it can be given as is not weighed, however well the audio reads it.
    const glycine = scorer(recognized('', 0, false), { [heard]: -10, 'Start glycine 200 mg': -5 });
    expect(await supportedCorrection(glycine.audio, context, pcm, { text: heard }, () => ['Start glycine 200 mg'], '')).toBe(heard);
    // Nor is a change that writes a term naming no medicine where one is prescribed (issue 30).
    const cough = scorer(recognized('', 0, false), { 'Continue cuff posse a 1 mg': -10, 'Continue cough posse a 1 mg': -5 });
    expect(await supportedCorrection(cough.audio, context, pcm, { text: 'Continue cuff posse a 1 mg' }, () => ['Continue cough posse a 1 mg'], '')).toBe('Continue cuff posse a 1 mg');
    // A name read in two changes, each leaving words of the slot over alone, is in place with both.
    const inhaler = 'continue Beauty-Son-Eye for Motorola inhaler';
    const split: MedicalContext = { ...context, isMedical: () => true, termsOutOfPlace: (text) => [...text.matchAll(/budesonide(?= for )|(?<=Eye )formoterol/g)].map((m) => m[0]) };
    const parts = scorer(recognized('', 0, false), { [inhaler]: -10, 'continue budesonide for Motorola inhaler': -12, 'continue Beauty-Son-Eye formoterol inhaler': -12 });
    const bothOrOne = (proposals: string[]) => supportedCorrection(parts.audio, split, pcm, { text: inhaler }, () => proposals, '');
    expect(await bothOrOne(['continue budesonide for Motorola inhaler', 'continue Beauty-Son-Eye formoterol inhaler'])).toBe('continue budesonide formoterol inhaler');
    expect(await bothOrOne(['continue budesonide for Motorola inhaler'])).toBe(inhaler);
    // Without the strength, the margin alone.
    const { audio } = scorer(recognized('', 0, false), { [heard]: -10, 'Start cefixime 200 mg': -10 - CORRECTION_MARGIN - 1 });
    expect(await supportedCorrection(audio, context, pcm, { text: heard }, () => ['Start cefixime 200 mg'], '')).toBe(heard);
  });

  it('weighs no change that gives a medicine a dose it is not made in', async () => {
    const heard = 'Tab to procrastinate in 20 mg';
    const { audio } = scorer(recognized('', 0, false), { [heard]: -8, 'Tab to progesterone 20 mg': -9 });
    expect(await supportedCorrection(audio, context, pcm, { text: heard }, () => ['Tab to progesterone 20 mg'], '')).toBe(heard);
  });

  it('takes, of other readings of the same words, the one the audio supports best', async () => {
    const heard = 'Tab curse in 500 mg';
    const { audio } = scorer(recognized('', 0, false), { [heard]: -5, 'Tab Crocin 500 mg': -7, 'Tab Crosin 500 mg': -9 });
    expect(await supportedCorrection(audio, context, pcm, { text: heard }, () => [heard, 'Tab Crosin 500 mg', 'Tab Crocin 500 mg'], '')).toBe('Tab Crocin 500 mg');
  });
});

describe('supportedCorrection and rival names', () => {
  it('writes neither of two names the audio reads about as likely for the same words (issue 30)', async () => {
    const heard = 'Restart Mitteran 5 mg';
    const context = medicalWhen(/mg/, /methamphetamine|metformin/);
    const supportedWith = async (rival: number) => {
      const { audio } = scorer(recognized('', 0, false), { [heard]: -9, 'Restart methamphetamine 5 mg': -14, 'Restart metformin 5 mg': rival });
      return supportedCorrection(audio, context, pcm, { text: heard }, () => ['Restart methamphetamine 5 mg', 'Restart metformin 5 mg'], '');
    };
    expect(await supportedWith(-14 - RIVAL_MARGIN + 0.5)).toBe(heard);
    expect(await supportedWith(-14 - RIVAL_MARGIN - 0.5)).toBe('Restart methamphetamine 5 mg');
  });

  it('lets neither a change of other words nor a reading that names no term rival a name', async () => {
    const heard = 'continue Beauty-Son-Eye for Motorola inhaler';
    const scores = { [heard]: -9, 'continue budesonide formoterol inhaler': -12, 'continue budesonide for Motorola inhaler': -12.5 };
    const proposals = () => ['continue budesonide formoterol inhaler', 'continue budesonide for Motorola inhaler'];
    const context = medicalWhen(/inhaler/, /budesonide|formoterol/);
    expect(await supportedCorrection(scorer(recognized('', 0, false), scores).audio, context, pcm, { text: heard }, proposals, '')).toBe('continue budesonide formoterol inhaler');
    const typed = 'Tab curse in 500 mg';
    const { audio } = scorer(recognized('', 0, false), { [typed]: -5, 'Tab Crocin 500 mg': -7, 'Tab Crosin 500 mg': -7.5 });
    expect(await supportedCorrection(audio, medicalWhen(/mg/, /Crocin/), pcm, { text: typed }, () => ['Tab Crosin 500 mg', 'Tab Crocin 500 mg'], '')).toBe('Tab Crocin 500 mg');
  });
});

describe('supportedCorrection and sure words', () => {
  it('scores no reading of words the decoder was sure of', async () => {
    const heard = 'Thyroid profile shows DSH 8.5';
    const words = [0.95, 0.9, 0.99, 0.2, 0.9].map((confidence, i) => ({ text: heard.split(' ')[i]!, confidence }));
    const { audio } = scorer(recognized('', 0, false), { [heard]: -5, 'Lipid profile shows DSH 8.5': -6, 'Thyroid profile shows TSH 8.5': -7 });
    const proposals = [heard, 'Lipid profile shows DSH 8.5', 'Thyroid profile shows TSH 8.5'];
    expect(await supportedCorrection(audio, medicalWhen(/./), pcm, { text: heard, logProb: -5, words }, () => proposals, '')).toBe('Thyroid profile shows TSH 8.5');
    // Without the words' confidences, every supported reading is taken.
    expect(await supportedCorrection(audio, medicalWhen(/./), pcm, { text: heard, logProb: -5 }, () => proposals, '')).toBe('Lipid profile shows TSH 8.5');
  });
});

describe('supportedBias and doubtful words', () => {
  it('decodes again only when a word below even odds is part of a term', async () => {
    // "sartun" is doubtful but no term is within reach of it: the bias wrote nothing the model doubted.
    const { audio, calls } = scorer(recognized('unused', 0, false));
    const biased: RecognizedText = { ...recognized('Tab Telma sartun 40 mg', -5, true, 0.9), words: ['Tab', 'Telma', 'sartun', '40', 'mg'].map((text, i) => ({ text, confidence: i === 2 ? 0.2 : 0.9 })) };
    expect(await supportedBias(audio, medicalWhen(/./, /metformin/), pcm, biased, '')).toBe(biased);
    expect(calls.recognize).toBe(0);
    // A doubtful word next to a term: decoded again.
    await supportedBias(audio, medicalWhen(/./, /Telma/), pcm, biased, '');
    expect(calls.recognize).toBe(1);
  });
});
