/**
 * A sentence of an Indian-language transcript cut into its clauses: by its "but" words and its commas, a list of
 * findings kept with the denial said after it, two instructions apart; or, for a sentence that is a condition, its
 * words but those that say nothing.
 */
import type { IndicKind } from '../../../lexicon/indic-lexicon.js';
import { denies, FINDINGS, has, isConjunction, type Item } from './items.js';

/** The items but those that say nothing (fillers, copulas, "but"), a comma before one kept before the next. */
export function saidWords(items: readonly Item[]): Item[] {
  const out: Item[] = [];
  let afterComma = false;
  for (const item of items) {
    afterComma ||= item.afterComma;
    if (item.kind === 'drop' || item.kind === 'but') continue;
    out.push(afterComma && !item.afterComma ? { ...item, afterComma } : item);
    afterComma = false;
  }
  return out;
}

/** Kinds whose scope a comma ends: what is denied, asked, answered or told to do, and of whom. */
const SCOPED = new Set<Item['kind']>(['symptom', 'diagnosis', 'negation', 'yes', 'relative', 'question', 'instruction', 'prohibition']);

/**
 * The sentence's clauses: a `but` word always starts one; a comma starts one only between two parts that each say a
 * finding, a denial, an answer, a question or an instruction (else it separates a list, "CBC, Widal and blood
 * culture", or a medicine's schedule, "Dolo 650 three times a day, after food, for five days"), or after a bare
 * answer ("No, drink water").
 */
export function clausesOf(items: readonly Item[]): Item[][] {
  const parts: Part[] = [{ items: [], afterBut: false, namesOnly: true }];
  for (const item of items) {
    if (item.kind === 'but' || item.afterComma) parts.push({ items: [], afterBut: item.kind === 'but', namesOnly: true });
    const part = parts.at(-1)!;
    part.namesOnly &&= FINDINGS.has(item.kind as IndicKind) || isConjunction(item);
    if (item.kind !== 'but' && item.kind !== 'drop') part.items.push(item);
  }
  const scoped = (part: readonly Item[]) => part.some((item) => SCOPED.has(item.kind));
  const clauses: Item[][] = [];
  for (const part of withListsDenied(parts.filter((candidate) => candidate.items.length > 0))) {
    const before = clauses.at(-1);
    const bareAnswer = before?.every((item) => item.kind === 'negation' || item.kind === 'yes');
    // A denial after a comma denies its own part ("crepitus, no swelling"); a "don't take" takes what was named before.
    const denialOfItsOwn = part.items.some(denies) && !has(part.items, 'instruction');
    const joins = (!scoped(before ?? []) && !denialOfItsOwn) || !scoped(part.items);
    if (before && !part.afterBut && !bareAnswer && joins) before.push(...part.items);
    else clauses.push([...part.items]);
  }
  return clauses.flatMap(oneInstructionEach);
}

/** A comma part of a sentence: its words but the dropped ones; whether it only names findings ("cough, cold"). */
interface Part {
  items: Item[];
  afterBut: boolean;
  namesOnly: boolean;
}

/**
 * Parts that only name findings ("cough, cold, fever") and the part after them that denies ("nothing of it") as one
 * part: the language puts its verb last, and the denial is of the whole list, not of its last name alone. A list is
 * two names or more, its last with the denial or before it: one name said before a denial of something else ("weight
 * going up, though I eat nothing much") is said of its own.
 */
function withListsDenied(parts: readonly Part[]): Part[] {
  const names = (items: readonly Item[]) => items.filter((item) => FINDINGS.has(item.kind as IndicKind)).length;
  const out: Part[] = [];
  let list: Part[] = [];
  for (const part of parts) {
    if (part.namesOnly && !(part.afterBut && list.length > 0)) list.push(part);
    else if (list.length > 0 && !part.afterBut && part.items.some(denies) && names([...list.flatMap((named) => named.items), ...part.items]) >= 2) {
      out.push({ ...part, items: [...list.flatMap((named) => named.items), ...part.items], afterBut: list[0]!.afterBut });
      list = [];
    } else {
      out.push(...list);
      list = part.namesOnly ? [part] : [];
      if (!part.namesOnly) out.push(part);
    }
  }
  return [...out, ...list];
}

/**
 * A clause of two instructions as two, apart after the first (said last in its words: "একটা CBC করিয়ে এক সপ্তাহ পরে
 * দেখা করবেন", "get a CBC done, see me after a week"): each governs its own words, and the second is not lost.
 */
function oneInstructionEach(clause: Item[]): Item[][] {
  const first = clause.findIndex((item) => item.kind === 'instruction');
  if (first < 0 || !clause.slice(first + 1).some((item) => item.kind === 'instruction')) return [clause];
  // The "and" between them joins nothing once they are apart.
  const second = clause.slice(first + 1);
  while (second[0] && isConjunction(second[0])) second.shift();
  return [clause.slice(0, first + 1), ...oneInstructionEach(second)];
}
