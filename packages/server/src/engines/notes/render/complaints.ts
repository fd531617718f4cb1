/**
 * The patient's own complaints and denials: in a consultation, what only the doctor said of the patient is a sign
 * found on examination ("a murmur"), not a complaint, unless it is why the patient came ("presents today with back
 * pain") or the doctor relays a denial or an endorsement ("you indicated that you've not had any weight loss", "you were endorsing some nasal congestion"). A dictation is all the doctor's, so all of it counts. One reading for every template.
 */
import type { ClinicalModel, Diagnosis, Finding } from '../clinical-model.js';

/** The doctor relaying what the patient said or filled in: "you indicated that you've not had any weight loss". */
const RELAYED = /\byou(?:'ve| have)? (?:not had|n't had|never had|have not had|had no|denied|deny|indicated|reported|mentioned|told me|said)\b/i;
/** …or a symptom the patient endorsed, on the review-of-systems sheet or earlier: "you were endorsing some nasal congestion". */
const RELAYED_ENDORSED = /\byou (?:were |are |have been |'ve been )?endors(?:e|ed|ing)\b/i;

export function patientReported(model: ClinicalModel): Finding[] {
  const speakerOf = new Map(model.speakers.map((s) => [s.segmentId, s.speaker]));
  const presentedWith = new Set(model.presentation?.evidence ?? []);
  const relayed = (f: Finding) => (f.presence === 'absent' ? RELAYED : RELAYED_ENDORSED).test(f.text);
  const reported = (f: Finding) => model.mode === 'dictation' || relayed(f) || f.evidence.some((id) => speakerOf.get(id) !== 'doctor' || presentedWith.has(id));
  return model.findings.filter((f) => f.subject === 'patient' && f.temporality === 'current' && reported(f));
}

/**
 * The complaint the visit was most about, among `complaints` (the patient's own), else among the complaints whose
 * history was told though the doctor named them ("I see you hurt your knee"): the one whose history was told most
 * fully (site, onset, what brings it on …), then the one said in most turns, then the first told. A passing "some
 * weakness too" is not the reason for the visit.
 */
export function visitComplaint(model: ClinicalModel, complaints: readonly Finding[]): Finding | undefined {
  const withHistory = model.findings.filter((f) => f.subject === 'patient' && f.presence === 'present' && model.complaintHistory.some((c) => c.complaint === f.name));
  return mostTold(model, complaints) ?? mostTold(model, withHistory);
}

function mostTold(model: ClinicalModel, complaints: readonly Finding[]): Finding | undefined {
  const attributes = (name: string) => {
    const history = model.complaintHistory.find((c) => c.complaint === name);
    return history ? Object.entries(history).filter(([key, value]) => !['complaint', 'evidence', 'text'].includes(key) && value !== undefined).length : 0;
  };
  const weight = (f: Finding) => 2 * attributes(f.name) + f.evidence.length;
  return complaints.reduce<Finding | undefined>((best, f) => (best === undefined || weight(f) > weight(best) ? f : best), undefined);
}

/**
 * The conditions the patient says they do not have ("do you have any diabetes or rheumatoid arthritis?" — "Nope.",
 * "it's not like my tiredness is depression"), a pertinent negative of the history; one only the doctor rules out
 * ("there's no hernia palpable", "we're ruling out Cushing's") is the examination's or the assessment's.
 */
export function deniedConditions(model: ClinicalModel): Diagnosis[] {
  const patientSaid = new Set(model.speakers.filter((s) => s.speaker === 'patient').map((s) => s.segmentId));
  const had = new Set(model.diagnoses.filter((d) => d.subject === 'patient' && d.status !== 'ruled_out').map((d) => d.name));
  // What the examination or a result found is no pertinent negative, whatever the patient answered ("any
  // cellulitis?" — "No." before the exam finds cellulitis of the leg).
  const found = [...model.examinations.map((e) => e.finding), ...model.results.map((r) => r.finding)].join(' ').toLowerCase();
  const denied = model.diagnoses.filter(
    (d) => d.subject === 'patient' && d.status === 'ruled_out' && !had.has(d.name) && !found.includes(d.name.toLowerCase()) && d.evidence.some((id) => patientSaid.has(id)),
  );
  return denied.filter((d, i) => denied.findIndex((other) => other.name === d.name) === i);
}
