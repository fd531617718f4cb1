/**
 * A changing schedule: "taper", "in tapering doses", "reduce by 5 mg every week", "20 mg OD for 5 days then 10 mg".
 * Its words are not read as fixed attributes ("every week" is no weekly frequency there): from where it starts,
 * the rest is kept whole as the instruction.
 */
import type { Quantity } from '../clinical-model.js';
import { NUMBER } from './numbers.js';
import { wordsRegex } from './phrases.js';
import { findDose, findStrength } from './quantity.js';

export interface Schedule {
  /** Offset of the schedule in the text. */
  start: number;
  /** Said as tapering, or steps down ("then 10 mg" after 20 mg); a step up is a titration, not flagged. */
  tapering: boolean;
}

const TAPER = wordsRegex(
  String.raw`(?:in\s+)?(?:a\s+)?taper(?:ing|ed)?|(?:reduce|decrease)d?\s+(?:the\s+dose\s+)?(?:by|gradually)|(?:reduce|decrease)d?\s[^,;.]*?\bevery`,
);
const STEP = wordsRegex(String.raw`then\s+(?:${NUMBER})\s*\S+`);

export function mentionsTaper(text: string): boolean {
  return TAPER.test(text);
}

/** Where a changing schedule starts in the words said about a drug, if they say one. */
export function findSchedule(text: string): Schedule | undefined {
  const taper = TAPER.exec(text);
  const step = findStep(text);
  if (taper && (!step || taper.index <= step.start)) return { start: taper.index, tapering: true };
  return step;
}

/** "then 10 mg": a new strength or dose, lower than the one before it for a taper. */
function findStep(text: string): Schedule | undefined {
  const step = STEP.exec(text);
  if (!step) return undefined;
  const next = quantityIn(step[0]);
  if (!next) return undefined;
  const before = quantityIn(text.slice(0, step.index));
  return { start: step.index, tapering: before !== undefined && before.unit === next.unit && next.value < before.value };
}

function quantityIn(text: string): Quantity | undefined {
  return (findStrength(text) ?? findDose(text))?.value;
}
