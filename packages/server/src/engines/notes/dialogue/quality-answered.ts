/**
 * An answer that names only how a symptom feels ("Do you have any chest pain?" — "Slight cramps."): a yes to the
 * symptom asked, told in the patient's word for it, not another symptom of its own.
 */
const QUALITY_ONLY =
  /^(?:(?:uh|um|well|so|yeah|yes|oh)\b[\s,]*)*(?:(?:just|only|a|an|some|slight|mild|little|a little|kind of|sort of|like|more of a|more like)\s+)*(cramps?|cramping|crampy|pressure|tightness|aching|achiness|ache|burning|discomfort|twinges?|soreness|heaviness|squeezing)\s*(?:[.,!;]|$)/i;

/** How the symptom asked about feels, when that is all the answer's first sentence says: "cramps", "pressure". */
export function qualityAnswered(answer: string): string | undefined {
  return QUALITY_ONLY.exec(answer.trim())?.[1]?.toLowerCase();
}
