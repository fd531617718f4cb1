/**
 * The patient's own complaints and denials: in a consultation, what only the doctor said of the patient is a sign
 * found on examination ("a murmur"), not a complaint, unless it is why the patient came ("presents today with back
 * pain") or the doctor relays a denial or an endorsement ("you indicated that you've not had any weight loss", "you were endorsing some nasal congestion"). A dictation is all the doctor's, so all of it counts. One reading for every template.
 */
import type { ClinicalModel, Diagnosis, Finding, Grounded } from '../clinical-model.js';
import { complaintWithSite } from '../history/complaint-attributes.js';
import { attributesTold, tellsMoreThanNamed } from '../history/complaint-histories.js';
import { capitalise } from '../narrative/spoken-text.js';
import * as describe from './describe.js';

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
  const attributes = (f: Finding) => {
    const history = model.complaintHistory.find((c) => c.complaint === f.name);
    const toldOfIt = history ? attributesTold(history).length : 0;
    // "Loose motions since two days": how long, told with the complaint itself, is told of it too.
    const since = (f.duration !== undefined || f.onset !== undefined) && history?.duration === undefined && history?.onset === undefined ? 1 : 0;
    return toldOfIt + since;
  };
  const weight = (f: Finding) => 2 * attributes(f) + f.evidence.length;
  return complaints.reduce<Finding | undefined>((best, f) => (best === undefined || weight(f) > weight(best) ? f : best), undefined);
}

/** A complaint with how long or since when: "knee pain for 2 weeks", "back pain since Saturday". */
export function findingWords(f: Finding): string {
  const onset = f.onset?.replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/gi, capitalise);
  // "Since two weeks ago" is how long: "for two weeks".
  const when = f.duration ? ` for ${describe.duration(f.duration)}` : onset ? (/\s+ago$/i.test(onset) ? ` for ${onset.replace(/\s+ago$/i, '')}` : ` since ${onset}`) : '';
  return `${f.name}${when}${goneWords(f)}`;
}

/** "Vomiting (none today)": a symptom had, and gone by the time said. */
export const goneWords = (f: Finding): string => (f.gone === undefined ? '' : f.gone === 'today' ? ' (none today)' : ' (now resolved)');

/** Why the visit was, when the doctor's summary does not say: a complaint ("right knee pain since Saturday") or the diagnosis the plan took up first. */
export interface VisitReason {
  text: string;
  source: Grounded;
  /** A diagnosis: the history says the patient presents for its evaluation, not with it. */
  diagnosis: boolean;
}

/**
 * The complaint the visit was about, with its side ("right knee pain"), else the first problem the plan took up. A
 * complaint whose history nobody told ("some headaches too"), in a visit whose plan takes up a diagnosis first, was
 * not what the visit was for. The chief complaint and the opening of the history say the same reason.
 */
/** The patient's first turns, in which the patient says what the visit is for. */
const OPENING_PATIENT_TURNS = 3;

export function visitReason(model: ClinicalModel): VisitReason | undefined {
  const told = visitComplaint(model, patientReported(model).filter((f) => f.presence === 'present'));
  const planned = model.plan.map((p) => model.diagnoses.find((d) => d.name === p.problem && d.status !== 'ruled_out')).find((d) => d !== undefined);
  // A complaint whose history was told, not only named when asked ("i have some mild headaches").
  const toldOf = told !== undefined && model.complaintHistory.some((c) => c.complaint === told.name && tellsMoreThanNamed(c));
  // "I've been dealing with my asthma and … it's getting hard": the condition the patient opens with, which the plan
  // takes up first, is what the visit is for.
  const opening = new Set(model.speakers.filter((s) => s.speaker === 'patient').slice(0, OPENING_PATIENT_TURNS).map((s) => s.segmentId));
  if (planned && planned.evidence.some((id) => opening.has(id))) return { text: planned.name, source: planned, diagnosis: true };
  if (told && (toldOf || !planned)) {
    // "Right knee pain", not "Right nausea": the site only for a complaint that has one.
    const named = complaintWithSite(told.name, model.complaintHistory.find((c) => c.complaint === told.name)?.site);
    return { text: findingWords({ ...told, name: named }), source: told, diagnosis: false };
  }
  if (planned) return { text: planned.name, source: planned, diagnosis: true };
  const first = patientReported(model).find((f) => f.presence === 'present');
  if (first) return { text: findingWords(first), source: first, diagnosis: false };
  // A condition of the past ("a heart attack in 2018") is no reason for today's visit.
  const diagnosis = model.diagnoses.find((d) => d.subject === 'patient' && d.status !== 'ruled_out' && d.temporality !== 'past');
  if (diagnosis) return { text: diagnosis.name, source: diagnosis, diagnosis: true };
  // Only then a sign the doctor named ("you look a little tired"); not a complaint that has gone ("a little nausea but
  // that went away").
  const named = model.findings.find((f) => f.subject === 'patient' && f.presence === 'present' && f.temporality !== 'past');
  return named ? { text: findingWords(named), source: named, diagnosis: false } : undefined;
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
