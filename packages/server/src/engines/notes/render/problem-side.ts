/**
 * The side of a problem the assessment names without one ("Ankle sprain" for the right ankle): the side the
 * extractor read with the diagnosis, else from the words the doctor diagnosed it with ("a right ankle sprain"), else from the rest of the visit (the complaint's site, the
 * examination, the results), when these name one side only. Two sides said is no side: the note does not choose. The
 * joint a joint's condition is of, and the part an image is of, are read the same way: one part, on one side or none.
 */
import { LIMB_PARTS } from '../context/body-parts.js';
import type { ClinicalModel, Side } from '../clinical-model.js';
import { escapedForRegExp } from '../narrative/spoken-text.js';
import { sidesIn, visitSide } from '../visit-side.js';

/** Problems that have a side: injuries and conditions of a limb, a joint, an eye or an ear. Not the spine's. */
const LATERAL =
  /\b(?:sprain|strain|fracture|tear|carpal tunnel|rotator cuff|tendin\w*|bursitis|epicondylitis|injury|contusion|laceration|cellulitis|radiculopathy|sciatica|effusion|dislocation|menisc\w*|ligament|lisfranc|plantar fasciitis|trigger finger|ganglion|otitis|conjunctivitis|cataract|tenosynovitis|capsulitis|impingement)\b/i;
const MIDLINE = /\b(?:lumbar|cervical|thoracic|spine|spinal|back|neck|disc)\b/i;

/** The side of the problem `name`, when it has one and the visit says which; undefined otherwise. */
export function sideOfProblem(model: ClinicalModel, name: string, diagnosedIn: readonly string[], said?: Side): Side | undefined {
  if (!LATERAL.test(name) || MIDLINE.test(name) || sidesIn(name).length > 0) return undefined;
  if (said) return said;
  // "you have a right ankle sprain": the side said with the diagnosis.
  const head = name.split(/\s+/)[0]!.toLowerCase();
  for (const text of diagnosedIn) {
    const said = new RegExp(`\\b(right|left)\\s+(?:[a-z-]+\\s+){0,3}${escapedForRegExp(head)}`, 'i').exec(text);
    if (said) return said[1]!.toLowerCase() as Side;
  }
  return visitSide(model);
}

/** A part of a limb, which has a side. */
const LIMB_PART = new RegExp(String.raw`^(?:(?:index|middle|ring|little) finger|big toe|${LIMB_PARTS})$`, 'i');

/**
 * The complaints with the side of the visit where the patient named the limb without one ("my foot hurts" in a visit
 * about the right foot: "right foot"); a visit that names both sides, or none, leaves them as told.
 */
export function withSidedComplaints(model: ClinicalModel): ClinicalModel {
  const side = visitSide(model);
  if (!side) return model;
  const sided = (site: string | undefined) => (site && LIMB_PART.test(site.replace(/^the /, '')) ? `${side} ${site.replace(/^the /, '')}` : site);
  return { ...model, complaintHistory: model.complaintHistory.map((c) => (c.site === sided(c.site) ? c : { ...c, site: sided(c.site)! })) };
}

/** Conditions of a joint written with the joint: "Osteoarthritis of the right knee". */
const OF_A_JOINT = /^(?:osteoarthritis|arthritis|bursitis|effusion|arthralgia)$/i;
const JOINT_COMPLAINT = /pain|ache|algia|swelling|stiff/i;
const JOINT = /\b(?:(right|left)\s+)?(knee|hip|shoulder|elbow|wrist|ankle|hand|finger|thumb|toe|big toe|foot)s?\b/i;

/**
 * The joint a joint condition is of, with its side ("the right knee"), when the reason for the visit, the complaints
 * and the limb examination name one joint only, on one side.
 */
export function jointOfProblem(model: ClinicalModel, name: string): string | undefined {
  if (!OF_A_JOINT.test(name.trim())) return undefined;
  // The joints that hurt, swell or are stiff, and the joints examined: tingling in the toes is no joint's condition.
  const joint = onePartSaid([...painfulPlaces(model), ...model.examinations.filter((e) => e.system === 'Musculoskeletal').map((e) => e.finding)], JOINT);
  return joint && `the ${joint.side ? `${joint.side} ` : ''}${joint.part}`;
}

/** Where the visit's pain, swelling or stiffness is: the reason for the visit, and the sites of such complaints. */
function painfulPlaces(model: ClinicalModel): string[] {
  const reason = model.presentation?.reason ?? '';
  return [...(JOINT_COMPLAINT.test(reason) ? [reason] : []), ...model.complaintHistory.filter((c) => JOINT_COMPLAINT.test(c.complaint)).map((c) => c.site ?? '')];
}

/**
 * The one part `pattern` finds in `texts` (its group 1 the side, group 2 the part, written by `partOf`), with the one
 * side said of it; undefined when the texts name more than one part, or both sides.
 */
function onePartSaid(texts: readonly string[], pattern: RegExp, partOf = (said: string) => said): { part: string; side?: string } | undefined {
  const places = texts.map((text) => pattern.exec(text)).filter((m): m is RegExpExecArray => m !== null);
  const parts = new Set(places.map((m) => partOf(m[2]!.toLowerCase())));
  const sides = new Set(places.map((m) => m[1]?.toLowerCase()).filter((side): side is string => side !== undefined));
  if (parts.size !== 1 || sides.size > 1) return undefined;
  return { part: [...parts][0]!, ...(sides.size === 1 ? { side: [...sides][0]! } : {}) };
}

/** An injury the doctor named without the part it is of: "you probably have a contusion". */
const INJURY_WITHOUT_PART = /^(?:contusion|sprain|strain|laceration|abrasion|fracture)$/i;
const LIMB = new RegExp(String.raw`\b(?:(right|left)\s+)?(?:(?:upper|lower)\s+)?(${LIMB_PARTS})s?\b`, 'i');

/**
 * The part, with its side, an injury named without one is of ("Right leg contusion"): the one limb the reason for the
 * visit and the painful complaints name; undefined for any other problem, or when they name more than one.
 */
export function partOfInjury(model: ClinicalModel, name: string): string | undefined {
  if (!INJURY_WITHOUT_PART.test(name.trim())) return undefined;
  const part = onePartSaid(painfulPlaces(model), LIMB);
  return part && `${part.side ? `${part.side} ` : ''}${part.part}`;
}

/** A part of the body an image is taken of, in the words a place is told with; the back and the neck are spines. */
const IMAGED_PART = /\b(?:(right|left)\s+)?(big toe|knee|hip|shoulder|elbow|wrist|ankle|hand|finger|thumb|toe|foot|upper back|mid back|middle back|lower back|low back|back|neck)s?\b/i;
const SPINE_OF: Readonly<Record<string, string>> = {
  'upper back': 'thoracic spine',
  'mid back': 'thoracic spine',
  'middle back': 'thoracic spine',
  'lower back': 'lumbar spine',
  'low back': 'lumbar spine',
  back: 'lumbar spine',
  neck: 'cervical spine',
};

/**
 * The part of the body the visit is about, as an image of it is named ("right knee", "lumbar spine" for the lower back):
 * when the reason for the visit, the painful complaints' sites and the parts that hurt name one part only, on one side
 * or none.
 */
export function partOfVisit(model: ClinicalModel): string | undefined {
  const imaged = onePartSaid(
    [
      ...painfulPlaces(model),
      // Another part that hurts, told in passing ("my left shoulder hurts too"), makes the visit about more than one.
      ...model.findings.filter((f) => f.subject === 'patient' && f.presence === 'present' && f.temporality === 'current' && JOINT_COMPLAINT.test(f.name)).map((f) => f.name),
    ],
    IMAGED_PART,
    (part) => SPINE_OF[part] ?? part,
  );
  // A spine has no side.
  return imaged && (imaged.side && !/spine$/.test(imaged.part) ? `${imaged.side} ${imaged.part}` : imaged.part);
}
