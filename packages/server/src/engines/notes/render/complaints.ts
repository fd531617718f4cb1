/**
 * The patient's own complaints and denials: in a consultation, what only the doctor said of the patient is a sign
 * found on examination ("a murmur"), not a complaint, unless it is why the patient came ("presents today with back
 * pain"). A dictation is all the doctor's, so all of it counts. One reading for every template.
 */
import type { ClinicalModel, Finding } from '../clinical-model.js';

export function patientReported(model: ClinicalModel): Finding[] {
  const speakerOf = new Map(model.speakers.map((s) => [s.segmentId, s.speaker]));
  const presentedWith = new Set(model.presentation?.evidence ?? []);
  const reported = (f: Finding) => model.mode === 'dictation' || f.evidence.some((id) => speakerOf.get(id) !== 'doctor' || presentedWith.has(id));
  return model.findings.filter((f) => f.subject === 'patient' && f.temporality === 'current' && reported(f));
}
