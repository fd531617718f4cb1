/**
 * The patient's findings and diagnoses as Conditions: complaints, pertinent negatives, history
 * and the assessment. Whether the patient has it becomes the verification status; only what is
 * current and not refuted is `active`, or `resolved` when said gone by the visit (the model cannot tell a past
 * condition active from resolved).
 */
import type { Diagnosis, DiagnosisStatus, Finding, Presence } from '../clinical-model.js';
import { concept, hl7Concept } from './fhir-codes.js';
import type { FhirContext, SectionEntry } from './fhir-context.js';
import { evidenceNote } from './fhir-narrative.js';
import type { Condition } from './fhir-types.js';
import { durationText } from './fhir-units.js';

type Verification = 'confirmed' | 'provisional' | 'refuted';

const BY_PRESENCE: Record<Presence, Verification> = { present: 'confirmed', possible: 'provisional', absent: 'refuted' };
const BY_STATUS: Record<DiagnosisStatus, Verification> = {
  confirmed: 'confirmed',
  suspected: 'provisional',
  ruled_out: 'refuted',
};

/** A symptom or sign of the patient (not of the family: see fhir-family-history). */
export function findingCondition(finding: Finding, key: string, ctx: FhirContext): SectionEntry {
  const verification = BY_PRESENCE[finding.presence];
  const onset = onsetOf(finding);
  const resource = condition(finding, finding.name, key, verification, ctx, {
    current: finding.temporality === 'current',
    resolved: finding.gone !== undefined,
    ...(onset === undefined ? {} : { onsetString: onset }),
  });
  const said = { confirmed: finding.name, provisional: `Possible ${finding.name}`, refuted: `No ${finding.name}` }[verification];
  return { resource, line: historyLine(onset === undefined ? said : `${said}, ${onset}`, finding.temporality === 'past') };
}

/** A diagnosis of the patient: the assessment when current (an encounter diagnosis), else history. */
export function diagnosisCondition(diagnosis: Diagnosis, key: string, ctx: FhirContext): SectionEntry {
  const verification = BY_STATUS[diagnosis.status];
  const current = diagnosis.temporality === 'current';
  const resource = condition(diagnosis, diagnosis.name, key, verification, ctx, {
    current,
    ...(current ? { category: [hl7Concept('condition-category', 'encounter-diagnosis')] } : {}),
  });
  const said = diagnosis.status === 'confirmed' ? diagnosis.name : `${diagnosis.name} (${diagnosis.status.replace('_', ' ')})`;
  return { resource, line: historyLine(said, !current) };
}

function condition(
  item: Finding | Diagnosis,
  name: string,
  key: string,
  verification: Verification,
  ctx: FhirContext,
  { current, resolved = false, category, onsetString }: { current: boolean; resolved?: boolean } & Pick<Condition, 'category' | 'onsetString'>,
): Condition {
  return {
    resourceType: 'Condition',
    id: ctx.idOf(key),
    // A symptom had and gone by the visit ("today no fever") is resolved.
    ...(current && verification !== 'refuted' ? { clinicalStatus: hl7Concept('condition-clinical', resolved ? 'resolved' : 'active') } : {}),
    verificationStatus: hl7Concept('condition-ver-status', verification),
    ...(category === undefined ? {} : { category }),
    code: concept(name, item.codes, ctx.codify),
    subject: ctx.patient,
    encounter: ctx.encounter,
    ...(onsetString === undefined ? {} : { onsetString }),
    note: [evidenceNote(item)],
  };
}

/**
 * When it began, in words: "for 3 days" of a current complaint began 3 days ago. A past
 * finding's duration is how long it lasted, not when it began, so it is left to the note.
 */
function onsetOf(finding: Finding): string | undefined {
  if (finding.onset !== undefined) return finding.onset;
  if (finding.duration !== undefined && finding.temporality === 'current') return `${durationText(finding.duration)} ago`;
  return undefined;
}

function historyLine(said: string, past: boolean): string {
  return past ? `History: ${said}` : said;
}
