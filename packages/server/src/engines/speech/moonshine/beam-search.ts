/**
 * Searches over the decoder: beam search over a batched decoder step, with contextual biasing towards lexicon terms
 * (a log-prob bonus per token that follows a term in the bias trie, taken back if the term is left unfinished),
 * a token budget and a guard against degenerate loops (beam size 1 is greedy decoding); forced scoring of given
 * transcripts (`forcedLogProbs`); and the names of a trie the audio reads best after a prefix (`likeliestNames`).
 */

import type { BiasCursor, BiasTrie } from './bias-trie.js';
import { loopExcess } from './repetition-guard.js';

/** The decoder of one piece of audio, as the searches here drive it. */
export interface Decoder {
  /**
   * Starts (over) with `tokens` (the start token, then any forced tokens) as one row; returns the next-token logits
   * after each of them, row-major [tokens.length × vocabulary], valid until the next `step`.
   */
  start(tokens: readonly number[]): Promise<Float32Array>;
  /**
   * One step for a batch of hypotheses: row i extends the history of row `parentRows[i]` of the previous call (the
   * row `start` fed, at first) with `tokens[i]`. Returns the next-token logits, row-major [rows × vocabulary].
   */
  step(tokens: readonly number[], parentRows: readonly number[]): Promise<Float32Array>;
  /**
   * Feeds each of `continuations` as a row of its own after the first `at` tokens `start` fed, in one pass; returns the
   * next-token logits after each of their tokens, row-major [continuations.length × longest × vocabulary], a shorter
   * row padded at its end. Comes right after `start`, and leaves the decoder as start left it.
   */
  branch(continuations: ReadonlyArray<readonly number[]>, at: number): Promise<Float32Array>;
}

export interface BeamSearchOptions {
  startToken: number;
  endToken: number;
  /** Hard limit on emitted tokens (the end token not counted). */
  maxTokens: number;
  /** Default 4; 1 is greedy. */
  beamSize?: number;
  /** Tokens at or above this id are never emitted (they have no text). Default: the whole vocabulary. */
  emittableVocab?: number;
  /** Biasing towards lexicon terms; `bonus` is added to the log-prob of each token that follows a term. */
  bias?: { trie: BiasTrie; bonus: number };
  /**
   * Tokens the transcript starts with (no bias applies to them), and those the search may not go on with right after
   * them: the likeliest transcript that reads a word differently (a second look at it).
   */
  prefix?: { tokens: readonly number[]; then: { not: readonly number[] } };
}

export type StopReason = 'end' | 'max-tokens' | 'repetition';

export interface BeamSearchResult {
  /** Emitted tokens, without start and end tokens. */
  tokens: number[];
  /** Mean model log-prob of the chosen tokens (end token included when reached), without bias bonuses. */
  meanLogProb: number;
  /** Their sum: the model's log-prob of the transcript. */
  logProb: number;
  /** Whether the transcript owes anything to the bias: it completes a biased term. */
  biased: boolean;
  /** The model log-prob of each emitted token, without bias bonuses: `tokenLogProbs[i]` is that of `tokens[i]`. */
  tokenLogProbs: number[];
  stop: StopReason;
}

interface Hypothesis {
  readonly tokens: number[];
  /** Model log-prob of each chosen token. */
  readonly tokenLogProbs: number[];
  /** Sum of model log-probs of the chosen tokens. */
  readonly logProb: number;
  /** Bias bonus held, committed and pending. */
  readonly bonus: number;
  readonly bias: BiasCursor | undefined;
  /** Row of the previous decoder batch whose history this hypothesis extends. */
  readonly parentRow: number;
}

interface FinishedHypothesis extends Hypothesis {
  readonly stop: StopReason;
  /** Number of scored tokens (emitted tokens plus the end token when reached). */
  readonly scoredTokens: number;
}

interface Candidate {
  /** Row of the decoder batch that produced it. */
  readonly row: number;
  readonly parent: Hypothesis;
  readonly token: number;
  readonly logProb: number;
  readonly bonusDelta: number;
  readonly bias: BiasCursor | undefined;
  readonly score: number;
}

export async function beamSearch(decoder: Decoder, options: BeamSearchOptions): Promise<BeamSearchResult> {
  const beamSize = options.beamSize ?? 4;
  if (!Number.isInteger(beamSize) || beamSize < 1) throw new RangeError(`beamSize must be a positive integer, got ${beamSize}`);
  const bias = options.bias;
  const finished: FinishedHypothesis[] = [];
  const prefix = options.prefix?.tokens ?? [];
  const started = await decoder.start([options.startToken, ...prefix]);
  const rowOf = rowsOf(started, prefix.length + 1);
  const prefixLogProbs = prefix.map((token, i) => logProbOf(rowOf(i), token));
  const prefixLogProb = prefixLogProbs.reduce((sum, logProb) => sum + logProb, 0);
  let beams: Hypothesis[] = [{ tokens: [...prefix], tokenLogProbs: prefixLogProbs, logProb: prefixLogProb, bonus: 0, bias: bias?.trie.start, parentRow: 0 }];
  let logits = rowOf(prefix.length);

  for (;;) {
    const rowLogits = rowsOf(logits, beams.length);
    const candidates = beams.flatMap((beam, row) => candidatesOf(beam, row, rowLogits(row), beamSize + 1, options));
    candidates.sort((a, b) => b.score - a.score);

    // The best `beamSize` candidates go on, except that those ending here take their slot with them
    // (so beam 1 is exactly greedy), and a hypothesis caught in a loop is finished with none of its extensions kept.
    const next: Hypothesis[] = [];
    const looping = new Set<Hypothesis>();
    let slots = beamSize;
    for (const candidate of candidates) {
      if (slots === 0) break;
      if (looping.has(candidate.parent)) continue;
      const extended = extend(candidate);
      if (candidate.token === options.endToken) {
        finished.push({ ...extended, tokens: candidate.parent.tokens, tokenLogProbs: candidate.parent.tokenLogProbs, stop: 'end', scoredTokens: extended.tokens.length });
        slots--;
        continue;
      }
      const excess = loopExcess(extended.tokens);
      if (excess > 0) {
        looping.add(candidate.parent);
        const tokens = extended.tokens.slice(0, -excess);
        const tokenLogProbs = extended.tokenLogProbs.slice(0, -excess);
        finished.push({ ...withoutPendingBonus(extended, bias), tokens, tokenLogProbs, stop: 'repetition', scoredTokens: extended.tokens.length });
        continue;
      }
      next.push(extended);
      slots--;
    }

    if (next.length === 0 || settled(finished, next, beamSize)) break;
    if (next[0]!.tokens.length >= options.maxTokens) {
      for (const beam of next) finished.push({ ...withoutPendingBonus(beam, bias), stop: 'max-tokens', scoredTokens: beam.tokens.length });
      break;
    }
    beams = next;
    logits = await decoder.step(
      beams.map((beam) => beam.tokens.at(-1)!),
      beams.map((beam) => beam.parentRow),
    );
  }

  const best = bestOf(finished);
  return {
    tokens: best.tokens,
    meanLogProb: best.logProb / Math.max(1, best.scoredTokens),
    logProb: best.logProb,
    biased: best.bonus > 0,
    tokenLogProbs: best.tokenLogProbs,
    stop: best.stop,
  };
}

function extend(candidate: Candidate): Hypothesis {
  return {
    tokens: [...candidate.parent.tokens, candidate.token],
    tokenLogProbs: [...candidate.parent.tokenLogProbs, candidate.logProb],
    logProb: candidate.parent.logProb + candidate.logProb,
    bonus: candidate.parent.bonus + candidate.bonusDelta,
    bias: candidate.bias,
    parentRow: candidate.row,
  };
}

/** The hypothesis with the bonus of an unfinished term taken back (it stops inside the term). */
function withoutPendingBonus(hypothesis: Hypothesis, bias: BeamSearchOptions['bias']): Hypothesis {
  if (bias === undefined || hypothesis.bias === undefined) return hypothesis;
  return { ...hypothesis, bonus: hypothesis.bonus - bias.bonus * hypothesis.bias.pendingTokens, bias: bias.trie.start };
}

/**
 * The candidate extensions of one beam worth ranking: its `count` most likely tokens by the model, plus the
 * tokens the bias trie rewards that could overtake one of those once the bonus is added.
 */
function candidatesOf(beam: Hypothesis, row: number, logits: Float32Array, count: number, options: BeamSearchOptions): Candidate[] {
  const emittable = Math.min(options.emittableVocab ?? logits.length, logits.length);
  const logNormaliser = logSumExp(logits);
  const candidate = (token: number): Candidate => {
    const logProb = logits[token]! - logNormaliser;
    let bonusDelta = 0;
    let bias = beam.bias;
    if (options.bias !== undefined && bias !== undefined) {
      const move = options.bias.trie.advance(bias, token);
      bonusDelta = options.bias.bonus * (move.matched - move.rescinded);
      bias = move.cursor;
    }
    return { row, parent: beam, token, logProb, bonusDelta, bias, score: beam.logProb + beam.bonus + logProb + bonusDelta };
  };

  const avoided = beam.tokens.length === options.prefix?.tokens.length ? options.prefix.then.not : [];
  const top = topTokens(logits, emittable, count, [options.startToken, ...avoided]);
  const candidates = top.map(candidate);
  if (options.bias !== undefined && beam.bias !== undefined) {
    // A rewarded token gains at most one bonus: skip those that would still rank below all of this beam's own top
    // tokens (most of the lexicon's first tokens, at most steps), without walking the trie for them.
    const worstTop = Math.min(...candidates.map((c) => c.score));
    const bestPossible = beam.logProb + beam.bonus + options.bias.bonus - logNormaliser;
    const seen = new Set(top);
    for (const token of options.bias.trie.continuations(beam.bias)) {
      if (bestPossible + logits[token]! < worstTop || token >= emittable || seen.has(token) || avoided.includes(token)) continue;
      seen.add(token);
      candidates.push(candidate(token));
    }
  }
  return candidates;
}

/** Rank of a finished hypothesis' kind: a transcript, then a loop, then nothing (Moonshine sometimes ends at once on real speech). */
function kindRank(h: FinishedHypothesis): number {
  if (h.stop === 'repetition') return 1;
  return h.tokens.length === 0 ? 2 : 0;
}

const scorePerToken = (h: Hypothesis, tokens: number): number => (h.logProb + h.bonus) / Math.max(1, tokens);

/** The result: the best kind, and within it the best score per token. */
function bestOf(finished: readonly FinishedHypothesis[]): FinishedHypothesis {
  return finished.reduce((best, h) => {
    const byKind = kindRank(h) - kindRank(best);
    return byKind < 0 || (byKind === 0 && scorePerToken(h, h.scoredTokens) > scorePerToken(best, best.scoredTokens)) ? h : best;
  });
}

/** Whether `beamSize` transcripts have ended and none of them is beaten by a hypothesis still running (the usual stopping heuristic). */
function settled(finished: readonly FinishedHypothesis[], active: readonly Hypothesis[], beamSize: number): boolean {
  const transcripts = finished.filter((h) => kindRank(h) === 0).map((h) => scorePerToken(h, h.scoredTokens));
  if (transcripts.length < beamSize) return false;
  const bestActive = Math.max(...active.map((h) => scorePerToken(h, h.tokens.length)));
  return Math.min(...transcripts.sort((a, b) => b - a).slice(0, beamSize)) >= bestActive;
}

/**
 * Logits this far below the largest are left out of `logSumExp`: all 32k of them together add less than 1e-4 to the
 * log (e^-20 each), and Moonshine puts four in five of its logits there, so skipping their exp() saves most of the time.
 */
const NEGLIGIBLE_LOGIT = 20;

/** log Σ exp(x), computed stably; subtracting it from a logit gives that token's log-prob. */
function logSumExp(logits: Float32Array): number {
  let max = -Infinity;
  for (let i = 0; i < logits.length; i++) if (logits[i]! > max) max = logits[i]!;
  const floor = max - NEGLIGIBLE_LOGIT;
  let sum = 0;
  for (let i = 0; i < logits.length; i++) if (logits[i]! > floor) sum += Math.exp(logits[i]! - max);
  return max + Math.log(sum);
}

/** Row `i` of `rows` rows of logits laid out row-major. */
function rowsOf(logits: Float32Array, rows: number): (i: number) => Float32Array {
  const vocab = logits.length / rows;
  return (i) => logits.subarray(i * vocab, (i + 1) * vocab);
}

/**
 * Positions fed in one `branch` of forced decoding, and rows: the logits of 256 positions are 32 MB, and each row
 * holds a copy of the cross-attention cache (about 1 MB per second of audio), as the widest beam of `likeliestNames` does.
 */
const FORCED_POSITIONS = 256;
const FORCED_ROWS = 8;

/**
 * The model's log-prob of each of `sequences` followed by the end token, by forced decoding: the one that shares most
 * with the others (the trunk) in one pass (`start`); each other one from where it leaves the trunk, as rows of further
 * passes (`branch`), those that leave it at the same token together. Scores alternative transcripts of the same audio,
 * which differ in a few words: the trunk is one whose change comes late, and each other one leaves it where its own
 * change, or the trunk's, begins.
 */
export async function forcedLogProbs(decoder: Decoder, options: { startToken: number; endToken: number }, sequences: ReadonlyArray<readonly number[]>): Promise<number[]> {
  const distinct = [...new Map(sequences.map((tokens) => [tokens.join(' '), tokens])).values()];
  if (distinct.length === 0) return [];
  const sharing = distinct.map((tokens) => distinct.reduce((sum, other) => (other === tokens ? sum : sum + sharedLength(tokens, other)), 0));
  const trunk = distinct[sharing.indexOf(Math.max(...sharing))]!;
  const trunkRow = rowsOf(await decoder.start([options.startToken, ...trunk]), trunk.length + 1);
  // The log-prob of the trunk's first i tokens, then of the token after them.
  const trunkPrefixLogProbs = [0];
  trunk.forEach((token, i) => trunkPrefixLogProbs.push(trunkPrefixLogProbs[i]! + logProbOf(trunkRow(i), token)));
  const scored = new Map<string, number>();
  const leaving = new Map<number, Array<readonly number[]>>();
  for (const tokens of distinct) {
    const shared = sharedLength(trunk, tokens);
    const first = logProbOf(trunkRow(shared), tokens[shared] ?? options.endToken);
    scored.set(tokens.join(' '), trunkPrefixLogProbs[shared]! + first);
    if (tokens.length > shared) leaving.set(shared, [...(leaving.get(shared) ?? []), tokens]);
  }
  for (const [shared, branches] of leaving) {
    for (const group of rowGroups(branches, (tokens) => tokens.length - shared)) {
      const rests = group.map((tokens) => tokens.slice(shared));
      const width = Math.max(...rests.map((rest) => rest.length));
      // Each rest's first token was scored from the trunk; the branch reads what follows it.
      const branchRow = rowsOf(await decoder.branch(rests, shared + 1), rests.length * width);
      rests.forEach((rest, row) => {
        const key = group[row]!.join(' ');
        scored.set(key, [...rest.slice(1), options.endToken].reduce((sum, token, j) => sum + logProbOf(branchRow(row * width + j), token), scored.get(key)!));
      });
    }
  }
  return sequences.map((tokens) => scored.get(tokens.join(' '))!);
}

/** `members` in groups of at most FORCED_ROWS whose rows, as wide as the longest of them, hold FORCED_POSITIONS or fewer. */
function rowGroups<T>(members: readonly T[], lengthOf: (member: T) => number): T[][] {
  const groups: T[][] = [];
  let group: T[] = [];
  let width = 0;
  for (const member of members) {
    const wider = Math.max(width, lengthOf(member));
    if (group.length > 0 && (group.length === FORCED_ROWS || (group.length + 1) * wider > FORCED_POSITIONS)) {
      groups.push(group);
      group = [];
    }
    group.push(member);
    width = group.length === 1 ? lengthOf(member) : wider;
  }
  return group.length > 0 ? [...groups, group] : groups;
}

const sharedLength = (a: readonly number[], b: readonly number[]): number => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
};

const logProbOf = (logits: Float32Array, token: number): number => logits[token]! - logSumExp(logits);

/** Ids of the `count` largest logits below `limit`, best first, skipping `excluded`; ties go to the lower id. */
function topTokens(logits: Float32Array, limit: number, count: number, excluded: readonly number[]): number[] {
  const ids: number[] = [];
  const values: number[] = [];
  for (let id = 0; id < limit; id++) {
    const value = logits[id]!;
    if (ids.length === count && value <= values[count - 1]!) continue;
    if (excluded.includes(id)) continue;
    if (ids.length === count) {
      ids.pop();
      values.pop();
    }
    let at = ids.length;
    while (at > 0 && values[at - 1]! < value) at--;
    ids.splice(at, 0, id);
    values.splice(at, 0, value);
  }
  return ids;
}

/**
 * The names of `trie` the audio reads best after `prefix`: the decoder is fed the start token and `prefix`, then may only
 * go on along the trie's names, keeping the `width` likeliest unfinished names at each step, for at most `maxTokens`.
 * Returns each finished name (its tokens) with its log-prob after the prefix, best first by log-prob per token, as beams
 * are ranked (by the sum, a one-token name would always win). What follows a name is not weighed: the caller scores
 * each in its full sentence.
 */
export async function likeliestNames(
  decoder: Decoder,
  options: { startToken: number; prefix: readonly number[]; trie: BiasTrie; width: number; maxTokens: number; emittableVocab?: number },
): Promise<Array<{ tokens: number[]; logProb: number }>> {
  const started = rowsOf(await decoder.start([options.startToken, ...options.prefix]), options.prefix.length + 1);
  let logits = started(options.prefix.length);
  const finished: Array<{ tokens: number[]; logProb: number }> = [];
  let live = [{ node: options.trie.start.node, tokens: [] as number[], logProb: 0 }];
  for (let depth = 0; depth < options.maxTokens && live.length > 0; depth++) {
    const rowOf = rowsOf(logits, live.length);
    const next: Array<(typeof live)[number] & { parent: number }> = [];
    live.forEach((name, row) => {
      const rowLogits = rowOf(row);
      const normaliser = logSumExp(rowLogits);
      for (const [token, child] of name.node.children) {
        if (token >= (options.emittableVocab ?? rowLogits.length)) continue;
        const extended = { node: child, tokens: [...name.tokens, token], logProb: name.logProb + rowLogits[token]! - normaliser };
        if (child.isTermEnd) finished.push(extended);
        if (child.children.size > 0) next.push({ ...extended, parent: row });
      }
    });
    live = next.sort((a, b) => b.logProb - a.logProb).slice(0, options.width);
    if (live.length > 0) logits = await decoder.step(live.map((name) => name.tokens.at(-1)!), live.map((name) => (name as (typeof next)[number]).parent));
  }
  const perToken = (name: { tokens: number[]; logProb: number }) => name.logProb / name.tokens.length;
  return finished.sort((a, b) => perToken(b) - perToken(a)).map(({ tokens, logProb }) => ({ tokens, logProb }));
}
