/**
 * The items of a sentence of an Indian-language transcript (each word or spelling's English and kind), and what the
 * clauses and the composing of them ask of one: whether it is a finding, a condition, a denial, a conjunction. The
 * glosses of "if" and "may" are here too, for the spelling matcher to know those rows' endings by.
 */
import type { IndicKind } from '../../../lexicon/indic-lexicon.js';

/** What a word or spelling of the sentence says, in English. */
export interface Item {
  readonly kind: IndicKind | 'english';
  readonly english: string;
  /** The sentence's first word of the item stands after a comma. */
  readonly afterComma: boolean;
}

export const FINDINGS = new Set<IndicKind>(['symptom', 'diagnosis']);
/** The English of the `phrase` rows of "if", said alone or joined to a verb (`-ದ್ರೆ`, `-ినా`). */
export const IF = 'if';
/** A verb's "may" ("ಬರಬಹುದು", "আসতে পারে", "રહી શકે"): the `phrase` rows whose English is this. */
export const MAY_COME = 'may happen';
export const isIf = (item: Item) => item.kind === 'phrase' && item.english === IF;
/** A "no", or a "nothing" ("खाँसी, बुखार कुछ नहीं": cough, fever, nothing of it). */
export const denies = (item: Item) => item.kind === 'negation' || (item.kind === 'phrase' && item.english === 'nothing');
export const isConjunction = (item: Item) => item.kind === 'phrase' && (item.english === 'and' || item.english === 'or');
export const has = (clause: readonly Item[], kind: Item['kind']) => clause.some((item) => item.kind === kind);
