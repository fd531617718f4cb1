/** The key-fact figures of a split: recall per section and overall, precision per section and overall, medication recall. */
import { FACT_SECTIONS } from './key-facts-file.js';
import type { KeyFactScore } from './key-facts.js';

export interface Ratio {
  of: number;
  hits: number;
  /** hits / of, undefined when there is nothing to count. */
  value: number | undefined;
}

const ratio = (hits: number, of: number): Ratio => ({ hits, of, value: of === 0 ? undefined : hits / of });

export function summariseKeyFacts(scores: readonly KeyFactScore[]) {
  const facts = scores.flatMap((score) => score.facts).filter((f) => f.counted);
  const items = scores.flatMap((score) => score.items);
  const medications = facts.filter((f) => f.fact.section === 'medications');
  const itemSections = [...new Set(items.map((item) => item.section))].sort();
  return {
    encounters: scores.length,
    recall: ratio(facts.filter((f) => f.foundIn !== undefined).length, facts.length),
    recallBySection: Object.fromEntries(
      FACT_SECTIONS.map((section) => {
        const inSection = facts.filter((f) => f.fact.section === section);
        return [section, ratio(inSection.filter((f) => f.foundIn !== undefined).length, inSection.length)];
      }),
    ),
    /** Facts found only in another section of the note. */
    misplaced: facts.filter((f) => f.foundIn === undefined && f.elsewhere !== undefined).length,
    precision: ratio(items.filter((item) => item.correct).length, items.length),
    precisionBySection: Object.fromEntries(
      itemSections.map((section) => {
        const inSection = items.filter((item) => item.section === section);
        return [section, ratio(inSection.filter((item) => item.correct).length, inSection.length)];
      }),
    ),
    /** Done, declined or past orders written as if to be done. */
    wrongStateOrders: items.filter((item) => item.reason?.startsWith('an order')).length,
    medicationRecall: ratio(medications.filter((f) => f.withDose).length, medications.length),
  };
}
export type KeyFactSummary = ReturnType<typeof summariseKeyFacts>;
