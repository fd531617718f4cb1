/**
 * The advice of a problem as the train split's clinicians write it under "Patient education and counseling": what the
 * patient was told to do in one sentence ("She was advised to wear an ace wrap and continue exercising."); what would
 * be done if needed as what will be considered ("Surgery will be considered if the bones have not realigned."); a
 * restriction, a weight-bearing status or what the clinic will do as it was written ("No running for 2 weeks.").
 */
import { capitalise, listOf, uncapitalised } from '../narrative/spoken-text.js';

/** An instruction that is no imperative: a restriction, a weight-bearing status, the clinic's own part. */
const NOT_TOLD_TO_DO = /^(?:No|Non-weight-bearing|Weight-bearing|The|A|An)\b|^[A-Z]{2,}\b/;
/** "Consider surgery if …": done only if needed. */
const CONSIDER = /^Consider\s+/;

/** `subject`: who was advised, as the note names the patient ("she", "the patient"). */
export function counselling(instructions: readonly string[], subject: string): string {
  const toldToDo = instructions.filter((instruction) => !NOT_TOLD_TO_DO.test(instruction) && !CONSIDER.test(instruction));
  // "… for questions and decrease alcohol and caffeine" would read as one instruction: each says its own "to".
  const paired = toldToDo.some((instruction) => /\band\b|,/.test(instruction));
  const sentences = [
    ...(toldToDo.length > 0 ? [`${capitalise(subject)} was advised to ${listOf(toldToDo.map(uncapitalised).map((instruction, i) => (i > 0 && paired ? `to ${instruction}` : instruction)))}`] : []),
    ...instructions.filter((instruction) => !toldToDo.includes(instruction)).map((instruction) => (CONSIDER.test(instruction) ? consideredIf(instruction) : instruction)),
  ];
  return sentences.map((sentence) => `${sentence}.`).join(' ');
}

/** "Consider surgery if the bones have not realigned" → "Surgery will be considered if the bones have not realigned". */
function consideredIf(instruction: string): string {
  const considered = instruction.replace(CONSIDER, '');
  const condition = /\s+(?:if|when|once|after|should)\s/.exec(considered);
  const what = condition ? considered.slice(0, condition.index) : considered;
  return `${capitalise(what)} will be considered${condition ? considered.slice(condition.index) : ''}`;
}
