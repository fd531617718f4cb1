/**
 * Words of a decoder output with a confidence each: the tokens grouped where a piece starts a word ("▁"), each word's
 * confidence the probability of its least likely token. The weakest piece is what a misheard drug name shows: the model
 * is unsure how "telmi…" goes on, and once it has chosen the rest follows with near certainty, so an average would hide it.
 */

/** A word as recognised, before it is placed in time. */
export interface ScoredWord {
  text: string;
  /** 0..1: the probability of the word's least likely token (punctuation attached to it not counted). */
  confidence: number;
}

const WORD_START = '▁';
/** A piece that is punctuation only (",", "."): attached to the word before it, and no part of its confidence. */
const PUNCTUATION_PIECE = /^[\p{P}\p{S}]+$/u;

export interface WordTokenizer { decode(tokens: readonly number[]): string; piece(token: number): string }

/**
 * `decode` gives the text of some tokens (the tokenizer's), `piece` a token's vocabulary entry. A piece "▁" alone (before
 * digits, which the tokenizer spells one by one) starts a word as any "▁…" does.
 */
export function wordsOfTokens(
  tokens: readonly number[],
  logProbs: readonly number[],
  tokenizer: WordTokenizer,
): ScoredWord[] {
  const words: ScoredWord[] = [];
  for (const { group, text } of wordTokens(tokens, tokenizer)) {
    const scored = group.filter((index) => !PUNCTUATION_PIECE.test(tokenizer.piece(tokens[index]!).replace(WORD_START, '')));
    const weakest = Math.min(...(scored.length > 0 ? scored : group).map((index) => logProbs[index]!));
    words.push({ text, confidence: Math.exp(weakest) });
  }
  return words;
}

/** The index in `tokens` of the first token of each word `wordsOfTokens` finds, in order. */
export function wordStarts(tokens: readonly number[], tokenizer: WordTokenizer): number[] {
  return wordTokens(tokens, tokenizer).map(({ group }) => group[0]!);
}

/** Each word's token indexes and text: a piece starting with "▁" starts one; groups with no text (a lone "▁") are left out. */
function wordTokens(tokens: readonly number[], tokenizer: WordTokenizer): Array<{ group: number[]; text: string }> {
  const groups: number[][] = [];
  for (const [index, token] of tokens.entries()) {
    if (groups.length === 0 || tokenizer.piece(token).startsWith(WORD_START)) groups.push([]);
    groups.at(-1)!.push(index);
  }
  return groups.map((group) => ({ group, text: tokenizer.decode(group.map((index) => tokens[index]!)).trim() })).filter(({ text }) => text !== '');
}
