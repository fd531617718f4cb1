/**
 * The reasoning a note gives for an injury or a strained soft tissue: how it happened and the image that ruled out a
 * fracture ("Sprain after slipping and falling; x-ray without fracture"), as a clinician writes the judgement and the
 * data it rests on. Only an image of the problem's own part counts, and only a verdict that rules out: a fracture or
 * an abnormality found is the results' to tell.
 */
import type { ClinicalModel, Grounded, ResultFinding } from '../clinical-model.js';

/** Problems an image that finds no fracture bears on: injuries and strained soft tissue. */
const SOFT_TISSUE = /\b(?:sprain|strain|contusion|tear|bursitis|tendin(?:itis|osis|opathy)|tendonitis|tenosynovitis|epicondylitis|tennis elbow|golfer's elbow|rotator cuff)\b/i;
/** Injuries a way of happening explains: "sprain after slipping and falling". */
const INJURY_NOUN = /\b(sprain|strain|contusion|tear)\b/i;
/** A part of the body, as a problem or an image names it. */
const PART = /\b(big toe|knee|hip|shoulder|elbow|wrist|ankle|hand|finger|thumb|toe|foot|leg|arm|lumbar|thoracic|cervical|lower back|low back|upper back|back|neck|rotator cuff|epicondylitis)\b/i;
const SAME_PART: Readonly<Record<string, string>> = {
  lumbar: 'lower back',
  'low back': 'lower back',
  back: 'lower back',
  thoracic: 'upper back',
  cervical: 'neck',
  'rotator cuff': 'shoulder',
  epicondylitis: 'elbow',
};
const partIn = (text: string | undefined) => {
  const said = PART.exec(text ?? '')?.[1]?.toLowerCase();
  return said && (SAME_PART[said] ?? said);
};
const sideIn = (text: string | undefined) => /\b(right|left)\b/i.exec(text ?? '')?.[1]?.toLowerCase();

/** An image, by its kind: "X-ray of the right ankle" is an x-ray. */
const IMAGE = /^(x-ray|mri|ct|ultrasound)\b/i;
const NO_FRACTURE = /^no (?:acute |obvious |evidence of )?fractures?$/i;
const NORMAL = /^(?:normal|unremarkable|impression normal)$/i;
/**
 * A way of happening told as a note tells it: an "-ing" clause of the patient's doing ("slipping and falling",
 * "pushing a refrigerator"), not one of the patient's own words ("playing tennis and i was", "hurt it some time ago")
 * nor one that lost whose side it was ("landing on the side" for "i landed on my side").
 */
const TOLD_MECHANISM = /^[a-z]+ing\b(?!.*\b(?:i|it|me|my|before|ago|was|were)\b)(?!.*\bthe side$)/i;

/** An image's verdict as the reasoning gives it ("x-ray without fracture", "MRI normal"), if it rules something out. */
function verdictOf(image: ResultFinding & { test: string }): string | undefined {
  const kind = IMAGE.exec(image.test)?.[1];
  const verdict = NO_FRACTURE.test(image.finding) ? 'without fracture' : NORMAL.test(image.finding) ? 'normal' : undefined;
  return kind && verdict && `${/^(?:mri|ct)$/i.test(kind) ? kind.toUpperCase() : kind.toLowerCase()} ${verdict}`;
}

/**
 * The reasoning for the problem headed `heading`, when the visit gives it one; `cause` is a cause the doctor gave,
 * `visitPart` the part the visit is about (problem-side's partOfVisit).
 */
export function injuryReasoning(model: ClinicalModel, heading: string, cause: boolean, visitPart: string | undefined): { text: string; sources: Grounded[] } | undefined {
  if (!SOFT_TISSUE.test(heading)) return undefined;
  const partOfTheVisit = partIn(visitPart);
  const part = partIn(heading) ?? partOfTheVisit;
  if (part === undefined) return undefined;
  const side = sideIn(heading) ?? sideIn(visitPart);
  // An image names its part and side, or is of the part the visit is about.
  const ofThePart = (test: string) => (partIn(test) ?? partOfTheVisit) === part && [side, undefined].includes(sideIn(test) ?? side);
  const images = model.results.filter((r): r is ResultFinding & { test: string } => r.test !== undefined && IMAGE.test(r.test) && ofThePart(r.test));
  // A fracture ruled out says more than "normal".
  const ruledOut = images.find((r) => NO_FRACTURE.test(r.finding)) ?? images.find((r) => NORMAL.test(r.finding));
  const noun = INJURY_NOUN.exec(heading)?.[1]?.toLowerCase();
  const happened = cause || noun === undefined ? undefined : model.complaintHistory.find((c) => c.mechanism !== undefined && TOLD_MECHANISM.test(c.mechanism) && partIn(c.site) === part);
  const parts = [happened && `${noun} after ${happened.mechanism}`, ruledOut && verdictOf(ruledOut)].filter((said): said is string => Boolean(said));
  if (parts.length === 0) return undefined;
  return { text: parts.join('; '), sources: [...(happened ? [happened] : []), ...(ruledOut ? [ruledOut] : [])] };
}
