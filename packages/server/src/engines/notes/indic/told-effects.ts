/**
 * What the doctor says may come, or what a medicine does ("the stool may go black from the tablet, don't be scared",
 * "a little drowsiness may come", "with this tablet the stool comes black"): a side effect warned of, or what to expect,
 * not a finding of the patient's. Its clause keeps its other words ("do not worry") without its symptoms.
 */
import { MAY_COME, type Item } from './items.js';

/** "Due to", "because of", "from" a medicine. */
const CAUSES = new Set(['due to', 'because of']);
/**
 * A word naming a medicine in general: said in English or in the script and read as a loanword ("టాబ్లెట్"), or the
 * language's own word, a `phrase` row ("మాత్ర", "ಔಷಧಿ": tablet, medicine).
 */
const MEDICINE_WORD = /^(?:tablets?|medicines?|capsules?|syrups?|injections?|drugs?|cream|ointment|pills?)$/i;

const saysMay = (item: Item) => item.kind === 'phrase' && item.english === MAY_COME;
const namesMedicine = (item: Item) => item.kind === 'medicine' || ((item.kind === 'english' || item.kind === 'phrase') && MEDICINE_WORD.test(item.english));

/**
 * Whether the clause tells what may come, or what a medicine does: said with "may" by anyone (asked, it is a question
 * of its own; in a condition, its findings are signs already), or by the doctor as a medicine's doing ("due to the
 * tablet").
 */
function tellsWhatMayCome(clause: readonly Item[], speaker: string | undefined): boolean {
  // "Dolo ಕೊಡಬಹುದು" for a fever: a medicine one may take is for the finding named with it.
  if (clause.some(saysMay)) return !clause.some((item) => item.kind === 'medicine');
  return speaker === 'doctor' && clause.some((item) => item.kind === 'phrase' && CAUSES.has(item.english)) && clause.some(namesMedicine);
}

/**
 * The clause without the symptoms it says may come: what else it says stays, a diagnosis said with "may" suspected
 * ("typhoid ಆಗಬಹುದು": it may be typhoid).
 */
export function withoutWhatMayCome(clause: readonly Item[], speaker: string | undefined): Item[] {
  if (!tellsWhatMayCome(clause, speaker)) return [...clause];
  const diagnosed = clause.some((item) => item.kind === 'diagnosis');
  return clause.filter((item) => item.kind !== 'symptom' && (diagnosed || !saysMay(item))).map((item) => (saysMay(item) ? { ...item, english: 'may be' } : item));
}
