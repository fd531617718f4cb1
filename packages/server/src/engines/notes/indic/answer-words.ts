/**
 * The words of a bare answer ("No, both of them nothing.", "A little.", "The burning, a little."): a clause of these
 * alone answers what was asked, with a "no", a "yes, a little", or a "yes".
 */
import type { Item } from './items.js';

/** Words an answer may carry besides its "no" or "a little": "both", "nothing", "all that". */
const ANSWER_WORDS = new Set(['both', 'nothing', 'all', 'any', 'at all']);
/**
 * The head word of a finding asked about, said alone in the answer ("ಉರಿ ಸ್ವಲ್ಪ ಇದೆ", the burning is there a little,
 * to "burning when passing urine?"; "వాపు లేదండి", no swelling, to "is the knee swollen?"): a gloss, no finding.
 */
export const HEAD_WORDS = new Set(['pain', 'ache', 'swelling', 'burning', 'itching', 'itch', 'bleeding', 'discharge']);

/** Whether the item is the head word of a finding, said as a gloss. */
export const isHeadWord = (item: Item) => item.kind === 'phrase' && HEAD_WORDS.has(item.english);

/** A clause that is a bare "no", a bare "a little", or a head word with either or alone. */
export const isOnlyAnswer = (clause: readonly Item[]) =>
  clause.every((item) => item.kind === 'negation' || item.kind === 'severity' || isHeadWord(item) || (item.kind === 'phrase' && ANSWER_WORDS.has(item.english)));
