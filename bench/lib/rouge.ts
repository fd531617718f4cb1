/**
 * ROUGE-1, ROUGE-2, ROUGE-L and ROUGE-Lsum F1 as the ACI-BENCH paper reports them (Google's `rouge_score`
 * defaults): lowercase alphanumeric tokens, no stemming, no stopword removal; ROUGE-N from clipped n-gram overlap,
 * ROUGE-L from the longest common subsequence of the two whole token sequences, ROUGE-Lsum from the summary-level
 * union LCS over newline-separated sentences (`_summary_level_lcs` of rouge_scorer.py, replicated down to which
 * of several longest subsequences it picks, since the union depends on it). Written here rather than taken from npm: the maintained package (js-rouge) tokenises by the Penn
 * Treebank rules, is case-sensitive and computes a sentence-level union LCS by default, and throws on an empty
 * candidate; matching the paper would mean replacing its tokenizer and segmenter, which is most of this file.
 */

/** F1 of each measure, between 0 and 1 (reports multiply by 100). */
export interface RougeScores {
  rouge1: number;
  rouge2: number;
  rougeL: number;
  rougeLsum: number;
}

export const ROUGE_MEASURES = ['rouge1', 'rouge2', 'rougeL', 'rougeLsum'] as const satisfies readonly (keyof RougeScores)[];

/** `rouge_score`'s tokenizer: lowercase, then runs of a-z and 0-9 (everything else separates). */
export function rougeTokens(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** Harmonic mean of precision and recall of `overlap` matches; 0 when nothing matches. */
function f1(overlap: number, candidateCount: number, referenceCount: number): number {
  if (overlap === 0) return 0;
  const precision = overlap / candidateCount;
  const recall = overlap / referenceCount;
  return (2 * precision * recall) / (precision + recall);
}

function nGramCounts(tokens: readonly string[], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= tokens.length; i++) {
    // Tokens are alphanumeric, so a space cannot occur inside one: the joined key is unambiguous.
    const gram = tokens.slice(i, i + n).join(' ');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

/** ROUGE-N F1: each n-gram counts as often as it occurs in both texts (clipped), no more. */
export function rougeN(candidate: readonly string[], reference: readonly string[], n: number): number {
  const ours = nGramCounts(candidate, n);
  const theirs = nGramCounts(reference, n);
  let overlap = 0;
  for (const [gram, count] of ours) overlap += Math.min(count, theirs.get(gram) ?? 0);
  return f1(overlap, Math.max(candidate.length - n + 1, 0), Math.max(reference.length - n + 1, 0));
}

/** `rouge_score`'s `_lcs_table`: the whole dynamic-programming table, row-major, (a.length + 1) × (b.length + 1). */
function lcsTable(a: readonly string[], b: readonly string[]): Uint32Array {
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      table[i * width + j] =
        a[i - 1] === b[j - 1] ? table[(i - 1) * width + j - 1]! + 1 : Math.max(table[(i - 1) * width + j]!, table[i * width + j - 1]!);
    }
  }
  return table;
}

/**
 * The positions in `reference` of one longest common subsequence with `candidate`, read back as `_backtrack_norec`
 * does: on a tie it steps back in the reference, so "a b" against "b a" gives [0] (the "a"), not [1].
 */
export function lcsIndices(reference: readonly string[], candidate: readonly string[]): number[] {
  const width = candidate.length + 1;
  const table = lcsTable(reference, candidate);
  const indices: number[] = [];
  let i = reference.length;
  let j = candidate.length;
  while (i > 0 && j > 0) {
    if (reference[i - 1] === candidate[j - 1]) {
      indices.push(i - 1);
      i--;
      j--;
    } else if (table[i * width + j - 1]! > table[(i - 1) * width + j]!) j--;
    else i--;
  }
  return indices.reverse();
}

/** Length of the longest common subsequence, in two rows of the dynamic-programming table. */
export function lcsLength(a: readonly string[], b: readonly string[]): number {
  let previous = new Uint32Array(b.length + 1);
  let current = new Uint32Array(b.length + 1);
  for (const token of a) {
    for (let j = 1; j <= b.length; j++) {
      current[j] = token === b[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

/** ROUGE-L F1 over the whole token sequences. */
export function rougeL(candidate: readonly string[], reference: readonly string[]): number {
  return f1(lcsLength(candidate, reference), candidate.length, reference.length);
}

/** rougeLsum's sentences: the text split at each newline, empty lines dropped (a line of spaces stays, with no tokens). */
export function summarySentences(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line.length > 0)
    .map(rougeTokens);
}

function tokenCounts(sentences: readonly (readonly string[])[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sentence of sentences) for (const token of sentence) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
}

/**
 * ROUGE-Lsum F1 (`_summary_level_lcs`): for each reference sentence, the union of the positions of its LCS with
 * every candidate sentence; each token of that union is a hit while both texts still have an unused occurrence of
 * it (ROUGE-1.5.5's clipping, so that hits never exceed either side's count).
 */
export function rougeLsum(candidate: readonly (readonly string[])[], reference: readonly (readonly string[])[]): number {
  const candidateCount = candidate.reduce((sum, s) => sum + s.length, 0);
  const referenceCount = reference.reduce((sum, s) => sum + s.length, 0);
  if (candidateCount === 0 || referenceCount === 0) return 0;
  const unusedCandidate = tokenCounts(candidate);
  const unusedReference = tokenCounts(reference);
  let hits = 0;
  for (const sentence of reference) {
    const union = new Set(candidate.flatMap((other) => lcsIndices(sentence, other)));
    for (const position of [...union].sort((a, b) => a - b)) {
      const token = sentence[position]!;
      if ((unusedCandidate.get(token) ?? 0) > 0 && (unusedReference.get(token) ?? 0) > 0) {
        hits++;
        unusedCandidate.set(token, unusedCandidate.get(token)! - 1);
        unusedReference.set(token, unusedReference.get(token)! - 1);
      }
    }
  }
  return f1(hits, candidateCount, referenceCount);
}

export function rouge(candidate: string, reference: string): RougeScores {
  const ours = rougeTokens(candidate);
  const theirs = rougeTokens(reference);
  return {
    rouge1: rougeN(ours, theirs, 1),
    rouge2: rougeN(ours, theirs, 2),
    rougeL: rougeL(ours, theirs),
    rougeLsum: rougeLsum(summarySentences(candidate), summarySentences(reference)),
  };
}

/** The per-encounter mean of each measure, as the paper averages (0 for no encounters). */
export function meanRouge(scores: readonly RougeScores[]): RougeScores {
  return scaleRouge(scores, 1);
}

/** Each measure averaged over `scores` and multiplied by `factor` (100 for reports). */
export function scaleRouge(scores: readonly RougeScores[], factor: number): RougeScores {
  const mean = (measure: keyof RougeScores) => (scores.length === 0 ? 0 : (factor * scores.reduce((sum, s) => sum + s[measure], 0)) / scores.length);
  return { rouge1: mean('rouge1'), rouge2: mean('rouge2'), rougeL: mean('rougeL'), rougeLsum: mean('rougeLsum') };
}
