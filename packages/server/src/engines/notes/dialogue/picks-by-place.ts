/**
 * An answer that picks what was asked by its place: "the first and the last", "just the last one", "the second". The
 * places count the questions asked, each with a mark ("Any abdominal pain? Diarrhea? Is your belly bigger?"), or the
 * items of the one question that listed them ("Any fever, cough or sore throat?").
 */

const PLACE = String.raw`(?:first|second|third|fourth|middle|last)(?:\s+one)?`;
const PICKS = new RegExp(
  String.raw`^(?:(?:um|uh|well|just|only|so|yeah|yes|oh)[\s,]+)*(?:the[\s,]+)*(${PLACE}(?:[\s,]+(?:and|&)[\s,]+(?:the[\s,]+)*${PLACE})*)\s*(?:[.!,;]|$)`,
  'i',
);

/** The places an answer picks ("first", "last"), or undefined when it does not answer by place. */
export function placesPicked(answer: string): string[] | undefined {
  const picked = PICKS.exec(answer.trim());
  return picked ? [...picked[1]!.toLowerCase().matchAll(/first|second|third|fourth|middle|last/g)].map((m) => m[0]) : undefined;
}

const ORDER: Record<string, number> = { first: 0, second: 1, third: 2, fourth: 3 };

/** The indexes, among `count` things asked, that the places name. */
export function pickedIndexes(places: readonly string[], count: number): Set<number> {
  return new Set(
    places.map((place) => (place === 'last' ? count - 1 : place === 'middle' ? (count % 2 === 1 ? (count - 1) / 2 : -1) : (ORDER[place] ?? -1))).filter((i) => i >= 0 && i < count),
  );
}
