/**
 * The self-check a clinician sees: every diagnosis, medication, order and follow-up the model holds either appears
 * in the note or is listed as said but not in the note. An item appears when a sentence of the note names it
 * (its name, or the brand said) and rests on a segment it was read from.
 */
import type { ClinicalModel, Grounded } from '../clinical-model.js';
import { procedureName } from './assessment-plan.js';
import { brandWithGeneric } from './describe.js';
import { US_NAMES } from '../narrative/note-wording.js';
import { saidTestName } from '../results/said-test-name.js';
import type { ModelWarning } from './model-warnings.js';

interface Written {
  text: string;
  evidence: readonly string[];
}

/** A name as compared: without the side the note may put inside it ("strain of the right posterior cruciate ligament"). */
const unsided = (text: string) => text.toLowerCase().replace(/\b(?:right|left) /g, '');
const named = (text: string, name: string) => unsided(text).includes(unsided(name));

export function saidButNotInNote(model: ClinicalModel, written: readonly Written[], writtenAsDictated: (item: Grounded) => boolean): ModelWarning[] {
  const appears = (item: Grounded, names: readonly string[], anywhere = false) =>
    written.some((w) => (anywhere || w.evidence.some((id) => item.evidence.includes(id))) && names.some((name) => named(w.text, name)));
  // A diagnosis may be written under the fuller name said elsewhere ("heart failure" as "congestive heart failure").
  // A diagnosis is the doctor's: the patient asking "did I have a stroke?" diagnoses nothing.
  const doctorSaid = new Set(model.speakers.filter((s) => s.speaker !== 'patient').map((s) => s.segmentId));
  const diagnoses = model.diagnoses.filter(
    (d) => d.subject === 'patient' && d.status !== 'ruled_out' && d.evidence.some((id) => doctorSaid.has(id)) && !appears(d, [d.name], true),
  );
  const checked: { label: string; item: Grounded; names: string[]; anywhere?: boolean }[] = [
    // …or in the words said, where the note writes it from what was said ("he had a heart attack in 2018").
    ...diagnoses.map((d) => ({ label: d.name, item: d, names: [d.name, ...(d.said ?? [])] })),
    // A drug taken ("the lisinopril? actually, I do") is in the note wherever the note names it; a change made to one
    // (start, stop, increase) only where it is written from what was said.
    // The note may write a drug by the name said ("albuterol" for salbutamol).
    ...model.medications.map((m) => ({ label: m.brand ? brandWithGeneric(m.brand, m.name) : m.name, item: m, names: [m.name, ...(m.brand ? [m.brand] : []), ...(US_NAMES[m.name] ? [US_NAMES[m.name]!] : [])], anywhere: m.change === undefined })),
    ...model.investigations.filter((i) => i.status === 'advised').map((i) => ({ label: i.name, item: i, names: [i.name, saidTestName(i.name, i.text), ...(i.abbreviation ? [i.abbreviation] : [])] })),
    ...(model.followUp ? [{ label: 'follow-up', item: model.followUp, names: ['follow-up'] }] : []),
  ];
  // A procedure is in the note wherever the note names it: the one planned again is the one the history lists.
  const procedures = model.procedures.filter((p) => !appears(p, [p.name, procedureName(p)], true)).map((p) => ({ label: p.name, item: p as Grounded, names: [p.name] }));
  // What was read from the doctor's dictation is written as the doctor dictated it, in the doctor's words
  // ("Diabetes." for diabetes mellitus, "recheck in 4 weeks" for the follow-up).
  const missing = [...checked.filter(({ item, names, anywhere }) => !appears(item, names, anywhere)), ...procedures].filter(({ item }) => !writtenAsDictated(item));
  return missing.length === 0 ? [] : [{ code: 'not_in_note', msg: `said but not in the note: ${missing.map((m) => `${m.label} (${m.item.evidence.join(', ')})`).join('; ')}` }];
}
