import { withoutRepeatedWords } from './narrative/spoken-text.js';
import type { TermMention } from './term-index.js';

/** "(arthritis in there) we call this (hallux rigidus)", "(…) also known as (…)": the words that name what was just said. */
const NAMES_IT = /^\W*(?:[\w']+\s+){0,6}?(?:(?:we|they|doctors)\s+call\s+(?:this|that|it)|which\s+we\s+call|what\s+we\s+call|(?:it's|it is|this is|that's)\s+called|(?:(?:also|otherwise)\s+)?known\s+as|also\s+called)\s+(?:an?\s+|the\s+)?$/i;

/**
 * A diagnosis the doctor names right after saying it in plain words ("you've got some arthritis in there, we call this
 * hallux rigidus") is one problem, by the name given: the plain word is dropped.
 */
export function withDiagnosisNamedAs(text: string, found: readonly TermMention[]): TermMention[] {
  const named = new Set<TermMention>();
  found.forEach((mention, i) => {
    const next = found[i + 1];
    // "we we call this": a word said twice is said once.
    const between = withoutRepeatedWords(text.slice(mention.end, next?.start));
    if (mention.entry.kind === 'diagnosis' && next?.entry.kind === 'diagnosis' && NAMES_IT.test(between)) named.add(mention);
  });
  return found.filter((m) => !named.has(m));
}
