/** Recognises one piece of speech with Moonshine: encode, beam search (biased towards lexicon terms), detokenize. */

import { SAMPLE_RATE } from '../speech-types.js';
import { beamSearch, forcedLogProbs, likeliestNames, type BeamSearchOptions, type StopReason } from './beam-search.js';
import type { BiasTrie } from './bias-trie.js';
import { END_TOKEN, START_TOKEN, type EncodedAudio, type MoonshineModel } from './moonshine-model.js';
import { wordsOfTokens, wordStarts, type ScoredWord, type WordTokenizer } from '../words/token-words.js';
import { detokenize, TEXT_VOCAB_SIZE, tokenizeWords, tokenPiece } from './moonshine-tokenizer.js';

export interface MoonshineRecognizerOptions {
  /** Beam width (default 4); 1 is greedy, about half the decoding time. */
  beamSize?: number;
  /** Log-prob bonus per token that follows a lexicon term (default 2, or 1 with beam 1; 0 turns biasing off). */
  biasBonus?: number;
}

/**
 * Chosen on synthetic (espeak-ng) dictation with the medical lexicon. Beam 4 with bonus 2 had the lowest WER within
 * the real-time budget (beam 8 does better still at about twice the time); bonus 3 finds more terms but bends
 * ordinary words into terms. Greedy decoding cannot take back a word started on the strength of a bonus, so it
 * gets a smaller one: bonus 1 doubles its term recall at no cost in WER, bonus 2 raises its WER by a quarter.
 */
const DEFAULT_BEAM_SIZE = 4;
const DEFAULT_BIAS_BONUS = 2;
const GREEDY_BIAS_BONUS = 1;

/** Moonshine's own budget is about 6 tokens per second of audio; a floor leaves room for very short pieces. */
const TOKENS_PER_SECOND = 6;
const MIN_TOKENS = 12;

/**
 * Unfinished names kept at each step of `likelyNames`, and the most tokens a name may have there. With a width of 4
 * instead of 8, Combiflam ("Tab can perform SOS", festival) is no longer found: flite+festival term recall 90.2% → 89.0%.
 */
const NAME_WIDTH = 8;
const NAME_TOKENS = 8;

const TOKENIZER: WordTokenizer = { decode: detokenize, piece: tokenPiece };

export interface RecognizedText {
  text: string;
  tokens: number[];
  /** The text's words, each with the confidence of its weakest token. */
  words: ScoredWord[];
  /** 0..1, the geometric mean of the chosen tokens' probabilities. */
  confidence: number;
  /** The model's log-prob of the transcript (bias bonuses not counted). */
  logProb: number;
  /** Whether the transcript completes a biased term: the bias, not only the model, chose it. */
  biased: boolean;
  stop: StopReason;
}

export class MoonshineRecognizer {
  private readonly beamSize: number;
  private readonly biasBonus: number;

  constructor(
    private readonly model: MoonshineModel,
    options: MoonshineRecognizerOptions = {},
  ) {
    this.beamSize = options.beamSize ?? DEFAULT_BEAM_SIZE;
    this.biasBonus = options.biasBonus ?? (this.beamSize === 1 ? GREEDY_BIAS_BONUS : DEFAULT_BIAS_BONUS);
  }

  /**
   * The last audio encoded, kept so that scoring alternatives for it does not encode it again; with it, the decoder's
   * cross-attention cache for it (about 1 MB per second of audio) until the next piece is encoded.
   */
  private lastEncoded: { pcm: Float32Array; encoded: EncodedAudio } | undefined;

  /** The last audio's transcript without bias, which checking the biased one and second looks both ask for. */
  private lastUnbiased: { pcm: Float32Array; result: Promise<RecognizedText> } | undefined;

  async recognize(pcm: Float32Array, bias?: BiasTrie): Promise<RecognizedText> {
    const biasing = this.biasOf(bias);
    if (biasing) return this.decode(pcm, { bias: biasing });
    if (this.lastUnbiased?.pcm !== pcm) this.lastUnbiased = { pcm, result: this.decode(pcm, {}) };
    return this.lastUnbiased.result;
  }

  /**
   * The likeliest transcript of `pcm` that starts as `decoded` does up to its word at `word`, and goes on with neither
   * that word's first token nor the end: a second look at a word, for a likelier reading the beam let go of. With `bias`
   * when given.
   */
  async recognizeOtherwise(pcm: Float32Array, decoded: RecognizedText, word: number, bias?: BiasTrie): Promise<RecognizedText> {
    const start = wordStarts(decoded.tokens, TOKENIZER)[word];
    if (start === undefined) throw new RangeError(`no word ${word} in "${decoded.text}"`);
    return this.decode(pcm, {
      prefix: { tokens: decoded.tokens.slice(0, start), then: { not: [decoded.tokens[start]!, END_TOKEN] } },
      bias: this.biasOf(bias),
    });
  }

  private biasOf(trie: BiasTrie | undefined): BeamSearchOptions['bias'] {
    return trie && this.biasBonus > 0 ? { trie, bonus: this.biasBonus } : undefined;
  }

  private async decode(pcm: Float32Array, options: Pick<BeamSearchOptions, 'bias' | 'prefix'>): Promise<RecognizedText> {
    const decoding = this.model.startDecoding(await this.encode(pcm));
    const result = await beamSearch(decoding, {
      ...options,
      startToken: START_TOKEN,
      endToken: END_TOKEN,
      maxTokens: Math.max(MIN_TOKENS, Math.ceil((pcm.length / SAMPLE_RATE) * TOKENS_PER_SECOND)),
      beamSize: this.beamSize,
      emittableVocab: TEXT_VOCAB_SIZE,
    });
    return {
      text: detokenize(result.tokens),
      tokens: result.tokens,
      words: wordsOfTokens(result.tokens, result.tokenLogProbs, TOKENIZER),
      confidence: Math.exp(result.meanLogProb),
      logProb: result.logProb,
      biased: result.biased,
      stop: result.stop,
    };
  }

  /** The model's log-prob of each of `texts` as the transcript of `pcm` (forced decoding, end token included; see AudioScorer). */
  async score(pcm: Float32Array, texts: readonly string[]): Promise<number[]> {
    const decoding = this.model.startDecoding(await this.encode(pcm));
    return forcedLogProbs(decoding, { startToken: START_TOKEN, endToken: END_TOKEN }, texts.map(tokenizeWords));
  }

  /**
   * The `count` names of `trie` the audio reads best (per token) right after `prefix` (the transcript up to where a name is
   * expected), each as the decoder writes it; a beam of NAME_WIDTH unfinished names, each at most NAME_TOKENS long.
   */
  async likelyNames(pcm: Float32Array, prefix: string, trie: BiasTrie, count: number): Promise<string[]> {
    const decoding = this.model.startDecoding(await this.encode(pcm));
    const names = await likeliestNames(decoding, {
      startToken: START_TOKEN,
      prefix: prefix.trim() === '' ? [] : tokenizeWords(prefix.trim()),
      trie,
      width: NAME_WIDTH,
      maxTokens: NAME_TOKENS,
      emittableVocab: TEXT_VOCAB_SIZE,
    });
    // One spelling per name: the trie holds each in several cases, and the scoring of a reading tries every case anyway.
    return [...new Map(names.map((name) => detokenize(name.tokens)).map((name) => [name.toLowerCase(), name])).values()].slice(0, count);
  }

  private async encode(pcm: Float32Array): Promise<EncodedAudio> {
    if (this.lastEncoded?.pcm !== pcm) this.lastEncoded = { pcm, encoded: await this.model.encode(pcm) };
    return this.lastEncoded.encoded;
  }
}
