/** Text ⇄ token ids for Moonshine, whose vocabulary starts with the 32000 ids of the LLaMA tokenizer. */

import llamaTokenizer from 'llama-tokenizer-js';

/** Ids at or above this have no text in the LLaMA vocabulary (Moonshine's 32768 include unused extras). */
export const TEXT_VOCAB_SIZE = 32_000;

/** Token ids of `text` as the decoder emits it after a space: word-initial pieces carry the leading "▁"; no BOS. */
export function tokenizeWords(text: string): number[] {
  return llamaTokenizer.encode(text, false, true);
}

/** The text of decoder output ids (without start/end tokens). */
export function detokenize(tokens: readonly number[]): string {
  return llamaTokenizer.decode([...tokens], false, true).trim();
}

/** A token's vocabulary entry ("▁Take", "mis", ","): a "▁" marks the start of a word. */
export function tokenPiece(token: number): string {
  return llamaTokenizer.vocabById[token] ?? '';
}
