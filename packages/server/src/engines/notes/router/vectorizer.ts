/**
 * Feature counts → a sparse TF-IDF vector over a fixed vocabulary, L2-normalised so that long and short texts
 * weigh alike. The vocabulary is sorted, so the same training texts give the same feature indices everywhere.
 */
import type { FeatureCounts } from './features.js';
import type { SparseVector } from './linear-model.js';

/** `binary`: a feature present counts 1; `sublinear`: 1 + ln(count). */
export type TermWeighting = 'binary' | 'sublinear';

export interface Vocabulary {
  readonly terms: readonly string[];
  readonly idf: readonly number[];
}

export interface VocabularyIndex extends Vocabulary {
  readonly index: ReadonlyMap<string, number>;
}

export const indexVocabulary = (vocabulary: Vocabulary): VocabularyIndex => ({
  ...vocabulary,
  index: new Map(vocabulary.terms.map((term, i) => [term, i])),
});

/** The features found in at least `minDocumentFrequency` documents, with the smoothed idf ln((1+N)/(1+df)) + 1. */
export function buildVocabulary(documents: readonly FeatureCounts[], minDocumentFrequency: number): VocabularyIndex {
  const df = new Map<string, number>();
  for (const document of documents) for (const feature of document.keys()) df.set(feature, (df.get(feature) ?? 0) + 1);
  const terms = [...df.entries()]
    .filter(([, n]) => n >= minDocumentFrequency)
    .map(([term]) => term)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const n = documents.length;
  return indexVocabulary({ terms, idf: terms.map((term) => Math.log((1 + n) / (1 + df.get(term)!)) + 1) });
}

export function vectorize(vocabulary: VocabularyIndex, counts: FeatureCounts, weighting: TermWeighting): SparseVector {
  const entries: [number, number][] = [];
  for (const [feature, count] of counts) {
    const i = vocabulary.index.get(feature);
    if (i === undefined) continue;
    entries.push([i, (weighting === 'binary' ? 1 : 1 + Math.log(count)) * vocabulary.idf[i]!]);
  }
  entries.sort((a, b) => a[0] - b[0]);
  const norm = Math.sqrt(entries.reduce((sum, [, v]) => sum + v * v, 0));
  return { indices: entries.map(([i]) => i), values: entries.map(([, v]) => (norm === 0 ? 0 : v / norm)) };
}
