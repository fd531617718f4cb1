import { describe, expect, it } from 'vitest';
import type { RecognizedText } from './moonshine-recognizer.js';
import { BiasTrie } from './bias-trie.js';
import { withSecondLooks, type SecondReader } from './second-look.js';
import type { MedicalContext } from './term-support.js';

/** Its words sure (0.9), those listed `unsure` not (0.28). */
const recognized = (text: string, logProb: number, options: { biased?: boolean; unsure?: string[]; stop?: RecognizedText['stop'] } = {}): RecognizedText => ({
  text,
  tokens: [],
  words: text.split(' ').map((word) => ({ text: word, confidence: options.unsure?.includes(word) ? 0.28 : 0.9 })),
  confidence: 0.5,
  logProb,
  biased: options.biased ?? false,
  stop: options.stop ?? 'end',
});

const TERM = /arthritis|metoprolol|telma/i;
const context: MedicalContext = {
  isMedical: (text) => TERM.test(text) || /\bmg\b/.test(text),
  hasClinicalWord: () => true,
  namesTerm: (text) => TERM.test(text),
  termSpans: (words) => words.flatMap((word, first) => (TERM.test(word) ? [{ first, end: first + 1 }] : [])),
  medicineDoses: () => [],
  unprovenMedicines: () => [],
  termsOutOfPlace: () => [],
};
const pcm = new Float32Array(16);
const bias = BiasTrie.build(['metoprolol'], (text) => [...text].map((c) => c.charCodeAt(0)));

/** Reads every word it is asked about as `other`; the model's own transcript is `plain`. Records the words asked about. */
function reader(other: RecognizedText, plain?: RecognizedText) {
  const asked: string[] = [];
  const biases: Array<BiasTrie | undefined> = [];
  const read: SecondReader = {
    recognize: async () => plain ?? other,
    recognizeOtherwise: async (_pcm, decoded, word, bias) => (asked.push(decoded.words[word]!.text), biases.push(bias), other),
  };
  return { read, asked, biases };
}

describe('withSecondLooks', () => {
  const decoded = recognized('Metoprolol 25 mg once daily. Arthritis and antitoper millet.', -22.6, { unsure: ['Arthritis'] });

  it('reads a term the model wrote unsure of it otherwise, when the model finds the other reading likelier', async () => {
    const heartRate = recognized('Metoprolol 25 mg once daily. Heart rate 70 per minute.', -22.0);
    const { read, asked } = reader(heartRate);
    expect(await withSecondLooks(read, context, pcm, decoded, bias)).toBe(heartRate);
    expect(asked).toEqual(['Arthritis']);
  });

  it('keeps the term when the other reading is less likely, is no finished transcript, leaves words out, reads the same word, or names another term', async () => {
    expect(await withSecondLooks(reader(recognized('Metoprolol 25 mg once daily. Heart rate', -25)).read, context, pcm, decoded, bias)).toBe(decoded);
    expect(await withSecondLooks(reader(recognized('Metoprolol 25 mg once daily. Heart heart heart', -20, { stop: 'repetition' })).read, context, pcm, decoded, bias)).toBe(decoded);
    expect(await withSecondLooks(reader(recognized('Metoprolol 25 mg once daily. Heart rate Telma', -20)).read, context, pcm, decoded, bias)).toBe(decoded);
    // Likelier for being shorter: it stops where the term was.
    expect(await withSecondLooks(reader(recognized('Metoprolol 25 mg once daily.', -6)).read, context, pcm, decoded, bias)).toBe(decoded);
    expect(await withSecondLooks(reader(recognized('Metoprolol 25 mg once daily. arthritis and antitoper millet.', -20)).read, context, pcm, decoded, bias)).toBe(decoded);
  });

  it('does not look again at sure words, words of no term, or terms the bias brought', async () => {
    const sure = reader(recognized('anything', 0));
    expect(await withSecondLooks(sure.read, context, pcm, recognized('Metoprolol and Arthritis', -5, { unsure: ['and'] }), bias)).toMatchObject({ text: 'Metoprolol and Arthritis' });
    expect(sure.asked).toEqual([]);
    // The bias wrote "Metoprolol" where the model alone heard "Tammet approval"; it wrote "Arthritis" too.
    const biased = recognized('Metoprolol and millet. Arthritis and millet.', -22.6, { biased: true, unsure: ['Metoprolol', 'Arthritis'] });
    const { read, asked, biases } = reader(recognized('Metoprolol and millet. Heart rate 70.', -22), recognized('Tammet approval and millet. arthritis and millet.', -16));
    await withSecondLooks(read, context, pcm, biased, bias);
    // It is read again as it was decoded: with the bias, also at a second look after a first reading was taken.
    expect(asked).toEqual(['Arthritis']);
    expect(biases).toEqual([bias]);
    const twice = reader(recognized('Metoprolol and millet. Heart rate and millet. Arthritis and millet.', -20, { unsure: ['Arthritis'] }), recognized('arthritis and millet.', -1));
    await withSecondLooks(twice.read, context, pcm, recognized('Metoprolol and millet. Arthritis and millet. Arthritis and millet.', -22.6, { biased: true, unsure: ['Arthritis'] }), bias);
    expect(twice.asked).toEqual(['Arthritis', 'Arthritis']);
    expect(twice.biases).toEqual([bias, bias]);
  });

  it('leaves alone a term among other medical words, where the doubt is how to spell what was said', async () => {
    const { read, asked } = reader(recognized('Start met for min 500 mg.', -5));
    const decoded = recognized('Start metoprolol 500 mg.', -6, { unsure: ['metoprolol'] });
    expect(await withSecondLooks(read, context, pcm, decoded, bias)).toBe(decoded);
    expect(asked).toEqual([]);
  });
});
