/**
 * A second look at the medical terms the model wrote on its own, unsure of them, in speech about nothing else medical. A
 * beam keeps few hypotheses, and a term can hold its place in it while a likelier reading is let go: espeak-ng's "Heart
 * rate seventy two per minute" came out "Arthritis and antitoper millet", though the model finds "Heart rate…" likelier.
 * Such a term is read again (decoded as before, with the bias if it had it, but reading the term's word otherwise), and
 * the other reading kept when the model finds it likelier. A term among other medical words ("Start metformin 500mg") is
 * left alone: there the model's doubt is between spellings of what was said, and the correction weighs its readings with
 * the speech around them (term-support.ts). So are terms the bias brought: supportedBias has weighed them.
 */
import { compactSpelling } from '../../../lexicon/spelling.js';
import type { BiasTrie } from './bias-trie.js';
import { MODELS_OWN_CHOICE, type MedicalContext } from './term-support.js';
import type { RecognizedText } from './moonshine-recognizer.js';

export interface SecondReader {
  /** The model's own transcript (no bias). */
  recognize(pcm: Float32Array): Promise<RecognizedText>;
  /** The likeliest transcript (biased by `bias` if given) that starts as `decoded` does up to its word at `word`, and reads that word otherwise. */
  recognizeOtherwise(pcm: Float32Array, decoded: RecognizedText, word: number, bias?: BiasTrie): Promise<RecognizedText>;
}

/** Second looks per piece: each costs a decode of the rest of it. */
const MAX_LOOKS = 2;

/**
 * `decoded` with the doubtful terms the model wrote on its own, with no other medical word in their sentence, read
 * otherwise (left to right, at most MAX_LOOKS) where the model finds the other transcript likelier, it ends as a
 * transcript should, reads all the other words and names no term `decoded` does not. `bias` is the trie `decoded` was
 * biased with, if it was.
 */
export async function withSecondLooks(reader: SecondReader, context: MedicalContext, pcm: Float32Array, decoded: RecognizedText, bias: BiasTrie): Promise<RecognizedText> {
  let modelsOwnWords: Set<string> | undefined;
  // A term in a biased transcript is the model's own when its transcript without the bias has the word too.
  const isModelsOwn = async (word: string): Promise<boolean> => {
    if (!decoded.biased) return true;
    modelsOwnWords ??= new Set((await reader.recognize(pcm)).words.map((w) => compactSpelling(w.text)));
    return modelsOwnWords.has(compactSpelling(word));
  };
  let current = decoded;
  let from = 0;
  for (let looks = 0; looks < MAX_LOOKS; looks++) {
    const term = await nextLoneDoubtfulTerm(context, current.words, from, isModelsOwn);
    if (term === undefined) break;
    // Read again as it was decoded: with the bias if the decoded transcript had it (a reading's prefix earns no bonus).
    const other = await reader.recognizeOtherwise(pcm, current, term.word, decoded.biased ? bias : undefined);
    // The beam may start the same word with another token ("Typhoid", "typhoid"): that is no other reading. One that
    // leaves words out is likelier for being shorter (log-probs only fall as words are added): it must read as many
    // words as the decoded one has besides the term's.
    const readOtherwise = compactSpelling(other.words[term.word]?.text ?? '') !== compactSpelling(current.words[term.word]!.text);
    const readsTheRest = other.words.length >= current.words.length - (term.end - term.word);
    if (readOtherwise && readsTheRest && other.stop === 'end' && other.logProb > current.logProb && !bringsTerm(context, current, other)) current = other;
    // The words before the term are the same in either reading, and a reading taken names no new term: look on past it.
    from = term.end;
  }
  return current;
}

/**
 * The first doubtful word at or after `from` of a lexicon term that `isModelsOwn`, with no other medical word in its
 * sentence (other terms count), and where the terms it is part of end.
 */
async function nextLoneDoubtfulTerm(
  context: MedicalContext,
  words: RecognizedText['words'],
  from: number,
  isModelsOwn: (word: string) => Promise<boolean>,
): Promise<{ word: number; end: number } | undefined> {
  const spans = context.termSpans(words.map((word) => word.text));
  for (let i = from; i < words.length; i++) {
    const naming = spans.filter((span) => span.first <= i && i < span.end);
    if (naming.length === 0 || words[i]!.confidence >= MODELS_OWN_CHOICE) continue;
    const [sentenceStart, sentenceEnd] = sentenceAround(words, i);
    const rest = words.slice(sentenceStart, sentenceEnd).filter((_, at) => naming.every((span) => at + sentenceStart < span.first || at + sentenceStart >= span.end));
    if (context.isMedical(rest.map((word) => word.text).join(' ')) || !(await isModelsOwn(words[i]!.text))) continue;
    return { word: i, end: Math.max(...naming.map((span) => span.end)) };
  }
  return undefined;
}

/** The words [start, end) of the sentence word `at` is in: a word ending in ".", "?" or "!" ends one. */
function sentenceAround(words: RecognizedText['words'], at: number): [number, number] {
  const ends = (i: number): boolean => /[.?!]["')]*$/.test(words[i]!.text);
  let start = at;
  while (start > 0 && !ends(start - 1)) start--;
  let end = at;
  while (end < words.length - 1 && !ends(end)) end++;
  return [start, end + 1];
}

/** Whether `other` names a term `decoded` does not: the bias may have written one in the rest of it, unweighed. */
function bringsTerm(context: MedicalContext, decoded: RecognizedText, other: RecognizedText): boolean {
  const termsOf = (text: RecognizedText): string[] =>
    context.termSpans(text.words.map((word) => word.text)).map(({ first, end }) => text.words.slice(first, end).map((word) => compactSpelling(word.text)).join(' '));
  const had = new Set(termsOf(decoded));
  return termsOf(other).some((term) => !had.has(term));
}
