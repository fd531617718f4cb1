/**
 * ROUGE-1, ROUGE-2 and ROUGE-L F1 as the ACI-BENCH paper reports them (Google's `rouge_score` defaults):
 * lowercase alphanumeric tokens, no stemming, no stopword removal; ROUGE-N from clipped n-gram overlap,
 * ROUGE-L from the longest common subsequence of the two whole token sequences (not the summary-level
 * ROUGE-Lsum). Written here rather than taken from npm: the maintained package (js-rouge) tokenises by the Penn
 * Treebank rules, is case-sensitive and computes a sentence-level union LCS by default, and throws on an empty
 * candidate; matching the paper would mean replacing its tokenizer and segmenter, which is most of this file.
 */

/** F1 of each measure, between 0 and 1 (reports multiply by 100). */
export interface RougeScores {
  rouge1: number;
  rouge2: number;
  rougeL: number;
}

export const ROUGE_MEASURES = ['rouge1', 'rouge2', 'rougeL'] as const satisfies readonly (keyof RougeScores)[];

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

export function rouge(candidate: string, reference: string): RougeScores {
  const ours = rougeTokens(candidate);
  const theirs = rougeTokens(reference);
  return { rouge1: rougeN(ours, theirs, 1), rouge2: rougeN(ours, theirs, 2), rougeL: rougeL(ours, theirs) };
}

/** The per-encounter mean of each measure, as the paper averages (0 for no encounters). */
export function meanRouge(scores: readonly RougeScores[]): RougeScores {
  const mean = (measure: keyof RougeScores) => (scores.length === 0 ? 0 : scores.reduce((sum, s) => sum + s[measure], 0) / scores.length);
  return { rouge1: mean('rouge1'), rouge2: mean('rouge2'), rougeL: mean('rougeL') };
}
